import SampleArt

@testable import Rules

extension BarIconSizeRule: RuleExamples {
  static func examples() throws -> RuleExample {
    let glyph20 = try glyphPNG(side: 20)
    return (
      barFixture("Toolbar/big.png", try png(SampleArt.barGlyph(side: 28))),
      barFixture("Toolbar/big.png", glyph20)
    )
  }
}
