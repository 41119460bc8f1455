import BuildDescriptions
import CheckConfiguration
import HIG
import ProjectSpecs
import TreeFacts

/// App folders, where the tree has no Xcode project that says what ships: a folder with an
/// Info.plist, a conventionally named icon or launch image, or an asset catalog with an app
/// icon (or named under `app-roots:`), with everything below it that no other app holds.
enum FolderUnits {
  static func build(
    paths: [String], tree: TreeIndex, configuration: Configuration, plists: PlistCache,
    scope: CheckScope = .tree, tuistApps: [TuistApp] = []
  ) -> [AppUnit] {
    var folders = Set<String>()
    var namesByFolder: [String: [String]] = [:]
    for path in paths {
      let folder = AssetPath.folder(of: path)
      namesByFolder[folder, default: []].append(AssetPath.name(of: path))
      folders.formUnion(AssetPath.ancestors(of: path))
    }
    let iconSetFolders = tree.catalogs.values.filter { $0.kind == .appIconSet }.map(\.folder)
    func plistName(in folder: String) -> String? {
      let names = namesByFolder[folder] ?? []
      if names.contains("Info.plist") { return "Info.plist" }
      // Firebase's `GoogleService-Info.plist` configures a library; it is no bundle's.
      return names.sorted().first {
        $0.hasSuffix("-Info.plist") && $0 != "GoogleService-Info.plist"
      }
    }

    // An app folder holds its own Info.plist (a bundle), or only icons or catalogs.
    var roots = Set<String>()
    var plistOf: [String: String] = [:]
    func hasConventionalIcon(_ folder: String) -> Bool {
      // In its exact case: a lone `icon.png` is a generator's source (Cordova's and
      // Capacitor's `resources/`), not an app.
      (namesByFolder[folder] ?? []).contains { !HIG.rows(named: $0).isEmpty }
        || iconSetFolders.contains { catalog($0, isDirectlyUnder: folder) }
    }
    // Tuist writes `Derived/InfoPlists/TARGET-Info.plist` from the manifest beside `Derived/`
    // (and its template ignores the folder in git): a generated copy of a target's Info.plist,
    // whose app is the folder of the target's resources, not an app of its own (Gifty-Wallet,
    // round 20, was told `Derived/InfoPlists` has no App Store icon).
    func isTuistDerivedPlists(_ folder: String) -> Bool {
      guard AssetPath.name(of: folder) == "InfoPlists" else { return false }
      let derived = AssetPath.folder(of: folder)
      return AssetPath.name(of: derived) == "Derived"
        && tree.file(at: AssetPath.join(AssetPath.folder(of: derived), "Project.swift")) != nil
    }
    for folder in folders where !Scene.isInsideCatalog(folder) && !isTuistDerivedPlists(folder) {
      if let plist = plistName(in: folder) {
        let path = AssetPath.join(folder, plist)
        if let facts = plists.facts(at: path), facts.isNotAnApp { continue }
        roots.insert(folder)
        plistOf[folder] = path
      } else if hasConventionalIcon(folder)
        || configuration.appRoots.contains(where: { $0.matches(folder) })
      {
        roots.insert(folder)
      }
    }
    // An Info.plist alone in a folder (`SupportingFiles/`) belongs to the app around it
    // when that folder holds the icons: one app, not two.
    for (folder, plist) in plistOf.sorted(by: { $0.key < $1.key }) where !folder.isEmpty {
      let parent = AssetPath.folder(of: folder)
      guard
        (namesByFolder[folder] ?? []).allSatisfy({ !AssetInventory.isImageCandidate(name: $0) }),
        !iconSetFolders.contains(where: { AssetPath.isInside($0, folder: folder) }),
        hasConventionalIcon(parent), plistOf[parent] == nil
      else { continue }
      roots.remove(folder)
      plistOf[folder] = nil
      roots.insert(parent)
      plistOf[parent] = plist
    }
    // ... or when the one app folder beside it holds them, and nothing else in their parent is
    // an app: `App/Support/Info.plist` beside `App/Resources/Assets.xcassets`, as Tuist's and
    // XcodeGen's templates lay an app out, is one app, `App`.
    for (folder, plist) in plistOf.sorted(by: { $0.key < $1.key }) where !folder.isEmpty {
      let parent = AssetPath.folder(of: folder)
      let others = roots.filter { $0 != folder && AssetPath.isInside($0, folder: parent) }
      guard
        (namesByFolder[folder] ?? []).allSatisfy({ !AssetInventory.isImageCandidate(name: $0) }),
        !iconSetFolders.contains(where: { AssetPath.isInside($0, folder: folder) }),
        others.count == 1, let sibling = others.first, AssetPath.folder(of: sibling) == parent,
        plistOf[sibling] == nil, plistOf[parent] == nil, !Scene.isInsideCatalog(parent)
      else { continue }
      roots.subtract([folder, sibling])
      plistOf[folder] = nil
      roots.insert(parent)
      plistOf[parent] = plist
    }
    // An app folder without a plist of its own inside another app folder is part of it.
    for folder in roots where plistOf[folder] == nil {
      if roots.contains(where: { $0 != folder && AssetPath.isInside(folder, folder: $0) }) {
        roots.remove(folder)
      }
    }

    let pathSet = Set(paths)
    let treeIconBundles = AppBundle.iconBundles(paths)
    let ordered = roots.sorted()
    var units = ordered.map { folder in
      // Everything below the folder but what a nested root holds.
      let nested = ordered.filter { $0 != folder && AssetPath.isInside($0, folder: folder) }
      let files = tree.files(under: folder).filter { path in
        pathSet.contains(path)
          && !nested.contains { AssetPath.isInside(path, folder: $0) }
      }
      let plistPath = plistOf[folder]
      let facts = plistPath.flatMap { plists.facts(at: $0) }?.resolvingVariables([:])
      // A Tuist app target whose resources are this folder (or lie in it, or hold it) says
      // what the folder's files alone cannot: its devices and its deployment target.
      let described = tuistApps.first { app in
        app.target.resourceFolders.contains { resources in
          AssetPath.isInside(folder, folder: resources)
            || AssetPath.isInside(resources, folder: folder)
        }
      }
      return unit(
        folder: folder, files: files, plistPath: plistPath, facts: facts, tree: tree,
        configuration: configuration, treeIconBundles: treeIconBundles, tuist: described)
    }
    markDemos(&units, scope: scope)
    return units
  }

