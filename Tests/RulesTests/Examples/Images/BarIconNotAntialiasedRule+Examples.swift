import SampleArt

@testable import Rules

extension BarIconNotAntialiasedRule: RuleExamples {
  static func examples() throws -> RuleExample {
    let glyph20 = try glyphPNG(side: 20)
    return (
      barFixture("Toolbar/jagged.png", try png(SampleArt.barGlyph(side: 20, antialiased: false))),
      barFixture("Toolbar/jagged.png", glyph20)
    )
  }
}
