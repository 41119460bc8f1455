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

// Patterns found by replaying real histories through the hook.
// The builders shared by these suites are in RealProjectFixtures.swift.

@Suite struct HookReplayTests {

  // MARK: 16. Found by replaying real histories through the hook

  @Test func anIconGeneratorsSourceFolderIsNoApp() throws {
    // Ionic and Cordova keep the sources `cordova-res` and `capacitor-assets` scale from, in
    // lowercase, before any iOS project exists: not an app, and not misnamed app icons.
    let assets = InMemoryAssets([
      "resources/icon.png": try iconPNG(1024),
      "resources/splash.png": try iconPNG(1024),
      "resources/ios/icon/icon-72.png": try iconPNG(72),
      "resources/ios/icon/icon-small@2x.png": try iconPNG(58),
    ])
    let report = assets.check()
    #expect(report.units.isEmpty, "\(report.units)")
    #expect(report.found("name-case").isEmpty && report.found("wrong-size").isEmpty)
    #expect(report.diagnostics.map(\.rule) == ["no-app-root"], "\(report.diagnostics)")
  }

  @Test func aMacOSTargetsInfoPlistIsNoIOSApps() throws {
    // A Flutter repository's macOS share extension names its `icon.icns` without extension.
    var assets = InMemoryAssets()
    assets["Mac/Runner.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "ShareExtension", productType: "com.apple.product-type.app-extension",
        resources: ["ShareExtension/Assets.xcassets"],
        settings: [
          "SDKROOT": "macosx", "MACOSX_DEPLOYMENT_TARGET": "10.15",
          "INFOPLIST_FILE": "ShareExtension/Info.plist",
        ])
    ])
    assets["Mac/ShareExtension/Info.plist"] = plist(
      "<key>CFBundleIconFile</key><string>icon</string><key>NSExtension</key><dict/>")
    assets["Mac/ShareExtension/Assets.xcassets/Contents.json"] = Array(
      #"{ "info" : { "version" : 1, "author" : "xcode" } }"#.utf8)
    let report = assets.check()
    #expect(report.units.map(\.kind) == ["macOS app"])
    #expect(report.found("info-plist-missing-file").isEmpty, "\(report.diagnostics)")
    // Named as the hook names a commit's files, a file below `macos/` is still not an app's.
    var withMacOS = assets
    withMacOS["macos/Runner/Info.plist"] = plist(
      "<key>CFBundleIconFile</key><string>AppIcon</string>")
    let named = Checker().check(
      withMacOS.inventory(scope: .named(folders: [], files: ["macos/Runner/Info.plist"])),
      reader: withMacOS.reader)
    #expect(named.found("info-plist-missing-file").isEmpty, "\(named.diagnostics)")
    #expect(!named.units.contains { $0.path == "macos/Runner" }, "\(named.units)")
  }

  @Test func aWatchOSAppOfOneTargetIsAWatchApp() throws {
    // Xcode 14 and later: a watch app is one target of product type application for watchOS.
    var assets = InMemoryAssets()
    assets["Watch.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Watch", resources: ["Watch/Assets.xcassets"],
        settings: ["SDKROOT": "watchos", "WATCHOS_DEPLOYMENT_TARGET": "10.0"])
    ])
    try singleSizeIconSet("Watch/Assets.xcassets/AppIcon.appiconset", into: &assets)
    let report = assets.check()
    #expect(report.units.map(\.kind) == ["watch app"])
    #expect(report.units.map(\.profileReason) == ["a watchOS target"])
    #expect(report.found("missing-required-asset").isEmpty, "\(report.diagnostics)")
  }

  @Test func aProjectPathInAnotherLetterCaseFindsTheFolderAsAMacsDiskDoes() throws {
    // A group path `ZgChess` beside the folder `ZGChess`: Xcode builds it on a Mac's
    // case-insensitive disk, so the catalog, Info.plist and pictures ship.
    var assets = InMemoryAssets()
    assets["Chess.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Chess", resources: ["ZgChess/Images.xcassets", "ZgChess/stone.png"],
        settings: appSettings(deployment: "12.0", infoPlist: "ZgChess/Info.plist"))
    ])
    assets["ZGChess/Info.plist"] = plist(launchStoryboardKey)
    let set = "ZGChess/Images.xcassets/AppIcon.appiconset"
    assets[set + "/Contents.json"] = contents(singleSize)
    assets[set + "/AppIcon.png"] = try png(flat(1024), .rgba8)  // an opaque alpha channel
    assets["ZGChess/stone.png"] = FixtureWriter.jpeg()
    let report = assets.check()
    #expect(
      report.paths("app-icon-alpha-channel") == [set + "/AppIcon.png"], "\(report.diagnostics)")
    #expect(report.paths("not-a-png") == ["ZGChess/stone.png"])
    #expect(report.found("missing-required-asset").isEmpty)
    #expect(report.skipped.isEmpty, "\(report.skipped)")
    // Two spellings in the tree: a Mac's disk would hold one, so the project is not guessed at.
    assets["ZGCHESS/stone.png"] = FixtureWriter.jpeg()
    let ambiguous = assets.check()
    #expect(ambiguous.found("not-a-png").isEmpty, "\(ambiguous.diagnostics)")
    #expect(ambiguous.skipped == ["not in any target": 2], "\(ambiguous.skipped)")
  }

  @Test func aScaledPictureForOneDevicePairsWithItsOwnOneX() throws {
    // `menu@2x~ipad.png` is drawn in the space of `menu~ipad.png`, not of `menu.png`.
    var assets = InMemoryAssets()
    assets["Game.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Game", resources: ["Game/art"],
        settings: appSettings(deployment: "9.0", infoPlist: "Game/Info.plist"))
    ])
    assets["Game/Info.plist"] = plist(launchStoryboardKey)
    assets["Game/art/menu.png"] = try png(flat(320, 480), .rgb8)
    assets["Game/art/menu@2x.png"] = try png(flat(640, 960), .rgb8)
    assets["Game/art/menu~ipad.png"] = try png(flat(512, 384), .rgb8)
    assets["Game/art/menu@2x~ipad.png"] = try png(flat(1078, 808), .rgb8)
    assets["Game/art/board~iphone.png"] = try png(flat(100, 50), .rgb8)
    assets["Game/art/board@3x~iphone.png"] = try png(flat(300, 150), .rgb8)
    let report = assets.check()
    let mismatches = report.found("image-scale-mismatch")
    #expect(mismatches.map(\.path) == ["Game/art/menu@2x~ipad.png"], "\(report.diagnostics)")
    #expect(
      mismatches.first?.message
        == "menu@2x~ipad.png is 1078x808 px at 2x; beside menu~ipad.png (512x384 px at 1x) it should be 1024x768 px"
    )
  }

  @Test func aWatchAppsOwnSetReportsItsEmptyWatchSlots() throws {
    // A WatchKit app whose set leaves the 42 mm long-look slot empty; the entries without a
    // size are Xcode's placeholders for files it could not place, and say nothing.
    var assets = InMemoryAssets()
    assets["Cherry.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Cherry", resources: ["Cherry/Images.xcassets"],
        settings: appSettings(deployment: "12.0", infoPlist: "Cherry/Info.plist", family: "1"),
        dependencies: ["Cherry Watch"]),
      Target(
        name: "Cherry Watch", productType: "com.apple.product-type.application.watchapp",
        resources: ["Cherry Watch/Images.xcassets"],
        settings: ["SDKROOT": "iphoneos", "ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon"]),
    ])
    assets["Cherry/Info.plist"] = plist(launchStoryboardKey)
    try singleSizeIconSet("Cherry/Images.xcassets/AppIcon.appiconset", into: &assets)
    let set = "Cherry Watch/Images.xcassets/AppIcon.appiconset"
    assets[set + "/Contents.json"] = contents([
      Entry(
        idiom: "watch", size: "40x40", scale: "2x", filename: "launcher80.png",
        extra: [("role", "appLauncher"), ("subtype", "38mm")]),
      Entry(
        idiom: "watch", size: "44x44", scale: "2x",
        extra: [("role", "longLook"), ("subtype", "42mm")]),
      Entry(idiom: "watch", scale: "2x", extra: [("role", "notificationCenter")]),
      Entry(idiom: "watch-marketing", size: "1024x1024", scale: "1x", filename: "store.png"),
    ])
    assets[set + "/launcher80.png"] = try png(flat(80), .rgb8)
    assets[set + "/store.png"] = try png(flat(1024), .rgb8)
    let report = assets.check()
    let empty = report.found("catalog-unassigned-slot")
    #expect(
      empty.map(\.message) == ["slot 44x44@2x 42mm (watch) of AppIcon.appiconset has no image"],
      "\(report.diagnostics)")
    #expect(empty.first?.path == set + "/Contents.json")
    // A WatchKit 1 app is built with the iOS SDK: current rules, said in words that fit it.
    #expect(report.units.map(\.profileReason).contains("a WatchKit app target"), "\(report.units)")
    // The iPhone app's set has no watch slots to miss, and its own set is not judged by them.
    #expect(!report.found("catalog-unassigned-slot").contains { $0.path.hasPrefix("Cherry/") })
  }

  @Test func aWatchAppNoAppEmbedsShipsNothing() throws {
    // Cortado: the WatchKit app and its extension are targets of the project, but the iPhone
    // app neither embeds nor depends on them; the watch app's empty set is no finding.
    var assets = InMemoryAssets()
    let watchSet = "Watch/Images.xcassets/AppIcon.appiconset"
    func project(embedded: Bool) -> [UInt8] {
      projectFile([
        Target(
          name: "Cortado", resources: ["Cortado/Images.xcassets"],
          settings: appSettings(deployment: "12.0", infoPlist: "Cortado/Info.plist", family: "1"),
          dependencies: embedded ? ["Cortado Extension"] : []),
        Target(
          name: "Cortado Extension", productType: "com.apple.product-type.watchkit-extension",
          settings: ["SDKROOT": "iphoneos"], dependencies: ["Cortado Watch"]),
        Target(
          name: "Cortado Watch", productType: "com.apple.product-type.application.watchapp",
          resources: ["Watch/Images.xcassets"],
          settings: ["SDKROOT": "iphoneos", "ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon"]),
      ])
    }
    assets["Cortado/Info.plist"] = plist(launchStoryboardKey)
    try singleSizeIconSet("Cortado/Images.xcassets/AppIcon.appiconset", into: &assets)
    assets[watchSet + "/Contents.json"] = contents([
      Entry(
        idiom: "watch", size: "40x40", scale: "2x",
        extra: [("role", "appLauncher"), ("subtype", "38mm")])
    ])
    assets["Cortado.xcodeproj/project.pbxproj"] = project(embedded: false)
    let alone = assets.check()
    #expect(alone.found("no-app-icon").isEmpty, "\(alone.diagnostics)")
    #expect(
      !alone.diagnostics.contains { $0.path.hasPrefix("Watch/") && $0.severity != .note },
      "\(alone.diagnostics)")
    // Embedded through its extension, the same empty set is the watch app's missing icon.
    assets["Cortado.xcodeproj/project.pbxproj"] = project(embedded: true)
    let shipped = assets.check()
    #expect(shipped.paths("no-app-icon") == [watchSet + "/Contents.json"], "\(shipped.diagnostics)")
  }

  @Test func anIPadListUnderItsOwnKeyNamesTheIPadIcons() throws {
    // An iOS 5 universal game: CFBundleIconFiles~ipad names its 72 and 144 px icons
    // `iPad-old`, and both lists still name the template's absent Icon*.png; the iPad is held
    // in portrait only, so no landscape launch image is ever shown.
    var assets = InMemoryAssets()
    assets["Bat.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Bat", resources: ["Resources"],
        settings: appSettings(deployment: "5.0", infoPlist: "Resources/Info.plist"))
    ])
    let list = { (names: [String]) in
      "<array>" + names.map { "<string>\($0)</string>" }.joined() + "</array>"
    }
    assets["Resources/Info.plist"] = plist(
      """
      <key>CFBundleIconFiles</key>\(list(["iPhone-old", "Icon-72.png"]))
      <key>CFBundleIconFiles~ipad</key>\(list(["iPad-old", "Icon-72.png"]))
      <key>UISupportedInterfaceOrientations~ipad</key>\(list(["UIInterfaceOrientationPortrait"]))
      """)
    for (name, side) in [
      ("iPhone-old.png", 57), ("iPhone-old@2x.png", 114), ("iPad-old.png", 72),
      ("iPad-old@2x.png", 144),
    ] {
      assets["Resources/Icons/\(name)"] = try iconPNG(side)
    }
    assets["Resources/Default.png"] = try png(flat(320, 480), .rgb8)
    assets["Resources/Default@2x.png"] = try png(flat(640, 960), .rgb8)
    let report = assets.check()
    #expect(
      report.about("Icon-72").map(\.rule) == ["info-plist-missing-file"], "\(report.diagnostics)")
    #expect(
      report.found("info-plist-missing-file").map(\.message) == [
        "Info.plist names Icon-72.png in CFBundleIconFiles and CFBundleIconFiles~ipad, but target Bat has no such file (ITMS-90032)"
      ])
    let launch = report.found("missing-recommended-asset").map(\.path)
    #expect(launch.contains("Resources/Default-Portrait.png"), "\(launch)")
    #expect(!launch.contains("Resources/Default-Landscape.png"), "\(launch)")
    // The same app allowing landscape on the iPad is asked for that launch image too.
    assets["Resources/Info.plist"] = plist(
      """
      <key>CFBundleIconFiles~ipad</key>\(list(["iPad-old"]))
      <key>UISupportedInterfaceOrientations~ipad</key>\(list(["UIInterfaceOrientationLandscapeLeft"]))
      """)
    let landscape = assets.check().found("missing-recommended-asset").map(\.path)
    #expect(landscape.contains("Resources/Default-Landscape.png"), "\(landscape)")
    #expect(!landscape.contains("Resources/Default-Portrait.png"), "\(landscape)")
    // iLabyrinth (round 19): with no list, the orientation the iPad launches in decides.
    assets["Resources/Info.plist"] = plist(
      """
      <key>CFBundleIconFiles~ipad</key>\(list(["iPad-old"]))
      <key>UIInterfaceOrientation~ipad</key><string>UIInterfaceOrientationLandscapeLeft</string>
      """)
    let launching = assets.check().found("missing-recommended-asset").map(\.path)
    #expect(launching.contains("Resources/Default-Landscape.png"), "\(launching)")
    #expect(!launching.contains("Resources/Default-Portrait.png"), "\(launching)")
  }

  @Test func aLooseAtTwoXTheSizeOfItsOneXIsDrawnAtHalfSize() throws {
    // A game's sprite exported twice at 1x and named @2x; an image set with the same picture
    // in every slot (a template's splash for a storyboard) is left alone.
    var assets = InMemoryAssets()
    assets["Game.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Game", resources: ["Game/art", "Game/Assets.xcassets"],
        settings: appSettings(deployment: "9.0", infoPlist: "Game/Info.plist"))
    ])
    assets["Game/Info.plist"] = plist(launchStoryboardKey)
    try singleSizeIconSet("Game/Assets.xcassets/AppIcon.appiconset", into: &assets)
    assets["Game/art/bat.png"] = try png(flat(125, 46), .rgb8)
    assets["Game/art/bat@2x.png"] = try png(flat(125, 46, RGBA(9, 9, 9)), .rgb8)
    let splash = "Game/Assets.xcassets/Splash.imageset"
    assets[splash + "/Contents.json"] = contents([
      Entry(scale: "1x", filename: "splash.png"), Entry(scale: "2x", filename: "splash-1.png"),
      Entry(scale: "3x", filename: "splash-2.png"),
    ])
    for name in ["splash.png", "splash-1.png", "splash-2.png"] {
      assets[splash + "/" + name] = try png(flat(64), .rgb8)
    }
    let report = assets.check()
    #expect(
      report.found("image-scale-mismatch").map(\.message) == [
        "bat@2x.png is 125x46 px at 2x; beside bat.png (125x46 px at 1x) it should be 250x92 px"
      ], "\(report.diagnostics)")
  }

  @Test func picturesOfAnAppWithNo1xScreenAreHeldToTheirAt2x() throws {
    // An iOS 15 app (littlego's toolbar glyphs): its 1x files are never loaded.
    var assets = InMemoryAssets()
    assets["Go.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Go", resources: ["Go/icon", "Go/Assets.xcassets"],
        settings: appSettings(deployment: "15.0", infoPlist: "Go/Info.plist"))
    ])
    assets["Go/Info.plist"] = plist(launchStoryboardKey)
    try singleSizeIconSet("Go/Assets.xcassets/AppIcon.appiconset", into: &assets)
    let glyphs: [(String, [(Int, Int)])] = [
      ("info", [(22, 21), (44, 41), (66, 63)]),  // the @2x a pixel off, the @3x exact
      ("arrow", [(22, 16), (44, 30), (66, 44)]),  // held to the @2x, right
      ("pause", [(14, 18), (27, 36), (50, 66)]),  // the @3x is not 1.5 times the @2x
    ]
    for (name, sizes) in glyphs {
      for (index, size) in sizes.enumerated() {
        let suffix = ["", "@2x", "@3x"][index]
        assets["Go/icon/\(name)\(suffix).png"] = try png(flat(size.0, size.1), .rgb8)
      }
    }
    let report = assets.check()
    #expect(
      report.found("image-scale-mismatch").map(\.message) == [
        "pause@3x.png is 50x66 px at 3x; beside pause@2x.png (27x36 px at 2x) it should be 40x54 px"
      ], "\(report.diagnostics)")
    // An iOS 9 app runs on 1x iPads: there the 1x is the reference.
    assets["Go.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Go", resources: ["Go/icon", "Go/Assets.xcassets"],
        settings: appSettings(deployment: "9.0", infoPlist: "Go/Info.plist"))
    ])
    let old = assets.check().found("image-scale-mismatch").map(\.path)
    #expect(old.contains("Go/icon/arrow@2x.png") && old.contains("Go/icon/pause@3x.png"), "\(old)")
  }

  @Test func anOpaqueChannelOnACatalogLaunchImageIsNoFinding() throws {
    var assets = InMemoryAssets()
    assets["Old.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Old", resources: ["Old/Images.xcassets"],
        settings: appSettings(
          deployment: "8.0", infoPlist: "Old/Info.plist", family: "1",
          more: ["ASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME": "LaunchImage"]))
    ])
    assets["Old/Info.plist"] = plist()
    try singleSizeIconSet("Old/Images.xcassets/AppIcon.appiconset", into: &assets)
    let set = "Old/Images.xcassets/LaunchImage.launchimage"
    assets[set + "/Contents.json"] = contents([
      Entry(
        idiom: "iphone", scale: "2x", filename: "opaque.png",
        extra: [("extent", "full-screen"), ("orientation", "portrait")]),
      Entry(
        idiom: "iphone", scale: "2x", filename: "holes.png",
        extra: [("extent", "full-screen"), ("orientation", "portrait"), ("subtype", "retina4")]),
    ])
    assets[set + "/opaque.png"] = try png(flat(640, 960), .rgba8)
    var holes = flat(640, 1136)
    for x in 0..<640 { holes[x, 0].alpha = 0 }
    assets[set + "/holes.png"] = try png(holes, .rgba8)
    let report = assets.check()
    #expect(report.paths("launch-image-alpha") == [set + "/holes.png"], "\(report.diagnostics)")
  }

  @Test func aSetTwoTargetsCompileIsReportedOnce() throws {
    // Cortado and its snapshot twin compile one AppIcon set without a 1024 entry.
    var assets = InMemoryAssets()
    let settings = appSettings(deployment: "8.0", infoPlist: "App/Info.plist", family: "1")
    assets["App.xcodeproj/project.pbxproj"] = projectFile([
      Target(name: "App", resources: ["App/Images.xcassets"], settings: settings),
      Target(name: "App-Snapshot", resources: ["App/Images.xcassets"], settings: settings),
    ])
    assets["App/Info.plist"] = plist(launchStoryboardKey)
    let set = "App/Images.xcassets/AppIcon.appiconset"
    assets[set + "/Contents.json"] = contents([
      Entry(idiom: "iphone", size: "60x60", scale: "2x", filename: "120.png"),
      Entry(idiom: "iphone", size: "60x60", scale: "3x", filename: "180.png"),
    ])
    assets[set + "/120.png"] = try iconPNG(120)
    assets[set + "/180.png"] = try iconPNG(180)
    let report = assets.check()
    let store = report.found("missing-required-asset").filter { $0.message.contains("1024") }
    #expect(store.count == 1, "\(store)")
    #expect(store.first?.ships?.unit == "app App (App.xcodeproj)")
  }

  @Test func looseCopiesOfACatalogAppsIconSourcesAreNoIcons() throws {
    // MasterPassword: a build script makes the AppIcon set from Media/ios/icon/*, and the
    // same files are copied loose. iOS takes a catalog app's icons from the catalog only, so
    // the loose copies are pictures: their P3 profile and the artwork's channel are no
    // finding.
    var assets = InMemoryAssets()
    assets["Pass.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Pass", resources: ["Pass/Images.xcassets", "Media/ios/icon"],
        settings: appSettings(deployment: "9.3", infoPlist: "Pass/Info.plist"))
    ])
    assets["Pass/Info.plist"] = plist(launchStoryboardKey)
    try singleSizeIconSet("Pass/Images.xcassets/AppIcon.appiconset", into: &assets)
    assets["Media/ios/icon/Icon-60@2x.png"] = try withProfile(flat(120), description: "Display P3")
    assets["Media/ios/icon/iTunesArtwork@2x.png"] = try png(flat(1024), .rgba8)
    let report = assets.check()
    #expect(report.about("Media/ios/icon").isEmpty, "\(report.about("Media/ios/icon"))")
    // An app with no catalog icon: the same names are its icons, held to their sizes.
    assets["Pass.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Pass", resources: ["Media/ios/icon"],
        settings: appSettings(
          deployment: "9.3", infoPlist: "Pass/Info.plist",
          more: ["ASSETCATALOG_COMPILER_APPICON_NAME": ""]))
    ])
    assets["Media/ios/icon/Icon-60@2x.png"] = try png(flat(100))
    #expect(assets.check().found("wrong-size").map(\.path) == ["Media/ios/icon/Icon-60@2x.png"])
  }

  @Test func codeIsReadForBarIconUsesOnlyWhenThereAreImagesToCheck() throws {
    let assets = InMemoryAssets([
      "App/Tabs.swift": Array(
        #"let item = UITabBarItem(title: "Home", image: UIImage(named: "tab-home"), tag: 0)"#.utf8),
      "App/tab-home.png": try png(RGBAImage(width: 25, height: 25, fill: .white)),
    ])
    // The image is checked: the code that uses it is read, and makes it a tab-bar icon.
    let reader = RecordingReader(assets.reader)
    let report = Checker().check(assets.inventory(), reader: reader)
    #expect(reader.paths.contains("App/Tabs.swift"))
    #expect(report.found("bar-icon-opaque").map(\.path) == ["App/tab-home.png"])
    // Nothing to check file by file (the hook's look at HEAD): the code is not read.
    var setsOnly = assets.inventory()
    setsOnly.targets = []
    let quiet = RecordingReader(assets.reader)
    _ = Checker().check(setsOnly, reader: quiet)
    #expect(!quiet.paths.contains("App/Tabs.swift"), "\(quiet.paths)")
  }

  @Test func aSafariWebExtensionsToolbarIconsAreTheBrowsers() throws {
    // AdGuard (round 10): a Safari web extension's toolbar-icon-32.png is the icon its
    // manifest gives the browser's toolbar, not a UIKit bar icon; in a share extension the
    // same path word makes it one, held to the bar-icon size.
    func app(point: String) throws -> InMemoryAssets {
      var assets = InMemoryAssets()
      assets["Guard.xcodeproj/project.pbxproj"] = projectFile([
        Target(
          name: "Guard", resources: ["Guard/Assets.xcassets"],
          settings: appSettings(deployment: "15.0", infoPlist: "Guard/Info.plist"),
          dependencies: ["WebExtension"]),
        Target(
          name: "WebExtension", productType: "com.apple.product-type.app-extension",
          resources: ["WebExtension/Resources/images/toolbar-icon-32.png"],
          settings: appSettings(deployment: "15.0", infoPlist: "WebExtension/Info.plist")),
      ])
      assets["Guard/Info.plist"] = plist(launchStoryboardKey)
      try singleSizeIconSet("Guard/Assets.xcassets/AppIcon.appiconset", into: &assets)
      assets["WebExtension/Info.plist"] = extensionPlist(point)
      assets["WebExtension/Resources/images/toolbar-icon-32.png"] = try png(
        SampleArt.barGlyph(side: 32))
      return assets
    }
    let web = try app(point: "com.apple.Safari.web-extension").check()
    #expect(web.about("WebExtension").isEmpty, "\(web.about("WebExtension"))")
    let share = try app(point: "com.apple.share-services").check()
    #expect(
      share.found("bar-icon-size").map(\.path) == [
        "WebExtension/Resources/images/toolbar-icon-32.png"
      ])
  }

  @Test func aSecondAppProjectTheTopOneDoesNotReferenceShipsNothing() throws {
    // iAmiga (round 10): iUAE.xcodeproj at the top builds the apps; iUAEParents holds an older
    // project, iAmigaKOC.xcodeproj, that no workspace lists and the top project does not
    // reference. Its targets' missing icons are no finding (HIG.md, "Certainty").
    var assets = InMemoryAssets()
    assets["Emu.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Emu", resources: ["Emu/Assets.xcassets"],
        settings: appSettings(deployment: "15.0", infoPlist: "Emu/Info.plist"))
    ])
    assets["Emu/Info.plist"] = plist(launchStoryboardKey)
    try singleSizeIconSet("Emu/Assets.xcassets/AppIcon.appiconset", into: &assets)
    assets["Parents/Old.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Old", resources: ["Icon.png"],
        settings: appSettings(deployment: "7.0", infoPlist: "Info.plist"))
    ])
    assets["Parents/Info.plist"] = plist("")
    assets["Parents/Icon.png"] = try png(icon(57))
    let report = assets.check()
    #expect(report.count(.error) + report.count(.warning) == 0, "\(report.diagnostics)")
    #expect(report.units.map(\.name) == ["Emu"])
    // The same old project alone is the repository's main build, and misses its iOS 7 icons.
    for path in assets.files.keys where path.hasPrefix("Emu") { assets.files[path] = nil }
    #expect(assets.check().has("missing-required-asset"))
  }

}
