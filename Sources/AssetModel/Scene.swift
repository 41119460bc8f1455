import BuildDescriptions
import CheckConfiguration
import HIG
import TreeFacts

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

  /// Builds the scene in the named stages of `Scene+Stages.swift`, each from what the ones
  /// before it found.
  public init(inventory: AssetInventory, configuration: Configuration, reader: some AssetReader) {
    let scope = inventory.scope
    self.scope = scope
    display = inventory.display
    let kept = Self.keptFiles(of: inventory, configuration: configuration)
    namesByFolder = kept.namesByFolder
    allPaths = Set(kept.byPath.keys)
    catalogs = Self.catalogSets(namesByFolder: kept.namesByFolder, reader: reader)

    let found = Self.findUnits(
      kept: kept, tree: TreeIndex(sortedPaths: kept.sortedPaths, catalogs: catalogs),
      scope: scope, display: display, configuration: configuration, reader: reader)
    units = found.units
    fromProjects = found.fromProjects
    problems = found.problems
    unitOfPath = Self.owners(units: units, catalogs: catalogs, namesByFolder: namesByFolder)
    let shipping = Shipping(
      fromProjects: fromProjects, unreadableRoots: found.unreadableRoots, unitOfPath: unitOfPath,
      units: units)

    generatorMasters = Self.generatorMasters(
      kept: kept, described: found.describedMasters, reader: reader)
    let checked = Self.checkedTargets(
      inventory: inventory, kept: kept, catalogs: catalogs, shipping: shipping,
      masters: generatorMasters)
    targets = checked.targets
    var skipped = kept.skipped
    if checked.notInAnyTarget > 0 { skipped["not in any target"] = checked.notInAnyTarget }
    self.skipped = skipped

    let scopes = Self.setScopes(
      scope: scope, kept: kept, catalogs: catalogs, shipping: shipping, targets: targets)
    catalogScope = scopes.catalogs
    folderScope = scopes.folders
    unitScope = scopes.units
    iconBundleScope = scopes.iconBundles

    // Only file rules read roles: with no image to check (the hook's look at HEAD) no code is
    // read.
    let uses = Self.barIconUses(
      in: targets.isEmpty ? [] : kept.sortedPaths, nativeScript: found.nativeScript,
      reader: reader)
    defaultChoice = Self.defaultChoice(configuration: configuration, units: units)
    resolver = Self.roleResolver(
      configuration: configuration, catalogs: catalogs, units: units, scope: scope,
      barUses: uses.uses, namedInCode: uses.namedInCode)
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
}
