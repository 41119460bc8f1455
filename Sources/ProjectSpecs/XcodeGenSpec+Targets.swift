import BuildDescriptions
import XcodeProject

/// One target of a resolved XcodeGen spec (multi-platform targets already split, templates
/// merged): its kind and platform read once, its settings per configuration on demand.
///
/// Invariant: `platformName` is one of XcodeGen's platform names or nil (`auto`, or
/// unreadable, with a note); `destinations` are known destination names in XcodeGen's order,
/// iOS added when only macCatalyst is listed, as XcodeGen does (Target.swift).
struct XcodeGenTarget {
  let name: String
  let body: [String: Any]
  let builder: XcodeGenSpecBuilder
  /// The product type as written ("application"); "" when missing.
  let type: String
  let platformName: ApplePlatformName?
  let destinations: [String]

  init(name: String, body: [String: Any], builder: XcodeGenSpecBuilder) {
    self.name = name
    self.body = body
    self.builder = builder
    if let type = body["type"] as? String {
      self.type = type
    } else {
      if body["legacy"] == nil {
        builder.note("target \(name) has no type; XcodeGen requires one")
      }
      self.type = ""
    }
    var destinations: [String] = []
    if let listed = body["supportedDestinations"] as? [Any] {
      for case let destination as String in listed {
        if XcodeGenPresets.destinations[destination] != nil {
          destinations.append(destination)
        } else {
          builder.note(
            "target \(name) lists the destination \(destination), which XcodeGen does not know")
        }
      }
      if destinations.contains("macCatalyst"), !destinations.contains("iOS") {
        destinations.append("iOS")
      }
      let order = XcodeGenPresets.destinationOrder
      destinations.sort {
        (order.firstIndex(of: $0) ?? order.count) < (order.firstIndex(of: $1) ?? order.count)
      }
    }
    self.destinations = destinations
    let written = body["platform"] as? String ?? ""
    if let known = ApplePlatformName(rawValue: written) {
      platformName = known
    } else {
      platformName = nil
      if !(written == "auto" || (written.isEmpty && !destinations.isEmpty)) {
        builder.note(
          written.isEmpty
            ? "target \(name) has no platform; XcodeGen requires one"
            : "target \(name) has the platform \(written), which XcodeGen does not know (names are case-sensitive)"
        )
      }
    }
  }

  /// The platform iconsmith reports: the one written, else the first destination that is a
  /// platform (macCatalyst builds an iOS app).
  var platform: ApplePlatform {
    if let platformName { return platformName.platform }
    for destination in destinations {
      if let known = ApplePlatformName(rawValue: destination) { return known.platform }
      if destination == "macCatalyst" { return .iOS }
    }
    return .unknown
  }

  /// The presets' platform: the one written, else the first destination with presets.
  private var presetPlatform: String? {
    platformName?.rawValue
      ?? destinations.first(where: { XcodeGenPresets.platforms[$0] != nil })
  }

  // MARK: - Settings

  /// The four levels of settings XcodeGen writes for this target in `configuration`
  /// (SettingsBuilder.swift `getProjectBuildSettings`, `getTargetBuildSettings`).
  func settings(configuration: (name: String, type: String?)) -> XcodeGenSettings {
    let project = builder.project
    var projectLevel: [String: String] = [:]
    if builder.allPresetsProject, configuration.type == "debug" || configuration.type == "release" {
      projectLevel["PRODUCT_NAME"] = "$(TARGET_NAME)"
    }
    if let perPlatform = project.options["deploymentTarget"] as? [String: Any] {
      for (platform, written) in perPlatform.sorted(by: { $0.key < $1.key }) {
        guard let setting = XcodeGenPresets.deploymentTargetSettings[platform] else { continue }
        if let version = XcodeGenVersion.text(written, owner: "options.deploymentTarget", builder) {
          projectLevel[setting] = version
        }
      }
    }
    let projectXCConfig = configFile(
      project.configFiles, configuration: configuration.name, owner: "the project")
    for key in projectXCConfig.keys { projectLevel.removeValue(forKey: key) }
    projectLevel.merge(
      builder.flatten(project.settings, configuration: configuration.name, owner: "the project")
    ) { $1 }

    var targetLevel: [String: String] = [:]
    if builder.allPresetsTargets {
      targetLevel = XcodeGenPresets.target(
        type: type, platform: platformName?.rawValue, destinations: destinations)
    }
    for (setting, version) in deploymentTargets() { targetLevel[setting] = version }
    let targetXCConfig = configFile(
      body["configFiles"] as? [String: Any] ?? [:], configuration: configuration.name,
      owner: "target \(name)")
    for key in targetXCConfig.keys { targetLevel.removeValue(forKey: key) }
    for key in projectXCConfig.keys { targetLevel.removeValue(forKey: key) }
    targetLevel.merge(
      builder.flatten(body["settings"], configuration: configuration.name, owner: "target \(name)")
    ) { $1 }
    return XcodeGenSettings(
      levels: [projectXCConfig, projectLevel, targetXCConfig, targetLevel], targetName: name,
      projectName: project.name, configuration: configuration.name)
  }

