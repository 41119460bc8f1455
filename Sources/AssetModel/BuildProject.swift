import BuildDescriptions
import ProjectSpecs
import TreeFacts
import XcodeProject

/// A project that builds targets from the tree: an Xcode project, or an XcodeGen spec
/// standing for the project it generates (when none is committed beside it).
///
/// Invariant: every path is a tree path; `path` is the `.xcodeproj` folder or the spec file,
/// which is how findings and the main build name it.
struct BuildProject: Sendable {
  let path: String
  /// SRCROOT: the folder the targets' relative paths start from.
  let sourceRoot: String
  let targets: [ProjectTarget]
  /// The projects it builds as sub-projects.
  let subprojects: [String]
  /// The project file format's version, which dates an Xcode 3 project.
  let objectVersion: Int?
  /// The Xcode release that last upgraded the project (720 for Xcode 7.2), if it says.
  let lastUpgradeCheck: Int?

  init(_ project: XcodeProject) {
    path = project.path
    sourceRoot = project.sourceRoot
    targets = project.targets
    subprojects = project.subprojects
    objectVersion = project.objectVersion
    lastUpgradeCheck = project.lastUpgradeCheck
  }

  /// An XcodeGen spec's targets, with every configuration's icon sets as a project's have.
  init(_ spec: XcodeGenSpec) {
    path = spec.path
    sourceRoot = AssetPath.folder(of: spec.path)
    targets = spec.targets.map { target in
      var target = target
      target.configurationIconSets = spec.iconSetNamesByTarget[target.name] ?? []
      return target
    }
    subprojects = []
    objectVersion = nil
    lastUpgradeCheck = nil
  }

  /// The XcodeGen specs of the tree that stand for a project: a `project.yml` with no Xcode
  /// project committed beside it (then the committed project is the truth).
  static func specs(in tree: TreeIndex, read: @escaping (String) -> [UInt8]?) -> [XcodeGenSpec] {
    let projectFolders = Set(
      tree.sortedPaths.filter { $0.hasSuffix(".xcodeproj/project.pbxproj") }.map {
        AssetPath.folder(of: AssetPath.folder(of: $0))
      })
    return tree.sortedPaths.filter { path in
      let name = AssetPath.name(of: path)
      return (name == "project.yml" || name == "project.yaml")
        && !projectFolders.contains(AssetPath.folder(of: path))
    }.compactMap { path in
      guard let bytes = read(path) else { return nil }
      return try? XcodeGenSpec.parse(bytes, specPath: path, read: read)
    }.filter { !$0.targets.isEmpty }
  }
}
