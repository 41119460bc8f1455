/// Why a car file's catalog structure could not be read.
///
/// Invariant: each case names the block or tree entry at fault and carries its evidence;
/// container faults are `bom`. A bad rendition value is not here: it is a `CSIError` on that
/// rendition, so one bad record never hides the others.
public enum CarError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The BOM container, or a block or tree in it, is broken.
  case bom(BOMError)
  /// A named block is shorter than its layout.
  case blockTooShort(name: String, length: Int, needed: Int)
  /// A named block does not start with its tag; the on-disk bytes expected and found.
  case badTag(name: String, expected: String, found: [UInt8])
  /// A key-format block counts more attribute ids than it holds.
  case keyFormatCountExceedsBlock(name: String, count: UInt32, capacity: Int)
  /// KEYFORMATWORKAROUND lists a different number of attributes than KEYFORMAT.
  case keyFormatWorkaroundMismatch(count: Int, keyFormatCount: Int)
  /// An APPEARANCEKEYS value is shorter than its u16 id.
  case appearanceTruncated(name: String, length: Int)
  /// A FACETKEYS value is shorter than its hot spot, count and attribute pairs.
  case facetTruncated(name: String, length: Int, needed: Int)
  /// A key-format block lists more attributes than any catalog has (CoreUI names fewer than
  /// 30), which would make every key and every listing that long.
  case keyFormatTooLong(name: String, count: UInt32, limit: Int)
  /// A RENDITIONS key is shorter than one u16 per KEYFORMAT attribute.
  case renditionKeyTooShort(keyBlock: UInt32, length: Int, needed: Int)
  /// The distinct blocks the trees' entries name add up to more bytes than the file: they
  /// overlap, which no writer does, and reading each would cost more than the file's size.
  case blocksExceedFile(total: Int, fileLength: Int)

  /// Whether the file is cut short or is no BOM file at all: damage no reader (CoreUI's
  /// included) gets past, unlike a layout this reader does not know.
  public var isDamage: Bool {
    switch self {
    case .bom(.tooShort), .bom(.badMagic), .bom(.regionOutOfRange), .bom(.blockOutOfRange):
      return true
    default:
      return false
    }
  }

  public var description: String {
    switch self {
    case .bom(let error):
      error.description
    case .blockTooShort(let name, let length, let needed):
      "\(name) is \(length) bytes; its layout needs \(needed)"
    case .badTag(let name, let expected, let found):
      "\(name) starts with \(shown(found)), not \(expected)"
    case .keyFormatCountExceedsBlock(let name, let count, let capacity):
      "\(name) counts \(count) attributes; its block holds \(capacity)"
    case .keyFormatWorkaroundMismatch(let count, let keyFormatCount):
      "KEYFORMATWORKAROUND lists \(count) attributes; KEYFORMAT lists \(keyFormatCount)"
    case .appearanceTruncated(let name, let length):
      "appearance \(name) has a \(length)-byte id"
    case .facetTruncated(let name, let length, let needed):
      "facet \(name) is \(length) bytes; its attributes need \(needed)"
    case .keyFormatTooLong(let name, let count, let limit):
      "\(name) lists \(count) attributes; no catalog has more than \(limit)"
    case .blocksExceedFile(let total, let fileLength):
      "its tree entries name \(total) bytes of blocks in a \(fileLength)-byte file"
    case .renditionKeyTooShort(let keyBlock, let length, let needed):
      "rendition key block \(keyBlock) is \(length) bytes; the key format needs \(needed)"
    }
  }
}
