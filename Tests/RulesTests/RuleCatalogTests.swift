import CheckConfiguration
import Diagnostics
import PNGCodec
import Raster
import Rules
import SampleArt
import TestSupport
import Testing

// Every rule of the catalogue, driven through the public checker on files drawn
// and encoded in memory: each rule has a fixture that breaks it and a nearly
// identical one that does not, and the messages are checked for the facts a
// user acts on (names, sizes, counts).

@Suite struct RuleCatalogTests {
  @Test func theCatalogueHasFiftyThreeRules() {
    let ids = RuleCatalog.descriptors.map(\.id)
    #expect(ids.count == 53)
    #expect(Set(ids).count == ids.count)
  }

  @Test(arguments: RuleCatalog.descriptors.map(\.id))
  func eachRuleFiresOnItsBrokenExampleOnly(_ id: RuleID) throws {
    let descriptor = try #require(RuleCatalog.descriptor(id: id))
    // A rule on two kinds of subject declares its examples once, on one of its types.
    let declared = RuleCatalog.ruleTypes.filter { $0.descriptor.id == id }
      .compactMap { $0.type as? any RuleExamples.Type }
    #expect(declared.count == 1, "\(id) declares examples on \(declared.count) types")
    let examples = try #require(declared.first, "\(id) declares no examples").examples()
    let fired = examples.trigger.check().with(id)
    #expect(!fired.isEmpty, "\(id) did not fire")
    #expect(fired.allSatisfy { $0.severity == descriptor.severity })
    let passed = examples.pass.check()
    #expect(!passed.has(id), "\(id) fired on its passing example: \(passed.with(id))")
  }

  @Test func aCompleteIPhoneOS3AppPassesEveryRule() throws {
    let report = try iphoneApp().check()
    #expect(report.diagnostics == [])
    #expect(report.filesChecked == 4)
  }

  @Test func diagnosticsAreSortedByPathThenRule() throws {
    let report = try Self.manyDefects().check(Self.retina)
    // Paths compare byte by byte (uppercase before lowercase); one path's rules by id.
    let expected = [
      (".", "app-icon-alpha-channel"),
      (appIconSet + "/icon-114.png", "catalog-wrong-size"),
      (appIconSet + "/old-icon.png", "catalog-unused-file"),
      ("Default.png", "launch-image-alpha"),
      ("Default@2x.png", "missing-recommended-asset"),
      ("Icon-Settings.png", "legacy-settings-icon"),
      ("Icon.png", "wrong-size"),
      ("Info.plist", "info-plist-missing-file"),
      ("Tabs/photo.png", "not-a-png"),
      ("Tabs/solid.png", "bar-icon-opaque"),
      ("Tabs/star@2x.png", "image-scale-mismatch"),
      ("Toolbar/colored.png", "bar-icon-not-white"),
      ("Toolbar/interlaced.png", "interlaced"),
      ("Toolbar/jagged.png", "bar-icon-not-antialiased"),
      ("iTunesArtwork", "missing-recommended-asset"),
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
