import BuildDescriptions
import XcodeProject

/// An XcodeGen project spec (`project.yml`, or `.json`) read into the targets the project it
/// generates would have, in the shape the Xcode project reader gives.
///
/// Invariant: a pure value built from bytes (and the included specs and `.xcconfig` files
/// `read` returns); every path in it is a tree path; `targets` are sorted by name as
/// XcodeGen sorts them, each with the settings of `configurationName`; whatever the spec
/// says that cannot be followed here (a glob, an environment variable, a missing include, a
/// key of the wrong type) is in `notes`, never an error.
///
/// Follows yonaskolb/XcodeGen `Docs/ProjectSpec.md` and its `Sources/ProjectSpec` and
/// `SettingsBuilder.swift` (commit 8d3d347): includes merged first, then multi-platform
/// targets, target templates, multi-platform again; settings from presets, deployment
/// targets, `.xcconfig` files, setting groups, `base` and per-configuration `configs`.
public struct XcodeGenSpec: Sendable, Equatable {
  /// The spec file itself ("ios/project.yml").
  public let path: String
  /// `name:`, the name of the generated `.xcodeproj`; nil when missing.
  public let name: String?
  /// The configurations the project has, sorted (Debug and Release unless `configs:` says).
  public let configurations: [String]
  /// The configuration whose settings `targets` carry: Release, else `options.defaultConfig`,
  /// else the first of type release, else the first.
  public let configurationName: String?
  public let targets: [ProjectTarget]
  /// Target name -> the `ASSETCATALOG_COMPILER_APPICON_NAME` of each configuration, in
  /// `configurations` order, each once; targets that name no set are absent. Every set
  /// named here is compiled by some build, so none is a leftover.
  public let iconSetNamesByTarget: [String: [String]]
  public let notes: [String]

  /// Larger than any real spec (a few KB; with includes, tens).
  public static let maxBytes = 16 << 20
  /// Specs including specs: real projects nest two or three.
  public static let maxIncludeDepth = 8

  /// Reads `bytes`, the contents of the spec at `specPath`.
  ///
  /// - Parameters:
  ///   - specPath: the spec file as a tree path; its folder is the project folder (SRCROOT).
  ///   - read: the bytes of a file named by tree path (an included spec, an `.xcconfig`), nil
  ///     when missing; only files inside the tree are asked for.
  ///
  /// `read` is escaping, not wrapped in `withoutActuallyEscaping`: the compiler's check of that
  /// wrapper embeds the length of this file's absolute path, which `-file-prefix-map` leaves
  /// unmapped, so release binaries built in two folders differed by it.
  public static func parse(
    _ bytes: [UInt8], specPath: String, read: @escaping (String) -> [UInt8]?
  ) throws(BuildDescriptionError) -> XcodeGenSpec {
    guard bytes.count <= maxBytes else { throw .tooLarge(bytes: bytes.count, limit: maxBytes) }
    var notes = Notes()
    let folder = BuildPath.folder(ofFile: specPath, kind: "spec", notes: &notes)
    let path =
      BuildPath.isAbsolute(specPath)
      ? TreePath.lastComponent(specPath) : TreePath.normalize(specPath) ?? specPath
    let top = try XcodeGenSpecLoader.dictionary(bytes, path: path)
    var loader = XcodeGenSpecLoader(rootFolder: folder, read: read)
    let spec = loader.load(merging: top, path: path)
    notes.add(contentsOf: loader.notes.lines)
    let builder = XcodeGenSpecBuilder(spec: spec, folder: folder, read: read, notes: notes)
    return builder.build(path: path)
  }
}

/// The targets of a merged spec, resolved: multi-platform expansion, templates, settings.
///
/// Invariant: lives for one parse (it holds the caller's `read`); each
/// `.xcconfig` file is read once, at most `maxConfigFiles` of them, and one file's includes
/// nest at most `maxIncludeDepth` deep and walk at most `maxIncludedFiles` files; setting
/// groups nest at most `maxGroupDepth` deep and are expanded at most `maxGroupVisits` times
/// per target and configuration, so no spec makes the work grow past these bounds.
final class XcodeGenSpecBuilder {
  /// `#include` nesting in `.xcconfig` files.
  static let maxIncludeDepth = 8
  /// Distinct `.xcconfig` files read for the whole spec.
  static let maxConfigFiles = 256
  /// Files walked for one `.xcconfig`, includes counted: real ones read a handful.
  static let maxIncludedFiles = 256
  static let maxGroupDepth = 16
  /// Setting groups (and per-configuration settings) expanded for one target and
  /// configuration: real specs use a handful.
  static let maxGroupVisits = 256

