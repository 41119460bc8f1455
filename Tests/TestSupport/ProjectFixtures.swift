// Builders of the files that say what a repository builds, as Xcode and its peers write them:
// a set's Contents.json, a project.pbxproj, a workspace. Tests write every project they check
// with these, never a copy of a real project's file.

/// One entry of a set's Contents.json.
public struct CatalogEntry: Sendable {
  public var idiom = "universal"
  public var size: String? = nil
  public var scale: String? = nil
  public var filename: String? = nil
  public var platform: String? = nil
  public var appearance: String? = nil
  public var extra: [(String, String)] = []

  public init(
    idiom: String = "universal", size: String? = nil, scale: String? = nil,
    filename: String? = nil, platform: String? = nil, appearance: String? = nil,
    extra: [(String, String)] = []
  ) {
    self.idiom = idiom
    self.size = size
    self.scale = scale
    self.filename = filename
    self.platform = platform
    self.appearance = appearance
    self.extra = extra
  }

  var json: String {
    var fields = ["\"idiom\" : \"\(idiom)\""]
    if let size { fields.append("\"size\" : \"\(size)\"") }
    if let scale { fields.append("\"scale\" : \"\(scale)\"") }
    if let filename { fields.append("\"filename\" : \"\(filename)\"") }
    if let platform { fields.append("\"platform\" : \"\(platform)\"") }
    if let appearance {
      fields.append(
        "\"appearances\" : [ { \"appearance\" : \"luminosity\", \"value\" : \"\(appearance)\" } ]")
    }
    for (key, value) in extra { fields.append("\"\(key)\" : \"\(value)\"") }
    return "{ " + fields.joined(separator: ", ") + " }"
  }
}

/// A set's Contents.json holding `entries`, with `properties` (JSON members) when given.
public func catalogContents(_ entries: [CatalogEntry], properties: String? = nil) -> [UInt8] {
  var text = "{\n  \"images\" : [\n    "
  text += entries.map(\.json).joined(separator: ",\n    ")
  text += "\n  ],\n  \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }"
  if let properties { text += ",\n  \"properties\" : { \(properties) }" }
  return Array((text + "\n}\n").utf8)
}

/// One target of a project file.
public struct ProjectTargetSpec: Sendable {
  public var name: String
  public var productType = "com.apple.product-type.application"
  /// Paths relative to the project's folder, each put in groups by its folders; a path that
  /// leaves the tree or is absolute is written as it is, in the main group.
  public var resources: [String] = []
  /// The settings of every configuration.
  public var settings: [String: String] = [:]
  /// Settings of one configuration over `settings` ("Debug": [...]); a configuration named
  /// here and not Debug or Release is added to the target's list.
  public var configurations: [String: [String: String]] = [:]
  /// Xcode 16 synchronized folders (relative to the project's folder) with the files
  /// (relative to the folder) excluded from this target.
  public var synchronized: [(folder: String, exceptions: [String])] = []
  /// Names of the frameworks it links (`XCTest.framework`).
  public var frameworks: [String] = []
  /// Names of the project's targets it depends on (builds first, and embeds when they are
  /// an extension or a watch app).
  public var dependencies: [String] = []

  public init(
    name: String, productType: String = "com.apple.product-type.application",
    resources: [String] = [], settings: [String: String] = [:],
    configurations: [String: [String: String]] = [:],
    synchronized: [(folder: String, exceptions: [String])] = [], frameworks: [String] = [],
    dependencies: [String] = []
  ) {
    self.name = name
    self.productType = productType
    self.resources = resources
    self.settings = settings
    self.configurations = configurations
    self.synchronized = synchronized
    self.frameworks = frameworks
    self.dependencies = dependencies
  }
}

/// The settings of an iOS app target as Xcode writes them.
public func appTargetSettings(
  deployment: String, infoPlist: String?, family: String = "1,2",
  more: [String: String] = [:]
) -> [String: String] {
  var settings = [
    "IPHONEOS_DEPLOYMENT_TARGET": deployment, "TARGETED_DEVICE_FAMILY": family,
    "ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon", "PRODUCT_NAME": "$(TARGET_NAME)",
    "SDKROOT": "iphoneos",
  ]
  // An empty family is a project that sets none (Xcode's default then applies).
  if family.isEmpty { settings["TARGETED_DEVICE_FAMILY"] = nil }
  if let infoPlist { settings["INFOPLIST_FILE"] = infoPlist }
  settings.merge(more) { $1 }
  return settings
}

