/// A CSI record's pixel format: a FourCC read little-endian (`ARGB` is `BGRA` on disk), or 0
/// for colours and other renditions without pixels.
///
/// Invariant: any u32 is a value; a FourCC no table names is `unknown`, and its text is still
/// shown by `fourCC`.
public enum RenditionPixelFormat: CatalogCode {
  case none, argb, ga8, rgbw, ga16, rgb5, pdf, jpeg, heif, webp, data, svg
  case unknown(UInt32)

  public static let table: [(UInt32, RenditionPixelFormat, String)] = [
    (0, .none, "none"), (fourCC("ARGB"), .argb, "ARGB"), (fourCC("GA8 "), .ga8, "GA8"),
    (fourCC("RGBW"), .rgbw, "RGBW"), (fourCC("GA16"), .ga16, "GA16"),
    (fourCC("RGB5"), .rgb5, "RGB5"), (fourCC("PDF "), .pdf, "PDF"),
    (fourCC("JPEG"), .jpeg, "JPEG"), (fourCC("HEIF"), .heif, "HEIF"),
    (fourCC("WEBP"), .webp, "WEBP"), (fourCC("DATA"), .data, "DATA"),
    (fourCC("SVG "), .svg, "SVG"),
  ]

  public var unknownValue: UInt32? {
    if case .unknown(let value) = self { value } else { nil }
  }

  /// The four characters, most significant byte first, with unprintable bytes as `?`.
  public var fourCC: String { Self.text(rawValue) }

  /// The number a four-character code reads as when its bytes are stored reversed.
  static func fourCC(_ code: StaticString) -> UInt32 {
    code.withUTF8Buffer { $0.reduce(0) { $0 << 8 | UInt32($1) } }
  }

  static func text(_ value: UInt32) -> String {
    let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    return String(decoding: bytes.map { (0x20...0x7e).contains($0) ? $0 : 0x3f }, as: UTF8.self)
  }
}
