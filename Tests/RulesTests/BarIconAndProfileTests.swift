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

// Bar-icon roles, and the profiles inferred from a project or a folder's files.
// The builders shared by these suites are in RealProjectFixtures.swift.

@Suite struct BarIconAndProfileTests {

  // MARK: 8. Bar-icon roles

  private static func storyboard(tabImage: String) -> [UInt8] {
    Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="tbc-1">
          <scenes>
              <scene sceneID="sc-1">
                  <objects>
                      <viewController id="vc-1" sceneMemberID="viewController">
                          <tabBarItem key="tabBarItem" title="Home" image="\(tabImage)" id="tbi-1"/>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
          <resources>
              <image name="\(tabImage)" width="25" height="25"/>
          </resources>
      </document>

      """.utf8)
  }

  private static func barIconApp(renderingIntent: String?) throws -> InMemoryAssets {
    var assets = InMemoryAssets()
    assets["Feed.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Feed",
        resources: [
          "Feed/Assets.xcassets", "Feed/Base.lproj/Main.storyboard", "Feed/Toolbar/toolbar-bg.png",
          "Feed/Toolbar/toolbar-bg@2x.png",
        ],
        settings: appSettings(deployment: "13.0", infoPlist: "Feed/Info.plist"))
    ])
    assets["Feed/Info.plist"] = plist(launchStoryboardKey)
    assets["Feed/Base.lproj/Main.storyboard"] = storyboard(tabImage: "tab-home")
    try singleSizeIconSet("Feed/Assets.xcassets/AppIcon.appiconset", into: &assets)
    // A background slice of the toolbar: opaque, 10 points wide.
    assets["Feed/Toolbar/toolbar-bg.png"] = try png(flat(10, 44, RGBA(0x30, 0x30, 0x38)))
    assets["Feed/Toolbar/toolbar-bg@2x.png"] = try png(flat(20, 88, RGBA(0x30, 0x30, 0x38)))
    let set = "Feed/Assets.xcassets/tab-home.imageset"
    assets[set + "/Contents.json"] = contents(
      [
        Entry(scale: "1x", filename: "tab-home.png"),
        Entry(scale: "2x", filename: "tab-home@2x.png"),
        Entry(scale: "3x", filename: "tab-home@3x.png"),
      ], properties: renderingIntent.map { "\"template-rendering-intent\" : \"\($0)\"" })
    for (name, side) in [("tab-home.png", 25), ("tab-home@2x.png", 50), ("tab-home@3x.png", 75)] {
      assets[set + "/" + name] = try png(flat(side, side, RGBA(0xE0, 0x50, 0x30)), .rgb8)
    }
    return assets
  }

  @Test func aTabBarItemMakesItsImageSetABarIcon() throws {
    let report = try Self.barIconApp(renderingIntent: nil).check()
    let set = "Feed/Assets.xcassets/tab-home.imageset"
    #expect(
      report.paths("bar-icon-opaque")
        == [set + "/tab-home.png", set + "/tab-home@2x.png", set + "/tab-home@3x.png"],
      "\(report.diagnostics)")
    #expect(
      report.found("bar-icon-opaque").allSatisfy { $0.message.contains("solid square") })
    #expect(report.about("toolbar-bg").isEmpty, "a background slice: \(report.about("toolbar-bg"))")
  }

  @Test func anImageSetDrawnAsItsOriginalIsNoBarIcon() throws {
    let report = try Self.barIconApp(renderingIntent: "original").check()
    #expect(report.about("tab-home").isEmpty, "\(report.about("tab-home"))")
    #expect(report.about("toolbar-bg").isEmpty)
  }

  // MARK: 10. Profile inference

  @Test func aModernDeploymentTargetAsksNothingOfLooseFiles() throws {
    var assets = InMemoryAssets()
    assets["Habit.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Habit", resources: ["Habit/Assets.xcassets"],
        settings: appSettings(
          deployment: "13.0", infoPlist: nil,
          more: [
            "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_UILaunchScreen_Generation": "YES",
          ]))
    ])
    try singleSizeIconSet("Habit/Assets.xcassets/AppIcon.appiconset", into: &assets)
    let report = assets.check()
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
    #expect(report.about("Icon.png").isEmpty)
    let unit = try #require(report.units.first)
    #expect(report.units.count == 1)
    #expect(unit.name == "Habit" && unit.kind == "app" && unit.project == "Habit.xcodeproj")
    #expect(unit.profiles == ["modern"])
    #expect(unit.profileReason == "IPHONEOS_DEPLOYMENT_TARGET 13.0")
  }

  @Test func anIOS5UniversalTargetIsOfThreeProfiles() throws {
    var assets = InMemoryAssets()
    assets["Tweejump.xcodeproj/project.pbxproj"] = projectFile(
      [
        Target(
          name: "Tweejump", resources: ["Resources/Icon.png"],
          settings: appSettings(deployment: "5.0", infoPlist: "Resources/Info.plist"))
      ], objectVersion: 46)
    assets["Resources/Info.plist"] = plist()
    assets["Resources/Icon.png"] = try iconPNG(57)
    let report = assets.check()
    let unit = try #require(report.units.first)
    #expect(Set(unit.profiles) == ["iphoneos3", "retina", "ipad"])
    #expect(unit.profileReason == "IPHONEOS_DEPLOYMENT_TARGET 5.0")
  }

  @Test func aFolderOfLooseIconsIsOfItsFilesEra() throws {
    let assets = InMemoryAssets([
      "Gorillas/Icon.png": try iconPNG(57), "Gorillas/Icon@2x.png": try iconPNG(114),
    ])
    let report = assets.check()
    let unit = try #require(report.units.first)
    #expect(report.units.count == 1)
    #expect(unit.path == "Gorillas" && unit.project == nil)
    #expect(Set(unit.profiles) == ["iphoneos3", "retina"])
    #expect(unit.profileReason == "loose Icon.png, @2x files")
  }

  /// `icons --profile ios7` writes Icon-Small.png and Icon-Small@2x.png too, names iOS 7 kept
  /// from iPhone OS 3 and 4: they were read as an iphoneos3,retina folder, which then lacked
  /// Icon.png and Icon@2x.png. Its app icons are iOS 7's alone; with a 57 pt Icon.png beside
  /// them, the folder is of an app that still runs on iOS 6.
  @Test func aFolderOfIOS7AppIconsIsOfIOS7ThoughItKeepsOlderSmallIconNames() throws {
    var assets = InMemoryAssets([
      "Gorillas/Icon-60@2x.png": try iconPNG(120), "Gorillas/Icon-60@3x.png": try iconPNG(180),
      "Gorillas/Icon-Small.png": try iconPNG(29), "Gorillas/Icon-Small@2x.png": try iconPNG(58),
      "Gorillas/Icon-Small@3x.png": try iconPNG(87),
      "Gorillas/Icon-Small-40@2x.png": try iconPNG(80),
      "Gorillas/Icon-Small-40@3x.png": try iconPNG(120),
    ])
    let report = assets.check()
    let unit = try #require(report.units.first)
    #expect(unit.profiles == ["ios7"])
    #expect(unit.profileReason == "loose iOS 7 icon names (Icon-60@2x.png)")
    #expect(!report.has("missing-required-asset"), "\(report.diagnostics)")
    assets["Gorillas/Icon.png"] = try iconPNG(57)
    #expect(Set(try #require(assets.check().units.first).profiles) == ["iphoneos3", "retina"])
  }

  @Test func aLeftoverIconPNGOfAModernAppIsNotHeldToIPhoneOS3() throws {
    // An app moved to iOS 13 and a single-size catalog keeps a loose Icon.png of iOS 7's
    // 60 points in its resources; no Info.plist key names it, so iOS never shows it.
    var assets = InMemoryAssets()
    assets["Habit.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Habit", resources: ["Habit/Assets.xcassets", "Habit/Icon.png"],
        settings: appSettings(deployment: "13.0", infoPlist: "Habit/Info.plist"))
    ])
    assets["Habit/Info.plist"] = plist(launchStoryboardKey)
    try singleSizeIconSet("Habit/Assets.xcassets/AppIcon.appiconset", into: &assets)
    assets["Habit/Icon.png"] = try iconPNG(60)
    let report = assets.check()
    #expect(report.units.first?.profiles == ["modern"])
    #expect(report.at("Habit/Icon.png").isEmpty, "\(report.at("Habit/Icon.png"))")
  }

}