  /// Marks as not built each unit whose folder is named as a demo (`Targets/Demo`,
  /// `Example/`) beside an app folder that is not: the try-out app of a module (Tuist's feature
  /// modules each build one), which never ships. Only the folder's own name counts, since the
  /// folders above it are the user's to name, and a user who names the demo asks about it.
  static func markDemos(_ units: inout [AppUnit], scope: CheckScope) {
    let plainApps = units.filter { $0.kind == .app && !isDemoFolder($0.folder) }
    for index in units.indices where isDemoFolder(units[index].folder) {
      let folder = units[index].folder
      if case .named(let named, _) = scope,
        named.contains(where: { AssetPath.isInside($0, folder: folder) })
      {
        continue
      }
      guard let app = plainApps.first(where: { !AssetPath.isInside($0.folder, folder: folder) })
      else { continue }
      units[index].shipping = .notBuilt(
        "\(folder) is a demo app (by its folder's name) beside the app "
          + "\(AssetPath.display(folder: app.folder)), and no project file builds it")
    }
  }

  /// Words of a folder's own name that make it a demo app. Narrower than a project's demo
  /// words: an app folder is often named for what it shows (`CatalogApp`, `TestFlightApp`).
  static let demoFolderWords: Set<String> = [
    "demo", "demos", "example", "examples", "sample", "samples", "playground", "playgrounds",
    "demoapp", "exampleapp", "sampleapp",
  ]

