import BuildDescriptions
import Testing

/// The masters of flutter_launcher_icons, Expo, @capacitor/assets, cordova-res and Tauri, and
/// whether each generator flattens them.
struct IconGeneratorConfigTests {
  func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  // MARK: - flutter_launcher_icons

  static let pubspec = """
    name: pantry
    description: "Keeps track of what is in the cupboard."
    publish_to: 'none'
    version: 1.3.0+12

    environment:
      sdk: ^3.4.0

    dependencies:
      flutter:
        sdk: flutter

    dev_dependencies:
      flutter_launcher_icons: ^0.14.1

    flutter_launcher_icons:
      android: "launcher_icon"
      ios: true
      image_path: "assets/icon/icon.png"
      image_path_ios: "assets/icon/icon-ios.png"
      min_sdk_android: 21

    flutter:
      uses-material-design: true
    """

  @Test("pubspec.yaml: image_path_ios wins, remove_alpha_ios unset, so no flattening")
  func flutterPubspec() throws {
    let config = try IconGeneratorConfig.flutterLauncherIcons(
      bytes(Self.pubspec), configPath: "app/pubspec.yaml")
    #expect(
      config.masters == [
        GeneratorMaster(
          tool: .flutterLauncherIcons, configPath: "app/pubspec.yaml", line: 20,
          key: "image_path_ios", master: "app/assets/icon/icon-ios.png", flattensAlpha: false,
          fixSetting: "remove_alpha_ios: true", background: nil, iconSetName: "AppIcon")
      ])
    #expect(config.notes.isEmpty)
  }

  @Test("remove_alpha_ios: true flattens onto background_color_ios (default white)")
  func flutterFlattens() throws {
    let config = try IconGeneratorConfig.flutterLauncherIcons(
      bytes(
        """
        flutter_launcher_icons:
          ios: true
          image_path: assets/logo.png
          remove_alpha_ios: true
          background_color_ios: "#0A84FF"
        """), configPath: "flutter_launcher_icons.yaml")
    #expect(
      config.masters == [
        GeneratorMaster(
          tool: .flutterLauncherIcons, configPath: "flutter_launcher_icons.yaml", line: 3,
          key: "image_path", master: "assets/logo.png", flattensAlpha: true, fixSetting: nil,
          background: "#0A84FF")
      ])
    let plain = try IconGeneratorConfig.flutterLauncherIcons(
      bytes("flutter_icons:\n  ios: Custom-Icon\n  image_path: a.png\n  remove_alpha_ios: true\n"),
      configPath: "pubspec.yaml")
    #expect(plain.masters.map(\.background) == ["#ffffff"])
  }

  @Test("a flavour file writes AppIcon-FLAVOR; flutter_icons wins over flutter_launcher_icons")
  func flutterFlavourAndLegacy() throws {
    let flavour = try IconGeneratorConfig.flutterLauncherIcons(
      bytes("flutter_launcher_icons:\n  ios: true\n  image_path: assets/dev.png\n"),
      configPath: "flutter_launcher_icons-dev.yaml")
    #expect(flavour.masters.map(\.iconSetName) == ["AppIcon-dev"])
    let both = try IconGeneratorConfig.flutterLauncherIcons(
      bytes(
        """
        flutter_launcher_icons:
          ios: true
          image_path: new.png
        flutter_icons:
          ios: true
          image_path: old.png
        """), configPath: "pubspec.yaml")
    #expect(both.masters.map(\.master) == ["old.png"])
    #expect(both.masters.map(\.line) == [6])
  }

  @Test("ios false or missing, no image path, a yes that Dart reads as text: notes, no master")
  func flutterNoMaster() throws {
    let off = try IconGeneratorConfig.flutterLauncherIcons(
      bytes("flutter_launcher_icons:\n  android: true\n  ios: false\n  image_path: a.png\n"),
      configPath: "pubspec.yaml")
    #expect(off.masters.isEmpty)
    #expect(
      off.notes == [
        "flutter_launcher_icons in pubspec.yaml (line 1) does not set ios: true; flutter_launcher_icons makes no iOS icon"
      ])
    let noImage = try IconGeneratorConfig.flutterLauncherIcons(
      bytes("flutter_launcher_icons:\n  ios: true\n  image_path_android: a.png\n"),
      configPath: "pubspec.yaml")
    #expect(
      noImage.notes == [
        "flutter_launcher_icons in pubspec.yaml sets ios but no image_path; flutter_launcher_icons stops there"
      ])
    let yes = try IconGeneratorConfig.flutterLauncherIcons(
      bytes("flutter_launcher_icons:\n  ios: true\n  image_path: a.png\n  remove_alpha_ios: yes\n"),
      configPath: "pubspec.yaml")
    #expect(yes.masters.map(\.flattensAlpha) == [false])
    #expect(
      yes.notes == [
        "remove_alpha_ios in pubspec.yaml (line 4) is not true or false; flutter_launcher_icons rejects it"
      ])
    let none = try IconGeneratorConfig.flutterLauncherIcons(
      bytes("name: plain\nflutter_launcher_icons:\n"), configPath: "pubspec.yaml")
    #expect(none == IconGeneratorConfig())
    let escaping = try IconGeneratorConfig.flutterLauncherIcons(
      bytes("flutter_launcher_icons:\n  ios: true\n  image_path: ../../secret.png\n"),
      configPath: "app/pubspec.yaml")
    #expect(escaping.masters.isEmpty)
    #expect(escaping.notes == ["image_path in app/pubspec.yaml (../../secret.png) leaves the tree"])
  }

  @Test("a pubspec that is not YAML, or a list: typed errors")
  func flutterErrors() {
    #expect(
      throws: BuildDescriptionError.wrongTopLevel(expected: "a dictionary", found: "a list")
    ) {
      try IconGeneratorConfig.flutterLauncherIcons(bytes("- a\n"), configPath: "pubspec.yaml")
    }
    let error = #expect(throws: BuildDescriptionError.self) {
      try IconGeneratorConfig.flutterLauncherIcons(bytes("a: [\n"), configPath: "pubspec.yaml")
    }
    guard case .notYAML = error else {
      Issue.record("expected notYAML, got \(String(describing: error))")
      return
    }
  }

  // MARK: - Expo

  @Test("app.json: ios.icon over icon, flattened onto white by prebuild, with its line")
  func expoIcons() throws {
    let config = try IconGeneratorConfig.expo(
      bytes(
        """
        {
          "expo": {
            "name": "Trails",
            "slug": "trails",
            "icon": "./assets/icon.png",
            "ios": {
              "supportsTablet": true,
              "icon": "./assets/ios-icon.png"
            }
          }
        }
        """), configPath: "mobile/app.json")
    #expect(
      config.masters == [
        GeneratorMaster(
          tool: .expo, configPath: "mobile/app.json", line: 8, key: "ios.icon",
          master: "mobile/assets/ios-icon.png", flattensAlpha: true, fixSetting: nil,
          background: "#ffffff")
      ])
  }

  @Test("app.json: light/dark/tinted object, bare configuration, top icon, Icon Composer, URL")
  func expoVariants() throws {
    let appearances = try IconGeneratorConfig.expo(
      bytes(
        #"{"expo": {"icon": "a.png", "ios": {"icon": {"dark": "./d.png", "tinted": "./t.png"}}}}"#),
      configPath: "app.json")
    #expect(appearances.masters.map(\.key) == ["ios.icon.dark"])
    #expect(appearances.masters.map(\.master) == ["d.png"])
    let bare = try IconGeneratorConfig.expo(
      bytes("{\n  // JSON5 comments, as Expo reads app.json\n  \"icon\": \"icon.png\",\n}"),
      configPath: "app.json")
    #expect(bare.masters.map(\.key) == ["icon"])
    #expect(bare.masters.map(\.line) == [3])
    let composer = try IconGeneratorConfig.expo(
      bytes(#"{"expo": {"ios": {"icon": "./assets/App.icon"}}}"#), configPath: "app.json")
    #expect(composer.masters.isEmpty)
    #expect(
      composer.notes == [
        "ios.icon in app.json (line 1) is an Icon Composer bundle; prebuild copies it as it is"
      ])
    let remote = try IconGeneratorConfig.expo(
      bytes(#"{"expo": {"icon": "https://example.com/icon.png"}}"#), configPath: "app.json")
    #expect(remote.masters.isEmpty)
    #expect(remote.notes == ["icon in app.json (line 1) is a remote image; it is not in the tree"])
    let none = try IconGeneratorConfig.expo(
      bytes(#"{"expo": {"name": "x"}}"#), configPath: "app.json")
    #expect(none.notes == ["app.json names no icon; Expo's prebuild writes a plain white icon"])
    let reactNative = try IconGeneratorConfig.expo(
      bytes(#"{"name": "App", "displayName": "App"}"#), configPath: "app.json")
    #expect(reactNative == IconGeneratorConfig())
  }

  @Test("app.json that is not JSON or not an object: typed errors with the byte")
  func expoErrors() {
    #expect(
      throws: BuildDescriptionError.notJSON(detail: "expected ',' or '}' in an object", offset: 13)
    ) {
      try IconGeneratorConfig.expo(self.bytes(#"{"icon": "a" "b"}"#), configPath: "app.json")
    }
    #expect(throws: BuildDescriptionError.wrongTopLevel(expected: "an object", found: "a list")) {
      try IconGeneratorConfig.expo(self.bytes("[1, 2]"), configPath: "app.json")
    }
    let deep = String(repeating: "[", count: 10_000)
    #expect(throws: BuildDescriptionError.notJSON(detail: "nesting deeper than 256", offset: 256)) {
      try IconGeneratorConfig.expo(self.bytes(deep), configPath: "app.json")
    }
  }

  // MARK: - Tauri

  @Test("tauri.conf.json: app-icon.png at the project's top; bundle.icon is a note")
  func tauri() throws {
    let conf = """
      {
        "productName": "notes",
        "version": "0.1.0",
        "identifier": "com.example.notes",
        "bundle": {
          "active": true,
          "icon": ["icons/32x32.png", "icons/128x128.png", "icons/icon.icns", "icons/icon.ico"]
        }
      }
      """
    let config = try IconGeneratorConfig.tauri(
      bytes(conf), configPath: "desktop/src-tauri/tauri.conf.json",
      files: ["desktop/app-icon.png", "desktop/src-tauri/app-icon.png"])
    #expect(
      config.masters == [
        GeneratorMaster(
          tool: .tauri, configPath: "desktop/src-tauri/tauri.conf.json", line: nil,
          key: "app-icon.png", master: "desktop/app-icon.png", flattensAlpha: true,
          fixSetting: nil, background: "#fff")
      ])
    #expect(
      config.notes == [
        "bundle.icon in desktop/src-tauri/tauri.conf.json lists 4 desktop icons; the iOS icons are the set `tauri icon` writes under gen/apple"
      ])
    let inside = try IconGeneratorConfig.tauri(
      bytes(conf), configPath: "src-tauri/tauri.conf.json", files: ["src-tauri/app-icon.png"])
    #expect(inside.masters.map(\.master) == ["src-tauri/app-icon.png"])
    let missing = try IconGeneratorConfig.tauri(
      bytes(conf), configPath: "src-tauri/tauri.conf.json", files: [])
    #expect(missing.masters.isEmpty)
    #expect(
      missing.notes.last
        == "no app-icon.png beside src-tauri/tauri.conf.json's project: `tauri icon` takes its master from its command line"
    )
    let v1 = try IconGeneratorConfig.tauri(
      bytes(#"{"tauri": {"bundle": {"icon": ["icons/icon.png"]}}}"#),
      configPath: "src-tauri/tauri.conf.json", files: ["app-icon.png"])
    #expect(v1.masters.isEmpty)
    #expect(
      v1.notes == [
        "src-tauri/tauri.conf.json is a Tauri 1 configuration; Tauri 1 builds no iOS app"
      ])
  }

  // MARK: - Capacitor and cordova-res

  @Test("@capacitor/assets: the last input that writes the iOS icons is the master")
  func capacitor() {
    let config = IconGeneratorConfig.capacitorAssets(files: [
      "capacitor.config.ts", "assets/logo.png", "assets/icon-only.png", "assets/splash.png",
      "ionic/capacitor.config.json", "ionic/resources/icon.png",
      "ionic/resources/android/icon-foreground.png",
    ])
    #expect(
      config.masters == [
        GeneratorMaster(
          tool: .capacitorAssets, configPath: "capacitor.config.ts", line: nil, key: "icon-only",
          master: "assets/icon-only.png", flattensAlpha: true, fixSetting: nil,
          background: "#ffffff"),
        GeneratorMaster(
          tool: .capacitorAssets, configPath: "ionic/capacitor.config.json", line: nil,
          key: "icon", master: "ionic/resources/icon.png", flattensAlpha: true, fixSetting: nil,
          background: "#ffffff"),
      ])
    #expect(
      config.notes == [
        "@capacitor/assets overwrites the iOS icons from assets/logo.png with assets/icon-only.png"
      ])
    let platformSpecific = IconGeneratorConfig.capacitorAssets(files: [
      "capacitor.config.json", "assets/icon-only.jpg", "assets/ios/icon.webp",
    ])
    #expect(platformSpecific.masters.map(\.master) == ["assets/ios/icon.webp"])
    #expect(platformSpecific.masters.map(\.key) == ["ios/icon"])
  }

  @Test("cordova-res beside a Cordova config.xml; nothing without a project file")
  func cordovaRes() {
    let config = IconGeneratorConfig.capacitorAssets(files: [
      "config.xml", "resources/icon.png", "resources/splash.png",
      "web/assets/icon.png", "node_modules/x/capacitor.config.json",
      "node_modules/x/assets/icon-only.png",
    ])
    #expect(
      config.masters == [
        GeneratorMaster(
          tool: .cordovaRes, configPath: "config.xml", line: nil, key: "icon",
          master: "resources/icon.png", flattensAlpha: true, fixSetting: nil, background: nil)
      ])
  }

  // MARK: - detect

  @Test("detect: flavour files hide the pubspec; every tool's configuration is read")
  func detect() {
    let files: [String: String] = [
      "app/pubspec.yaml": Self.pubspec,
      "app/flutter_launcher_icons-prod.yaml":
        "flutter_launcher_icons:\n  ios: true\n  image_path: art/prod.png\n  remove_alpha_ios: true\n",
      "app/flutter_launcher_icons-dev.yaml":
        "flutter_launcher_icons:\n  ios: true\n  image_path: art/dev.png\n",
      "expo/app.json": #"{"expo": {"icon": "./icon.png"}}"#,
      "expo/app.config.ts": "export default {}",
      "broken/app.json": "{",
      "node_modules/lib/app.json": #"{"expo": {"icon": "./lib.png"}}"#,
      "src-tauri/tauri.conf.json": #"{"bundle": {"icon": []}}"#,
      "app-icon.png": "",
      "capacitor.config.json": "{}",
      "assets/icon-only.png": "",
    ]
    let config = IconGeneratorConfig.detect(
      files: Array(files.keys) + ["listed/pubspec.yaml"], read: { files[$0].map { Array($0.utf8) } }
    )
    #expect(
      config.masters.map { "\($0.tool.rawValue) \($0.master) \($0.flattensAlpha)" } == [
        "flutter_launcher_icons app/art/dev.png false",
        "flutter_launcher_icons app/art/prod.png true",
        "expo expo/icon.png true",
        "tauri app-icon.png true",
        "@capacitor/assets assets/icon-only.png true",
      ])
    #expect(config.masters.map(\.iconSetName).prefix(2) == ["AppIcon-dev", "AppIcon-prod"])
    #expect(
      config.notes == [
        "the flutter_launcher_icons section of app/pubspec.yaml is not read: app/flutter_launcher_icons-dev.yaml, app/flutter_launcher_icons-prod.yaml takes precedence",
        "listed/pubspec.yaml is listed but cannot be read",
        "broken/app.json cannot be read: it is not valid JSON (the text ends inside an object at byte 1)",
        "expo/app.config.ts is code; its icon settings cannot be read without running it",
      ])
  }
}