  private let spec: [String: Any]
  private let folder: String
  private let read: (String) -> [UInt8]?
  private var notes: Notes
  private let projectName: String
  /// (name, type) sorted by name, as XcodeGen sorts them.
  private let configs: [(name: String, type: String?)]
  private let settingGroups: [String: Any]
  private let presetsProject: Bool
  private let presetsTargets: Bool
  private var xcconfigCache: [String: [String: String]] = [:]
  private var files: [String: [UInt8]?] = [:]
  private var configFileBudget = maxConfigFiles

  init(spec: [String: Any], folder: String, read: @escaping (String) -> [UInt8]?, notes: Notes) {
    self.folder = folder
    self.read = read
    self.notes = notes
    projectName = spec["name"] as? String ?? ""
    var configs: [(String, String?)] = []
    if let declared = spec["configs"] as? [String: Any], !declared.isEmpty {
      // XcodeGen's config types are case-sensitive: "Release" is no type, so no presets.
      for (name, type) in declared { configs.append((name, type as? String)) }
    } else {
      if spec["configs"] != nil, !(spec["configs"] is [String: Any]) {
        self.notes.add("configs is not a dictionary of names and types; Debug and Release are used")
      }
      configs = [("Debug", "debug"), ("Release", "release")]
    }
    self.configs = configs.sorted { $0.0 < $1.0 }
    settingGroups =
      spec["settingGroups"] as? [String: Any] ?? spec["settingPresets"] as? [String: Any] ?? [:]
    let options = spec["options"] as? [String: Any] ?? [:]
    var presets = options["settingPresets"] as? String ?? "all"
    if !["all", "project", "targets", "none"].contains(presets) {
      self.notes.add("options.settingPresets \(presets) is not one XcodeGen knows; all are applied")
      presets = "all"
    }
    presetsProject = presets == "all" || presets == "project"
    presetsTargets = presets == "all" || presets == "targets"
    self.spec = Self.resolveProject(spec, notes: &self.notes)
  }

  func build(path: String) -> XcodeGenSpec {
    let name = spec["name"] as? String
    if name == nil { notes.add("the spec has no name; XcodeGen requires one") }
    let chosen = chooseConfiguration()
    var targets: [ProjectTarget] = []
    var iconSets: [String: [String]] = [:]
    let declared: [String: Any]
    if let dictionary = spec["targets"] as? [String: Any] {
      declared = dictionary
    } else {
      if let value = spec["targets"], !Self.isEmpty(value) {
        notes.add("targets is not a dictionary of targets; none is read")
      }
      declared = [:]
    }
    // Sorted first so the notes come in the same order on every run.
    let named: [(name: String, body: [String: Any])] = declared.sorted(by: { $0.key < $1.key })
      .compactMap { key, value in
        guard let body = value as? [String: Any] else {
          notes.add("target \(key) is not a dictionary; it is skipped")
          return nil
        }
        return ((body["name"] as? String) ?? key, body)
      }.sorted { $0.name < $1.name }
    for (targetName, body) in named {
      let target = XcodeGenTarget(name: targetName, body: body, builder: self)
      let built = target.projectTarget(configuration: chosen)
      targets.append(built)
      var names: [String] = []
      for config in configs {
        var settings = target.settings(configuration: config)
        if let icon = settings.value("ASSETCATALOG_COMPILER_APPICON_NAME"), !icon.isEmpty,
          !names.contains(icon)
        {
          names.append(icon)
        }
      }
      if !names.isEmpty { iconSets[built.name] = names }
    }
    return XcodeGenSpec(
      path: path, name: name, configurations: configs.map(\.name), configurationName: chosen?.name,
      targets: targets, iconSetNamesByTarget: iconSets, notes: notes.lines)
  }

