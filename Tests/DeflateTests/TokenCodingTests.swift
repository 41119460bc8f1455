import Testing

@testable import Deflate

/// Lengths and distances map to RFC 1951's symbols and extra bits (3.2.5).
struct TokenCodingTests {
  // The RFC's tables, as printed.
  static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
  ]
  static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]

  @Test("every length 3...258")
  func lengths() {
    for length in 3...258 {
      let index = Self.lengthBase.lastIndex { $0 <= length }!
      let coded = TokenCoding.lengthSymbol(length)
      #expect(coded.symbol == 257 + index, "length \(length)")
      #expect(coded.extraBits == Self.lengthExtra[index], "length \(length)")
      #expect(Int(coded.extra) == length - Self.lengthBase[index], "length \(length)")
    }
  }

  @Test("every distance 1...32768")
  func distances() {
    for distance in 1...32768 {
      let index = Self.distanceBase.lastIndex { $0 <= distance }!
      let coded = TokenCoding.distanceSymbol(distance)
      #expect(coded.symbol == index, "distance \(distance)")
      #expect(coded.extraBits == Self.distanceExtra[index], "distance \(distance)")
      #expect(Int(coded.extra) == distance - Self.distanceBase[index], "distance \(distance)")
    }
  }
}
