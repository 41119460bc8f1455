import SampleArt

@testable import Rules

extension BarIconNotWhiteRule: RuleExamples {
  static func examples() throws -> RuleExample {
    let glyph20 = try glyphPNG(side: 20)
    return (
      barFixture("Toolbar/star.png", try png(SampleArt.starGlyph(side: 20))),
      barFixture("Toolbar/star.png", glyph20)
    )
  }
}
