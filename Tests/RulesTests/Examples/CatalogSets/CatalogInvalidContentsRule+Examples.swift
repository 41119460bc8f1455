@testable import Rules

extension CatalogInvalidContentsRule: RuleExamples {
  static func examples() throws -> RuleExample {
    var broken = try catalogApp()
    broken[appIconSet + "/Contents.json"] = Array("{ \"images\" : [ { \"size\" : ".utf8)
    return (Fixture(assets: broken), Fixture(assets: try catalogApp()))
  }
}
