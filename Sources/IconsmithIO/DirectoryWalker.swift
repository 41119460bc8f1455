#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lists the regular files under a folder, names kept as bytes.
///
/// Invariant: never follows a symbolic link to a folder (so no loops; those leading out of the
/// folder walked are counted and reported once, as their files are not checked) and never enters a folder twice (bind mounts); a link to a file is listed
/// only when the file lies inside the git repository holding the folder walked (or, outside
/// any repository, inside that folder), so nothing outside it is ever read;
/// skips hidden folders (`.git`, `.build`, Flutter's `.symlinks` and `.dart_tool`, editors'
/// settings), `node_modules` and `DerivedData`: no app ships from them. Files come
/// back sorted by path bytes. A folder that cannot be read, and each link skipped, is reported,
/// and the walk goes on.
public enum DirectoryWalker {
  public static let skippedFolders: Set<String> = ["node_modules", "DerivedData"]

  /// Whether a folder of this name below the top of a walk is passed over.
  public static func skips(folderNamed name: [UInt8]) -> Bool {
    name.first == UInt8(ascii: ".")
      || skippedFolders.contains(String(decoding: name, as: UTF8.self))
  }

  public struct Listing: Sendable {
    /// Regular files (and links to regular files), as `root/relative/path`.
    public var files: [RawPath] = []
    /// Folders that could not be listed, and links skipped.
    public var problems: [FileIOError] = []
  }

  public static func walk(_ root: RawPath) -> Listing {
    var listing = Listing()
    var visited = Set<FolderIdentity>()
    let real = realPath(root) ?? root
    var walk = Walk(root: repositoryRoot(of: real) ?? real, folder: real)
    visit(root, into: &listing, visited: &visited, walk: &walk)
    if let first = walk.firstFolderLink {
      listing.problems.append(.linksNotFollowed(first, count: walk.folderLinks))
    }
    listing.files.sort()
    return listing
  }

  /// The nearest folder at or above `folder` that holds `.git` (a folder, or a file in a
  /// worktree or submodule): the repository a link may point anywhere inside.
  public static func repositoryRoot(of folder: RawPath) -> RawPath? {
    var current = folder
    while true {
      var info = stat()
      if current.appending(".git").withCString({ lstat($0, &info) }) == 0 { return current }
      let parent = current.parent
      if parent == current || parent.isEmpty { return nil }
      current = parent
    }
  }

  /// What one walk keeps across folders.
  private struct Walk {
    /// The real path of the repository (or folder) walked: what links must stay inside.
    let root: RawPath
    /// The real path of the folder walked.
    let folder: RawPath
    var folderLinks = 0
    var firstFolderLink: RawPath?

    func holds(_ real: RawPath) -> Bool { Self.path(real, isWithin: root) }

    /// A link to a folder the walk lists anyway (a framework's `Headers` pointing to
    /// `Versions/Current/Headers`) hides nothing and is not worth a word.
    func walks(_ real: RawPath) -> Bool { Self.path(real, isWithin: folder) }

    static func path(_ real: RawPath, isWithin top: RawPath) -> Bool {
      let prefix = top.bytes.last == 0x2F ? top.bytes : top.bytes + [0x2F]
      return real == top || real.bytes.starts(with: prefix)
    }
  }

  private struct FolderIdentity: Hashable {
    let device: UInt64
    let inode: UInt64
  }

  private static func visit(
    _ folder: RawPath, into listing: inout Listing, visited: inout Set<FolderIdentity>,
    walk: inout Walk
  ) {
    var info = stat()
    guard folder.withCString({ stat($0, &info) }) == 0 else {
      listing.problems.append(FileIOError.from(errno: errno, path: folder, operation: "list"))
      return
    }
    guard
      visited.insert(FolderIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
        .inserted
    else {
      return
    }
    guard let stream = folder.withCString({ opendir($0) }) else {
      listing.problems.append(FileIOError.from(errno: errno, path: folder, operation: "list"))
      return
    }
    defer { closedir(stream) }
    var children: [(name: [UInt8], type: UInt8)] = []
    while let entry = readdir(stream) {
      let name = SystemCalls.name(of: entry)
      if name == [0x2E] || name == [0x2E, 0x2E] { continue }
      children.append((name, entry.pointee.d_type))
    }
    for (name, type) in children.sorted(by: { $0.name.lexicographicallyPrecedes($1.name) }) {
      let path = folder.appending(RawPath(bytes: name))
      switch Int32(type) {
      case Int32(DT_DIR):
        if !skips(folderNamed: name) { visit(path, into: &listing, visited: &visited, walk: &walk) }
      case Int32(DT_REG):
        listing.files.append(path)
      default:
        // A link or an unknown type: a link counts only if it leads to a regular file inside
        // the folder walked; a link to a folder is not followed.
        var own = stat()
        guard path.withCString({ lstat($0, &own) }) == 0 else { continue }
        if (own.st_mode & S_IFMT) == S_IFDIR {
          if !skips(folderNamed: name) {
            visit(path, into: &listing, visited: &visited, walk: &walk)
          }
        } else if (own.st_mode & S_IFMT) == S_IFREG {
          listing.files.append(path)
        } else if (own.st_mode & S_IFMT) == S_IFLNK {
          link(path, into: &listing, walk: &walk)
        }
      }
    }
  }

  /// Lists a link to a file inside the walk, reports one leading out or round in a loop, and
  /// counts one to a folder; a dangling link is no file and is passed over.
  private static func link(_ path: RawPath, into listing: inout Listing, walk: inout Walk) {
    var target = stat()
    guard path.withCString({ stat($0, &target) }) == 0 else {
      if errno == ELOOP { listing.problems.append(.linkLoop(path)) }
      return
    }
    switch target.st_mode & S_IFMT {
    case S_IFREG:
      guard let real = realPath(path), walk.holds(real) else {
        listing.problems.append(.linkLeadsOutside(path, target: realPath(path) ?? path))
        return
      }
      listing.files.append(path)
    case S_IFDIR:
      if let real = realPath(path), walk.walks(real) { return }
      walk.folderLinks += 1
      if walk.firstFolderLink == nil { walk.firstFolderLink = path }
    default:
      return
    }
  }

  /// What kind of thing is at `path`: nil when nothing is.
  public static func kind(of path: RawPath) -> Kind? {
    var info = stat()
    guard path.withCString({ stat($0, &info) }) == 0 else { return nil }
    return (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .file
  }

  public enum Kind: Sendable { case file, folder }

  /// Whether `path` itself is a regular file: a symlink, even to one, is not.
  public static func isRegularFile(_ path: RawPath) -> Bool {
    var info = stat()
    return path.withCString({ lstat($0, &info) }) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  /// What the symbolic link at `path` points to, as written in it; nil when it is no link.
  public static func linkTarget(of path: RawPath) -> RawPath? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = path.withCString { readlink($0, &buffer, buffer.count - 1) }
    guard length > 0 else { return nil }
    return RawPath(bytes: buffer[0..<length].map { UInt8(bitPattern: $0) })
  }

  /// The absolute, symlink-free form of a path, or nil when it does not exist.
  public static func realPath(_ path: RawPath) -> RawPath? {
    guard let resolved = path.withCString({ realpath($0, nil) }) else { return nil }
    defer { free(resolved) }
    return RawPath(
      bytes: Array(UnsafeBufferPointer(start: resolved, count: strlen(resolved))).map {
        UInt8(bitPattern: $0)
      })
  }
}
