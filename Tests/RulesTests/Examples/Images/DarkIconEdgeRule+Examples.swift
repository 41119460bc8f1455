@testable import Rules

extension DarkIconEdgeRule: RuleExamples {
  static func examples() throws -> RuleExample {
    return (
      try appFixture { $0["Icon.png"] = try png(darkEdged(57)) },
      try appFixture { $0["Icon.png"] = try png(icon(57)) }
    )
  }
}
