#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole image files with an explicit size cap, and only regular files.
///
/// Invariant: never blocks on a FIFO or device and never reads more than
/// `maxBytes`: the type and size are checked with `stat` before opening and
/// again with `fstat` on the open descriptor, so a 4 GiB sparse file, a FIFO
/// or `/dev/zero` is refused at once.
public struct SafeFileReader: Sendable {
  public var maxBytes: Int

  public init(maxBytes: Int = 64 << 20) {
    self.maxBytes = maxBytes
  }

  public func read(_ path: RawPath) throws(FileIOError) -> [UInt8] {
    var info = stat()
    let statResult = path.withCString { stat($0, &info) }
    guard statResult == 0 else {
      throw FileIOError.from(errno: errno, path: path, operation: "stat")
    }
    try checkRegular(info, path: path)

    let descriptor = path.withCString { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) }
    guard descriptor >= 0 else {
      throw FileIOError.from(errno: errno, path: path, operation: "open")
    }
    defer { close(descriptor) }
    // The path may have been swapped between stat and open: trust only the descriptor.
    guard fstat(descriptor, &info) == 0 else {
      throw FileIOError.from(errno: errno, path: path, operation: "fstat")
    }
    try checkRegular(info, path: path)

    let size = Int(info.st_size)
    var failure: Int32 = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      var total = 0
      while total < size {
        let count = systemRead(descriptor, buffer.baseAddress! + total, size - total)
        if count < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          failure = errno
          break
        }
        if count == 0 { break }  // The file shrank while being read.
        total += count
      }
      initialized = total
    }
    if failure != 0 { throw FileIOError.from(errno: failure, path: path, operation: "read") }
    return bytes
  }

  private func checkRegular(_ info: stat, path: RawPath) throws(FileIOError) {
    let type = info.st_mode & S_IFMT
    guard type == S_IFREG else {
      throw .notRegularFile(path, kind: Self.describe(fileType: type))
    }
    if Int(info.st_size) > maxBytes {
      throw .tooLarge(path, size: Int(info.st_size), limit: maxBytes)
    }
  }

  static func describe(fileType: mode_t) -> String {
    switch fileType {
    case S_IFDIR: return "a folder"
    case S_IFIFO: return "a FIFO (named pipe)"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFSOCK: return "a socket"
    case S_IFLNK: return "a symbolic link"
    default: return "not a regular file"
    }
  }
}
