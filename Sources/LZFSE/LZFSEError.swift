/// Why an LZFSE or LZVN stream could not be decoded: each case names one defect and carries
/// its evidence, with byte offsets counted from the start of the input the caller passed.
///
/// Invariant: every malformed, truncated or oversized input ends in one of these cases; none
/// of them is ever raised for a stream Apple's reference encoder wrote, if the limit allows it.
public enum LZFSEError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The header fields of a compressed block that are range-checked before decoding.
  public enum HeaderField: String, Sendable, Equatable {
    case headerSize, literalCount, matchCount, literalBits, matchBits
    case literalState, literalLengthState, matchLengthState, matchDistanceState
  }

  /// The four frequency tables of a compressed block, one per FSE-coded symbol kind.
  public enum Table: String, Sendable, Equatable {
    case literal, literalLength, matchLength, matchDistance
  }

  /// The two bit streams of a compressed block: its literals, and its L, M, D triples.
  public enum BitStream: String, Sendable, Equatable {
    case literals, matches
  }

  /// The limit or expected size the caller passed is negative.
  case negativeSize(Int)
  /// The block or instruction at `offset` needs `needed` bytes and only `available` remain.
  case truncated(offset: Int, needed: Int, available: Int)
  /// The input ends at `offset`, between blocks or instructions, before its end-of-stream mark.
  case missingEndOfStream(offset: Int)
  /// The four bytes at `offset` are no block magic (`bvx2`, `bvx1`, `bvxn`, `bvx-`, `bvx$`).
  case unknownBlockMagic(offset: Int, magic: UInt32)
  /// With the block at `offset`, the stream declares `declared` output bytes, over `limit`.
  case outputLimitExceeded(offset: Int, declared: Int, limit: Int)
  /// The block at `offset` declares more output than its payload could encode.
  case implausibleBlockSize(offset: Int, declared: Int, maximum: Int)
  /// A header field of the block at `offset` is outside its range.
  case invalidHeaderField(offset: Int, field: HeaderField, value: Int)
  /// The packed frequency tables of the `bvx2` block at `offset` do not end where its header
  /// says the header ends.
  case malformedFrequencyTables(offset: Int)
  /// A frequency table of the block at `offset` sums to `sum`, not to its `states` (nor to 0
  /// for a stream with no symbols).
  case badFrequencySum(offset: Int, table: Table, sum: Int, states: Int)
  /// An FSE bit stream of the block at `offset` starts with bits its encoder would have
  /// zeroed, or runs out before its symbols are read.
  case badBitStream(offset: Int, stream: BitStream)
  /// The block at `offset` uses `needed` literal bytes and holds `available`.
  case literalOverrun(offset: Int, needed: Int, available: Int)
  /// A match decoded at input `offset` copies from `distance` bytes back while only
  /// `position` bytes have been written (or its distance is 0).
  case badMatchDistance(offset: Int, distance: Int, position: Int)
  /// What is decoded at `offset` would write past the `declared` output size of its block
  /// (or of a raw LZVN stream).
  case blockOverrun(offset: Int, declared: Int)
  /// The block at `offset` ends having written `decoded` of its `declared` bytes.
  case blockSizeMismatch(offset: Int, declared: Int, decoded: Int)
  /// The LZVN opcode at `offset` is one the format leaves undefined.
  case undefinedOpcode(offset: Int, opcode: UInt8)
  /// `count` bytes follow the LZVN end-of-stream instruction that ends at `offset`.
  case trailingBytes(offset: Int, count: Int)

  public var description: String {
    switch self {
    case .negativeSize(let size):
      "the output size \(size) is negative"
    case .truncated(let offset, let needed, let available):
      "the input ends at offset \(offset): \(needed) bytes needed, \(available) left"
    case .missingEndOfStream(let offset):
      "the input ends at offset \(offset) without an end-of-stream mark"
    case .unknownBlockMagic(let offset, let magic):
      "the block at offset \(offset) has unknown magic 0x\(String(magic, radix: 16))"
    case .outputLimitExceeded(let offset, let declared, let limit):
      "the block at offset \(offset) brings the output to \(declared) bytes, over the limit of \(limit)"
    case .implausibleBlockSize(let offset, let declared, let maximum):
      "the block at offset \(offset) declares \(declared) bytes; its payload can encode at most \(maximum)"
    case .invalidHeaderField(let offset, let field, let value):
      "the block at offset \(offset) has \(field.rawValue) \(value), out of range"
    case .malformedFrequencyTables(let offset):
      "the frequency tables of the block at offset \(offset) do not fill its header"
    case .badFrequencySum(let offset, let table, let sum, let states):
      "the \(table.rawValue) frequencies of the block at offset \(offset) sum to \(sum), not \(states)"
    case .badBitStream(let offset, let stream):
      "the \(stream.rawValue) bit stream of the block at offset \(offset) is malformed"
    case .literalOverrun(let offset, let needed, let available):
      "the block at offset \(offset) uses \(needed) literal bytes and holds \(available)"
    case .badMatchDistance(let offset, let distance, let position):
      "the match at offset \(offset) reaches \(distance) bytes back from output byte \(position)"
    case .blockOverrun(let offset, let declared):
      "what is decoded at offset \(offset) exceeds its block's \(declared) bytes"
    case .blockSizeMismatch(let offset, let declared, let decoded):
      "the block at offset \(offset) decodes to \(decoded) bytes, not the \(declared) it declares"
    case .undefinedOpcode(let offset, let opcode):
      "the LZVN opcode 0x\(String(opcode, radix: 16)) at offset \(offset) is undefined"
    case .trailingBytes(let offset, let count):
      "\(count) bytes follow the end of the LZVN stream at offset \(offset)"
    }
  }
}
