import TestSupport

@testable import Rules

extension NameCaseRule: RuleExamples {
  static func examples() throws -> RuleExample {
    return (try appFixture { $0.move("Icon.png", to: "icon.png") }, try appFixture { _ in })
  }
}
