import XcodeProject
import YAMLReader

/// The masters that icon generators configured in a tree turn into App Store icons.
///
/// Invariant: a pure value; every path is a tree path; each master is reported once, by the
/// configuration the generator actually reads (a flutter_launcher_icons flavour file hides
/// the pubspec's section, as the tool does); what cannot be read or evaluated (`app.config.js`,
/// a remote icon, a configuration that is not valid YAML or JSON) is a note.
///
/// What each generator does with transparency, as verified in its source:
///
/// - flutter_launcher_icons: `remove_alpha_ios` (default false) blends the master onto
///   `background_color_ios` (default "#ffffff") and drops the channel; unset, the icons keep
///   the master's alpha and the tool only prints "Icons with alpha channel are not allowed in
///   the Apple App Store. Set "remove_alpha_ios: true" to remove it."
///   (fluttercommunity/flutter_launcher_icons README.md "IOS" attributes, and lib/ios.dart
///   `createIcons` and lib/config/config.g.dart at commit 10b86b1, June 2025). `ios` defaults
///   to false: no iOS icons unless `ios: true` or `ios: NAME`. `image_path_ios` falls back to
///   `image_path`. A `flutter_icons:` section wins over `flutter_launcher_icons:`;
///   `flutter_launcher_icons.yaml` over `pubspec.yaml`; and when any
///   `flutter_launcher_icons-FLAVOR.yaml` exists, only those are read, each writing the set
///   `AppIcon-FLAVOR` (lib/main.dart, lib/config/config.dart). Paths are relative to the
///   folder the tool runs in, the project's, where these files are. (Its `_alphaBlend` takes
///   red from the background's green and green from its alpha: only translucent edge pixels
///   of a coloured background come out wrong; fully transparent ones get the colour exactly.)
/// - Expo prebuild: `withIosIcons` renders `ios.icon` (or its `light`, else `dark`, else
///   `tinted` entry; else `icon`) at 1024 px with `removeTransparency: true` and background
///   "#ffffff" for the light and tinted icons, keeping transparency only in the dark one; an
///   app without an icon gets a white square (expo/expo
///   packages/@expo/prebuild-config/src/plugins/icons/withIosIcons.ts
///   `generateUniversalIconAsync`; packages/@expo/image-utils/src/Image.ts composites onto the
///   background with 3 channels, or `colorType(2)` with Jimp). A `.icon` (Icon Composer) is
///   copied as it is, not flattened. This holds where prebuild writes the native project;
///   a committed `ios/` folder holds whatever the last prebuild wrote.
/// - @capacitor/assets: every iOS icon is `.flatten({ background: iconBackgroundColor ??
///   '#ffffff' })` (ionic-team/capacitor-assets src/platforms/ios/index.ts `_generateIcons`,
///   commit 5555191, 2024); the source is `assets/` (else `resources/`), `logo` (else `icon`),
///   then `icon-only`, then `ios/icon`, each later one overwriting the iOS icons
///   (src/project.ts `loadInputAssets`, src/tasks/generate.ts).
/// - cordova-res: removes transparency from iOS icons since 0.12.0, in the maintainer's words
///   (ionic-team/capacitor-assets issue #111, 2020); its source is `resources/icon.png`
///   (or `.jpg`, `.jpeg`). Older versions did not; the version in use is not known here.
/// - `tauri icon`: the iOS icons are resized onto `--ios-color` (default "#fff", or the
///   manifest's `bg_color`), so every pixel is opaque, though the PNGs are still written as
///   RGBA (tauri-apps/tauri crates/tauri-cli/src/icon.rs `png` and `resize_png`; the option
///   came with PR #6247, 2023, before Tauri 2 had iOS). Its input defaults to `./app-icon.png`
///   where it runs, the project's top, beside `src-tauri/`. `bundle.icon` in
///   `tauri.conf.json` lists the desktop bundles' icons, not the iOS ones, which `tauri icon`
///   writes into `src-tauri/gen/apple/Assets.xcassets/AppIcon.appiconset`.
public struct IconGeneratorConfig: Sendable, Equatable {
  public let masters: [GeneratorMaster]
  public let notes: [String]

  /// Larger than any real configuration (a pubspec.yaml is a few KB).
  public static let maxBytes = 16 << 20

  public init(masters: [GeneratorMaster] = [], notes: [String] = []) {
    self.masters = masters
    self.notes = notes
  }

  // MARK: - flutter_launcher_icons