  static func isDemoFolder(_ folder: String) -> Bool {
    !demoFolderWords.isDisjoint(with: MainBuild.words(AssetPath.name(of: folder)))
  }

  private static func unit(
    folder: String, files: [String], plistPath: String?, facts: InfoPlistFacts?, tree: TreeIndex,
    configuration: Configuration, treeIconBundles: [String], tuist: TuistApp? = nil
  ) -> AppUnit {
    let bundle = AppBundle.flat(files)
    let sets = tree.catalogSets(among: files)
    // An `.icon` named like the app's icon set counts wherever it is (an XcodeGen project
    // keeps it beside the project, outside the app's folder).
    let setNames = Set(sets.filter { $0.kind == .appIconSet }.map(\.name))
    let iconBundles = Set(AppBundle.iconBundles(files)).union(
      treeIconBundles.filter { setNames.contains(String(AssetPath.name(of: $0).dropLast(5))) }
    ).sorted()
    let families = Set(
      facts?.deviceFamily.isEmpty == false
        ? facts?.deviceFamily ?? [] : tuist?.target.deviceFamily ?? [])
    let kind: AppUnit.Kind =
      facts?.isExtension == true ? .appExtension : facts?.isWatchApp == true ? .watchApp : .app
    let deployment = facts?.minimumOSVersion ?? tuist?.target.deploymentTarget
    let choice = ProfileInference.choice(
      configuration: configuration, deploymentTarget: deployment,
      source: facts?.minimumOSVersion != nil || tuist == nil
        ? "MinimumOSVersion" : "deploymentTargets in \(tuist?.manifest ?? "")",
      families: families, bundleNames: bundle.keys, iconSets: sets,
      iconBundles: iconBundles, plistIconNames: facts?.iconFiles.map(\.name) ?? [])
    return AppUnit(
      name: tuist?.target.name ?? AssetPath.display(folder: folder), kind: kind, folder: folder,
      project: nil, choice: choice, files: Set(files), bundle: bundle, catalogSets: sets,
      compiledIconSets: nil, infoPlist: plistPath.flatMap { path in facts.map { (path, $0) } },
      hasLaunchScreen: (facts?.hasLaunchScreen ?? false)
        || (tuist?.target.namesLaunchScreen ?? false),
      deploymentTarget: deployment.flatMap(OSVersion.init), families: families,
      iconBundles: iconBundles)
  }

  /// An app target a Tuist manifest of the tree declares, with the manifest's tree path.
  struct TuistApp: Sendable {
    let manifest: String
    let target: TuistManifest.Target
  }

  /// The iOS app targets of the tree's Tuist manifests: `Project.swift` files that import
  /// ProjectDescription, outside `Tuist/` (whose helpers only define templates).
  static func tuistApps(in tree: TreeIndex, read: (String) -> [UInt8]?) -> [TuistApp] {
    tree.sortedPaths.filter { path in
      AssetPath.name(of: path) == "Project.swift"
        && !path.split(separator: "/").dropLast().contains("Tuist")
    }.flatMap { path -> [TuistApp] in
      guard let bytes = read(path), TuistManifest.isManifest(bytes) else { return [] }
      return TuistManifest.parse(bytes, path: path).targets.filter { target in
        target.isApp && (target.platform == .iOS || target.platform == .unknown)
      }.map { TuistApp(manifest: path, target: $0) }
    }
  }

  /// A set folder directly in `folder`, or in a catalog directly in it (`folder/X.xcassets/...`).
  static func catalog(_ setFolder: String, isDirectlyUnder folder: String) -> Bool {
    guard folder.isEmpty || setFolder.hasPrefix(folder + "/") else { return false }
    let rest = folder.isEmpty ? setFolder : String(setFolder.dropFirst(folder.count + 1))
    let components = rest.split(separator: "/")
    return components.count == 1 || components.first?.hasSuffix(".xcassets") == true
  }
}
