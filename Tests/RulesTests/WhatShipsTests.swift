import AssetModel
import CheckConfiguration
import Diagnostics
import PNGCodec
import Raster
import TestSupport
import Testing

// Proof before error (shared/HIG.md, "Certainty"): what a repository's main build ships is
// judged in full; a vendored demo, a test host, a sub-project's own apps and other platforms'
// targets are not iPhone apps of the repository. Each test rebuilds, with files written here, a
// pattern that gave false findings on repositories no one had tuned against.

/// An opaque 1024 icon, drawn once.
private let icon1024PNG = Result {
  try png(RGBAImage(width: 1024, height: 1024, fill: RGBA(40, 90, 200)), .rgb8)
}

/// An app folder `folder` with an Info.plist and a single-size AppIcon set, into `assets`.
private func modernApp(_ folder: String, into assets: inout InMemoryAssets) throws {
  assets[folder + "/Info.plist"] = plist(
    "<key>UILaunchStoryboardName</key><string>LaunchScreen</string>")
  let set = folder + "/Assets.xcassets/AppIcon.appiconset"
  assets[set + "/Contents.json"] = catalogContents([
    CatalogEntry(size: "1024x1024", filename: "icon.png", platform: "ios")
  ])
  assets[set + "/icon.png"] = try icon1024PNG.get()
}

/// The target of an app whose files are `folder`'s Info.plist and catalog.
private func appTarget(_ name: String, _ folder: String, more: [String: String] = [:])
  -> ProjectTargetSpec
{
  ProjectTargetSpec(
    name: name, resources: [folder + "/Assets.xcassets"],
    settings: appTargetSettings(deployment: "15.0", infoPlist: folder + "/Info.plist", more: more))
}

/// An app whose set holds nothing yet: every rule about what an app ships would speak.
private func emptyApp(_ folder: String, into assets: inout InMemoryAssets) {
  assets[folder + "/Info.plist"] = plist()
  assets[folder + "/Assets.xcassets/AppIcon.appiconset/Contents.json"] = catalogContents([
    CatalogEntry(idiom: "iphone", size: "60x60", scale: "2x")
  ])
}

private let corruptPNG: [UInt8] = Array(
  [137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13] + Array("IHDR".utf8))

extension CheckReport {
  fileprivate func under(_ folder: String) -> [Diagnostic] {
    diagnostics.filter { $0.path.hasPrefix(folder + "/") || $0.path == folder }
  }
}

