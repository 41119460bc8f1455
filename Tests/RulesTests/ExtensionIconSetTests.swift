import AssetModel
import Diagnostics
import Fixing
import Foundation
import HIG
import PNGCodec
import Raster
import Rules
import SampleArt
import TestSupport
import Testing

// Extensions' icon sets, and a flat bundle shipping files from several folders.
// The builders shared by these suites are in RealProjectFixtures.swift.

@Suite struct ExtensionIconSetTests {

  // MARK: 1. Extensions' icon sets are not the app icon

  /// A shopping app with a share extension (a glyph on transparency in its own catalog, as
  /// its "AppIcon"), an iMessage extension with its stickers icon, and a sticker pack.
  private static func appWithExtensions() throws -> InMemoryAssets {
    var assets = InMemoryAssets()
    assets["Shop.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Shop",
        resources: ["Shop/Assets.xcassets", "Shop/Base.lproj/LaunchScreen.storyboard"],
        settings: appSettings(deployment: "15.0", infoPlist: "Shop/Info.plist")),
      Target(
        name: "ShareExtension", productType: "com.apple.product-type.app-extension",
        resources: ["ShareExtension/Media.xcassets"],
        settings: appSettings(deployment: "15.0", infoPlist: "ShareExtension/Info.plist")),
      Target(
        name: "ShopMessages", productType: "com.apple.product-type.app-extension.messages",
        resources: ["ShopMessages/Assets.xcassets"],
        settings: appSettings(
          deployment: "15.0", infoPlist: "ShopMessages/Info.plist",
          more: ["ASSETCATALOG_COMPILER_APPICON_NAME": "iMessage App Icon"])),
      Target(
        name: "ShopStickers",
        productType: "com.apple.product-type.app-extension.messages-sticker-pack",
        resources: ["ShopStickers/Stickers.xcassets"],
        settings: appSettings(
          deployment: "15.0", infoPlist: "ShopStickers/Info.plist",
          more: ["ASSETCATALOG_COMPILER_APPICON_NAME": "iMessage App Icon"])),
      Target(
        name: "ShopTests", productType: "com.apple.product-type.bundle.unit-test",
        settings: ["INFOPLIST_FILE": "ShopTests/Info.plist", "SDKROOT": "iphoneos"]),
    ])
    assets["Shop/Info.plist"] = plist(launchStoryboardKey)
    assets["Shop/Base.lproj/LaunchScreen.storyboard"] = Array("<document/>".utf8)
    try singleSizeIconSet("Shop/Assets.xcassets/AppIcon.appiconset", into: &assets)
    assets["ShareExtension/Info.plist"] = extensionPlist("com.apple.share-services")
    let glyph = try png(SampleArt.barGlyph(side: 60))
    let shareSet = "ShareExtension/Media.xcassets/AppIcon.appiconset"
    assets[shareSet + "/Contents.json"] = contents([
      Entry(idiom: "iphone", size: "60x60", scale: "1x", filename: "share-60.png"),
      Entry(idiom: "iphone", size: "60x60", scale: "2x"),
      Entry(idiom: "ios-marketing", size: "1024x1024", scale: "1x"),
    ])
    assets[shareSet + "/share-60.png"] = glyph
    assets["ShopMessages/Info.plist"] = extensionPlist("com.apple.message-payload-provider")
    let messagesSet = "ShopMessages/Assets.xcassets/iMessage App Icon.stickersiconset"
    assets[messagesSet + "/Contents.json"] = contents([
      Entry(idiom: "iphone", size: "60x45", scale: "2x", filename: "messages-120x90.png"),
      Entry(idiom: "ios-marketing", size: "1024x768", scale: "1x", filename: "messages-1024.png"),
    ])
    assets[messagesSet + "/messages-120x90.png"] = try png(translucent(120))
    assets[messagesSet + "/messages-1024.png"] = try png(translucent(64))
    assets["ShopStickers/Info.plist"] = extensionPlist("com.apple.message-payload-provider")
    let stickerIcon = "ShopStickers/Stickers.xcassets/iMessage App Icon.stickersiconset"
    assets[stickerIcon + "/Contents.json"] = contents([
      Entry(idiom: "iphone", size: "60x45", scale: "2x", filename: "sticker-icon.png")
    ])
    assets[stickerIcon + "/sticker-icon.png"] = try png(
      glyphOnClear(120, 90, RGBA(0xE0, 0x40, 0x40)))
    // An extension's translucent appiconset, in the iMessage layout some apps use.
    let stickerAppIcon = "ShopStickers/Stickers.xcassets/Sticker Icon.appiconset"
    assets[stickerAppIcon + "/Contents.json"] = contents([
      Entry(idiom: "iphone", size: "60x45", scale: "2x", filename: "sticker-app.png")
    ])
    assets[stickerAppIcon + "/sticker-app.png"] = try png(
      glyphOnClear(120, 90, RGBA(0x40, 0xA0, 0x40)))
    return assets
  }

  @Test func anExtensionsIconSetIsNotTheAppIcon() throws {
    let report = try Self.appWithExtensions().check()
    let extensionFolders = ["ShareExtension", "ShopMessages", "ShopStickers"]
    for rule: RuleID in ["app-icon-alpha", "app-icon-alpha-channel", "dark-icon-edge"] {
      #expect(report.found(rule).isEmpty, "\(rule): \(report.found(rule))")
    }
    for folder in extensionFolders {
      let missing = report.diagnostics.filter {
        ($0.rule == "missing-required-asset" || $0.rule == "missing-recommended-asset"
          || $0.rule == "catalog-unassigned-slot") && $0.path.hasPrefix(folder)
      }
      #expect(missing.isEmpty, "\(folder) is an extension: \(missing)")
      #expect(report.about("target \(folder)").isEmpty, "\(report.about("target \(folder)"))")
    }
    // The app itself is judged, and is complete.
    #expect(report.found("missing-required-asset").isEmpty, "\(report.diagnostics)")
    let kinds = Dictionary(uniqueKeysWithValues: report.units.map { ($0.name, $0.kind) })
    #expect(kinds["Shop"] == "app")
    #expect(kinds["ShareExtension"] == "app extension")
    #expect(kinds["ShopMessages"] == "app extension")
    #expect(kinds["ShopStickers"] == "app extension")
    #expect(kinds["ShopTests"] == nil, "a test target ships no icons")
  }

  @Test func theSameGlyphAsTheAppsIconIsReported() throws {
    // The control: the share glyph made the app's own icon is an error.
    var assets = try Self.appWithExtensions()
    assets["Shop/Assets.xcassets/AppIcon.appiconset/AppIcon.png"] = try png(translucent(1024))
    let report = assets.check()
    #expect(
      report.paths("app-icon-alpha") == ["Shop/Assets.xcassets/AppIcon.appiconset/AppIcon.png"])
  }

  // MARK: 2. A flat bundle: files in other folders are shipped all the same

  @Test func anXcode3ProjectShipsIconsFromSeveralFolders() throws {
    var assets = InMemoryAssets()
    assets["Legacy.xcodeproj/project.pbxproj"] = projectFile(
      [
        Target(
          name: "Legacy",
          resources: [
            "Resources/Icon.png", "Resources/Icon@2x.png", "Resources/Icons/Icon-72.png",
            "Resources/Icons/Icon-Small.png", "Resources/Icons/Icon-Small@2x.png",
            "Resources/Icons/Icon-Small-50.png", "Resources/Launch/Default.png",
            "Resources/Launch/Default@2x.png", "Resources/iTunesArtwork",
          ],
          settings: appSettings(deployment: "4.3", infoPlist: "SupportingFiles/App-Info.plist"))
      ], objectVersion: 45)
    assets["SupportingFiles/App-Info.plist"] = plist()
    for (path, side) in [
      ("Resources/Icon.png", 57), ("Resources/Icon@2x.png", 114),
      ("Resources/Icons/Icon-72.png", 72),
      ("Resources/Icons/Icon-Small.png", 29), ("Resources/Icons/Icon-Small@2x.png", 58),
      ("Resources/Icons/Icon-Small-50.png", 50),
    ] {
      assets[path] = try iconPNG(side)
    }
    assets["Resources/iTunesArtwork"] = try png(
      SampleArt.masterArtwork(side: 512, roundedCorners: false))
    assets["Resources/Launch/Default.png"] = try png(flat(320, 480, RGBA(0xF5, 0xF3, 0xFF)))
    assets["Resources/Launch/Default@2x.png"] = try png(flat(640, 960, RGBA(0xF5, 0xF3, 0xFF)))
    let report = assets.check()
    let unit = try #require(report.units.first { $0.name == "Legacy" })
    #expect(Set(unit.profiles) == ["iphoneos3", "retina", "ipad"])
    let missing = report.found("missing-required-asset") + report.found("missing-recommended-asset")
    for shipped in [
      "Icon.png", "Icon@2x.png", "Icon-72.png", "Icon-Small.png", "Icon-Small@2x.png",
      "Icon-Small-50.png", "Default.png", "Default@2x.png", "iTunesArtwork",
    ] {
      #expect(
        !missing.contains { $0.message.contains("has no \(shipped):") },
        "\(shipped) is shipped from another folder: \(missing)")
    }
    #expect(report.found("info-plist-missing-file").isEmpty)
    #expect(report.found("no-app-root").isEmpty)
  }

  @Test func anInfoPlistInSupportingFilesBelongsToTheAppAroundIt() throws {
    // No project (an Xcode project checked in without its .xcodeproj, as templates are).
    var assets = InMemoryAssets()
    assets["MyApp/Supporting Files/Info.plist"] = plist(launchStoryboardKey)
    try singleSizeIconSet("MyApp/Assets.xcassets/AppIcon.appiconset", into: &assets)
    let report = assets.check()
    #expect(report.found("missing-required-asset").isEmpty, "\(report.diagnostics)")
    #expect(report.found("missing-recommended-asset").isEmpty, "\(report.diagnostics)")
    #expect(report.units.count == 1, "one app, not two: \(report.units)")
    #expect(report.units.first?.path == "MyApp")
    #expect(report.units.first?.profiles == ["modern"])
  }

}
