@testable import Rules

extension MissingRequiredAssetRule: RuleExamples {
  static func examples() throws -> RuleExample {
    return (try appFixture { $0["Icon.png"] = nil }, try appFixture { _ in })
  }
}
