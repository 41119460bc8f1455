/// The bytes of a text file checked before any parser sees them: size, UTF-8, byte-order mark.
///
/// Invariant: `bytes` is the file less a leading UTF-8 byte-order mark, valid UTF-8 with no NUL
/// byte; its indices are the byte offsets of the original file, so errors can name them.
struct TextBytes {
  let bytes: ArraySlice<UInt8>

  /// Refuses more than `limit` bytes, a UTF-16 or UTF-32 file, and bytes that are not UTF-8.
  init(_ bytes: [UInt8], limit: Int) throws(BuildDescriptionError) {
    guard bytes.count <= limit else { throw .tooLarge(bytes: bytes.count, limit: limit) }
    var slice = bytes[...]
    if slice.starts(with: [0xEF, 0xBB, 0xBF]) { slice = slice.dropFirst(3) }
    if let bad = firstInvalidUTF8(slice) { throw .notUTF8(offset: bad) }
    self.bytes = slice
  }

  var string: String { String(decoding: bytes, as: UTF8.self) }
}

/// The offset (in the slice's own indices) of the first byte that does not start or continue a
/// valid UTF-8 sequence, or of a NUL byte, which no text format here allows; nil when the
/// whole slice is valid.
///
/// Written out rather than left to `String(validating:)` so the error can say where.
func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int? {
  var index = bytes.startIndex
  let end = bytes.endIndex
  while index < end {
    let lead = bytes[index]
    if lead < 0x80 {
      if lead == 0 { return index }
      index += 1
      continue
    }
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      high = 0x9F
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default: return index
    }
    guard end - index >= length else { return index }
    // Only the second byte has a narrowed range (overlongs, surrogates, past U+10FFFF).
    let second = bytes[index + 1]
    guard second >= low, second <= high else { return index }
    for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) {
      return index
    }
    index += length
  }
  return nil
}
