/// Bits packed least-significant first into bytes, as deflate stores them.
///
/// Invariant: `bytes` holds every completed byte; fewer than 32 bits wait in
/// the accumulator between writes.
struct BitWriter {
  private(set) var bytes: [UInt8] = []
  private var accumulator: UInt64 = 0
  private var pending = 0

  init(capacity: Int) { bytes.reserveCapacity(capacity) }

  /// Appends the low `count` bits of `bits` (at most 32).
  @inline(__always)
  mutating func write(_ bits: UInt32, count: Int) {
    accumulator |= UInt64(bits) << UInt64(pending)
    pending += count
    if pending >= 32 {
      withUnsafeBytes(of: UInt32(truncatingIfNeeded: accumulator).littleEndian) {
        bytes.append(contentsOf: $0)
      }
      accumulator >>= 32
      pending -= 32
    }
  }

  /// Pads with zero bits to the next byte boundary (before a stored block's length).
  mutating func alignToByte() {
    if pending % 8 != 0 { write(0, count: 8 - pending % 8) }
    while pending > 0 {
      bytes.append(UInt8(truncatingIfNeeded: accumulator))
      accumulator >>= 8
      pending -= 8
    }
  }

  /// Appends whole bytes; the writer must be at a byte boundary.
  mutating func append(bytes other: UnsafeBufferPointer<UInt8>) {
    precondition(pending == 0, "whole bytes only at a byte boundary")
    bytes.append(contentsOf: other)
  }

  /// Every bit written, the last byte padded with zeros.
  mutating func finish() -> [UInt8] {
    alignToByte()
    return bytes
  }
}
