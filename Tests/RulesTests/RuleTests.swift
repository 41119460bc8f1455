import CheckConfiguration
import Diagnostics
import HIG
import PNGCodec
import Raster
import Rules
import SampleArt
import TestSupport
import Testing

/// Encoded in memory; private to each file that uses it (see Support/Fixtures.swift).
private func png(_ image: RGBAImage, _ format: PNGEncoder.Format = .automatic) throws -> [UInt8] {
  try PNGEncoder(format: format).encode(image)
}

/// An Info.plist whose dictionary holds `body`; private to each file that uses it.
private func plist(_ body: String = "") -> [UInt8] { infoPlist(body) }

@Suite struct RuleTests {
  @Test func wrongSizeNamesBothSizes() throws {
    var assets = try iphoneApp()
    assets["Icon.png"] = try png(icon(58))
    let diagnostic = try assets.check().only("wrong-size")
    #expect(diagnostic.path == "Icon.png")
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.message == "Icon.png is 58x58 px; the iphoneos3 app icon must be 57x57 px")
    #expect(diagnostic.fix?.contains("iconsmith icons") == true)
  }

  struct SizeCase: Sendable, CustomTestStringConvertible {
    let name: String
    let profiles: [Profile]
    let wrong: PixelSize
    let expected: String
    var testDescription: String { "\(name) at \(wrong)" }
  }

  @Test(arguments: [
    SizeCase(
      name: "Icon-Small.png", profiles: [.iphoneos3], wrong: PixelSize(square: 30),
      expected: "the iphoneos3 small icon must be 29x29 px"),
    SizeCase(
      name: "Icon@2x.png", profiles: [.iphoneos3, .retina], wrong: PixelSize(square: 112),
      expected: "the retina app icon must be 114x114 px"),
    SizeCase(
      name: "Icon-72.png", profiles: [.iphoneos3, .ipad], wrong: PixelSize(square: 76),
      expected: "the ipad app icon must be 72x72 px"),
    SizeCase(
      name: "Icon-60@2x.png", profiles: [.ios7], wrong: PixelSize(square: 114),
      expected: "the ios7 app icon must be 120x120 px"),
    SizeCase(
      name: "Default.png", profiles: [.iphoneos3], wrong: PixelSize(320, 470),
      expected:
        "a launch image named Default.png must be 320x480 or 480x320 or 320x460 or 480x300 or 460x320 or 768x1024 or 1024x768 or 768x1004 or 1024x748 or 1004x768 px"
    ),
    SizeCase(
      name: "Default-Portrait.png", profiles: [.iphoneos3, .ipad], wrong: PixelSize(768, 1000),
      expected:
        "a launch image named Default-Portrait.png must be 320x480 or 320x460 or 768x1024 or 768x1004 px"
    ),
  ])
  func wrongSizeOfEachConventionalName(_ size: SizeCase) throws {
    let configuration = Configuration(profiles: size.profiles)
    let isLaunch = size.name.hasPrefix("Default")
    func image(_ pixels: PixelSize) -> RGBAImage {
      isLaunch ? launchImage(pixels.width, pixels.height) : icon(pixels.width)
    }
    let wrong = InMemoryAssets([size.name: try png(image(size.wrong))])
    let diagnostic = try wrong.check(configuration).only("wrong-size")
    #expect(diagnostic.path == size.name)
    #expect(diagnostic.message == "\(size.name) is \(size.wrong) px; \(size.expected)")

    let right = try #require(HIG.rows(named: size.name).first?.sizes.first)
    let correct = InMemoryAssets([size.name: try png(image(right))])
    #expect(!correct.check(configuration).has("wrong-size"))
  }

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

  @Test func anOpaqueCgBIIconInASourceFolderIsACopiedOutFile() throws {
    // Xcode's build step stores every icon as RGBA: only real translucency counts there.
    var assets = try iphoneApp()
    assets["Icon.png"] = CgBIWriter.file(icon(57), opaque: false)
    let facts = try PNGDecoder().inspect(try #require(assets["Icon.png"]))
    #expect(facts.appleOptimized && facts.hasAlphaChannel)
    let report = assets.check()
    #expect(!report.has("app-icon-alpha") && !report.has("app-icon-alpha-channel"))
    #expect(!report.has("apple-optimized"))
    let warning = try report.only("apple-optimized-source")
    #expect(warning.path == "Icon.png")
    #expect(warning.severity == .warning)
    #expect(
      warning.message
        == "Icon.png is Apple-optimized (CgBI) outside a built app: most tools cannot open it")
  }

  @Test func cgBIInABuiltAppIsANoteWhateverTheRole() throws {
    var assets = InMemoryAssets()
    assets["Payload/My.app/Icon.png"] = CgBIWriter.file(icon(57), opaque: false)
    // A file no rule gives a role is still said to be Apple-optimized outside an app.
    assets["Art/photo.png"] = CgBIWriter.file(icon(40), opaque: false)
    let report = assets.check()
    let note = try report.only("apple-optimized")
    #expect(note.path == "Payload/My.app/Icon.png")
    #expect(note.severity == .note)
    #expect(
      note.message == "Icon.png is Apple-optimized (CgBI): only iOS and Xcode's tools display it")
    #expect(report.with("apple-optimized-source").map(\.path) == ["Art/photo.png"])
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

  @Test func theCheckedFolderItselfIsNoHint() throws {
    // A project folder called TabApp must not make its loose PNGs tab-bar icons...
    let assets = InMemoryAssets([
      "TabApp/Art/solid.png": try png(RGBAImage(width: 30, height: 30, fill: .white))
    ])
    #expect(!assets.check(roots: ["TabApp"]).has("bar-icon-opaque"))
    // ...nor when the file is named on the command line, as a pre-commit hook does...
    #expect(
      !assets.check(roots: ["TabApp/Art/solid.png"], setScope: ["TabApp/Art"]).has(
        "bar-icon-opaque"))
    // ...but a folder inside it still is a hint, in both ways of checking, and so is a
    // checked folder whose whole name is one.
    let named = InMemoryAssets([
      "Art/Tabs/solid.png": try png(RGBAImage(width: 30, height: 30, fill: .white))
    ])
    #expect(named.check(roots: ["Art/Tabs"]).has("bar-icon-opaque"))
    let tabs = InMemoryAssets([
      "TabApp/Tabs/solid.png": try png(RGBAImage(width: 30, height: 30, fill: .white))
    ])
    #expect(tabs.check(roots: ["TabApp"]).has("bar-icon-opaque"))
    #expect(
      tabs.check(roots: ["TabApp/Tabs/solid.png"], setScope: ["TabApp/Tabs"]).has("bar-icon-opaque")
    )
    // Below an app root, only the path inside the app counts.
    let app = try iphoneApp()
    let nested = InMemoryAssets(app.files.reduce(into: [:]) { $0["TabApp/" + $1.key] = $1.value })
    var withArt = nested
    withArt["TabApp/Art/solid.png"] = try png(RGBAImage(width: 30, height: 30, fill: .white))
    #expect(!withArt.check(roots: ["."]).has("bar-icon-opaque"))
  }

  struct BarPath: Sendable, CustomTestStringConvertible {
    let path: String
    let role: String?
    var testDescription: String { path }
  }

  @Test(arguments: [
    BarPath(path: "Tabs/solid.png", role: "tab-bar icon"),
    BarPath(path: "Images/TabBar/solid.png", role: "tab-bar icon"),
    BarPath(path: "Toolbar/solid.png", role: "toolbar icon"),
    BarPath(path: "Images/solid_tab.png", role: "tab-bar icon"),
    BarPath(path: "Images/solidTab@2x.png", role: "tab-bar icon"),
    BarPath(path: "Images/back-navbar.png", role: "toolbar icon"),
    BarPath(path: "Images/BarButton-share.png", role: "toolbar icon"),
    // "table" and "stab" hold the letters of "tab" but are other words.
    BarPath(path: "Images/table.png", role: nil),
    BarPath(path: "Images/stab.png", role: nil),
  ])
  func barIconsAreFoundByFolderOrName(_ bar: BarPath) throws {
    let solid = try png(RGBAImage(width: 30, height: 30, fill: .white))
    let report = barIcons([bar.path: solid]).check()
    let name = String(bar.path.split(separator: "/").last!)
    if let role = bar.role {
      let diagnostic = try report.only("bar-icon-opaque")
      #expect(diagnostic.path == bar.path)
      #expect(diagnostic.severity == .error)
      #expect(
        diagnostic.message
          == "\(name) is fully opaque (it has no alpha channel): as a \(role) it shows as a solid square"
      )
    } else {
      // No role: checked for integrity only.
      #expect(report.rules == ["no-app-root"])
    }
  }

  @Test func anRGBABarIconWithEveryPixelOpaqueSaysSo() throws {
    let solid = try png(RGBAImage(width: 30, height: 30, fill: .white), .rgba8)
    let diagnostic = try barIcons(["Tabs/solid.png": solid]).check().only("bar-icon-opaque")
    #expect(
      diagnostic.message
        == "solid.png is fully opaque (every pixel is opaque): as a tab-bar icon it shows as a solid square"
    )
  }

  @Test func anInvisibleBarIcon() throws {
    let empty = try png(RGBAImage(width: 30, height: 30, fill: RGBA(255, 255, 255, 0)))
    let report = barIcons(["Tabs/empty.png": empty]).check()
    let diagnostic = try report.only("bar-icon-invisible")
    #expect(diagnostic.path == "Tabs/empty.png")
    #expect(
      diagnostic.message
        == "every pixel of empty.png is fully transparent: the tab-bar icon is invisible")
    // All transparent is not "no anti-aliasing" as well.
    #expect(!report.has("bar-icon-not-antialiased"))
  }

  @Test func aJaggedBarIcon() throws {
    let jagged = try png(SampleArt.barGlyph(side: 20, antialiased: false))
    let diagnostic = try barIcons(["Toolbar/jagged.png": jagged]).check()
      .only("bar-icon-not-antialiased")
    #expect(diagnostic.path == "Toolbar/jagged.png")
    #expect(diagnostic.severity == .warning)
    #expect(
      diagnostic.message
        == "jagged.png has only fully transparent and fully opaque pixels: its edges are jagged")
  }

  @Test func aBarIconFarFromItsSize() throws {
    let big = try png(SampleArt.barGlyph(side: 28))
    let diagnostic = try barIcons(["Toolbar/big.png": big]).check(iphoneos3).only("bar-icon-size")
    #expect(diagnostic.path == "Toolbar/big.png")
    #expect(diagnostic.message == "big.png is 28x28 px; a toolbar icon is about 20x20 px")
    // "About" 20: a pixel or two either way is fine.
    for side in [18, 20, 22] {
      let near = try png(SampleArt.barGlyph(side: side))
      #expect(
        !barIcons(["Toolbar/near.png": near]).check(iphoneos3).has("bar-icon-size"), "\(side)")
    }
  }

  @Test func aFolderNameAloneMakesNoBarIconOfAPicture() throws {
    // A name hint confirms a role; it never gives one to an image far from every bar size
    // or far from square: a 10x44 background slice, a 64-pixel picture.
    let slice = RGBAImage(width: 10, height: 44, fill: RGBA(40, 40, 40))
    let report = barIcons([
      "Toolbar/toolbar-bg.png": try png(slice),
      "Toolbar/big.png": try png(SampleArt.barGlyph(side: 64)),
    ]).check(iphoneos3)
    #expect(report.diagnostics.allSatisfy { $0.rule == "no-app-root" }, "\(report.diagnostics)")
    // The same picture named by the configuration is what the user says it is.
    let configured = Configuration(
      profiles: [.iphoneos3], roleGlobs: [.toolbarIcon: try globs("Toolbar/big.png")])
    #expect(
      barIcons(["Toolbar/big.png": try png(SampleArt.barGlyph(side: 64))]).check(configured)
        .has("bar-icon-size"))
  }

  @Test func aRetinaBarIconIsMeasuredAtItsScale() throws {
    let configuration = Configuration(profiles: [.iphoneos3, .retina])
    let large = try png(SampleArt.barGlyph(side: 84))
    let diagnostic = try barIcons(["Tabs/star@2x.png": large]).check(configuration)
      .only("bar-icon-size")
    #expect(
      diagnostic.message == "star@2x.png is 84x84 px; a tab-bar icon at @2x is about 60x60 px")
    // A smaller glyph is a design choice (a mini chevron): not reported down to half the size.
    let small = try png(SampleArt.barGlyph(side: 40))
    #expect(!barIcons(["Tabs/star@2x.png": small]).check(configuration).has("bar-icon-size"))
    let right = try png(SampleArt.barGlyph(side: 60))
    #expect(!barIcons(["Tabs/star@2x.png": right]).check(configuration).has("bar-icon-size"))
  }

  @Test(arguments: [
    ([Profile.iphoneos3], true), ([.retina], true), ([.ipad], true), ([.ios7], false),
    ([.modern], false), ([.ios7, .iphoneos3], true),
  ])
  func colouredBarIconsMatterOnlyBeforeIOS7(_ profiles: [Profile], _ fires: Bool) throws {
    let star = SampleArt.starGlyph(side: 22)
    let visible = star.alphaSummary.opaque + star.alphaSummary.partial
    // Counted here, not by the rule's own helper: visible (alpha >= 16) and any channel under 250.
    let coloured = stride(from: 0, to: star.pixels.count, by: 4).filter {
      star.pixels[$0 + 3] >= 16 && star.pixels[$0..<$0 + 3].contains { $0 < 250 }
    }.count
    #expect(coloured > 0)
    let report = barIcons(["Toolbar/star.png": try png(star)]).check(
      Configuration(profiles: profiles))
    if fires {
      let diagnostic = try report.only("bar-icon-not-white")
      #expect(diagnostic.path == "Toolbar/star.png")
      #expect(diagnostic.severity == .warning)
      #expect(
        diagnostic.message
          == "\(coloured) of \(visible) visible pixels of star.png are not white: bar icons are white masks, their colour is thrown away"
      )
    } else {
      #expect(!report.has("bar-icon-not-white"))
    }
  }

  private static func imageSet(template: Bool, image: RGBAImage) throws -> InMemoryAssets {
    let properties =
      template ? ", \"properties\" : { \"template-rendering-intent\" : \"template\" }" : ""
    let contents =
      "{ \"images\" : [ { \"idiom\" : \"universal\", \"filename\" : \"star.png\" } ]\(properties), \"info\" : { \"version\" : 1, \"author\" : \"xcode\" } }"
    return InMemoryAssets([
      "Assets.xcassets/Star.imageset/Contents.json": Array(contents.utf8),
      "Assets.xcassets/Star.imageset/star.png": try png(image),
    ])
  }

  @Test func aTemplateImageSetMakesItsImagesMasks() throws {
    let solid = RGBAImage(width: 25, height: 25, fill: RGBA(20, 120, 250))
    let report = try Self.imageSet(template: true, image: solid).check()
    let diagnostic = try report.only("bar-icon-opaque")
    #expect(diagnostic.path == "Assets.xcassets/Star.imageset/star.png")
    #expect(
      diagnostic.message
        == "star.png is fully opaque (it has no alpha channel): as a template image it shows as a solid square"
    )
    // Without template rendering the set's image is an ordinary picture.
    #expect(!(try Self.imageSet(template: false, image: solid).check().has("bar-icon-opaque")))
  }

  @Test func aTemplateImageMayHaveAnyColour() throws {
    let report = try Self.imageSet(template: true, image: SampleArt.starGlyph(side: 25)).check()
    #expect(!report.has("bar-icon-not-white"))
    #expect(!report.has("bar-icon-opaque"))
    // Its alpha is still checked.
    let jagged = SampleArt.barGlyph(side: 25, color: RGBA(250, 80, 0), antialiased: false)
    #expect(
      try Self.imageSet(template: true, image: jagged).check().has("bar-icon-not-antialiased"))
  }

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

  @Test func otherImagesOfTwoScalesAreAWarningWithinAPixel() throws {
    let report = barIcons([
      "Tabs/star.png": try png(SampleArt.barGlyph(side: 30)),
      "Tabs/star@2x.png": try png(SampleArt.barGlyph(side: 56)),
    ]).check(iphoneos3)
    #expect(!report.has("retina-pair-size"))
    let diagnostic = try report.only("image-scale-mismatch")
    #expect(diagnostic.path == "Tabs/star@2x.png")
    #expect(diagnostic.severity == .warning)
    #expect(
      diagnostic.message
        == "star@2x.png is 56x56 px at 2x; beside star.png (30x30 px at 1x) it should be 60x60 px")
    // Exported with rounding (61 for 60) or the same picture in both: not reported.
    for side in [30, 61] {
      let near = barIcons([
        "Tabs/star.png": try png(SampleArt.barGlyph(side: 30)),
        "Tabs/star@2x.png": try png(SampleArt.barGlyph(side: side)),
      ]).check(iphoneos3)
      #expect(!near.has("image-scale-mismatch"), "\(side)")
    }
    // Launch images are held to the table each on its own: 320x460 beside 640x960 is valid.
    var app = try iphoneApp()
    app["Default.png"] = try png(launchImage(320, 460))
    app["Default@2x.png"] = try png(launchImage(640, 960))
    let launch = app.check(Configuration(profiles: [.iphoneos3, .retina]))
    #expect(!launch.has("retina-pair-size") && !launch.has("image-scale-mismatch"))
    #expect(!launch.has("wrong-size"))
  }

  @Test func aScalePairIsCheckedWhenOnlyOneOfItIsNamed() throws {
    // Checking one named file still compares it with its partner in the folder.
    let assets = barIcons([
      "Tabs/star.png": try png(SampleArt.barGlyph(side: 30)),
      "Tabs/star@2x.png": try png(SampleArt.barGlyph(side: 56)),
    ])
    var inventory = assets.inventory(roots: ["Tabs/star.png"], setScope: ["Tabs"])
    inventory.targets = ["Tabs/star.png"]
    let report = Checker(configuration: iphoneos3).check(inventory, reader: assets.reader)
    #expect(report.with("image-scale-mismatch").map(\.path) == ["Tabs/star@2x.png"])
    #expect(report.filesChecked == 1)
  }

  struct MissingCase: Sendable, CustomTestStringConvertible {
    let profiles: [Profile]
    let required: [String]
    let recommended: [String]
    var testDescription: String { profiles.map(\.rawValue).joined(separator: "+") }
  }

  @Test(arguments: [
    // App Store artwork is uploaded on its own; in the bundle it serves ad-hoc installs.
    MissingCase(
      profiles: [.iphoneos3], required: ["Icon.png"],
      recommended: ["Default.png", "Icon-Small.png", "iTunesArtwork"]),
    MissingCase(
      profiles: [.iphoneos3, .retina], required: ["Icon.png", "Icon@2x.png"],
      recommended: [
        "Default.png", "Default@2x.png", "Icon-Small.png", "Icon-Small@2x.png", "iTunesArtwork",
        "iTunesArtwork@2x",
      ]),
    MissingCase(
      profiles: [.iphoneos3, .ipad], required: ["Icon-72.png", "Icon.png"],
      recommended: [
        "Default-Landscape.png", "Default-Portrait.png", "Default.png", "Icon-Small-50.png",
        "Icon-Small.png", "iTunesArtwork",
      ]),
    MissingCase(
      profiles: [.ios7], required: ["Icon-60@2x.png"],
      recommended: [
        "Default-568h@2x.png", "Icon-60@3x.png", "Icon-Small-40@2x.png", "Icon-Small-40@3x.png",
        "Icon-Small@2x.png", "Icon-Small@3x.png", "iTunesArtwork@2x",
      ]),
    MissingCase(profiles: [.modern], required: [], recommended: []),
  ])
  func anEmptyAppRootLacksItsProfilesFiles(_ missing: MissingCase) throws {
    // Info.plist alone makes MyApp an app root.
    let assets = InMemoryAssets(["MyApp/Info.plist": plist("")])
    let report = assets.check(Configuration(profiles: missing.profiles))
    let required = report.with("missing-required-asset").filter { $0.path != "MyApp" }
    #expect(required.map(\.path) == missing.required.map { "MyApp/" + $0 })
    #expect(required.allSatisfy { $0.severity == .error && $0.message.hasSuffix(" is required") })
    let recommended = report.with("missing-recommended-asset")
    #expect(recommended.map(\.path) == missing.recommended.map { "MyApp/" + $0 })
    #expect(recommended.allSatisfy { $0.severity == .warning })
    #expect(!report.has("no-app-root"))
    // Only modern asks for an asset catalog.
    let catalog = report.with("missing-required-asset").filter { $0.path == "MyApp" }
    #expect(catalog.count == (missing.profiles == [.modern] ? 1 : 0))
  }

  @Test func missingMessagesNameTheFileItsProfileAndSize() throws {
    let report = InMemoryAssets(["MyApp/Info.plist": plist("")]).check(iphoneos3)
    let icon = try #require(
      report.with("missing-required-asset").first { $0.path == "MyApp/Icon.png" })
    #expect(icon.message == "MyApp has no Icon.png: the iphoneos3 app icon (57x57 px) is required")
    let launch = try #require(
      report.with("missing-recommended-asset").first { $0.path == "MyApp/Default.png" })
    #expect(
      launch.message
        == "MyApp has no Default.png: the iphoneos3 launch image (320x480 px) is recommended")
    #expect(launch.fix?.contains("iconsmith launch -o MyApp") == true)
  }

  @Test func theModernProfileWantsA1024IconInACatalog() throws {
    let configuration = Configuration(profiles: [.modern])
    let empty = InMemoryAssets(["Info.plist": plist("")])
    let diagnostic = try empty.check(configuration).only("missing-required-asset")
    #expect(diagnostic.path == ".")
    #expect(
      diagnostic.message
        == ". has no 1024x1024 app icon in an asset catalog it compiles, and no Icon Composer bundle: App Store Connect refuses the upload (ITMS-90704)"
    )

    let withIcon = InMemoryAssets([
      "Info.plist": plist(""),
      appIconSet + "/Contents.json": appIconContents([
        Slot(size: "1024x1024", scale: "1x", filename: "icon-1024.png", idiom: "universal")
      ]),
      appIconSet + "/icon-1024.png": try png(
        RGBAImage(width: 1024, height: 1024, fill: RGBA(0x3B, 0x2F, 0x9E))),
    ])
    #expect(withIcon.check(configuration).diagnostics == [])
  }

  @Test func catalogSlotsStandInForConventionalFiles() throws {
    let report = try catalogApp().check()
    // The catalog has the 57 pt slots of iOS 6 at 1x and 2x (iphoneos3 and retina), and 29 pt:
    // Icon.png, Icon@2x.png and both Icon-Small files are provided.
    #expect(report.units.map(\.profiles) == [["iphoneos3", "retina"]])
    #expect(report.with("missing-required-asset").map(\.path) == [])
    #expect(
      report.with("missing-recommended-asset").map(\.path) == [
        "Default.png", "Default@2x.png", "iTunesArtwork", "iTunesArtwork@2x",
      ])
  }

  @Test func aFolderThatIsNotAnAppRootLacksNothing() throws {
    let assets = InMemoryAssets([
      "Art/logo.png": try png(icon(40)),
      "Art/Tabs/star.png": try png(SampleArt.barGlyph(side: 30)),
      "MyApp/Info.plist": plist(""),
    ])
    let report = assets.check(iphoneos3)
    let missing = report.with("missing-required-asset") + report.with("missing-recommended-asset")
    #expect(!missing.isEmpty)
    #expect(missing.allSatisfy { $0.path.hasPrefix("MyApp/") })
  }

  @Test func aLowercaseIconIsACaseProblemNotAMissingFile() throws {
    var assets = try iphoneApp()
    assets.move("Icon.png", to: "icon.png")
    let report = assets.check()
    let diagnostic = try report.only("name-case")
    #expect(diagnostic.path == "icon.png")
    #expect(diagnostic.severity == .error)
    #expect(
      diagnostic.message
        == "icon.png differs from Icon.png only in case: the simulator finds it, the device does not"
    )
    #expect(!report.has("missing-required-asset"))
    // Its role is still the app icon's: the size rule applies.
    assets["icon.png"] = try png(icon(58))
    #expect(try assets.check().only("wrong-size").message.hasPrefix("icon.png is 58x58 px"))
  }

  @Test func theOldSettingsIconNameAlone() throws {
    var assets = try iphoneApp()
    assets.move("Icon-Small.png", to: "Icon-Settings.png")
    let report = assets.check()
    let diagnostic = try report.only("legacy-settings-icon")
    #expect(diagnostic.path == "Icon-Settings.png")
    #expect(diagnostic.severity == .warning)
    #expect(
      diagnostic.message
        == "Icon-Settings.png is the old name of the Settings icon; the name now is Icon-Small.png")
    // It stands in for Icon-Small.png: that is not reported missing as well.
    #expect(!report.has("missing-recommended-asset"))
  }

  @Test func theOldSettingsIconBesideTheNewOne() throws {
    var assets = try iphoneApp()
    assets["Icon-Settings.png"] = try png(icon(29))
    let diagnostic = try assets.check().only("legacy-settings-icon")
    #expect(diagnostic.message == "Icon-Settings.png is dead weight: Icon-Small.png replaces it")
  }

  @Test func aCorrectAppIconSetHasNoCatalogDiagnostic() throws {
    let report = try catalogApp().check()
    #expect(report.rules.isDisjoint(with: Self.catalogRules))
    #expect(report.filesChecked == 4)
  }

  private static let catalogRules: Set<RuleID> = [
    "catalog-invalid-contents", "catalog-missing-file", "catalog-unassigned-slot",
    "catalog-unused-file", "catalog-wrong-size",
  ]

  @Test func anUnassignedSlot() throws {
    var slots = catalogSlots
    slots[2].filename = nil
    var assets = try catalogApp(slots: slots)
    assets[appIconSet + "/icon-29.png"] = nil
    let diagnostic = try assets.check().only("catalog-unassigned-slot")
    #expect(diagnostic.path == appIconSet + "/Contents.json")
    #expect(diagnostic.severity == .warning)
    #expect(diagnostic.message == "slot 29x29@1x (iphone) of AppIcon.appiconset has no image")
    #expect(diagnostic.location == "images[2]")
    #expect(diagnostic.fix?.contains("--appiconset AppIcon") == true)
  }

  @Test func anUnusedFile() throws {
    var assets = try catalogApp()
    assets[appIconSet + "/old-icon.png"] = try png(icon(57))
    let report = assets.check()
    let diagnostic = try report.only("catalog-unused-file")
    #expect(diagnostic.path == appIconSet + "/old-icon.png")
    #expect(diagnostic.severity == .warning)
    #expect(
      diagnostic.message
        == "old-icon.png is in AppIcon.appiconset but no slot of its Contents.json names it")
    #expect(report.rules.intersection(Self.catalogRules) == ["catalog-unused-file"])
  }

  @Test func aSlotImageOfTheWrongSize() throws {
    var assets = try catalogApp()
    assets[appIconSet + "/icon-114.png"] = try png(icon(112))
    let report = assets.check()
    let diagnostic = try report.only("catalog-wrong-size")
    #expect(diagnostic.path == appIconSet + "/icon-114.png")
    #expect(diagnostic.severity == .error)
    #expect(
      diagnostic.message
        == "icon-114.png is 112x112 px; slot 57x57@2x (iphone) of AppIcon.appiconset needs 114x114 px"
    )
    // The slot's own rule reports it; the conventional-size rule does not again.
    #expect(!report.has("wrong-size"))
  }

  @Test func aJPEGInAnAppIconSlotNamesTheSlot() throws {
    var slots = catalogSlots
    slots[0].filename = "icon-57.jpg"
    var assets = try catalogApp(slots: slots)
    assets[appIconSet + "/icon-57.png"] = nil
    assets[appIconSet + "/icon-57.jpg"] = FixtureWriter.jpeg()
    let diagnostic = try assets.check().only("not-a-png")
    #expect(diagnostic.path == appIconSet + "/icon-57.jpg")
    #expect(
      diagnostic.message
        == "icon-57.jpg in slot 57x57@1x (iphone) of AppIcon.appiconset is not a PNG: this is a JPEG file; app icons must be PNG"
    )
    // In an image set a JPEG is a valid photo: nothing to say.
    let photo = InMemoryAssets([
      "Assets.xcassets/Photo.imageset/Contents.json": Array(
        #"{ "images" : [ { "idiom" : "universal", "filename" : "photo.png" } ] }"#.utf8),
      "Assets.xcassets/Photo.imageset/photo.png": FixtureWriter.jpeg(),
    ])
    #expect(!photo.check().has("not-a-png"))
  }

  @Test func aSlotNamingAMissingFile() throws {
    var assets = try catalogApp()
    assets[appIconSet + "/icon-58.png"] = nil
    let diagnostic = try assets.check().only("catalog-missing-file")
    #expect(diagnostic.path == appIconSet + "/Contents.json")
    #expect(diagnostic.severity == .error)
    #expect(
      diagnostic.message
        == "slot 29x29@2x (iphone) of AppIcon.appiconset names icon-58.png, but there is no such file in the set"
    )
    #expect(diagnostic.location == "images[3]")
  }

  @Test func contentsThatAreNotJSON() throws {
    var assets = try catalogApp()
    assets[appIconSet + "/Contents.json"] = Array("{ \"images\" : [ { \"size\" : ".utf8)
    let report = assets.check()
    let diagnostic = try report.only("catalog-invalid-contents")
    #expect(diagnostic.path == appIconSet + "/Contents.json")
    #expect(diagnostic.severity == .error)
    #expect(
      diagnostic.message.hasPrefix(
        "Contents.json of AppIcon.appiconset cannot be used: it is not valid JSON"))
    // With no readable slots, no other catalog rule can say anything.
    #expect(report.rules.intersection(Self.catalogRules) == ["catalog-invalid-contents"])
  }

  @Test func contentsOfTheWrongShape() throws {
    var assets = try catalogApp()
    assets[appIconSet + "/Contents.json"] = Array("{ \"images\" : 3 }".utf8)
    let diagnostic = try assets.check().only("catalog-invalid-contents")
    #expect(
      diagnostic.message.hasPrefix(
        "Contents.json of AppIcon.appiconset cannot be used: 'images' has the wrong type"))
  }

  @Test func aSetWithoutContents() throws {
    var assets = try catalogApp()
    assets[appIconSet + "/Contents.json"] = nil
    let diagnostic = try assets.check().only("catalog-invalid-contents")
    #expect(diagnostic.path == appIconSet + "/Contents.json")
    #expect(
      diagnostic.message
        == "Contents.json of AppIcon.appiconset cannot be used: the set has no Contents.json")
  }

  @Test func infoPlistNamingAMissingIcon() throws {
    var assets = try iphoneApp()
    assets["Info.plist"] = iconFilesPlist(["Icon.png", "Icon-72.png"])
    let diagnostic = try assets.check().only("info-plist-missing-file")
    #expect(diagnostic.path == "Info.plist")
    #expect(diagnostic.severity == .error)
    #expect(
      diagnostic.message
        == "Info.plist names Icon-72.png in CFBundleIconFiles, but . has no such file (ITMS-90032)")
    #expect(diagnostic.location == "CFBundleIconFiles")
  }

  @Test func infoPlistNamesMayOmitTheExtension() throws {
    var assets = try iphoneApp()
    assets["Info.plist"] = plist(
      "<key>CFBundleIconFile</key><string>Icon</string>"
        + "<key>UILaunchImageFile</key><string>Default</string>")
    #expect(assets.check().diagnostics == [])
  }

  @Test func infoPlistNamingAMissingLaunchImage() throws {
    var assets = try iphoneApp()
    assets["Info.plist"] = plist("<key>UILaunchImageFile</key><string>Splash.png</string>")
    let diagnostic = try assets.check().only("info-plist-missing-file")
    #expect(diagnostic.location == "UILaunchImageFile")
    #expect(
      diagnostic.message
        == "Info.plist names the launch image Splash.png in UILaunchImageFile, but . has no Splash.png or variant"
    )
  }

  @Test func infoPlistNamingAFileInTheWrongCase() throws {
    var assets = try iphoneApp()
    assets.move("Icon.png", to: "icon.png")
    assets["Info.plist"] = iconFilesPlist(["Icon.png"])
    let report = assets.check()
    let byPlist = try #require(report.with("name-case").first { $0.path == "Info.plist" })
    #expect(byPlist.severity == .error)
    #expect(
      byPlist.message
        == "Info.plist names Icon.png in CFBundleIconFiles, but the file is icon.png: the device's file system is case-sensitive"
    )
    #expect(report.with("name-case").map(\.path) == ["Info.plist", "icon.png"])
    // Found in the wrong case is not missing.
    #expect(!report.has("info-plist-missing-file"))
  }

  @Test func aFileNamedByInfoPlistIsAnAppIcon() throws {
    var assets = try iphoneApp()
    assets["Info.plist"] = iconFilesPlist(["Icon.png", "AppIcon57.png"])
    // Info.plist lists the icons of every era: any icon size of any era at 1x to 3x is right.
    assets["AppIcon57.png"] = try png(icon(59))
    let diagnostic = try assets.check().only("wrong-size")
    #expect(diagnostic.path == "AppIcon57.png")
    #expect(
      diagnostic.message
        == "AppIcon57.png is 59x59 px; the app icon named by CFBundleIconFiles in Info.plist must be "
        + HIG.anyIconSizes.map(\.description).joined(separator: " or ") + " px")
    #expect(HIG.anyIconSizes.contains(PixelSize(square: 171)), "57 pt at 3x, as Icon@3x.png")
    assets["AppIcon57.png"] = try png(icon(58))
    #expect(!assets.check().has("wrong-size"), "58 is the 29 pt icon at 2x")
    assets["AppIcon57.png"] = try png(icon(57))
    #expect(assets.check().diagnostics == [])
  }

  @Test func anInfoPlistThatIsNotAPlist() throws {
    var assets = try iphoneApp()
    assets["Info.plist"] = Array("<plist><dict><key>CFBundleIconFiles".utf8)
    let report = assets.check()
    let diagnostic = try report.only("info-plist-unreadable")
    #expect(diagnostic.path == "Info.plist")
    #expect(diagnostic.severity == .error)
    // Foundation's own words say where the parse broke; its whole NSError dump is not shown.
    #expect(
      diagnostic.message.hasPrefix("Info.plist cannot be read: it is not a valid property list ("))
    #expect(!diagnostic.message.contains("NSCocoaErrorDomain"))
    // The folder is still an app root, and its files are still checked.
    #expect(!report.has("no-app-root"))
    #expect(report.filesChecked == 4)
  }

  @Test func anInfoPlistWhoseTopIsNotADictionary() throws {
    var assets = try iphoneApp()
    assets["Info.plist"] = Array(
      "<?xml version=\"1.0\"?><plist version=\"1.0\"><array/></plist>".utf8)
    #expect(
      try assets.check().only("info-plist-unreadable").message
        == "Info.plist cannot be read: its top level is not a dictionary")
  }

  @Test func anInfoPlistThatCannotBeRead() throws {
    var assets = try iphoneApp()
    assets["Info.plist"] = iconFilesPlist(["Icon.png"])
    assets.unreadable = ["Info.plist"]
    let diagnostic = try assets.check().only("info-plist-unreadable")
    #expect(diagnostic.message == "Info.plist cannot be read: permission denied")
  }

  @Test func noAppRootIsSaidOnce() throws {
    let assets = InMemoryAssets([
      "Art/logo.png": try png(icon(40)),
      "Art/more/banner.png": try png(icon(48)),
      "Other/badge.png": try png(icon(20)),
    ])
    let report = assets.check(roots: ["Art", "Other"])
    let diagnostic = try report.only("no-app-root")
    #expect(diagnostic.path == "Art")
    #expect(diagnostic.severity == .note)
    #expect(diagnostic.message.hasPrefix("no app root under Art, Other: "))
    #expect(report.diagnostics.count == 1)
  }

  @Test func noAppRootIsNotSaidOfNamedFiles() throws {
    let assets = InMemoryAssets(["Art/logo.png": try png(icon(40))])
    #expect(assets.check(roots: ["Art/logo.png"], setScope: ["Art"]).diagnostics == [])
  }

  @Test func noAppRootIsNotSaidWhenThereIsOne() throws {
    var assets = try iphoneApp()
    assets["Art/logo.png"] = try png(icon(40))
    #expect(!assets.check().has("no-app-root"))
  }

  @Test func aTruncatedPNG() throws {
    let whole = try png(SampleArt.barGlyph(side: 30))
    let report = barIcons(["Tabs/star.png": Array(whole.prefix(whole.count * 2 / 3))]).check()
    let diagnostic = try report.only("corrupt-png")
    #expect(diagnostic.path == "Tabs/star.png")
    #expect(diagnostic.severity == .error)
    #expect(
      diagnostic.message.hasPrefix("star.png cannot be decoded: truncated inside IDAT at byte "))
    #expect(diagnostic.location?.hasPrefix("IDAT at byte ") == true)
    // A file that cannot be decoded has no other finding.
    #expect(report.rules == ["corrupt-png", "no-app-root"])
  }

  @Test func aJPEGNamedPNG() throws {
    let report = barIcons(["Tabs/photo.png": FixtureWriter.jpeg()]).check()
    let diagnostic = try report.only("not-a-png")
    #expect(diagnostic.path == "Tabs/photo.png")
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.message == "photo.png is not a PNG: this is a JPEG file")
    #expect(diagnostic.fix?.contains("export photo.png as PNG") == true)
  }

  @Test func anEmptyFileIsNotAPNG() throws {
    var assets = try iphoneApp()
    assets["iTunesArtwork"] = []
    #expect(
      try assets.check().only("not-a-png").message
        == "iTunesArtwork is not a PNG: the file is empty (0 bytes)")
  }

  @Test func aFileTheReaderRefuses() throws {
    var assets = barIcons(["Tabs/star.png": try png(SampleArt.barGlyph(side: 30))])
    assets.unreadable = ["Tabs/star.png"]
    let diagnostic = try assets.check().only("unreadable-file")
    #expect(diagnostic.path == "Tabs/star.png")
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.message == "cannot read star.png: permission denied")
  }

  @Test func aPNGDeclaringAHugeSize() throws {
    let report = barIcons([
      "Tabs/huge.png": FixtureWriter.hugeDeclared(width: 100_000, height: 100_000)
    ]).check()
    let diagnostic = try report.only("unreadable-file")
    #expect(diagnostic.path == "Tabs/huge.png")
    #expect(
      diagnostic.message
        == "huge.png cannot be checked: declared 100000x100000 exceeds the limit of 8192x8192")
    #expect(diagnostic.fix?.contains("--max-side") == true)
    // Within the limits the same kind of file decodes.
    let small = barIcons(["Tabs/huge.png": try png(SampleArt.barGlyph(side: 30))]).check()
    #expect(!small.has("unreadable-file"))
  }

  struct ProfileCase: Sendable, CustomTestStringConvertible {
    let name: String
    let description: String
    let shown: String?
    var testDescription: String { "\(name) / \(description)" }
  }

  @Test(arguments: [
    ProfileCase(name: "Display P3", description: "Display P3", shown: "\"Display P3\""),
    ProfileCase(
      name: "ICC Profile", description: "Display P3", shown: "\"ICC Profile\" (Display P3)"),
    ProfileCase(name: "sRGB IEC61966-2.1", description: "sRGB IEC61966-2.1", shown: nil),
    ProfileCase(name: "ICC Profile", description: "sRGB IEC61966-2.1", shown: nil),
    ProfileCase(
      name: "Adobe RGB (1998)", description: "Adobe RGB (1998)", shown: "\"Adobe RGB (1998)\""),
  ])
  func iccProfilesOtherThanSRGB(_ profile: ProfileCase) throws {
    let bytes = try withProfile(
      SampleArt.barGlyph(side: 20), name: profile.name, description: profile.description)
    let report = barIcons(["Toolbar/star.png": bytes]).check(iphoneos3)
    if let shown = profile.shown {
      let diagnostic = try report.only("non-srgb-profile")
      #expect(diagnostic.path == "Toolbar/star.png")
      #expect(diagnostic.severity == .warning)
      let expected =
        profile.description == "Display P3"
        ? "star.png carries the ICC profile \(shown) outside an asset catalog, in an app of an era that draws sRGB: its colours shift"
        : "star.png carries the ICC profile \(shown), neither sRGB nor Display P3: its colours shift"
      #expect(diagnostic.message == expected)
    } else {
      #expect(!report.has("non-srgb-profile"))
    }
    // Display P3 is a supported gamut for current apps; other profiles still shift colours.
    let modern = barIcons(["Toolbar/star.png": bytes]).check(Configuration(profiles: [.modern]))
    #expect(modern.has("non-srgb-profile") == (profile.name == "Adobe RGB (1998)"))
  }

  @Test("a profile's own description is read under the limits the check was given")
  func profileReadUnderTheGivenLimits() throws {
    // Wider than the default limit: only a check allowed more can decode it, and the
    // profile must be read under that same allowance to see it is sRGB.
    let wide = try withProfile(
      RGBAImage(width: 8200, height: 2, fill: RGBA(255, 255, 255, 255)), name: "ICC Profile",
      description: "sRGB IEC61966-2.1")
    let assets = barIcons(["Tabs/wide.png": wide])
    let allowed = DecodeLimits(maxSide: 9000, maxPixels: DecodeLimits.default.maxPixels)
    let report = Checker(limits: allowed).check(
      assets.inventory(roots: ["."]), reader: assets.reader)
    #expect(report.filesChecked == 1 && !report.has("unreadable-file"), "the file was decoded")
    #expect(!report.has("non-srgb-profile"), "\(report.diagnostics)")
    #expect(assets.check().has("unreadable-file"), "the control: the default limits refuse it")
  }

  @Test func anInterlacedAsset() throws {
    let report = barIcons([
      "Tabs/star.png": FixtureWriter.interlaced(SampleArt.barGlyph(side: 30))
    ]).check(iphoneos3)
    let diagnostic = try report.only("interlaced")
    #expect(diagnostic.path == "Tabs/star.png")
    #expect(diagnostic.severity == .warning)
    #expect(
      diagnostic.message
        == "star.png is Adam7-interlaced: larger and slower to decode, for no benefit")
    // Interlacing changes nothing else: the pixels are the glyph's.
    #expect(report.rules == ["interlaced", "no-app-root"])
  }

  @Test func aSixteenBitAsset() throws {
    let deep = try PNGEncoder().encode(RGBA16Image(widening: SampleArt.barGlyph(side: 30)))
    let report = barIcons(["Tabs/star.png": deep]).check(iphoneos3)
    let diagnostic = try report.only("sixteen-bit")
    #expect(diagnostic.path == "Tabs/star.png")
    #expect(diagnostic.message == "star.png has 16 bits per sample; iOS assets are 8-bit")
    #expect(report.rules == ["sixteen-bit", "no-app-root"])
    // A file with no role is checked for integrity only.
    #expect(!barIcons(["Art/star.png": deep]).check().has("sixteen-bit"))
  }

  @Test func aDisabledRuleDisappears() throws {
    var assets = try iphoneApp()
    assets["Icon.png"] = try png(icon(58))
    assets["Tabs/photo.png"] = FixtureWriter.jpeg()
    assets["Default.png"] = nil
    let all = assets.check()
    #expect(all.rules == ["wrong-size", "not-a-png", "missing-recommended-asset"])
    // A file rule, a rule the checker reports itself, and a set rule.
    for id: RuleID in ["wrong-size", "not-a-png", "missing-recommended-asset"] {
      let configuration = Configuration(ruleSettings: [id: .disabled])
      let report = assets.check(configuration)
      #expect(report.rules == all.rules.subtracting([id]), "\(id)")
    }
  }

  @Test func aSeverityOverrideChangesTheSeverity() throws {
    var assets = try iphoneApp()
    assets["Icon.png"] = try png(icon(58))
    assets["Info.plist"] = Array("not a plist".utf8)
    let configuration = Configuration(ruleSettings: [
      "wrong-size": .severity(.warning), "info-plist-unreadable": .severity(.note),
    ])
    let report = assets.check(configuration)
    #expect(try report.only("wrong-size").severity == .warning)
    #expect(try report.only("info-plist-unreadable").severity == .note)
    // The message does not change with the severity.
    #expect(
      try report.only("wrong-size").message
        == "Icon.png is 58x58 px; the iphoneos3 app icon must be 57x57 px")
  }

  @Test func roleGlobsGiveARole() throws {
    let assets = InMemoryAssets([
      "Art/solid.png": try png(RGBAImage(width: 30, height: 30, fill: .white)),
      "Other/solid.png": try png(RGBAImage(width: 30, height: 30, fill: .white)),
    ])
    #expect(assets.check().rules == ["no-app-root"])
    let configuration = Configuration(roleGlobs: [.tabBarIcon: try globs("Art/*.png")])
    let diagnostic = try assets.check(configuration).only("bar-icon-opaque")
    #expect(diagnostic.path == "Art/solid.png")
    #expect(diagnostic.message.hasSuffix("as a tab-bar icon it shows as a solid square"))
  }

  @Test func aRoleGlobNamesItselfInMessages() throws {
    let assets = InMemoryAssets(["Art/logo.png": try png(icon(60))])
    let configuration = Configuration(
      profiles: [.iphoneos3], roleGlobs: [.appIcon: try globs("Art/*.png")])
    let diagnostic = try assets.check(configuration).only("wrong-size")
    #expect(
      diagnostic.message
        == "logo.png is 60x60 px; an app icon by 'Art/*.png' in the configuration must be 29x29 or 57x57 px"
    )
  }

  @Test func roleGlobsComeBeforeNames() throws {
    // A file in Tabs/ that the configuration calls an app icon is checked as one.
    let assets = InMemoryAssets(["Tabs/home.png": try png(icon(57), .rgba8)])
    let configuration = Configuration(roleGlobs: [.appIcon: try globs("Tabs/home.png")])
    let report = assets.check(configuration)
    #expect(report.has("app-icon-alpha-channel"))
    #expect(!report.has("bar-icon-opaque"))
  }

  @Test func excludedFilesAreGone() throws {
    var assets = try iphoneApp()
    assets["Tabs/solid.png"] = try png(RGBAImage(width: 30, height: 30, fill: .white))
    assets["Tabs/photo.png"] = FixtureWriter.jpeg()
    let all = assets.check()
    #expect(all.filesChecked == 6)
    #expect(all.rules == ["bar-icon-opaque", "not-a-png"])

    let folder = assets.check(Configuration(exclude: try globs("Tabs")))
    #expect(folder.diagnostics == [])
    #expect(folder.filesChecked == 4)

    let one = assets.check(Configuration(exclude: try globs("Tabs/photo.png")))
    #expect(one.rules == ["bar-icon-opaque"])
    #expect(one.filesChecked == 5)

    // An excluded conventional file is missing.
    let icon = assets.check(Configuration(exclude: try globs("Icon.png", "Tabs")))
    #expect(try icon.only("missing-required-asset").path == "Icon.png")
  }

  @Test func appRootGlobsMakeAFolderAnAppRoot() throws {
    let assets = InMemoryAssets(["Art/logo.png": try png(icon(40))])
    let configuration = Configuration(profiles: [.iphoneos3], appRoots: try globs("Art"))
    let report = assets.check(configuration)
    #expect(!report.has("no-app-root"))
    #expect(report.with("missing-required-asset").map(\.path) == ["Art/Icon.png"])
    #expect(
      report.with("missing-recommended-asset").map(\.path) == [
        "Art/Default.png", "Art/Icon-Small.png", "Art/iTunesArtwork",
      ])
  }

  @Test func profilesChangeWhatIsRequired() throws {
    let assets = try iphoneApp()
    #expect(assets.check(Configuration(profiles: [.iphoneos3])).diagnostics == [])
    let retina = assets.check(Configuration(profiles: [.iphoneos3, .retina]))
    #expect(retina.with("missing-required-asset").map(\.path) == ["Icon@2x.png"])
    let ios7 = assets.check(Configuration(profiles: [.ios7]))
    #expect(ios7.with("missing-required-asset").map(\.path) == ["Icon-60@2x.png"])
    #expect(ios7.with("missing-recommended-asset").map(\.path).contains("iTunesArtwork@2x"))
  }
}
