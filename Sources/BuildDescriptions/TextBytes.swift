import DataFormats

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

/// The index (in the slice's own indices, the original file's offsets) of the first byte that
/// does not start or continue a valid UTF-8 sequence, or of a NUL byte, which no text format
/// here allows; nil when the whole slice is valid.
func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int? {
  UTF8Validation.firstInvalidOffset(bytes, refusingNUL: true).map { bytes.startIndex + $0 }
}
