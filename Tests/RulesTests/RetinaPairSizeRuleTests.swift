import PNGCodec
import Raster
import TestSupport
import Testing

@Suite struct RetinaPairSizeRuleTests {
  @Test func aRetinaIconPairMustBeExactlyTwice() throws {
    var assets = try iphoneApp()
    assets["Icon@2x.png"] = try png(icon(112))
    let diagnostic = try assets.check().only("retina-pair-size")
    #expect(diagnostic.path == "Icon@2x.png")
    #expect(diagnostic.severity == .error)
    #expect(
      diagnostic.message
        == "Icon@2x.png is 112x112 px; it must be exactly twice Icon.png (57x57 px): 114x114 px")
  }
}
