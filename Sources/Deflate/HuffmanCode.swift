/// A canonical prefix code (RFC 1951, 3.2.2) for an alphabet, built from
/// symbol frequencies with its longest code limited.
///
/// Invariant: every used symbol has a length in 1...limit, unused symbols 0;
/// with two or more used symbols the code is complete (Kraft sum exactly 1);
/// the same frequencies always give the same lengths.
struct HuffmanCode {
  /// Code length per symbol (0: unused).
  let lengths: [UInt8]
  /// Each symbol's code, bit-reversed so it can be written least-significant first.
  let codes: [UInt16]

  init(frequencies: [Int], limit: Int) {
    let lengths = Self.lengths(frequencies: frequencies, limit: limit)
    self.init(lengths: lengths)
  }

  init(lengths: [UInt8]) {
    self.lengths = lengths
    var perLength = [Int](repeating: 0, count: 16)
    for length in lengths where length > 0 { perLength[Int(length)] += 1 }
    // The first code of each length follows the last of the length before.
    var next = [Int](repeating: 0, count: 16)
    var code = 0
    for length in 1..<16 {
      next[length] = code
      code = (code + perLength[length]) << 1
    }
    codes = lengths.map { length in
      guard length > 0 else { return 0 }
      let value = next[Int(length)]
      next[Int(length)] += 1
      return Self.reversed(UInt16(value), bits: Int(length))
    }
  }

  static func reversed(_ value: UInt16, bits: Int) -> UInt16 {
    var input = value
    var output: UInt16 = 0
    for _ in 0..<bits {
      output = (output << 1) | (input & 1)
      input >>= 1
    }
    return output
  }

  /// Huffman's lengths, then the longest folded into `limit` with the Kraft
  /// sum kept at 1; lengths go to symbols by frequency, least frequent longest,
  /// ties by symbol number.
  static func lengths(frequencies: [Int], limit: Int) -> [UInt8] {
    // Sorted by frequency, then symbol: one key each, so the sort needs no closure.
    var keys: [UInt64] = []
    keys.reserveCapacity(frequencies.count)
    for (symbol, frequency) in frequencies.enumerated() where frequency > 0 {
      keys.append(UInt64(frequency) << 16 | UInt64(symbol))
    }
    keys.sort()
    let used = keys.map { Int($0 & 0xFFFF) }
    var lengths = [UInt8](repeating: 0, count: frequencies.count)
    if used.isEmpty { return lengths }
    if used.count == 1 {
      lengths[used[0]] = 1
      return lengths
    }
    // Two queues: the leaves in frequency order, and the merged nodes, which
    // are made in nondecreasing weight, so the two smallest are at the heads.
    let leaves = used.count
    var weight = used.map { frequencies[$0] } + [Int](repeating: 0, count: leaves - 1)
    var parent = [Int](repeating: 0, count: 2 * leaves - 1)
    var nextLeaf = 0
    var nextMerged = leaves
    for merged in leaves..<(2 * leaves - 1) {
      var pair = [0, 0]
      for side in 0..<2 {
        if nextLeaf < leaves && (nextMerged >= merged || weight[nextLeaf] <= weight[nextMerged]) {
          pair[side] = nextLeaf
          nextLeaf += 1
        } else {
          pair[side] = nextMerged
          nextMerged += 1
        }
      }
      weight[merged] = weight[pair[0]] + weight[pair[1]]
      parent[pair[0]] = merged
      parent[pair[1]] = merged
    }
    var depth = [Int](repeating: 0, count: 2 * leaves - 1)
    var countPerDepth = [Int](repeating: 0, count: leaves + 1)
    for node in stride(from: 2 * leaves - 3, through: 0, by: -1) {
      depth[node] = depth[parent[node]] + 1
      if node < leaves { countPerDepth[depth[node]] += 1 }
    }
    // Fold every length beyond the limit into it; then, while the code is
    // oversubscribed, drop one code of the longest length and split one
    // shorter code into two a level deeper (each step lowers the Kraft sum
    // by one unit of 2^-limit).
    var perLength = [Int](repeating: 0, count: limit + 1)
    for (length, count) in countPerDepth.enumerated() where count > 0 {
      perLength[min(length, limit)] += count
    }
    var kraft = 0
    for length in 1...limit { kraft += perLength[length] << (limit - length) }
    while kraft > 1 << limit {
      perLength[limit] -= 1
      for length in stride(from: limit - 1, through: 1, by: -1) where perLength[length] > 0 {
        perLength[length] -= 1
        perLength[length + 1] += 2
        break
      }
      kraft -= 1
    }
    var symbol = 0
    for length in stride(from: limit, through: 1, by: -1) {
      for _ in 0..<perLength[length] {
        lengths[used[symbol]] = UInt8(length)
        symbol += 1
      }
    }
    return lengths
  }
}