  /// `deploymentTarget:` as the settings it writes: one version for the platform (or for each
  /// destination's platform), or a dictionary of versions by platform.
  private func deploymentTargets() -> [String: String] {
    guard let written = body["deploymentTarget"] else { return [:] }
    var result: [String: String] = [:]
    let platforms = destinations.isEmpty ? [platformName?.rawValue].compactMap { $0 } : destinations
    if let perPlatform = written as? [String: Any] {
      for (platform, value) in perPlatform.sorted(by: { $0.key < $1.key }) {
        guard let setting = XcodeGenPresets.deploymentTargetSettings[platform],
          let version = XcodeGenVersion.text(value, owner: "target \(name)", builder)
        else { continue }
        result[setting] = version
      }
    } else if let version = XcodeGenVersion.text(written, owner: "target \(name)", builder) {
      for platform in platforms {
        if let setting = XcodeGenPresets.deploymentTargetSettings[platform] {
          result[setting] = version
        }
      }
    }
    return result
  }

  private func configFile(_ files: [String: Any], configuration: String, owner: String)
    -> [String: String]
  {
    guard let written = files[configuration] else { return [:] }
    guard let text = written as? String,
      let path = builder.treePath(text, what: "the \(configuration) xcconfig of \(owner)")
    else { return [:] }
    return builder.xcconfig(path, configuration: configuration, owner: owner)
  }

  // MARK: - The target

  func projectTarget(configuration: (name: String, type: String?)?) -> ProjectTarget {
    let chosen = configuration ?? ("Release", "release")
    var settings = self.settings(configuration: chosen)
    let folderText = builder.projectFolderText
    func string(_ key: String) -> String? {
      settings.value(key).map {
        $0.replacing(XcodeGenSettings.sourceRootMarker, with: folderText)
      }
    }
    func flag(_ key: String) -> Bool {
      guard let value = settings.value(key)?.uppercased() else { return false }
      return value == "YES" || value == "TRUE" || value == "1"
    }
    func words(_ key: String) -> [String] {
      (string(key) ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }
    func nonEmpty(_ key: String) -> String? { string(key).flatMap { $0.isEmpty ? nil : $0 } }

    let productType =
      type.isEmpty
      ? ProductType.other("") : ProductType(identifier: "com.apple.product-type." + type)
    let generates = flag("GENERATE_INFOPLIST_FILE")
    var infoPlistPath: String? = nil
    let info = body["info"] as? [String: Any]
    if let value = settings.value("INFOPLIST_FILE"), !value.isEmpty {
      infoPlistPath = builder.settingPath(value, what: "INFOPLIST_FILE of target \(name)")
    } else if let path = info?["path"] as? String {
      infoPlistPath = builder.treePath(path, what: "info.path of target \(name)")
    } else if !generates, productType.isApp || productType.isExtension {
      builder.note(
        "target \(name) names no Info.plist; XcodeGen takes the first Info.plist among its sources, which is not looked for here"
      )
    }
    var infoPlistKeys = infoProperties(info?["properties"])
    let prefix = "INFOPLIST_KEY_"
    for key in settings.names.sorted() where key.hasPrefix(prefix) && key.count > prefix.count {
      infoPlistKeys[String(key.dropFirst(prefix.count))] = string(key)
    }
    let deviceFamily = (string("TARGETED_DEVICE_FAMILY") ?? "")
      .split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Int($0) }
    let deploymentSetting =
      XcodeGenPresets.deploymentTargetSettings[presetPlatform ?? "iOS"]
      ?? "IPHONEOS_DEPLOYMENT_TARGET"
    let (folders, exceptions) = sources()
    var target = ProjectTarget(
      name: name, productType: productType, platform: platform, configurationName: chosen.name,
      infoPlistPath: infoPlistPath, generatesInfoPlist: generates, infoPlistKeys: infoPlistKeys,
      appIconName: nonEmpty("ASSETCATALOG_COMPILER_APPICON_NAME"),
      alternateAppIconNames: words("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"),
      includesAllAppIcons: flag("ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS"),
      deploymentTarget: nonEmpty(deploymentSetting), deviceFamily: deviceFamily,
      preprocessesInfoPlist: flag("INFOPLIST_PREPROCESS"), resources: [],
      synchronizedFolders: folders, synchronizedExceptions: exceptions,
      dependencies: dependencies())
    target.launchImageName = nonEmpty("ASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME")
    target.productName = nonEmpty("PRODUCT_NAME") ?? name
    for note in settings.notes { builder.note("target \(name): \(note)") }
    return target
  }

