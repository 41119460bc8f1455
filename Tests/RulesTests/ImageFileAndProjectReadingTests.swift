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

// Image scales, CgBI and non-PNG files; synchronized folders, unreadable projects and
// hostile paths.
// The builders shared by these suites are in RealProjectFixtures.swift.

@Suite struct ImageFileAndProjectReadingTests {

  // MARK: 12. Scales, CgBI and non-PNG files

  /// An app whose image set `banner` has the given sizes per scale.
  private static func bannerApp(deployment: String, sizes: [Int: (Int, Int)]) throws
    -> InMemoryAssets
  {
    var assets = InMemoryAssets()
    assets["News.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "News", resources: ["News/Assets.xcassets"],
        settings: appSettings(
          deployment: deployment, infoPlist: "News/Info.plist",
          more: ["ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon"]))
    ])
    assets["News/Info.plist"] = plist(launchStoryboardKey)
    try singleSizeIconSet("News/Assets.xcassets/AppIcon.appiconset", into: &assets)
    let set = "News/Assets.xcassets/banner.imageset"
    let names = [1: "banner.png", 2: "banner@2x.png", 3: "banner@3x.png"]
    assets[set + "/Contents.json"] = contents(
      sizes.keys.sorted().map { Entry(scale: "\($0)x", filename: names[$0]!) })
    for (scale, (width, height)) in sizes {
      assets[set + "/" + names[scale]!] = try png(flat(width, height), .rgb8)
    }
    return assets
  }

  @Test func imageSetScalesWithinAPixelAreFine() throws {
    let report = try Self.bannerApp(
      deployment: "9.0", sizes: [1: (100, 41), 2: (201, 82), 3: (300, 122)]
    ).check()
    #expect(report.found("image-scale-mismatch").isEmpty, "\(report.found("image-scale-mismatch"))")
  }

  @Test func imageSetScalesAreHeldToThe1x() throws {
    let report = try Self.bannerApp(
      deployment: "9.0", sizes: [1: (100, 40), 2: (210, 80), 3: (300, 120)]
    ).check()
    let found = report.found("image-scale-mismatch")
    #expect(found.map(\.path) == ["News/Assets.xcassets/banner.imageset/banner@2x.png"], "\(found)")
    #expect(
      found.first?.message
        == "banner@2x.png is 210x80 px at 2x; beside banner.png (100x40 px at 1x) it should be 200x80 px"
    )
  }

  @Test func aStale1xIsNoFindingFromIOS10() throws {
    // The 1x is a leftover of another size: no device of iOS 10 shows it.
    let stale: [Int: (Int, Int)] = [1: (90, 36), 2: (200, 80), 3: (300, 120)]
    let modern = try Self.bannerApp(deployment: "10.0", sizes: stale).check()
    #expect(modern.found("image-scale-mismatch").isEmpty, "\(modern.found("image-scale-mismatch"))")
    let older = try Self.bannerApp(deployment: "9.0", sizes: stale).check()
    #expect(
      older.paths("image-scale-mismatch") == [
        "News/Assets.xcassets/banner.imageset/banner@2x.png",
        "News/Assets.xcassets/banner.imageset/banner@3x.png",
      ])
    // From iOS 10 the @3x is held to the @2x.
    let wrong3x = try Self.bannerApp(
      deployment: "10.0", sizes: [1: (90, 36), 2: (200, 80), 3: (310, 120)]
    ).check()
    let found = wrong3x.found("image-scale-mismatch")
    #expect(found.map(\.path) == ["News/Assets.xcassets/banner.imageset/banner@3x.png"])
    #expect(found.first?.message.contains("beside banner@2x.png (200x80 px at 2x)") == true)
  }

  /// iPokeMon (round 13): an iOS 7 app whose Info.plist still lists the iOS 6 names. The
  /// system picks among the files listed, so Icon@2x.png is its home-screen icon and is held to
  /// the icon rules; an unlisted Icon.png of a modern app stays a picture.
  @Test func iconsInfoPlistListsUnderAnotherErasNamesAreIcons() throws {
    var assets = InMemoryAssets()
    assets["Master.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Master", resources: ["Master/Icon.png", "Master/Icon@2x.png"],
        settings: appSettings(deployment: "7.0", infoPlist: "Master/Info.plist", family: "1"))
    ])
    assets["Master/Info.plist"] = iconFilesPlist(["Icon.png", "Icon@2x.png"])
    assets["Master/Icon.png"] = try png(flat(57), .rgb8)
    assets["Master/Icon@2x.png"] = try png(translucent(114))
    let report = assets.check()
    #expect(report.paths("app-icon-alpha") == ["Master/Icon@2x.png"], "\(report.diagnostics)")
    // Not listed, the same file is no icon of an iOS 7 app.
    assets["Master/Info.plist"] = plist("")
    #expect(assets.check().paths("app-icon-alpha").isEmpty)
  }

  @Test func aHalfPixelOfRoundingBesideAnOddAt2xIsFine() throws {
    // oscar-weather (round 12): a @2x 295 px tall is 147.5 pt, so no @3x can be exact (442.5):
    // 444 is half a pixel more than the rounding a pixel's allowance covers.
    let rounded = try Self.bannerApp(deployment: "13.0", sizes: [2: (698, 295), 3: (1048, 444)])
    #expect(rounded.check().found("image-scale-mismatch").isEmpty)
    let off = try Self.bannerApp(deployment: "13.0", sizes: [2: (698, 295), 3: (1048, 445)])
    #expect(
      off.check().paths("image-scale-mismatch") == [
        "News/Assets.xcassets/banner.imageset/banner@3x.png"
      ])
  }

  @Test(arguments: [
    "News/Images/logo.png", "News/Assets.xcassets/logo.imageset/logo.png", "News/Icon.png",
  ])
  func aCgBIFileInASourceFolderIsReportedWhateverItsRole(_ path: String) throws {
    var assets = try Self.bannerApp(deployment: "12.0", sizes: [2: (200, 80)])
    assets["News.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "News", resources: ["News/Assets.xcassets", "News/Images/logo.png", "News/Icon.png"],
        settings: appSettings(deployment: "12.0", infoPlist: "News/Info.plist"))
    ])
    if path.contains(".imageset") {
      assets["News/Assets.xcassets/logo.imageset/Contents.json"] = contents([
        Entry(scale: "2x", filename: "logo.png")
      ])
    }
    assets[path] = CgBIWriter.file(flat(57), opaque: true)
    let report = assets.check()
    let found = report.found("apple-optimized-source")
    #expect(found.map(\.path) == [path], "\(report.diagnostics)")
    #expect(found.first?.message.contains(path.split(separator: "/").last!) == true)
    #expect(report.found("apple-optimized").isEmpty)
  }

  @Test func aJPEGInAnAppIconSlotIsNotAPNGButInAnImageSetIsFine() throws {
    var assets = InMemoryAssets()
    assets["Menu.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Menu", resources: ["Menu/Assets.xcassets"],
        settings: appSettings(deployment: "12.0", infoPlist: "Menu/Info.plist"))
    ])
    assets["Menu/Info.plist"] = plist(launchStoryboardKey)
    let set = "Menu/Assets.xcassets/AppIcon.appiconset"
    assets[set + "/Contents.json"] = contents([
      Entry(size: "1024x1024", filename: "AppIcon.png", platform: "ios"),
      Entry(idiom: "mac", size: "512x512", scale: "2x", filename: "mac-1024.png"),
      Entry(idiom: "mac", size: "16x16", scale: "1x", filename: "icon_16x16.icns"),
    ])
    assets[set + "/AppIcon.png"] = FixtureWriter.jpeg()
    assets[set + "/mac-1024.png"] = icnsBytes
    assets[set + "/icon_16x16.icns"] = icnsBytes
    let photo = "Menu/Assets.xcassets/dish.imageset"
    assets[photo + "/Contents.json"] = contents([Entry(scale: "2x", filename: "dish.png")])
    assets[photo + "/dish.png"] = FixtureWriter.jpeg()
    let report = assets.check()
    let notPNG = report.found("not-a-png")
    #expect(notPNG.map(\.path) == [set + "/AppIcon.png"], "\(report.diagnostics)")
    #expect(notPNG.first?.message.hasPrefix("AppIcon.png in slot 1024x1024") == true)
    #expect(notPNG.first?.message.contains("JPEG") == true)
    #expect(report.at(photo + "/dish.png").isEmpty)
    #expect(report.at(set + "/mac-1024.png").isEmpty, "\(report.at(set + "/mac-1024.png"))")
    #expect(report.at(set + "/icon_16x16.icns").isEmpty)
    #expect(report.found("corrupt-png").isEmpty && report.found("unreadable-file").isEmpty)
  }

  // MARK: 13. Xcode 16 synchronized folders

  @Test func aSynchronizedFolderShipsAllButItsExceptions() throws {
    var assets = InMemoryAssets()
    assets["Notes.xcodeproj/project.pbxproj"] = projectFile(
      [
        Target(
          name: "Notes",
          settings: appSettings(
            deployment: "17.0", infoPlist: nil,
            more: [
              "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_UILaunchScreen_Generation": "YES",
            ]),
          synchronized: [(folder: "Notes", exceptions: ["Legacy/old-icon.png", "Info.plist"])])
      ], objectVersion: 77)
    try singleSizeIconSet("Notes/Assets.xcassets/AppIcon.appiconset", into: &assets)
    assets["Notes/Info.plist"] = plist("<key>CFBundleIconFile</key>\n<string>missing.png</string>")
    // Excluded from the target: a JPEG named .png that would be not-a-png.
    assets["Notes/Legacy/old-icon.png"] = FixtureWriter.jpeg()
    // Shipped: a broken file the check must see.
    assets["Notes/Art/broken.png"] = FixtureWriter.jpeg()
    let report = assets.check()
    #expect(report.paths("not-a-png") == ["Notes/Art/broken.png"], "\(report.diagnostics)")
    #expect(report.about("old-icon").isEmpty)
    #expect(report.about("missing.png").isEmpty, "the excluded Info.plist is not the app's")
    #expect(report.skipped == ["not in any target": 1])
    #expect(report.found("missing-required-asset").isEmpty)
    #expect(report.units.map(\.name) == ["Notes"])
  }

  // MARK: 14. An unreadable project

  @Test func anUnreadableProjectLeavesItsFolderCheckedAsAnApp() throws {
    var assets = InMemoryAssets()
    assets["Legacy/Legacy.xcodeproj/project.pbxproj"] = Array(
      "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n\t\tABC = {isa = PBXProject; <<<<<<< HEAD\n"
        .utf8)
    assets["Legacy/Info.plist"] = plist()
    assets["Legacy/Icon.png"] = try png(translucent(57))
    let report = assets.check()
    let unreadable = report.found("project-unreadable")
    #expect(unreadable.count == 1, "\(unreadable)")
    #expect(unreadable.first?.path == "Legacy/Legacy.xcodeproj/project.pbxproj")
    #expect(unreadable.first?.severity == .warning)
    #expect(unreadable.first?.message.hasPrefix("Legacy.xcodeproj cannot be read") == true)
    #expect(unreadable.first?.message.hasSuffix("its folder is checked without it") == true)
    #expect(report.paths("app-icon-alpha") == ["Legacy/Icon.png"])
    #expect(report.units.map(\.path) == ["Legacy"])
    #expect(report.found("no-app-root").isEmpty)
  }

  // MARK: 15. Hostile paths

  @Test func aProjectNamingPathsOutsideTheTreeReadsNothingThere() throws {
    var assets = InMemoryAssets()
    assets["App/App.xcodeproj/project.pbxproj"] = projectFile(
      [
        Target(
          name: "App",
          resources: [
            "../../outside/Icon.png", "/Users/dev/Icon.png", "../Shared/Assets.xcassets",
            "Resources/../../../etc/Icon.png", "Resources/Icon.png",
          ],
          settings: appSettings(
            deployment: "6.0", infoPlist: "../../outside/Info.plist",
            more: ["ASSETCATALOG_COMPILER_APPICON_NAME": "../../AppIcon"]))
      ],
      projectSettings: ["INFOPLIST_FILE": "/etc/Info.plist"])
    assets["App/Resources/Icon.png"] = try iconPNG(57)
    let inner = assets.reader
    let reader = RecordingReader(inner)
    let report = Checker().check(assets.inventory(), reader: reader)
    let outside = reader.paths.filter {
      $0.hasPrefix("../") || $0.hasPrefix("/") || $0.split(separator: "/").contains("..")
    }
    #expect(outside.isEmpty, "\(outside)")
    #expect(Set(reader.paths).isSubset(of: Set(assets.files.keys)), "\(reader.paths)")
    #expect(report.found("project-unreadable").isEmpty, "\(report.diagnostics)")
    #expect(report.units.map(\.name) == ["App"])
    #expect(
      report.diagnostics.allSatisfy { !$0.path.hasPrefix("/") && !$0.path.hasPrefix("..") },
      "\(report.diagnostics)")
  }

}
