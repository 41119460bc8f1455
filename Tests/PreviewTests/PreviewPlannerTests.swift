import AssetModel
import Checking
import Diagnostics
import HIG
import PNGCodec
import Raster
import Rules
import SampleArt
import TestSupport
import Testing

@testable import Preview

/// From a checked tree to sheets: each file the sheet draws becomes a picture of the right
/// kind, grouped under the app that ships it, and every finding lands on one sheet.
@Suite struct PreviewPlannerTests {
  static func plan(_ files: [(path: String, bytes: [UInt8])], under folder: String = "")
    -> (targets: [PreviewTarget], unplaced: [Diagnostic], report: CheckReport)
  {
    var assets = InMemoryAssets()
    for (path, bytes) in files { assets[folder + path] = bytes }
    let inventory = assets.inventory()
    let planner = PreviewPlanner(
      scene: Scene(inventory: inventory, configuration: .default, reader: assets.reader))
    let (report, pictures) = Checker().check(
      inventory, reader: assets.reader, eachFile: planner.picture(of:))
    let (targets, unplaced) = planner.targets(pictures: pictures, report: report)
    return (targets, unplaced, report)
  }

  @Test func aLegacyAppIsOneClassicSheetWithEveryKindOfPicture() throws {
    let (targets, unplaced, report) = Self.plan(try FixtureApps.legacyApp(), under: "LegacyApp/")
    #expect(targets.count == 1)
    let target = try #require(targets.first)
    #expect(target.name == "LegacyApp")
    #expect(target.eras == [.classic])
    #expect(!target.prerendered)
    #expect(target.statusBarStyle == .blackTranslucent)
    #expect(
      target.pictures(.appIcon(nil)).map(\.path).sorted() == [
        "LegacyApp/Icon.png", "LegacyApp/Icon@2x.png", "LegacyApp/iTunesArtwork",
      ])
    #expect(target.pictures(.smallIcon).count == 2)
    #expect(target.pictures(.tabBarIcon).count == 6)
    #expect(
      target.barIcons(.tabBarIcon).map(\.path) == [
        "LegacyApp/Tabs/tab-hot@2x.png", "LegacyApp/Tabs/tab-more@2x.png",
        "LegacyApp/Tabs/tab-star@2x.png",
      ])
    #expect(target.pictures(.toolbarIcon).count == 2)
    #expect(target.pictures(.launchImage).count == 2)
    // Every finding is on the sheet; the coloured tab icon's two files' findings go to the one
    // icon the bar draws.
    #expect(unplaced.isEmpty)
    #expect(target.findings.count == report.diagnostics.count)
    let hot = try #require(target.barIcons(.tabBarIcon).first)
    #expect(hot.diagnostics.count == 2)
    #expect(hot.ruleLabels == ["bar-icon-not-white"])
  }

  @Test func anIOS18AppHasItsThreeAppearancesOnAFlatSheet() throws {
    let (targets, _, _) = Self.plan(try FixtureApps.appearanceApp())
    let target = try #require(targets.first)
    #expect(target.eras == [.flat])
    #expect(target.pictures(.appIcon(nil)).count == 1)
    #expect(target.pictures(.appIcon(.dark)).count == 1)
    #expect(target.pictures(.appIcon(.tinted)).count == 1)
    #expect(target.pictures(.launchImage).isEmpty)
    // Pictures are kept small: a 1024-pixel icon is held at the sheet's largest size.
    for picture in target.pictures {
      #expect(max(picture.pixels.width, picture.pixels.height) <= PreviewPicture.maxSide)
    }
    #expect(target.pictures(.appIcon(.dark)).first?.size == PixelSize(1024, 1024))
  }

  @Test func alternateSetsAreAlternatesAndAnIconComposerIconIsTheAppsIcon() throws {
    let icon = try PNGEncoder().encode(SampleArt.masterArtwork(side: 1024, roundedCorners: false))
    let single = catalogContents([
      CatalogEntry(size: "1024x1024", filename: "icon.png", platform: "ios")
    ])
    var files: [(path: String, bytes: [UInt8])] = [
      ("App/Assets.xcassets/AppIcon.appiconset/Contents.json", single),
      ("App/Assets.xcassets/AppIcon.appiconset/icon.png", icon),
      ("App/Assets.xcassets/Sunset.appiconset/Contents.json", single),
      ("App/Assets.xcassets/Sunset.appiconset/icon.png", icon),
    ]
    let (sets, _, _) = Self.plan(files)
    let target = try #require(sets.first)
    #expect(target.primaryIconSet == "AppIcon")
    #expect(
      target.pictures(.appIcon(nil)).map(\.path) == [
        "App/Assets.xcassets/AppIcon.appiconset/icon.png"
      ])
    #expect(target.alternateIcons.map(\.name) == ["Sunset"])
    #expect(target.iconComposerIcon == nil)

    // Xcode 26: the icon is AppIcon.icon, and the set of the same name is gone.
    files.removeFirst(2)
    files.append(
      ("App/AppIcon.icon/icon.json", Array(IconComposerFixtures.oneLayerJSON("front.png").utf8)))
    files.append(("App/AppIcon.icon/Assets/front.png", icon))
    let (bundled, _, _) = Self.plan(files)
    let app = try #require(bundled.first)
    #expect(app.iconComposerIcon == "App/AppIcon.icon")
    #expect(app.pictures(.appIcon(nil)).isEmpty, "the alternate is not drawn as the app's icon")
    #expect(app.alternateIcons.map(\.name) == ["Sunset"])
  }

  @Test func twoAppsGiveTwoSheetsEachWithItsOwnFindings() throws {
    var files = try FixtureApps.legacyApp().map { ("LegacyApp/" + $0.path, $0.bytes) }
    files += try FixtureApps.catalogApp().map { ("CatalogApp/" + $0.path, $0.bytes) }
    let (targets, unplaced, report) = Self.plan(files)
    #expect(targets.map(\.name).sorted() == ["CatalogApp", "LegacyApp"])
    #expect(unplaced.isEmpty)
    #expect(targets.map(\.findings.count).reduce(0, +) == report.diagnostics.count)
    for target in targets {
      #expect(target.findings.allSatisfy { $0.path.hasPrefix(target.name + "/") })
    }
    let catalog = try #require(targets.first { $0.name == "CatalogApp" })
    #expect(catalog.eras == [.flat])
    #expect(catalog.statusBarStyle == .lightContent)
    #expect(catalog.barIcons(.tabBarIcon).contains { $0.ruleLabels == ["bar-icon-opaque"] })
  }
}