  private func chooseConfiguration() -> (name: String, type: String?)? {
    let options = spec["options"] as? [String: Any] ?? [:]
    if let release = configs.first(where: { $0.name == "Release" }) { return release }
    if let wanted = options["defaultConfig"] as? String,
      let match = configs.first(where: { $0.name == wanted })
    {
      return match
    }
    return configs.first(where: { $0.type == "release" }) ?? configs.first
  }

  // MARK: - Project resolution

  /// Multi-platform targets, then templates, then multi-platform again, as
  /// `Project.resolveProject` does (a template may make a target multi-platform).
  private static func resolveProject(_ spec: [String: Any], notes: inout Notes) -> [String: Any] {
    var spec = spec
    spec = resolveMultiplatform(spec, notes: &notes)
    spec = resolveTemplates(spec, notes: &notes)
    spec = resolveMultiplatform(spec, notes: &notes)
    return spec
  }

  /// A target whose `platform` is a list becomes one target per platform, named
  /// `platformPrefix + NAME + platformSuffix` (suffix `_PLATFORM` by default), with
  /// `${platform}` substituted everywhere in it and PRODUCT_NAME kept as NAME.
  private static func resolveMultiplatform(_ spec: [String: Any], notes: inout Notes)
    -> [String: Any]
  {
    guard let targets = spec["targets"] as? [String: Any] else { return spec }
    var result: [String: Any] = [:]
    // Sorted: when two targets end with one name, the later in name order wins on every run.
    for (name, value) in targets.sorted(by: { $0.key < $1.key }) {
      guard let target = value as? [String: Any], let platforms = target["platform"] as? [Any]
      else {
        result[name] = value
        continue
      }
      for platform in platforms.compactMap({ $0 as? String }) {
        var expanded =
          SpecVariables.expand(target, ["platform": platform]) as? [String: Any] ?? target
        expanded["platform"] = platform
        let suffix = expanded["platformSuffix"] as? String ?? "_\(platform)"
        let prefix = expanded["platformPrefix"] as? String ?? ""
        var settings = expanded["settings"] as? [String: Any] ?? [:]
        if settings["configs"] != nil || settings["groups"] != nil || settings["base"] != nil {
          var base = settings["base"] as? [String: Any] ?? [:]
          if base["PRODUCT_NAME"] == nil { base["PRODUCT_NAME"] = name }
          settings["base"] = base
        } else if settings["PRODUCT_NAME"] == nil {
          settings["PRODUCT_NAME"] = name
        }
        expanded["settings"] = settings
        if let perPlatform = target["deploymentTarget"] as? [String: Any] {
          expanded["deploymentTarget"] = perPlatform[platform]
        }
        result[prefix + name + suffix] = expanded
      }
      if platforms.contains(where: { !($0 is String) }) {
        notes.add("target \(name) lists a platform that is not a name; it is skipped")
      }
    }
    var spec = spec
    spec["targets"] = result
    return spec
  }

  /// `templates:` of each target merged under it, nested templates first, then
  /// `${target_name}` and `templateAttributes` substituted (Template.swift).
  private static func resolveTemplates(_ spec: [String: Any], notes: inout Notes) -> [String: Any] {
    guard let targets = spec["targets"] as? [String: Any] else { return spec }
    let templates = spec["targetTemplates"] as? [String: Any] ?? [:]
    var result: [String: Any] = [:]
    for (name, value) in targets.sorted(by: { $0.key < $1.key }) {
      guard var target = value as? [String: Any], target["templates"] != nil else {
        result[name] = value
        continue
      }
      var order: [String] = []
      var insertion = 0
      // Depth-first like XcodeGen's collectTemplates; `order` doubles as the visited set.
      func collect(_ body: [String: Any], depth: Int) {
        guard depth < maxGroupDepth, let names = body["templates"] as? [Any] else { return }
        for case let template as String in names where !order.contains(template) {
          guard let templateBody = templates[template] as? [String: Any] else {
            notes.add("target \(name) names the template \(template), which is not defined")
            continue
          }
          order.insert(template, at: insertion)
          collect(templateBody, depth: depth + 1)
          insertion += 1
        }
      }
      collect(target, depth: 0)
      var merged: [String: Any] = [:]
      for template in order {
        if let body = templates[template] as? [String: Any] {
          merged = XcodeGenSpecLoader.merge(body, onto: merged)
        }
      }
      target = XcodeGenSpecLoader.merge(target, onto: merged)
      target = SpecVariables.expand(target, ["target_name": name]) as? [String: Any] ?? target
      if let attributes = target["templateAttributes"] as? [String: Any] {
        let variables = attributes.compactMapValues { $0 as? String }
        target = SpecVariables.expand(target, variables) as? [String: Any] ?? target
      }
      result[name] = target
    }
    var spec = spec
    spec["targets"] = result
    return spec
  }

