/// The header of an LZFSE compressed block (`bvx2`, or the older `bvx1` that stores its
/// frequency tables unpacked), read and range-checked.
///
/// Invariant: a value of this type describes a block wholly inside its input: the header and
/// both payloads end at or before the input's end; its counts, states and final bit counts
/// are in range; each frequency table sums to its state count, or to 0 when its stream
/// carries no symbol.
struct CompressedBlockHeader {
  /// The offset of the block's magic in the input.
  let offset: Int
  let rawSize: Int
  let literalCount: Int
  let matchCount: Int
  /// Where the literal payload starts; the L, M, D payload follows it.
  let literalStart: Int
  let literalEnd: Int
  let matchEnd: Int
  /// What the encoder left in each stream's accumulator: minus its padding bits (-7...0).
  let literalBits: Int
  let matchBits: Int
  let literalStates: (Int, Int, Int, Int)
  let literalLengthState: Int
  let matchLengthState: Int
  let matchDistanceState: Int
  /// The L, M, D and literal frequencies, in that order (20, 20, 64 and 256 of them).
  let frequencies: [UInt16]

  static let literalLengthSymbols = 20
  static let matchLengthSymbols = 20
  static let matchDistanceSymbols = 64
  static let literalSymbols = 256
  static let literalLengthStates = 64
  static let matchLengthStates = 64
  static let matchDistanceStates = 256
  static let literalStateCount = 1024
  /// The reference encoder's limits per block, which its decoder enforces too.
  static let maximumMatches = 10_000
  static let maximumLiterals = 40_000
  /// The longest match one L, M, D triple can encode (base 312 plus 11 extra bits).
  static let longestMatch = 2_359
  /// `bvx1`'s header: seven 32-bit fields, the literal bits and states, the L, M, D bits and
  /// states, 360 16-bit frequencies, padded to a multiple of 4 as the C struct is.
  static let version1Size = 772
  /// `bvx2`'s fixed part: magic, raw size and three packed 64-bit words.
  static let version2FixedSize = 32

  /// Reads the header of the block whose magic is at `offset`.
  init(
    _ input: UnsafeBufferPointer<UInt8>, at offset: Int, version: Int
  ) throws(LZFSEError) {
    self.offset = offset
    let available = input.count - offset
    let fixed = version == 1 ? Self.version1Size : Self.version2FixedSize
    guard available >= fixed else {
      throw .truncated(offset: offset, needed: fixed, available: available)
    }
    rawSize = Int(input.loadLittleEndianUInt32(at: offset + 4))
    let headerSize: Int
    let literalPayload: Int
    let matchPayload: Int
    if version == 1 {
      headerSize = Self.version1Size
      literalCount = Int(input.loadLittleEndianUInt32(at: offset + 12))
      matchCount = Int(input.loadLittleEndianUInt32(at: offset + 16))
      literalPayload = Int(input.loadLittleEndianUInt32(at: offset + 20))
      matchPayload = Int(input.loadLittleEndianUInt32(at: offset + 24))
      literalBits = Int(Int32(bitPattern: input.loadLittleEndianUInt32(at: offset + 28)))
      literalStates = (
        Int(input.loadLittleEndianUInt16(at: offset + 32)),
        Int(input.loadLittleEndianUInt16(at: offset + 34)),
        Int(input.loadLittleEndianUInt16(at: offset + 36)),
        Int(input.loadLittleEndianUInt16(at: offset + 38))
      )
      matchBits = Int(Int32(bitPattern: input.loadLittleEndianUInt32(at: offset + 40)))
      literalLengthState = Int(input.loadLittleEndianUInt16(at: offset + 44))
      matchLengthState = Int(input.loadLittleEndianUInt16(at: offset + 46))
      matchDistanceState = Int(input.loadLittleEndianUInt16(at: offset + 48))
      frequencies = (0..<360).map { input.loadLittleEndianUInt16(at: offset + 50 + 2 * $0) }
    } else {
      let word0 = input.loadLittleEndianUInt64(at: offset + 8)
      let word1 = input.loadLittleEndianUInt64(at: offset + 16)
      let word2 = input.loadLittleEndianUInt64(at: offset + 24)
      literalCount = word0.field(0, 20)
      literalPayload = word0.field(20, 20)
      matchCount = word0.field(40, 20)
      literalBits = word0.field(60, 3) - 7
      literalStates = (
        word1.field(0, 10), word1.field(10, 10), word1.field(20, 10), word1.field(30, 10)
      )
      matchPayload = word1.field(40, 20)
      matchBits = word1.field(60, 3) - 7
      headerSize = word2.field(0, 32)
      literalLengthState = word2.field(32, 10)
      matchLengthState = word2.field(42, 10)
      matchDistanceState = word2.field(52, 10)
      guard headerSize >= Self.version2FixedSize else {
        throw .invalidHeaderField(offset: offset, field: .headerSize, value: headerSize)
      }
      guard available >= headerSize else {
        throw .truncated(offset: offset, needed: headerSize, available: available)
      }
      frequencies = try Self.unpackFrequencies(
        input, from: offset + Self.version2FixedSize, to: offset + headerSize, block: offset)
    }
    let needed = headerSize + literalPayload + matchPayload
    guard available >= needed else {
      throw .truncated(offset: offset, needed: needed, available: available)
    }
    literalStart = offset + headerSize
    literalEnd = literalStart + literalPayload
    matchEnd = literalEnd + matchPayload
    try validate()
  }

