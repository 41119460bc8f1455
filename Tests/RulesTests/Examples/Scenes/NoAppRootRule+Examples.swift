import TreeFacts

@testable import Rules

extension NoAppRootRule: RuleExamples {
  static func examples() throws -> RuleExample {
    let art = barIcons(["Art/logo.png": try png(icon(40))])
    return (
      Fixture(assets: art),
      Fixture(assets: art, scope: .named(folders: [], files: ["Art/logo.png"]))
    )
  }
}
