import TestSupport

@testable import Rules

extension UnreadableFileRule: RuleExamples {
  static func examples() throws -> RuleExample {
    let glyph30 = try glyphPNG(side: 30)
    var locked = barIcons(["Tabs/star.png": glyph30])
    locked.unreadable = ["Tabs/star.png"]
    return (Fixture(assets: locked), barFixture("Tabs/star.png", glyph30))
  }
}
