/// The working state of one `XcodeProject.parse`: the object table, the
/// group tree and the resolved locations, and the notes met on the way.
///
/// Invariant: lives only for one parse (it holds the caller's `read`, which
/// reads the caller's tree); every walk over the object graph is bounded by a visited set or a
/// depth cap, so a hostile file cannot make it loop.
final class ProjectReader {
  static let maxGroupDepth = 256
  static let maxIncludeDepth = 16
  /// xcconfig files read for one configuration, includes counted: real ones read a handful.
  static let maxIncludedFiles = 256

  let sourceRoot: String
  private(set) var notes = Notes()

  /// Every object that is a dictionary, cast once: a cast of a nested `Any` converts it anew
  /// each time, and targets look the same records up again and again.
  private let objects: [String: [String: Any]]
  /// The object ids in a stable order, for every walk over the whole table.
  private let sortedIDs: [String]
  private let root: [String: Any]
  private let projectName: String
  private let read: (String) -> [UInt8]?
  private let mainGroupID: String?
  /// Each object in the group tree -> the group that lists it first (breadth first).
  private var parents: [String: String] = [:]
  /// Resolved tree path of each file or group asked for (nil inside: not in the tree).
  private var locations: [String: String?] = [:]
  private var files: [String: [UInt8]?] = [:]
  /// Product reference id -> the name of the target that builds it, to see what a target embeds.
  private var productOwners: [String: String] = [:]

  init(
    objects: [String: Any], rootID: String, root: [String: Any], projectPath: String,
    read: @escaping (String) -> [UInt8]?
  ) {
    self.objects = objects.compactMapValues { $0 as? [String: Any] }
    sortedIDs = self.objects.keys.sorted()
    self.root = root
    self.read = read
    var notes = Notes()
    let normalized = TreePath.normalize(projectPath)
    if normalized == nil || TreePath.isAbsolute(projectPath) {
      notes.add(
        "the project path \(projectPath) is not inside the tree; its folder is taken as the top")
    }
    let projectFile = TreePath.lastComponent(normalized ?? projectPath)
    projectName =
      projectFile.hasSuffix(".xcodeproj")
      ? String(projectFile.dropLast(".xcodeproj".count)) : projectFile
    var sourceRoot = TreePath.isAbsolute(projectPath) ? "" : TreePath.parent(normalized ?? "")
    if let projectDir = root["projectDirPath"] as? String, !projectDir.isEmpty {
      if TreePath.isAbsolute(projectDir) {
        notes.add("projectDirPath \(projectDir) is an absolute path; it is ignored")
      } else if let joined = TreePath.join(sourceRoot, projectDir) {
        sourceRoot = joined
      } else {
        notes.add("projectDirPath \(projectDir) leaves the tree; it is ignored")
      }
    }
    self.sourceRoot = sourceRoot
    mainGroupID = root["mainGroup"] as? String
    self.notes = notes
  }

  /// Every target in the PBXProject's `targets` order; ids that name nothing are noted.
  func targets() -> [ProjectTarget] {
    walkGroups()
    let targetIDs = Self.ids(root, "targets")
    for id in targetIDs {
      if let target = record(id), let product = target["productReference"] as? String,
        let name = target["name"] as? String
      {
        productOwners[product] = name
      }
    }
    return targetIDs.compactMap { target($0) }
  }

  // MARK: - Objects

  private func record(_ id: String) -> [String: Any]? { objects[id] }

  /// The record `id`, or nil with a note naming who referred to it.
  private func record(_ id: String, from referrer: @autoclosure () -> String) -> [String: Any]? {
    guard let found = record(id) else {
      notes.add("\(referrer()) names \(id) which is not among its objects")
      return nil
    }
    return found
  }

  private static func ids(_ record: [String: Any], _ key: String) -> [String] {
    (record[key] as? [Any])?.compactMap { $0 as? String } ?? []
  }