  /// Reads a `pubspec.yaml`, `flutter_launcher_icons.yaml` or
  /// `flutter_launcher_icons-FLAVOR.yaml` (its section `flutter_launcher_icons:`, or the
  /// older `flutter_icons:`). A file without such a section gives an empty value.
  public static func flutterLauncherIcons(_ bytes: [UInt8], configPath: String)
    throws(BuildDescriptionError) -> IconGeneratorConfig
  {
    try FlutterLauncherIcons.read(bytes, configPath: configPath).config
  }

  // MARK: - Expo

  /// Reads an Expo `app.json` (`{"expo": {...}}`, or the configuration bare).
  public static func expo(_ bytes: [UInt8], configPath: String) throws(BuildDescriptionError)
    -> IconGeneratorConfig
  {
    var notes = Notes()
    let folder = BuildPath.folder(ofFile: configPath, kind: "app.json", notes: &notes)
    let path = TreePath.normalize(configPath) ?? configPath
    let top = try JSONText.parse(bytes, limit: maxBytes)
    guard top.isObject else {
      throw .wrongTopLevel(expected: "an object", found: top.kind)
    }
    let expo = top["expo"].flatMap { $0.isObject ? $0 : nil }
    let isExpo = expo != nil
    let config = expo ?? top
    func master(_ written: String, key: String, line: Int) -> [GeneratorMaster] {
      if written.hasPrefix("http://") || written.hasPrefix("https://") {
        notes.add("\(key) in \(path) (line \(line)) is a remote image; it is not in the tree")
        return []
      }
      if written.hasSuffix(".icon") {
        notes.add(
          "\(key) in \(path) (line \(line)) is an Icon Composer bundle; prebuild copies it as it is"
        )
        return []
      }
      guard let tree = treePath(written, folder: folder, what: "\(key) in \(path)", notes: &notes)
      else { return [] }
      return [
        GeneratorMaster(
          tool: .expo, configPath: path, line: line, key: key, master: tree, flattensAlpha: true,
          fixSetting: nil, background: "#ffffff")
      ]
    }
    var masters: [GeneratorMaster] = []
    let ios = config.member("ios")?.value
    let iosIcon = ios?.member("icon")
    if let iosIcon, let written = iosIcon.value.string, !written.isEmpty {
      masters = master(written, key: "ios.icon", line: iosIcon.line)
    } else if let iosIcon, iosIcon.value.isObject {
      // withIosIcons renders the first of light, dark, tinted as the base icon.
      if let entry = ["light", "dark", "tinted"].lazy.compactMap({ name in
        iosIcon.value.member(name).flatMap { member in
          member.value.string.map { (name, $0, member.line) }
        }
      }).first {
        masters = master(entry.1, key: "ios.icon.\(entry.0)", line: entry.2)
      }
    }
    if masters.isEmpty, notes.lines.isEmpty, let icon = config.member("icon"),
      let written = icon.value.string, !written.isEmpty
    {
      masters = master(written, key: "icon", line: icon.line)
    }
    if masters.isEmpty, notes.lines.isEmpty, isExpo {
      notes.add("\(path) names no icon; Expo's prebuild writes a plain white icon")
    }
    return IconGeneratorConfig(masters: masters, notes: notes.lines)
  }

  // MARK: - Tauri

  /// Reads `src-tauri/tauri.conf.json`; the master is `app-icon.png` (or `.svg`) at the
  /// project's top, else in `src-tauri/`, if `files` (tree paths) has it.
  public static func tauri(_ bytes: [UInt8], configPath: String, files: [String])
    throws(BuildDescriptionError) -> IconGeneratorConfig
  {
    var notes = Notes()
    let configFolder = BuildPath.folder(ofFile: configPath, kind: "tauri.conf.json", notes: &notes)
    let path = TreePath.normalize(configPath) ?? configPath
    let top = try JSONText.parse(bytes, limit: maxBytes)
    guard top.isObject else { throw .wrongTopLevel(expected: "an object", found: top.kind) }
    if top["bundle"] == nil, top["tauri"]?["bundle"] != nil {
      notes.add("\(path) is a Tauri 1 configuration; Tauri 1 builds no iOS app")
      return IconGeneratorConfig(notes: notes.lines)
    }
    let bundleIcons = top["bundle"]?["icon"]?.array?.compactMap(\.string) ?? []
    if !bundleIcons.isEmpty {
      notes.add(
        "bundle.icon in \(path) lists \(bundleIcons.count) desktop icons; the iOS icons are the set `tauri icon` writes under gen/apple"
      )
    }
    let projectFolder =
      TreePath.lastComponent(configFolder) == "src-tauri"
      ? TreePath.parent(configFolder) : configFolder
    let present = Set(files)
    let candidates = [projectFolder, configFolder].flatMap { base in
      ["app-icon.png", "app-icon.svg"].compactMap { TreePath.join(base, $0) }
    }
    guard let found = candidates.first(where: { present.contains($0) }) else {
      notes.add(
        "no app-icon.png beside \(path)'s project: `tauri icon` takes its master from its command line"
      )
      return IconGeneratorConfig(notes: notes.lines)
    }
    return IconGeneratorConfig(
      masters: [
        GeneratorMaster(
          tool: .tauri, configPath: path, line: nil, key: TreePath.lastComponent(found),
          master: found, flattensAlpha: true, fixSetting: nil, background: "#fff")
      ], notes: notes.lines)
  }

