@testable import Rules

extension CorruptPNGRule: RuleExamples {
  static func examples() throws -> RuleExample {
    let glyph30 = try glyphPNG(side: 30)
    return (
      barFixture("Tabs/star.png", Array(glyph30.prefix(glyph30.count * 2 / 3))),
      barFixture("Tabs/star.png", glyph30)
    )
  }
}
