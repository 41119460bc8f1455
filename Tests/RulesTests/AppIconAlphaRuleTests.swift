import PNGCodec
import Raster
import SampleArt
import TestSupport
import Testing

@Suite struct AppIconAlphaRuleTests {
  @Test func anRGBAIconWithEveryPixelOpaqueHasAChannelToDrop() throws {
    var assets = try iphoneApp()
    assets["Icon.png"] = try png(icon(57), .rgba8)
    let report = assets.check()
    #expect(!report.has("app-icon-alpha"))
    let diagnostic = try report.only("app-icon-alpha-channel")
    #expect(diagnostic.path == "Icon.png")
    #expect(diagnostic.severity == .warning)
    #expect(
      diagnostic.message
        == "Icon.png has an alpha channel (RGBA), though every pixel is opaque: dropping it changes nothing"
    )
  }

  @Test func looseAppStoreArtworkIsRefusedOnTheChannelAlone() throws {
    var assets = try iphoneApp()
    assets["iTunesArtwork"] = try png(artwork512, .rgba8)
    let diagnostic = try assets.check().only("app-icon-alpha")
    #expect(diagnostic.path == "iTunesArtwork")
    #expect(
      diagnostic.message
        == "iTunesArtwork has an alpha channel (RGBA) although every pixel is opaque; the App Store rejects it on the channel alone (ITMS-90717)"
    )
  }

  @Test func translucentPixelsOfAnIconAreCounted() throws {
    let banded = translucentIcon(57)
    let translucent = banded.alphaSummary.translucent
    #expect(translucent == 57 * 19)
    var assets = try iphoneApp()
    assets["Icon.png"] = try png(banded)
    let diagnostic = try assets.check().only("app-icon-alpha")
    #expect(
      diagnostic.message
        == "Icon.png has an alpha channel (RGBA) and 1,083 of 3,249 pixels are translucent, so flattening changes how they look (ITMS-90717)"
    )
  }

  @Test func cornersTheHomeScreenMasksAwayAreOnlyAWarning() throws {
    // Rounded corners baked into the icon lie where the system's own mask cuts: the home
    // screen shows the icon as it is, so the channel is a risk, not a wrong picture.
    let rounded = SampleArt.masterArtwork(side: 57, roundedCorners: true)
    #expect(rounded.alphaSummary.translucent > 0)
    #expect(rounded.translucentPixelsInsideIconMask() == 0)
    var assets = try iphoneApp()
    assets["Icon.png"] = try png(rounded)
    let report = assets.check()
    #expect(!report.has("app-icon-alpha"))
    #expect(
      try report.only("app-icon-alpha-channel").message.hasPrefix(
        "Icon.png has an alpha channel (RGBA) with \(rounded.alphaSummary.translucent.grouped) translucent pixels, all nearly opaque or in the corners"
      ))
    // The same corners on the App Store artwork: shown unmasked, refused.
    assets["iTunesArtwork"] = try png(
      SampleArt.masterArtwork(side: 512, roundedCorners: true))
    #expect(try assets.check().only("app-icon-alpha").path == "iTunesArtwork")
  }

  @Test func aWatchIconMayBeRoundAnIPhoneIconMayNot() throws {
    // Transparent outside the inscribed circle: the watch face masks to that circle, the
    // home screen's rounded square shows the corners black.
    var round = icon(80)
    for y in 0..<80 {
      for x in 0..<80 {
        let dx = Double(x) + 0.5 - 40
        let dy = Double(y) + 0.5 - 40
        if (dx * dx + dy * dy).squareRoot() > 40 { round[x, y].alpha = 0 }
      }
    }
    func app(idiom: String, watch: Bool) throws -> InMemoryAssets {
      InMemoryAssets([
        "Info.plist": plist(watch ? "<key>WKApplication</key><true/>" : ""),
        appIconSet + "/Contents.json": appIconContents([
          Slot(size: "40x40", scale: "2x", filename: "icon-80.png", idiom: idiom)
        ]),
        appIconSet + "/icon-80.png": try png(round),
      ])
    }
    let watch = try app(idiom: "watch", watch: true).check()
    #expect(watch.units.map(\.kind) == ["watch app"])
    #expect(!watch.has("app-icon-alpha"), "\(watch.diagnostics)")
    #expect(watch.has("app-icon-alpha-channel"))
    let phone = try app(idiom: "iphone", watch: false).check()
    #expect(try phone.only("app-icon-alpha").path == appIconSet + "/icon-80.png")
  }

  @Test func nearlyOpaquePixelsShowNoBlack() throws {
    // Exporters leave alpha 254 over whole icons: flattened, no pixel changes visibly.
    var faint = icon(57)
    for y in 0..<57 { for x in 0..<57 { faint[x, y].alpha = 254 } }
    var assets = try iphoneApp()
    assets["Icon.png"] = try png(faint)
    let report = assets.check()
    #expect(!report.has("app-icon-alpha"))
    #expect(report.has("app-icon-alpha-channel"))
  }

  @Test func aTRNSChunkAloneIsAChannel() throws {
    // An RGB icon with a tRNS key that no pixel has: every pixel opaque, the chunk still counts.
    let rgb = try png(icon(57), .rgb8)
    let keyed = try inserting("tRNS", [0, 0, 0, 0xFF, 0, 0], before: "IDAT", in: rgb)
    let facts = try PNGDecoder().inspect(keyed)
    #expect(facts.colorType == .rgb && facts.hasTRNS)
    var assets = try iphoneApp()
    assets["Icon.png"] = keyed
    #expect(
      try assets.check().only("app-icon-alpha-channel").message
        == "Icon.png has a tRNS chunk (transparency), though every pixel is opaque: dropping it changes nothing"
    )

    // The same key on a row across the middle: 57 transparent pixels the home screen shows.
    var striped = icon(57)
    for x in 0..<57 { striped[x, 28] = RGBA(0, 0, 0, 0) }
    let keyedRow = try png(striped)
    let rowFacts = try PNGDecoder().inspect(keyedRow)
    try #require(
      rowFacts.colorType == .rgb && rowFacts.hasTRNS, "the encoder chose \(rowFacts.colorType)")
    assets["Icon.png"] = keyedRow
    #expect(
      try assets.check().only("app-icon-alpha").message
        == "Icon.png has a tRNS chunk (transparency) and 57 of 3,249 pixels are translucent, so flattening changes how they look (ITMS-90717)"
    )
  }

  @Test func everyAppIconLikeRoleIsCheckedForAlpha() throws {
    var assets = try iphoneApp()
    assets["Icon-Small.png"] = try png(translucentIcon(29))
    assets["iTunesArtwork"] = try png(artwork512, .rgba8)
    let report = assets.check()
    #expect(report.with("app-icon-alpha").map(\.path) == ["Icon-Small.png", "iTunesArtwork"])
  }

  @Test func aTranslucentCgBIIconIsAlpha() throws {
    let banded = translucentIcon(57)
    var assets = try iphoneApp()
    assets["Icon.png"] = CgBIWriter.file(banded)
    let diagnostic = try assets.check().only("app-icon-alpha")
    #expect(
      diagnostic.message.hasPrefix(
        "Icon.png has an alpha channel (RGBA) and \(banded.alphaSummary.translucent.grouped) of 3,249 pixels are translucent"
      ))
  }
}
