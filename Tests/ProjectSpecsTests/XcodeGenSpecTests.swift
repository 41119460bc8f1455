import BuildDescriptions
import ProjectSpecs
import Testing
import XcodeProject

/// XcodeGen specs: the shapes of ProjectSpec.md, the presets XcodeGen applies, includes,
/// templates, multi-platform targets and xcconfig files (hostile specs: XcodeGenSpecHostileTests).
struct XcodeGenSpecTests {
  /// Parses `text` at `path` with `files` (tree path -> text) as the only other files, and
  /// records every path asked for.
  final class Tree {
    let files: [String: String]
    private(set) var asked: [String] = []

    init(_ files: [String: String] = [:]) { self.files = files }

    func parse(_ text: String, at path: String = "project.yml") throws(BuildDescriptionError)
      -> XcodeGenSpec
    {
      try XcodeGenSpec.parse(Array(text.utf8), specPath: path) { asked in
        self.asked.append(asked)
        return self.files[asked].map { Array($0.utf8) }
      }
    }
  }

  static let habits = """
    name: Habits
    options:
      bundleIdPrefix: com.example
      deploymentTarget:
        iOS: 15.0
        watchOS: "8.0"
    configs:
      Debug: debug
      Staging: release
      Release: release
    settings:
      base:
        MARKETING_VERSION: 1.4.0
      configs:
        Debug:
          ASSETCATALOG_COMPILER_APPICON_NAME: AppIcon-Dev
    targets:
      Habits:
        type: application
        platform: iOS
        sources:
          - path: Habits
            excludes:
              - "Preview Content"
              - "**/*.md"
          - path: Resources
            includes: ["*.png"]
          - path: Scripts
            buildPhase: none
        info:
          path: Habits/Info.plist
          properties:
            CFBundleDisplayName: Habits
            UILaunchStoryboardName: LaunchScreen
            UIRequiresFullScreen: true
            CFBundleIcons:
              CFBundleAlternateIcons: {}
        settings:
          base:
            PRODUCT_BUNDLE_IDENTIFIER: com.example.habits
            ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES: AppIconDark AppIconRetro
            TARGETED_DEVICE_FAMILY: 1
          configs:
            Staging:
              ASSETCATALOG_COMPILER_APPICON_NAME: AppIcon-Staging
        dependencies:
          - target: HabitsWidget
          - target: HabitsWatch
          - package: Charts
          - sdk: WidgetKit.framework
      HabitsWidget:
        type: app-extension
        platform: iOS
        sources: [HabitsWidget]
        info:
          path: HabitsWidget/Info.plist
      HabitsWatch:
        type: application
        platform: watchOS
        sources: HabitsWatch
        settings:
          GENERATE_INFOPLIST_FILE: YES
          INFOPLIST_KEY_CFBundleDisplayName: Habits
          INFOPLIST_KEY_WKCompanionAppBundleIdentifier: com.example.habits
      HabitsTests:
        type: bundle.unit-test
        platform: iOS
        sources: [HabitsTests]
    """

  @Test("an app with a widget, a watch app and tests: presets, configurations, sources")
  func habits() throws {
    let spec = try Tree().parse(Self.habits, at: "apps/habits/project.yml")
    #expect(spec.path == "apps/habits/project.yml")
    #expect(spec.name == "Habits")
    #expect(spec.configurations == ["Debug", "Release", "Staging"])
    #expect(spec.configurationName == "Release")
    #expect(spec.targets.map(\.name) == ["Habits", "HabitsTests", "HabitsWatch", "HabitsWidget"])

    let app = try #require(spec.targets.first)
    var expected = ProjectTarget(
      name: "Habits", productType: .application, platform: .iOS, configurationName: "Release",
      infoPlistPath: "apps/habits/Habits/Info.plist",
      infoPlistKeys: [
        "CFBundleDisplayName": "Habits", "UILaunchStoryboardName": "LaunchScreen",
        "UIRequiresFullScreen": "YES",
      ], appIconName: "AppIcon", alternateAppIconNames: ["AppIconDark", "AppIconRetro"],
      deploymentTarget: "15.0", deviceFamily: [1],
      synchronizedFolders: ["apps/habits/Habits", "apps/habits/Resources"],
      synchronizedExceptions: ["apps/habits/Habits/Preview Content"],
      dependencies: ["HabitsWidget", "HabitsWatch"])
    expected.productName = "Habits"
    #expect(app == expected)

    let watch = spec.targets[2]
    #expect(watch.platform == .watchOS)
    #expect(watch.productType == .application)
    #expect(watch.appIconName == "AppIcon")
    #expect(watch.deviceFamily == [4])
    #expect(watch.deploymentTarget == "8.0")
    #expect(watch.generatesInfoPlist)
    #expect(watch.infoPlistPath == nil)
    #expect(
      watch.infoPlistKeys == [
        "CFBundleDisplayName": "Habits", "WKCompanionAppBundleIdentifier": "com.example.habits",
      ])
    #expect(watch.synchronizedFolders == ["apps/habits/HabitsWatch"])