  /// How a note names an object: its name or path, and its id.
  private func label(_ id: String) -> String {
    guard let found = record(id) else { return id }
    let kind = found["isa"] as? String ?? "object"
    if let name = (found["name"] as? String) ?? (found["path"] as? String) {
      return "\(kind) \"\(name)\" (\(id))"
    }
    return "\(kind) \(id)"
  }

  // MARK: - Groups and paths

  /// Records each object's parent group, breadth first from the main group, so an object
  /// listed twice keeps its first place and a cycle is cut where it closes.
  private func walkGroups() {
    guard let mainGroupID else {
      notes.add("the project names no mainGroup; files inside groups cannot be located")
      return
    }
    guard record(mainGroupID, from: "the project's mainGroup") != nil else { return }
    var visited: Set<String> = [mainGroupID]
    var queue: [(id: String, depth: Int)] = [(mainGroupID, 0)]
    var next = 0
    while next < queue.count {
      let (id, depth) = queue[next]
      next += 1
      guard let group = record(id) else { continue }
      let children = Self.ids(group, "children")
      if !children.isEmpty, depth >= Self.maxGroupDepth {
        notes.add(
          "groups nest deeper than \(Self.maxGroupDepth) levels at \(label(id)); what is below is skipped"
        )
        continue
      }
      for child in children {
        if visited.contains(child) {
          if isAncestor(child, of: id) {
            notes.add(
              "groups form a cycle: \(label(id)) lists its own ancestor \(label(child)); the loop is cut there"
            )
          } else {
            notes.add("\(label(child)) is listed in more than one group; its first place counts")
          }
          continue
        }
        guard record(child, from: label(id)) != nil else { continue }
        visited.insert(child)
        parents[child] = id
        queue.append((child, depth + 1))
      }
    }
  }

  private func isAncestor(_ candidate: String, of id: String) -> Bool {
    var current: String? = id
    var steps = 0
    while let here = current, steps <= Self.maxGroupDepth + 1 {
      if here == candidate { return true }
      current = parents[here]
      steps += 1
    }
    return false
  }

  /// The tree path of a file reference or group; nil when it is outside the tree or
  /// relative to a build folder or SDK (those are not files of the tree).
  func location(of id: String) -> String? {
    if let known = locations[id] { return known }
    // The parent chain comes from a walk with a visited set, so it cannot loop; the entry
    // stops a second visit all the same.
    locations[id] = .some(nil)
    let found = resolveLocation(id)
    locations[id] = .some(found)
    return found
  }

  private func resolveLocation(_ id: String) -> String? {
    guard let item = record(id) else { return nil }
    let isa = item["isa"] as? String ?? ""
    var path = item["path"] as? String
    // A group without a path adds no folder; a file reference always names a file, and in old
    // projects sometimes only by its name.
    if path == nil, isa != "PBXGroup", isa != "PBXVariantGroup" { path = item["name"] as? String }
    let base: String?
    switch item["sourceTree"] as? String ?? "<group>" {
    case "<group>":
      if id == mainGroupID {
        base = sourceRoot
      } else if let parent = parents[id] {
        base = location(of: parent)
      } else {
        notes.add(
          "\(label(id)) is in no group of the project, so its folder is unknown; it is skipped")
        return nil
      }
    case "SOURCE_ROOT":
      base = sourceRoot
    case "<absolute>":
      notes.add(
        "\(label(id)) is at the absolute path \(path ?? ""), outside the tree; it is skipped")
      return nil
    default:
      // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR, ...: build output or the SDK, not the tree.
      return nil
    }
    guard let base else { return nil }
    guard let path, !path.isEmpty else { return base }
    if TreePath.isAbsolute(path) {
      notes.add("\(label(id)) is at the absolute path \(path), outside the tree; it is skipped")
      return nil
    }
    guard let joined = TreePath.join(base, path) else {
      notes.add("\(label(id)) at \(path) leaves the tree; it is skipped")
      return nil
    }
    return joined
  }

