import BuildDescriptions
import CheckConfiguration
import HIG
import ProjectSpecs
import SourceScanning
import TreeFacts
import Utilities

/// The stages `Scene.init` runs, in order, each a function of what the ones before it found:
/// the files kept, the catalog sets, the units that ship them, who owns each file, the
/// generators' masters, the images checked, where set rules run, the bar-icon uses the code
/// shows, and the profiles of a file no unit ships.
extension Scene {
  /// Stage 1: the files a check may look at, less what the configuration excludes and what
  /// lies in folders no app is built from (dependencies, build output), unless included.
  ///
  /// Invariant: `sortedPaths` is the keys of `byPath` in byte order; `namesByFolder` holds
  /// exactly those paths; `skipped` counts only images the user asked about.
  struct KeptFiles {
    var byPath: [String: AssetInventory.File] = [:]
    var namesByFolder: [String: Set<String>] = [:]
    var sortedPaths: [String] = []
    var skipped: [String: Int] = [:]

    /// The bytes of a kept file; nil for a path the tree does not keep or cannot read.
    func read(_ path: String, with reader: some AssetReader) -> [UInt8]? {
      byPath[path] != nil ? try? reader.read(path) : nil
    }
  }

  static func keptFiles(of inventory: AssetInventory, configuration: Configuration) -> KeptFiles {
    var kept = KeptFiles()
    for file in inventory.files {
      if configuration.exclude.contains(where: { $0.matchesFolderOrAncestor(file.globPath) }) {
        continue
      }
      let root = inventory.scope.namedFolder(holding: file.path)
      if let reason = NotAppPaths.reason(for: file.path, below: root),
        !configuration.include.contains(where: { $0.matchesFolderOrAncestor(file.globPath) })
      {
        if inventory.targets.contains(file.path) { kept.skipped[reason, default: 0] += 1 }
        continue
      }
      kept.byPath[file.path] = file
      kept.namesByFolder[AssetPath.folder(of: file.path), default: []].insert(
        AssetPath.name(of: file.path))
    }
    kept.sortedPaths = kept.byPath.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    return kept
  }

  /// Stage 2: the catalog sets, folders named `*.appiconset`, `*.imageset`, `*.launchimage`;
  /// one with no `Contents.json` is kept with that problem.
  static func catalogSets(
    namesByFolder: [String: Set<String>], reader: some AssetReader
  ) -> [String: CatalogSet] {
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
    return catalogs
  }

  /// What stage 3 found: the units, in the order they claim files, and how it found them.
  struct FoundUnits {
    var units: [AppUnit]
    /// Whether projects or build descriptions decide what ships (else app folders do).
    var fromProjects: Bool
    /// Folders of projects that could not be read: the folder model checks them.
    var unreadableRoots: [String]
    /// The masters a build description's own generator renders the app icon from.
    var describedMasters: [GeneratorMaster]
    /// Whether a NativeScript app is described, whose markup names bar icons.
    var nativeScript: Bool
    var problems: [SceneProblem]
  }

  /// Stage 3: the units that ship icons. The targets of every project that can be read, then
  /// those of other build descriptions, then app folders for the parts of the tree no
  /// project could be read for (or, with none at all, the whole tree). Apps claim shared files
  /// before extensions and watch apps, and what is proven to ship before what is not.
  static func findUnits(
    kept: KeptFiles, tree: TreeIndex, scope: CheckScope, display: PathDisplay,
    configuration: Configuration, reader: some AssetReader
  ) -> FoundUnits {
    let plists = PlistCache(reader: reader)
    let projects = ProjectUnits.build(
      tree: tree, configuration: configuration, reader: reader, plists: plists)
    let described = DescribedUnits.build(
      tree: tree, configuration: configuration, read: { kept.read($0, with: reader) },
      plists: plists, projects: projects.readProjects)
    let fromProjects = !projects.readProjects.isEmpty || !described.described.isEmpty
    var units = projects.units + described.units
    let unclaimed = unclaimedNamedFolders(
      scope: scope, units: units, anchors: projects.readProjects + described.described)
    let folderPaths =
      fromProjects
      ? kept.sortedPaths.filter { path in
        projects.unreadableRoots.contains { AssetPath.isInside(path, folder: $0) }
          || unclaimed.contains { AssetPath.isInside(path, folder: $0) }
      } : kept.sortedPaths
    if !folderPaths.isEmpty {
      units += FolderUnits.build(
        paths: folderPaths, tree: tree, configuration: configuration, plists: plists,
        scope: scope, tuistApps: TuistApp.all(in: tree.sortedPaths) { kept.read($0, with: reader) })
    }
    func rank(_ unit: AppUnit) -> Int {
      (unit.shipping.isProven ? 0 : 2) + (unit.kind == .app ? 0 : 1)
    }
    units.sort {
      (rank($0), $0.name, $0.project ?? "", $0.folder)
        < (rank($1), $1.name, $1.project ?? "", $1.folder)
    }
    for index in units.indices { units[index].displayFolder = display.show(units[index].folder) }
    return FoundUnits(
      units: units, fromProjects: fromProjects, unreadableRoots: projects.unreadableRoots,
      describedMasters: described.masters,
      nativeScript: described.described.contains { $0.hasSuffix("App_Resources/iOS/Info.plist") },
      problems: projects.problems + plists.problems)
  }

