import AssetModel
import CheckConfiguration
import Checking
import Diagnostics
import Rules
import TreeFacts

/// A folder of asset files held in memory, as the checker sees a folder on
/// disk: tests build the bytes they need and check them without touching the disk.
///
/// Invariant: every path in `files` or `unreadable` is a file of the inventory;
/// the image candidates among them are its targets; a path is its own glob path,
/// as when the configuration file sits in the folder checked.
public struct InMemoryAssets: Sendable {
  public var files: [String: [UInt8]]
  /// Paths that exist but whose read throws, as a file without read permission does.
  public var unreadable: Set<String>

  public init(_ files: [String: [UInt8]] = [:], unreadable: Set<String> = []) {
    self.files = files
    self.unreadable = unreadable
  }

  public subscript(path: String) -> [UInt8]? {
    get { files[path] }
    set { files[path] = newValue }
  }

  /// Renames a file, keeping its bytes (a wrong name is often the point of a test).
  public mutating func move(_ path: String, to newPath: String) {
    files[newPath] = files.removeValue(forKey: path)
  }

  /// The inventory of every file, of which `scope` is what the user asked about (the
  /// images it covers are the ones checked one by one).
  public func inventory(scope: CheckScope = .tree) -> AssetInventory {
    let paths = Set(files.keys).union(unreadable).sorted {
      $0.utf8.lexicographicallyPrecedes($1.utf8)
    }
    let targets = paths.filter { path in
      let name = path.split(separator: "/").last.map(String.init) ?? path
      return AssetInventory.isImageCandidate(name: name) && scope.checksFile(path)
    }
    return AssetInventory(
      files: paths.map { AssetInventory.File(path: $0, globPath: $0) }, targets: Set(targets),
      scope: scope)
  }

  public var reader: InMemoryReader { InMemoryReader(files: files, unreadable: unreadable) }

  /// Runs the checker over the tree, in `scope`.
  public func check(_ configuration: Configuration = .default, scope: CheckScope = .tree)
    -> CheckReport
  {
    Checker(configuration: configuration).check(inventory(scope: scope), reader: reader)
  }
}

/// Reads ``InMemoryAssets`` files, failing as the disk reader does.
public struct InMemoryReader: AssetReader {
  public let files: [String: [UInt8]]
  public let unreadable: Set<String>

  public init(files: [String: [UInt8]], unreadable: Set<String> = []) {
    self.files = files
    self.unreadable = unreadable
  }

  public func read(_ path: String) throws(AssetReadError) -> [UInt8] {
    if unreadable.contains(path) {
      throw AssetReadError(path: path, reason: .permissionDenied)
    }
    guard let bytes = files[path] else {
      throw AssetReadError(path: path, reason: .notFound)
    }
    return bytes
  }
}
