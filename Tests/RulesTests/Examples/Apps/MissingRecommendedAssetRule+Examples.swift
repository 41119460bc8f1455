@testable import Rules

extension MissingRecommendedAssetRule: RuleExamples {
  static func examples() throws -> RuleExample {
    return (try appFixture { $0["Default.png"] = nil }, try appFixture { _ in })
  }
}