  // MARK: - Capacitor and cordova-res

  /// The conventional masters of @capacitor/assets (beside a `capacitor.config.*`) and of
  /// cordova-res (beside a Cordova `config.xml`), among `files` (tree paths).
  public static func capacitorAssets(files: [String]) -> IconGeneratorConfig {
    let present = Set(files)
    var masters: [GeneratorMaster] = []
    var notes = Notes()
    let configNames = ["capacitor.config.json", "capacitor.config.ts", "capacitor.config.js"]
    var capacitorFolders: [String: String] = [:]
    var cordovaFolders: [String: String] = [:]
    for file in files.sorted() where !isVendored(file) {
      let name = TreePath.lastComponent(file)
      let folder = TreePath.parent(file)
      if configNames.contains(name), capacitorFolders[folder] == nil {
        capacitorFolders[folder] = file
      } else if name == "config.xml" {
        cordovaFolders[folder] = file
      }
    }
    func hasFiles(under folder: String) -> Bool {
      let prefix = folder + "/"
      return present.contains(where: { $0.hasPrefix(prefix) })
    }
    func first(_ base: String, in folder: String) -> String? {
      for ext in [".png", ".webp", ".jpg", ".jpeg", ".svg"] {
        if let path = TreePath.join(folder, base + ext), present.contains(path) { return path }
      }
      return nil
    }
    for (folder, config) in capacitorFolders.sorted(by: { $0.key < $1.key }) {
      let assets = TreePath.join(folder, "assets") ?? "assets"
      let resources = TreePath.join(folder, "resources") ?? "resources"
      let assetFolder = hasFiles(under: assets) ? assets : resources
      // Later inputs overwrite the iOS icons of earlier ones (generate.ts walks them in order).
      let inputs: [(key: String, path: String?)] = [
        ("logo", first("logo", in: assetFolder) ?? first("icon", in: assetFolder)),
        ("icon-only", first("icon-only", in: assetFolder)),
        ("ios/icon", first("ios/icon", in: assetFolder)),
      ]
      let found = inputs.compactMap { input in input.path.map { (input.key, $0) } }
      guard let (key, master) = found.last else { continue }
      for (_, hidden) in found.dropLast() {
        notes.add("@capacitor/assets overwrites the iOS icons from \(hidden) with \(master)")
      }
      let named =
        key == "logo" ? TreePath.lastComponent(master).split(separator: ".")[0] : key[...]
      masters.append(
        GeneratorMaster(
          tool: .capacitorAssets, configPath: config, line: nil, key: String(named), master: master,
          flattensAlpha: true, fixSetting: nil, background: "#ffffff"))
    }
    for (folder, config) in cordovaFolders.sorted(by: { $0.key < $1.key })
    where capacitorFolders[folder] == nil {
      let resources = TreePath.join(folder, "resources") ?? "resources"
      let candidates = [".png", ".jpg", ".jpeg"].compactMap {
        TreePath.join(resources, "icon" + $0)
      }
      guard let master = candidates.first(where: { present.contains($0) }) else { continue }
      masters.append(
        GeneratorMaster(
          tool: .cordovaRes, configPath: config, line: nil, key: "icon", master: master,
          flattensAlpha: true, fixSetting: nil, background: nil))
    }
    return IconGeneratorConfig(masters: masters, notes: notes.lines)
  }

  // MARK: - Everything

