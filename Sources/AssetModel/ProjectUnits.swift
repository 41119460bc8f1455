import CheckConfiguration
import HIG
import XcodeProject

/// The units of the Xcode projects in a tree: every iOS app, extension and watch app target,
/// with the files its resources name (folders and catalogs whole, Xcode 16 synchronized
/// folders less their exceptions) and the facts its build settings and Info.plist give.
enum ProjectUnits {
  struct Result {
    var units: [AppUnit] = []
    /// Projects that could be read.
    var readProjects: [String] = []
    /// Folders of projects that could not be read: the folder model checks them.
    var unreadableRoots: [String] = []
    var problems: [SceneProblem] = []
  }

  static func build(
    tree: TreeIndex, configuration: Configuration, reader: some AssetReader, plists: PlistCache
  ) -> Result {
    var result = Result()
    let files = Set(tree.sortedPaths)
    // Only files of the tree are read: a project that names `../../outside` reads nothing.
    let read = { (path: String) -> [UInt8]? in
      files.contains(path) ? try? reader.read(path) : nil
    }
    for pbxproj in tree.sortedPaths where pbxproj.hasSuffix(".xcodeproj/project.pbxproj") {
      let projectPath = AssetPath.folder(of: pbxproj)
      let project: XcodeProject
      do throws(ProjectReadError) {
        let bytes: [UInt8]
        do {
          bytes = try reader.read(pbxproj)
        } catch {
          throw ProjectReadError.unreadable(error.reason)
        }
        do {
          project = try XcodeProject.parse(pbxproj: bytes, projectPath: projectPath, read: read)
        } catch {
          throw ProjectReadError.invalid(error)
        }
      } catch {
        result.unreadableRoots.append(AssetPath.folder(of: projectPath))
        result.problems.append(.projectUnreadable(pbxproj: pbxproj, error))
        continue
      }
      result.readProjects.append(projectPath)
      for target in project.targets {
        guard let kind = kind(of: target) else { continue }
        result.units.append(
          unit(
            target: target, kind: kind, project: project, tree: tree,
            configuration: configuration, plists: plists))
      }
    }
    return result
  }

  /// Xcode 3.1 and earlier (objectVersion 45 and below) built for iPhone OS 2 and 3 only: a
  /// project of theirs with no deployment target and no icon that tells is of that era.
  static func legacyProjectChoice(_ project: XcodeProject) -> ProfileChoice? {
    guard let version = project.objectVersion, version <= 45 else { return nil }
    return ProfileChoice(
      [.iphoneos3],
      reason: "an Xcode 3 project (objectVersion \(version)) with no deployment target")
  }

  /// What a target is to the checker; nil for targets that ship no icons of their own
  /// (frameworks, tests, libraries, watch extensions).
  static func kind(of target: ProjectTarget) -> AppUnit.Kind? {
    switch target.productType {
    case .watchApp: return .watchApp
    case .appExtension, .messagesExtension, .stickerPack:
      return target.platform == .iOS || target.platform == .unknown ? .appExtension : .otherPlatform
    case .application, .appClip, .messagesApplication:
      // A watchOS app of Xcode 14 and later is one target of product type application.
      if target.platform == .watchOS { return .watchApp }
      return target.platform == .iOS || target.platform == .unknown ? .app : .otherPlatform
    default: return nil
    }
  }

  private static func unit(
    target: ProjectTarget, kind: AppUnit.Kind, project: XcodeProject, tree: TreeIndex,
    configuration: Configuration, plists: PlistCache
  ) -> AppUnit {
    var shipped = Set<String>()
    for resource in target.resources { shipped.formUnion(tree.files(under: resource)) }
    for folder in target.synchronizedFolders {
      for path in tree.files(under: folder)
      where !target.synchronizedExceptions.contains(where: { AssetPath.isInside(path, folder: $0) })
      {
        shipped.insert(path)
      }
    }
    let plistPath = target.infoPlistPath.flatMap { path in
      tree.files(under: path).first == path ? path : nil
    }
    let product = target.productName ?? target.name
    let facts = plistPath.flatMap { plists.facts(at: $0) }?.resolvingVariables([
      "PRODUCT_NAME": product, "TARGET_NAME": target.name, "EXECUTABLE_NAME": product,
    ])
    if let plistPath { shipped.insert(plistPath) }
    let sets = tree.catalogSets(among: shipped)
    let bundle = AppBundle.flat(shipped)
    let iconBundles = AppBundle.iconBundles(shipped)
    let families = Set(
      target.deviceFamily.isEmpty ? facts?.deviceFamily ?? [] : target.deviceFamily)

    // The sets the target compiles as app icons; every set when the project does not say.
    var compiled: Set<String>?
    if let name = target.appIconName, !name.isEmpty, !target.includesAllAppIcons {
      compiled = Set([name] + target.alternateAppIconNames + (facts?.iconSetNames ?? []))
    }
    let deployment = target.deploymentTarget ?? facts?.minimumOSVersion
    // The iOS eras say nothing of a watch or Mac app: current rules.
    let choice =
      configuration.profiles == nil && (kind == .watchApp || kind == .otherPlatform)
      ? ProfileChoice([.modern], reason: "a \(target.platform.rawValue) target")
      : ProfileInference.choice(
        configuration: configuration, deploymentTarget: deployment,
        source: target.deploymentTarget != nil ? "IPHONEOS_DEPLOYMENT_TARGET" : "MinimumOSVersion",
        families: families, bundleNames: bundle.keys, iconSets: sets, iconBundles: iconBundles,
        plistIconNames: facts?.iconFiles.map(\.name) ?? [], era: legacyProjectChoice(project))
    let generatedLaunchScreen = target.infoPlistKeys.keys.contains { key in
      key.hasPrefix("UILaunchStoryboardName") || key.hasPrefix("UILaunchScreen")
    }
    // Old projects keep Info.plist in `English.lproj/`: the app's folder is the one above.
    let folder =
      plistPath.map(AssetPath.folder(of:)).map { folder in
        folder.hasSuffix(".lproj") ? AssetPath.folder(of: folder) : folder
      }
      ?? sets.first.map { AssetPath.folder(of: AssetPath.folder(of: $0.folder)) }
      ?? project.sourceRoot
    return AppUnit(
      name: target.name, kind: kind, folder: folder, project: project.path, choice: choice,
      files: shipped, bundle: bundle, catalogSets: sets, compiledIconSets: compiled,
      primaryIconSet: target.appIconName, compiledLaunchImageSet: .some(target.launchImageName),
      infoPlist: plistPath.flatMap { path in facts.map { (path, $0) } },
      hasLaunchScreen: (facts?.hasLaunchScreen ?? false) || generatedLaunchScreen,
      deploymentTarget: deployment.flatMap(OSVersion.init), families: families,
      iconBundles: iconBundles)
  }
}
