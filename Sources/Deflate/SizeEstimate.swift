/// A rough deflated size, for ranking ways to prepare one input (a PNG's
/// filter choices) at a small part of the cost of compressing each.
///
/// One greedy pass with a single-entry hash table: a 4-byte repeat found
/// there is taken as a match, priced at a typical match's bits; every other
/// byte is a literal, priced by the order-0 entropy of the literals. On
/// filtered image rows the repeats that matter (a row up, a pixel back, runs)
/// are the most recent occurrence of their key, which is all the table keeps.
///
/// Invariant: deterministic (integer counts, and a logarithm from IEEE basic
/// operations only), so that every machine ranks alike and writes the same
/// bytes.
public struct SizeEstimate: Sendable {
  /// A distance always tried beside the table's candidate: a filtered
  /// image's row length (filter byte included), where its best repeats are.
  public var period: Int?

  public init(period: Int? = nil) { self.period = period }

  static let minimumMatch = 4
  static let maximumMatch = 258
  static let window = 32768
  /// A match's bits: a length symbol of 7 to 8 bits with about 2 extra, a
  /// distance symbol of about 5 bits with its extra bits (added per match).
  static let matchBitsBeforeDistanceExtra = 15

  /// The estimated size in bits of `input` deflated.
  public func bits(_ input: UnsafeRawBufferPointer) -> Int {
    let count = input.count
    guard count >= Self.minimumMatch else { return count * 8 }
    let data = input.baseAddress!
    let hashBits = min(14, max(8, Int.bitWidth - count.leadingZeroBitCount))
    // Positions + 1, so that zeroed memory means empty.
    let table = UnsafeMutablePointer<Int32>.allocate(capacity: 1 << hashBits)
    defer { table.deallocate() }
    table.initialize(repeating: 0, count: 1 << hashBits)
    var histogram = [Int](repeating: 0, count: 256)
    var matchBits = 0
    @inline(__always) func key(_ position: Int) -> UInt32 {
      data.loadUnaligned(fromByteOffset: position, as: UInt32.self)
    }
    @inline(__always) func slot(_ key: UInt32) -> Int {
      Int((key &* 2_654_435_761) >> UInt32(32 - hashBits))
    }
    histogram.withUnsafeMutableBufferPointer { histogram in
      let bytes = data.assumingMemoryBound(to: UInt8.self)
      var position = 0
      let lastStart = count - Self.minimumMatch
      while position <= lastStart {
        let here = key(position)
        let index = slot(here)
        let candidate = Int(table[index]) - 1
        table[index] = Int32(position + 1)
        let limit = min(Self.maximumMatch, count - position)
        @inline(__always) func length(from candidate: Int) -> Int {
          guard candidate >= 0 && position - candidate <= Self.window && key(candidate) == here
          else { return 0 }
          var length = Self.minimumMatch
          while length < limit && bytes[candidate + length] == bytes[position + length] {
            length += 1
          }
          return length
        }
        var best = (length: length(from: candidate), from: candidate)
        if let period, best.length < limit {
          let above = (length: length(from: position - period), from: position - period)
          if above.length > best.length { best = above }
        }
        if best.length > 0 {
          let length = best.length
          let distance = position - best.from
          // Distance extra bits: about log2(distance) - 1 beyond the first four distances.
          let distanceExtra = max(0, Int.bitWidth - distance.leadingZeroBitCount - 2)
          matchBits += Self.matchBitsBeforeDistanceExtra + distanceExtra
          // The match's last start goes in too, so a run finds its own continuation.
          let end = position + length
          if end - 1 <= lastStart { table[slot(key(end - 1))] = Int32(end) }
          position = end
        } else {
          histogram[Int(bytes[position])] += 1
          position += 1
        }
      }
      while position < count {
        histogram[Int(bytes[position])] += 1
        position += 1
      }
    }
    return Self.entropyBits(histogram) + matchBits
  }

  /// Σ c·log2(total / c) over the counts, rounded up.
  static func entropyBits(_ counts: [Int]) -> Int {
    let total = counts.reduce(0, +)
    guard total > 0 else { return 0 }
    var bits = Double(total) * log2(total)
    for count in counts where count > 0 { bits -= Double(count) * log2(count) }
    return Int(bits.rounded(.up))
  }

  /// log2 of a positive count with IEEE basic operations only (libm's
  /// `log2` may differ in the last bit between systems): the exponent, plus
  /// log2 of the mantissa m in [1, 2) from the series 2/ln 2 · atanh((m - 1)
  /// / (m + 1)), good to about 1e-9.
  static func log2(_ value: Int) -> Double {
    precondition(value > 0)
    let exponent = Int.bitWidth - 1 - value.leadingZeroBitCount
    let mantissa = Double(value) / Double(1 << exponent)
    let t = (mantissa - 1) / (mantissa + 1)
    let square = t * t
    var term = t
    var sum = 0.0
    var denominator = 1.0
    for _ in 0..<10 {
      sum += term / denominator
      term *= square
      denominator += 2
    }
    return Double(exponent) + sum * 2.885_390_081_777_926_8
  }
}