  private func validate() throws(LZFSEError) {
    func check(_ field: LZFSEError.HeaderField, _ value: Int, _ range: ClosedRange<Int>)
      throws(LZFSEError)
    {
      guard range.contains(value) else {
        throw .invalidHeaderField(offset: offset, field: field, value: value)
      }
    }
    try check(.literalCount, literalCount, 0...Self.maximumLiterals)
    try check(.matchCount, matchCount, 0...Self.maximumMatches)
    try check(.literalBits, literalBits, -7...0)
    try check(.matchBits, matchBits, -7...0)
    for state in [literalStates.0, literalStates.1, literalStates.2, literalStates.3] {
      try check(.literalState, state, 0...Self.literalStateCount - 1)
    }
    try check(.literalLengthState, literalLengthState, 0...Self.literalLengthStates - 1)
    try check(.matchLengthState, matchLengthState, 0...Self.matchLengthStates - 1)
    try check(.matchDistanceState, matchDistanceState, 0...Self.matchDistanceStates - 1)
    try checkSum(.literalLength, literalLengthFrequencies, Self.literalLengthStates, matchCount)
    try checkSum(.matchLength, matchLengthFrequencies, Self.matchLengthStates, matchCount)
    try checkSum(.matchDistance, matchDistanceFrequencies, Self.matchDistanceStates, matchCount)
    try checkSum(.literal, literalFrequencies, Self.literalStateCount, literalCount)
    // Every byte comes from a literal or a match, and neither can be longer than this.
    let maximum = literalCount + matchCount * Self.longestMatch
    guard rawSize <= maximum else {
      throw .implausibleBlockSize(offset: offset, declared: rawSize, maximum: maximum)
    }
  }

  /// A table must sum to its state count, as the encoder normalizes it; an empty table is
  /// what the encoder writes for a stream with no symbol, and is refused for any other.
  private func checkSum(
    _ table: LZFSEError.Table, _ frequencies: ArraySlice<UInt16>, _ states: Int, _ symbols: Int
  ) throws(LZFSEError) {
    let sum = frequencies.reduce(0) { $0 + Int($1) }
    guard sum == states || (sum == 0 && symbols == 0) else {
      throw .badFrequencySum(offset: offset, table: table, sum: sum, states: states)
    }
  }

  var literalLengthFrequencies: ArraySlice<UInt16> { frequencies[0..<20] }
  var matchLengthFrequencies: ArraySlice<UInt16> { frequencies[20..<40] }
  var matchDistanceFrequencies: ArraySlice<UInt16> { frequencies[40..<104] }
  var literalFrequencies: ArraySlice<UInt16> { frequencies[104..<360] }

  /// Reads `bvx2`'s 360 frequencies, each a prefix code read from the low bits up:
  /// `x0` is 0 or 1, `x01` 2 or 3, `xx011` 4 to 7, four bits after `0111` 8 to 23, and ten
  /// bits after `1111` 24 to 1047. A header with no bytes for them has every table empty.
  private static func unpackFrequencies(
    _ input: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, block: Int
  ) throws(LZFSEError) -> [UInt16] {
    var frequencies = [UInt16](repeating: 0, count: 360)
    guard start < end else { return frequencies }
    var accumulator: UInt32 = 0
    var count = 0
    var next = start
    for index in 0..<360 {
      while next < end && count <= 24 {
        accumulator |= UInt32(input[next]) << UInt32(count)
        count += 8
        next += 1
      }
      let bits: Int
      let value: UInt32
      if accumulator & 1 == 0 {
        (bits, value) = (2, accumulator >> 1 & 1)
      } else if accumulator & 2 == 0 {
        (bits, value) = (3, 2 + (accumulator >> 2 & 1))
      } else if accumulator & 4 == 0 {
        (bits, value) = (5, 4 + (accumulator >> 3 & 3))
      } else if accumulator & 8 == 0 {
        (bits, value) = (8, 8 + (accumulator >> 4 & 0xF))
      } else {
        (bits, value) = (14, 24 + (accumulator >> 4 & 0x3FF))
      }
      guard bits <= count else { throw .malformedFrequencyTables(offset: block) }
      frequencies[index] = UInt16(value)
      accumulator >>= UInt32(bits)
      count -= bits
    }
    // The tables end exactly at the header's end, with under a byte of padding.
    guard next == end && count < 8 else { throw .malformedFrequencyTables(offset: block) }
    return frequencies
  }
}

extension UInt64 {
  /// The `width` bits starting at bit `start`, as an Int.
  fileprivate func field(_ start: Int, _ width: Int) -> Int {
    Int(truncatingIfNeeded: self >> UInt64(start) & (1 << UInt64(width) - 1))
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// The caller has checked that the bytes lie inside the buffer.
  func loadLittleEndianUInt16(at offset: Int) -> UInt16 {
    UInt16(self[offset]) | UInt16(self[offset + 1]) << 8
  }

  func loadLittleEndianUInt32(at offset: Int) -> UInt32 {
    UInt32(
      littleEndian: UnsafeRawBufferPointer(self).loadUnaligned(
        fromByteOffset: offset, as: UInt32.self))
  }

  func loadLittleEndianUInt64(at offset: Int) -> UInt64 {
    UInt64(
      littleEndian: UnsafeRawBufferPointer(self).loadUnaligned(
        fromByteOffset: offset, as: UInt64.self))
  }
}
