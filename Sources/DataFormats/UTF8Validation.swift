/// Where UTF-8 text breaks, for the readers' messages (the standard library only says whether).
public enum UTF8Validation {
  /// The offset from the start of `bytes` of the first byte that starts no well-formed UTF-8
  /// sequence (an overlong form, a surrogate, a scalar past U+10FFFF, a cut sequence), or of
  /// a NUL byte when `refusingNUL` (which no text format of a build allows); nil when all of
  /// `bytes` is good.
  public static func firstInvalidOffset(
    _ bytes: some Collection<UInt8>, refusingNUL: Bool = false
  ) -> Int? {
    var offset = 0
    var iterator = bytes.makeIterator()
    while let lead = iterator.next() {
      if lead < 0x80 {
        if lead == 0 && refusingNUL { return offset }
        offset += 1
        continue
      }
      let count: Int
      var lowest: UInt8 = 0x80
      var highest: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: count = 1
      case 0xE0:
        count = 2
        lowest = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: count = 2
      case 0xED:
        count = 2
        highest = 0x9F
      case 0xF0:
        count = 3
        lowest = 0x90
      case 0xF1...0xF3: count = 3
      case 0xF4:
        count = 3
        highest = 0x8F
      default: return offset
      }
      for index in 0..<count {
        guard let byte = iterator.next() else { return offset }
        let (low, high) = index == 0 ? (lowest, highest) : (0x80, 0xBF)
        guard byte >= low, byte <= high else { return offset }
      }
      offset += count + 1
    }
    return nil
  }
}
