import HIG

/// What an inventory holds before any image is decoded: its folders, catalog
/// sets, app roots, Info.plists, and the resolver that gives files their roles.
///
/// Invariant: excluded files are gone from every collection; `appRoots`,
/// `catalogScope` and `folderScope` respect the inventory's set scope.
struct Scene: Sendable {
  let profiles: Set<Profile>
  let roots: [String]
  let targets: [AssetInventory.File]
  let namesByFolder: [String: Set<String>]
  let allPaths: Set<String>
  let catalogs: [String: CatalogSet]
  /// Catalog sets whose slot rules run.
  let catalogScope: [CatalogSet]
  let appRoots: [String]
  let plists: [String: (path: String, facts: InfoPlistFacts)]
  /// Folders whose pair rules run: those holding a target, outside catalog sets.
  let folderScope: Set<String>
  let resolver: RoleResolver
  /// Whether to say so when no app root is found (a check of folders, not of named files).
  let reportsMissingAppRoot: Bool
  /// Problems found while reading the scene itself (an unreadable Info.plist).
  let diagnostics: [Diagnostic]

  init(inventory: AssetInventory, configuration: Configuration, reader: some AssetReader) {
    profiles = Set(configuration.profiles)
    roots = inventory.roots
    let excludes = configuration.exclude
    let files = inventory.files.filter { file in
      !excludes.contains { $0.matchesFolderOrAncestor(file.globPath) }
    }
    var byPath: [String: AssetInventory.File] = [:]
    var namesByFolder: [String: Set<String>] = [:]
    var folderGlobPaths: [String: String] = [:]
    for file in files {
      byPath[file.path] = file
      let folder = AssetPath.folder(of: file.path)
      namesByFolder[folder, default: []].insert(AssetPath.name(of: file.path))
      folderGlobPaths[folder] = AssetPath.folder(of: file.globPath)
    }
    self.namesByFolder = namesByFolder
    allPaths = Set(byPath.keys)
    targets = inventory.targets.compactMap { byPath[$0] }.sorted {
      $0.path.utf8.lexicographicallyPrecedes($1.path.utf8)
    }
    let inScope = { (folder: String) in inventory.setScope?.contains(folder) ?? true }

    // Catalog sets: folders named *.appiconset, *.imageset, *.launchimage.
    var catalogs: [String: CatalogSet] = [:]
    for folder in namesByFolder.keys {
      guard let kind = AssetCatalogSetKind(folderName: AssetPath.name(of: folder)) else { continue }
      if namesByFolder[folder]?.contains("Contents.json") == true {
        catalogs[folder] = CatalogSet.load(folder: folder, kind: kind, reader: reader)
      } else {
        catalogs[folder] = CatalogSet(
          folder: folder, kind: kind, contents: nil, problem: "the set has no Contents.json")
      }
    }
    self.catalogs = catalogs
    catalogScope = catalogs.values.filter { inScope($0.folder) }.sorted { $0.folder < $1.folder }

    // App roots: any folder (or ancestor of one) with the marks of an app.
    var folders = Set<String>()
    for path in byPath.keys { folders.formUnion(AssetPath.ancestors(of: path)) }
    let appRootGlobs = configuration.appRoots
    let appIconSetFolders = catalogs.values.filter { $0.kind == .appIconSet }.map(\.folder)
    appRoots = folders.filter { folder in
      guard inScope(folder), !Self.isInsideCatalog(folder) else { return false }
      let names = namesByFolder[folder] ?? []
      if names.contains("Info.plist") || names.contains(where: HIG.isConventionalName) {
        return true
      }
      if appIconSetFolders.contains(where: { Self.catalog($0, isDirectlyUnder: folder) }) {
        return true
      }
      let globPath = folderGlobPaths[folder] ?? folder
      return appRootGlobs.contains { $0.matches(globPath) }
    }.sorted()

    // Info.plists of app roots, and the files they name.
    var plists: [String: (path: String, facts: InfoPlistFacts)] = [:]
    var diagnostics: [Diagnostic] = []
    var plistNamed: [String: (role: AssetRole, key: String)] = [:]
    for root in appRoots where namesByFolder[root]?.contains("Info.plist") == true {
      let path = AssetPath.join(root, "Info.plist")
      do {
        let bytes: [UInt8]
        do {
          bytes = try reader.read(path)
        } catch {
          // The reader's error names the path first; the diagnostic's path already does.
          throw InfoPlistFacts.InfoPlistError(reason: Checker.reason(error))
        }
        let facts = try InfoPlistFacts.parse(bytes)
        plists[root] = (path, facts)
        let names = namesByFolder[root] ?? []
        for (name, key) in facts.iconFiles {
          for candidate in InfoPlistReference.candidates(name) where names.contains(candidate) {
            plistNamed[AssetPath.join(root, candidate)] = (.appIcon, key)
            if let scaled = Self.scaledVariant(of: candidate, in: names) {
              plistNamed[AssetPath.join(root, scaled)] = (.appIcon, key)
            }
          }
        }
        if let launch = facts.launchImageFile {
          for name in InfoPlistReference.launchImages(launch, among: names) {
            plistNamed[AssetPath.join(root, name)] = (.launchImage, "UILaunchImageFile")
          }
        }
      } catch {
        let finding = Finding(
          message: "Info.plist cannot be read: \(error)", fix: InfoPlistUnreadableRule.fix)
        if let diagnostic = configuration.diagnostic(
          InfoPlistUnreadableRule.descriptor, finding, at: path)
        {
          diagnostics.append(diagnostic)
        }
      }
    }
    self.plists = plists
    self.diagnostics = diagnostics
    resolver = RoleResolver(
      configuration: configuration, catalogs: catalogs, plistNamed: plistNamed,
      folderRoots: inventory.roots.filter { byPath[$0] == nil }, appRoots: Set(appRoots))

    folderScope = Set(
      targets.map { AssetPath.folder(of: $0.path) }.filter { catalogs[$0] == nil && inScope($0) })
    reportsMissingAppRoot = inventory.setScope == nil
  }

