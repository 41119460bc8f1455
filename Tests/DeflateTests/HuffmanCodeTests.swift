import Testing

@testable import Deflate

/// Code lengths: limited, complete, and canonical as RFC 1951 assigns them.
struct HuffmanCodeTests {
  static func kraft(_ lengths: [UInt8], limit: Int) -> Int {
    lengths.filter { $0 > 0 }.reduce(0) { $0 + 1 << (limit - Int($1)) }
  }

  @Test("Fibonacci frequencies, whose Huffman tree is 29 deep, fit in 15 bits and stay complete")
  func limited() {
    var frequencies = [1, 1]
    while frequencies.count < 30 {
      frequencies.append(frequencies[frequencies.count - 1] + frequencies[frequencies.count - 2])
    }
    let lengths = HuffmanCode.lengths(frequencies: frequencies, limit: 15)
    #expect(lengths.max() == 15)
    #expect(lengths.allSatisfy { $0 >= 1 })
    #expect(Self.kraft(lengths, limit: 15) == 1 << 15)
    // A more frequent symbol never gets a longer code.
    for symbol in 1..<frequencies.count { #expect(lengths[symbol] <= lengths[symbol - 1]) }
  }

  @Test("without a limit to hit, the lengths are Huffman's: the optimal cost")
  func optimal() {
    let frequencies = [45, 13, 12, 16, 9, 5]
    let lengths = HuffmanCode.lengths(frequencies: frequencies, limit: 15)
    // The textbook example: cost 224.
    #expect(zip(frequencies, lengths).reduce(0) { $0 + $1.0 * Int($1.1) } == 224)
    #expect(Self.kraft(lengths, limit: 15) == 1 << 15)
  }

  @Test("unused symbols get no code; one used symbol gets length 1")
  func degenerate() {
    #expect(HuffmanCode.lengths(frequencies: [0, 0, 0], limit: 7) == [0, 0, 0])
    #expect(HuffmanCode.lengths(frequencies: [0, 5, 0], limit: 7) == [0, 1, 0])
  }

  @Test("codes are canonical: RFC 1951's example lengths give its codes")
  func canonical() {
    // RFC 1951, 3.2.2: lengths (3, 3, 3, 3, 3, 2, 4, 4) for A-H give
    // 010, 011, 100, 101, 110, 00, 1110, 1111.
    let code = HuffmanCode(lengths: [3, 3, 3, 3, 3, 2, 4, 4])
    let expected: [UInt16] = [0b010, 0b011, 0b100, 0b101, 0b110, 0b00, 0b1110, 0b1111]
    for (symbol, value) in expected.enumerated() {
      let bits = Int(code.lengths[symbol])
      #expect(HuffmanCode.reversed(code.codes[symbol], bits: bits) == value, "symbol \(symbol)")
    }
  }
}
