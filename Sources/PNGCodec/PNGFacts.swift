/// What a PNG file declares about itself, read from its chunks without
/// decoding a pixel.
///
/// Invariant: the values come from chunks whose CRCs matched and whose order
/// was valid; `chunks` lists every chunk in file order.
public struct PNGFacts: Sendable, Equatable, Codable {
  public var width: Int
  public var height: Int
  public var bitDepth: Int
  public var colorType: PNGColorType
  public var interlaced: Bool
  public var chunks: [PNGChunk]
  /// A `tRNS` chunk is present (a transparency key or palette alpha).
  public var hasTRNS: Bool
  /// Entries in `PLTE`, when there is one.
  public var paletteSize: Int?
  /// `gAMA` as a number (0.45455 for sRGB-like files).
  public var gamma: Double?
  /// The `sRGB` chunk's rendering intent.
  public var srgbIntent: RenderingIntent?
  /// The name stored in `iCCP` (any Latin-1 text the writer chose).
  public var iccProfileName: String?
  /// `tEXt`, `zTXt` and `iTXt` chunks.
  public var textChunkCount: Int
  public var fileSize: Int
  /// Apple's private CgBI variant, as Xcode writes into a built app.
  public var appleOptimized: Bool
  /// Things wrong that do not stop decoding (ancillary CRC errors, data after IEND, ...).
  public var warnings: [String]

  /// The colour type carries an alpha channel (4 or 6).
  public var hasAlphaChannel: Bool { colorType.hasAlphaChannel }
  /// Alpha as the App Store sees it: a channel or a `tRNS` chunk, whatever the pixels.
  public var hasAlpha: Bool { hasAlphaChannel || hasTRNS }
  public var is16Bit: Bool { bitDepth == 16 }
}

/// The four rendering intents of the `sRGB` chunk.
public enum RenderingIntent: Int, Sendable, Equatable, Codable {
  case perceptual = 0
  case relativeColorimetric = 1
  case saturation = 2
  case absoluteColorimetric = 3

  public var name: String {
    switch self {
    case .perceptual: return "perceptual"
    case .relativeColorimetric: return "relative colorimetric"
    case .saturation: return "saturation"
    case .absoluteColorimetric: return "absolute colorimetric"
    }
  }
}
