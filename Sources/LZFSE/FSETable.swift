/// The decoding table of one FSE (tANS) stream: for each state, the bits to read, the next
/// state's base and the value it stands for.
///
/// Entries pack, from bit 0: the bits to pull (8), the extra value bits among them (8), the
/// next state's base (16), the value's base (32). A literal is a value with no extra bits.
///
/// Invariant: built only from frequencies summing to exactly `states` (a power of two), so
/// every state in `0..<states` has an entry and every next state is again below `states`.
struct FSETable {
  let states: Int
  private var entries: [UInt64]

  init(states: Int) {
    self.states = states
    entries = Array(repeating: 0, count: states)
  }

  /// Fills the table for `frequencies`, symbol `s` carrying `extraBits[s]` raw bits added to
  /// `baseValues[s]` (or, without them, standing for the byte `s`).
  ///
  /// The caller has checked that the frequencies sum to `states`.
  mutating func build(
    _ frequencies: ArraySlice<UInt16>, extraBits: [UInt8]? = nil, baseValues: [Int32]? = nil
  ) {
    let states = self.states
    let stateZeros = UInt32(states).leadingZeroBitCount
    entries.withUnsafeMutableBufferPointer { table in
      var next = 0
      for (symbol, frequency) in frequencies.enumerated() where frequency > 0 {
        let count = Int(frequency)
        // The shift that brings count into states...(2 * states - 1).
        let shift = UInt32(frequency).leadingZeroBitCount - stateZeros
        // The first `wide` states of the symbol read `shift` bits, the others one fewer.
        let wide = (2 * states) >> shift - count
        let valueBits = UInt64(extraBits?[symbol] ?? 0)
        let valueBase = UInt64(UInt32(bitPattern: baseValues?[symbol] ?? Int32(symbol)))
        for index in 0..<count {
          let bits: Int
          let stateBase: Int
          if index < wide {
            bits = shift
            stateBase = (count + index) << shift - states
          } else {
            bits = shift - 1
            stateBase = (index - wide) << (shift - 1)
          }
          table[next] =
            (UInt64(bits) + valueBits) | valueBits << 8 | UInt64(stateBase) << 16
            | valueBase << 32
          next += 1
        }
      }
    }
  }

  /// Reads one value from `stream` in `state` and moves `state` on.
  @inline(__always)
  func decode(_ state: inout Int, from stream: inout BackwardBitStream) -> Int {
    // The mask changes nothing for a valid state and keeps a wrong one in bounds.
    let entry = entries.withUnsafeBufferPointer { $0[state & (states - 1)] }
    let bits = Int(entry & 0xFF)
    let valueBits = Int(entry >> 8 & 0xFF)
    let read = stream.pull(bits)
    state = Int(entry >> 16 & 0xFFFF) + read >> valueBits
    return Int(Int32(truncatingIfNeeded: entry >> 32)) + read & (1 << valueBits - 1)
  }
}
