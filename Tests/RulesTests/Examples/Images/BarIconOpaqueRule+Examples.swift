import Raster

@testable import Rules

extension BarIconOpaqueRule: RuleExamples {
  static func examples() throws -> RuleExample {
    let glyph30 = try glyphPNG(side: 30)
    return (
      barFixture("Tabs/solid.png", try png(RGBAImage(width: 30, height: 30, fill: .white))),
      barFixture("Tabs/solid.png", glyph30)
    )
  }
}
