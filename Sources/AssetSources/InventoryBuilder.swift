import AssetModel
import HIG
import IconsmithIO
import TreeFacts

/// Turns the paths a user gave into the trees they belong to, and each tree into an
/// `AssetInventory` read from disk.
///
/// Invariant: a tree's top is a real (symlink-free) folder: the git repository holding what
/// was named, or, outside any repository, the folder holding what was named (so the named
/// folder's own name, `Tabs` or `MyApp.app`, is part of every path, as inside a repository);
/// inventory paths are tree paths, so the same tree gives the same inventory whatever the
/// spelling of its path or the working folder, and only the display follows them. Nothing
/// outside the folders walked is listed: the repository, or the folders named.
public struct InventoryBuilder: Sendable {
  public let configurationFolder: RawPath?

  public init(configurationFolder: RawPath?) { self.configurationFolder = configurationFolder }

  /// One tree of a check and what of it the user named.
  public struct Tree: Sendable, Equatable {
    /// The real path of the tree's top.
    public let top: RawPath
    /// Whether the top is a git repository (its tracked files give a named part's context).
    public let isRepository: Bool
    public let scope: CheckScope
    public let display: PathDisplay
    /// Outside a repository, the folders listed whole: those named, and those of named files.
    let folders: [RawPath]
    /// The folders and files named, as real paths under `top`.
    let namedFolders: [RawPath]
    let namedFiles: [RawPath]
  }

  public struct Result {
    public var inventory: AssetInventory
    public var reader: DiskAssetReader
    /// Files and folders under the tree that could not be listed.
    public var problems: [FileIOError]
  }

  /// The trees the named paths belong to, in the order first named. Paths inside one
  /// repository share its tree; outside any, folders (and the folders of files) beside each
  /// other share the folder holding them, and a folder inside another named one joins it.
  /// A relative path is resolved against the current folder, which the display also follows.
  public static func trees(for paths: [RawPath]) throws(FileIOError) -> [Tree] {
    struct Named {
      let spelling: RawPath
      let real: RawPath
      let isFile: Bool
      /// The folder listed whole for it outside a repository.
      var base: RawPath
      let repository: RawPath?
    }
    var named: [Named] = []
    for path in paths {
      guard let kind = DirectoryWalker.kind(of: path), var real = DirectoryWalker.realPath(path)
      else { throw .notFound(path) }
      // An Xcode project or workspace holds no image of its own: its targets' files are in
      // the folder that holds it, which is what `check App.xcodeproj` means.
      var spelling = path
      if kind == .folder, Self.isProjectBundle(real) {
        real = real.parent
        spelling = path.parent
      }
      let folder = kind == .file ? real.parent : real
      named.append(
        Named(
          spelling: spelling, real: real, isFile: kind == .file, base: folder,
          repository: DirectoryWalker.repositoryRoot(of: folder)))
    }
    // Outside repositories, a folder inside another one listed is listed with it.
    for index in named.indices where named[index].repository == nil {
      let outer = named.filter { $0.repository == nil && Self.isInside(named[index].base, $0.base) }
        .min { $0.base.bytes.count < $1.base.bytes.count }
      if let outer { named[index].base = outer.base }
    }
    func treeTop(of item: Named) -> RawPath { item.repository ?? item.base.parent }
    let workingFolder = DirectoryWalker.realPath(".") ?? "."
    var tops: [RawPath] = []
    for item in named where !tops.contains(treeTop(of: item)) { tops.append(treeTop(of: item)) }
    return tops.map { top in
      let members = named.filter { treeTop(of: $0) == top }
      let folders = members.filter { !$0.isFile }.map(\.real)
      let files = members.filter(\.isFile).map(\.real)
      let scope: CheckScope =
        folders.contains(top)
        ? .tree
        : .named(
          folders: folders.map { treePath($0, top: top) },
          files: files.map { treePath($0, top: top) })
      var bases: [RawPath] = []
      for base in members.map(\.base) where !bases.contains(base) { bases.append(base) }
      let first = members[0]
      return Tree(
        top: top, isRepository: first.repository != nil, scope: scope,
        display: display(top: top, spelling: first.spelling, real: first.real, from: workingFolder),
        folders: first.repository != nil ? [] : bases, namedFolders: folders, namedFiles: files)
    }
  }

