import Testing

@testable import Deflate
@testable import PNGCodec

/// The encoder's streams inflate, with zlib's own inflater, to exactly their input.
struct DeflateEncoderTests {
  /// A small seeded generator, so every input is the same on every machine.
  struct Seeded {
    var state: UInt64
    mutating func next() -> UInt8 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
  }

  /// Rows of a smooth image with sparse one-level steps, Sub-filtered: what
  /// an icon's scanlines look like to the compressor (mostly zeros, repeats
  /// a row apart).
  static func filteredRows(width: Int, height: Int, seed: UInt64) -> [UInt8] {
    var random = Seeded(state: seed)
    var rows: [UInt8] = []
    for y in 0..<height {
      rows.append(1)
      var previous: [UInt8] = [0, 0, 0]
      for x in 0..<width {
        let pixel: [UInt8] = (0..<3).map { channel in
          let smooth = (x * (channel + 1) + y * 2) / 7
          return UInt8(truncatingIfNeeded: smooth + (random.next() < 12 ? 1 : 0))
        }
        rows += zip(pixel, previous).map { $0 &- $1 }
        previous = pixel
      }
    }
    return rows
  }

  static let inputs: [(name: String, bytes: [UInt8])] = {
    var random = Seeded(state: 7)
    let noise = (0..<150_000).map { _ in random.next() }
    let text = Array(
      String(repeating: "deflate keeps the last 32 KiB as its window; ", count: 900).utf8)
    return [
      ("empty", []),
      ("one byte", [42]),
      ("three bytes", [1, 2, 3]),
      ("100,000 zeros", [UInt8](repeating: 0, count: 100_000)),
      ("150,000 random bytes (stored blocks)", noise),
      ("random with a long repeat", Array(noise[..<40_000]) + Array(noise[..<40_000])),
      ("repeated text", text),
      ("filtered image rows", filteredRows(width: 300, height: 200, seed: 3)),
      ("every byte value", (0..<70_000).map { UInt8(truncatingIfNeeded: $0 * 7 / 3) }),
      // A repeat exactly a window back, then one a byte too far: the chains' rings must
      // neither lose the first nor reach the second.
      ("a repeat exactly 32 KiB back", Array(noise[..<32768]) + Array(noise[..<40_000])),
      ("a repeat 32 KiB and a byte back", Array(noise[..<32769]) + Array(noise[..<40_000])),
    ]
  }()

  static func inflate(_ stream: [UInt8], count: Int) -> [UInt8]? {
    stream.withUnsafeBytes {
      try? Zlib.inflate($0, pieces: [0..<stream.count], framing: .raw, exactly: count, cap: count)
        .get()
    }
  }

  @Test(
    "every input comes back exactly, at both efforts, with and without short matches",
    arguments: [DeflateEncoder.Effort.quick, .thorough], [true, false])
  func roundTrip(effort: DeflateEncoder.Effort, shortMatches: Bool) {
    let encoder = DeflateEncoder(effort: effort, shortMatches: shortMatches)
    // Every input once whole, and the large ones also cut to the deep search's size.
    let limit = DeflateEncoder.deepSearchLimit
    let cuts = Self.inputs.filter { $0.bytes.count > limit }.map {
      ("\($0.name), first \(limit) bytes", Array($0.bytes[..<limit]))
    }
    for (name, bytes) in Self.inputs + cuts {
      let stream = bytes.withUnsafeBytes { encoder.compress($0) }
      #expect(Self.inflate(stream, count: bytes.count) == bytes, "\(name)")
    }
  }

  /// The match lengths and distances of `bytes` as `encoder` parses them.
  static func matches(_ bytes: [UInt8], _ encoder: DeflateEncoder) -> [(length: Int, distance: Int)]
  {
    let tokens = bytes.withUnsafeBytes {
      MatchFinder(effort: encoder.matching($0.count)).tokens($0)
    }
    return tokens.filter(TokenCoding.isMatch).map {
      (Int(($0 >> 16) & 0xFF) + 3, Int($0 & 0xFFFF) + 1)
    }
  }

  @Test("small inputs take 3-byte matches, never far back; without short matches none under 6")
  func matchLengths() {
    // One colour a pixel apart at varying alpha: RGBA rows of a single-colour glyph's edge.
    var random = Seeded(state: 21)
    let pixels = (0..<3_000).flatMap { _ in [200, 120, 40, random.next()] as [UInt8] }
    let deep = Self.matches(pixels, DeflateEncoder())
    #expect(deep.contains { $0.length == 3 })
    #expect(!deep.contains { $0.length == 3 && $0.distance > 4096 })
    let long = Self.matches(pixels, DeflateEncoder(shortMatches: false))
    #expect(!long.isEmpty && long.allSatisfy { $0.length >= 6 })
    // Above the deep search's size the shortest match is 4, as before.
    let large = Self.filteredRows(width: 300, height: 200, seed: 8)
    #expect(Self.matches(large, DeflateEncoder()).allSatisfy { $0.length >= 4 })
  }

  @Test("on a mask's rows without short matches it is no larger than zlib's Z_FILTERED level 9")
  func maskAgainstZlib() {
    let rows = SizeEstimateTests.discRows(side: 60).none
    let (ours, zlib) = rows.withUnsafeBytes {
      (
        DeflateEncoder(shortMatches: false).compress($0).count,
        Zlib.deflate($0, level: 9, strategy: .filtered, framing: .raw).count
      )
    }
    #expect(ours <= zlib, "ours \(ours), zlib \(zlib)")
  }

  @Test("the same input gives the same bytes, run after run")
  func deterministic() {
    let bytes = Self.filteredRows(width: 200, height: 120, seed: 9)
    let first = bytes.withUnsafeBytes { DeflateEncoder().compress($0) }
    for _ in 0..<3 {
      #expect(bytes.withUnsafeBytes { DeflateEncoder().compress($0) } == first)
    }
  }

  @Test("incompressible bytes cost only the stored blocks' headers")
  func storedWhenNothingRepeats() {
    let noise = Self.inputs.first { $0.name.hasPrefix("150,000 random") }!.bytes
    let stream = noise.withUnsafeBytes { DeflateEncoder().compress($0) }
    // 150,000 bytes in 16,384-token blocks: 10 blocks, each at most 3 stored
    // pieces of 5 header bytes and a byte of padding.
    #expect(stream.count <= noise.count + 10 * 3 * 6)
    #expect(stream.count >= noise.count)
  }

  @Test(
    "on filtered rows it is as small as zlib's level 9 (within 2%), and the quick search larger")
  func sizeAgainstZlib() {
    let rows = Self.filteredRows(width: 512, height: 256, seed: 5)
    let (thorough, quick, zlib) = rows.withUnsafeBytes {
      (
        DeflateEncoder(effort: .thorough).compress($0).count,
        DeflateEncoder(effort: .quick).compress($0).count,
        Zlib.deflate($0, level: 9, strategy: .standard, framing: .raw).count
      )
    }
    #expect(Double(thorough) <= Double(zlib) * 1.02, "ours \(thorough), zlib \(zlib)")
    #expect(quick > thorough, "quick \(quick), thorough \(thorough)")
  }

  @Test("a long run of one byte becomes 258-byte matches, not literals")
  func longRuns() {
    let zeros = [UInt8](repeating: 0, count: 100_000)
    let stream = zeros.withUnsafeBytes { DeflateEncoder().compress($0) }
    // 388 matches of 258 bytes at about 2 bits each, plus one header.
    #expect(stream.count < 200, "\(stream.count) bytes")
  }
}
