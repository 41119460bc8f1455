import PNGCodec
import Raster
import SampleArt
import TestSupport
import Testing
import Utilities

@Suite struct AppIconAlphaRuleTests {
  @Test func anOpaqueChannelOfAnOrdinaryIconIsOneNoteForTheApp() throws {
    // shared/HIG.md: a channel whose every pixel is opaque matters only for the App Store
    // icon; elsewhere it is harmless, one note per set (or per app, for loose icons).
    var assets = try iphoneApp()
    assets["Icon.png"] = try png(icon(57), .rgba8)
    assets["Icon-Small.png"] = try png(icon(29), .rgba8)
    let report = assets.check()
    #expect(!report.has("app-icon-alpha"))
    let diagnostic = try report.only("app-icon-alpha-channel")
    #expect(diagnostic.severity == .note)
    #expect(
      diagnostic.message
        == "2 icons of . carry an alpha channel (RGBA): Icon-Small.png, Icon.png with every pixel opaque. Harmless: the device shows none of this alpha; only the App Store icon (and a watch icon) must have none"
    )
  }

  @Test func theAppStoreSlotOfASetWarnsAndItsOtherSlotsAreOneNote() throws {
    var assets = InMemoryAssets()
    assets["Info.plist"] = plist()
    assets[appIconSet + "/Contents.json"] = catalogContents([
      CatalogEntry(idiom: "iphone", size: "60x60", scale: "2x", filename: "icon-120.png"),
      CatalogEntry(idiom: "iphone", size: "60x60", scale: "3x", filename: "icon-180.png"),
      CatalogEntry(idiom: "ios-marketing", size: "1024x1024", scale: "1x", filename: "store.png"),
    ])
    assets[appIconSet + "/icon-120.png"] = try png(icon(120), .rgba8)
    assets[appIconSet + "/icon-180.png"] = try png(icon(180), .rgba8)
    assets[appIconSet + "/store.png"] = try png(
      artwork512.bilinearUpscaled(toWidth: 1024, height: 1024), .rgba8)
    let report = assets.check()
    let found = report.with("app-icon-alpha-channel")
    #expect(found.count == 2, "\(found)")
    let store = try #require(found.first { $0.path.hasSuffix("store.png") })
    #expect(store.severity == .warning)
    #expect(store.message.contains("is the App Store icon") && store.message.contains("ITMS-90717"))
    let set = try #require(found.first { $0.path.hasSuffix("Contents.json") })
    #expect(set.severity == .note)
    #expect(set.message.hasPrefix("2 icons of AppIcon.appiconset carry an alpha channel (RGBA)"))
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

  @Test func cornersTheHomeScreenMasksAwayAreOnlyANote() throws {
    // Rounded corners baked into the icon lie where the system's own mask cuts: the home
    // screen shows the icon as it is, so the channel is harmless.
    let rounded = SampleArt.masterArtwork(side: 57, roundedCorners: true)
    #expect(rounded.alphaSummary.translucent > 0)
    #expect(rounded.translucencyInsideIconMask().pixels == 0)
    var assets = try iphoneApp()
    assets["Icon.png"] = try png(rounded)
    let report = assets.check()
    #expect(!report.has("app-icon-alpha"))
    let note = try report.only("app-icon-alpha-channel")
    #expect(note.severity == .note)
    #expect(note.message.contains("Icon.png translucent only where it does not show"))
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
    // watchOS refuses any alpha channel on a watch icon, the circle's corners included
    // (shared/HIG.md: ITMS-90396).
    let watch = try app(idiom: "watch", watch: true).check()
    #expect(watch.units.map(\.kind) == ["watch app"])
    #expect(try watch.only("app-icon-alpha").message.hasSuffix("(ITMS-90396)"))
    var opaqueWatch = try app(idiom: "watch", watch: true)
    opaqueWatch[appIconSet + "/icon-80.png"] = try png(icon(80), .rgba8)
    #expect(
      try opaqueWatch.check().only("app-icon-alpha").message
        == "icon-80.png has an alpha channel (RGBA) although every pixel is opaque; watchOS refuses a watch icon with an alpha channel (ITMS-90396)"
    )
    let phone = try app(idiom: "iphone", watch: false).check()
    #expect(try phone.only("app-icon-alpha").path == appIconSet + "/icon-80.png")
  }

  /// A WatchKit calculator (round 4 of the corpus): the watch app's set has its slots and no
  /// file. The watch shows a blank icon: one warning, as for an app's empty set.
  @Test func aWatchAppWithAnEmptySet() throws {
    let assets = InMemoryAssets([
      "Info.plist": plist("<key>WKApplication</key><true/>"),
      appIconSet + "/Contents.json": appIconContents([
        Slot(size: "40x40", scale: "2x", filename: nil, idiom: "watch"),
        Slot(size: "86x86", scale: "2x", filename: nil, idiom: "watch"),
      ]),
    ])
    let report = assets.check()
    #expect(report.units.map(\.kind) == ["watch app"])
    let empty = try report.only("no-app-icon")
    #expect(empty.path == appIconSet + "/Contents.json")
    #expect(empty.severity == .warning)
    #expect(
      empty.message
        == ". has no app icon yet (AppIcon holds no image): the watch shows a blank icon, and App Store Connect asks for the watch app's icons at upload"
    )
  }

  /// A NativeScript app of round 5: its iPhone set also holds watch slots, one with a file of
  /// the wrong size, all RGBA. No watch app compiles them: they never ship.
  @Test func watchSlotsOfAnIPhoneAppsSetAreNotItsIcons() throws {
    let round = try png(icon(102), .rgba8)
    var assets = InMemoryAssets([
      "Info.plist": plist(""),
      appIconSet + "/Contents.json": appIconContents([
        Slot(size: "60x60", scale: "2x", filename: "icon-120.png"),
        Slot(size: "45x45", scale: "2x", filename: "watch-102.png", idiom: "watch"),
      ]),
      appIconSet + "/icon-120.png": try png(icon(120), .rgb8),
      appIconSet + "/watch-102.png": round,
    ])
    let report = assets.check()
    #expect(
      !report.diagnostics.contains { $0.path.hasSuffix("watch-102.png") }, "\(report.diagnostics)")
    // In a watch app's own set the same file is refused twice over.
    assets["Info.plist"] = plist("<key>WKApplication</key><true/>")
    let watch = assets.check()
    #expect(watch.has("app-icon-alpha") && watch.has("catalog-wrong-size"), "\(watch.diagnostics)")
  }

  /// An iOS 7 iPhone app of round 16: its set, generated for every device, holds iPad slots
  /// whose files (76x76@3x, 83.5x83.5@2x) are translucent. The app builds for the iPhone alone,
  /// so the catalog compiler leaves them out: they never ship.
  @Test func iPadSlotsOfAnIPhoneOnlyAppAreNotItsIcons() throws {
    var translucent = icon(152)
    for y in 0..<10 { for x in 0..<152 { translucent[x, y].alpha = 100 } }
    var assets = InMemoryAssets([
      "Info.plist": plist("<key>UIDeviceFamily</key><array><integer>1</integer></array>"),
      appIconSet + "/Contents.json": appIconContents([
        Slot(size: "60x60", scale: "2x", filename: "icon-120.png"),
        Slot(size: "76x76", scale: "2x", filename: "ipad-152.png", idiom: "ipad"),
      ]),
      appIconSet + "/icon-120.png": try png(icon(120), .rgb8),
      appIconSet + "/ipad-152.png": try png(translucent),
    ])
    let phone = assets.check()
    #expect(
      !phone.diagnostics.contains { $0.path.hasSuffix("ipad-152.png") }, "\(phone.diagnostics)")
    // A universal app compiles the iPad slot, and its translucency shows on the iPad.
    assets["Info.plist"] = plist(
      "<key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>")
    let universal = assets.check()
    #expect(try universal.only("app-icon-alpha").path == appIconSet + "/ipad-152.png")
  }

  @Test func translucencyTheHomeScreenShowsOnlySlightlyIsAWarning() throws {
    // Exporters leave alpha 254 over whole icons (PhishOD, CoolSpot): the pixels are
    // translucent, as HIG.md forbids, and flattening changes them by 1% at most.
    var faint = icon(57)
    for y in 0..<57 { for x in 0..<57 { faint[x, y].alpha = 254 } }
    var assets = try iphoneApp()
    assets["Icon.png"] = try png(faint)
    let warning = try assets.check().only("app-icon-alpha")
    #expect(warning.severity == .warning)
    #expect(
      warning.message
        == "Icon.png has an alpha channel (RGBA) and 3,249 of 3,249 pixels are translucent, so flattening changes how they look; those the home screen shows are faint (alpha 254 at the lowest, at most 1% black) (ITMS-90717)"
    )
    // Flutter's template icons: the top row at alpha 229, where the mask's edge is the
    // image's. A dark hairline shows; nothing further in.
    var topRow = icon(60)
    for x in 0..<60 { topRow[x, 0].alpha = 229 }
    assets["Icon.png"] = try png(topRow)
    let hairline = try assets.check().only("app-icon-alpha")
    #expect(hairline.severity == .warning)
    #expect(
      hairline.message.hasSuffix(
        "those the home screen shows lie along its edges, a dark hairline (alpha 229 at the lowest, 11% black) (ITMS-90717)"
      ))
    // Both, the edge darker: each is told with its own lowest alpha.
    var both = topRow
    both[30, 30].alpha = 250
    assets["Icon.png"] = try png(both)
    #expect(
      try assets.check().only("app-icon-alpha").message.hasSuffix(
        "those the home screen shows inside are faint (alpha 250 at the lowest, at most 2% black), and along its edges lies a dark hairline (alpha 229 at the lowest, 11% black) (ITMS-90717)"
      ))
    // A clear frame along the edges, or a pixel of alpha 200 further in, shows: an error.
    var frame = icon(60)
    for x in 0..<60 { frame[x, 0].alpha = 100 }
    var inner = icon(60)
    inner[30, 30].alpha = 200
    for picture in [frame, inner] {
      assets["Icon.png"] = try png(picture)
      #expect(try assets.check().only("app-icon-alpha").severity == .error)
    }
  }

  @Test func theBandOfTheMaskOutlineIsOnlyAtTheCorners() {
    // Along a straight side the mask shows the outermost pixel; at a corner the system's
    // continuous curve departs from a circular one, so the pixels near the arc do not count.
    var edge = icon(100)
    edge[50, 0].alpha = 250
    let shown = edge.translucencyInsideIconMask()
    #expect(shown.pixels == 1 && shown.lowestEdgeAlpha == 250 && shown.lowestInnerAlpha == 255)
    var corner = icon(100)
    corner[0, 0].alpha = 0  // outside the mask
    corner[7, 7].alpha = 10  // within 3 px of the arc of radius 22.37
    #expect(corner.translucencyInsideIconMask().pixels == 0)
    corner[20, 20].alpha = 10  // well inside the arc
    #expect(corner.translucencyInsideIconMask().lowestInnerAlpha == 10)
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
      try assets.check().only("app-icon-alpha-channel").message.hasPrefix(
        "1 icon of . carries a tRNS chunk (transparency): Icon.png with every pixel opaque"))

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
