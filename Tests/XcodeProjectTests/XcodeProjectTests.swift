import Foundation
import Testing
import XcodeProject

/// Real project shapes, from Xcode 3 to Xcode 16, resolved to exact targets.
struct XcodeProjectTests {
  @Test("an Xcode 3 iPhone app: name-only groups, SOURCE_ROOT, a variant group, build products")
  func legacy() throws {
    let project = try ProjectParsing().parse(LegacyProjectFixture.text, at: "Legacy.xcodeproj")
    #expect(project.path == "Legacy.xcodeproj")
    #expect(project.sourceRoot == "")
    #expect(project.objectVersion == 45)
    #expect(project.notes == [])
    #expect(
      core(project.targets)
        == withProductNames([
          ProjectTarget(
            name: "Legacy", productType: .application, platform: .iOS, configurationName: "Release",
            infoPlistPath: "Legacy-Info.plist", deploymentTarget: "3.1.3", deviceFamily: [1, 2],
            resources: [
              "MainWindow.xib", "Images/Icon.png", "Images/Icon@2x.png", "Images/Icon-72.png",
              "Legacy/Default.png", "Artwork/iTunesArtwork", "en.lproj/InfoPlist.strings",
              "fr.lproj/InfoPlist.strings",
            ])
        ]))
  }

  @Test("a target without productType builds an app when its product is a .app")
  func missingProductType() throws {
    let text = LegacyProjectFixture.text.replacingOccurrences(
      of: "productType = \"com.apple.product-type.application\";", with: "")
    let project = try ProjectParsing().parse(text, at: "Legacy.xcodeproj")
    #expect(project.targets.map(\.productType) == [.application])
  }

  @Test("an app with a widget, a watch app and tests under ios/: each INFOPLIST_FILE form")
  func shop() throws {
    let project = try ProjectParsing().parse(ShopProjectFixture.text, at: "ios/Shop.xcodeproj")
    #expect(project.sourceRoot == "ios")
    #expect(project.objectVersion == 54)
    #expect(project.notes == [])
    #expect(
      core(project.targets)
        == withProductNames([
          ProjectTarget(
            name: "Shop", productType: .application, platform: .iOS,
            infoPlistPath: "ios/Shop/Shop-Info.plist", appIconName: "AppIcon",
            alternateAppIconNames: ["AppIcon-Dark", "AppIcon-Pride"], deploymentTarget: "14.0",
            deviceFamily: [1, 2],
            resources: [
              "ios/Shop/Base.lproj/LaunchScreen.storyboard", "ios/Shop/Assets.xcassets",
              "ios/Shop/Icon.icon",
            ],
            dependencies: ["ShopWidget", "ShopWatch"]),
          ProjectTarget(
            name: "ShopWidget",
            productType: .appExtension("com.apple.product-type.app-extension"), platform: .iOS,
            infoPlistPath: "ios/ShopWidget/Info.plist", deploymentTarget: "13.0",
            deviceFamily: [1, 2], resources: ["ios/ShopWidget/Assets.xcassets"]),
          ProjectTarget(
            name: "ShopWatch", productType: .watchApp, platform: .watchOS,
            infoPlistPath: "ios/ShopWatch/Info.plist", appIconName: "AppIcon",
            deploymentTarget: "6.2", deviceFamily: [4],
            resources: [
              "ios/ShopWatch/Base.lproj/Interface.storyboard", "ios/ShopWatch/Assets.xcassets",
            ],
            dependencies: ["ShopWatch Extension"]),
          ProjectTarget(
            name: "ShopWatch Extension", productType: .watchExtension, platform: .watchOS,
            infoPlistPath: "ios/ShopWatch Extension/Info.plist", deploymentTarget: "6.2"),
          ProjectTarget(
            name: "ShopTests", productType: .unitTest, platform: .iOS,
            infoPlistPath: "ios/ShopTests/Info.plist", deploymentTarget: "13.0",
            dependencies: ["Shop"]),
        ]))
  }

  @Test(
    "Flutter's Runner: xcconfig at both levels, includes, conditions, $(inherited) through four levels"
  )
  func flutterRunner() throws {
    let parsing = ProjectParsing()
    let project = try parsing.parse(
      RunnerProjectFixture.text, at: "ios/Runner.xcodeproj", files: RunnerProjectFixture.files)
    #expect(project.sourceRoot == "ios")
    #expect(
      project.notes == [
        "xcconfig ios/Flutter/Generated.xcconfig (included from ios/Flutter/Release.xcconfig) is missing"
      ])
    let runner = try #require(project.targets.first)
    #expect(project.targets.count == 1)
    #expect(runner.configurationName == "Release")
    #expect(runner.infoPlistPath == "ios/Runner/Info.plist")
    // The conditional key for the device SDK wins over the simulator one and the project's.
    #expect(runner.appIconName == "DeviceIcon")
    #expect(runner.deploymentTarget == "12.0")
    #expect(runner.deviceFamily == [1, 2])
    #expect(runner.platform == .iOS)
    #expect(
      runner.infoPlistKeys == [
        "BundleID": "com.example.Runner",
        "CFBundleDisplayName": "base project pods xcconfig target",
        "Flavor": "prod",
        "Arch": "x",
        "Version": "",
      ])
    #expect(
      runner.resources == [
        "ios/Runner/Base.lproj/LaunchScreen.storyboard", "ios/Flutter/AppFrameworkInfo.plist",
        "ios/Runner/Assets.xcassets", "ios/Runner/Base.lproj/Main.storyboard",
      ])
    // Beside the including file first, then the project folder; never outside the tree.
    #expect(
      parsing.asked == [
        "ios/Base.xcconfig", "ios/Flutter/Release.xcconfig",
        "ios/Flutter/Pods/Target Support Files/Pods-Runner/Pods-Runner.release.xcconfig",
        "ios/Pods/Target Support Files/Pods-Runner/Pods-Runner.release.xcconfig",
        "ios/Flutter/Generated.xcconfig", "ios/Generated.xcconfig",
        // The Debug configuration is read for its icon set's name only.
        "ios/Flutter/Debug.xcconfig",
      ])
  }

  @Test("Xcode 16: an exception set naming a target that does not sync the folder adds its files")
  func exceptionsAddToOtherTargets() throws {
    // The widget no longer syncs Notes/: the set that named the widget now gives it the file.
    let text = NotesProjectFixture.text.replacingOccurrences(
      of: """
        				SS0000000000000000000002 /* NotesWidget */,
        				SS0000000000000000000001 /* Notes */,
        """,
      with: """
        				SS0000000000000000000002 /* NotesWidget */,
        """)
    #expect(text != NotesProjectFixture.text, "the fixture's shape changed")
    let project = try ProjectParsing().parse(text, at: "Notes.xcodeproj")
    let widget = try #require(project.targets.first { $0.name == "NotesWidget" })
    #expect(widget.synchronizedFolders == ["Notes/Shared/Colors.swift", "Extensions/NotesWidget"])
    #expect(widget.synchronizedExceptions == [])
    // The app, which syncs Notes/, keeps its own exceptions only.
    let app = try #require(project.targets.first { $0.name == "Notes" })
    #expect(app.synchronizedFolders == ["Notes"])
  }

  @Test("Xcode 16: synchronized folders, exception sets per target, a generated Info.plist")
  func synchronizedFolders() throws {
    let project = try ProjectParsing().parse(NotesProjectFixture.text, at: "Notes.xcodeproj")
    #expect(project.sourceRoot == "")
    #expect(project.objectVersion == 77)
    #expect(project.notes == [])
    #expect(
      core(project.targets)
        == withProductNames([
          ProjectTarget(
            name: "Notes", productType: .application, platform: .iOS, generatesInfoPlist: true,
            infoPlistKeys: [
              "CFBundleDisplayName": "Notes", "UIApplicationSceneManifest_Generation": "YES",
              "UILaunchScreen_Generation": "YES",
            ],
            appIconName: "AppIcon", alternateAppIconNames: ["AppIcon-Dark", "AppIcon-Mono"],
            includesAllAppIcons: true, deploymentTarget: "18.0", deviceFamily: [1, 2, 7],
            synchronizedFolders: ["Notes"],
            synchronizedExceptions: ["Notes/Info.plist", "Notes/Preview Content/Debug.png"],
            dependencies: ["NotesWidget"]),
          ProjectTarget(
            name: "NotesWidget",
            productType: .appExtension("com.apple.product-type.extensionkit-extension"),
            platform: .iOS, infoPlistPath: "NotesWidget/Info.plist", generatesInfoPlist: true,
            infoPlistKeys: ["CFBundleDisplayName": "NotesWidget"], deploymentTarget: "18.0",
            preprocessesInfoPlist: true, synchronizedFolders: ["Extensions/NotesWidget", "Notes"],
            synchronizedExceptions: ["Notes/Shared/Colors.swift"]),
        ]))
  }
}

/// The expected targets with `productName` as the reader derives it: the target's name where
/// the fixture does not set PRODUCT_NAME to something else.
/// The targets without what the facts tests below check on their own (every configuration's
/// icon sets, linked frameworks, script phases), so the fixtures' expectations stay about the
/// release configuration's settings and the files.
func core(_ targets: [ProjectTarget]) -> [ProjectTarget] {
  targets.map { target in
    var target = target
    target.configurationIconSets = []
    target.linkedFrameworks = []
    target.scriptPhases = []
    return target
  }
}

func withProductNames(_ targets: [ProjectTarget]) -> [ProjectTarget] {
  targets.map { target in
    var target = target
    target.productName = target.productName ?? target.name
    return target
  }
}
