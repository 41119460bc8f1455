import SampleArt

@testable import Rules

extension InterlacedRule: RuleExamples {
  static func examples() throws -> RuleExample {
    let glyph30 = try glyphPNG(side: 30)
    return (
      barFixture("Tabs/star.png", FixtureWriter.interlaced(SampleArt.barGlyph(side: 30))),
      barFixture("Tabs/star.png", glyph30)
    )
  }
}
