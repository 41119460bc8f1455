import BuildDescriptions
import CheckConfiguration
import HIG
import ProjectSpecs
import TreeFacts
import Utilities
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
    let read = { @Sendable (path: String) -> [UInt8]? in
      files.contains(path) ? try? reader.read(path) : nil
    }
    var projects = readProjects(tree: tree, reader: reader, read: read, into: &result)
    // An XcodeGen spec with no project committed beside it is the project it generates; a
    // workspace lists that project by the name XcodeGen gives it (`NAME.xcodeproj` beside the
    // spec), which is not in the tree.
    var generated: [String: String] = [:]
    var ungenerated: [String: MainBuild.Verdict] = [:]
    for spec in BuildProject.specs(in: tree, read: read) {
      let project = BuildProject(spec)
      projects.append(project)
      // A spec XcodeGen refuses is no project of the tree: the folders around it are checked
      // as if it were not there.
      if let refused = missingSources(project, tree: tree) {
        ungenerated[spec.path] = refused
      } else {
        result.readProjects.append(spec.path)
      }
      if let name = spec.name {
        generated[AssetPath.join(AssetPath.folder(of: spec.path), name + ".xcodeproj")] = spec.path
      }
    }
    let mainBuild = MainBuild.resolve(
      projects: Dictionary(uniqueKeysWithValues: projects.map { ($0.path, $0.subprojects) }),
      workspaces: workspaces(in: tree, read: read).mapValues { listed in
        listed.map { resolve($0, generated: generated, among: projects) }
      },
      appProjects: Set(
        projects.filter { project in
          ungenerated[project.path] == nil && project.targets.contains { kind(of: $0) == .app }
        }.map(\.path)))
    for project in projects {
      let verdict =
        ungenerated[project.path] ?? flutterPodFolder(project.path, read: read)
        ?? mainBuild.verdicts[project.path]
        ?? .built(project.path)
      let appTargets = project.targets.filter { kind(of: $0) == .app }
      let embedded = embeddedByApps(project.targets)
      for target in project.targets {
        guard let kind = kind(of: target) else { continue }
        let shipping = shipping(
          target, kind: kind, of: project, verdict: verdict, embedded: embedded,
          appTargets: appTargets)
        result.units.append(
          unit(
            target: target, kind: kind, project: project, tree: tree,
            configuration: configuration, plists: plists, shipping: shipping, read: read))
      }
    }
    return result
  }

  /// Why a project in the `ios/` folder of a Flutter plugin or package is not built: that
  /// folder is the CocoaPod apps depend on, and `flutter build` makes no app from a plugin's
  /// top (its example app is `example/ios`). A Runner project left there ships nothing.
  private static func flutterPodFolder(_ project: String, read: (String) -> [UInt8]?)
    -> MainBuild.Verdict?
  {
    let folder = AssetPath.folder(of: project)
    guard AssetPath.name(of: folder) == "ios" else { return nil }
    let top = AssetPath.folder(of: folder)
    let kind = FlutterProject.kind(
      metadata: read(AssetPath.join(top, ".metadata")),
      pubspec: read(AssetPath.join(top, "pubspec.yaml")))
    guard kind == .plugin || kind == .package else { return nil }
    return .notBuilt(
      "\(project) is in the iOS pod folder of a Flutter \(kind == .plugin ? "plugin" : "package"), from which flutter builds no app"
    )
  }

  /// Why an XcodeGen spec generates no project: XcodeGen refuses a spec whose target names
  /// a source that is not there. Only an app target none of whose sources is in the tree
  /// counts (a template's spec, a fuzzer's seed): one source missing may be a file a build
  /// step writes before `xcodegen` runs.
  private static func missingSources(_ spec: BuildProject, tree: TreeIndex) -> MainBuild.Verdict? {
    for target in spec.targets where kind(of: target) == .app {
      let sources = target.synchronizedFolders
      guard !sources.isEmpty, sources.allSatisfy({ tree.files(under: $0).isEmpty }) else {
        continue
      }
      return .notBuilt(
        "XcodeGen generates no project from \(spec.path): none of the sources of target \(target.name) (\(sources.joined(separator: ", "))) is in the tree"
      )
    }
    return nil
  }

  /// The tree's Xcode projects, parsed side by side (a monorepo holds a hundred), in tree
  /// order; each one that cannot be read becomes a problem, and its folder a folder app's.
  private static func readProjects(
    tree: TreeIndex, reader: some AssetReader, read: @escaping @Sendable (String) -> [UInt8]?,
    into result: inout Result
  ) -> [BuildProject] {
    let pbxprojs = tree.sortedPaths.filter { $0.hasSuffix(".xcodeproj/project.pbxproj") }
    let parsed = Parallel.map(pbxprojs) { pbxproj in
      Swift.Result { () throws(ProjectReadError) -> XcodeProject in
        let bytes: [UInt8]
        do throws(AssetReadError) {
          bytes = try reader.read(pbxproj)
        } catch {
          throw ProjectReadError.unreadable(error.reason)
        }
        do throws(XcodeProjectError) {
          return try XcodeProject.parse(
            pbxproj: bytes, projectPath: AssetPath.folder(of: pbxproj), read: read)
        } catch {
          throw ProjectReadError.invalid(error)
        }
      }
    }
    var projects: [BuildProject] = []
    for (pbxproj, outcome) in zip(pbxprojs, parsed) {
      let projectPath = AssetPath.folder(of: pbxproj)
      switch outcome {
      case .success(let project):
        projects.append(BuildProject(project))
        result.readProjects.append(projectPath)
      case .failure(let error):
        // A vendored library's example or test project ships nothing whether or not it can
        // be read: its folder is not taken for an app's.
        guard DescribedUnits.notShipped(projectPath) == nil else { continue }
        result.unreadableRoots.append(AssetPath.folder(of: projectPath))
        result.problems.append(.projectUnreadable(pbxproj: pbxproj, error))
      }
    }
    return projects
  }

  /// The project a workspace's entry opens: the spec of an XcodeGen project it names, the
  /// project of that path, or else one whose path differs only in case. Xcode runs on macOS,
  /// whose file system ignores case by default: a workspace listing `app.xcodeproj` opens
  /// `App.xcodeproj` (TaxiCall's Capacitor workspace, round 20).
  private static func resolve(
    _ listed: String, generated: [String: String], among projects: [BuildProject]
  ) -> String {
    if let spec = generated[listed] { return spec }
    if projects.contains(where: { $0.path == listed }) { return listed }
    let folded = listed.lowercased()
    return projects.first { $0.path.lowercased() == folded }?.path ?? listed
  }

  /// How a target of a project ships, from the main build's verdict on its project.
  private static func shipping(
    _ target: ProjectTarget, kind: AppUnit.Kind, of project: BuildProject,
    verdict: MainBuild.Verdict,
    embedded: Set<String>, appTargets: [ProjectTarget]
  ) -> Shipping {
    switch verdict {
    case .notBuilt(let reason):
      return .notBuilt(reason)
    case .subproject(let parent):
      // A sub-project gives the main build its libraries; its own apps are its demos.
      return
        kind == .appExtension
        ? .built("a sub-project of \(parent), which the main build builds")
        : .notBuilt(
          "target \(target.name) is an app of \(project.path), a sub-project of \(parent) whose libraries the main build uses"
        )
    case .built(let reason):
      // A WatchKit app ships inside the iOS app (through its extension, before watchOS
      // 2): one that no app target embeds is built and thrown away.
      if target.productType == .watchApp && !embedded.contains(target.name) {
        return .notBuilt(
          "target \(target.name) is a watch app that no app target of \(project.path) embeds")
      }
      return notShipped(target, kind: kind, among: appTargets).map { .notBuilt($0) }
        ?? .built(reason)
    }
  }

  /// The workspaces of the tree (outside project folders, whose own workspace lists only
  /// themselves), with the projects each lists.
  static func workspaces(in tree: TreeIndex, read: (String) -> [UInt8]?) -> [String: [String]] {
    var result: [String: [String]] = [:]
    for path in tree.sortedPaths where path.hasSuffix(".xcworkspace/contents.xcworkspacedata") {
      let workspace = AssetPath.folder(of: path)
      guard !workspace.split(separator: "/").contains(where: { $0.hasSuffix(".xcodeproj") }),
        let bytes = read(path),
        let parsed = try? XcodeWorkspace.parse(bytes, workspacePath: workspace)
      else { continue }
      // A project whose enclosing group names a folder that is not there is where its own
      // location leads from the workspace's folder (SwiftCommunity's `container:_SwiftCommunity`).
      result[workspace] = parsed.projects.map { project in
        guard tree.file(at: project + "/project.pbxproj") == nil,
          let direct = parsed.fromWorkspaceFolder[project],
          tree.file(at: direct + "/project.pbxproj") != nil
        else { return project }
        return direct
      }
    }
    return result
  }

  /// Why an app target of a built project ships in no App Store app, or nil when it does: a
  /// unit-test host links a test framework; a demo, preview or example app is named so (or
  /// keeps its Info.plist in such a folder) beside an app target that is not.
  static func notShipped(_ target: ProjectTarget, kind: AppUnit.Kind, among apps: [ProjectTarget])
    -> String?
  {
    let testFrameworks = ["XCTest", "SenTestingKit", "Quick", "Nimble", "OCMock", "Kiwi"]
    if let linked = target.linkedFrameworks.first(where: { name in
      testFrameworks.contains { name == $0 || name == $0 + ".framework" }
    }) {
      return "target \(target.name) is a test host: it links \(linked)"
    }
    let words = MainBuild.words(target.name)
    // "FileExplorerTestHostApp": the two words side by side, not "ContestHost".
    let testHostWords =
      words.isSuperset(of: ["test", "host"])
      && target.name.lowercased().filter(\.isLetter).contains("testhost")
    if words.contains(where: { $0 == "tests" || $0 == "testhost" || $0 == "uitests" })
      || target.name.hasSuffix("Tests") || target.name.hasSuffix("TestHost") || testHostWords
    {
      return "target \(target.name) is a test host, by its name"
    }
    if words.contains("android") {
      return "target \(target.name) builds for Android (its name says so)"
    }
    guard kind == .app else { return nil }
    let demo = { (candidate: ProjectTarget) -> Bool in
      MainBuild.hasDemoName(candidate.name)
        || candidate.infoPlistPath.map { MainBuild.folderReason($0) != nil } == true
    }
    guard demo(target), apps.contains(where: { !demo($0) }) else { return nil }
    return "target \(target.name) is a demo, preview or example app, beside the app it shows"
  }

  /// The targets an app (or a watch-only app's iOS stub) embeds or builds first, and the
  /// targets those do, by name.
  static func embeddedByApps(_ targets: [ProjectTarget]) -> Set<String> {
    let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var pending = targets.filter { kind(of: $0) == .app || $0.productType == .watchContainer }
      .flatMap(\.dependencies)
    var reached = Set<String>()
    while let name = pending.popLast() {
      guard reached.insert(name).inserted else { continue }
      pending += byName[name]?.dependencies ?? []
    }
    return reached
  }

  /// Xcode 3.1 and earlier (objectVersion 45 and below) built for iPhone OS 2 and 3 only: a
  /// project of theirs with no deployment target and no icon that tells is of that era.
  static func legacyProjectChoice(_ project: BuildProject) -> ProfileChoice? {
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

  /// The files of the tree a build phase's script names by a path (`Scripts/genassets`,
  /// `"${SRCROOT}/scripts/icons.sh"`), relative to the project's source root; at most a few.
  static func scriptFiles(named script: String, from sourceRoot: String, tree: TreeIndex)
    -> [String]
  {
    let prefixes = [
      "${SRCROOT}/", "$(SRCROOT)/", "$SRCROOT/", "${PROJECT_DIR}/", "$(PROJECT_DIR)/",
    ]
    var found: [String] = []
    let words = script.split(whereSeparator: { " \t\n;\"'`|&<>()".contains($0) })
    for word in words where word.contains("/") && found.count < 4 {
      var relative = String(word)
      for prefix in prefixes where relative.hasPrefix(prefix) {
        relative = String(relative.dropFirst(prefix.count))
      }
      if relative.hasPrefix("./") { relative = String(relative.dropFirst(2)) }
      guard !relative.hasPrefix("/"), !relative.hasPrefix("$"), !relative.contains("..") else {
        continue
      }
      if let file = tree.file(at: AssetPath.join(sourceRoot, relative)), !found.contains(file) {
        found.append(file)
      }
    }
    return found
  }

  private static func unit(
    target: ProjectTarget, kind: AppUnit.Kind, project: BuildProject, tree: TreeIndex,
    configuration: Configuration, plists: PlistCache, shipping: Shipping,
    read: (String) -> [UInt8]?
  ) -> AppUnit {
    var shipped = shippedFiles(of: target, tree: tree)
    let plistPath = target.infoPlistPath.flatMap { tree.file(at: $0) }
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
      compiled = Set(
        [name] + target.alternateAppIconNames + target.configurationIconSets
          + (facts?.iconSetNames ?? []))
    }
    let deployment = target.deploymentTarget ?? facts?.minimumOSVersion
    // The iOS eras say nothing of a watch or Mac app: current rules.
    let choice =
      configuration.profiles == nil && (kind == .watchApp || kind == .otherPlatform)
      ? ProfileChoice(
        [.modern],
        reason: target.platform == .watchOS || kind != .watchApp
          ? "a \(target.platform.rawValue) target" : "a WatchKit app target")
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
    var unit = AppUnit(
      name: target.name, kind: kind, folder: folder, project: project.path, choice: choice,
      files: shipped, bundle: bundle, catalogSets: sets, compiledIconSets: compiled,
      primaryIconSet: target.appIconName, compiledLaunchImageSet: .some(target.launchImageName),
      infoPlist: plistPath.flatMap { path in facts.map { (path, $0) } },
      hasLaunchScreen: (facts?.hasLaunchScreen ?? false) || generatedLaunchScreen,
      deploymentTarget: deployment.flatMap(OSVersion.init), families: families,
      iconBundles: iconBundles)
    unit.shipping = shipping
    unit.xcodeRelease = project.lastUpgradeCheck
    unit.platform = target.platform == .unknown ? .iOS : target.platform
    unit.runsOnMac = target.supportsMacCatalyst
    let primaryPresent = sets.contains { $0.kind == .appIconSet && $0.name == target.appIconName }
    unit.generatedIcon = generatedIcon(
      of: target, project: project, primaryPresent: primaryPresent, tree: tree, read: read)
    unit.iconFromCatalog =
      target.appIconName?.isEmpty == false && (primaryPresent || unit.generatedIcon != nil)
    return unit
  }

  /// The files a target's resources and synchronized folders (less their exceptions) ship.
  private static func shippedFiles(of target: ProjectTarget, tree: TreeIndex) -> Set<String> {
    var shipped = Set<String>()
    for resource in target.resources { shipped.formUnion(tree.files(under: resource)) }
    let exceptions = target.synchronizedExceptions.map { tree.spelling(of: $0) ?? $0 }
    for folder in target.synchronizedFolders {
      for path in tree.files(under: folder)
      where !exceptions.contains(where: { AssetPath.isInside(path, folder: $0) }) {
        shipped.insert(path)
      }
    }
    return shipped
  }

  /// What makes a target's app icon that this tree does not hold, in words: a build script
  /// that writes it, or a compiled asset catalog the repository lacks.
  private static func generatedIcon(
    of target: ProjectTarget, project: BuildProject, primaryPresent: Bool, tree: TreeIndex,
    read: (String) -> [UInt8]?
  ) -> String? {
    // A build script that writes the app icon (into the catalog, or the compiled one) makes
    // an icon this tree does not hold.
    // A phase may only call a script of the tree (`exec Scripts/genassets`): its text counts.
    let scripts = target.scriptPhases.flatMap { script in
      [script]
        + scriptFiles(named: script, from: project.sourceRoot, tree: tree).compactMap { path in
          read(path).map { String(decoding: $0.prefix(262_144), as: UTF8.self) }
        }
    }
    if scripts.contains(where: Self.writesAppIcon) {
      return "a build script of target \(target.name), which writes the app icon"
    }
    // A catalog the target compiles that the repository does not hold is made by a build step
    // (Cordova's prepare, a branding script) and may hold the app icon this tree lacks, when
    // the target names an app-icon set: without ASSETCATALOG_COMPILER_APPICON_NAME no set of
    // any catalog becomes the app icon (an iOS 6 app whose Xcode 5 catalog was never committed
    // still shows the icons its Info.plist lists).
    if !primaryPresent, target.appIconName?.isEmpty == false,
      let absent = target.resources.first(where: { resource in
        resource.hasSuffix(".xcassets") && tree.files(under: resource).isEmpty
      })
    {
      return
        "the asset catalog \(absent), which target \(target.name) compiles and the repository does not hold"
    }
    return nil
  }

  /// Whether a build script's text writes an app icon: it names a set, the compiled catalog,
  /// the catalog compiler, the App Store artwork, or an icon set called AppIcon. The compiled
  /// icon files (`AppIcon60x60@2x.png`) that icon-versioning scripts stamp with the build
  /// number exist only once the catalog held the icon: such a script makes none.
  static func writesAppIcon(_ script: String) -> Bool {
    if ["appiconset", "Assets.car", "actool", "iTunesArtwork"].contains(where: script.contains) {
      return true
    }
    var rest = script[...]
    while let found = rest.firstRange(of: "AppIcon") {
      if !(rest[found.upperBound...].first?.isNumber ?? false) { return true }
      rest = rest[found.upperBound...]
    }
    return false
  }

}
