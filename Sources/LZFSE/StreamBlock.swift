/// One block of an LZFSE framed stream, located and range-checked but not yet decoded.
///
/// Invariant: every payload range lies inside the input; the blocks of one `scan` declare
/// at most the limit's worth of output in total.
enum StreamBlock {
  /// `bvx-`: the payload is the output.
  case stored(payload: Range<Int>)
  /// `bvxn`: an LZVN stream that decodes to `rawSize` bytes.
  case lzvn(offset: Int, payload: Range<Int>, rawSize: Int)
  /// `bvx2` or `bvx1`.
  case compressed(CompressedBlockHeader)

  var rawSize: Int {
    switch self {
    case .stored(let payload): payload.count
    case .lzvn(_, _, let rawSize): rawSize
    case .compressed(let header): header.rawSize
    }
  }

  /// The magics, read as little-endian words: "bvx" then one byte for the kind.
  static let endOfStream: UInt32 = 0x2478_7662  // bvx$
  static let storedMagic: UInt32 = 0x2d78_7662  // bvx-
  static let version1Magic: UInt32 = 0x3178_7662  // bvx1
  static let version2Magic: UInt32 = 0x3278_7662  // bvx2
  static let lzvnMagic: UInt32 = 0x6e78_7662  // bvxn
  /// An LZVN instruction of two bytes makes at most 271 (0xF0: a match of 16 + 255), so
  /// no payload makes more than 136 bytes per byte.
  static let lzvnExpansion = 136

  /// Walks the block headers up to `bvx$`, checking each against the input's end and the
  /// running output total against `limit`.
  static func scan(
    _ input: UnsafeBufferPointer<UInt8>, limit: Int
  ) throws(LZFSEError) -> [StreamBlock] {
    var blocks: [StreamBlock] = []
    var offset = 0
    var total = 0
    while true {
      let available = input.count - offset
      guard available > 0 else { throw .missingEndOfStream(offset: offset) }
      guard available >= 4 else {
        throw .truncated(offset: offset, needed: 4, available: available)
      }
      let magic = input.loadLittleEndianUInt32(at: offset)
      let block: StreamBlock
      let size: Int
      switch magic {
      case endOfStream:
        return blocks
      case storedMagic:
        guard available >= 8 else {
          throw .truncated(offset: offset, needed: 8, available: available)
        }
        let rawSize = Int(input.loadLittleEndianUInt32(at: offset + 4))
        guard available >= 8 + rawSize else {
          throw .truncated(offset: offset, needed: 8 + rawSize, available: available)
        }
        block = .stored(payload: offset + 8..<offset + 8 + rawSize)
        size = 8 + rawSize
      case lzvnMagic:
        guard available >= 12 else {
          throw .truncated(offset: offset, needed: 12, available: available)
        }
        let rawSize = Int(input.loadLittleEndianUInt32(at: offset + 4))
        let payloadSize = Int(input.loadLittleEndianUInt32(at: offset + 8))
        guard available >= 12 + payloadSize else {
          throw .truncated(offset: offset, needed: 12 + payloadSize, available: available)
        }
        guard rawSize <= payloadSize * lzvnExpansion else {
          throw .implausibleBlockSize(
            offset: offset, declared: rawSize, maximum: payloadSize * lzvnExpansion)
        }
        block = .lzvn(
          offset: offset, payload: offset + 12..<offset + 12 + payloadSize, rawSize: rawSize)
        size = 12 + payloadSize
      case version1Magic, version2Magic:
        let header = try CompressedBlockHeader(
          input, at: offset, version: magic == version1Magic ? 1 : 2)
        block = .compressed(header)
        size = header.matchEnd - offset
      default:
        throw .unknownBlockMagic(offset: offset, magic: magic)
      }
      total += block.rawSize
      guard total <= limit else {
        throw .outputLimitExceeded(offset: offset, declared: total, limit: limit)
      }
      blocks.append(block)
      offset += size
    }
  }
}
