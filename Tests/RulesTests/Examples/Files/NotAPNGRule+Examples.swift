import SampleArt

@testable import Rules

extension NotAPNGRule: RuleExamples {
  static func examples() throws -> RuleExample {
    let glyph30 = try glyphPNG(side: 30)
    return (
      barFixture("Tabs/photo.png", FixtureWriter.jpeg()), barFixture("Tabs/photo.png", glyph30)
    )
  }
}