  /// A key written with nothing after it: XcodeGen reads YAML without the null rule, so it
  /// is "" (or null in a JSON spec).
  static func isEmpty(_ value: Any) -> Bool {
    (value as? String)?.isEmpty == true || value is JSONValue
  }

  // MARK: - Settings

  /// A settings value as Xcode reads it: text, YES/NO, numbers as written, lists joined
  /// with spaces; nil for a dictionary.
  static func settingText(_ value: Any) -> String? {
    switch value {
    case let text as String: return text
    case let flag as Bool: return flag ? "YES" : "NO"
    case let number as Int: return String(number)
    case let number as Double: return String(number)
    case let list as [Any]: return list.compactMap { settingText($0) }.joined(separator: " ")
    default: return nil
    }
  }

  /// The flat settings a `settings:` value gives `configuration`: its groups, then `base`,
  /// then each `configs` entry whose name the configuration's contains (case-insensitive)
  /// unless it names another configuration exactly (SettingsBuilder `getBuildSettings`).
  func flatten(_ value: Any?, configuration: String, owner: String) -> [String: String] {
    var budget = Self.maxGroupVisits
    return flatten(value, configuration: configuration, owner: owner, depth: 0, budget: &budget)
  }

  private func flatten(
    _ value: Any?, configuration: String, owner: String, depth: Int, budget: inout Int
  ) -> [String: String] {
    guard let dictionary = value as? [String: Any] else {
      if let value, !Self.isEmpty(value) {
        notes.add("the settings of \(owner) are not a dictionary; they are skipped")
      }
      return [:]
    }
    guard depth < Self.maxGroupDepth else {
      notes.add("setting groups nest deeper than \(Self.maxGroupDepth) levels in \(owner)")
      return [:]
    }
    // A group may name the same groups many times over at every level: without a budget the
    // walk could grow exponentially.
    guard budget > 0 else {
      notes.add(
        "setting groups are used more than \(Self.maxGroupVisits) times; \(owner) is skipped")
      return [:]
    }
    budget -= 1
    var result: [String: String] = [:]
    func add(_ settings: [String: Any]) {
      for (key, item) in settings.sorted(by: { $0.key < $1.key }) {
        if let text = Self.settingText(item) {
          result[key] = text
        } else {
          notes.add("setting \(key) of \(owner) is not a single value; it is skipped")
        }
      }
    }
    let structured =
      dictionary["configs"] != nil || dictionary["groups"] != nil || dictionary["base"] != nil
    guard structured else {
      add(dictionary)
      return result
    }
    let groups = (dictionary["groups"] ?? dictionary["presets"]) as? [Any] ?? []
    for case let group as String in groups {
      guard let body = settingGroups[group] else {
        notes.add("\(owner) uses the setting group \(group), which is not defined")
        continue
      }
      result.merge(
        flatten(
          body, configuration: configuration, owner: "setting group \(group)", depth: depth + 1,
          budget: &budget)
      ) { $1 }
    }
    add(dictionary["base"] as? [String: Any] ?? [:])
    let perConfiguration = dictionary["configs"] as? [String: Any] ?? [:]
    for (variant, body) in perConfiguration.sorted(by: { $0.key < $1.key }) {
      guard configuration.lowercased().contains(variant.lowercased()) else { continue }
      let exact = configs.first(where: { $0.name == variant })
      if let exact, exact.name != configuration { continue }
      result.merge(
        flatten(
          body, configuration: configuration, owner: "\(owner), configs \(variant)",
          depth: depth + 1, budget: &budget)
      ) { $1 }
    }
    return result
  }

