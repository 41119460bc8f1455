@testable import Rules

extension CatalogUnusedFileRule: RuleExamples {
  static func examples() throws -> RuleExample {
    var unused = try catalogApp()
    unused[appIconSet + "/old-icon.png"] = try png(icon(57))
    return (Fixture(assets: unused), Fixture(assets: try catalogApp()))
  }
}
