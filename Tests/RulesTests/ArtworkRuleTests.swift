import CheckConfiguration
import PNGCodec
import Raster
import TestSupport
import Testing

@Suite struct ArtworkRuleTests {
  @Test func artworkWithAnExtensionIsNamed() throws {
    var assets = try iphoneApp()
    assets.move("iTunesArtwork", to: "iTunesArtwork.png")
    let report = assets.check()
    let diagnostic = try report.only("artwork-extension")
    #expect(diagnostic.path == "iTunesArtwork.png")
    #expect(
      diagnostic.message
        == "iTunesArtwork.png has a file extension; the App Store artwork must be named iTunesArtwork, with none"
    )
    // Present under the wrong name is not missing, and not a case problem.
    #expect(!report.has("missing-required-asset"))
    #expect(!report.has("name-case"))
  }

  @Test func artworkWithAnExtensionAndWrongCaseIsOneDiagnostic() throws {
    var assets = try iphoneApp()
    assets.move("iTunesArtwork", to: "itunesartwork.png")
    let report = assets.check()
    #expect(
      try report.only("artwork-extension").message
        == "itunesartwork.png has a file extension; the App Store artwork must be named iTunesArtwork, with none"
    )
    #expect(!report.has("name-case"))
  }

  @Test func retinaArtworkWithAnExtensionKeepsItsScale() throws {
    var assets = try iphoneApp()
    assets["iTunesArtwork@2x.png"] = try png(
      RGBAImage(width: 1024, height: 1024, fill: RGBA(40, 90, 200)))
    let diagnostic = try assets.check(Configuration(profiles: [.iphoneos3, .retina]))
      .only("artwork-extension")
    #expect(diagnostic.message.hasSuffix("must be named iTunesArtwork@2x, with none"))
  }

  @Test func artworkEnlargedFromTheSmallIconIsNotDetailed() throws {
    var assets = try iphoneApp()
    assets["iTunesArtwork"] = try upscaledArtworkPNG.get()
    let diagnostic = try assets.check().only("artwork-not-detailed")
    #expect(diagnostic.path == "iTunesArtwork")
    #expect(diagnostic.severity == .warning)
    #expect(
      diagnostic.message.hasPrefix(
        "iTunesArtwork carries no more detail than a 57-pixel icon: it is "))
    #expect(diagnostic.message.hasSuffix("its own 57-pixel reduction enlarged"))

    assets["iTunesArtwork"] = try artwork512PNG.get()
    #expect(!assets.check().has("artwork-not-detailed"))
  }
}
