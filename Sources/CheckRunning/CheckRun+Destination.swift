import AssetModel
import AssetSources
import HIG
import IconsmithIO
import TreeFacts

extension CheckRun {
  /// The profiles `check` applies to files written into `folder`, which need not exist yet:
  /// those of the app that holds it, from its project's deployment target, its configuration,
  /// or the shape of the sets and files already there. A generator that writes by this choice
  /// writes what `check` then expects, not another era's files.
  ///
  /// The configuration is the `.iconsmith.yml` found near the folder, as `check` finds it; one
  /// that cannot be read or parsed is thrown, since `check` would stop on it too. Nil when no
  /// app holds the folder, when the apps that hold it disagree, or when its tree cannot be
  /// read: the caller then says which default it takes. Reads the tree's project and
  /// property-list files, and no pixels.
  public static func profileChoice(forDestination folder: RawPath) throws(ConfigurationFileError)
    -> ProfileChoice?
  {
    // The nearest folder that exists, and the names below it still to be made.
    var existing = folder
    var missing: [String] = []
    while DirectoryWalker.kind(of: existing) == nil {
      guard let name = existing.lastComponent.string, name != ".", name != "..", !name.isEmpty,
        existing.parent != existing
      else { return nil }
      missing.insert(name, at: 0)
      existing = existing.parent
    }
    guard DirectoryWalker.kind(of: existing) == .folder else { return nil }
    let configuration = try ConfigurationFile.load(explicit: nil, near: existing)
    guard
      let source = try? DiskSource.sources(
        paths: [existing], configurationFolder: configuration.folder, maxFileBytes: 64 << 20
      ).first,
      let assets = try? source.load()
    else { return nil }
    let top: String
    switch assets.inventory.scope {
    case .tree: top = ""
    case .named(let folders, _) where folders.count == 1: top = folders[0]
    default: return nil
    }
    let destination = ([top] + missing).filter { !$0.isEmpty }.joined(separator: "/")
    let scene = Scene(
      inventory: assets.inventory, configuration: configuration.configuration,
      reader: assets.reader)
    // The app whose folder holds the destination most closely; a folder shared by apps of
    // different eras (an old and a new target of one source folder) decides nothing.
    let holders = scene.units.filter {
      $0.kind == .app && AssetPath.isInside(destination, folder: $0.folder)
    }
    guard let closest = holders.map(\.folder.count).max() else { return nil }
    let choices = Set(holders.filter { $0.folder.count == closest }.map(\.choice.profiles))
    guard choices.count == 1,
      let unit = holders.first(where: { $0.folder.count == closest })
    else { return nil }
    let name = unit.project == nil ? "the files in \(unit.name)" : "target \(unit.name)"
    return ProfileChoice(unit.choice.profiles, reason: "\(unit.choice.reason), \(name)")
  }
}
