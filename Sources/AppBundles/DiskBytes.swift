import IconsmithIO

/// An archive on disk, read by offset.
///
/// Invariant: a read past the end is `truncated`; a read the system refuses is `unreadable`
/// with the system's words.
public struct DiskBytes: RandomAccessBytes {
  public let file: RandomAccessFile

  public init(_ file: RandomAccessFile) { self.file = file }

  public var count: Int { file.count }

  public func bytes(at offset: Int, count: Int) throws(ZipError) -> [UInt8] {
    let bytes: [UInt8]?
    do {
      bytes = try file.read(at: offset, count: count)
    } catch {
      throw .unreadable(reason: error.description)
    }
    guard let bytes else { throw .truncated(record: "read", offset: offset) }
    return bytes
  }
}
