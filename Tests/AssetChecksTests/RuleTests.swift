import AssetChecks
import HIG
import PNGCodec
import Raster
import SampleArt
import TestSupport
import Testing

// Every rule of the catalogue, driven through the public checker on files drawn
// and encoded in memory: each rule has a fixture that breaks it and a nearly
// identical one that does not, and the messages are checked for the facts a
// user acts on (names, sizes, counts).

// MARK: - Drawing and encoding

/// A finished app icon: opaque, square corners (the OS rounds them).
private func icon(_ side: Int) -> RGBAImage {
  SampleArt.masterArtwork(side: side, roundedCorners: false)
}

private func png(_ image: RGBAImage, _ format: PNGEncoder.Format = .automatic) throws -> [UInt8] {
  try PNGEncoder(format: format).encode(image)
}

// Large images are drawn and encoded once for all tests: in a debug build
// drawing the 512-pixel artwork takes about a second on these two cores.

/// App Store artwork drawn at full size: detail the 57-pixel icon cannot hold.
private let artwork512 = SampleArt.masterArtwork(side: 512, roundedCorners: false)
private let artwork512PNG = Result { try png(artwork512) }

/// A 57-pixel icon enlarged to 512: what artwork-not-detailed is about.
private let upscaledArtworkPNG = Result {
  try png(icon(57).bilinearUpscaled(toWidth: 512, height: 512))
}

/// A launch image: a gray status bar over a pale screen; `bottomAlpha` for the lower half.
private func launchImage(_ width: Int, _ height: Int, bottomAlpha: UInt8 = 255) -> RGBAImage {
  var image = RGBAImage(width: width, height: height, fill: RGBA(0xF5, 0xF3, 0xFF))
  for y in 0..<height {
    for x in 0..<width {
      if y < height / 24 { image[x, y] = RGBA(0x6D, 0x6D, 0x6D) }
      if y >= height / 2 { image[x, y].alpha = bottomAlpha }
    }
  }
  return image
}

/// An app icon whose outer ring is nearly black, as a dark-background icon has.
private func darkEdged(_ side: Int) -> RGBAImage {
  var image = icon(side)
  for i in 0..<side {
    for (x, y) in [(i, 0), (i, side - 1), (0, i), (side - 1, i)] { image[x, y] = RGBA(8, 8, 12) }
  }
  return image
}

/// `bytes` with one more chunk, inserted before the first `anchor` chunk.
private func inserting(_ type: String, _ data: [UInt8], before anchor: String, in bytes: [UInt8])
  throws -> [UInt8]
{
  let facts = try PNGDecoder().inspect(bytes)
  var writer = PNGChunkWriter()
  for chunk in facts.chunks {
    if chunk.type == anchor { writer.append(type, data) }
    writer.append(chunk.type, Array(bytes[chunk.dataRange]))
  }
  return writer.bytes
}

/// A PNG carrying an ICC profile whose iCCP name and own description are given.
private func withProfile(_ image: RGBAImage, name: String, description: String) throws -> [UInt8] {
  let chunks = PNGColorChunks(
    iccProfile: .init(name: name, data: FixtureWriter.iccProfile(description: description)))
  return try PNGEncoder(colorChunks: chunks).encode(image)
}