  /// The settings an `.xcconfig` file (a tree path) sets for `configuration`, includes
  /// followed beside the including file.
  func xcconfig(_ path: String, configuration: String, owner: String) -> [String: String] {
    let key = configuration + "\u{0}" + path
    if let known = xcconfigCache[key] { return known }
    var settings: [String: String] = [:]
    var budget = Self.maxIncludedFiles
    load(
      path, configuration: configuration, owner: owner, stack: [], optional: false,
      budget: &budget, into: &settings)
    xcconfigCache[key] = settings
    return settings
  }

  private func load(
    _ path: String, configuration: String, owner: String, stack: [String], optional: Bool,
    budget: inout Int, into settings: inout [String: String]
  ) {
    if stack.contains(path) {
      notes.add("xcconfig \(path) includes itself (through \(stack.last ?? path)); the loop is cut")
      return
    }
    guard stack.count < Self.maxIncludeDepth else {
      notes.add(
        "xcconfig includes nest deeper than \(Self.maxIncludeDepth) at \(path); it is skipped")
      return
    }
    // Includes may repeat a file at every level; the budget bounds the walk, not the reads.
    guard budget > 0 else {
      notes.add(
        "xcconfig includes read more than \(Self.maxIncludedFiles) files; \(path) is skipped")
      return
    }
    budget -= 1
    guard let bytes = contents(path) else {
      if !optional { notes.add("the xcconfig \(path) of \(owner) is missing") }
      return
    }
    for line in XCConfigLines.parse(
      String(decoding: bytes, as: UTF8.self), configuration: configuration)
    {
      switch line {
      case .include(let included, let isOptional):
        guard !BuildPath.isAbsolute(included),
          let resolved = TreePath.join(TreePath.parent(path), included)
        else {
          notes.add(
            "xcconfig \(path) includes \(included), which is not inside the tree; it is skipped")
          continue
        }
        load(
          resolved, configuration: configuration, owner: owner, stack: stack + [path],
          optional: isOptional, budget: &budget, into: &settings)
      case .assignment(let name, let value):
        // Within one file a later line replaces an earlier one; `$(inherited)` there is left
        // to the level below, which is as near as one dictionary per level comes.
        settings[name] = value
      }
    }
  }

  private func contents(_ path: String) -> [UInt8]? {
    if let known = files[path] { return known }
    guard configFileBudget > 0 else {
      notes.add("more than \(Self.maxConfigFiles) xcconfig files are read; \(path) is skipped")
      return nil
    }
    configFileBudget -= 1
    let bytes = read(path)
    files[path] = .some(bytes)
    return bytes
  }

  /// A path the spec gives relative to its folder, as a tree path; nil with a note.
  func treePath(_ written: String, what: String) -> String? {
    if BuildPath.isAbsolute(written) {
      notes.add("\(what) is the absolute path \(written), outside the tree; it is skipped")
      return nil
    }
    guard let joined = TreePath.join(folder, written) else {
      notes.add("\(what) (\(written)) leaves the tree; it is skipped")
      return nil
    }
    return joined
  }

  /// `$(SRCROOT)/…` and plain relative setting values both start at the project folder.
  func settingPath(_ value: String, what: String) -> String? {
    let marker = XcodeGenSettings.sourceRootMarker
    var relative = value
    if relative.hasPrefix(marker) {
      // "$(SRCROOT)/App/Info.plist": the rest is relative to the project folder.
      relative = String(relative.dropFirst(marker.count).drop(while: { $0 == "/" }))
    }
    relative = relative.replacing(marker, with: projectFolderText)
    return treePath(relative, what: what)
  }

  func note(_ text: String) { notes.add(text) }

  /// SRCROOT as text in an expanded value: the spec's folder, "." at the top.
  var projectFolderText: String { folder.isEmpty ? "." : folder }

  var project: (settings: Any?, configFiles: [String: Any], name: String, options: [String: Any]) {
    (
      spec["settings"], spec["configFiles"] as? [String: Any] ?? [:], projectName,
      spec["options"] as? [String: Any] ?? [:]
    )
  }

  var allPresetsProject: Bool { presetsProject }
  var allPresetsTargets: Bool { presetsTargets }
}
