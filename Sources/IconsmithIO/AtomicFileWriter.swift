#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file whole or not at all.
///
/// Invariant: the bytes go to a new temporary file beside the target
/// (created with `O_EXCL | O_NOFOLLOW`), are flushed with `fsync`, and only
/// then take the target's name; a failure at any step leaves the target as it
/// was and removes the temporary file. Without `overwrite` an existing target
/// is never replaced, even by a race: the name is taken with `link`, which
/// fails when it exists. A symbolic link at the target is replaced, never
/// written through.
public enum AtomicFileWriter {
  public static func write(_ bytes: [UInt8], to path: RawPath, overwrite: Bool) throws(FileIOError)
  {
    let folder = path.parent
    var existing = stat()
    let exists = path.withCString { lstat($0, &existing) } == 0
    if exists && !overwrite { throw .alreadyExists(path) }
    if exists && (existing.st_mode & S_IFMT) == S_IFDIR {
      throw .notRegularFile(path, kind: "a folder")
    }
    // A replaced file keeps its permissions; a new one gets 0644 less the umask.
    let mode: mode_t =
      exists && (existing.st_mode & S_IFMT) == S_IFREG ? existing.st_mode & 0o7777 : 0o644

    let (temporary, descriptor) = try createTemporary(beside: path)
    var committed = false
    defer {
      if !committed { _ = temporary.withCString { unlink($0) } }
    }
    do {
      defer { close(descriptor) }
      try writeAll(bytes, to: descriptor, path: temporary)
      if exists { _ = fchmod(descriptor, mode) }
      guard fsync(descriptor) == 0 else {
        throw FileIOError.from(errno: errno, path: path, operation: "fsync")
      }
    }
    if overwrite {
      let renamed = temporary.withCString { from in path.withCString { to in rename(from, to) } }
      guard renamed == 0 else {
        throw FileIOError.from(errno: errno, path: path, operation: "rename")
      }
    } else {
      try linkWithoutReplacing(temporary, to: path)
      _ = temporary.withCString { unlink($0) }
    }
    committed = true
    syncFolder(folder)
  }

  /// Creates the folder and any missing parents (like `mkdir -p`).
  public static func makeFolders(_ path: RawPath) throws(FileIOError) {
    var info = stat()
    if path.withCString({ stat($0, &info) }) == 0 {
      guard (info.st_mode & S_IFMT) == S_IFDIR else {
        throw .notRegularFile(path, kind: "not a folder")
      }
      return
    }
    let parent = path.parent
    if parent != path && !parent.isEmpty { try makeFolders(parent) }
    if path.withCString({ mkdir($0, 0o755) }) != 0 && errno != EEXIST {
      throw FileIOError.from(errno: errno, path: path, operation: "mkdir")
    }
  }

  private static func createTemporary(beside path: RawPath) throws(FileIOError) -> (RawPath, Int32)
  {
    let name = path.lastComponent
    for attempt in 0..<100 {
      let suffix = ".iconsmith-\(getpid())-\(UInt32.random(in: 0...UInt32.max))-\(attempt).tmp"
      let temporary = path.parent.appending(
        RawPath(bytes: [UInt8(ascii: ".")] + name.bytes + Array(suffix.utf8)))
      let descriptor = temporary.withCString {
        open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
      }
      if descriptor >= 0 { return (temporary, descriptor) }
      if errno != EEXIST {
        throw FileIOError.from(errno: errno, path: path.parent, operation: "create a file in")
      }
    }
    throw .system(path, operation: "create a temporary file", errno: EEXIST)
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: RawPath)
    throws(FileIOError)
  {
    var failure: Int32 = 0
    bytes.withUnsafeBytes { buffer in
      var written = 0
      while written < buffer.count {
        let count = systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if count < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        written += count
      }
    }
    if failure != 0 { throw FileIOError.from(errno: failure, path: path, operation: "write") }
  }

  private static func linkWithoutReplacing(_ temporary: RawPath, to path: RawPath)
    throws(FileIOError)
  {
    let linked = temporary.withCString { from in path.withCString { to in link(from, to) } }
    if linked == 0 { return }
    let code = errno
    // Some file systems have no hard links: fall back to a checked rename.
    guard code == EPERM || code == ENOTSUP || code == EOPNOTSUPP || code == EMLINK else {
      throw FileIOError.from(errno: code, path: path, operation: "write")
    }
    var info = stat()
    if path.withCString({ lstat($0, &info) }) == 0 { throw .alreadyExists(path) }
    let renamed = temporary.withCString { from in path.withCString { to in rename(from, to) } }
    guard renamed == 0 else {
      throw FileIOError.from(errno: errno, path: path, operation: "rename")
    }
  }

  private static func syncFolder(_ folder: RawPath) {
    let descriptor = folder.withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }
}
