import Raster

@testable import Rules

extension BarIconInvisibleRule: RuleExamples {
  static func examples() throws -> RuleExample {
    let glyph30 = try glyphPNG(side: 30)
    return (
      barFixture("Tabs/empty.png", try png(RGBAImage(width: 30, height: 30, fill: .clear))),
      barFixture("Tabs/empty.png", glyph30)
    )
  }
}
