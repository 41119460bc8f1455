/// Bounds-checked reads of fixed-width integers from a file's bytes; every read that would pass
/// the end answers `nil`, so a caller turns it into its own typed error with the offset.
///
/// Invariant: no read ever touches a byte outside `bytes`; offsets are absolute indices into
/// `bytes`, whatever slice it was made from.
struct ByteReader {
  let bytes: ArraySlice<UInt8>

  init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }
  init(_ bytes: [UInt8]) { self.bytes = bytes[...] }

  var start: Int { bytes.startIndex }
  var end: Int { bytes.endIndex }
  var count: Int { bytes.count }

  /// Whether `length` bytes from `offset` lie inside, computed without overflow.
  func contains(_ offset: Int, length: Int) -> Bool {
    offset >= start && length >= 0 && offset <= end && length <= end - offset
  }

  func slice(_ offset: Int, length: Int) -> ArraySlice<UInt8>? {
    contains(offset, length: length) ? bytes[offset..<(offset + length)] : nil
  }

  func u8(_ offset: Int) -> UInt8? {
    contains(offset, length: 1) ? bytes[offset] : nil
  }

  func u16le(_ offset: Int) -> UInt16? { integer(offset, bigEndian: false) }
  func u32le(_ offset: Int) -> UInt32? { integer(offset, bigEndian: false) }
  func u64le(_ offset: Int) -> UInt64? { integer(offset, bigEndian: false) }
  func u16be(_ offset: Int) -> UInt16? { integer(offset, bigEndian: true) }
  func u32be(_ offset: Int) -> UInt32? { integer(offset, bigEndian: true) }

  private func integer<T: FixedWidthInteger & UnsignedInteger>(_ offset: Int, bigEndian: Bool)
    -> T?
  {
    let size = MemoryLayout<T>.size
    guard contains(offset, length: size) else { return nil }
    var value: T = 0
    for index in 0..<size {
      let byte = T(bytes[offset + (bigEndian ? index : size - 1 - index)])
      value = value << 8 | byte
    }
    return value
  }

  /// A fixed-size C string field: the bytes before the first NUL, as UTF-8 with repairs, since
  /// a name is evidence to show even when a tool wrote it badly.
  func cString(_ offset: Int, capacity: Int) -> String? {
    guard let field = slice(offset, length: capacity) else { return nil }
    let text = field.prefix { $0 != 0 }
    return String(decoding: text, as: UTF8.self)
  }
}

/// Bytes as a message shows them: printable ASCII as text in quotes ("ISTC"), anything else as
/// two-digit hex separated by spaces ("23 20 69 63").
func shown(_ bytes: [UInt8]) -> String {
  if !bytes.isEmpty && bytes.allSatisfy({ (0x20...0x7E).contains($0) }) {
    return "\"" + String(decoding: bytes, as: UTF8.self) + "\""
  }
  return bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined(separator: " ")
}