    let widget = spec.targets[3]
    #expect(widget.productType == .appExtension("com.apple.product-type.app-extension"))
    #expect(widget.appIconName == nil)
    #expect(widget.deviceFamily == [1, 2])
    #expect(widget.infoPlistPath == "apps/habits/HabitsWidget/Info.plist")

    let tests = spec.targets[1]
    #expect(tests.productType == .unitTest)
    #expect(tests.infoPlistPath == nil)

    // Target presets beat project settings: the project's Debug icon reaches only the targets
    // that have no preset of their own.
    #expect(
      spec.iconSetNamesByTarget == [
        "Habits": ["AppIcon", "AppIcon-Staging"], "HabitsWatch": ["AppIcon"],
        "HabitsWidget": ["AppIcon-Dev"], "HabitsTests": ["AppIcon-Dev"],
      ])
    #expect(
      spec.notes == [
        "info.properties CFBundleIcons of target Habits is not a single value; read it from the Info.plist XcodeGen writes",
        "the exclude **/*.md of source Habits (target Habits) is a pattern; the files it matches are still counted",
        "the source Resources of target Habits keeps only files matching its includes; every file under it is counted here",
      ])
  }

  @Test("includes: merged first, paths relative to the included spec, relativePaths: false")
  func includes() throws {
    let tree = Tree([
      "ios/specs/base.yml": """
      options:
        deploymentTarget:
          iOS: 13.0
      configFiles:
        Debug: ../Config/Debug.xcconfig
      settingGroups:
        branding:
          ASSETCATALOG_COMPILER_APPICON_NAME: Brand$(ICON_SUFFIX)
      targets:
        Shared:
          type: framework
          platform: iOS
          sources: [Shared]
      """,
      "ios/specs/targets.yml": """
      include:
        - nested/more.yml
      targets:
        Stickers:
          type: app-extension.messages
          platform: iOS
          sources: [../Stickers]
          settings:
            groups: [branding]
      """,
      "ios/specs/nested/more.yml": """
      targets:
        Shared:
          sources: [Extra]
      """,
      "ios/rooted.yml": """
      targets:
        Rooted:
          type: application
          platform: iOS
          sources: [RootedApp]
      """,
      "ios/Config/Debug.xcconfig": "ICON_SUFFIX = -Debug\n",
    ])
    let spec = try tree.parse(
      """
      include:
        - specs/base.yml
        - path: specs/targets.yml
        - path: rooted.yml
          relativePaths: false
      name: Kit
      targets:
        Shared:
          sources: [Own]
      """, at: "ios/project.yml")
    #expect(spec.targets.map(\.name) == ["Rooted", "Shared", "Stickers"])
    let shared = spec.targets[1]
    // Lists concatenate in merge order: base.yml, its sibling's include, the root spec.
    #expect(
      shared.synchronizedFolders == ["ios/specs/Shared", "ios/specs/nested/Extra", "ios/Own"])
    #expect(shared.deploymentTarget == "13.0")
    #expect(spec.targets[0].synchronizedFolders == ["ios/RootedApp"])
    let stickers = spec.targets[2]
    #expect(stickers.productType == .messagesExtension)
    #expect(stickers.synchronizedFolders == ["ios/Stickers"])
    #expect(stickers.appIconName == "Brand")
    #expect(spec.iconSetNamesByTarget["Stickers"] == ["Brand-Debug", "Brand"])
    #expect(
      spec.notes == [
        "target Rooted names no Info.plist; XcodeGen takes the first Info.plist among its sources, which is not looked for here",
        "target Stickers names no Info.plist; XcodeGen takes the first Info.plist among its sources, which is not looked for here",
      ])
    #expect(
      tree.asked == [
        "ios/specs/base.yml", "ios/specs/targets.yml", "ios/specs/nested/more.yml",
        "ios/rooted.yml",
        "ios/Config/Debug.xcconfig",
      ])
  }

  @Test("app-extension.messages keeps its preset icon unless settings override it")
  func messagesPreset() throws {
    let spec = try Tree().parse(
      """
      name: M
      targets:
        Stickers:
          type: app-extension.messages-sticker-pack
          platform: iOS
        Chat:
          type: app-extension.messages
          platform: iOS
      """)
    #expect(spec.targets.map(\.productType) == [.messagesExtension, .stickerPack])
    #expect(spec.targets.map(\.appIconName) == ["iMessage App Icon", nil])
  }

  @Test("multi-platform targets and templates: names, ${platform}, ${target_name}, versions")
  func multiplatform() throws {
    let spec = try Tree().parse(
      """
      name: Reader
      targetTemplates:
        App:
          type: application
          sources:
            - ${target_name}/Sources
          settings:
            base:
              INFOPLIST_FILE: ${target_name}/Info.plist
      targets:
        Reader:
          templates: [App]
          platform: [iOS, tvOS]
          deploymentTarget:
            iOS: "14.0"
            tvOS: 15
          settings:
            base:
              PRODUCT_BUNDLE_IDENTIFIER: com.example.reader.${platform}
          dependencies:
            - target: Core_${platform}
            - target: IOSOnly
              platforms: [iOS]
        Core:
          type: framework
          platform: [iOS, tvOS]
          platformPrefix: "Lib"
          platformSuffix: ""
          sources: ["Core/${platform}"]
      """, at: "Reader/project.yml")
    #expect(spec.targets.map(\.name) == ["LibCore", "Reader_iOS", "Reader_tvOS"])
    let iOS = spec.targets[1]
    #expect(iOS.platform == .iOS)
    #expect(iOS.productName == "Reader")
    #expect(iOS.deploymentTarget == "14.0")
    #expect(iOS.infoPlistPath == "Reader/Reader_iOS/Info.plist")
    #expect(iOS.synchronizedFolders == ["Reader/Reader_iOS/Sources"])
    #expect(iOS.appIconName == "AppIcon")
    #expect(iOS.deviceFamily == [1, 2])
    #expect(iOS.dependencies == ["Core_iOS", "IOSOnly"])
    let tv = spec.targets[2]
    #expect(tv.platform == .tvOS)
    #expect(tv.deploymentTarget == "15.0")
    #expect(tv.appIconName == "App Icon & Top Shelf Image")
    #expect(tv.launchImageName == "LaunchImage")
    #expect(tv.deviceFamily == [3])
    #expect(tv.dependencies == ["Core_tvOS"])
    // Both platforms of Core get the same name; the later one (tvOS) replaces the first.
    #expect(spec.targets[0].synchronizedFolders.count == 1)
  }

  @Test("supported destinations: platform from the first, families joined, macCatalyst is iOS")
  func destinations() throws {
    let spec = try Tree().parse(
      """
      name: D
      targets:
        Everywhere:
          type: application
          supportedDestinations: [visionOS, macCatalyst, iOS]
          deploymentTarget: "17.0"
        CatalystOnly:
          type: application
          supportedDestinations: [macCatalyst]
        Mac:
          type: application
          platform: auto
          supportedDestinations: [macOS]
      """)
    let everywhere = spec.targets[1]
    #expect(everywhere.name == "Everywhere")
    #expect(everywhere.platform == .iOS)
    #expect(everywhere.deviceFamily == [1, 2, 7])
    #expect(everywhere.deploymentTarget == "17.0")
    #expect(everywhere.appIconName == "AppIcon")
    let catalyst = spec.targets[0]
    #expect(catalyst.platform == .iOS)
    #expect(catalyst.deviceFamily == [1, 2])
    let mac = spec.targets[2]
    #expect(mac.platform == .macOS)
    #expect(mac.deviceFamily.isEmpty)
  }

  @Test("xcconfig files: presets yield to them, settings beat them, includes and conditions")
  func configFiles() throws {
    let tree = Tree([
      "Config/Shared.xcconfig": """
      // Shared
      ICON_SUFFIX = -Shared
      #include? "Missing.xcconfig"
      """,
      "Config/Release.xcconfig": """
      #include "Shared.xcconfig"
      ICON_SUFFIX = -Release
      TARGETED_DEVICE_FAMILY = 1 // phones only
      IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*] = 16.0
      IPHONEOS_DEPLOYMENT_TARGET[sdk=macosx*] = 99.0
      INFOPLIST_FILE = $(SRCROOT)/$(TARGET_NAME)/Info.plist;
      ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon$(ICON_SUFFIX)
      """,
      "Config/Loop.xcconfig": "#include \"Loop.xcconfig\"\nX = 1\n",
    ])
    let spec = try tree.parse(
      """
      name: Shop
      configFiles:
        Debug: Config/Loop.xcconfig
      targets:
        Shop:
          type: application
          platform: iOS
          deploymentTarget: 14.0
          configFiles:
            Release: Config/Release.xcconfig
            Debug: Config/Absent.xcconfig
          settings:
            configs:
              debug:
                ASSETCATALOG_COMPILER_APPICON_NAME: AppIcon-Debug
      """)
    let shop = try #require(spec.targets.first)
    #expect(shop.deploymentTarget == "16.0")
    #expect(shop.deviceFamily == [1])
    #expect(shop.infoPlistPath == "Shop/Info.plist")
    #expect(shop.appIconName == "AppIcon-Release")
    #expect(spec.iconSetNamesByTarget["Shop"] == ["AppIcon-Debug", "AppIcon-Release"])
    #expect(
      spec.notes == [
        "xcconfig Config/Loop.xcconfig includes itself (through Config/Loop.xcconfig); the loop is cut",
        "the xcconfig Config/Absent.xcconfig of target Shop is missing",
      ])
  }

  @Test("settings: groups, base, configs matched by part of the name unless another is exact")
  func settingsMatching() throws {
    let spec = try Tree().parse(
      """
      name: S
      configs:
        Staging Debug: debug
        Staging Release: release
        Release: release
      settingGroups:
        icons:
          groups: [deeper]
          base:
            ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS: YES
        deeper:
          INFOPLIST_PREPROCESS: true
      targets:
        App:
          type: application
          platform: iOS
          settings:
            groups: [icons, undefined]
            base:
              ASSETCATALOG_COMPILER_APPICON_NAME: Base
              GENERATE_INFOPLIST_FILE: YES
            configs:
              Release:
                ASSETCATALOG_COMPILER_APPICON_NAME: Release
              staging:
                ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES: StagingAlt
          MARKETING_VERSION: ignored
      """)
    let app = try #require(spec.targets.first)
    #expect(spec.configurations == ["Release", "Staging Debug", "Staging Release"])
    #expect(spec.configurationName == "Release")
    #expect(app.appIconName == "Release")
    #expect(app.alternateAppIconNames.isEmpty)
    #expect(app.includesAllAppIcons)
    #expect(app.preprocessesInfoPlist)
    // "Staging Release" contains "Release", but that entry names the Release configuration
    // exactly, so it keeps the base icon; "staging" matches both Staging configurations.
    #expect(spec.iconSetNamesByTarget["App"] == ["Release", "Base"])
    #expect(spec.notes == ["target App uses the setting group undefined, which is not defined"])
  }

  @Test("settingPresets none applies no preset; targets only skips project presets")
  func noPresets() throws {
    let spec = try Tree().parse(
      """
      name: P
      options:
        settingPresets: none
      targets:
        App:
          type: application
          platform: iOS
          settings:
            PRODUCT_NAME: Shown Name
      """)
    let app = try #require(spec.targets.first)
    #expect(app.appIconName == nil)
    #expect(app.deviceFamily.isEmpty)
    #expect(app.productName == "Shown Name")
    #expect(spec.iconSetNamesByTarget.isEmpty)
  }

  @Test("an unknown settingPresets applies all; a config type is case-sensitive")
  func presetOptions() throws {
    let spec = try Tree().parse(
      """
      name: P
      options:
        settingPresets: everything
      configs:
        Beta: Release
      targets:
        App:
          type: application
          platform: iOS
          info: {path: App/Info.plist}
      """)
    let app = try #require(spec.targets.first)
    #expect(app.appIconName == "AppIcon")
    #expect(spec.configurationName == "Beta")
    #expect(app.productName == "App")
    #expect(
      spec.notes == ["options.settingPresets everything is not one XcodeGen knows; all are applied"]
    )
  }

  @Test(
    "deployment targets as XcodeGen writes them",
    arguments: [
      ("15", "15.0"), ("\"15\"", "15.0"), ("15.0", "15.0"), ("\"15.0.0\"", "15.0"),
      ("\"12.4.1\"", "12.4.1"), ("9.3", "9.3"), ("\"v10.1\"", "10.1"),
    ])
  func versions(written: String, expected: String) throws {
    let spec = try Tree().parse(
      "name: V\ntargets:\n  A:\n    type: application\n    platform: iOS\n    deploymentTarget: \(written)\n"
    )
    #expect(spec.targets.first?.deploymentTarget == expected)
  }
}
