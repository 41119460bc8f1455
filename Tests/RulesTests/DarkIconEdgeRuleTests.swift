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

  @Test func aDarkEdgeOfABarIconIsNotReported() throws {
    // Bar icons are masks: their colour, dark or not, is thrown away.
    var glyph = RGBAImage(width: 30, height: 30, fill: RGBA(0, 0, 0, 255))
    glyph[15, 15] = RGBA(0, 0, 0, 0)
    let report = barIcons(["Tabs/dark.png": try png(glyph)]).check(iphoneos3)
    #expect(!report.has("dark-icon-edge"))
    #expect(report.has("bar-icon-not-white"))
  }
}
