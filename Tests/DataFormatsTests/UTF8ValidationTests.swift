import DataFormats
import Testing

/// Where UTF-8 breaks: each malformed form at its offset, and a NUL only when asked.
struct UTF8ValidationTests {
  @Test(
    "each malformed sequence is found at its lead byte",
    arguments: [
      ([0x41, 0x80], 1),  // a continuation byte with no lead
      ([0x41, 0xC0, 0x80], 1),  // an overlong two-byte form
      ([0xE0, 0x80, 0x80], 0),  // an overlong three-byte form
      ([0x41, 0x42, 0xED, 0xA0, 0x80], 2),  // a surrogate
      ([0xF4, 0x90, 0x80, 0x80], 0),  // past U+10FFFF
      ([0x41, 0xE2, 0x82], 1),  // cut short
    ] as [([UInt8], Int)])
  func malformed(bytes: [UInt8], offset: Int) {
    #expect(UTF8Validation.firstInvalidOffset(bytes) == offset)
  }

  @Test("well-formed text passes; a NUL is refused only when asked, at its offset")
  func nul() {
    let text = Array("é€😀".utf8)
    #expect(UTF8Validation.firstInvalidOffset(text) == nil)
    let withNUL = text + [0] + Array("x".utf8)
    #expect(UTF8Validation.firstInvalidOffset(withNUL) == nil)
    #expect(UTF8Validation.firstInvalidOffset(withNUL, refusingNUL: true) == text.count)
    // An offset counts from the start of what is given, a slice included.
    #expect(UTF8Validation.firstInvalidOffset(withNUL[2...], refusingNUL: true) == text.count - 2)
  }
}
