import PNGCodec
import Raster
import TestSupport
import Testing

@Suite struct LaunchImageAlphaRuleTests {
  @Test func launchImageAlphaCountsTranslucentPixels() throws {
    var assets = try iphoneApp()
    assets["Default.png"] = try png(launchImage(320, 480, bottomAlpha: 180), .rgba8)
    let diagnostic = try assets.check().only("launch-image-alpha")
    #expect(diagnostic.path == "Default.png")
    #expect(diagnostic.severity == .warning)
    #expect(
      diagnostic.message
        == "Default.png is a launch image with an alpha channel and 76,800 translucent pixels, which show black"
    )

    assets["Default.png"] = try png(launchImage(320, 480), .rgba8)
    #expect(
      try assets.check().only("launch-image-alpha").message
        == "Default.png is a launch image with an alpha channel though every pixel is opaque")
  }

  @Test func launchImageAlphaNamesATransparencyKey() throws {
    var assets = try iphoneApp()
    // Opaque but for one clear pixel: the encoder stores it with a tRNS chunk, not an alpha channel.
    var image = launchImage(320, 480)
    image[0, 0] = RGBA(1, 2, 3, 0)
    assets["Default.png"] = try png(image)
    let facts = try PNGDecoder().inspect(#require(assets["Default.png"]))
    #expect(facts.hasTRNS && !facts.hasAlphaChannel)
    #expect(
      try assets.check().only("launch-image-alpha").message
        == "Default.png is a launch image with a tRNS chunk (transparency) and 1 translucent pixel, which shows black"
    )
  }
}
