import Raster
import SampleArt

@testable import Rules

extension NonSRGBProfileRule: RuleExamples {
  static func examples() throws -> RuleExample {
    // Coloured: a white glyph is white under any profile, and nothing shifts.
    var glyph = SampleArt.barGlyph(side: 20)
    for y in 0..<20 { for x in 0..<20 { glyph[x, y] = RGBA(90, 140, 220, glyph[x, y].alpha) } }
    return (
      barFixture(
        "Toolbar/star.png", try withProfile(glyph, name: "Display P3", description: "Display P3")),
      barFixture(
        "Toolbar/star.png",
        try withProfile(glyph, name: "sRGB IEC61966-2.1", description: "sRGB IEC61966-2.1"))
    )
  }
}