/// An old-style (OpenStep) project file as Xcode writes it: groups with paths, file
/// references, a resources phase (and a frameworks phase) per target, Debug and Release
/// configurations of the project and of each target; `subprojects` (paths relative to the
/// project's folder) are referenced as Xcode references a sub-project.
public func pbxproj(
  _ targets: [ProjectTargetSpec], objectVersion: Int = 56,
  projectSettings: [String: String] = [:], subprojects: [String] = []
) -> [UInt8] {
  var counter = 0
  func newID() -> String {
    counter += 1
    let hex = String(counter, radix: 16, uppercase: true)
    return String(repeating: "0", count: 24 - hex.count) + hex
  }
  var records: [String] = []
  let mainGroup = newID()
  var groupOfFolder: [String: String] = ["": mainGroup]
  var groupPath: [String: String] = [:]
  var children: [String: [String]] = [mainGroup: []]
  var fileOfPath: [String: String] = [:]

  func group(_ folder: String) -> String {
    if let known = groupOfFolder[folder] { return known }
    let parts = folder.split(separator: "/")
    let parent = group(parts.dropLast().joined(separator: "/"))
    let id = newID()
    groupOfFolder[folder] = id
    groupPath[id] = String(parts.last!)
    children[id] = []
    children[parent, default: []].append(id)
    return id
  }
  func fileType(_ path: String) -> String {
    if path.hasSuffix(".xcassets") { return "folder.assetcatalog" }
    if path.hasSuffix(".png") { return "image.png" }
    if path.hasSuffix(".plist") { return "text.plist.xml" }
    if path.hasSuffix(".storyboard") { return "file.storyboard" }
    if path.hasSuffix(".xcodeproj") { return "\"wrapper.pb-project\"" }
    if path.hasSuffix(".framework") { return "wrapper.framework" }
    return "file"
  }
  func fileReference(_ path: String) -> String {
    if let known = fileOfPath[path] { return known }
    let id = newID()
    fileOfPath[path] = id
    if path.hasPrefix("/") {
      records.append(
        "\(id) = {isa = PBXFileReference; lastKnownFileType = \(fileType(path)); path = \"\(path)\"; sourceTree = \"<absolute>\"; };"
      )
      children[mainGroup, default: []].append(id)
    } else if path.split(separator: "/").contains("..") {
      records.append(
        "\(id) = {isa = PBXFileReference; lastKnownFileType = \(fileType(path)); path = \"\(path)\"; sourceTree = \"<group>\"; };"
      )
      children[mainGroup, default: []].append(id)
    } else {
      let parts = path.split(separator: "/")
      let parent = group(parts.dropLast().joined(separator: "/"))
      records.append(
        "\(id) = {isa = PBXFileReference; lastKnownFileType = \(fileType(path)); path = \"\(parts.last!)\"; sourceTree = \"<group>\"; };"
      )
      children[parent, default: []].append(id)
    }
    return id
  }
  func settingsText(_ settings: [String: String]) -> String {
    settings.keys.sorted().map { "\"\($0)\" = \"\(settings[$0]!)\";" }.joined(separator: " ")
  }
  func configurationList(
    _ settings: [String: String], overrides: [String: [String: String]] = [:]
  ) -> String {
    let names =
      ["Debug", "Release"]
      + overrides.keys.filter { $0 != "Debug" && $0 != "Release" }
      .sorted()
    var ids: [String] = []
    for name in names {
      let id = newID()
      ids.append(id)
      var merged = settings
      merged.merge(overrides[name] ?? [:]) { $1 }
      records.append(
        "\(id) = {isa = XCBuildConfiguration; buildSettings = {\(settingsText(merged))}; name = \"\(name)\"; };"
      )
    }
    let list = newID()
    records.append(
      "\(list) = {isa = XCConfigurationList; buildConfigurations = (\(ids.joined(separator: ", "))); defaultConfigurationIsVisible = 0; defaultConfigurationName = Release; };"
    )
    return list
  }

  let targetIDs = targets.map { _ in newID() }
  let targetIDByName = Dictionary(zip(targets.map(\.name), targetIDs)) { first, _ in first }
  for (target, targetID) in zip(targets, targetIDs) {
    let dependencyIDs = target.dependencies.map { name in
      let id = newID()
      records.append(
        "\(id) = {isa = PBXTargetDependency; target = \(targetIDByName[name] ?? name); };")
      return id
    }
    var buildFiles: [String] = []
    for resource in target.resources {
      let buildFile = newID()
      records.append("\(buildFile) = {isa = PBXBuildFile; fileRef = \(fileReference(resource)); };")
      buildFiles.append(buildFile)
    }
    let phase = newID()
    records.append(
      "\(phase) = {isa = PBXResourcesBuildPhase; buildActionMask = 2147483647; files = (\(buildFiles.joined(separator: ", "))); runOnlyForDeploymentPostprocessing = 0; };"
    )
    var phases = [phase]
    if !target.frameworks.isEmpty {
      var linked: [String] = []
      for framework in target.frameworks {
        let buildFile = newID()
        records.append(
          "\(buildFile) = {isa = PBXBuildFile; fileRef = \(fileReference("Frameworks/" + framework)); };"
        )
        linked.append(buildFile)
      }
      let frameworksPhase = newID()
      records.append(
        "\(frameworksPhase) = {isa = PBXFrameworksBuildPhase; buildActionMask = 2147483647; files = (\(linked.joined(separator: ", "))); runOnlyForDeploymentPostprocessing = 0; };"
      )
      phases.append(frameworksPhase)
    }
    var synchronizedGroups: [String] = []
    for (folder, exceptions) in target.synchronized {
      let parts = folder.split(separator: "/")
      let parent = group(parts.dropLast().joined(separator: "/"))
      let root = newID()
      var exceptionSets: [String] = []
      if !exceptions.isEmpty {
        let set = newID()
        let listed = exceptions.map { "\"\($0)\"" }.joined(separator: ", ")
        records.append(
          "\(set) = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (\(listed)); target = \(targetID); };"
        )
        exceptionSets.append(set)
      }
      records.append(
        "\(root) = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (\(exceptionSets.joined(separator: ", "))); explicitFileTypes = {}; explicitFolders = (); path = \"\(parts.last!)\"; sourceTree = \"<group>\"; };"
      )
      children[parent, default: []].append(root)
      synchronizedGroups.append(root)
    }
    let list = configurationList(target.settings, overrides: target.configurations)
    let synchronizedText =
      synchronizedGroups.isEmpty
      ? "" : "fileSystemSynchronizedGroups = (\(synchronizedGroups.joined(separator: ", "))); "
    records.append(
      "\(targetID) = {isa = PBXNativeTarget; buildConfigurationList = \(list); buildPhases = (\(phases.joined(separator: ", "))); buildRules = (); dependencies = (\(dependencyIDs.joined(separator: ", "))); \(synchronizedText)name = \"\(target.name)\"; productName = \"\(target.name)\"; productType = \"\(target.productType)\"; };"
    )
  }
  var references: [String] = []
  for subproject in subprojects {
    let productGroup = newID()
    records.append(
      "\(productGroup) = {isa = PBXGroup; children = (); name = Products; sourceTree = \"<group>\"; };"
    )
    references.append(
      "{ ProductGroup = \(productGroup); ProjectRef = \(fileReference(subproject)); }")
  }
  var projectLevel = ["SDKROOT": "iphoneos", "ALWAYS_SEARCH_USER_PATHS": "NO"]
  projectLevel.merge(projectSettings) { $1 }
  let projectList = configurationList(projectLevel)
  let project = newID()
  let referencesText =
    references.isEmpty ? "" : "projectReferences = (\(references.joined(separator: ", "))); "
  records.append(
    "\(project) = {isa = PBXProject; buildConfigurationList = \(projectList); compatibilityVersion = \"Xcode 3.2\"; mainGroup = \(mainGroup); projectDirPath = \"\"; \(referencesText)projectRoot = \"\"; targets = (\(targetIDs.joined(separator: ", "))); };"
  )
  for (id, kids) in children.sorted(by: { $0.key < $1.key }) {
    let path = groupPath[id].map { "path = \"\($0)\"; " } ?? ""
    records.append(
      "\(id) = {isa = PBXGroup; children = (\(kids.joined(separator: ", "))); \(path)sourceTree = \"<group>\"; };"
    )
  }
  return Array(
    """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = \(objectVersion);
    \tobjects = {
    \t\t\(records.joined(separator: "\n\t\t"))
    \t};
    \trootObject = \(project);
    }

    """.utf8)
}

/// A workspace's `contents.xcworkspacedata` listing `projects` (paths relative to the folder
/// holding the workspace), as Xcode writes it.
public func workspaceContents(_ projects: [String]) -> [UInt8] {
  var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace\n   version = \"1.0\">\n"
  for project in projects {
    text += "   <FileRef\n      location = \"group:\(project)\">\n   </FileRef>\n"
  }
  return Array((text + "</Workspace>\n").utf8)
}
