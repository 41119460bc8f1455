/// One chunk of a PNG file as it sits in the bytes.
///
/// Invariant: `offset` is the byte where the chunk's length field starts;
/// its data occupies `dataRange`, and a CRC follows it.
public struct PNGChunk: Sendable, Equatable, Codable {
  /// The four-letter type, e.g. `IHDR`.
  public let type: String
  /// Bytes of data (not counting length, type and CRC).
  public let length: Int
  /// Where the chunk starts in the file.
  public let offset: Int

  public init(type: String, length: Int, offset: Int) {
    self.type = type
    self.length = length
    self.offset = offset
  }

  public var dataRange: Range<Int> { (offset + 8)..<(offset + 8 + length) }

  /// A chunk whose type begins with a capital letter must be understood to show the image.
  public var isCritical: Bool { type.utf8.first.map { $0 & 0x20 == 0 } ?? false }
}

/// PNG colour types, as stored in IHDR.
public enum PNGColorType: Int, Sendable, Equatable, Codable, CaseIterable {
  case gray = 0
  case rgb = 2
  case palette = 3
  case grayAlpha = 4
  case rgba = 6

  /// Samples per pixel as stored.
  public var channels: Int {
    switch self {
    case .gray, .palette: return 1
    case .grayAlpha: return 2
    case .rgb: return 3
    case .rgba: return 4
    }
  }

  public var hasAlphaChannel: Bool { self == .grayAlpha || self == .rgba }

  /// Bit depths the specification allows for this colour type.
  public var allowedBitDepths: [Int] {
    switch self {
    case .gray: return [1, 2, 4, 8, 16]
    case .palette: return [1, 2, 4, 8]
    case .rgb, .grayAlpha, .rgba: return [8, 16]
    }
  }

  public var name: String {
    switch self {
    case .gray: return "grayscale"
    case .rgb: return "RGB"
    case .palette: return "palette"
    case .grayAlpha: return "grayscale+alpha"
    case .rgba: return "RGBA"
    }
  }
}
