@testable import Rules

extension LaunchImageAlphaRule: RuleExamples {
  static func examples() throws -> RuleExample {
    return (
      try appFixture { $0["Default.png"] = try png(launchImage(320, 480, bottomAlpha: 180)) },
      try appFixture { $0["Default.png"] = try png(launchImage(320, 480)) }
    )
  }
}
