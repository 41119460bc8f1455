@testable import Rules

extension InfoPlistMissingFileRule: RuleExamples {
  static func examples() throws -> RuleExample {
    return (
      try appFixture { $0["Info.plist"] = iconFilesPlist(["Icon.png", "Icon-72.png"]) },
      try appFixture { $0["Info.plist"] = iconFilesPlist(["Icon.png", "Icon-Small.png"]) }
    )
  }
}
