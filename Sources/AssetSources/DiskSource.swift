import AssetModel
import IconsmithIO

/// One tree on disk, and the folders and files of it a user named.
///
/// Invariant: no file is read while listing; files over `maxFileBytes` are refused when read.
public struct DiskSource: AssetSource {
  public let tree: InventoryBuilder.Tree
  /// The folder of the configuration file, which glob patterns are relative to.
  public let configurationFolder: RawPath?
  public let maxFileBytes: Int

  public init(tree: InventoryBuilder.Tree, configurationFolder: RawPath?, maxFileBytes: Int) {
    self.tree = tree
    self.configurationFolder = configurationFolder
    self.maxFileBytes = maxFileBytes
  }

  /// One source per tree the paths belong to (most checks have one).
  public static func sources(paths: [RawPath], configurationFolder: RawPath?, maxFileBytes: Int)
    throws(AssetSourceError) -> [DiskSource]
  {
    let trees: [InventoryBuilder.Tree]
    do {
      trees = try InventoryBuilder.trees(for: paths)
    } catch {
      throw .file(error)
    }
    return trees.map {
      DiskSource(tree: $0, configurationFolder: configurationFolder, maxFileBytes: maxFileBytes)
    }
  }

  public func load() throws(AssetSourceError) -> LoadedAssets {
    var built = InventoryBuilder(configurationFolder: configurationFolder).build(tree)
    built.reader.reader = SafeFileReader(maxBytes: maxFileBytes)
    let reader = built.reader
    return LoadedAssets(
      inventory: built.inventory, reader: reader, problems: built.problems,
      diskPath: { reader.diskPath($0) }
    ).mergingFolderCase()
  }
}
