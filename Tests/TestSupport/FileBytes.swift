#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file's bytes, read with read(2). Foundation's readers on Linux (`FileManager.contents`,
/// `String(contentsOfFile:)`) leak their buffer on some reads (seen in the atomicity tests,
/// which read files a killed process was replacing), and LeakSanitizer then fails the suite
/// under `.ci/sanitizers address`.
public enum FileBytes {
  /// The bytes, or nil when the file cannot be opened.
  public static func read(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return bytes }
      bytes += chunk[..<count]
    }
  }
}

/// The C library's read, which `FileBytes.read(_:)` shadows.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}