  /// The single values of `info.properties` (the Info.plist XcodeGen writes); a nested value
  /// that holds icon keys gets a note, since the generated file is where those are read.
  private func infoProperties(_ value: Any?) -> [String: String] {
    guard let properties = value as? [String: Any] else { return [:] }
    var keys: [String: String] = [:]
    for (key, item) in properties.sorted(by: { $0.key < $1.key }) {
      switch item {
      case is [Any], is [String: Any]:
        if key.hasPrefix("CFBundleIcon") || key.hasPrefix("UILaunchImage") {
          builder.note(
            "info.properties \(key) of target \(name) is not a single value; read it from the Info.plist XcodeGen writes"
          )
        }
      default:
        if let text = XcodeGenSpecBuilder.settingText(item) { keys[key] = text }
      }
    }
    return keys
  }

  /// Each source as a folder whose files belong to the target (XcodeGen adds every file under
  /// it to the phase its type says), and the excludes that name paths literally.
  private func sources() -> (folders: [String], exceptions: [String]) {
    let entries: [Any]
    if let single = body["sources"] as? String, !single.isEmpty {
      entries = [single]
    } else if let list = body["sources"] as? [Any] {
      entries = list
    } else {
      if let value = body["sources"], !XcodeGenSpecBuilder.isEmpty(value) {
        builder.note("sources of target \(name) is not a list; skipped")
      }
      entries = []
    }
    var folders: [String] = []
    var exceptions: [String] = []
    for entry in entries {
      let path: String
      var source: [String: Any] = [:]
      if let text = entry as? String {
        path = text
      } else if let dictionary = entry as? [String: Any], let text = dictionary["path"] as? String {
        path = text
        source = dictionary
      } else {
        builder.note("a source of target \(name) has no path; it is skipped")
        continue
      }
      // Only the default phase and `resources` put files in the bundle.
      if let phase = source["buildPhase"] {
        guard let named = phase as? String, named == "resources" else { continue }
      }
      guard let folder = builder.treePath(path, what: "the source \(path) of target \(name)")
      else { continue }
      if !folders.contains(folder) { folders.append(folder) }
      if let includes = source["includes"] as? [Any], !includes.isEmpty {
        builder.note(
          "the source \(path) of target \(name) keeps only files matching its includes; every file under it is counted here"
        )
      }
      for case let pattern as String in source["excludes"] as? [Any] ?? [] {
        if pattern.contains(where: { "*?[{".contains($0) }) {
          builder.note(
            "the exclude \(pattern) of source \(path) (target \(name)) is a pattern; the files it matches are still counted"
          )
        } else if let excluded = BuildPath.isAbsolute(pattern)
          ? nil : TreePath.join(folder, pattern)
        {
          exceptions.append(excluded)
        } else {
          builder.note(
            "the exclude \(pattern) of source \(path) (target \(name)) is not inside the source; it is skipped"
          )
        }
      }
    }
    return (folders, exceptions)
  }

  /// `dependencies:` entries naming a target (`target: NAME`, or `Project/NAME` in another
  /// project), filtered by `platforms:` as XcodeGen filters them.
  private func dependencies() -> [String] {
    guard let list = body["dependencies"] as? [Any] else { return [] }
    var names: [String] = []
    for case let entry as [String: Any] in list {
      guard let target = entry["target"] as? String else { continue }
      if let platforms = entry["platforms"] as? [Any], let mine = platformName?.rawValue,
        !platforms.contains(where: { ($0 as? String) == mine })
      {
        continue
      }
      let named = TreePath.lastComponent(target)
      if named != name, !names.contains(named) { names.append(named) }
    }
    return names
  }
}

/// XcodeGen's deployment-target versions (`Version(tolerant:)`, written back by
/// `Version.deploymentTarget`): "15" and 15 are "15.0", "15.0.0" is "15.0", "12.4.1" stays.
enum XcodeGenVersion {
  static func text(_ value: Any, owner: String, _ builder: XcodeGenSpecBuilder) -> String? {
    let written: String
    switch value {
    case let text as String: written = text
    case let number as Int: written = String(number)
    case let number as Double: written = String(number)
    default:
      builder.note("the deployment target of \(owner) is not a version; it is skipped")
      return nil
    }
    var core = Substring(written.trimmed)
    if core.hasPrefix("v") || core.hasPrefix("V") { core = core.dropFirst() }
    if let cut = core.firstIndex(where: { $0 == "-" || $0 == "+" }) { core = core[..<cut] }
    let parts = core.split(separator: ".", omittingEmptySubsequences: false)
    let numbers = parts.compactMap { Int($0) }
    guard (1...3).contains(parts.count), numbers.count == parts.count,
      numbers.allSatisfy({ $0 >= 0 })
    else {
      builder.note("the deployment target \(written) of \(owner) is not a version; it is skipped")
      return nil
    }
    let major = numbers[0]
    let minor = numbers.count > 1 ? numbers[1] : 0
    let patch = numbers.count > 2 ? numbers[2] : 0
    return patch > 0 ? "\(major).\(minor).\(patch)" : "\(major).\(minor)"
  }
}
