import TestSupport

@testable import Rules

extension LegacySettingsIconRule: RuleExamples {
  static func examples() throws -> RuleExample {
    return (
      try appFixture { $0.move("Icon-Small.png", to: "Icon-Settings.png") },
      try appFixture { _ in }
    )
  }
}
