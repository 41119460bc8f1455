import Foundation
import Testing

@testable import Deflate
@testable import PNGCodec

/// The estimate must rank inputs as deflate does, and be the same on every machine.
struct SizeEstimateTests {
  static func bits(_ bytes: [UInt8], period: Int? = nil) -> Int {
    bytes.withUnsafeBytes { SizeEstimate(period: period).estimate($0).bits }
  }

  static func deflated(_ bytes: [UInt8]) -> Int {
    bytes.withUnsafeBytes { Zlib.deflate($0, level: 9, strategy: .standard).count }
  }

  @Test("log2 from basic operations agrees with libm's to 1e-9, and is exact at powers of two")
  func logarithm() {
    for value in Array(1...5000) + [65_535, 65_536, 1 << 20, 1_000_003, Int(Int32.max)] {
      #expect(abs(SizeEstimate.log2(value) - Foundation.log2(Double(value))) < 1e-9, "\(value)")
    }
    for exponent in 0..<62 { #expect(SizeEstimate.log2(1 << exponent) == Double(exponent)) }
  }

  @Test("the entropy of equal counts is log2 of their number per symbol; one symbol costs nothing")
  func entropy() {
    #expect(SizeEstimate.entropyBits([10, 10, 10, 10]) == 80)
    #expect(SizeEstimate.entropyBits([0, 256, 0]) == 0)
    #expect(SizeEstimate.entropyBits([]) == 0)
    // 3 and 1: 3·log2(4/3) + 1·log2(4) = 3.245 bits, rounded up.
    #expect(SizeEstimate.entropyBits([3, 1]) == 4)
  }

  @Test("inputs too short for a match are priced at 8 bits a byte")
  func tiny() {
    #expect(Self.bits([]) == 0)
    #expect(Self.bits([1, 2, 3]) == 24)
  }

  @Test("repeats cost far less than noise, as deflate finds")
  func repeatsAreCheap() {
    var random = DeflateEncoderTests.Seeded(state: 11)
    let noise = (0..<20_000).map { _ in random.next() }
    let repeated = Array(noise[..<2_000]) + Array(noise[..<2_000]) + Array(noise[..<2_000])
    #expect(Self.bits(noise) > 19_000 * 8)
    // The two repeats are 16 matches of up to 258 bytes, a few dozen bits each, on top of
    // the first copy's literals.
    #expect(Self.bits(repeated) < Self.bits(Array(noise[..<2_000])) + 16 * 32)
    #expect(Self.bits([UInt8](repeating: 0, count: 10_000)) < 100 * 8)
  }

  @Test("the period finds the row above when a nearer copy of the key hides it")
  func periodFindsTheRowAbove() {
    // Rows of two-byte pixels where every other byte is the same (a mask's white beside its
    // alpha): the latest copy of a key is usually a pixel back, and only the row above
    // repeats the whole row.
    var random = DeflateEncoderTests.Seeded(state: 5)
    let row: [UInt8] = [0] + (0..<60).flatMap { _ in [255, random.next() & 3] }
    let rows = Array((0..<30).map { _ in row }.joined())
    #expect(Self.bits(rows, period: row.count) < Self.bits(rows))
    #expect(Self.bits(rows, period: row.count) < (row.count + 30 * 4) * 8)
  }

  /// An anti-aliased disc's alpha beside constant white, gray+alpha, unfiltered and
  /// Sub-filtered, each row with its filter byte.
  static func discRows(side: Int = 48) -> (none: [UInt8], sub: [UInt8], period: Int) {
    let side = 48
    var none: [UInt8] = []
    var sub: [UInt8] = []
    for y in 0..<side {
      var row: [UInt8] = []
      for x in 0..<side {
        let dx = Double(x) - 23.5
        let dy = Double(y) - 23.5
        let coverage = min(1, max(0, 16 - (dx * dx + dy * dy).squareRoot()))
        row += [255, UInt8(coverage * 255)]
      }
      none += [0] + row
      sub += [1] + row.indices.map { $0 < 2 ? row[$0] : row[$0] &- row[$0 - 2] }
    }
    return (none, sub, 2 * side + 1)
  }

  @Test("it ranks filter choices as deflate does on the rows of a mask")
  func ranksLikeDeflate() {
    let (none, sub, period) = Self.discRows()
    #expect(Self.deflated(none) < Self.deflated(sub))
    #expect(Self.bits(none, period: period) < Self.bits(sub, period: period))
  }

  @Test("without short matches the estimate agrees with zlib on when Z_FILTERED wins")
  func shortMatches() {
    func zlib(_ bytes: [UInt8], _ strategy: Zlib.Strategy) -> Int {
      bytes.withUnsafeBytes { Zlib.deflate($0, level: 9, strategy: strategy).count }
    }
    func estimate(_ bytes: [UInt8], period: Int? = nil) -> SizeEstimate.Estimate {
      bytes.withUnsafeBytes { SizeEstimate(period: period).estimate($0) }
    }
    // Long repeats only: nothing to drop, the two estimates agree.
    var random = DeflateEncoderTests.Seeded(state: 3)
    let noise = (0..<3_000).map { _ in random.next() }
    let long = estimate(noise + noise)
    #expect(long.bits == long.bitsWithoutShortMatches)
    // Where zlib's two strategies differ by more than a fiftieth, both ways, the estimate
    // must pick the smaller; nearer than that, either choice costs little.
    let vocabulary = (0..<64).map { _ in (0..<5).map { _ in random.next() } }
    let inputs: [(name: String, bytes: [UInt8])] = [
      // Few symbols, few long repeats: a short match costs more than its literals.
      ("bytes from 4 values", (0..<8_000).map { _ in random.next() & 3 }),
      // Many symbols, words that recur: short matches are the whole gain.
      (
        "words of 5 bytes from 64", (0..<2_000).flatMap { _ in vocabulary[Int(random.next()) % 64] }
      ),
    ]
    var filteredWins = 0
    for (name, bytes) in inputs {
      let filtered = zlib(bytes, .filtered)
      let standard = zlib(bytes, .standard)
      #expect(max(filtered, standard) * 50 > min(filtered, standard) * 51, "\(name): too close")
      let sizes = estimate(bytes)
      #expect(
        (sizes.bitsWithoutShortMatches < sizes.bits) == (filtered < standard),
        "\(name): \(sizes), zlib \(filtered) filtered, \(standard) standard")
      if filtered < standard { filteredWins += 1 }
    }
    #expect(filteredWins == 1, "the inputs go both ways")
  }

  @Test("the same input gives the same estimate, run after run")
  func deterministic() {
    let rows = DeflateEncoderTests.filteredRows(width: 120, height: 40, seed: 9)
    let first = Self.bits(rows, period: 361)
    for _ in 0..<3 { #expect(Self.bits(rows, period: 361) == first) }
  }
}
