@testable import Rules

extension WrongSizeRule: RuleExamples {
  static func examples() throws -> RuleExample {
    return (
      try appFixture { $0["Icon.png"] = try png(icon(58)) },
      try appFixture { $0["Icon.png"] = try png(icon(57)) }
    )
  }
}