  /// Whether `folder` is an `.xcodeproj` or `.xcworkspace` bundle (by name, as Xcode opens it).
  static func isProjectBundle(_ folder: RawPath) -> Bool {
    guard let name = folder.lastComponent.string?.lowercased() else { return false }
    return name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
  }

  /// Lists a tree. A repository is listed whole when the user named its top; for a part of
  /// it, its tracked files give the context and every file under what was named is listed.
  /// Outside a repository, the folders named (and those of named files) are listed whole.
  public func build(_ tree: Tree) -> Result {
    var problems: [FileIOError] = []
    var found = Set<RawPath>()
    var order: [RawPath] = []
    func add(_ path: RawPath) {
      if found.insert(path).inserted { order.append(path) }
    }
    func walk(_ folder: RawPath) {
      let listing = DirectoryWalker.walk(folder)
      problems += listing.problems
      for file in listing.files { add(file) }
    }
    if !tree.isRepository {
      for folder in tree.folders { walk(folder) }
    } else if tree.scope != .tree, let tracked = Self.trackedFiles(of: tree.top) {
      for path in tracked { add(path) }
      for folder in tree.namedFolders { walk(folder) }
      // A named image in a catalog set git does not track yet (made a moment ago) is judged
      // with its set's Contents.json, which no one named.
      for file in tree.namedFiles {
        let set = file.parent
        if AssetCatalogSetKind(folderName: set.lastComponent.description) != nil { walk(set) }
      }
    } else {
      walk(tree.top)
      // A named hidden folder (or one inside a skipped folder) is listed all the same.
      for folder in tree.namedFolders where folder != tree.top {
        for file in DirectoryWalker.walk(folder).files { add(file) }
      }
    }
    for file in tree.namedFiles { add(file) }

    let base = configurationFolder.flatMap(DirectoryWalker.realPath)
    var files: [AssetInventory.File] = []
    var rawPaths: [String: RawPath] = [:]
    var targets = Set<String>()
    for absolute in order {
      let relative = absolute.relative(to: tree.top)
      guard relative != absolute else { continue }
      let path = relative.description
      // A name that is not UTF-8 is kept as its bytes, to be read and fixed by them.
      if relative.string == nil { rawPaths[path] = absolute }
      let globPath: String
      if let base {
        let fromBase = absolute.relative(to: base)
        globPath = fromBase == absolute ? path : fromBase.description
      } else {
        globPath = path
      }
      files.append(AssetInventory.File(path: path, globPath: globPath == path ? path : globPath))
      if AssetInventory.isImageCandidate(name: relative.lastComponent.description)
        && tree.scope.checksFile(path)
      {
        targets.insert(path)
      }
    }
    files.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    let inventory = AssetInventory(
      files: files, targets: targets, scope: tree.scope, display: tree.display)
    // Problems name their files as the report does, from the user's spelling.
    let shown = problems.map { problem in
      problem.renamingPath { path in
        let relative = path.relative(to: tree.top)
        return relative == path && path != tree.top
          ? path : RawPath(tree.display.show(path == tree.top ? "" : relative.description))
      }
    }
    return Result(
      inventory: inventory, reader: DiskAssetReader(top: tree.top, paths: rawPaths),
      problems: shown)
  }

  /// The regular files git tracks in the repository at `top` that are regular files on disk
  /// too, as real paths; nil when git cannot say (then the whole tree is walked).
  static func trackedFiles(of top: RawPath) -> [RawPath]? {
    guard let entries = try? GitRepository(topLevel: top).indexEntries() else { return nil }
    return entries.compactMap { entry in
      // Skipped folders hold no app file (and a tracked Pods/ is still listed, and counted).
      let components = entry.path.bytes.split(separator: UInt8(ascii: "/"))
      if components.dropLast().contains(where: { DirectoryWalker.skips(folderNamed: Array($0)) }) {
        return nil
      }
      let path = top.appending(entry.path)
      return DirectoryWalker.isRegularFile(path) ? path : nil
    }
  }

