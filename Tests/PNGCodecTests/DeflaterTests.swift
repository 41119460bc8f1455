import Foundation
import Testing

@testable import PNGCodec

/// The reused deflate stream gives the bytes a fresh stream would, whatever it compressed before.
struct DeflaterTests {
  /// Rows of a gradient with noise: compressible, but not trivially.
  static let input: [UInt8] = {
    var state: UInt32 = 12345
    return (0..<20_000).map { index in
      state = state &* 1_664_525 &+ 1_013_904_223
      return UInt8(truncatingIfNeeded: index / 80 + Int(state >> 29))
    }
  }()

  @Test("every setting, in any order, gives a fresh stream's bytes")
  func reuseMatchesFresh() {
    let settings: [(Int32, Zlib.Strategy, Zlib.Tuning?)] = [
      (9, .standard, nil), (9, .rle, nil), (6, .filtered, nil),
      (9, .standard, Zlib.Tuning(goodLength: 8, maxLazy: 16, niceLength: 64, maxChain: 128)),
      (9, .standard, nil), (1, .filtered, nil), (9, .rle, nil),
    ]
    let deflater = Deflater()
    Self.input.withUnsafeBytes { input in
      var sizes = Set<Int>()
      for (level, strategy, tuning) in settings {
        let reused = deflater.compress(input, level: level, strategy: strategy, tuning: tuning)
        let fresh = Deflater(level: level, strategy: strategy)
          .compress(input, level: level, strategy: strategy, tuning: tuning)
        #expect(reused == fresh, "level \(level) \(strategy) \(String(describing: tuning))")
        sizes.insert(reused.count)
        let back = reused.withUnsafeBytes {
          Zlib.inflate($0, pieces: [0..<reused.count], framing: .zlib, cap: input.count)
        }
        #expect((try? back.get()) == Self.input)
      }
      #expect(sizes.count > 2, "the settings must differ in effect for the test to mean anything")
    }
  }
}
