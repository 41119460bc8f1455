import RuleCore

// libm's pow, the one Foundation re-exported here before.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tells from an ICC profile's own measurements (colorants and tone curves) whether it draws
/// as sRGB or Display P3, whatever it is called.
///
/// Names mislead both ways: Facebook's 524-byte compact sRGB profile calls itself "c2", and a
/// grayscale PNG can carry only a gray profile, where macOS's "Calibrated Gray" (gamma 2.2)
/// draws as sRGB's gray while Photoshop's "Dot Gain 20%", a press's curve, darkens every
/// mid-tone. The curves (ICC.1 `rTRC`/`gTRC`/`bTRC` or `kTRC`, of type `curv` or `para`) are
/// compared with sRGB's at evenly spaced inputs, the colorants (`rXYZ`, `gXYZ`, `bXYZ`,
/// adapted to D50) with the standard's primaries.
enum ICCColorimetry {
  /// How far, in output fraction, a curve may depart from sRGB's and still draw as it does:
  /// gamma 2.2 departs by less than 0.01, Photoshop's Dot Gain 20% by more than 0.09.
  static let tolerance = 0.03

  /// How far a colorant's X, Y or Z may lie from the standard's: profiles of one space differ
  /// in the fourth decimal (rounding, adaptation); Adobe RGB's green differs by 0.08.
  static let colorantTolerance = 0.005

  /// sRGB's primaries, D50-adapted as ICC profiles store them.
  static let srgbColorants: [[Double]] = [
    [0.4361, 0.2225, 0.0139], [0.3851, 0.7169, 0.0971], [0.1431, 0.0606, 0.7141],
  ]
  /// Display P3's primaries, D50-adapted.
  static let displayP3Colorants: [[Double]] = [
    [0.5151, 0.2412, -0.0011], [0.2920, 0.6922, 0.0419], [0.1571, 0.0666, 0.7841],
  ]

  /// True when `profile` draws as sRGB: an RGB profile with sRGB's primaries and curves, or a
  /// gray profile with sRGB's curve. False for any other, and for one that cannot be read.
  static func drawsAsSRGB(_ profile: [UInt8]) -> Bool {
    let reader = BigEndianReader(profile)
    switch reader.tag(16) {
    case "GRAY": return curve(reader, "kTRC").map(followsSRGB) ?? false
    case "RGB ": return hasRGB(reader, colorants: srgbColorants)
    default: return false
    }
  }

  /// True when `profile` is an RGB profile with Display P3's primaries and sRGB's curves.
  static func drawsAsDisplayP3(_ profile: [UInt8]) -> Bool {
    let reader = BigEndianReader(profile)
    return reader.tag(16) == "RGB " && hasRGB(reader, colorants: displayP3Colorants)
  }

  /// sRGB's decoding curve (IEC 61966-2-1).
  static func srgbDecode(_ value: Double) -> Double {
    value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
  }

  private static func followsSRGB(_ curve: (Double) -> Double) -> Bool {
    (0...32).allSatisfy { step in
      let input = Double(step) / 32
      return abs(curve(input) - srgbDecode(input)) <= tolerance
    }
  }

  private static func hasRGB(_ reader: BigEndianReader, colorants: [[Double]]) -> Bool {
    for (tag, expected) in zip(["rXYZ", "gXYZ", "bXYZ"], colorants) {
      guard let measured = xyz(reader, tag),
        zip(measured, expected).allSatisfy({ abs($0 - $1) <= colorantTolerance })
      else { return false }
    }
    return ["rTRC", "gTRC", "bTRC"].allSatisfy { curve(reader, $0).map(followsSRGB) ?? false }
  }

  /// The offset and size of tag `signature`, within the profile.
  private static func tag(_ reader: BigEndianReader, _ signature: String) -> (Int, Int)? {
    guard let count = reader.word(128), count < 1000 else { return nil }
    for index in 0..<count {
      let entry = 132 + index * 12
      guard reader.tag(entry) == signature, let offset = reader.word(entry + 4),
        let size = reader.word(entry + 8), size >= 12, offset + size <= reader.bytes.count
      else { continue }
      return (offset, size)
    }
    return nil
  }