  /// Stage 4: the unit that ships each path, as an index into `units`: the first that lists
  /// it, except that an app-icon set two targets ship belongs to the one that compiles it (a
  /// second target's `AppIcon Beta`), so its findings are that target's.
  static func owners(
    units: [AppUnit], catalogs: [String: CatalogSet], namesByFolder: [String: Set<String>]
  ) -> [String: Int] {
    var unitOfPath: [String: Int] = [:]
    for (index, unit) in units.enumerated() {
      for path in unit.files where unitOfPath[path] == nil { unitOfPath[path] = index }
    }
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
    return unitOfPath
  }

  /// What stages 3 and 4 say of one path: whether a check may look at it, and whether it is
  /// proven to ship.
  ///
  /// Invariant: in a tree with projects, only what a target ships is checkable, or what lies
  /// under a project that could not be read; a path no unit ships counts as proven (it is
  /// checked file by file, under the default profiles).
  struct Shipping {
    let fromProjects: Bool
    let unreadableRoots: [String]
    let unitOfPath: [String: Int]
    let units: [AppUnit]

    func isCheckable(_ path: String) -> Bool {
      !fromProjects || unitOfPath[path] != nil
        || unreadableRoots.contains { AssetPath.isInside(path, folder: $0) }
    }

    func isProven(_ path: String) -> Bool {
      unitOfPath[path].map { units[$0].shipping.isProven } ?? true
    }
  }

  /// Stage 5: the masters icon generators make App Store icons from, by path: those of the
  /// generators' own configuration files and of build descriptions, when the master is in the
  /// tree and its configuration is not of a vendored or example project.
  static func generatorMasters(
    kept: KeptFiles, described: [GeneratorMaster], reader: some AssetReader
  ) -> [String: GeneratorMaster] {
    var masters: [String: GeneratorMaster] = [:]
    let detected = IconGeneratorConfig.detect(files: kept.sortedPaths) {
      kept.read($0, with: reader)
    }
    for master in detected.masters + described
    where kept.byPath[master.master] != nil && DescribedUnits.notShipped(master.configPath) == nil
      && masters[master.master] == nil
    {
      masters[master.master] = master
    }
    return masters
  }