@Suite struct WhatShipsTests {
  @Test("a vendored library's demo app, which nothing builds, gets notes about its images only")
  func vendoredDemo() throws {
    var assets = InMemoryAssets()
    try modernApp("App", into: &assets)
    assets["App.xcodeproj/project.pbxproj"] = pbxproj([appTarget("App", "App")])
    emptyApp("Vendor/Charts/Example/Demo", into: &assets)
    assets["Vendor/Charts/Example/Demo/broken.png"] = corruptPNG
    // A picture saved with a monitor's profile: a warning in a shipped catalog, not here.
    let pictures = "Vendor/Charts/Example/Demo/Assets.xcassets/Chart.imageset"
    assets[pictures + "/Contents.json"] = Array(
      #"{ "images" : [ { "idiom" : "universal", "filename" : "chart.png", "scale" : "1x" } ] }"#
        .utf8)
    assets[pictures + "/chart.png"] = try withProfile(
      RGBAImage(width: 8, height: 8, fill: RGBA(200, 40, 40)), name: "Display",
      description: "Display")
    assets["Vendor/Charts/Example/Demo.xcodeproj/project.pbxproj"] = pbxproj([
      ProjectTargetSpec(
        name: "Demo", resources: ["Demo/Assets.xcassets", "Demo/broken.png"],
        settings: appTargetSettings(deployment: "15.0", infoPlist: "Demo/Info.plist"))
    ])
    let report = assets.check()
    let vendored = report.under("Vendor")
    #expect(!vendored.isEmpty, "the corrupt image is still said")
    #expect(vendored.allSatisfy { $0.severity == .note }, "\(vendored)")
    #expect(vendored.allSatisfy { $0.rule == "corrupt-png" }, "\(vendored)")
    let ships = try #require(vendored.first?.ships)
    #expect(!ships.proven)
    #expect(
      ships.reason.hasPrefix(
        "not shipped: Vendor/Charts/Example/Demo.xcodeproj is a project in Vendor/"),
      "\(ships)")
    #expect(report.count(.error) == 0 && report.count(.warning) == 0, "\(report.diagnostics)")
    #expect(report.units.map(\.name) == ["App"])
  }

  /// OpenStates (round 5 of the corpus) vendors RestKit, whose example projects this reader
  /// cannot parse: their folders were taken for apps and told they lacked Icon.png.
  @Test("a vendored example project that cannot be read is no app folder")
  func unreadableVendoredExample() throws {
    var assets = InMemoryAssets()
    try modernApp("App", into: &assets)
    assets["App.xcodeproj/project.pbxproj"] = pbxproj([appTarget("App", "App")])
    let example = "Vendor/RestKit/Examples/RKTwitter"
    assets[example + "/RKTwitter.xcodeproj/project.pbxproj"] = Array("// broken {".utf8)
    assets[example + "/Resources/Info.plist"] = plist()
    assets[example + "/Resources/icon.png"] = try png(icon(57))
    let report = assets.check()
    #expect(report.under("Vendor").isEmpty, "\(report.diagnostics)")
    #expect(report.units.map(\.name) == ["App"])
    // The same project outside a vendored folder is said, and its folder checked without it.
    var own = InMemoryAssets()
    try modernApp("App", into: &own)
    own["App.xcodeproj/project.pbxproj"] = pbxproj([appTarget("App", "App")])
    own["Legacy/Legacy.xcodeproj/project.pbxproj"] = Array("// broken {".utf8)
    #expect(
      try own.check().only("project-unreadable").path == "Legacy/Legacy.xcodeproj/project.pbxproj")
  }

  /// Provenance (round 2 of the corpus): an emulator core's CMake-made project of 27 gtest
  /// runners, each an "application" with no icon, was told it lacked a 1024 icon 27 times.
  @Test("a project CMake wrote into a cmake/ folder is a library's test tool, not the app")
  func cmakeProject() throws {
    var assets = InMemoryAssets()
    try modernApp("App", into: &assets)
    assets["App.xcodeproj/project.pbxproj"] = pbxproj([appTarget("App", "App")])
    assets["Cores/Emu/cmake/emu.xcodeproj/project.pbxproj"] = pbxproj([
      ProjectTargetSpec(
        name: "BitFieldTest", resources: [],
        settings: appTargetSettings(deployment: "15.0", infoPlist: nil))
    ])
    let report = assets.check()
    #expect(report.count(.error) == 0 && report.count(.warning) == 0, "\(report.diagnostics)")
    #expect(report.units.map(\.name) == ["App"])
  }

  /// pod-template (round 22): CocoaPods' `pod lib create` template keeps its app as
  /// `PROJECT/PROJECT.xcodeproj`, renamed when the template is used; as it stands nothing
  /// builds it, and its empty icon set was warned about. Named as an app, the same project is.
  @Test("a template's placeholder project ships nothing; the same project named as an app does")
  func templatePlaceholderProject() throws {
    func repository(_ name: String) -> CheckReport {
      var assets = InMemoryAssets()
      emptyApp("\(name)/\(name)", into: &assets)
      assets["\(name)/\(name).xcodeproj/project.pbxproj"] = pbxproj([appTarget(name, name)])
      return assets.check()
    }
    for placeholder in ["PROJECT", "___PROJECTNAME___", "{{cookiecutter.app_name}}"] {
      let template = repository(placeholder)
      #expect(!template.has("no-app-icon"), "\(placeholder): \(template.diagnostics)")
    }
    let app = try repository("Project").only("no-app-icon")
    #expect(app.ships?.reason == "Project/Project.xcodeproj, the main build")
  }

  @Test("a project a workspace of the main build lists is built, whatever its folder is called")
  func listedByWorkspace() throws {
    var assets = InMemoryAssets()
    emptyApp("Example/App", into: &assets)
    assets["Example/App.xcodeproj/project.pbxproj"] = pbxproj([appTarget("App", "App")])
    assets["App.xcworkspace/contents.xcworkspacedata"] = workspaceContents([
      "Example/App.xcodeproj"
    ])
    let report = assets.check()
    let noIcon = try report.only("no-app-icon")
    #expect(noIcon.severity == .warning)
    #expect(noIcon.ships?.reason == "listed by App.xcworkspace, the main build")
    #expect(noIcon.ships?.proven == true)
  }

  @Test("a workspace that names its project in another case opens it, as Xcode on macOS does")
  func workspaceListsProjectInAnotherCase() throws {
    // TaxiCall (round 20): a Capacitor workspace listing `group:app.xcodeproj` beside
    // App.xcodeproj; the app was built by nothing, and its RGBA App Store icon went unseen.
    var assets = InMemoryAssets()
    emptyApp("ios/App/App", into: &assets)
    assets["ios/App/App.xcodeproj/project.pbxproj"] = pbxproj([appTarget("App", "App")])
    assets["ios/App/App.xcworkspace/contents.xcworkspacedata"] = workspaceContents([
      "Pods/Pods.xcodeproj", "app.xcodeproj",
    ])
    let noIcon = try assets.check().only("no-app-icon")
    #expect(noIcon.ships?.reason == "listed by ios/App/App.xcworkspace, the main build")
    #expect(noIcon.ships?.proven == true)

    // A name that differs by more than case still names nothing.
    assets["ios/App/App.xcworkspace/contents.xcworkspacedata"] = workspaceContents([
      "Pods/Pods.xcodeproj", "Apps.xcodeproj",
    ])
    #expect(assets.check().diagnostics.filter { $0.rule == "no-app-icon" }.isEmpty)
  }

  @Test("the only project of an example repository is its app")
  func onlyProjectNamedExample() throws {
    var assets = InMemoryAssets()
    emptyApp("ios/Example", into: &assets)
    assets["ios/Example.xcodeproj/project.pbxproj"] = pbxproj([appTarget("Example", "Example")])
    #expect(try assets.check().only("no-app-icon").severity == .warning)
  }

  @Test("a unit-test host that links XCTest, and a preview app beside the app, ship nothing")
  func testHostAndPreviews() throws {
    var assets = InMemoryAssets()
    try modernApp("App", into: &assets)
    emptyApp("Host", into: &assets)
    emptyApp("Previews/Board", into: &assets)
    var host = appTarget("UnitHost", "Host")
    host.frameworks = ["XCTest.framework"]
    assets["App.xcodeproj/project.pbxproj"] = pbxproj([
      appTarget("App", "App"), host, appTarget("BoardPreview", "Previews/Board"),
    ])
    let report = assets.check()
    #expect(report.count(.error) + report.count(.warning) == 0, "\(report.diagnostics)")
    #expect(report.units.map(\.name) == ["App"])
  }

  @Test("a library's test host app, named so, ships nothing; an app named ContestHost does")
  func testHostByName() throws {
    // Round 11: a library's only app target was its unit tests' TEST_HOST, linking nothing
    // that said so, and was told it had no App Store icon.
    var assets = InMemoryAssets()
    emptyApp("Kit/KitTestHostApp", into: &assets)
    emptyApp("Contest", into: &assets)
    assets["Kit/Kit.xcodeproj/project.pbxproj"] = pbxproj([
      ProjectTargetSpec(name: "Kit", productType: "com.apple.product-type.framework"),
      appTarget("KitTestHostApp", "KitTestHostApp"),
    ])
    assets["Kit/Kit.xcworkspace/contents.xcworkspacedata"] = workspaceContents(["Kit.xcodeproj"])
    let library = assets.check()
    #expect(library.count(.error) + library.count(.warning) == 0, "\(library.diagnostics)")
    #expect(library.units.isEmpty, "\(library.units.map(\.name))")

    assets["Contest.xcodeproj/project.pbxproj"] = pbxproj([appTarget("ContestHost", "Contest")])
    #expect(try assets.check().only("no-app-icon").path.hasPrefix("Contest/"))
  }

  @Test("a library's example app that the top workspace lists beside the real app ships nothing")
  func exampleListedBesideTheApp() throws {
    // SwiftCommunity (round 13): the workspace's group for the app names a folder that is not
    // there (`container:_Community`); its project is where the location leads from the top.
    var assets = InMemoryAssets()
    try modernApp("Community/App", into: &assets)
    emptyApp("Kit/Example/Demo", into: &assets)
    assets["Community/App/App.xcodeproj/project.pbxproj"] = pbxproj([appTarget("App", ".")])
    assets["Kit/Example/Demo/Demo.xcodeproj/project.pbxproj"] = pbxproj([
      appTarget("Demo", ".")
    ])
    assets["Community.xcworkspace/contents.xcworkspacedata"] = Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version = "1.0">
        <Group location = "container:_Community" name = "Community">
          <FileRef location = "group:Community/App/App.xcodeproj"></FileRef>
        </Group>
        <Group location = "container:Kit/Example" name = "Examples">
          <FileRef location = "group:Demo/Demo.xcodeproj"></FileRef>
        </Group>
      </Workspace>
      """.utf8)
    let report = assets.check()
    #expect(report.units.map(\.name) == ["App"], "\(report.units.map(\.name))")
    #expect(report.count(.error) + report.count(.warning) == 0, "\(report.diagnostics)")
    // Listed alone, the example is the app the workspace builds.
    assets["Community.xcworkspace/contents.xcworkspacedata"] = workspaceContents([
      "Kit/Example/Demo/Demo.xcodeproj"
    ])
    #expect(try assets.check().only("no-app-icon").path.hasPrefix("Kit/Example/Demo/"))
  }

  @Test("the apps of a sub-project are its demos; the main build uses its libraries")
  func subprojectApps() throws {
    var assets = InMemoryAssets()
    try modernApp("App", into: &assets)
    emptyApp("Engine/Bench", into: &assets)
    assets["App.xcodeproj/project.pbxproj"] = pbxproj(
      [appTarget("App", "App")], subprojects: ["Engine/Engine.xcodeproj"])
    assets["Engine/Engine.xcodeproj/project.pbxproj"] = pbxproj([
      ProjectTargetSpec(name: "Engine", productType: "com.apple.product-type.framework"),
      appTarget("Bench", "Bench"),
    ])
    let report = assets.check()
    #expect(report.count(.error) + report.count(.warning) == 0, "\(report.diagnostics)")
  }

  @Test("a target named for Android (a cross-platform game's) is no iOS app")
  func androidTarget() throws {
    var assets = InMemoryAssets()
    try modernApp("App", into: &assets)
    emptyApp("Platforms/Android", into: &assets)
    assets["Game.xcodeproj/project.pbxproj"] = pbxproj([
      appTarget("Game iOS", "App"), appTarget("Game Android", "Platforms/Android"),
    ])
    let report = assets.check()
    #expect(report.count(.error) + report.count(.warning) == 0, "\(report.diagnostics)")
  }

  @Test("a Mac target written without SDKROOT is no iPhone app: no Icon.png is asked of it")
  func macTargetByDeploymentTarget() throws {
    var assets = InMemoryAssets()
    assets["Mac/Info.plist"] = plist("<key>CFBundleIconFile</key><string>icon</string>")
    assets["Mac/icon.icns"] = Array("icns".utf8) + [0, 0, 0, 8]
    assets["Mac.xcodeproj/project.pbxproj"] = pbxproj(
      [
        ProjectTargetSpec(
          name: "Mac", resources: ["Mac/icon.icns"],
          settings: ["MACOSX_DEPLOYMENT_TARGET": "10.9", "INFOPLIST_FILE": "Mac/Info.plist"])
      ], projectSettings: ["SDKROOT": ""])
    let report = assets.check()
    #expect(report.diagnostics.filter { $0.severity != .note } == [], "\(report.diagnostics)")
    #expect(report.units.map(\.kind) == ["macOS app"])
  }

  @Test("an icon set only a Debug-dev configuration names is compiled, and judged")
  func configurationIconSet() throws {
    var assets = InMemoryAssets()
    try modernApp("App", into: &assets)
    let dev = "App/Assets.xcassets/AppIcon-dev.appiconset"
    assets[dev + "/Contents.json"] = catalogContents([
      CatalogEntry(size: "1024x1024", filename: "dev.png", platform: "ios")
    ])
    assets[dev + "/dev.png"] = try png(
      RGBAImage(width: 512, height: 512, fill: RGBA(1, 2, 3)), .rgb8)
    var target = appTarget("App", "App")
    target.configurations = ["Debug-dev": ["ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon-dev"]]
    assets["App.xcodeproj/project.pbxproj"] = pbxproj([target])
    let wrong = try assets.check().only("catalog-wrong-size")
    #expect(wrong.path == dev + "/dev.png")
    #expect(wrong.severity == .error)
  }

  @Test("a set whose name holds a space, compiled by a second target, is that target's")
  func spacedSetOfSecondTarget() throws {
    var assets = InMemoryAssets()
    try modernApp("App", into: &assets)
    let beta = "App/Assets.xcassets/AppIcon Beta.appiconset"
    assets[beta + "/Contents.json"] = catalogContents([
      CatalogEntry(size: "1024x1024", filename: "beta.png", platform: "ios")
    ])
    assets[beta + "/beta.png"] = try png(
      RGBAImage(width: 1000, height: 1000, fill: RGBA(9, 9, 9)), .rgb8)
    assets["App.xcodeproj/project.pbxproj"] = pbxproj([
      appTarget("App", "App"),
      appTarget("App Beta", "App", more: ["ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon Beta"]),
    ])
    let wrong = try assets.check().only("catalog-wrong-size")
    #expect(wrong.path == beta + "/beta.png")
    #expect(wrong.ships?.unit == "app App Beta (App.xcodeproj)", "\(wrong)")
  }

  @Test("a Git LFS pointer in place of an icon is a note, never 'not a PNG'")
  func lfsPointer() throws {
    var assets = InMemoryAssets()
    try modernApp("App", into: &assets)
    assets["App/Assets.xcassets/AppIcon.appiconset/icon.png"] = Array(
      """
      version https://git-lfs.github.com/spec/v1
      oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393
      size 12345

      """.utf8)
    assets["App.xcodeproj/project.pbxproj"] = pbxproj([appTarget("App", "App")])
    let report = assets.check()
    let pointer = try report.only("git-lfs-pointer")
    #expect(pointer.severity == .note)
    #expect(pointer.message.contains("12,345-byte"))
    #expect(!report.has("not-a-png"))
  }

  /// A Tuist app of round 16: every feature module keeps `Targets/Demo` (an Info.plist, no
  /// icon) beside its framework's resources, and no project file is committed. The demo apps
  /// were told they lacked a 1024 icon (8 errors); the module's divider, a pixel off between
  /// 2x and 3x, was measured against a 1x that no iOS 15 device loads.
  @Test("a module's demo folder beside the app, and its images, in a tree without projects")
  func tuistFeatureModuleDemo() throws {
    var assets = InMemoryAssets()
    try modernApp("App/Targets/Shop", into: &assets)
    assets["App/Targets/Shop/Info.plist"] = plist(
      "<key>MinimumOSVersion</key><string>15.0</string>")
    let module = "Modules/Feature/Store/Targets"
    emptyApp(module + "/Demo", into: &assets)
    assets[module + "/Store/Info.plist"] = plist(
      "<key>CFBundlePackageType</key><string>FMWK</string>")
    let divider = module + "/Store/Resources/Images.xcassets/divider.imageset"
    assets[divider + "/Contents.json"] = catalogContents([
      CatalogEntry(scale: "1x", filename: "line.png"),
      CatalogEntry(scale: "2x", filename: "line@2x.png"),
      CatalogEntry(scale: "3x", filename: "line@3x.png"),
    ])
    for (name, width, height) in [("line", 297, 2), ("line@2x", 592, 2), ("line@3x", 889, 4)] {
      assets[divider + "/\(name).png"] = try png(
        RGBAImage(width: width, height: height, fill: RGBA(200, 200, 200)), .rgb8)
    }
    let report = assets.check()
    #expect(report.under("Modules").isEmpty, "\(report.diagnostics)")
    #expect(report.units.map(\.name) == ["App/Targets/Shop"])

    // Named by the user, the demo is what they ask about: its missing icon is said.
    let named = assets.check(scope: .named(folders: [module + "/Demo"], files: []))
    #expect(
      named.under(module + "/Demo").contains { $0.rule == "no-app-icon" }, "\(named.diagnostics)")
    // Alone in its tree, a folder called Demo is the app.
    var alone = assets
    alone.files = alone.files.filter { !$0.key.hasPrefix("App/") }
    #expect(alone.check().under(module + "/Demo").contains { $0.rule == "no-app-icon" })
    // An app that still runs on iOS 9 meets 1x screens: the 1x is the measure, and the 2x
    // and the 3x are off by a whole point of height.
    var old = assets
    old["App/Targets/Shop/Info.plist"] = plist("<key>MinimumOSVersion</key><string>9.0</string>")
    let mismatches = old.check().diagnostics.filter { $0.rule == "image-scale-mismatch" }
    #expect(mismatches.map(\.path) == [divider + "/line@2x.png", divider + "/line@3x.png"])
  }

  /// Round 18's Mari: a Tuist workspace commits no project file; `App/Project.swift` builds
  /// the iPhone-only app Rim from `../Core/Resources/**`, whose icon set keeps the Xcode
  /// template's empty iPad slots. The folder holding the set is the app, and the manifest
  /// says which devices it runs on: no iPad icon is asked of it.
  @Test func aTuistManifestSaysWhichDevicesAFolderAppRunsOn() throws {
    var assets = InMemoryAssets()
    let set = "Core/Resources/Assets.xcassets/AppIcon.appiconset"
    assets[set + "/Contents.json"] = catalogContents([
      CatalogEntry(idiom: "iphone", size: "60x60", scale: "2x", filename: "icon120.png"),
      CatalogEntry(idiom: "iphone", size: "60x60", scale: "3x", filename: "icon180.png"),
      CatalogEntry(idiom: "ipad", size: "76x76", scale: "2x"),
      CatalogEntry(idiom: "ipad", size: "83.5x83.5", scale: "2x"),
      CatalogEntry(idiom: "ios-marketing", size: "1024x1024", filename: "icon.png"),
    ])
    assets[set + "/icon120.png"] = try png(icon(120), .rgb8)
    assets[set + "/icon180.png"] = try png(icon(180), .rgb8)
    assets[set + "/icon.png"] = try icon1024PNG.get()
    let ipad = { (report: CheckReport) in
      report.diagnostics.filter { $0.message.contains("ipad") || $0.message.contains("iPad") }
    }
    #expect(!ipad(assets.check()).isEmpty, "without the manifest the folder is universal")

    assets["App/Project.swift"] = Array(
      #"""
      import ProjectDescription
      let project = Project(name: "App", targets: [
        .target(name: "Rim", destinations: [.iPhone], product: .app, bundleId: "com.page.rim",
                deploymentTargets: .iOS("17.0"), infoPlist: .extendingDefault(with: [:]),
                sources: ["Rim/Sources/**"], resources: ["../Core/Resources/**"])
      ])
      """#.utf8)
    let report = assets.check()
    #expect(ipad(report).isEmpty, "\(report.diagnostics)")
    #expect(report.units.map(\.name) == ["Rim"])
  }

  /// PageHub (round 19): an iOS 18 Tuist app whose Project.swift writes its deployment target
  /// and launch storyboard through constants is asked for no launch image; its folder's
  /// GoogleService-Info.plist was taken for its Info.plist.
  @Test func aTuistAppsConstantsSayItsEraAndLaunchScreen() throws {
    var assets = InMemoryAssets()
    let set = "PageHub/Resources/Assets.xcassets/AppIcon.appiconset"
    // Xcode's template set with no image yet, as the app has it.
    assets[set + "/Contents.json"] = catalogContents([
      CatalogEntry(idiom: "iphone", size: "60x60", scale: "2x"),
      CatalogEntry(idiom: "iphone", size: "60x60", scale: "3x"),
      CatalogEntry(idiom: "ios-marketing", size: "1024x1024", scale: "1x"),
    ])
    let launch = { (report: CheckReport) in report.paths("missing-recommended-asset") }
    // Firebase's configuration is no Info.plist: the folder has none, and a build tool writes it.
    assets["PageHub/Resources/GoogleService-Info.plist"] = plist(
      "<key>API_KEY</key><string>k</string><key>BUNDLE_ID</key><string>com.page</string>")
    #expect(!launch(assets.check()).contains("PageHub/Resources/Default-568h@2x.png"))
    // An Info.plist of the folder's own that names no launch screen asks for the image.
    assets["PageHub/Resources/PageHub-Info.plist"] = plist("")
    #expect(
      launch(assets.check()).contains("PageHub/Resources/Default-568h@2x.png"),
      "without the manifest the folder's 60 pt slots make it an iOS 7 app")
    assets["Project.swift"] = Array(
      #"""
      import ProjectDescription
      let infoPlist: [String: Plist.Value] = ["UILaunchStoryboardName": "LaunchScreen"]
      let deploymentTarget: DeploymentTargets = .iOS("18.0.0")
      let target = Target.target(
          name: "PageHub", destinations: .iOS, product: .app, bundleId: "com.page",
          deploymentTargets: deploymentTarget, infoPlist: .extendingDefault(with: infoPlist),
          resources: ["PageHub/Resources/**"])
      let project = Project(name: "PageHub", targets: [target])
      """#.utf8)
    let report = assets.check()
    #expect(launch(report).isEmpty, "\(report.diagnostics)")
    #expect(report.units.map(\.name) == ["PageHub"])
  }

  /// Dreamer-iOS (round 19): a Tuist app laid out as `App/Support/Info.plist` beside
  /// `App/Resources/Assets.xcassets` is one app, `App`, told once that it has no icon.
  @Test func anInfoPlistFolderBesideTheResourcesFolderIsOneApp() throws {
    var assets = InMemoryAssets()
    assets["App/Support/Info.plist"] = plist("")
    assets["App/Resources/Assets.xcassets/AppIcon.appiconset/Contents.json"] = catalogContents([
      CatalogEntry(idiom: "universal", size: "1024x1024", platform: "ios")
    ])
    assets["App/Resources/Assets.xcassets/Tab.imageset/Contents.json"] = catalogContents([])
    assets["App/Sources/AppDelegate.swift"] = Array("import UIKit".utf8)
    let report = assets.check()
    #expect(report.units.map(\.name) == ["App"], "\(report.units)")
    #expect(
      report.diagnostics.filter { $0.severity != .note }.map(\.rule.description) == ["no-app-icon"],
      "\(report.diagnostics)")

    // Two app folders beside it: no telling which the plist is of, so nothing is merged.
    assets["App/Widget/Assets.xcassets/AppIcon.appiconset/Contents.json"] = catalogContents([
      CatalogEntry(idiom: "universal", size: "1024x1024", platform: "ios")
    ])
    #expect(assets.check().units.count == 3)
  }

  /// Gifty-Wallet (round 20): Tuist's generated `Derived/InfoPlists/GiftyWallet-Info.plist`,
  /// committed, was an app folder of its own, told it has no App Store icon.
  @Test func tuistsDerivedInfoPlistsAreNoAppFolder() throws {
    var assets = InMemoryAssets()
    assets["Project.swift"] = Array("import ProjectDescription\nlet project = Project.app()".utf8)
    assets["Derived/InfoPlists/App-Info.plist"] = plist("")
    assets["Resources/Assets.xcassets/AppIcon.appiconset/Contents.json"] = catalogContents([
      CatalogEntry(idiom: "universal", size: "1024x1024", platform: "ios")
    ])
    let report = assets.check()
    #expect(report.units.map(\.name) == ["Resources"], "\(report.units)")
    #expect(
      report.diagnostics.filter { $0.severity != .note }.map(\.rule.description) == ["no-app-icon"],
      "\(report.diagnostics)")

    // Without the manifest beside it, a folder of that name is what its files say.
    assets["Project.swift"] = nil
    #expect(Set(assets.check().units.map(\.name)) == ["Derived/InfoPlists", "Resources"])
  }
}
