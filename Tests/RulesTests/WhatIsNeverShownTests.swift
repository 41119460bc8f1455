import AssetModel
import Diagnostics
import HIG
import PNGCodec
import Raster
import Rules
import SampleArt
import TestSupport
import Testing

// Files a build never shows, and icons nothing else can stand in for: the patterns behind
// round 25's false findings and one of its misses (an app-icon set an Icon Composer bundle of
// its name replaces; the template's iPhone launch images of an iPad-only app that names its
// own; an iOS 6 app whose uncommitted asset catalog is named by no app-icon setting).

@Suite struct WhatIsNeverShownTests {
  // MARK: - An Icon Composer bundle in the set's place

  /// An iOS 18 app whose AppIcon set holds a 1024 icon with its corners cut away; with
  /// `bundle`, an `AppIcon.icon` in the same target's resources (demoly-app's layout).
  private static func appWithSet(bundle: Bool) throws -> InMemoryAssets {
    var assets = InMemoryAssets()
    let resources = ["App/Assets.xcassets"] + (bundle ? ["AppIcon.icon"] : [])
    assets["App.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "App", resources: resources,
        settings: appSettings(deployment: "18.0", infoPlist: "App/Info.plist"))
    ])
    assets["App/Info.plist"] = plist(launchStoryboardKey)
    let set = "App/Assets.xcassets/AppIcon.appiconset"
    assets[set + "/Contents.json"] = contents(singleSize)
    assets[set + "/AppIcon.png"] = try png(translucent(1024))
    if bundle {
      assets["AppIcon.icon/icon.json"] = Array(IconComposerFixtures.oneLayerJSON("front.png").utf8)
      assets["AppIcon.icon/Assets/front.png"] = try png(flat(1024), .rgb8)
    }
    return assets
  }

  @Test("an app-icon set an Icon Composer bundle of its name replaces is not proven to ship")
  func iconBundleReplacesTheSet() throws {
    let replaced = try Self.appWithSet(bundle: true).check()
    #expect(replaced.found("app-icon-alpha").isEmpty, "\(replaced.diagnostics)")
    #expect(replaced.found("missing-required-asset").isEmpty, "\(replaced.diagnostics)")
    #expect(replaced.found("no-app-icon").isEmpty, "\(replaced.diagnostics)")
    // Without the bundle, the set is the app icon and its translucent 1024 an error.
    let alone = try Self.appWithSet(bundle: false).check()
    #expect(
      alone.paths("app-icon-alpha") == ["App/Assets.xcassets/AppIcon.appiconset/AppIcon.png"])
  }

  @Test("a file missing from a set an Icon Composer bundle replaces is a warning, not an error")
  func missingFileOfAReplacedSet() throws {
    // dropsbackup's history: the set's PNG deleted, its Contents.json left naming it.
    var replaced = try Self.appWithSet(bundle: true)
    replaced["App/Assets.xcassets/AppIcon.appiconset/AppIcon.png"] = nil
    let finding = try #require(replaced.check().found("catalog-missing-file").first)
    #expect(finding.severity == .warning)
    #expect(
      finding.message.hasSuffix("the app does not use this set, so the app lacks nothing"))
    // The app's own set: its App Store icon is gone, an error.
    var alone = try Self.appWithSet(bundle: false)
    alone["App/Assets.xcassets/AppIcon.appiconset/AppIcon.png"] = nil
    #expect(alone.check().found("catalog-missing-file").map(\.severity) == [.error])
  }

  // MARK: - iPhone launch images of an iPad-only app

  /// An iOS 6 iPad-only app with the template's black iPhone launch images (translucent
  /// corners); with `iPadNames`, Info.plist's `UILaunchImages~ipad` names its own (LANTAN).
  private static func iPadApp(iPadNames: Bool) throws -> InMemoryAssets {
    var assets = InMemoryAssets()
    assets["Pad.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Pad", resources: ["Pad/Default.png", "Pad/Default@2x.png", "Pad/Icon-72.png"],
        settings: appSettings(
          deployment: "6.0", infoPlist: "Pad/Info.plist", family: "2",
          more: ["ASSETCATALOG_COMPILER_APPICON_NAME": ""]))
    ])
    let launchImages = """
      <key>UILaunchImages~ipad</key>
      <array><dict>
      <key>UILaunchImageName</key><string>Default-Landscape</string>
      <key>UILaunchImageOrientation</key><string>Landscape</string>
      <key>UILaunchImageSize</key><string>{768, 1024}</string>
      </dict></array>
      """
    assets["Pad/Info.plist"] = plist(iPadNames ? launchImages : "")
    for (name, width, height) in [("Default.png", 320, 480), ("Default@2x.png", 640, 960)] {
      var image = RGBAImage(width: width, height: height, fill: RGBA(0, 0, 0, 255))
      image[0, 0] = RGBA(0, 0, 0, 110)
      assets["Pad/" + name] = try png(image)
    }
    assets["Pad/Icon-72.png"] = try png(flat(72), .rgb8)
    return assets
  }

  @Test("an iPad-only app that names its iPad launch images never shows the iPhone ones")
  func iPhoneLaunchImagesOfAnIPadApp() throws {
    let named = try Self.iPadApp(iPadNames: true).check()
    #expect(named.found("launch-image-alpha").isEmpty, "\(named.diagnostics)")
    // Without its own, the iPad falls back to Default.png, which then shows.
    let fallback = try Self.iPadApp(iPadNames: false).check()
    #expect(fallback.paths("launch-image-alpha").contains("Pad/Default.png"))
  }

  @Test("a launch-image name is the iPhone's unless it carries ~ipad or an orientation")
  func iPhoneNames() throws {
    for name in ["Default.png", "Default@2x.png", "Default-568h@2x.png", "Default~iphone.png"] {
      #expect(try #require(LaunchImageNames.parse(name)).isIPhoneName, "\(name)")
    }
    for name in ["Default~ipad.png", "Default-Portrait.png", "Default-Landscape@2x~ipad.png"] {
      #expect(try !(#require(LaunchImageNames.parse(name)).isIPhoneName), "\(name)")
    }
  }

  // MARK: - A catalog the repository lacks

  /// An iOS 6 iPhone app whose icons are loose and listed in Info.plist, with no small icon;
  /// its target compiles `Images.xcassets`, which was never committed (CMR's layout).
  private static func appWithAbsentCatalog(appIconName: String?) throws -> InMemoryAssets {
    var assets = InMemoryAssets()
    var more: [String: String] = ["ASSETCATALOG_COMPILER_APPICON_NAME": ""]
    if let appIconName { more["ASSETCATALOG_COMPILER_APPICON_NAME"] = appIconName }
    assets["Old.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Old",
        resources: [
          "Old/Images.xcassets", "Icon.png", "Icon@2x.png", "Default.png", "Default@2x.png",
        ],
        settings: appSettings(
          deployment: "6.0", infoPlist: "Old/Info.plist", family: "1", more: more))
    ])
    assets["Old/Info.plist"] = plist(
      "<key>CFBundleIconFiles</key><array><string>Icon</string></array>")
    assets["Icon.png"] = try png(flat(57), .rgb8)
    assets["Icon@2x.png"] = try png(flat(114), .rgb8)
    assets["Default.png"] = try png(flat(320, 480), .rgb8)
    assets["Default@2x.png"] = try png(flat(640, 960), .rgb8)
    return assets
  }

  @Test("an absent catalog stands in for the app icon only where a setting names its set")
  func absentCatalogWithoutAnAppIconName() throws {
    let unnamed = try Self.appWithAbsentCatalog(appIconName: nil).check()
    #expect(
      unnamed.paths("missing-recommended-asset").isSuperset(of: [
        "Old/Icon-Small.png", "Old/Icon-Small@2x.png",
      ]), "\(unnamed.diagnostics)")
    // With the set named, the catalog a build step writes may hold every icon.
    let named = try Self.appWithAbsentCatalog(appIconName: "AppIcon").check()
    #expect(
      !named.found("missing-recommended-asset").contains { $0.path.contains("Icon-Small") },
      "\(named.diagnostics)")
  }
}
