@testable import Rules

extension CatalogMissingFileRule: RuleExamples {
  static func examples() throws -> RuleExample {
    var missing = try catalogApp()
    missing[appIconSet + "/icon-58.png"] = nil
    return (Fixture(assets: missing), Fixture(assets: try catalogApp()))
  }
}
