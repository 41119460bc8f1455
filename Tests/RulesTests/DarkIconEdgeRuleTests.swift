import PNGCodec
import Raster
import TestSupport
import Testing

@Suite struct DarkIconEdgeRuleTests {
  @Test func aDarkEdgeIsMeasured() throws {
    var assets = try iphoneApp()
    assets["Icon.png"] = try png(darkEdged(57))
    let diagnostic = try assets.check().only("dark-icon-edge")
    #expect(diagnostic.path == "Icon.png")
    #expect(diagnostic.severity == .warning)
    #expect(
      diagnostic.message
        == "the outer ring of Icon.png is nearly black (100% of its edge pixels): it merges with a dark wallpaper"
    )
  }

  /// A white letter on black whose vertical stroke of `stroke` columns touches the top and
  /// bottom edges, as Letters' icon (iPhone OS 3) does.
  static func letterOnBlack(_ side: Int, stroke: Int) -> RGBAImage {
    var image = RGBAImage(width: side, height: side, fill: RGBA(12, 12, 12))
    for y in 0..<side {
      for x in (side - stroke) / 2..<(side + stroke) / 2 { image[x, y] = RGBA(226, 226, 226) }
    }
    return image
  }

  @Test("a black icon with a letter that touches its edges still merges with the wallpaper")
  func aLetterTouchingTheEdge() throws {
    var assets = try iphoneApp()
    // 14 of 57 columns light at the top and the bottom: 196 of the ring's 224 pixels dark.
    assets["Icon.png"] = try png(Self.letterOnBlack(57, stroke: 14))
    let diagnostic = try assets.check().only("dark-icon-edge")
    #expect(diagnostic.message.contains("(88% of its edge pixels)"))
  }

  @Test("a ring a quarter light is not reported: the icon's edge still shows")
  func aQuarterLight() throws {
    var assets = try iphoneApp()
    // 28 of 57 columns light at the top and the bottom: 168 of 224 dark, 75%.
    assets["Icon.png"] = try png(Self.letterOnBlack(57, stroke: 28))
    #expect(!(try assets.check().has("dark-icon-edge")))
  }

  @Test func aDarkEdgeOfABarIconIsNotReported() throws {
    // Bar icons are masks: their colour, dark or not, is thrown away.
    var glyph = RGBAImage(width: 30, height: 30, fill: RGBA(0, 0, 0, 255))
    glyph[15, 15] = RGBA(0, 0, 0, 0)
    let report = barIcons(["Tabs/dark.png": try png(glyph)]).check(iphoneos3)
    #expect(!report.has("dark-icon-edge"))
    #expect(report.has("bar-icon-not-white"))
  }
}