  func context(forAppRoot folder: String) -> AppRootContext {
    let under = { (set: CatalogSet) in Self.catalog(set.folder, isUnder: folder) }
    return AppRootContext(
      folder: folder, names: namesByFolder[folder] ?? [], profiles: profiles,
      appIconSets: catalogs.values.filter { $0.kind == .appIconSet && under($0) }
        .sorted { $0.folder < $1.folder },
      launchImageSets: catalogs.values.filter { $0.kind == .launchImage && under($0) }
        .sorted { $0.folder < $1.folder },
      infoPlist: plists[folder], allPaths: allPaths)
  }

  /// Catalog folders (`.xcassets`, and set folders wherever they are) are never app roots.
  static func isInsideCatalog(_ folder: String) -> Bool {
    folder.split(separator: "/").contains { component in
      component.hasSuffix(".xcassets")
        || AssetCatalogSetKind(folderName: String(component)) != nil
    }
  }

  /// A set folder directly in `folder`, or in a catalog directly in it (`folder/X.xcassets/...`).
  static func catalog(_ setFolder: String, isDirectlyUnder folder: String) -> Bool {
    guard catalog(setFolder, isUnder: folder) else { return false }
    let rest = folder.isEmpty ? setFolder : String(setFolder.dropFirst(folder.count + 1))
    let components = rest.split(separator: "/")
    return components.count == 1 || components.first?.hasSuffix(".xcassets") == true
  }

  static func catalog(_ setFolder: String, isUnder folder: String) -> Bool {
    folder.isEmpty || setFolder.hasPrefix(folder + "/")
  }

  /// "Icon@2x.png" beside "Icon.png", when iOS would load it for a plist entry.
  private static func scaledVariant(of name: String, in names: Set<String>) -> String? {
    guard name.hasSuffix(".png") else { return nil }
    let scaled = String(name.dropLast(4)) + "@2x.png"
    return names.contains(scaled) ? scaled : nil
  }
}

extension Configuration {
  /// A finding as a diagnostic at this configuration's severity for the rule; nil when disabled.
  func diagnostic(_ rule: RuleDescriptor, _ finding: Finding, at path: String) -> Diagnostic? {
    guard let severity = severity(of: rule) else { return nil }
    return Diagnostic(
      path: finding.path ?? path, rule: rule.id, severity: severity, message: finding.message,
      fix: finding.fix, location: finding.location)
  }
}
