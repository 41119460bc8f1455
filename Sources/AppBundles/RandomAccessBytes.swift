/// Bytes read by offset: an archive on disk (an `.ipa` may be gigabytes, of which a check
/// reads a few entries) or in memory.
///
/// Invariant: `bytes(at:count:)` returns exactly `count` bytes, or throws.
public protocol RandomAccessBytes: Sendable {
  /// The length in bytes.
  var count: Int { get }
  /// `count` bytes from `offset`; `truncated` when they run past the end.
  func bytes(at offset: Int, count: Int) throws(ZipError) -> [UInt8]
}

/// Bytes held in memory: a test's archive, or a small one read whole.
public struct InMemoryBytes: RandomAccessBytes {
  public let storage: [UInt8]

  public init(_ storage: [UInt8]) { self.storage = storage }

  public var count: Int { storage.count }

  public func bytes(at offset: Int, count: Int) throws(ZipError) -> [UInt8] {
    guard offset >= 0, count >= 0, offset <= storage.count, count <= storage.count - offset else {
      throw .truncated(record: "read", offset: offset)
    }
    return Array(storage[offset..<offset + count])
  }
}
