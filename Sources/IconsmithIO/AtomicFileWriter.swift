import Utilities

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files whole or not at all.
///
/// Invariant: the bytes go to a new temporary file beside the target
/// (created with `O_EXCL | O_NOFOLLOW`), are flushed to disk, and only then
/// take the target's name; a failure before that leaves the target as it was
/// and removes the temporary file. Without `overwrite` an existing target is
/// never replaced, even by a race: the name is taken with `link`, which fails
/// when it exists. A symbolic link at the target is replaced, never written
/// through. A run killed before its renames leaves temporary files that no
/// target names; the next write into that folder removes them, once the process
/// that made them is gone.
public enum AtomicFileWriter {
  public static func write(_ bytes: [UInt8], to path: RawPath, overwrite: Bool) throws(FileIOError)
  {
    try write([(bytes, path)], overwrite: overwrite)
  }

  /// Gives a file a new name with new bytes: `bytes` are written whole to `newPath`, never
  /// over an existing file, and only then is `oldPath` removed, so a failure at any point
  /// leaves the old file in place.
  public static func replace(_ oldPath: RawPath, by bytes: [UInt8], at newPath: RawPath)
    throws(FileIOError)
  {
    try write([(bytes, newPath)], overwrite: false)
    _ = oldPath.withCString { unlink($0) }
  }

  /// Writes several files with the same guarantees and one flush for all:
  /// every temporary file is written, then made durable together (`syncfs`
  /// where the system has it: at about 8 ms an `fsync`, 80 small files would
  /// otherwise spend most of their time waiting for the disk), then each is
  /// renamed into place and each folder synced once. A failure before the
  /// renames leaves no file behind; a target named twice is refused before
  /// anything is written, since which bytes it got would depend on timing.
  public static func write(_ files: [(bytes: [UInt8], path: RawPath)], overwrite: Bool)
    throws(FileIOError)
  {
    var seen = Set<RawPath>()
    for file in files where !seen.insert(file.path).inserted { throw .namedTwice(file.path) }
    for folder in Set(files.map(\.path.parent)) { removeStaleTemporaries(in: folder) }
    // Creating files is mostly the kernel's work (inode and directory updates), so the
    // files are staged on all cores; the first failure, in the order given, is reported.
    let results = Parallel.map(files) { file in
      Result { () throws(FileIOError) in try stage(file.bytes, to: file.path, overwrite: overwrite)
      }
    }
    let pending = results.compactMap { try? $0.get() }
    if let failure = results.first(where: { (try? $0.get()) == nil }) {
      abandon(pending)
      if case .failure(let error) = failure { throw error }
    }
    try commit(pending, overwrite: overwrite)
  }

  /// A temporary file written whole and still open, waiting to take its target's name.
  fileprivate typealias Pending = (temporary: RawPath, descriptor: Int32, target: RawPath)

  /// Writes `bytes` to a new temporary file beside `path`; on failure nothing is left.
  fileprivate static func stage(_ bytes: [UInt8], to path: RawPath, overwrite: Bool)
    throws(FileIOError) -> Pending
  {
    var existing = stat()
    let exists = path.withCString { lstat($0, &existing) } == 0
    if exists && !overwrite { throw .alreadyExists(path) }
    if exists && (existing.st_mode & S_IFMT) == S_IFDIR {
      throw .notRegularFile(path, kind: "a folder")
    }
    let (temporary, descriptor) = try createTemporary(beside: path)
    let entry = (temporary, descriptor, path)
    do {
      // The error names the target: the temporary name means nothing to the user.
      try writeAll(bytes, to: descriptor, path: path)
    } catch {
      abandon([entry])
      throw error
    }
    // A replaced file keeps its permissions; a new one gets 0644 less the umask.
    if exists && (existing.st_mode & S_IFMT) == S_IFREG {
      _ = fchmod(descriptor, existing.st_mode & 0o7777)
    }
    return entry
  }

  /// Flushes the staged files, then gives each its name (without `overwrite`,
  /// never over an existing file, even one made since `stage`); a failure
  /// removes every temporary file not yet renamed.
  fileprivate static func commit(_ pending: [Pending], overwrite: Bool) throws(FileIOError) {
    do {
      try makeDurable(pending.map { ($0.descriptor, $0.target) })
    } catch {
      abandon(pending)
      throw error
    }
    for entry in pending { close(entry.descriptor) }
    // Replacing a file frees the old one, which is the kernel's slowest step here:
    // the names are given on all cores. Each temporary file not renamed is removed.
    let outcomes = Parallel.map(pending) { entry -> FileIOError? in
      do throws(FileIOError) {
        try takeName(entry.temporary, entry.target, overwrite: overwrite)
        return nil
      } catch {
        _ = entry.temporary.withCString { unlink($0) }
        return error
      }
    }
    if let failure = outcomes.lazy.compactMap({ $0 }).first { throw failure }
    for folder in Set(pending.map(\.target.parent)) { syncFolder(folder) }
  }

