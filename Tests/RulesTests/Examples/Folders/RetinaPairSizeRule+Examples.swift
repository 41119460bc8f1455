@testable import Rules

extension RetinaPairSizeRule: RuleExamples {
  static func examples() throws -> RuleExample {
    return (
      try appFixture { $0["Icon@2x.png"] = try png(icon(112)) },
      try appFixture { $0["Icon@2x.png"] = try png(icon(114)) }
    )
  }
}
