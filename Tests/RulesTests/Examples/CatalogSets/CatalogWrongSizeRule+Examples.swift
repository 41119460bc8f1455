@testable import Rules

extension CatalogWrongSizeRule: RuleExamples {
  static func examples() throws -> RuleExample {
    var wrong = try catalogApp()
    wrong[appIconSet + "/icon-114.png"] = try png(icon(112))
    return (Fixture(assets: wrong), Fixture(assets: try catalogApp()))
  }
}
