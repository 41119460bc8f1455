import AssetModel
import Checking
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

// iOS 18 appearances, colour profiles and interlacing of an app's icons.
// The builders shared by these suites are in RealProjectFixtures.swift.

@Suite struct IconAppearanceTests {

  // MARK: 4. iOS 18 appearances

  @Test(arguments: ["12.0", "18.0"])
  func darkAndTintedAppearancesMayBeTransparent(_ deployment: String) throws {
    var assets = InMemoryAssets()
    assets["Weather.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Weather", resources: ["Weather/Assets.xcassets"],
        settings: appSettings(
          deployment: deployment, infoPlist: nil,
          more: [
            "GENERATE_INFOPLIST_FILE": "YES",
            "INFOPLIST_KEY_UILaunchScreen_Generation": "YES",
          ]))
    ])
    let set = "Weather/Assets.xcassets/AppIcon.appiconset"
    assets[set + "/Contents.json"] = contents([
      Entry(size: "1024x1024", filename: "AppIcon.png", platform: "ios"),
      Entry(size: "1024x1024", filename: "AppIcon-Dark.png", platform: "ios", appearance: "dark"),
      Entry(
        size: "1024x1024", filename: "AppIcon-Tinted.png", platform: "ios", appearance: "tinted"),
    ])
    assets[set + "/AppIcon.png"] = try icon1024.get()
    assets[set + "/AppIcon-Dark.png"] = try darkGlyph1024.get()
    assets[set + "/AppIcon-Tinted.png"] = try tintedGlyph1024.get()
    let report = assets.check()
    for rule: RuleID in ["app-icon-alpha", "app-icon-alpha-channel", "dark-icon-edge"] {
      #expect(report.found(rule).isEmpty, "\(rule): \(report.found(rule))")
    }
    #expect(report.found("missing-required-asset").isEmpty, "\(report.diagnostics)")
    let plans = AssetFixer.checkAndPlan(
      assets.inventory(), reader: assets.reader, checker: Checker()
    ).plans
    let appearancePaths: Set = [set + "/AppIcon-Dark.png", set + "/AppIcon-Tinted.png"]
    #expect(plans.allSatisfy { !appearancePaths.contains($0.path) }, "\(plans.map(\.path))")
    #expect(plans.isEmpty)
    // The control: the same transparency in the any (light) entry is an error.
    assets[set + "/AppIcon.png"] = try darkGlyph1024.get()
    #expect(assets.check().paths("app-icon-alpha") == [set + "/AppIcon.png"])
  }

  // MARK: 6. Colour profiles in catalogs

  @Test(arguments: [
    ("Display P3", false), ("Adobe RGB (1998)", true), ("sRGB IEC61966-2.1", false),
  ])
  func aCatalogIconMayBeDisplayP3(_ profile: String, _ reported: Bool) throws {
    var assets = InMemoryAssets()
    assets["Photos.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Photos", resources: ["Photos/Images.xcassets"],
        settings: appSettings(deployment: "10.0", infoPlist: "Photos/Info.plist", family: "1"))
    ])
    assets["Photos/Info.plist"] = plist(launchStoryboardKey)
    let set = "Photos/Images.xcassets/AppIcon.appiconset"
    assets[set + "/Contents.json"] = contents([
      Entry(idiom: "iphone", size: "60x60", scale: "2x", filename: "Icon-120.png"),
      Entry(idiom: "iphone", size: "60x60", scale: "3x", filename: "Icon-180.png"),
      Entry(idiom: "ios-marketing", size: "1024x1024", scale: "1x", filename: "Icon-1024.png"),
    ])
    assets[set + "/Icon-120.png"] = try withProfile(flat(120), description: profile)
    assets[set + "/Icon-180.png"] = try iconPNG(180)
    assets[set + "/Icon-1024.png"] = try iconPNG(1024)
    let report = assets.check()
    let found = report.found("non-srgb-profile")
    if reported {
      #expect(found.map(\.path) == [set + "/Icon-120.png"], "\(report.diagnostics)")
      #expect(found.first?.message.contains("\"\(profile)\"") == true)
      #expect(found.first?.message.contains("neither sRGB nor Display P3") == true)
    } else {
      #expect(found.isEmpty, "\(found)")
    }
  }

  // MARK: 7. Interlacing never ships from a catalog

  @Test func interlacingMattersOnlyOutsideCatalogs() throws {
    var assets = InMemoryAssets()
    assets["Tabs.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Tabs",
        resources: ["Tabs/Assets.xcassets", "Tabs/Images/toolbar-star.png", "Tabs/Icon-76.png"],
        settings: appSettings(deployment: "9.0", infoPlist: "Tabs/Info.plist", family: "1"))
    ])
    assets["Tabs/Info.plist"] = plist(launchStoryboardKey)
    let set = "Tabs/Assets.xcassets/AppIcon.appiconset"
    assets[set + "/Contents.json"] = contents([
      Entry(idiom: "iphone", size: "60x60", scale: "2x", filename: "Icon-120.png"),
      Entry(idiom: "iphone", size: "60x60", scale: "3x", filename: "Icon-180.png"),
      Entry(idiom: "ios-marketing", size: "1024x1024", scale: "1x", filename: "Icon-1024.png"),
    ])
    assets[set + "/Icon-120.png"] = FixtureWriter.interlaced(flat(120))
    assets[set + "/Icon-180.png"] = try iconPNG(180)
    assets[set + "/Icon-1024.png"] = try iconPNG(1024)
    let template = "Tabs/Assets.xcassets/tab-star.imageset"
    assets[template + "/Contents.json"] = contents(
      [Entry(scale: "2x", filename: "tab-star@2x.png")],
      properties: "\"template-rendering-intent\" : \"template\"")
    assets[template + "/tab-star@2x.png"] = FixtureWriter.interlaced(SampleArt.barGlyph(side: 50))
    assets["Tabs/Images/toolbar-star.png"] = FixtureWriter.interlaced(SampleArt.barGlyph(side: 22))
    // The same icon loose, under its conventional name: it ships as it is.
    assets["Tabs/Icon-76.png"] = FixtureWriter.interlaced(flat(76))
    let report = assets.check()
    let interlaced = report.found("interlaced")
    #expect(
      interlaced.map(\.path) == ["Tabs/Icon-76.png", "Tabs/Images/toolbar-star.png"],
      "\(interlaced)")
    #expect(
      interlaced.map(\.message).sorted() == [
        "Icon-76.png is Adam7-interlaced: larger and slower to decode, for no benefit",
        "toolbar-star.png is Adam7-interlaced: larger and slower to decode, for no benefit",
      ])
  }

}
