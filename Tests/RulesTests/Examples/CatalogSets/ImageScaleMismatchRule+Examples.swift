import SampleArt

@testable import Rules

extension ImageScaleMismatchRule: RuleExamples {
  static func examples() throws -> RuleExample {
    let glyph30 = try glyphPNG(side: 30)
    func scaled(_ side: Int) throws -> Fixture {
      Fixture(
        assets: barIcons([
          "Images/button.png": glyph30,
          "Images/button@2x.png": try png(SampleArt.barGlyph(side: side)),
        ]))
    }
    return (try scaled(50), try scaled(60))
  }
}
