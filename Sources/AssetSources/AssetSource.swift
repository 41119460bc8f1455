import AssetModel
import IconsmithIO
import TreeFacts

/// Where the files of one check come from: folders on disk, or what the next commit holds.
///
/// Invariant: `load()` reads the tree once; every path of the inventory it returns can be
/// read through its reader, by the same display path.
public protocol AssetSource: Sendable {
  func load() throws(AssetSourceError) -> LoadedAssets
}

/// An inventory with the reader of its files.
public struct LoadedAssets: Sendable {
  public var inventory: AssetInventory
  public var reader: any AssetReader
  /// Files found but not listed (unreadable folders, broken links), one warning each.
  public var problems: [FileIOError]
  /// For a commit: HEAD's tree in the same scope, with nothing to check file by file, whose
  /// set findings the commit did not cause.
  public var baseline: Baseline?
  /// Where the file of a tree path is on disk, for writing fixes; nil for a source that is
  /// not a folder on disk.
  public var diskPath: (@Sendable (String) -> RawPath)?

  /// The tree a commit starts from.
  public struct Baseline: Sendable {
    public var inventory: AssetInventory
    public var reader: any AssetReader
  }

  public init(
    inventory: AssetInventory, reader: any AssetReader, problems: [FileIOError] = [],
    baseline: Baseline? = nil, diskPath: (@Sendable (String) -> RawPath)? = nil
  ) {
    self.inventory = inventory
    self.reader = reader
    self.problems = problems
    self.baseline = baseline
    self.diskPath = diskPath
  }
}

/// Why the files of a check could not be listed.
public enum AssetSourceError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A path the user named (or its folder) cannot be read.
  case file(FileIOError)
  /// git could not answer (not a repository, no git).
  case git(GitRepository.Failure)

  public var description: String {
    switch self {
    case .file(let error): return "\(error)"
    case .git(let failure): return "\(failure)"
    }
  }
}

extension LoadedAssets {
  /// The assets with the folders that differ only in letter case merged
  /// (``FolderCaseMerge``): each tree is read as a Mac's disk holds it, and every finding,
  /// fix and picture still names the file as the tree spells it.
  public func mergingFolderCase() -> LoadedAssets {
    var result = self
    let merge = FolderCaseMerge(paths: inventory.files.map(\.path))
    if !merge.isIdentity {
      result.inventory = merge.apply(to: inventory)
      result.reader = MergedFolderReader(base: reader, merge: merge)
      if let diskPath { result.diskPath = { diskPath(merge.treePath(of: $0)) } }
    }
    if let baseline {
      let merge = FolderCaseMerge(paths: baseline.inventory.files.map(\.path))
      if !merge.isIdentity {
        result.baseline = Baseline(
          inventory: merge.apply(to: baseline.inventory),
          reader: MergedFolderReader(base: baseline.reader, merge: merge))
      }
    }
    return result
  }
}

/// Reads the files of a merged tree from their own paths.
struct MergedFolderReader: AssetReader {
  let base: any AssetReader
  let merge: FolderCaseMerge

  func read(_ path: String) throws(AssetReadError) -> [UInt8] {
    try base.read(merge.treePath(of: path))
  }
}
