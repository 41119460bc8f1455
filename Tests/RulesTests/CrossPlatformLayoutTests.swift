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

// Cordova, Flutter, React Native and Capacitor layouts: only the iOS app is checked.
// The builders shared by these suites are in RealProjectFixtures.swift.

@Suite struct CrossPlatformLayoutTests {

  // MARK: 3. Cordova: names in <Target>-Info.plist, lowercase as the files are

  @Test func lowercaseIconNamesOfACordovaInfoPlistAreNoCaseProblem() throws {
    var assets = InMemoryAssets()
    let icons = [
      ("icon-60@2x.png", 120), ("icon-60@3x.png", 180), ("icon-76.png", 76),
      ("icon-76@2x.png", 152), ("icon-small@2x.png", 58), ("icon-40@2x.png", 80),
    ]
    assets["platforms/ios/HelloCordova.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "HelloCordova",
        resources: icons.map { "HelloCordova/Resources/icons/\($0.0)" }
          + ["HelloCordova/CDVLaunchScreen.storyboard"],
        settings: appSettings(
          deployment: "9.0", infoPlist: "$(SRCROOT)/$(TARGET_NAME)/$(TARGET_NAME)-Info.plist",
          more: ["ASSETCATALOG_COMPILER_APPICON_NAME": ""]))
    ])
    for (name, side) in icons {
      assets["platforms/ios/HelloCordova/Resources/icons/\(name)"] = try iconPNG(side)
    }
    assets["platforms/ios/HelloCordova/CDVLaunchScreen.storyboard"] = Array("<document/>".utf8)
    let names = ["icon-40", "icon-small", "icon-60", "icon-76"]
      .map { "<string>\($0)</string>" }.joined(separator: "\n")
    // The same names for the iPhone and, under the `~ipad` key, for the iPad.
    let iconKeys = ["CFBundleIcons", "CFBundleIcons~ipad"].map { key in
      """
      <key>\(key)</key>
      <dict>
      <key>CFBundlePrimaryIcon</key>
      <dict>
      <key>CFBundleIconFiles</key>
      <array>
      \(names)
      </array>
      </dict>
      </dict>
      """
    }.joined(separator: "\n")
    assets["platforms/ios/HelloCordova/HelloCordova-Info.plist"] = plist(
      "<key>UILaunchStoryboardName</key>\n<string>CDVLaunchScreen</string>\n" + iconKeys)
    let report = assets.check()
    #expect(report.found("name-case").isEmpty, "\(report.found("name-case"))")
    #expect(
      report.found("info-plist-missing-file").isEmpty, "\(report.found("info-plist-missing-file"))")
    #expect(report.found("info-plist-unreadable").isEmpty)
    // Info.plist was found through $(SRCROOT)/$(TARGET_NAME): the unit is the target.
    let unit = try #require(report.units.first)
    #expect(unit.name == "HelloCordova" && unit.profiles == ["ios7"])
    #expect(
      report.found("missing-required-asset").allSatisfy { !$0.message.contains("Icon-60@2x.png") },
      "icon-60@2x.png is the iPhone icon: \(report.found("missing-required-asset"))")
  }

  @Test func aCordovaNameInTheWrongCaseIsStillReported() throws {
    // The control: the plist says Icon-60 and the file is icon-60@2x.png.
    var assets = InMemoryAssets()
    assets["App.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "App", resources: ["App/icons/icon-60@2x.png"],
        settings: appSettings(deployment: "9.0", infoPlist: "App/App-Info.plist"))
    ])
    assets["App/icons/icon-60@2x.png"] = try iconPNG(120)
    assets["App/App-Info.plist"] = plist(
      "<key>CFBundleIconFiles</key>\n<array>\n<string>Icon-60</string>\n</array>")
    let report = assets.check()
    let caseFindings = report.found("name-case").filter { $0.path == "App/App-Info.plist" }
    #expect(caseFindings.count == 1, "\(report.diagnostics)")
    #expect(caseFindings.first?.message.contains("icon-60@2x.png") == true)
  }

  /// PropertyCross's Lavaca app (iOS 5): Info.plist lists icon-57x57.png and its kin, and the
  /// project still copies an older icon-72.png that no lookup ever asks for as Icon-72.png.
  @Test(arguments: [true, false])
  func aConventionalNameInTheWrongCaseMattersOnlyWhenNoListNamesTheIcons(_ listed: Bool) throws {
    var assets = InMemoryAssets()
    let files = [
      ("icon.png", 57), ("icon-72.png", 72), ("icon-72@2x.png", 144), ("icon-57x57.png", 57),
      ("icon-114x114.png", 114), ("icon-72x72.png", 72), ("icon-144x144.png", 144),
    ]
    assets["ios/App.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "App", resources: files.map { "App/Resources/icons/\($0.0)" },
        settings: appSettings(deployment: "5.0", infoPlist: "App/App-Info.plist"))
    ])
    for (name, side) in files { assets["ios/App/Resources/icons/\(name)"] = try iconPNG(side) }
    let list = ["icon-57x57.png", "icon-114x114.png", "icon-72x72.png", "icon-144x144.png"]
      .map { "<string>\($0)</string>" }.joined(separator: "\n")
    assets["ios/App/App-Info.plist"] = plist(
      "<key>CFBundleIconFile</key>\n<string>icon.png</string>\n"
        + (listed
          ? """
          <key>CFBundleIcons</key>
          <dict><key>CFBundlePrimaryIcon</key><dict>
          <key>CFBundleIconFiles</key><array>\(list)</array>
          </dict></dict>
          """ : ""))
    let caseFindings = assets.check().found("name-case").map(\.path).sorted()
    // Without the list the device looks the iPad icon up as Icon-72.png and misses it.
    #expect(
      caseFindings
        == (listed
          ? [] : ["ios/App/Resources/icons/icon-72.png", "ios/App/Resources/icons/icon-72@2x.png"]))
  }

  /// Outline's Cordova-made Xcode project (and a Ghostery branding script) compile an asset
  /// catalog a build step writes: the 1024 icon may be in it, so its absence is unproven.
  @Test(arguments: [true, false])
  func aCatalogTheRepositoryDoesNotHoldMayHoldTheIcon(_ committed: Bool) throws {
    var assets = InMemoryAssets()
    assets["xcode/Outline.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Outline",
        resources: ["Outline/Assets.xcassets", "Outline/Bar/Bar.xcassets"],
        settings: appSettings(deployment: "15.5", infoPlist: "Outline/Outline-Info.plist"))
    ])
    assets["xcode/Outline/Outline-Info.plist"] = plist(launchStoryboardKey)
    assets["xcode/Outline/Bar/Bar.xcassets/Contents.json"] = Array("{}".utf8)
    assets["xcode/Outline/Bar/Bar.xcassets/status.imageset/Contents.json"] = Array(
      #"{"images":[{"idiom":"universal","filename":"status.png","scale":"1x"}]}"#.utf8)
    assets["xcode/Outline/Bar/Bar.xcassets/status.imageset/status.png"] = try png(
      glyphOnClear(22, 22, RGBA(255, 255, 255)))
    if committed {
      // The control: the catalog is committed, with no app-icon set in it.
      assets["xcode/Outline/Assets.xcassets/Contents.json"] = Array("{}".utf8)
    }
    let report = assets.check()
    let missing = report.found("missing-required-asset") + report.found("no-app-icon")
    #expect(missing.count == (committed ? 1 : 0), "\(report.diagnostics)")
  }

  // MARK: 11. Cross-platform layouts

  struct Layout: Sendable, CustomTestStringConvertible {
    var name: String
    var project: String
    var target: String
    /// The app's folder, relative to the project's folder.
    var appFolder: String
    /// Images of other platforms and of the web, never an iOS app's.
    var others: [String]

    var testDescription: String { name }
    var sourceRoot: String {
      String(project.split(separator: "/").dropLast().joined(separator: "/"))
    }
  }

  @Test(arguments: [
    Layout(
      name: "Flutter", project: "ios/Runner.xcodeproj", target: "Runner", appFolder: "Runner",
      others: [
        "android/app/src/main/res/mipmap-hdpi/ic_launcher.png",
        "android/app/src/main/res/mipmap-xxxhdpi/ic_launcher.png", "assets/icon/icon.png",
        "web/icons/Icon-192.png", "macos/Runner/Assets.xcassets/AppIcon.appiconset/app_icon_16.png",
      ]),
    Layout(
      name: "React Native", project: "ios/Chat.xcodeproj", target: "Chat", appFolder: "Chat",
      others: [
        "android/app/src/main/res/mipmap-mdpi/ic_launcher_round.png", "app/images/logo.png",
      ]),
    Layout(
      name: "Capacitor", project: "ios/App/App.xcodeproj", target: "App", appFolder: "App",
      others: [
        "android/app/src/main/res/mipmap-hdpi/ic_launcher_foreground.png",
        "public/assets/icon/favicon.png", "resources/icon.png",
      ]),
  ])
  func crossPlatformTreesCheckOnlyTheIOSApp(_ layout: Layout) throws {
    var assets = InMemoryAssets()
    let app = layout.sourceRoot + "/" + layout.appFolder
    assets[layout.project + "/project.pbxproj"] = projectFile([
      Target(
        name: layout.target,
        resources: [
          layout.appFolder + "/Assets.xcassets",
          layout.appFolder + "/Base.lproj/LaunchScreen.storyboard",
        ],
        settings: appSettings(
          deployment: "12.0", infoPlist: layout.appFolder + "/Info.plist", family: "1"))
    ])
    assets[app + "/Info.plist"] = plist(launchStoryboardKey)
    assets[app + "/Base.lproj/LaunchScreen.storyboard"] = Array("<document/>".utf8)
    let set = app + "/Assets.xcassets/AppIcon.appiconset"
    assets[set + "/Contents.json"] = contents([
      Entry(idiom: "iphone", size: "60x60", scale: "2x", filename: "Icon-App-60x60@2x.png"),
      Entry(idiom: "iphone", size: "60x60", scale: "3x", filename: "Icon-App-60x60@3x.png"),
      Entry(
        idiom: "ios-marketing", size: "1024x1024", scale: "1x",
        filename: "Icon-App-1024x1024@1x.png"),
    ])
    assets[set + "/Icon-App-60x60@2x.png"] = try iconPNG(120)
    // A slot of the wrong size: the iOS set is checked.
    assets[set + "/Icon-App-60x60@3x.png"] = try iconPNG(120)
    assets[set + "/Icon-App-1024x1024@1x.png"] = try iconPNG(1024)
    // Other platforms' icons: round, translucent, of any size.
    for path in layout.others { assets[path] = try png(translucent(48)) }
    let report = assets.check()
    #expect(
      report.paths("catalog-wrong-size") == [set + "/Icon-App-60x60@3x.png"],
      "\(report.diagnostics)")
    let onOthers = report.diagnostics.filter { diagnostic in
      layout.others.contains { $0 == diagnostic.path || $0.hasPrefix(diagnostic.path + "/") }
        || !diagnostic.path.hasPrefix(layout.sourceRoot)
    }
    #expect(onOthers.isEmpty, "\(onOthers)")
    #expect(report.skipped.values.reduce(0, +) == layout.others.count, "\(report.skipped)")
    #expect(report.units.map(\.name) == [layout.target])
    #expect(report.units.first?.project == layout.project)
    #expect(report.found("no-app-root").isEmpty)
  }

}