  /// A path-valued setting as a tree path: `$(SRCROOT)/…` and plain relative values both
  /// start at the source root, once.
  private func settingPath(_ value: String, setting: String, target: String) -> String? {
    let marker = BuildSettings.sourceRootMarker
    var relative = value
    if relative.hasPrefix(marker) { relative = String(relative.dropFirst(marker.count)) }
    relative = relative.replacing(marker, with: sourceRoot)
    if TreePath.isAbsolute(relative), !value.hasPrefix(marker) {
      notes.add("\(setting) of target \(target) is the absolute path \(value); it is skipped")
      return nil
    }
    guard let joined = TreePath.join(sourceRoot, relative) else {
      let written = value.replacing(marker, with: "$(SRCROOT)")
      notes.add("\(setting) of target \(target) (\(written)) leaves the tree; it is skipped")
      return nil
    }
    return joined
  }

  // MARK: - Configurations and settings

  /// The configuration named `name` in list `listID`, else "Release", else the list's
  /// default, else its first.
  private func configuration(in listID: String?, named name: String?, from referrer: String)
    -> (name: String, settings: [String: Any])?
  {
    guard let listID, let list = record(listID, from: referrer) else { return nil }
    let configurations: [(name: String, settings: [String: Any])] = Self.ids(
      list, "buildConfigurations"
    ).compactMap { id in
      guard let found = record(id, from: "the configuration list of \(referrer)") else {
        return nil
      }
      return (found["name"] as? String ?? "", found)
    }
    let wanted = [name, "Release", list["defaultConfigurationName"] as? String]
    for candidate in wanted.compactMap({ $0 }) {
      if let match = configurations.first(where: { $0.name == candidate }) { return match }
    }
    return configurations.first
  }

  /// The names of the configurations in list `listID`, in the list's order.
  private func configurationNames(in listID: String?) -> [String] {
    guard let listID, let list = record(listID) else { return [] }
    return Self.ids(list, "buildConfigurations").compactMap { record($0)?["name"] as? String }
  }

  private func settings(target: [String: Any], name: String, configuration wanted: String? = nil)
    -> (BuildSettings, String?)
  {
    let projectList = root["buildConfigurationList"] as? String
    let targetConfiguration = configuration(
      in: target["buildConfigurationList"] as? String, named: wanted, from: "target \(name)")
    let chosen = targetConfiguration?.name
    // A target without configurations builds with the project's.
    let projectConfiguration = configuration(
      in: projectList, named: chosen, from: "the project")
    let configurationName = chosen ?? projectConfiguration?.name
    var settings = BuildSettings(
      targetName: name, projectName: projectName, configuration: configurationName ?? "Release")
    let levels =
      targetConfiguration.map { [projectConfiguration?.settings, $0.settings] }
      ?? [projectConfiguration?.settings]
    for level in levels.compactMap({ $0 }) {
      if let reference = level["baseConfigurationReference"] as? String,
        record(reference, from: "configuration \(configurationName ?? "") of \(name)") != nil
      {
        if let path = location(of: reference) {
          var budget = Self.maxIncludedFiles
          loadXCConfig(
            path, includedFrom: nil, optional: false, stack: [],
            configuration: configurationName ?? "", budget: &budget, into: &settings)
        }
      }
      if let values = level["buildSettings"] as? [String: Any] {
        assign(values, configuration: configurationName ?? "", into: &settings)
      }
    }
    return (settings, configurationName)
  }

