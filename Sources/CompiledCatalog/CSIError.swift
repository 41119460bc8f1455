/// Why one CSI record (a rendition's value) could not be read.
///
/// Invariant: offsets and lengths are relative to the record's first byte; each case carries
/// what was found against what was needed. A bad record fails its rendition, never the file.
public enum CSIError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The record is shorter than its header (180 bytes plus 4 per bitmap).
  case tooShort(length: Int, needed: Int)
  /// The record does not start with `ISTC` on disk (`CTSI`); the four bytes found.
  case badTag(found: [UInt8])
  /// The header counts more bitmap lengths than the record holds.
  case bitmapCountExceedsRecord(count: UInt32, capacity: Int)
  /// The TLV list's declared length runs past the end of the record.
  case tlvListPastEnd(offset: Int, length: UInt32, available: Int)
  /// One TLV's length runs past the end of the TLV list.
  case tlvPastEnd(index: Int, type: UInt32, length: UInt32, available: Int)
  /// The TLV list ends with fewer bytes than a TLV header (8).
  case tlvTruncated(index: Int, remaining: Int)
  /// The payload declares more bytes (or entries' bytes) than follow it; `tag` is its FourCC
  /// (0 when fewer than 4 bytes remain).
  case payloadTruncated(tag: UInt32, declared: UInt64, available: Int)

  public var description: String {
    switch self {
    case .tooShort(let length, let needed):
      "the CSI record is \(length) bytes; its header needs \(needed)"
    case .badTag(let found):
      "the CSI record starts with \(shown(found)), not ISTC"
    case .bitmapCountExceedsRecord(let count, let capacity):
      "the CSI record counts \(count) bitmaps; it holds at most \(capacity)"
    case .tlvListPastEnd(let offset, let length, let available):
      "its TLV list at \(offset) is \(length) bytes; \(available) remain"
    case .tlvPastEnd(let index, let type, let length, let available):
      "TLV \(index) (type \(type)) is \(length) bytes; \(available) remain"
    case .tlvTruncated(let index, let remaining):
      "TLV \(index) has \(remaining) bytes, fewer than its 8-byte header"
    case .payloadTruncated(let tag, let declared, let available):
      "its \(RenditionPixelFormat.text(tag)) payload declares \(declared) bytes; \(available) remain"
    }
  }
}