  /// An `XYZ ` tag's first value.
  private static func xyz(_ reader: BigEndianReader, _ signature: String) -> [Double]? {
    guard let (offset, size) = tag(reader, signature), size >= 20, reader.tag(offset) == "XYZ "
    else { return nil }
    let values = (0..<3).compactMap { reader.fixed(offset + 8 + $0 * 4) }
    return values.count == 3 ? values : nil
  }

  /// A tone-curve tag as a function on [0, 1].
  private static func curve(_ reader: BigEndianReader, _ signature: String)
    -> ((Double) -> Double)?
  {
    guard let (offset, size) = tag(reader, signature) else { return nil }
    switch reader.tag(offset) {
    case "curv": return tableCurve(reader, at: offset, size: size)
    case "para": return parametricCurve(reader, at: offset, size: size)
    default: return nil
    }
  }

  /// ICC `curv`: no entry is the identity, one is a gamma (u8Fixed8), more are a table.
  private static func tableCurve(_ reader: BigEndianReader, at offset: Int, size: Int)
    -> ((Double) -> Double)?
  {
    guard let count = reader.word(offset + 8), 12 + count * 2 <= size else { return nil }
    if count == 0 { return { $0 } }
    let entries = (0..<count).compactMap { reader.half(offset + 12 + $0 * 2) }
    guard entries.count == count else { return nil }
    if count == 1 {
      let gamma = Double(entries[0]) / 256
      return { pow($0, gamma) }
    }
    let table = entries.map { Double($0) / 65535 }
    return { input in
      let position = min(max(input, 0), 1) * Double(table.count - 1)
      let below = Int(position.rounded(.down))
      let above = min(below + 1, table.count - 1)
      let fraction = position - Double(below)
      return table[below] * (1 - fraction) + table[above] * fraction
    }
  }

  /// ICC `para`: functions 0 to 4 of ICC.1 table 65, parameters in s15Fixed16.
  private static func parametricCurve(_ reader: BigEndianReader, at offset: Int, size: Int)
    -> ((Double) -> Double)?
  {
    let counts = [1, 3, 4, 5, 7]
    guard let function = reader.half(offset + 8), Int(function) < counts.count else { return nil }
    let needed = counts[Int(function)]
    guard 12 + needed * 4 <= size else { return nil }
    let values = (0..<needed).compactMap { reader.fixed(offset + 12 + $0 * 4) }
    guard values.count == needed else { return nil }
    let g = values[0]
    switch function {
    case 0: return { pow($0, g) }
    case 1:
      let (a, b) = (values[1], values[2])
      return { x in a != 0 && x >= -b / a ? pow(a * x + b, g) : 0 }
    case 2:
      let (a, b, c) = (values[1], values[2], values[3])
      return { x in a != 0 && x >= -b / a ? pow(a * x + b, g) + c : c }
    case 3:
      let (a, b, c, d) = (values[1], values[2], values[3], values[4])
      return { x in x >= d ? pow(a * x + b, g) : c * x }
    default:
      let (a, b, c, d, e, f) = (values[1], values[2], values[3], values[4], values[5], values[6])
      return { x in x >= d ? pow(a * x + b, g) + e : c * x + f }
    }
  }
}

/// Bounds-checked big-endian reads from a profile's bytes: nil past the end.
private struct BigEndianReader {
  let bytes: [UInt8]
  init(_ bytes: [UInt8]) { self.bytes = bytes }

  func word(_ offset: Int) -> Int? {
    guard offset >= 0, offset + 4 <= bytes.count else { return nil }
    return bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
  }

  func half(_ offset: Int) -> UInt16? {
    guard offset >= 0, offset + 2 <= bytes.count else { return nil }
    return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
  }

  func fixed(_ offset: Int) -> Double? {
    word(offset).map { Double(Int32(truncatingIfNeeded: $0)) / 65536 }
  }

  func tag(_ offset: Int) -> String? {
    guard offset >= 0, offset + 4 <= bytes.count else { return nil }
    return String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
  }
}
