import HIG

/// App folders, where the tree has no Xcode project that says what ships: a folder with an
/// Info.plist, a conventionally named icon or launch image, or an asset catalog with an app
/// icon (or named under `app-roots:`), with everything below it that no other app holds.
enum FolderUnits {
  static func build(
    paths: [String], tree: TreeIndex, configuration: Configuration, plists: PlistCache
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
      return names.sorted().first { $0.hasSuffix("-Info.plist") }
    }

    // Strong roots hold their own Info.plist (a bundle); weak ones only icons or catalogs.
    var roots: [String: String?] = [:]
    for folder in folders where !Scene.isInsideCatalog(folder) {
      if let plist = plistName(in: folder) {
        let path = AssetPath.join(folder, plist)
        if let facts = plists.facts(at: path), facts.isNotAnApp { continue }
        roots[folder] = .some(path)
        continue
      }
      let names = namesByFolder[folder] ?? []
      // A conventional name in its exact case: a lone `icon.png` is a generator's source
      // (Cordova's and Capacitor's `resources/`), not an app.
      let marked =
        names.contains(where: { !HIG.rows(named: $0).isEmpty })
        || iconSetFolders.contains { catalog($0, isDirectlyUnder: folder) }
        || configuration.appRoots.contains { $0.matches(folder) }
      if marked { roots[folder] = .some(nil) }
    }
    // An Info.plist alone in a folder (`SupportingFiles/`) belongs to the app around it
    // when that folder holds the icons: one app, not two.
    for (folder, plist) in roots {
      guard let plist, !folder.isEmpty,
        (namesByFolder[folder] ?? []).allSatisfy({ !AssetInventory.isImageCandidate(name: $0) }),
        !iconSetFolders.contains(where: { AssetPath.isInside($0, folder: folder) })
      else { continue }
      let parent = AssetPath.folder(of: folder)
      let parentHasIcons =
        iconSetFolders.contains { catalog($0, isDirectlyUnder: parent) }
        || (namesByFolder[parent] ?? []).contains(where: HIG.isConventionalName)
      guard parentHasIcons, roots[parent] == nil || roots[parent]! == nil else { continue }
      roots[folder] = nil
      roots[parent] = .some(plist)
    }
    // A weak root inside another root is part of it.
    for folder in Array(roots.keys) where roots[folder]! == nil {
      if roots.keys.contains(where: { $0 != folder && AssetPath.isInside(folder, folder: $0) }) {
        roots[folder] = nil
      }
    }

    let pathSet = Set(paths)
    let treeIconBundles = Bundle.iconBundles(paths)
    let ordered = roots.keys.sorted()
    return ordered.map { folder in
      // Everything below the folder but what a nested root holds.
      let nested = ordered.filter { $0 != folder && AssetPath.isInside($0, folder: folder) }
      let files = tree.files(under: folder).filter { path in
        pathSet.contains(path)
          && !nested.contains { AssetPath.isInside(path, folder: $0) }
      }
      let plistPath = roots[folder]!
      let facts = plistPath.flatMap { plists.facts(at: $0) }?.resolvingVariables([:])
      return unit(
        folder: folder, files: files, plistPath: plistPath, facts: facts, tree: tree,
        configuration: configuration, treeIconBundles: treeIconBundles)
    }
  }

  private static func unit(
    folder: String, files: [String], plistPath: String?, facts: InfoPlistFacts?, tree: TreeIndex,
    configuration: Configuration, treeIconBundles: [String]
  ) -> AppUnit {
    let bundle = Bundle.flat(files)
    let sets = tree.catalogSets(among: files)
    // An `.icon` named like the app's icon set counts wherever it is (an XcodeGen project
    // keeps it beside the project, outside the app's folder).
    let setNames = Set(sets.filter { $0.kind == .appIconSet }.map(\.name))
    let iconBundles = Set(Bundle.iconBundles(files)).union(
      treeIconBundles.filter { setNames.contains(String(AssetPath.name(of: $0).dropLast(5))) }
    ).sorted()
    let families = Set(facts?.deviceFamily ?? [])
    let kind: AppUnit.Kind =
      facts?.isExtension == true ? .appExtension : facts?.isWatchApp == true ? .watchApp : .app
    let choice =
      configuration.profiles.map { ProfileChoice($0, reason: configuration.profilesOrigin) }
      ?? ProfileInference.choice(
        deploymentTarget: facts?.minimumOSVersion, families: families,
        source: "MinimumOSVersion")
      ?? ProfileInference.choice(
        bundleNames: bundle.keys, iconSets: sets.filter { $0.kind == .appIconSet },
        iconBundles: iconBundles, plistIconNames: facts?.iconFiles.map(\.name) ?? [])
      ?? ProfileInference.fallback
    return AppUnit(
      name: AssetPath.display(folder: folder), kind: kind, folder: folder, project: nil,
      choice: choice, files: Set(files), bundle: bundle, catalogSets: sets,
      compiledIconSets: nil, infoPlist: plistPath.flatMap { path in facts.map { (path, $0) } },
      hasLaunchScreen: facts?.hasLaunchScreen ?? false,
      deploymentTarget: facts?.minimumOSVersion.flatMap(OSVersion.init), families: families,
      iconBundles: iconBundles)
  }

  /// A set folder directly in `folder`, or in a catalog directly in it (`folder/X.xcassets/...`).
  static func catalog(_ setFolder: String, isDirectlyUnder folder: String) -> Bool {
    guard folder.isEmpty || setFolder.hasPrefix(folder + "/") else { return false }
    let rest = folder.isEmpty ? setFolder : String(setFolder.dropFirst(folder.count + 1))
    let components = rest.split(separator: "/")
    return components.count == 1 || components.first?.hasSuffix(".xcassets") == true
  }
}

/// How Xcode lays a target's files into its bundle.
enum Bundle {
  /// Loose files (outside catalogs and `.icon` bundles) by name: Xcode copies a target's
  /// resources into one flat folder. The first path in byte order wins a shared name.
  static func flat(_ files: some Sequence<String>) -> [String: String] {
    var bundle: [String: String] = [:]
    for path in files.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      let folder = AssetPath.folder(of: path)
      guard !Scene.isInsideCatalog(folder),
        !folder.split(separator: "/").contains(where: { $0.hasSuffix(".icon") })
      else { continue }
      let name = AssetPath.name(of: path)
      if bundle[name] == nil { bundle[name] = path }
    }
    return bundle
  }

  /// The Icon Composer bundles (`NAME.icon` folders) among the files.
  static func iconBundles(_ files: some Sequence<String>) -> [String] {
    Set(
      files.compactMap { path -> String? in
        let components = path.split(separator: "/").dropLast()
        guard let index = components.lastIndex(where: { $0.hasSuffix(".icon") }) else {
          return nil
        }
        return components[...index].joined(separator: "/")
      }
    ).sorted()
  }
}
