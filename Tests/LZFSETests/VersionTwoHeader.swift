/// A `bvx2` header written from a `bvx1` block's fields, so tests can change one frequency
/// and pack the tables again, as the encoder would.
enum VersionTwoHeader {
  /// The `bvx2` form of the `bvx1` block at the start of `block` (header and payloads),
  /// with its 360 frequencies passed through `change` first.
  static func convert(
    _ block: [UInt8], change: (inout [UInt16]) -> Void = { _ in }
  ) -> [UInt8] {
    var frequencies = (0..<360).map { block.uint16(at: 50 + 2 * $0) }
    change(&frequencies)
    let field = { (offset: Int) in UInt64(block.uint32(at: offset)) }
    let signed = { (offset: Int) in UInt64(Int64(Int32(bitPattern: block.uint32(at: offset))) + 7) }
    let half = { (offset: Int) in UInt64(block.uint16(at: offset)) }
    let packed = pack(frequencies)
    let word0 = field(12) | field(20) << 20 | field(16) << 40 | signed(28) << 60
    let word1 =
      half(32) | half(34) << 10 | half(36) << 20 | half(38) << 30 | field(24) << 40
      | signed(40) << 60
    let word2 = UInt64(32 + packed.count) | half(44) << 32 | half(46) << 42 | half(48) << 52
    var header = Array("bvx2".utf8) + block[4..<8]
    for word in [word0, word1, word2] {
      header += (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) }
    }
    let payloads = Int(field(20) + field(24))
    return header + packed + block[772..<772 + payloads]
  }

  /// The format's prefix code for one frequency: (bit count, bits, read from the low end).
  static func code(_ value: UInt16) -> (count: Int, bits: UInt32) {
    let value = UInt32(value)
    switch value {
    case 0: return (2, 0)
    case 1: return (2, 2)
    case 2: return (3, 1)
    case 3: return (3, 5)
    case 4...7: return (5, (value - 4) << 3 | 3)
    case 8...23: return (8, (value - 8) << 4 | 7)
    default: return (14, (value - 24) << 4 | 15)
    }
  }

  static func pack(_ frequencies: [UInt16]) -> [UInt8] {
    var bytes: [UInt8] = []
    var accumulator: UInt64 = 0
    var count = 0
    for value in frequencies {
      let (bitCount, bits) = code(value)
      accumulator |= UInt64(bits) << UInt64(count)
      count += bitCount
      while count >= 8 {
        bytes.append(UInt8(truncatingIfNeeded: accumulator))
        accumulator >>= 8
        count -= 8
      }
    }
    if count > 0 { bytes.append(UInt8(truncatingIfNeeded: accumulator)) }
    return bytes
  }
}