  /// Gives a staged file its target's name: replacing the target with
  /// `overwrite`, else never over an existing file, even one made since `stage`.
  private static func takeName(_ temporary: RawPath, _ target: RawPath, overwrite: Bool)
    throws(FileIOError)
  {
    if overwrite {
      let moved = temporary.withCString { from in target.withCString { to in rename(from, to) } }
      guard moved == 0 else {
        throw FileIOError.from(errno: errno, path: target, operation: "rename")
      }
    } else {
      try linkWithoutReplacing(temporary, to: target)
      _ = temporary.withCString { unlink($0) }
    }
  }

  /// Closes and removes staged files; no target changes.
  fileprivate static func abandon(_ pending: [Pending]) {
    for entry in pending {
      close(entry.descriptor)
      _ = entry.temporary.withCString { unlink($0) }
    }
  }

  /// Flushes written files to disk: one `syncfs` for each file system they are
  /// on, or an `fsync` each where the system has no `syncfs`.
  fileprivate static func makeDurable(_ files: [(descriptor: Int32, path: RawPath)])
    throws(FileIOError)
  {
    var synced = Set<UInt64>()
    for (descriptor, path) in files {
      var info = stat()
      let device = fstat(descriptor, &info) == 0 ? UInt64(info.st_dev) : nil
      if let device, synced.contains(device) { continue }
      if let device, let syncFileSystem = SystemCalls.syncfs, syncFileSystem(descriptor) == 0 {
        synced.insert(device)
        continue
      }
      if fsync(descriptor) != 0 {
        throw FileIOError.from(errno: errno, path: path, operation: "fsync")
      }
    }
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

  /// Removes the temporary files a killed run left in `folder`: regular files named as
  /// `createTemporary` names them (`.NAME.iconsmith-PID-N-N.tmp`) whose process no longer
  /// exists. A live process's files are never touched; nothing else is.
  public static func removeStaleTemporaries(in folder: RawPath) {
    guard let stream = folder.withCString({ opendir($0) }) else { return }
    defer { closedir(stream) }
    var stale: [RawPath] = []
    while let entry = readdir(stream) {
      let name = SystemCalls.name(of: entry)
      guard let pid = temporaryOwner(name), pid != getpid() else { continue }
      // kill(pid, 0) fails with ESRCH only when no such process exists.
      if kill(pid, 0) != 0 && errno == ESRCH {
        stale.append(folder.appending(RawPath(bytes: name)))
      }
    }
    for path in stale {
      var info = stat()
      guard path.withCString({ lstat($0, &info) }) == 0, (info.st_mode & S_IFMT) == S_IFREG
      else { continue }
      _ = path.withCString { unlink($0) }
    }
  }

  /// The process id in a temporary file's name, or nil when the name is not one of ours.
  static func temporaryOwner(_ name: [UInt8]) -> pid_t? {
    let marker = Array(".iconsmith-".utf8)
    let suffix = Array(".tmp".utf8)
    guard name.first == UInt8(ascii: "."), name.count > marker.count + suffix.count + 1,
      name.suffix(suffix.count).elementsEqual(suffix)
    else { return nil }
    // The last ".iconsmith-": the target's own name may hold the word.
    var start: Int? = nil
    for index in stride(from: name.count - suffix.count - marker.count, through: 1, by: -1)
    where name[index..<(index + marker.count)].elementsEqual(marker) {
      start = index + marker.count
      break
    }
    guard let start else { return nil }
    let fields = name[start..<(name.count - suffix.count)].split(
      separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
    guard fields.count == 3,
      fields.allSatisfy({ !$0.isEmpty && $0.allSatisfy { (0x30...0x39).contains($0) } })
    else { return nil }
    return pid_t(String(decoding: fields[0], as: UTF8.self))
  }

  fileprivate static func createTemporary(beside path: RawPath) throws(FileIOError) -> (
    RawPath, Int32
  ) {
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

  fileprivate static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: RawPath)
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

  fileprivate static func syncFolder(_ folder: RawPath) {
    let descriptor = folder.withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }
}
