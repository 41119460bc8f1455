import PNGCodec
import Raster
import SampleArt

@testable import Rules

extension SixteenBitRule: RuleExamples {
  static func examples() throws -> RuleExample {
    let glyph30 = try glyphPNG(side: 30)
    return (
      barFixture(
        "Tabs/star.png",
        try PNGEncoder().encode(RGBA16Image(widening: SampleArt.barGlyph(side: 30)))),
      barFixture("Tabs/star.png", glyph30)
    )
  }
}
