#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file could not be read or written, naming the file.
///
/// Invariant: every case carries the path and the evidence (sizes, the
/// system's own words for an errno), and `description` is one sentence.
public enum FileIOError: Error, Equatable, Sendable, CustomStringConvertible {
  case notFound(RawPath)
  /// Not a regular file: a folder, a FIFO, a device, a socket.
  case notRegularFile(RawPath, kind: String)
  case tooLarge(RawPath, size: Int, limit: Int)
  case permissionDenied(RawPath)
  /// The target exists and overwriting was not asked for.
  case alreadyExists(RawPath)
  /// One write named this target twice, so which bytes it would hold depends on timing.
  case namedTwice(RawPath)
  case system(RawPath, operation: String, errno: Int32)
  /// A symbolic link to a file outside the repository (or the folder checked, outside any
  /// repository): skipped, so nothing outside is read.
  case linkLeadsOutside(RawPath, target: RawPath)
  /// A symbolic link that leads round to itself.
  case linkLoop(RawPath)
  /// Links to folders outside the folder checked are not followed: `count` of them, the first
  /// at the path.
  case linksNotFollowed(RawPath, count: Int)

  /// The same error naming its file as `rename` spells it (the link target of
  /// `linkLeadsOutside` is outside the tree, and keeps its real path).
  public func renamingPath(_ rename: (RawPath) -> RawPath) -> FileIOError {
    switch self {
    case .notFound(let path): return .notFound(rename(path))
    case .notRegularFile(let path, let kind): return .notRegularFile(rename(path), kind: kind)
    case .tooLarge(let path, let size, let limit):
      return .tooLarge(rename(path), size: size, limit: limit)
    case .permissionDenied(let path): return .permissionDenied(rename(path))
    case .alreadyExists(let path): return .alreadyExists(rename(path))
    case .namedTwice(let path): return .namedTwice(rename(path))
    case .system(let path, let operation, let code):
      return .system(rename(path), operation: operation, errno: code)
    case .linkLeadsOutside(let path, let target):
      return .linkLeadsOutside(rename(path), target: target)
    case .linkLoop(let path): return .linkLoop(rename(path))
    case .linksNotFollowed(let path, let count):
      return .linksNotFollowed(rename(path), count: count)
    }
  }

  public var path: RawPath {
    switch self {
    case .notFound(let path), .notRegularFile(let path, _), .tooLarge(let path, _, _),
      .permissionDenied(let path), .alreadyExists(let path), .namedTwice(let path),
      .system(let path, _, _), .linkLeadsOutside(let path, _), .linkLoop(let path),
      .linksNotFollowed(let path, _):
      return path
    }
  }

  public var description: String {
    switch self {
    case .notFound(let path):
      return "\(path): no such file or folder"
    case .notRegularFile(let path, let kind):
      return "\(path): not a regular file (it is \(kind))"
    case .tooLarge(let path, let size, let limit):
      return "\(path): \(size) bytes is over the limit of \(limit) bytes for an image file"
    case .permissionDenied(let path):
      return "\(path): permission denied"
    case .alreadyExists(let path):
      return "\(path): already exists (use --force to overwrite it)"
    case .namedTwice(let path):
      return "\(path): two of the files to write have this name; nothing was written"
    case .system(let path, let operation, let code):
      return "\(path): \(operation) failed: \(Self.systemMessage(code))"
    case .linkLeadsOutside(let path, let target):
      return
        "\(path): skipped, a symbolic link to \(target), outside the repository or folder checked (nothing outside it is read)"
    case .linkLoop(let path):
      return "\(path): skipped, a loop of symbolic links"
    case .linksNotFollowed(let path, let count):
      return count == 1
        ? "\(path): a symbolic link to a folder outside the folder checked, not followed (its files are not checked)"
        : "\(path) and \(count - 1) more symbolic links to folders outside the folder checked were not followed (their files are not checked)"
    }
  }

  /// The C library's words for an `errno` value ("No space left on device").
  public static func systemMessage(_ code: Int32) -> String { String(cString: strerror(code)) }

  static func from(errno code: Int32, path: RawPath, operation: String) -> FileIOError {
    switch code {
    case ENOENT, ENOTDIR: return .notFound(path)
    case EACCES, EPERM: return .permissionDenied(path)
    case EEXIST: return .alreadyExists(path)
    default: return .system(path, operation: operation, errno: code)
    }
  }
}
