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

  /// Estimated sizes of one input: as deflate codes it, and with the
  /// matches of 5 bytes or less coded as literals (zlib's `Z_FILTERED`).
  public struct Estimate: Sendable, Equatable {
    public let bits: Int
    public let bitsWithoutShortMatches: Int
  }

  /// Matches up to this long are the short ones `Z_FILTERED` refuses.
  static let shortMatch = 5

  /// The estimated sizes of `input` deflated, with and without short matches.
  public func estimate(_ input: UnsafeRawBufferPointer) -> Estimate {
    let count = input.count
    guard count >= Self.minimumMatch else {
      return Estimate(bits: count * 8, bitsWithoutShortMatches: count * 8)
    }
    let data = input.baseAddress!
    let hashBits = min(14, max(8, Int.bitWidth - count.leadingZeroBitCount))
    // Positions + 1, so that zeroed memory means empty.
    let table = UnsafeMutablePointer<Int32>.allocate(capacity: 1 << hashBits)
    defer { table.deallocate() }
    table.initialize(repeating: 0, count: 1 << hashBits)
    var histogram = [Int](repeating: 0, count: 256)
    // The bytes short matches stand for, which are literals without them.
    var shortHistogram = [Int](repeating: 0, count: 256)
    var matchBits = 0
    var shortMatchBits = 0
    @inline(__always) func key(_ position: Int) -> UInt32 {
      data.loadUnaligned(fromByteOffset: position, as: UInt32.self)
    }
    @inline(__always) func slot(_ key: UInt32) -> Int {
      Int((key &* 2_654_435_761) >> UInt32(32 - hashBits))
    }
    histogram.withUnsafeMutableBufferPointer { histogram in
      shortHistogram.withUnsafeMutableBufferPointer { shortHistogram in
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
            // Eight bytes a step while eight remain, then byte by byte.
            var length = Self.minimumMatch
            while length + 8 <= limit {
              let difference =
                data.loadUnaligned(fromByteOffset: candidate + length, as: UInt64.self)
                ^ data.loadUnaligned(fromByteOffset: position + length, as: UInt64.self)
              if difference != 0 { return length + difference.trailingZeroBitCount >> 3 }
              length += 8
            }
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
            let bits = Self.matchBitsBeforeDistanceExtra + distanceExtra
            matchBits += bits
            if length <= Self.shortMatch {
              shortMatchBits += bits
              for offset in 0..<length { shortHistogram[Int(bytes[position + offset])] += 1 }
            }
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
    }
    let literals = Self.entropyBits(histogram)
    for value in 0..<256 { shortHistogram[value] += histogram[value] }
    return Estimate(
      bits: literals + matchBits,
      bitsWithoutShortMatches: Self.entropyBits(shortHistogram) + matchBits - shortMatchBits)
  }

  /// Σ c·log2(total / c) over the counts, rounded up.
  static func entropyBits(_ counts: [Int]) -> Int {
    let total = counts.reduce(0, +)
    guard total > 0 else { return 0 }
    var bits = weighted(total)
    for count in counts where count > 0 { bits -= weighted(count) }
    return Int(bits.rounded(.up))
  }

  /// c·log2(c), from a table for the counts a small image has (each
  /// estimate needs hundreds), computed beyond it.
  @inline(__always)
  static func weighted(_ count: Int) -> Double {
    count < weightedTable.count ? weightedTable[count] : Double(count) * log2(count)
  }

  private static let weightedTable: [Double] = (0..<8192).map {
    $0 == 0 ? 0 : Double($0) * log2($0)
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