  /// Every generator configuration among `files` (tree paths), read through `read`; files in
  /// `node_modules/` are dependencies' and are skipped. A configuration that cannot be read is
  /// a note.
  public static func detect(files: [String], read: (String) -> [UInt8]?) -> IconGeneratorConfig {
    var masters: [GeneratorMaster] = []
    var notes = Notes()
    let sorted = files.filter { !isVendored($0) }.sorted()
    func load(_ path: String) -> [UInt8]? {
      guard let bytes = read(path) else {
        notes.add("\(path) is listed but cannot be read")
        return nil
      }
      return bytes
    }
    func take(_ config: IconGeneratorConfig) {
      masters += config.masters
      notes.add(contentsOf: config.notes)
    }

    // flutter_launcher_icons, one project folder at a time.
    var flutterFolders: [String: [String]] = [:]
    for file in sorted where FlutterLauncherIcons.isConfigName(TreePath.lastComponent(file)) {
      flutterFolders[TreePath.parent(file), default: []].append(file)
    }
    for (_, candidates) in flutterFolders.sorted(by: { $0.key < $1.key }) {
      var read: [(path: String, result: FlutterLauncherIcons.Result)] = []
      for path in candidates {
        guard let bytes = load(path) else { continue }
        do {
          read.append((path, try FlutterLauncherIcons.read(bytes, configPath: path)))
        } catch {
          notes.add("\(path) cannot be read: \(error)")
        }
      }
      let configured = read.filter(\.result.hasSection)
      let flavours = configured.filter { FlutterLauncherIcons.flavor(of: $0.path) != nil }
      let dedicated = configured.filter {
        TreePath.lastComponent($0.path) == "flutter_launcher_icons.yaml"
      }
      let used: [(path: String, result: FlutterLauncherIcons.Result)] =
        !flavours.isEmpty ? flavours : !dedicated.isEmpty ? dedicated : configured
      for ignored in configured where !used.contains(where: { $0.path == ignored.path }) {
        notes.add(
          "the flutter_launcher_icons section of \(ignored.path) is not read: \(used.map(\.path).joined(separator: ", ")) takes precedence"
        )
      }
      for entry in used { take(entry.result.config) }
    }

    for file in sorted {
      let name = TreePath.lastComponent(file)
      switch name {
      case "app.json":
        guard let bytes = load(file) else { continue }
        do {
          take(try expo(bytes, configPath: file))
        } catch {
          notes.add("\(file) cannot be read: \(error)")
        }
      case "app.config.js", "app.config.ts", "app.config.mjs", "app.config.cjs":
        notes.add("\(file) is code; its icon settings cannot be read without running it")
      case "tauri.conf.json":
        guard let bytes = load(file) else { continue }
        do {
          take(try tauri(bytes, configPath: file, files: files))
        } catch {
          notes.add("\(file) cannot be read: \(error)")
        }
      case "tauri.conf.json5", "Tauri.toml":
        notes.add("\(file) is a Tauri configuration in a format not read here")
      default:
        continue
      }
    }
    take(capacitorAssets(files: files))
    return IconGeneratorConfig(masters: masters, notes: notes.lines)
  }

  // MARK: - Helpers

  static func isVendored(_ path: String) -> Bool {
    path.split(separator: "/").contains("node_modules")
  }

  static func treePath(_ written: String, folder: String, what: String, notes: inout Notes)
    -> String?
  {
    if BuildPath.isAbsolute(written) {
      notes.add("\(what) is the absolute path \(written), outside the tree")
      return nil
    }
    guard let joined = TreePath.join(folder, written) else {
      notes.add("\(what) (\(written)) leaves the tree")
      return nil
    }
    return joined
  }
}

/// The reading of one flutter_launcher_icons configuration file.
///
/// Invariant: `hasSection` is true when the file has a `flutter_icons:` or
/// `flutter_launcher_icons:` key that is not null, whatever it holds.
enum FlutterLauncherIcons {
  struct Result {
    let hasSection: Bool
    let config: IconGeneratorConfig
  }

  static func isConfigName(_ name: String) -> Bool {
    name == "pubspec.yaml" || name == "flutter_launcher_icons.yaml" || flavor(ofName: name) != nil
  }

  /// "dev" of ".../flutter_launcher_icons-dev.yaml".
  static func flavor(of path: String) -> String? { flavor(ofName: TreePath.lastComponent(path)) }

