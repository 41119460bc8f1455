#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A regular file open for reads at any offset: an `.ipa` of gigabytes, of which a check
/// reads its directory and a few entries.
///
/// Invariant: the descriptor refers to a regular file (checked on the open descriptor, so a
/// FIFO or device is refused before anything blocks); `count` is its size when opened; the
/// descriptor closes when the last reference goes.
public final class RandomAccessFile: Sendable {
  public let path: RawPath
  public let count: Int
  private let descriptor: Int32

  public init(_ path: RawPath) throws(FileIOError) {
    let descriptor = path.withCString { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) }
    guard descriptor >= 0 else {
      throw FileIOError.from(errno: errno, path: path, operation: "open")
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let code = errno
      close(descriptor)
      throw FileIOError.from(errno: code, path: path, operation: "fstat")
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      throw .notRegularFile(path, kind: SafeFileReader.describe(fileType: info.st_mode & S_IFMT))
    }
    self.path = path
    self.descriptor = descriptor
    self.count = Int(info.st_size)
  }

  deinit { close(descriptor) }

  /// Exactly `count` bytes from `offset`; a range past the end (the file shrank, or a record
  /// points there) is `nil`.
  public func read(at offset: Int, count: Int) throws(FileIOError) -> [UInt8]? {
    guard offset >= 0, count >= 0, offset <= self.count, count <= self.count - offset else {
      return nil
    }
    var failure: Int32 = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      var total = 0
      while total < count {
        let read = pread(
          descriptor, buffer.baseAddress! + total, count - total, off_t(offset + total))
        if read < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          failure = errno
          break
        }
        if read == 0 { break }
        total += read
      }
      initialized = total
    }
    if failure != 0 { throw FileIOError.from(errno: failure, path: path, operation: "read") }
    return bytes.count == count ? bytes : nil
  }
}
