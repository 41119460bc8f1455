/// Decodes LZFSE compressed blocks: four interleaved FSE streams of literals, then one FSE
/// stream of (literal length, match length, match distance) triples executed against them.
///
/// Invariant: its tables and literal buffer are scratch, rebuilt by every block; a block
/// writes exactly its declared size at the position it is given, or throws.
struct CompressedBlockDecoder {
  private var literalTable = FSETable(states: CompressedBlockHeader.literalStateCount)
  private var literalLengthTable = FSETable(states: CompressedBlockHeader.literalLengthStates)
  private var matchLengthTable = FSETable(states: CompressedBlockHeader.matchLengthStates)
  private var matchDistanceTable = FSETable(states: CompressedBlockHeader.matchDistanceStates)
  private var literals = [UInt8](repeating: 0, count: CompressedBlockHeader.maximumLiterals)

  /// Extra bits and base values of the L, M and D symbols (the format's fixed tables).
  static let literalLengthExtraBits: [UInt8] = [
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 5, 8,
  ]
  static let literalLengthBases: [Int32] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 20, 28, 60,
  ]
  static let matchLengthExtraBits: [UInt8] = [
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 5, 8, 11,
  ]
  static let matchLengthBases: [Int32] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 24, 56, 312,
  ]
  /// Distance symbols come in fours sharing an extra-bit count, which grows by one per four;
  /// each base follows the previous symbol's whole range.
  static let matchDistanceExtraBits: [UInt8] = (0..<64).map { UInt8($0 / 4) }
  static let matchDistanceBases: [Int32] = {
    var bases: [Int32] = []
    var base: Int32 = 0
    for extra in matchDistanceExtraBits {
      bases.append(base)
      base += 1 << Int32(extra)
    }
    return bases
  }()

  /// Decodes the block into `output[position..<position + header.rawSize]`; matches may
  /// reach back into earlier blocks' output.
  mutating func decode(
    _ header: CompressedBlockHeader, from input: UnsafeBufferPointer<UInt8>,
    into output: UnsafeMutableBufferPointer<UInt8>, at position: Int
  ) throws(LZFSEError) {
    literalTable.build(header.literalFrequencies)
    literalLengthTable.build(
      header.literalLengthFrequencies, extraBits: Self.literalLengthExtraBits,
      baseValues: Self.literalLengthBases)
    matchLengthTable.build(
      header.matchLengthFrequencies, extraBits: Self.matchLengthExtraBits,
      baseValues: Self.matchLengthBases)
    matchDistanceTable.build(
      header.matchDistanceFrequencies, extraBits: Self.matchDistanceExtraBits,
      baseValues: Self.matchDistanceBases)
    try decodeLiterals(header, from: input)
    try executeMatches(header, from: input, into: output, at: position)
  }

  /// Literals come four at a time from four states sharing one bit stream. The stream may
  /// start inside the block's header (as the reference decoder allows), never before it.
  private mutating func decodeLiterals(
    _ header: CompressedBlockHeader, from input: UnsafeBufferPointer<UInt8>
  ) throws(LZFSEError) {
    let failure = LZFSEError.badBitStream(offset: header.offset, stream: .literals)
    var stream = try BackwardBitStream(
      input, end: header.literalEnd, floor: header.offset, finalBits: header.literalBits,
      failure: failure)
    var (state0, state1, state2, state3) = header.literalStates
    let count = header.literalCount
    let table = literalTable
    try literals.withUnsafeMutableBufferPointer { (literals) throws(LZFSEError) in
      // The encoder pads the literals to a multiple of four; a count that is not is read
      // up to the next multiple, which the buffer's size (a multiple of four) allows.
      var index = 0
      while index < count {
        try stream.refill(failure: failure)
        literals[index] = UInt8(truncatingIfNeeded: table.decode(&state0, from: &stream))
        literals[index + 1] = UInt8(truncatingIfNeeded: table.decode(&state1, from: &stream))
        literals[index + 2] = UInt8(truncatingIfNeeded: table.decode(&state2, from: &stream))
        literals[index + 3] = UInt8(truncatingIfNeeded: table.decode(&state3, from: &stream))
        index += 4
      }
    }
  }

  private func executeMatches(
    _ header: CompressedBlockHeader, from input: UnsafeBufferPointer<UInt8>,
    into output: UnsafeMutableBufferPointer<UInt8>, at position: Int
  ) throws(LZFSEError) {
    let failure = LZFSEError.badBitStream(offset: header.offset, stream: .matches)
    var stream = try BackwardBitStream(
      input, end: header.matchEnd, floor: header.literalEnd, finalBits: header.matchBits,
      failure: failure)
    var literalLengthState = header.literalLengthState
    var matchLengthState = header.matchLengthState
    var matchDistanceState = header.matchDistanceState
    let end = position + header.rawSize
    var written = position
    var used = 0
    // Distance 0 repeats the previous one; before the first there is none, and a match that
    // needs it is refused.
    var distance = 0
    let (lengths, matchLengths, distances) = (
      literalLengthTable, matchLengthTable, matchDistanceTable
    )
    guard header.matchCount > 0 else {
      guard header.rawSize == 0 else {
        throw .blockSizeMismatch(offset: header.offset, declared: header.rawSize, decoded: 0)
      }
      return
    }
    // The output always has an address (its capacity is at least 1).
    let target = output.baseAddress!
    try literals.withUnsafeBufferPointer { (literals) throws(LZFSEError) in
      let source = literals.baseAddress!
      for _ in 0..<header.matchCount {
        try stream.refill(failure: failure)
        let literalCount = lengths.decode(&literalLengthState, from: &stream)
        let matchCount = matchLengths.decode(&matchLengthState, from: &stream)
        let newDistance = distances.decode(&matchDistanceState, from: &stream)
        if newDistance != 0 { distance = newDistance }
        guard literalCount <= header.literalCount - used else {
          throw .literalOverrun(
            offset: header.offset, needed: used + literalCount, available: header.literalCount)
        }
        guard literalCount + matchCount <= end - written else {
          throw .blockOverrun(offset: header.offset, declared: header.rawSize)
        }
        (target + written).initialize(from: source + used, count: literalCount)
        written += literalCount
        used += literalCount
        if matchCount > 0 {
          guard distance > 0, distance <= written else {
            throw .badMatchDistance(offset: header.offset, distance: distance, position: written)
          }
          copyMatch(target, at: written, distance: distance, count: matchCount)
          written += matchCount
        }
      }
    }
    guard written == end else {
      throw .blockSizeMismatch(
        offset: header.offset, declared: header.rawSize, decoded: written - position)
    }
  }
}