  /// Assigns a `buildSettings` dictionary: plain keys first, then the conditional ones that
  /// apply, which are more specific and win (their `$(inherited)` is the plain value).
  private func assign(
    _ values: [String: Any], configuration: String, into settings: inout BuildSettings
  ) {
    var plain: [(String, String)] = []
    var conditional: [(String, String)] = []
    for (text, raw) in values {
      let value: String
      if let string = raw as? String {
        value = string
      } else if let array = raw as? [Any] {
        value = array.compactMap { $0 as? String }.joined(separator: " ")
      } else {
        continue
      }
      guard let key = SettingKey(text) else { continue }
      if key.conditions.isEmpty {
        plain.append((key.name, value))
      } else if key.applies(configuration: configuration) {
        conditional.append((text, value))
      }
    }
    // Dictionaries have no order; sorting keeps the result the same on every run.
    for (name, value) in plain.sorted(by: { $0.0 < $1.0 }) { settings.assign(name, value) }
    for (text, value) in conditional.sorted(by: { $0.0 < $1.0 }) {
      if let key = SettingKey(text) { settings.assign(key.name, value) }
    }
  }

  private func loadXCConfig(
    _ path: String, includedFrom: String?, optional: Bool, stack: [String],
    configuration: String, budget: inout Int, into settings: inout BuildSettings
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
    guard budget > 0 else {
      notes.add(
        "xcconfig includes read more than \(Self.maxIncludedFiles) files; \(path) is skipped")
      return
    }
    budget -= 1
    guard let bytes = contents(path) else {
      let kind = optional ? "optional xcconfig" : "xcconfig"
      let origin = includedFrom.map { " (included from \($0))" } ?? ""
      notes.add("\(kind) \(path)\(origin) is missing")
      return
    }
    for line in XCConfig(text: String(decoding: bytes, as: UTF8.self)).lines {
      switch line {
      case .include(let included, let optional):
        if TreePath.isAbsolute(included) {
          notes.add(
            "xcconfig \(path) includes the absolute path \(included), outside the tree; it is skipped"
          )
          continue
        }
        // Xcode looks beside the including file, then in the project folder (Flutter's
        // `#include? "Pods/…"` in ios/Flutter/Release.xcconfig finds ios/Pods that way).
        let candidates = [TreePath.parent(path), sourceRoot].compactMap {
          TreePath.join($0, included)
        }
        guard let first = candidates.first else {
          notes.add("xcconfig \(path) includes \(included), which leaves the tree; it is skipped")
          continue
        }
        let resolved = candidates.first(where: { contents($0) != nil }) ?? first
        loadXCConfig(
          resolved, includedFrom: path, optional: optional, stack: stack + [path],
          configuration: configuration, budget: &budget, into: &settings)
      case .assignment(let key, let value):
        if key.applies(configuration: configuration) { settings.assign(key.name, value) }
      }
    }
  }

  private func contents(_ path: String) -> [UInt8]? {
    if let known = files[path] { return known }
    let bytes = read(path)
    files[path] = .some(bytes)
    return bytes
  }

  // MARK: - Targets

