import BuildDescriptions
import CheckConfiguration
import HIG
import SourceScanning
import Utilities

/// What an inventory holds before any image is decoded: its folders, catalog sets, the units
/// that ship icons (Xcode targets, or app folders where the tree has no project), and the
/// resolver that gives files their roles.
///
/// Invariant: excluded and skipped files are gone from every collection; each shipped path
/// belongs to at most one unit (apps before extensions); the scopes respect the inventory's
/// set scope.
public struct Scene: Sendable {
  /// What the user asked about.
  public let scope: CheckScope
  /// How a tree path is printed.
  public let display: PathDisplay
  public let targets: [AssetInventory.File]
  public let namesByFolder: [String: Set<String>]
  public let allPaths: Set<String>
  public let catalogs: [String: CatalogSet]
  public let units: [AppUnit]
  /// The unit that ships each path, as an index into `units`.
  let unitOfPath: [String: Int]
  /// Catalog sets whose set rules run, with the unit that ships them.
  public let catalogScope: [(set: CatalogSet, unit: Int?)]
  /// Folders whose pair rules run: those holding a target, outside catalog sets.
  public let folderScope: Set<String>
  /// Icon Composer bundles whose checks run.
  public let iconBundleScope: [String]
  /// Units whose set rules run.
  public let unitScope: [Int]
  public let resolver: RoleResolver
  /// The profiles of a file no unit ships.
  let defaultChoice: ProfileChoice
  /// Whether Xcode projects decide what ships (else app folders do).
  public let fromProjects: Bool
  /// Image files not checked, by reason ("dependencies", "not in any target").
  public let skipped: [String: Int]
  /// Problems found while reading the scene itself (an unreadable Info.plist or project).
  public let problems: [SceneProblem]
  /// The masters icon generators make App Store icons from, by path (only those in the tree,
  /// and not of a vendored or example project).
  public let generatorMasters: [String: GeneratorMaster]

  public init(inventory: AssetInventory, configuration: Configuration, reader: some AssetReader) {
    let scope = inventory.scope
    self.scope = scope
    display = inventory.display
    var skipped: [String: Int] = [:]
    let excludes = configuration.exclude
    let files = inventory.files.filter { file in
      if excludes.contains(where: { $0.matchesFolderOrAncestor(file.globPath) }) { return false }
      let root = scope.namedFolder(holding: file.path)
      guard let reason = NotAppPaths.reason(for: file.path, below: root),
        !configuration.include.contains(where: { $0.matchesFolderOrAncestor(file.globPath) })
      else { return true }
      if inventory.targets.contains(file.path) { skipped[reason, default: 0] += 1 }
      return false
    }
    var byPath: [String: AssetInventory.File] = [:]
    var namesByFolder: [String: Set<String>] = [:]
    for file in files {
      byPath[file.path] = file
      namesByFolder[AssetPath.folder(of: file.path), default: []].insert(
        AssetPath.name(of: file.path))
    }
    self.namesByFolder = namesByFolder
    allPaths = Set(byPath.keys)
    let sortedPaths = byPath.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }

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

    var problems: [SceneProblem] = []
    let plists = PlistCache(reader: reader)
    let tree = TreeIndex(sortedPaths: sortedPaths, catalogs: catalogs)

    // Units: the targets of every project that can be read, then app folders for the
    // rest of the tree where no project could be read.
    let projects = ProjectUnits.build(
      tree: tree, configuration: configuration, reader: reader, plists: plists)
    problems += projects.problems
    let described = DescribedUnits.build(
      tree: tree, configuration: configuration,
      read: { path in byPath[path] != nil ? try? reader.read(path) : nil }, plists: plists,
      projects: projects.readProjects)
    let fromProjects = !projects.readProjects.isEmpty || !described.described.isEmpty
    self.fromProjects = fromProjects
    var units = projects.units + described.units
    let unclaimed = Self.unclaimedNamedFolders(
      scope: scope, units: units, anchors: projects.readProjects + described.described)
    let folderPaths =
      fromProjects
      ? sortedPaths.filter { path in
        projects.unreadableRoots.contains { AssetPath.isInside(path, folder: $0) }
          || unclaimed.contains { AssetPath.isInside(path, folder: $0) }
      } : sortedPaths
    if !folderPaths.isEmpty {
      units += FolderUnits.build(
        paths: folderPaths, tree: tree, configuration: configuration, plists: plists,
        scope: scope,
        tuistApps: FolderUnits.tuistApps(
          in: tree, read: { path in byPath[path] != nil ? try? reader.read(path) : nil }))
    }
    problems += plists.problems
    // Apps claim shared files before extensions and watch apps, and what is proven to ship
    // before what is not.
    func rank(_ unit: AppUnit) -> Int {
      (unit.shipping.isProven ? 0 : 2) + (unit.kind == .app ? 0 : 1)
    }
    units.sort {
      (rank($0), $0.name, $0.project ?? "", $0.folder)
        < (rank($1), $1.name, $1.project ?? "", $1.folder)
    }
    for index in units.indices { units[index].displayFolder = display.show(units[index].folder) }
    self.units = units

