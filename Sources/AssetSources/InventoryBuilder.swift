import AssetModel
import Foundation
import IconsmithIO

/// Turns the paths a user gave into an `AssetInventory` read from disk.
///
/// Invariant: display paths keep the user's spelling (`SampleAssets/App/Icon.png`,
/// or `Icon.png` for `.`); glob paths are relative to the configuration's folder.
public struct InventoryBuilder: Sendable {
  public let configurationFolder: RawPath?

  public init(configurationFolder: RawPath?) { self.configurationFolder = configurationFolder }

  public struct Result {
    public var inventory: AssetInventory
    public var reader: DiskAssetReader
    /// Files and folders under the named folders that could not be listed.
    public var problems: [FileIOError]
  }

  /// The named files and folders (walked), each file listed once, images as targets.
  public func build(paths: [RawPath]) throws(FileIOError) -> Result {
    var files: [String: AssetInventory.File] = [:]
    var rawPaths: [String: RawPath] = [:]
    var targets = Set<String>()
    var problems: [FileIOError] = []
    var namedFileFolders = Set<String>()
    var namedFolders = false
    let base = configurationFolder.flatMap(DirectoryWalker.realPath)
    // Each folder is listed, and resolved, once: a commit's files share a few folders.
    var listedFolders = Set<RawPath>()
    var realFolders: [RawPath: RawPath] = [:]
    func realFolder(_ folder: RawPath) -> RawPath {
      if let known = realFolders[folder] { return known }
      let real = DirectoryWalker.realPath(folder) ?? folder
      realFolders[folder] = real
      return real
    }

    func add(_ path: RawPath) -> String {
      let display = Self.display(path)
      if files[display] == nil {
        files[display] = AssetInventory.File(
          path: display,
          globPath: globPath(of: path, display: display, base: base, realFolder: realFolder))
        // A UTF-8 name's display path names the same file: only the other names are kept,
        // which spares a copy of every path of a large tree.
        if path.string == nil { rawPaths[display] = path }
      }
      return display
    }

    for path in paths {
      switch DirectoryWalker.kind(of: path) {
      case nil:
        throw .notFound(path)
      case .folder?:
        namedFolders = true
        let listing = DirectoryWalker.walk(path)
        problems += listing.problems
        for file in listing.files {
          let display = add(file)
          if AssetInventory.isImageCandidate(name: file.lastComponent.description) {
            targets.insert(display)
          }
        }
      case .file?:
        // A named image is checked; its folder is listed so set rules can see its
        // siblings (a named Contents.json or Info.plist brings its folder's set rules).
        let display = add(path)
        if AssetInventory.isImageCandidate(name: path.lastComponent.description) {
          targets.insert(display)
        }
        let folder = path.parent
        namedFileFolders.insert(Self.display(folder) == "." ? "" : Self.display(folder))
        guard listedFolders.insert(folder).inserted else { continue }
        let listing = DirectoryWalker.walk(folder)
        problems += listing.problems
        for file in listing.files { _ = add(file) }
      }
    }
    let inventory = AssetInventory(
      files: files.values.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) },
      targets: targets, roots: paths.map { Self.display($0) },
      setScope: namedFolders ? nil : namedFileFolders)
    return Result(
      inventory: inventory, reader: DiskAssetReader(paths: rawPaths), problems: problems)
  }

  /// The path as shown: without a leading `./`, `.` for the current folder.
  public static func display(_ path: RawPath) -> String {
    var text = path.description
    while text.hasPrefix("./") { text.removeFirst(2) }
    while text.count > 1 && text.hasSuffix("/") { text.removeLast() }
    return text.isEmpty ? "." : text
  }

  /// The path relative to the configuration's folder, for glob patterns.
  /// Equal paths share `display`'s storage rather than each holding a copy.
  private func globPath(
    of path: RawPath, display: String, base: RawPath?, realFolder: (RawPath) -> RawPath
  ) -> String {
    guard let base else { return display == "." ? "" : display }
    // Resolve the folder (which exists) and keep the file name as given.
    let folder = realFolder(path.parent)
    let absolute = folder.appending(path.lastComponent)
    let relative = absolute.relative(to: base)
    guard relative != absolute else { return display }
    let text = relative.description
    return text == display ? display : text
  }
}

/// Reads inventory files from disk, by their display paths.
public struct DiskAssetReader: AssetReader {
  /// The raw path of each display path whose name is not UTF-8; any other display path is
  /// its own raw path.
  public let paths: [String: RawPath]
  public var reader = SafeFileReader()

  public func read(_ path: String) throws(AssetReadError) -> [UInt8] {
    do {
      return try reader.read(paths[path] ?? RawPath(path))
    } catch {
      throw AssetReadError(path: path, reason: Self.reason(error))
    }
  }

  /// The reader's error without its path, which the inventory's display path replaces.
  static func reason(_ error: FileIOError) -> AssetReadError.Reason {
    switch error {
    case .notFound: return .notFound
    case .notRegularFile(_, let kind): return .notRegularFile(kind: kind)
    case .tooLarge(_, let size, let limit): return .tooLarge(bytes: size, limit: limit)
    case .permissionDenied: return .permissionDenied
    case .system(_, let operation, let code):
      return .failed(operation: operation, detail: String(cString: strerror(code)))
    case .alreadyExists, .namedTwice, .linkLeadsOutside, .linkLoop, .linksNotFollowed:
      // Errors of writing or of listing; a read never throws them.
      return .failed(operation: "read", detail: "\(error)")
    }
  }
}