  private func target(_ id: String) -> ProjectTarget? {
    guard let target = record(id, from: "the project's target list") else { return nil }
    let isa = target["isa"] as? String ?? ""
    let name = target["name"] as? String ?? target["productName"] as? String ?? id
    let productType: ProductType
    if let identifier = target["productType"] as? String {
      productType = ProductType(identifier: identifier)
    } else if isa == "PBXNativeTarget", buildsApp(target) {
      // Projects from before product types (and hand-edited ones) say it by the product.
      productType = .application
    } else {
      productType = .other("")
    }
    var (settings, configurationName) = self.settings(target: target, name: name)
    func string(_ key: String) -> String? {
      settings.value(key).map {
        $0.replacing(BuildSettings.sourceRootMarker, with: sourceRoot.isEmpty ? "." : sourceRoot)
      }
    }
    func flag(_ key: String) -> Bool {
      guard let value = settings.value(key)?.uppercased() else { return false }
      return value == "YES" || value == "TRUE" || value == "1"
    }
    func words(_ key: String) -> [String] { BuildSettings.words(string(key) ?? "") }

    let platform = self.platform(productType: productType, settings: &settings)
    var infoPlistPath: String? = nil
    if let value = settings.value("INFOPLIST_FILE"), !value.isEmpty {
      infoPlistPath = settingPath(value, setting: "INFOPLIST_FILE", target: name)
    }
    let prefix = "INFOPLIST_KEY_"
    var infoPlistKeys: [String: String] = [:]
    for key in settings.names.sorted() where key.hasPrefix(prefix) && key.count > prefix.count {
      infoPlistKeys[String(key.dropFirst(prefix.count))] = string(key)
    }
    let deviceFamily = (string("TARGETED_DEVICE_FAMILY") ?? "")
      .split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Int($0) }
    let appIconName = string("ASSETCATALOG_COMPILER_APPICON_NAME").map(BuildSettings.unquoted)
      .flatMap { $0.isEmpty ? nil : $0 }
    let deploymentTarget = string(platform.deploymentTargetSetting).flatMap {
      $0.isEmpty ? nil : $0
    }
    let (folders, exceptions) = synchronized(target, id: id, name: name)
    var result = ProjectTarget(
      name: name, productType: productType, platform: platform,
      configurationName: configurationName, infoPlistPath: infoPlistPath,
      generatesInfoPlist: flag("GENERATE_INFOPLIST_FILE"), infoPlistKeys: infoPlistKeys,
      appIconName: appIconName,
      alternateAppIconNames: words("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"),
      includesAllAppIcons: flag("ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS"),
      deploymentTarget: deploymentTarget, deviceFamily: deviceFamily,
      preprocessesInfoPlist: flag("INFOPLIST_PREPROCESS"), resources: resources(target, name: name),
      synchronizedFolders: folders, synchronizedExceptions: exceptions,
      dependencies: dependencies(target, name: name))
    result.launchImageName = string("ASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME").flatMap {
      $0.isEmpty ? nil : $0
    }
    result.productName = string("PRODUCT_NAME").flatMap { $0.isEmpty ? nil : $0 } ?? name
    result.supportsMacCatalyst = flag("SUPPORTS_MACCATALYST")
    for note in settings.notes { notes.add("target \(name): \(note)") }
    if productType.isApp || productType.isExtension || productType == .watchApp {
      result.configurationIconSets = iconSets(
        target: target, name: name, chosen: configurationName, chosenSettings: &settings)
    }
    result.linkedFrameworks = linkedFrameworks(target, name: name)
    result.scriptPhases = scriptPhases(target)
    return result
  }

  /// The app-icon sets every configuration of the target compiles (its primary set and
  /// alternates): a Debug-dev configuration's `AppIcon-dev` ships in that build.
  private func iconSets(
    target: [String: Any], name: String, chosen: String?, chosenSettings: inout BuildSettings
  ) -> [String] {
    var names: [String] = []
    func collect(_ settings: inout BuildSettings) {
      // The primary set is one name, spaces and all; the alternates are a list.
      let primary = BuildSettings.unquoted(
        settings.value("ASSETCATALOG_COMPILER_APPICON_NAME") ?? "")
      let alternates = BuildSettings.words(
        settings.value("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES") ?? "")
      for name in [primary] + alternates where !name.isEmpty && !names.contains(name) {
        names.append(name)
      }
    }
    collect(&chosenSettings)
    let list =
      target["buildConfigurationList"] as? String ?? root["buildConfigurationList"] as? String
    // Only the names are wanted of the other configurations: what their settings miss (an
    // xcconfig a Debug build generates) is no note about the project.
    let kept = notes
    for configuration in configurationNames(in: list) where configuration != chosen {
      var (settings, _) = self.settings(target: target, name: name, configuration: configuration)
      collect(&settings)
    }
    notes = kept
    return names
  }

  /// The names of the files a target links (its frameworks phases): a test host links XCTest.
  private func linkedFrameworks(_ target: [String: Any], name: String) -> [String] {
    var names: [String] = []
    for phaseID in Self.ids(target, "buildPhases") {
      guard let phase = record(phaseID), phase["isa"] as? String == "PBXFrameworksBuildPhase"
      else { continue }
      for buildFileID in Self.ids(phase, "files") {
        guard let buildFile = record(buildFileID) else { continue }
        let file = (buildFile["fileRef"] as? String).flatMap(record)
        let product = buildFile["productRef"] as? String
        let named =
          (file?["name"] as? String) ?? (file?["path"] as? String).map(TreePath.lastComponent)
          ?? product.flatMap(record).flatMap { $0["productName"] as? String }
        if let named, !names.contains(named) { names.append(named) }
      }
    }
    return names
  }

  /// The text of each shell-script phase, cut to what a reader needs.
  private func scriptPhases(_ target: [String: Any]) -> [String] {
    Self.ids(target, "buildPhases").compactMap { phaseID in
      guard let phase = record(phaseID), phase["isa"] as? String == "PBXShellScriptBuildPhase"
      else { return nil }
      return (phase["shellScript"] as? String).map { String($0.prefix(16_384)) }
    }
  }

  /// The projects this one builds as sub-projects (`projectReferences`, and any `.xcodeproj`
  /// file reference), as tree paths, each once.
  func subprojects() -> [String] {
    var ids: [String] = []
    for reference in root["projectReferences"] as? [Any] ?? [] {
      if let ref = (reference as? [String: Any])?["ProjectRef"] as? String { ids.append(ref) }
    }
    for id in sortedIDs {
      guard let item = objects[id], item["isa"] as? String == "PBXFileReference" else { continue }
      let type = (item["lastKnownFileType"] ?? item["explicitFileType"]) as? String
      let path = (item["path"] ?? item["name"]) as? String ?? ""
      if type == "wrapper.pb-project" || path.hasSuffix(".xcodeproj") { ids.append(id) }
    }
    var paths: [String] = []
    for id in ids {
      if let path = location(of: id), !paths.contains(path) { paths.append(path) }
    }
    return paths
  }

  private func buildsApp(_ target: [String: Any]) -> Bool {
    guard let reference = target["productReference"] as? String, let product = record(reference)
    else { return false }
    let type = (product["explicitFileType"] ?? product["lastKnownFileType"]) as? String
    let path = (product["path"] ?? product["name"]) as? String ?? ""
    return type == "wrapper.application" || path.hasSuffix(".app")
  }

  /// SDKROOT, else SUPPORTED_PLATFORMS (iOS first when listed), else what the product
  /// implies, else iOS when an iOS deployment target is set.
  private func platform(productType: ProductType, settings: inout BuildSettings)
    -> ApplePlatform
  {
    if let sdk = settings.value("SDKROOT"), let platform = ApplePlatform(sdk: sdk) {
      return platform
    }
    let supported = (settings.value("SUPPORTED_PLATFORMS") ?? "").split(separator: " ")
      .compactMap { ApplePlatform(sdk: String($0)) }
    if supported.contains(.iOS) { return .iOS }
    if let first = supported.first { return first }
    if let implied = productType.impliedPlatform { return implied }
    if let iOS = settings.value("IPHONEOS_DEPLOYMENT_TARGET"), !iOS.isEmpty { return .iOS }
    // A Mac target of a project written without SDKROOT says so by its deployment target alone.
    for other in [ApplePlatform.macOS, .tvOS, .watchOS, .visionOS] {
      if let version = settings.value(other.deploymentTargetSetting), !version.isEmpty {
        return other
      }
    }
    return .unknown
  }

  private func resources(_ target: [String: Any], name: String) -> [String] {
    var paths: [String] = []
    var seen: Set<String> = []
    func add(_ path: String?) {
      if let path, seen.insert(path).inserted { paths.append(path) }
    }
    for phaseID in Self.ids(target, "buildPhases") {
      guard let phase = record(phaseID, from: "target \(name)"),
        phase["isa"] as? String == "PBXResourcesBuildPhase"
      else { continue }
      for buildFileID in Self.ids(phase, "files") {
        // A build file of a Swift package product has no fileRef: nothing of the tree.
        guard let buildFile = record(buildFileID, from: "the resources of target \(name)"),
          let reference = buildFile["fileRef"] as? String,
          let file = record(reference, from: "build file \(buildFileID)")
        else { continue }
        if file["isa"] as? String == "PBXVariantGroup" {
          for child in Self.ids(file, "children") { add(location(of: child)) }
        } else {
          add(location(of: reference))
        }
      }
    }
    return paths
  }

  /// The synchronized folders' ids in a stable order, found once: every target looks
  /// through them, and a scan of the whole object table per target is quadratic.
  private lazy var synchronizedRootGroups: [String] = sortedIDs.filter { id in
    objects[id]?["isa"] as? String == "PBXFileSystemSynchronizedRootGroup"
  }

  private func synchronized(_ target: [String: Any], id: String, name: String)
    -> (folders: [String], exceptions: [String])
  {
    var folders: [String] = []
    var exceptions: [String] = []
    let own = Set(Self.ids(target, "fileSystemSynchronizedGroups"))
    // An exception set naming this target in a folder it does not sync adds those files to
    // it: membership flips for each target named.
    for groupID in synchronizedRootGroups where !own.contains(groupID) {
      guard let group = record(groupID), let folder = location(of: groupID) else { continue }
      for setID in Self.ids(group, "exceptions") {
        guard let set = record(setID),
          set["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet",
          set["target"] as? String == id
        else { continue }
        for path in Self.ids(set, "membershipExceptions") where !TreePath.isAbsolute(path) {
          if let joined = TreePath.join(folder, path) { folders.append(joined) }
        }
      }
    }
    for groupID in Self.ids(target, "fileSystemSynchronizedGroups") {
      guard let group = record(groupID, from: "target \(name)"), let folder = location(of: groupID)
      else { continue }
      folders.append(folder)
      for setID in Self.ids(group, "exceptions") {
        // Build-phase exception sets (headers, copy phases) keep the file in the target.
        guard let set = record(setID, from: label(groupID)),
          set["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet",
          set["target"] as? String == id
        else { continue }
        for path in Self.ids(set, "membershipExceptions") {
          if !TreePath.isAbsolute(path), let joined = TreePath.join(folder, path) {
            exceptions.append(joined)
          } else {
            notes.add(
              "the exception \(path) of \(label(groupID)) is not inside the folder; it is skipped")
          }
        }
      }
    }
    return (folders, exceptions)
  }

  /// Targets named by the target's dependencies, then those whose products it copies
  /// (an app embeds its extensions and watch app in a copy-files phase).
  private func dependencies(_ target: [String: Any], name: String) -> [String] {
    var names: [String] = []
    func add(_ found: String?) {
      if let found, found != name, !names.contains(found) { names.append(found) }
    }
    for dependencyID in Self.ids(target, "dependencies") {
      guard let dependency = record(dependencyID, from: "target \(name)") else { continue }
      if let targetID = dependency["target"] as? String {
        add(record(targetID, from: "target dependency \(dependencyID)")?["name"] as? String)
      } else if let named = dependency["name"] as? String {
        add(named)
      } else if let proxyID = dependency["targetProxy"] as? String {
        // A target of another project: only its name is known.
        add(record(proxyID, from: "target dependency \(dependencyID)")?["remoteInfo"] as? String)
      }
    }
    for phaseID in Self.ids(target, "buildPhases") {
      guard let phase = record(phaseID), phase["isa"] as? String == "PBXCopyFilesBuildPhase"
      else { continue }
      for buildFileID in Self.ids(phase, "files") {
        if let reference = record(buildFileID)?["fileRef"] as? String {
          add(productOwners[reference])
        }
      }
    }
    return names
  }
}

/// Notes in the order met, each once.
struct Notes {
  private(set) var lines: [String] = []
  private var seen: Set<String> = []

  mutating func add(_ line: String) {
    if seen.insert(line).inserted { lines.append(line) }
  }
}