    var unitOfPath: [String: Int] = [:]
    for (index, unit) in units.enumerated() {
      for path in unit.files where unitOfPath[path] == nil { unitOfPath[path] = index }
    }
    // An app-icon set two targets ship belongs to the one that compiles it (a second target's
    // `AppIcon Beta`), so its findings are that target's.
    for set in catalogs.values where set.kind == .appIconSet {
      guard let owner = unitOfPath[set.contentsPath], units[owner].use(of: set) != .compiled,
        let compiler = units.indices.first(where: {
          units[$0].shipping.isProven && units[$0].files.contains(set.contentsPath)
            && units[$0].use(of: set) == .compiled
        })
      else { continue }
      for name in namesByFolder[set.folder] ?? [] {
        unitOfPath[AssetPath.join(set.folder, name)] = compiler
      }
    }
    self.unitOfPath = unitOfPath

    // What is checked: in a tree with projects, only what a target ships.
    let unreadableRoots = projects.unreadableRoots
    let checkable = { (path: String) -> Bool in
      !fromProjects || unitOfPath[path] != nil
        || unreadableRoots.contains { AssetPath.isInside(path, folder: $0) }
    }
    // Icon generators' masters: checked as the App Store icon they become.
    var masters: [String: GeneratorMaster] = [:]
    let detected = IconGeneratorConfig.detect(files: sortedPaths) { path in
      byPath[path] != nil ? try? reader.read(path) : nil
    }
    for master in detected.masters + described.masters
    where byPath[master.master] != nil && DescribedUnits.notShipped(master.configPath) == nil
      && masters[master.master] == nil
    {
      masters[master.master] = master
    }
    generatorMasters = masters
    var targetPaths = inventory.targets
    // A JPEG or WebP in an app-icon slot is checked as the PNG it must be; in image sets
    // such files are valid pictures.
    for set in catalogs.values where set.kind == .appIconSet {
      for name in set.contents?.images.compactMap(\.filename) ?? [] {
        let path = AssetPath.join(set.folder, name)
        if byPath[path] != nil && scope.checksFile(path) { targetPaths.insert(path) }
      }
    }
    var targets: [AssetInventory.File] = []
    for path in targetPaths.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      guard let file = byPath[path] else { continue }
      if checkable(path) || masters[path] != nil {
        targets.append(file)
      } else {
        skipped["not in any target", default: 0] += 1
      }
    }
    self.targets = targets
    self.skipped = skipped

    // What nothing proves to ship is checked file by file, as images, and no rule about a set
    // of its files runs.
    let proven = { (path: String) in unitOfPath[path].map { units[$0].shipping.isProven } ?? true }
    catalogScope = catalogs.values.filter {
      scope.coversFolder($0.folder) && checkable($0.contentsPath) && proven($0.contentsPath)
    }
    .sorted { $0.folder < $1.folder }
    .map { ($0, unitOfPath[$0.contentsPath]) }
    folderScope = Set(
      targets.filter { proven($0.path) }.map { AssetPath.folder(of: $0.path) }.filter {
        catalogs[$0] == nil && scope.coversFolder($0)
      })
    unitScope = units.indices.filter { index in
      let unit = units[index]
      return unit.shipping.isProven
        && scope.coversUnit(folder: unit.folder, project: unit.project, files: unit.files)
    }

    iconBundleScope = AppBundle.iconBundles(sortedPaths.filter { checkable($0) && proven($0) })
      .filter { bundle in
        scope.coversUnit(folder: bundle, project: nil, files: [])
          || sortedPaths.contains { AssetPath.isInside($0, folder: bundle) && scope.checksFile($0) }
      }

    // What interface files and code use as bar icons, read once, on all cores. Only file
    // rules read roles: with no image to check (the hook's look at HEAD) nothing is read.
    let nativeScript = described.described.contains {
      $0.hasSuffix("App_Resources/iOS/Info.plist")
    }
    let scannable =
      targets.isEmpty
      ? []
      : sortedPaths.filter {
        let name = AssetPath.name(of: $0)
        return BarIconUses.isScannable(name: name)
          || (nativeScript && BarIconUses.isNativeScriptMarkup(name: name))
      }
    let scanned = Parallel.map(scannable) { path -> ([BarIconUse], CodeImageNames) in
      guard let bytes = try? reader.read(path) else { return ([], CodeImageNames()) }
      return BarIconUses.read(bytes, path: path)
    }
    var barUses: [String: BarIconUse] = [:]
    var namedInCode: [(source: String, names: CodeImageNames)] = []
    for (path, (uses, names)) in zip(scannable, scanned) {
      for use in uses where barUses[use.name] == nil { barUses[use.name] = use }
      if names != CodeImageNames() { namedInCode.append((path, names)) }
    }

    var plistNamed: [String: (role: AssetRole, key: String)] = [:]
    for unit in units where unit.shipping.isProven {
      for (path, named) in InfoPlistReference.namedFiles(in: unit) where plistNamed[path] == nil {
        plistNamed[path] = named
      }
    }
    // A file no app ships (bar icons in a folder of their own) is of the era of the apps
    // beside it, when they agree.
    let appChoices = Set(
      units.filter { $0.kind == .app && $0.shipping.isProven }.map(\.choice.profiles))
    defaultChoice =
      configuration.profiles.map { ProfileChoice($0, reason: configuration.profilesOrigin) }
      ?? (appChoices.count == 1
        ? ProfileChoice(appChoices.first!, reason: "the app beside it")
        : ProfileInference.fallback)
    resolver = RoleResolver(
      configuration: configuration, catalogs: catalogs, plistNamed: plistNamed,
      barUses: barUses, namedInCode: namedInCode,
      folderRoots: scope.namedFolders,
      appRoots: Set(units.map(\.folder)),
      namedAssets: Dictionary(
        units.filter(\.shipping.isProven).flatMap(\.namedAssets).map { ($0.path, $0) },
        uniquingKeysWith: { first, _ in first }))
    self.problems = problems
  }

  /// The unit that ships a path, if any.
  public func unit(of path: String) -> AppUnit? { unitOfPath[path].map { units[$0] } }

  /// The index in `units` of the unit that ships `path`.
  public func unitIndex(of path: String) -> Int? { unitOfPath[path] }

  /// The profiles a file is checked under: its unit's, else the default.
  public func choice(for path: String) -> ProfileChoice { unit(of: path)?.choice ?? defaultChoice }

  /// The folders the user named that nothing of the tree builds from: no readable project or
  /// build description (`anchors`, by path) lies in them or in a folder above them, and no
  /// unit ships a file of them. Each is taken as an app folder, as in a tree with no project
  /// at all: the user asked about it, and the repository says nothing else of it (a folder of
  /// loose icons in a repository whose only projects are test or fuzz inputs elsewhere).
  static func unclaimedNamedFolders(scope: CheckScope, units: [AppUnit], anchors: [String])
    -> [String]
  {
    guard case .named(let folders, _) = scope else { return [] }
    return folders.filter { named in
      !anchors.contains { anchor in
        AssetPath.isInside(anchor, folder: named)
          || AssetPath.isInside(named, folder: AssetPath.folder(of: anchor))
      } && !units.contains { unit in unit.files.contains { AssetPath.isInside($0, folder: named) } }
    }
  }

  /// Catalog folders (`.xcassets`, and set folders wherever they are) are never app roots.
  public static func isInsideCatalog(_ folder: String) -> Bool {
    folder.split(separator: "/").contains { component in
      component.hasSuffix(".xcassets")
        || AssetCatalogSetKind(folderName: String(component)) != nil
    }
  }
}