  /// Stage 6: the images checked one by one, in byte order, and how many of the user's were
  /// left out because no target ships them. A JPEG or WebP in an app-icon slot is checked as
  /// the PNG it must be; in image sets such files are valid pictures.
  static func checkedTargets(
    inventory: AssetInventory, kept: KeptFiles, catalogs: [String: CatalogSet],
    shipping: Shipping, masters: [String: GeneratorMaster]
  ) -> (targets: [AssetInventory.File], notInAnyTarget: Int) {
    var targetPaths = inventory.targets
    for set in catalogs.values where set.kind == .appIconSet {
      for name in set.contents?.images.compactMap(\.filename) ?? [] {
        let path = AssetPath.join(set.folder, name)
        if kept.byPath[path] != nil && inventory.scope.checksFile(path) {
          targetPaths.insert(path)
        }
      }
    }
    var targets: [AssetInventory.File] = []
    var notInAnyTarget = 0
    for path in targetPaths.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      guard let file = kept.byPath[path] else { continue }
      if shipping.isCheckable(path) || masters[path] != nil {
        targets.append(file)
      } else {
        notInAnyTarget += 1
      }
    }
    return (targets, notInAnyTarget)
  }

  /// What stage 7 decides: where the rules about a set of files run.
  struct SetScopes {
    var catalogs: [(set: CatalogSet, unit: Int?)]
    var folders: Set<String>
    var units: [Int]
    var iconBundles: [String]
  }

  /// Stage 7: where set rules run: what the scope covers, of what may be checked and is
  /// proven to ship. What nothing proves to ship is checked file by file, as images, and no
  /// rule about a set of its files runs.
  static func setScopes(
    scope: CheckScope, kept: KeptFiles, catalogs: [String: CatalogSet], shipping: Shipping,
    targets: [AssetInventory.File]
  ) -> SetScopes {
    let catalogScope = catalogs.values.filter {
      scope.coversFolder($0.folder) && shipping.isCheckable($0.contentsPath)
        && shipping.isProven($0.contentsPath)
    }
    .sorted { $0.folder < $1.folder }
    .map { ($0, shipping.unitOfPath[$0.contentsPath]) }
    let folderScope = Set(
      targets.filter { shipping.isProven($0.path) }.map { AssetPath.folder(of: $0.path) }.filter {
        catalogs[$0] == nil && scope.coversFolder($0)
      })
    let units = shipping.units
    let unitScope = units.indices.filter { index in
      units[index].shipping.isProven
        && scope.coversUnit(
          folder: units[index].folder, project: units[index].project, files: units[index].files)
    }
    let sortedPaths = kept.sortedPaths
    let iconBundleScope = AppBundle.iconBundles(
      sortedPaths.filter { shipping.isCheckable($0) && shipping.isProven($0) }
    )
    .filter { bundle in
      scope.coversUnit(folder: bundle, project: nil, files: [])
        || sortedPaths.contains { AssetPath.isInside($0, folder: bundle) && scope.checksFile($0) }
    }
    return SetScopes(
      catalogs: catalogScope, folders: folderScope, units: unitScope, iconBundles: iconBundleScope)
  }

  /// Stage 8: what interface files and code use as bar icons, and the image names code
  /// spells, read once, on all cores. The first use of a name wins.
  static func barIconUses(
    in paths: [String], nativeScript: Bool, reader: some AssetReader
  ) -> (uses: [String: BarIconUse], namedInCode: [(source: String, names: CodeImageNames)]) {
    let scannable = paths.filter {
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
    return (barUses, namedInCode)
  }

  /// Stage 9: the profiles of a file no unit ships: the configuration's, else those of the
  /// apps beside it when they agree (bar icons in a folder of their own), else the fallback.
  static func defaultChoice(configuration: Configuration, units: [AppUnit]) -> ProfileChoice {
    if let profiles = configuration.profiles {
      return ProfileChoice(profiles, reason: configuration.profilesOrigin)
    }
    let appChoices = Set(
      units.filter { $0.kind == .app && $0.shipping.isProven }.map(\.choice.profiles))
    if appChoices.count == 1, let only = appChoices.first {
      return ProfileChoice(only, reason: "the app beside it")
    }
    return ProfileInference.fallback
  }

  /// Stage 10: the resolver that gives each file its role, from the configuration, the
  /// catalogs, the Info.plists and named assets of the units proven to ship, and the code.
  static func roleResolver(
    configuration: Configuration, catalogs: [String: CatalogSet], units: [AppUnit],
    scope: CheckScope, barUses: [String: BarIconUse],
    namedInCode: [(source: String, names: CodeImageNames)]
  ) -> RoleResolver {
    var plistNamed: [String: (role: AssetRole, key: String)] = [:]
    for unit in units where unit.shipping.isProven {
      for (path, named) in InfoPlistReference.namedFiles(in: unit) where plistNamed[path] == nil {
        plistNamed[path] = named
      }
    }
    return RoleResolver(
      configuration: configuration, catalogs: catalogs, plistNamed: plistNamed,
      barUses: barUses, namedInCode: namedInCode,
      folderRoots: scope.namedFolders,
      appRoots: Set(units.map(\.folder)),
      namedAssets: Dictionary(
        units.filter(\.shipping.isProven).flatMap(\.namedAssets).map { ($0.path, $0) },
        uniquingKeysWith: { first, _ in first }))
  }
}
