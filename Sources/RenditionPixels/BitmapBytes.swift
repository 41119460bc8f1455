/// A bitmap's data (what follows the `CELM` header) read bounds-checked, with offsets counted
/// from its first byte as errors report them.
///
/// Invariant: no read touches a byte outside `bytes`; every read past the end answers nil.
struct BitmapBytes {
  let bytes: ArraySlice<UInt8>

  init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }

  var count: Int { bytes.count }

  /// `length` bytes from `offset`, or nil when they pass the end (computed without overflow).
  func slice(_ offset: Int, _ length: Int) -> ArraySlice<UInt8>? {
    guard offset >= 0, length >= 0, offset <= count, length <= count - offset else { return nil }
    return bytes[(bytes.startIndex + offset)..<(bytes.startIndex + offset + length)]
  }

  func u8(_ offset: Int) -> UInt8? { slice(offset, 1)?.first }
  func u16(_ offset: Int) -> UInt16? { integer(offset) }
  func u32(_ offset: Int) -> UInt32? { integer(offset) }
  func u64(_ offset: Int) -> UInt64? { integer(offset) }

  /// A little-endian integer, as all CAR data is.
  private func integer<T: FixedWidthInteger & UnsignedInteger>(_ offset: Int) -> T? {
    guard let field = slice(offset, MemoryLayout<T>.size) else { return nil }
    return field.reversed().reduce(T(0)) { $0 << 8 | T($1) }
  }
}
