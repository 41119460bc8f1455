/// The bits of one FSE stream, read from the end of its payload towards its start, as the
/// LZFSE encoder wrote them forwards.
///
/// Invariant: every byte read lies in `floor..<` the payload's end; after `refill()` the
/// accumulator holds 56 to 63 bits, enough for one literal quadruple (40 bits) or one
/// L, M, D triple (at most 54 bits).
struct BackwardBitStream {
  private let base: UnsafePointer<UInt8>
  private let floor: Int
  /// Offset of the first byte already loaded: bytes below it are still to come.
  private var position: Int
  private var accumulator: UInt64
  private var count: Int

  /// Starts at `end`, loading the last bytes; `finalBits` (-7...0) is what the encoder left
  /// in its accumulator: minus the number of padding bits in the stream's last byte.
  init(
    _ input: UnsafeBufferPointer<UInt8>, end: Int, floor: Int, finalBits: Int,
    failure: LZFSEError
  ) throws(LZFSEError) {
    // The block reader checked floor <= end <= input.count, so a non-empty input exists.
    guard let base = input.baseAddress, (-7...0).contains(finalBits) else { throw failure }
    self.base = base
    self.floor = floor
    // 63 bits at most, never 64: pulling then needs no special case for a full word.
    let bytes = finalBits == 0 ? 7 : 8
    guard end - floor >= bytes else { throw failure }
    position = end - bytes
    var word: UInt64 = 0
    for index in 0..<bytes {
      word |= UInt64(base[position + index]) << UInt64(8 * index)
    }
    accumulator = word
    count = finalBits + 8 * bytes
    // The encoder zeroes the bits above its last one; set bits there mean corruption.
    guard accumulator >> UInt64(count) == 0 else { throw failure }
  }

  /// Loads whole bytes until the accumulator holds at least 56 bits.
  @inline(__always)
  mutating func refill(failure: LZFSEError) throws(LZFSEError) {
    let bits = (63 - count) & ~7
    guard bits > 0 else { return }
    let bytes = bits >> 3
    guard position - bytes >= floor else { throw failure }
    position -= bytes
    // 8 bytes from the new position end at or before the previous position + 7, which is
    // at or before the payload's end: in bounds.
    let incoming = UInt64(
      littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
    accumulator = accumulator &<< UInt64(bits) | incoming & (1 &<< UInt64(bits) &- 1)
    count += bits
  }

  /// Takes the next `bits` bits (the caller refilled for them), most significant first.
  @inline(__always)
  mutating func pull(_ bits: Int) -> Int {
    count -= bits
    let value = accumulator &>> UInt64(count)
    accumulator &= 1 &<< UInt64(count) &- 1
    return Int(truncatingIfNeeded: value)
  }
}
