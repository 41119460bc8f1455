import AssetModel
import HIG
import RuleCore
import TestSupport
import Testing

@testable import Rules

// The icon-bundle-invalid rule, each finding beside a nearly identical bundle that passes.

// MARK: - The rule

@Suite struct IconBundleRuleTests {
  private static let folder = "App/AppIcon.icon"

  /// A bundle whose every layer is present: PNGs at 1024 and 2048 px, SVGs without a size.
  private static func goodBundle(
    iconJSON: String? = IconComposerFixtures.fullIconJSON,
    assets: [String: PixelSize?] = goodAssets,
    undecodable: Set<String> = []
  ) -> IconBundleContext {
    IconBundleContext(
      folder: folder, iconJSON: iconJSON.map { Array($0.utf8) },
      assetNames: Set(assets.keys).union(undecodable),
      layerSizes: assets.compactMapValues { $0 }, undecodablePNGs: undecodable)
  }

  @Test func theRuleIsInTheCatalog() {
    #expect(RuleCatalog.descriptor(id: "icon-bundle-invalid") == IconBundleRule.descriptor)
    #expect(IconBundleRule.descriptor.severity == .error)
  }

  @Test func aCompleteBundleHasNoFinding() {
    #expect(IconBundleRule.check(Self.goodBundle()) == [])
  }

  @Test func noIconJSON() throws {
    let finding = try #require(IconBundleRule.check(Self.goodBundle(iconJSON: nil)).only)
    #expect(finding.path == "App/AppIcon.icon")
    #expect(
      finding.message
        == "AppIcon.icon has no icon.json; an Icon Composer bundle needs one beside Assets/")
    #expect(finding.fix != nil)
  }

  @Test func iconJSONThatDoesNotParse() throws {
    let broken = IconComposerFixtures.fullIconJSON.replacingOccurrences(
      of: #""groups" : ["#, with: #""groups" : "#)
    let finding = try #require(IconBundleRule.check(Self.goodBundle(iconJSON: broken)).only)
    #expect(finding.path == "App/AppIcon.icon/icon.json")
    #expect(
      finding.message.hasPrefix("icon.json of AppIcon.icon cannot be used: it is not JSON: "))
    #expect(finding.fix != nil)
  }

  @Test func iconJSONTooDeep() throws {
    let hostile = String(decoding: IconComposerFixtures.nestedArrays(100_000), as: UTF8.self)
    let finding = try #require(IconBundleRule.check(Self.goodBundle(iconJSON: hostile)).only)
    #expect(
      finding.message
        == "icon.json of AppIcon.icon cannot be used: it nests more than 64 levels deep at byte 64"
    )
  }

  @Test func aLayerImageMissingFromAssets() throws {
    var assets = Self.goodAssets
    assets["glyph-dark.svg"] = nil
    let finding = try #require(IconBundleRule.check(Self.goodBundle(assets: assets)).only)
    #expect(finding.path == "App/AppIcon.icon/icon.json")
    #expect(
      finding.message
        == "icon.json of AppIcon.icon names glyph-dark.svg, but there is no such file in Assets/")
    #expect(finding.location == "groups[0].layers[1].image-name-specializations[1].value")
    #expect(
      finding.fix
        == "add glyph-dark.svg to AppIcon.icon/Assets, or correct the layer's image in Icon Composer"
    )
  }

  @Test func aLayerImageThatDiffersOnlyInCase() throws {
    let exact = Self.goodBundle(
      iconJSON: IconComposerFixtures.oneLayerJSON("logo.png"),
      assets: ["logo.png": PixelSize(square: 1024)])
    #expect(IconBundleRule.check(exact) == [])
    let wrongCase = Self.goodBundle(
      iconJSON: IconComposerFixtures.oneLayerJSON("logo.png"),
      assets: ["logo.PNG": PixelSize(square: 1024)])
    let finding = try #require(IconBundleRule.check(wrongCase).only)
    #expect(
      finding.message
        == "icon.json of AppIcon.icon names logo.png, but the file is logo.PNG; "
        + "the device's file system is case-sensitive")
    #expect(finding.location == "groups[0].layers[0].image-name")
    #expect(
      finding.fix
        == "rename Assets/logo.PNG to logo.png, or correct the layer's image in Icon Composer")
  }

  @Test func anSVGLayerIsCheckedForCaseToo() throws {
    let wrongCase = Self.goodBundle(
      iconJSON: IconComposerFixtures.oneLayerJSON("Logo.svg"), assets: ["logo.svg": nil])
    let finding = try #require(IconBundleRule.check(wrongCase).only)
    #expect(finding.message.contains("names Logo.svg, but the file is logo.svg"))
  }

  @Test func aPNGLayerThatDoesNotDecode() throws {
    var assets = Self.goodAssets
    assets["shine.png"] = nil
    let finding = try #require(
      IconBundleRule.check(Self.goodBundle(assets: assets, undecodable: ["shine.png"])).only)
    #expect(finding.path == "App/AppIcon.icon/Assets/shine.png")
    #expect(
      finding.message
        == "layer image shine.png of AppIcon.icon does not decode as PNG; "
        + "Icon Composer layers must be valid PNG or SVG files")
    #expect(finding.fix != nil)
  }

  @Test(
    "a PNG layer drawn larger than its pixels by icon.json's position.scale",
    arguments: [
      (PixelSize(square: 512), "1", nil), (PixelSize(800, 372), "1", nil),
      (PixelSize(square: 1024), "0.9", nil),
      (PixelSize(square: 512), "1.5", "768x768"), (PixelSize(800, 372), "2", "1600x744"),
      (PixelSize(square: 1024), "1.2", "1229x1229"),
    ] as [(PixelSize, String, String?)])
  func layerScale(size: PixelSize, scale: String, needed: String?) throws {
    var assets = Self.goodAssets
    assets["background.png"] = size
    let json = IconComposerFixtures.fullIconJSON.replacingOccurrences(
      of: "\"scale\" : 1,", with: "\"scale\" : \(scale),")
    let findings = IconBundleRule.check(Self.goodBundle(iconJSON: json, assets: assets))
    guard let needed else {
      // Icon Composer places a bitmap at its own size in points: small is legal.
      #expect(findings == [])
      return
    }
    let finding = try #require(findings.only)
    #expect(finding.path == "App/AppIcon.icon/Assets/background.png")
    #expect(
      finding.message
        == "layer image background.png of AppIcon.icon is \(size) px; icon.json draws it at \(scale) times that size, so it may look soft"
    )
    #expect(finding.atMost == .warning)
    #expect(finding.fix == "export the layer at \(needed) px or larger, or as an SVG")
  }

  @Test func aFileNoLayerNamesIsNotChecked() {
    var assets = Self.goodAssets
    assets["old.png"] = PixelSize(square: 16)
    #expect(
      IconBundleRule.check(Self.goodBundle(assets: assets, undecodable: ["older.png"])) == [])
  }

  @Test func aNameUsedTwiceIsReportedOnce() throws {
    var assets = Self.goodAssets
    assets["glyph.svg"] = nil
    let findings = IconBundleRule.check(Self.goodBundle(assets: assets))
    #expect(findings.count == 1)
    #expect(findings.first?.location == "groups[0].layers[1].image-name-specializations[0].value")
  }

  private static let goodAssets: [String: PixelSize?] = [
    "background.png": PixelSize(square: 1024), "glyph.svg": nil, "glyph-dark.svg": nil,
    "glyph-square.png": PixelSize(square: 2048), "shine.png": PixelSize(square: 1024),
  ]
}

extension Array {
  fileprivate var only: Element? { count == 1 ? first : nil }
}