/// A minimal Info.plist whose dictionary holds `body`.
private func plist(_ body: String) -> [UInt8] {
  Array(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    <key>CFBundleIdentifier</key>
    <string>com.example.test</string>
    \(body)
    </dict>
    </plist>

    """.utf8)
}

private func iconFilesPlist(_ names: [String]) -> [UInt8] {
  plist(
    "<key>CFBundleIconFiles</key>\n<array>\n"
      + names.map { "<string>\($0)</string>\n" }.joined() + "</array>")
}

/// One entry of an `.appiconset`'s Contents.json.
private struct Slot {
  var size: String
  var scale: String
  var filename: String?
  var idiom = "iphone"
}

private func appIconContents(_ slots: [Slot]) -> [UInt8] {
  let entries = slots.map { slot in
    var fields = [
      "\"idiom\" : \"\(slot.idiom)\"", "\"size\" : \"\(slot.size)\"",
      "\"scale\" : \"\(slot.scale)\"",
    ]
    if let filename = slot.filename { fields.append("\"filename\" : \"\(filename)\"") }
    return "{ " + fields.joined(separator: ", ") + " }"
  }
  return Array(
    "{\n  \"images\" : [\n    \(entries.joined(separator: ",\n    "))\n  ],\n  \"info\" : { \"version\" : 1, \"author\" : \"xcode\" }\n}\n"
      .utf8)
}

private let appIconSet = "Assets.xcassets/AppIcon.appiconset"

/// The iPhone OS 3 slots of an app-icon set, each filled with an icon of its size.
private let catalogSlots = [
  Slot(size: "57x57", scale: "1x", filename: "icon-57.png"),
  Slot(size: "57x57", scale: "2x", filename: "icon-114.png"),
  Slot(size: "29x29", scale: "1x", filename: "icon-29.png"),
  Slot(size: "29x29", scale: "2x", filename: "icon-58.png"),
]

/// A folder holding only an asset catalog whose app-icon set has `slots`, each
/// filled with an icon of its size (a test removes or replaces files).
private func catalogApp(slots: [Slot] = catalogSlots) throws -> InMemoryAssets {
  var assets = InMemoryAssets([appIconSet + "/Contents.json": appIconContents(slots)])
  for (name, side) in [
    "icon-57.png": 57, "icon-114.png": 114, "icon-29.png": 29, "icon-58.png": 58,
  ] {
    assets[appIconSet + "/" + name] = try png(icon(side))
  }
  return assets
}

/// A complete iPhone OS 3 app: every required and recommended file, each correct.
private func iphoneApp() throws -> InMemoryAssets { InMemoryAssets(try iphoneAppFiles.get()) }

private let iphoneAppFiles = Result {
  [
    "Icon.png": try png(icon(57)),
    "Icon-Small.png": try png(icon(29)),
    "iTunesArtwork": try artwork512PNG.get(),
    "Default.png": try png(launchImage(320, 480)),
  ]
}

/// A folder that is not an app: bar icons only (`files`, path to bytes).
private func barIcons(_ files: [String: [UInt8]]) -> InMemoryAssets { InMemoryAssets(files) }

// MARK: - Report helpers

extension CheckReport {
  fileprivate func with(_ rule: String) -> [Diagnostic] { diagnostics.filter { $0.rule == rule } }

  fileprivate func has(_ rule: String) -> Bool { diagnostics.contains { $0.rule == rule } }

  fileprivate var rules: Set<String> { Set(diagnostics.map(\.rule)) }

  /// The one diagnostic of `rule`; fails the test when there are none or several.
  fileprivate func only(
    _ rule: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Diagnostic {
    let found = with(rule)
    #expect(found.count == 1, "\(rule): \(found)", sourceLocation: sourceLocation)
    return try #require(found.first, "no \(rule) in \(diagnostics)", sourceLocation: sourceLocation)
  }
}

/// Assets and the way they are checked.
private struct Fixture: Sendable {
  var assets: InMemoryAssets
  var roots = ["."]
  var setScope: Set<String>? = nil

  func check() -> CheckReport {
    assets.check(roots: roots, setScope: setScope)
  }
}

// MARK: - One pair per rule

/// For each rule id: a fixture that breaks the rule, and a nearly identical
/// one (one file changed, or one way of checking) that does not.
private func pair(for id: String) throws -> (trigger: Fixture, pass: Fixture)? {
  func files(_ change: (inout InMemoryAssets) throws -> Void) throws -> Fixture {
    var assets = try iphoneApp()
    try change(&assets)
    return Fixture(assets: assets)
  }
  func bar(_ path: String, _ bytes: [UInt8]) -> Fixture {
    Fixture(assets: barIcons([path: bytes]))
  }
  let glyph30 = try png(SampleArt.barGlyph(side: 30))
  let glyph20 = try png(SampleArt.barGlyph(side: 20))
  switch id {
  case "app-icon-alpha":
    return (
      try files { $0["Icon.png"] = try png(icon(57), .rgba8) },
      try files { $0["Icon.png"] = try png(icon(57), .rgb8) }
    )
  case "apple-optimized":
    return (
      try files { $0["Icon.png"] = CgBIWriter.file(icon(57), opaque: true) },
      try files { $0["Icon.png"] = try png(icon(57)) }
    )
  case "artwork-extension":
    return (
      try files { $0.move("iTunesArtwork", to: "iTunesArtwork.png") },
      try files { _ in }
    )
  case "artwork-not-detailed":
    return (
      try files { $0["iTunesArtwork"] = try upscaledArtworkPNG.get() },
      try files { $0["iTunesArtwork"] = try artwork512PNG.get() }
    )
  case "bar-icon-invisible":
    return (
      bar("Tabs/empty.png", try png(RGBAImage(width: 30, height: 30, fill: .clear))),
      bar("Tabs/empty.png", glyph30)
    )
  case "bar-icon-not-antialiased":
    return (
      bar("Toolbar/jagged.png", try png(SampleArt.barGlyph(side: 20, antialiased: false))),
      bar("Toolbar/jagged.png", glyph20)
    )
  case "bar-icon-not-white":
    return (
      bar("Toolbar/star.png", try png(SampleArt.starGlyph(side: 20))),
      bar("Toolbar/star.png", glyph20)
    )
  case "bar-icon-opaque":
    return (
      bar("Tabs/solid.png", try png(RGBAImage(width: 30, height: 30, fill: .white))),
      bar("Tabs/solid.png", glyph30)
    )
  case "bar-icon-size":
    return (
      bar("Toolbar/big.png", try png(SampleArt.barGlyph(side: 64))),
      bar("Toolbar/big.png", glyph20)
    )
  case "catalog-invalid-contents":
    var broken = try catalogApp()
    broken[appIconSet + "/Contents.json"] = Array("{ \"images\" : [ { \"size\" : ".utf8)
    return (Fixture(assets: broken), Fixture(assets: try catalogApp()))
  case "catalog-missing-file":
    var missing = try catalogApp()
    missing[appIconSet + "/icon-58.png"] = nil
    return (Fixture(assets: missing), Fixture(assets: try catalogApp()))
  case "catalog-unassigned-slot":
    var slots = catalogSlots
    slots[3].filename = nil
    var unassigned = try catalogApp(slots: slots)
    unassigned[appIconSet + "/icon-58.png"] = nil
    return (Fixture(assets: unassigned), Fixture(assets: try catalogApp()))
  case "catalog-unused-file":
    var unused = try catalogApp()
    unused[appIconSet + "/old-icon.png"] = try png(icon(57))
    return (Fixture(assets: unused), Fixture(assets: try catalogApp()))
  case "catalog-wrong-size":
    var wrong = try catalogApp()
    wrong[appIconSet + "/icon-114.png"] = try png(icon(112))
    return (Fixture(assets: wrong), Fixture(assets: try catalogApp()))
  case "corrupt-png":
    return (
      bar("Tabs/star.png", Array(glyph30.prefix(glyph30.count * 2 / 3))),
      bar("Tabs/star.png", glyph30)
    )
  case "dark-icon-edge":
    return (
      try files { $0["Icon.png"] = try png(darkEdged(57)) },
      try files { $0["Icon.png"] = try png(icon(57)) }
    )
  case "info-plist-missing-file":
    return (
      try files { $0["Info.plist"] = iconFilesPlist(["Icon.png", "Icon-72.png"]) },
      try files { $0["Info.plist"] = iconFilesPlist(["Icon.png", "Icon-Small.png"]) }
    )
  case "info-plist-unreadable":
    return (
      try files { $0["Info.plist"] = Array("<plist><dict><key>CFBundleIconFiles".utf8) },
      try files { $0["Info.plist"] = iconFilesPlist(["Icon.png"]) }
    )
  case "interlaced":
    return (
      bar("Tabs/star.png", FixtureWriter.interlaced(SampleArt.barGlyph(side: 30))),
      bar("Tabs/star.png", glyph30)
    )
  case "launch-image-alpha":
    return (
      try files { $0["Default.png"] = try png(launchImage(320, 480, bottomAlpha: 180)) },
      try files { $0["Default.png"] = try png(launchImage(320, 480)) }
    )
  case "legacy-settings-icon":
    return (
      try files { $0.move("Icon-Small.png", to: "Icon-Settings.png") },
      try files { _ in }
    )
  case "missing-required-asset":
    return (try files { $0["Icon.png"] = nil }, try files { _ in })
  case "missing-recommended-asset":
    return (try files { $0["Default.png"] = nil }, try files { _ in })
  case "name-case":
    return (try files { $0.move("Icon.png", to: "icon.png") }, try files { _ in })
  case "no-app-root":
    let art = barIcons(["Art/logo.png": try png(icon(40))])
    return (Fixture(assets: art), Fixture(assets: art, roots: ["Art/logo.png"], setScope: ["Art"]))
  case "non-srgb-profile":
    let glyph = SampleArt.barGlyph(side: 20)
    return (
      bar(
        "Toolbar/star.png", try withProfile(glyph, name: "Display P3", description: "Display P3")),
      bar(
        "Toolbar/star.png",
        try withProfile(glyph, name: "sRGB IEC61966-2.1", description: "sRGB IEC61966-2.1"))
    )
  case "not-a-png":
    return (bar("Tabs/photo.png", FixtureWriter.jpeg()), bar("Tabs/photo.png", glyph30))
  case "retina-pair-size":
    return (
      Fixture(
        assets: barIcons([
          "Tabs/star.png": glyph30, "Tabs/star@2x.png": try png(SampleArt.barGlyph(side: 56)),
        ])),
      Fixture(
        assets: barIcons([
          "Tabs/star.png": glyph30, "Tabs/star@2x.png": try png(SampleArt.barGlyph(side: 60)),
        ]))
    )
  case "sixteen-bit":
    return (
      bar(
        "Tabs/star.png",
        try PNGEncoder().encode(RGBA16Image(widening: SampleArt.barGlyph(side: 30)))),
      bar("Tabs/star.png", glyph30)
    )
  case "unreadable-file":
    var locked = barIcons(["Tabs/star.png": glyph30])
    locked.unreadable = ["Tabs/star.png"]
    return (Fixture(assets: locked), bar("Tabs/star.png", glyph30))
  case "wrong-size":
    return (
      try files { $0["Icon.png"] = try png(icon(58)) },
      try files { $0["Icon.png"] = try png(icon(57)) }
    )
  default:
    return nil
  }
}

@Suite struct RuleTests {
  // MARK: The catalogue as a whole

  @Test func theCatalogueHasThirtyOneRules() {
    let ids = RuleCatalog.descriptors.map(\.id)
    #expect(ids.count == 31)
    #expect(Set(ids).count == ids.count)
  }

  @Test(arguments: RuleCatalog.descriptors.map(\.id))
  func eachRuleFiresOnItsBrokenFixtureOnly(_ id: String) throws {
    let descriptor = try #require(RuleCatalog.descriptor(id: id))
    let fixtures = try #require(try pair(for: id), "no fixture pair for \(id)")
    let fired = fixtures.trigger.check().with(id)
    #expect(!fired.isEmpty, "\(id) did not fire")
    #expect(fired.allSatisfy { $0.severity == descriptor.severity })
    let passed = fixtures.pass.check()
    #expect(!passed.has(id), "\(id) fired on the correct fixture: \(passed.with(id))")
  }

  @Test func aCompleteIPhoneOS3AppPassesEveryRule() throws {
    let report = try iphoneApp().check()
    #expect(report.diagnostics == [])
    #expect(report.filesChecked == 4)
  }

  // MARK: wrong-size

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
      name: "Default.png", profiles: [.iphoneos3], wrong: PixelSize(320, 460),
      expected: "the iphoneos3 launch image must be 320x480 px"),
    SizeCase(
      name: "Default-Portrait.png", profiles: [.iphoneos3, .ipad], wrong: PixelSize(768, 1000),
      expected: "the ipad launch image must be 768x1004 or 768x1024 px"),
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

  // MARK: app-icon-alpha and apple-optimized

  @Test func anRGBAIconWithEveryPixelOpaqueStillHasAlpha() throws {
    var assets = try iphoneApp()
    assets["Icon.png"] = try png(icon(57), .rgba8)
    let diagnostic = try assets.check().only("app-icon-alpha")
    #expect(diagnostic.path == "Icon.png")
    #expect(diagnostic.severity == .error)
    #expect(
      diagnostic.message
        == "Icon.png has an alpha channel (RGBA) although every pixel is opaque; the App Store rejects it on the channel alone"
    )
  }

  @Test func translucentPixelsOfAnIconAreCounted() throws {
    let rounded = SampleArt.masterArtwork(side: 57, roundedCorners: true)
    let alpha = rounded.alphaSummary
    let translucent = alpha.transparent + alpha.partial
    #expect(translucent > 0)
    var assets = try iphoneApp()
    assets["Icon.png"] = try png(rounded)
    let diagnostic = try assets.check().only("app-icon-alpha")
    #expect(
      diagnostic.message
        == "Icon.png has an alpha channel (RGBA) and \(translucent) of 3,249 pixels are translucent, so flattening changes how they look"
    )
  }

  @Test func aTRNSChunkAloneIsAlpha() throws {
    // An RGB icon with a tRNS key that no pixel has: every pixel opaque, the chunk still counts.
    let rgb = try png(icon(57), .rgb8)
    let keyed = try inserting("tRNS", [0, 0, 0, 0xFF, 0, 0], before: "IDAT", in: rgb)
    let facts = try PNGDecoder().inspect(keyed)
    #expect(facts.colorType == .rgb && facts.hasTRNS)
    var assets = try iphoneApp()
    assets["Icon.png"] = keyed
    let diagnostic = try assets.check().only("app-icon-alpha")
    #expect(
      diagnostic.message
        == "Icon.png has a tRNS chunk (transparency) although every pixel is opaque; the App Store rejects it on the channel alone"
    )

    // The same key on the four corners: now four pixels are transparent.
    var cornered = icon(57)
    for (x, y) in [(0, 0), (56, 0), (0, 56), (56, 56)] { cornered[x, y] = RGBA(0, 0, 0, 0) }
    let keyedCorners = try png(cornered)
    let cornerFacts = try PNGDecoder().inspect(keyedCorners)
    try #require(
      cornerFacts.colorType == .rgb && cornerFacts.hasTRNS,
      "the encoder chose \(cornerFacts.colorType)")
    assets["Icon.png"] = keyedCorners
    #expect(
      try assets.check().only("app-icon-alpha").message
        == "Icon.png has a tRNS chunk (transparency) and 4 of 3,249 pixels are translucent, so flattening changes how they look"
    )
  }

  @Test func everyAppIconLikeRoleIsCheckedForAlpha() throws {
    var assets = try iphoneApp()
    assets["Icon-Small.png"] = try png(icon(29), .rgba8)
    assets["iTunesArtwork"] = try png(artwork512, .rgba8)
    let report = assets.check()
    #expect(report.with("app-icon-alpha").map(\.path) == ["Icon-Small.png", "iTunesArtwork"])
  }

  @Test func anOpaqueCgBIIconWithAnAlphaChannelIsNotAlpha() throws {
    // Xcode's build step stores every icon as RGBA: only real translucency counts there.
    var assets = try iphoneApp()
    assets["Icon.png"] = CgBIWriter.file(icon(57), opaque: false)
    let facts = try PNGDecoder().inspect(try #require(assets["Icon.png"]))
    #expect(facts.appleOptimized && facts.hasAlphaChannel)
    let report = assets.check()
    #expect(!report.has("app-icon-alpha"))
    let note = try report.only("apple-optimized")
    #expect(note.path == "Icon.png")
    #expect(note.severity == .note)
    #expect(
      note.message == "Icon.png is Apple-optimized (CgBI): only iOS and Xcode's tools display it")
  }

  @Test func aTranslucentCgBIIconIsAlpha() throws {
    let rounded = SampleArt.masterArtwork(side: 57, roundedCorners: true)
    let alpha = rounded.alphaSummary
    var assets = try iphoneApp()
    assets["Icon.png"] = CgBIWriter.file(rounded)
    let diagnostic = try assets.check().only("app-icon-alpha")
    #expect(
      diagnostic.message.hasPrefix(
        "Icon.png has an alpha channel (RGBA) and \(alpha.transparent + alpha.partial) of 3,249 pixels are translucent"
      ))
  }

  // MARK: artwork rules

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

  // MARK: dark-icon-edge

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
    let report = barIcons(["Tabs/dark.png": try png(glyph)]).check()
    #expect(!report.has("dark-icon-edge"))
    #expect(report.has("bar-icon-not-white"))
  }

  // MARK: launch-image-alpha

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

  // MARK: bar icons

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
    let big = try png(SampleArt.barGlyph(side: 64))
    let diagnostic = try barIcons(["Toolbar/big.png": big]).check().only("bar-icon-size")
    #expect(diagnostic.path == "Toolbar/big.png")
    #expect(diagnostic.message == "big.png is 64x64 px; a toolbar icon is about 20x20 px")
    // "About" 20: a pixel or two either way is fine.
    for side in [18, 20, 22] {
      let near = try png(SampleArt.barGlyph(side: side))
      #expect(!barIcons(["Toolbar/near.png": near]).check().has("bar-icon-size"), "\(side)")
    }
  }

  @Test func aRetinaBarIconIsMeasuredAtItsScale() throws {
    let configuration = Configuration(profiles: [.iphoneos3, .retina])
    let small = try png(SampleArt.barGlyph(side: 40))
    let diagnostic = try barIcons(["Tabs/star@2x.png": small]).check(configuration)
      .only("bar-icon-size")
    #expect(
      diagnostic.message == "star@2x.png is 40x40 px; a tab-bar icon at @2x is about 60x60 px")
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

  // MARK: template images

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

  // MARK: retina-pair-size

  @Test func aRetinaPairMustBeExactlyTwice() throws {
    let report = barIcons([
      "Tabs/star.png": try png(SampleArt.barGlyph(side: 30)),
      "Tabs/star@2x.png": try png(SampleArt.barGlyph(side: 56)),
    ]).check()
    let diagnostic = try report.only("retina-pair-size")
    #expect(diagnostic.path == "Tabs/star@2x.png")
    #expect(diagnostic.severity == .error)
    #expect(
      diagnostic.message
        == "star@2x.png is 56x56 px; it must be exactly twice star.png (30x30 px): 60x60 px")
  }

  @Test func aRetinaPairIsCheckedWhenOnlyOneOfItIsNamed() throws {
    // Checking one named file still compares it with its partner in the folder.
    let assets = barIcons([
      "Tabs/star.png": try png(SampleArt.barGlyph(side: 30)),
      "Tabs/star@2x.png": try png(SampleArt.barGlyph(side: 56)),
    ])
    var inventory = assets.inventory(roots: ["Tabs/star.png"], setScope: ["Tabs"])
    inventory.targets = ["Tabs/star.png"]
    let report = Checker().check(inventory, reader: assets.reader)
    #expect(report.with("retina-pair-size").map(\.path) == ["Tabs/star@2x.png"])
    #expect(report.filesChecked == 1)
  }

  // MARK: missing assets per profile

  struct MissingCase: Sendable, CustomTestStringConvertible {
    let profiles: [Profile]
    let required: [String]
    let recommended: [String]
    var testDescription: String { profiles.map(\.rawValue).joined(separator: "+") }
  }

  @Test(arguments: [
    MissingCase(
      profiles: [.iphoneos3], required: ["Icon.png", "iTunesArtwork"],
      recommended: ["Default.png", "Icon-Small.png"]),
    MissingCase(
      profiles: [.iphoneos3, .retina], required: ["Icon.png", "Icon@2x.png", "iTunesArtwork"],
      recommended: [
        "Default.png", "Default@2x.png", "Icon-Small.png", "Icon-Small@2x.png", "iTunesArtwork@2x",
      ]),
    MissingCase(
      profiles: [.iphoneos3, .ipad], required: ["Icon-72.png", "Icon.png", "iTunesArtwork"],
      recommended: [
        "Default-Landscape.png", "Default-Portrait.png", "Default.png", "Icon-Small-50.png",
        "Icon-Small.png",
      ]),
    MissingCase(
      profiles: [.ios7], required: ["Icon-60@2x.png", "iTunesArtwork@2x"],
      recommended: [
        "Default-568h@2x.png", "Icon-60@3x.png", "Icon-Small-40@2x.png", "Icon-Small-40@3x.png",
        "Icon-Small@2x.png", "Icon-Small@3x.png",
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
    let report = InMemoryAssets(["MyApp/Info.plist": plist("")]).check()
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
        == ". has no 1024x1024 app icon in an asset catalog: the modern profile requires one")

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
    // The catalog has 57 and 29 pixel icons: Icon.png and Icon-Small.png are provided.
    #expect(report.with("missing-required-asset").map(\.path) == ["iTunesArtwork"])
    #expect(report.with("missing-recommended-asset").map(\.path) == ["Default.png"])
  }

  @Test func aFolderThatIsNotAnAppRootLacksNothing() throws {
    let assets = InMemoryAssets([
      "Art/logo.png": try png(icon(40)),
      "Art/Tabs/star.png": try png(SampleArt.barGlyph(side: 30)),
      "MyApp/Info.plist": plist(""),
    ])
    let report = assets.check()
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

  // MARK: legacy-settings-icon

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

  // MARK: asset catalogs

  @Test func aCorrectAppIconSetHasNoCatalogDiagnostic() throws {
    let report = try catalogApp().check()
    #expect(report.rules.isDisjoint(with: Self.catalogRules))
    #expect(report.filesChecked == 4)
  }

  private static let catalogRules: Set<String> = [
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

  // MARK: Info.plist

  @Test func infoPlistNamingAMissingIcon() throws {
    var assets = try iphoneApp()
    assets["Info.plist"] = iconFilesPlist(["Icon.png", "Icon-72.png"])
    let diagnostic = try assets.check().only("info-plist-missing-file")
    #expect(diagnostic.path == "Info.plist")
    #expect(diagnostic.severity == .error)
    #expect(
      diagnostic.message
        == "Info.plist names Icon-72.png in CFBundleIconFiles, but . has no such file")
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
    assets["AppIcon57.png"] = try png(icon(58))
    let diagnostic = try assets.check().only("wrong-size")
    #expect(diagnostic.path == "AppIcon57.png")
    #expect(
      diagnostic.message
        == "AppIcon57.png is 58x58 px; the app icon named by CFBundleIconFiles in Info.plist must be 29x29 or 57x57 px"
    )
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

  // MARK: no-app-root

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

  // MARK: files that cannot be decoded or read

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

  // MARK: colour and encoding

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
  ])
  func iccProfilesOtherThanSRGB(_ profile: ProfileCase) throws {
    let bytes = try withProfile(
      SampleArt.barGlyph(side: 20), name: profile.name, description: profile.description)
    let report = barIcons(["Toolbar/star.png": bytes]).check()
    if let shown = profile.shown {
      let diagnostic = try report.only("non-srgb-profile")
      #expect(diagnostic.path == "Toolbar/star.png")
      #expect(diagnostic.severity == .warning)
      #expect(
        diagnostic.message
          == "star.png carries the ICC profile \(shown), not sRGB: its colours shift")
    } else {
      #expect(!report.has("non-srgb-profile"))
    }
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
    #expect(report.diagnostics.contains { $0.rule == "bar-icon-size" }, "the file was decoded")
    #expect(!report.has("non-srgb-profile"), "\(report.diagnostics)")
    #expect(assets.check().has("unreadable-file"), "the control: the default limits refuse it")
  }

  @Test func anInterlacedAsset() throws {
    let report = barIcons([
      "Tabs/star.png": FixtureWriter.interlaced(SampleArt.barGlyph(side: 30))
    ]).check()
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
    let report = barIcons(["Tabs/star.png": deep]).check()
    let diagnostic = try report.only("sixteen-bit")
    #expect(diagnostic.path == "Tabs/star.png")
    #expect(diagnostic.message == "star.png has 16 bits per sample; iOS assets are 8-bit")
    #expect(report.rules == ["sixteen-bit", "no-app-root"])
    // A file with no role is checked for integrity only.
    #expect(!barIcons(["Art/star.png": deep]).check().has("sixteen-bit"))
  }

  // MARK: configuration

  @Test func aDisabledRuleDisappears() throws {
    var assets = try iphoneApp()
    assets["Icon.png"] = try png(icon(58))
    assets["Tabs/photo.png"] = FixtureWriter.jpeg()
    assets["Default.png"] = nil
    let all = assets.check()
    #expect(all.rules == ["wrong-size", "not-a-png", "missing-recommended-asset"])
    // A file rule, a rule the checker reports itself, and a set rule.
    for id in ["wrong-size", "not-a-png", "missing-recommended-asset"] {
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
    let configuration = Configuration(roleGlobs: [.appIcon: try globs("Art/*.png")])
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
    #expect(report.has("app-icon-alpha"))
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
    let configuration = Configuration(appRoots: try globs("Art"))
    let report = assets.check(configuration)
    #expect(!report.has("no-app-root"))
    #expect(
      report.with("missing-required-asset").map(\.path) == ["Art/Icon.png", "Art/iTunesArtwork"])
    #expect(
      report.with("missing-recommended-asset").map(\.path) == [
        "Art/Default.png", "Art/Icon-Small.png",
      ])
  }

  @Test func profilesChangeWhatIsRequired() throws {
    let assets = try iphoneApp()
    #expect(assets.check(Configuration(profiles: [.iphoneos3])).diagnostics == [])
    let retina = assets.check(Configuration(profiles: [.iphoneos3, .retina]))
    #expect(retina.with("missing-required-asset").map(\.path) == ["Icon@2x.png"])
    let ios7 = assets.check(Configuration(profiles: [.ios7]))
    #expect(
      ios7.with("missing-required-asset").map(\.path) == ["Icon-60@2x.png", "iTunesArtwork@2x"])
  }

  // MARK: the report

  @Test func diagnosticsAreSortedByPathThenRule() throws {
    let report = try Self.manyDefects().check(Self.retina)
    // Paths compare byte by byte (uppercase before lowercase); one path's rules by id.
    let expected = [
      (appIconSet + "/icon-114.png", "catalog-wrong-size"),
      (appIconSet + "/old-icon.png", "catalog-unused-file"),
      ("Default.png", "launch-image-alpha"),
      ("Default@2x.png", "missing-recommended-asset"),
      ("Icon-Settings.png", "legacy-settings-icon"),
      ("Icon.png", "app-icon-alpha"),
      ("Icon.png", "wrong-size"),
      ("Info.plist", "info-plist-missing-file"),
      ("Tabs/photo.png", "not-a-png"),
      ("Tabs/solid.png", "bar-icon-opaque"),
      ("Tabs/star@2x.png", "retina-pair-size"),
      ("Toolbar/colored.png", "bar-icon-not-white"),
      ("Toolbar/interlaced.png", "interlaced"),
      ("Toolbar/jagged.png", "bar-icon-not-antialiased"),
      ("iTunesArtwork", "missing-required-asset"),
      ("iTunesArtwork@2x", "missing-recommended-asset"),
      ("icon-Small.png", "dark-icon-edge"),
      ("icon-Small.png", "name-case"),
    ]
    #expect(report.diagnostics.map { "\($0.path) \($0.rule)" } == expected.map { "\($0) \($1)" })
    for (left, right) in zip(report.diagnostics, report.diagnostics.dropFirst()) {
      let pathOrder = left.path.utf8.lexicographicallyPrecedes(right.path.utf8)
      #expect(
        pathOrder || (left.path == right.path && left.rule <= right.rule),
        "\(left.path) \(left.rule) before \(right.path) \(right.rule)")
    }
  }

  @Test func aSecondRunGivesTheSameReport() throws {
    let assets = try Self.manyDefects()
    var first = assets.check(Self.retina)
    var second = assets.check(Self.retina)
    #expect(!first.diagnostics.isEmpty)
    // Only the wall time may differ.
    first.milliseconds = 0
    second.milliseconds = 0
    #expect(first == second)
  }

  private static let retina = Configuration(profiles: [.iphoneos3, .retina])

  /// An app with a defect in nearly every file, at the root, in subfolders and
  /// in a catalog, so that sorting has paths and rules to order. (No artwork:
  /// checking a 512-pixel image is the slow part of a debug build.)
  private static func manyDefects() throws -> InMemoryAssets { try manyDefectsFiles.get() }

  private static let manyDefectsFiles = Result {
    var assets = try catalogApp()
    assets[appIconSet + "/icon-114.png"] = try png(icon(112))
    assets[appIconSet + "/old-icon.png"] = try png(icon(57))
    assets["Info.plist"] = iconFilesPlist(["Icon.png", "Icon-72.png"])
    assets["Icon.png"] = try png(icon(58), .rgba8)
    assets["icon-Small.png"] = try png(darkEdged(29))
    assets["Icon-Settings.png"] = try png(icon(29))
    assets["Default.png"] = try png(launchImage(320, 480, bottomAlpha: 180))
    assets["Tabs/solid.png"] = try png(RGBAImage(width: 30, height: 30, fill: .white))
    assets["Tabs/photo.png"] = FixtureWriter.jpeg()
    assets["Tabs/star.png"] = try png(SampleArt.barGlyph(side: 30))
    assets["Tabs/star@2x.png"] = try png(SampleArt.barGlyph(side: 56))
    assets["Toolbar/colored.png"] = try png(SampleArt.starGlyph(side: 20))
    assets["Toolbar/jagged.png"] = try png(SampleArt.barGlyph(side: 20, antialiased: false))
    assets["Toolbar/interlaced.png"] = FixtureWriter.interlaced(SampleArt.barGlyph(side: 20))
    return assets
  }
}