  /// The tree path of `real`, which lies at or under `top`.
  static func treePath(_ real: RawPath, top: RawPath) -> String {
    real == top ? "" : real.relative(to: top).description
  }

  static func isInside(_ path: RawPath, _ folder: RawPath) -> Bool {
    path == folder || path.relative(to: folder) != path
  }

  /// How the tree's paths are printed: after the user's own spelling of the top when they
  /// named it absolutely, else relative to the working folder.
  static func display(top: RawPath, spelling: RawPath, real: RawPath, from workingFolder: RawPath)
    -> PathDisplay
  {
    let topName = top.lastComponent.description
    if spelling.isAbsolute {
      let spelled = InventoryBuilder.displayed(spelling)
      let inner = treePath(real, top: top)
      if inner.isEmpty { return .below(spelled, topName: topName) }
      if spelled.hasSuffix("/" + inner) {
        return .below(String(spelled.dropLast(inner.count + 1)), topName: topName)
      }
      return .below(top.description, topName: topName)
    }
    if isInside(workingFolder, top) {
      return .relative(toTreeFolder: treePath(workingFolder, top: top), topName: topName)
    }
    // The working folder is outside the tree: the way from it to the top, then tree paths.
    let from = workingFolder.description.split(separator: "/")
    let to = top.description.split(separator: "/")
    var common = 0
    while common < from.count && common < to.count && from[common] == to[common] { common += 1 }
    let parts = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
    return .below(parts.joined(separator: "/"), topName: topName)
  }

  /// A path as typed, without `./` at its start and `/` at its end.
  static func displayed(_ path: RawPath) -> String {
    var text = path.description
    while text.hasPrefix("./") { text.removeFirst(2) }
    while text.count > 1 && text.hasSuffix("/") { text.removeLast() }
    return text.isEmpty ? "." : text
  }
}

/// Reads inventory files from disk, by their tree paths.
public struct DiskAssetReader: AssetReader {
  /// The real path of the tree's top.
  public let top: RawPath
  /// The path on disk of each tree path whose name is not UTF-8; any other tree path is read
  /// at `top` joined with it.
  public let paths: [String: RawPath]
  public var reader = SafeFileReader()

  public init(top: RawPath, paths: [String: RawPath] = [:]) {
    self.top = top
    self.paths = paths
  }

  /// Where the file of a tree path is on disk.
  public func diskPath(_ path: String) -> RawPath { paths[path] ?? top.appending(path) }

  public func read(_ path: String) throws(AssetReadError) -> [UInt8] {
    let bytes: [UInt8]
    do {
      bytes = try reader.read(diskPath(path))
    } catch {
      throw AssetReadError(path: path, reason: Self.reason(error))
    }
    // A Git LFS pointer left by a checkout without `git lfs pull`: the image, when the
    // repository's LFS store holds it.
    if let pointer = GitLFSPointer(bytes),
      let object = try? reader.read(top.appending(pointer.objectPath)), object.count == pointer.size
    {
      return object
    }
    return bytes
  }

  /// The reader's error without its path, which the inventory's path replaces.
  static func reason(_ error: FileIOError) -> AssetReadError.Reason {
    switch error {
    case .notFound: return .notFound
    case .notRegularFile(_, let kind): return .notRegularFile(kind: kind)
    case .tooLarge(_, let size, let limit): return .tooLarge(bytes: size, limit: limit)
    case .permissionDenied: return .permissionDenied
    case .system(_, let operation, let code):
      return .failed(operation: operation, detail: FileIOError.systemMessage(code))
    case .alreadyExists, .namedTwice, .linkLeadsOutside, .linkLoop, .linksNotFollowed:
      // Errors of writing or of listing; a read never throws them.
      return .failed(operation: "read", detail: "\(error)")
    }
  }
}