  private static func flavor(ofName name: String) -> String? {
    let prefix = "flutter_launcher_icons-"
    let suffix = ".yaml"
    guard name.hasPrefix(prefix), name.hasSuffix(suffix),
      name.count > prefix.count + suffix.count
    else { return nil }
    return String(name.dropFirst(prefix.count).dropLast(suffix.count))
  }

  static func read(_ bytes: [UInt8], configPath: String) throws(BuildDescriptionError) -> Result {
    var notes = Notes()
    let folder = BuildPath.folder(ofFile: configPath, kind: "configuration", notes: &notes)
    let path = TreePath.normalize(configPath) ?? configPath
    guard
      let top = try YAMLText.compose(
        bytes, limit: IconGeneratorConfig.maxBytes, resolver: YAMLText.dartResolver)
    else { return Result(hasSection: false, config: IconGeneratorConfig()) }
    guard top.kind == .mapping else {
      throw .wrongTopLevel(expected: "a dictionary", found: kind(of: top))
    }
    // The tool reads `flutter_icons` first (config.dart `_getConfigFromPubspecYaml`).
    let found = [
      ("flutter_icons", top.entry("flutter_icons")),
      ("flutter_launcher_icons", top.entry("flutter_launcher_icons")),
    ]
    .first(where: { $0.1.map { !$0.value.isNull } ?? false })
    guard let (sectionName, sectionEntry) = found, let section = sectionEntry?.value else {
      return Result(hasSection: false, config: IconGeneratorConfig(notes: notes.lines))
    }
    let sectionLine = sectionEntry?.key.position.line
    guard section.kind == .mapping else {
      notes.add("\(sectionName) in \(path) is not a dictionary; flutter_launcher_icons rejects it")
      return Result(hasSection: true, config: IconGeneratorConfig(notes: notes.lines))
    }
    let ios = section.entry("ios")
    let makesIOS: Bool
    if let ios, let flag = ios.value.bool {
      makesIOS = flag
    } else if let ios, ios.value.kind == .scalar, !ios.value.isNull {
      makesIOS = true
    } else {
      makesIOS = false
    }
    guard makesIOS else {
      notes.add(
        "\(sectionName) in \(path)\(sectionLine.map { " (line \($0))" } ?? "") does not set ios: true; flutter_launcher_icons makes no iOS icon"
      )
      return Result(hasSection: true, config: IconGeneratorConfig(notes: notes.lines))
    }
    let image =
      nonEmptyString(section.entry("image_path_ios")).map { ("image_path_ios", $0) }
      ?? nonEmptyString(section.entry("image_path")).map { ("image_path", $0) }
    guard let (key, (written, line)) = image else {
      notes.add(
        "\(sectionName) in \(path) sets ios but no image_path; flutter_launcher_icons stops there")
      return Result(hasSection: true, config: IconGeneratorConfig(notes: notes.lines))
    }
    var flattens = false
    if let remove = section.entry("remove_alpha_ios") {
      if let flag = remove.value.bool {
        flattens = flag
      } else if !remove.value.isNull {
        notes.add(
          "remove_alpha_ios in \(path) (line \(remove.key.position.line)) is not true or false; flutter_launcher_icons rejects it"
        )
      }
    }
    let background = section.entry("background_color_ios")?.value.text ?? "#ffffff"
    guard
      let master = IconGeneratorConfig.treePath(
        written, folder: folder, what: "\(key) in \(path)", notes: &notes)
    else { return Result(hasSection: true, config: IconGeneratorConfig(notes: notes.lines)) }
    let flavor = flavor(of: path)
    return Result(
      hasSection: true,
      config: IconGeneratorConfig(
        masters: [
          GeneratorMaster(
            tool: .flutterLauncherIcons, configPath: path, line: line, key: key, master: master,
            flattensAlpha: flattens, fixSetting: flattens ? nil : "remove_alpha_ios: true",
            background: flattens ? background : nil,
            iconSetName: flavor.map { "AppIcon-\($0)" } ?? "AppIcon")
        ], notes: notes.lines))
  }

  private static func nonEmptyString(_ entry: (key: YAMLNode, value: YAMLNode)?) -> (String, Int?)?
  {
    guard let entry, !entry.value.isNull, let text = entry.value.text, !text.isEmpty else {
      return nil
    }
    return (text, entry.key.position.line)
  }

  private static func kind(of node: YAMLNode) -> String {
    switch node.kind {
    case .mapping: "a dictionary"
    case .sequence: "a list"
    case .scalar: "a single value"
    }
  }
}
