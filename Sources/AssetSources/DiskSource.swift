import AssetModel
import IconsmithIO

/// The folders and files a user named, read from disk.
///
/// Invariant: no file is read while listing; files over `maxFileBytes` are refused when read.
public struct DiskSource: AssetSource {
  public let paths: [RawPath]
  /// The folder of the configuration file, which glob patterns are relative to.
  public let configurationFolder: RawPath?
  public let maxFileBytes: Int

  public init(paths: [RawPath], configurationFolder: RawPath?, maxFileBytes: Int) {
    self.paths = paths
    self.configurationFolder = configurationFolder
    self.maxFileBytes = maxFileBytes
  }

  public func load() throws(AssetSourceError) -> LoadedAssets {
    var built: InventoryBuilder.Result
    do {
      built = try InventoryBuilder(configurationFolder: configurationFolder).build(paths: paths)
    } catch {
      throw .file(error)
    }
    built.reader.reader = SafeFileReader(maxBytes: maxFileBytes)
    return LoadedAssets(
      inventory: built.inventory, reader: built.reader, problems: built.problems,
      rawPaths: built.reader.paths)
  }
}
