import Raster

/// Writes the smallest lossless PNG among a few cheap choices.
///
/// Invariant: decoding the output gives exactly the input pixels, and the same
/// pixels and settings always give the same bytes (no time or text chunks).
/// It chooses the narrowest colour type and bit depth that hold the pixels
/// (no alpha when all opaque, gray when r = g = b, a palette of at most 256
/// colours, a `tRNS` key), then the filter and zlib strategy that compress
/// smallest, unless `format` forces a colour type.
public struct PNGEncoder: Sendable {
  /// The colour type to write.
  public enum Format: Sendable, Equatable {
    /// The smallest that holds the pixels.
    case automatic
    /// 8-bit RGB, colour type 2, no `tRNS`: what the App Store wants of an app icon.
    case rgb8
    /// 8-bit gray, colour type 0, no `tRNS`: an opaque gray image that must read as gray
    /// (the tinted app icon), never as a palette or fewer bits.
    case gray8
    /// 8-bit gray + alpha, colour type 4: a bar-icon mask.
    case grayAlpha8
    /// 8-bit RGBA, colour type 6.
    case rgba8
  }

  /// How hard to search for the smallest output.
  public enum Effort: Sendable, Equatable {
    /// Every filter with every zlib strategy at level 9, at any size (slow on large images).
    case exhaustive
    /// The whole search for small images; for larger ones, filter and strategy
    /// chosen on a sample of rows and one level-9 pass with a bounded hash chain.
    case balanced
    /// Adaptive filtering, zlib's default strategy, level 6: one quick pass.
    case fast
  }

  public var format: Format
  public var effort: Effort
  /// Colour-space chunks to carry (sRGB, gAMA, cHRM, iCCP), e.g. from the source file.
  public var colorChunks: PNGColorChunks

  public init(
    format: Format = .automatic, effort: Effort = .balanced, colorChunks: PNGColorChunks = .none
  ) {
    self.format = format
    self.effort = effort
    self.colorChunks = colorChunks
  }

  /// Encodes 8-bit pixels.
  public func encode(_ image: RGBAImage) throws(PNGError) -> [UInt8] {
    guard image.width > 0 && image.height > 0 else {
      throw PNGError(
        .cannotEncode("a PNG needs at least one pixel; the image is \(image.width)x\(image.height)")
      )
    }
    let layouts = try candidateLayouts(for: image)
    var best: [UInt8]? = nil
    for layout in layouts {
      let packed = ScanlinePacker.pack(image, as: layout)
      let encoded = assemble(
        layout: layout, width: image.width, height: image.height, packed: packed)
      if best == nil || encoded.count < best!.count { best = encoded }
    }
    return best!
  }

  /// Encodes 16-bit pixels at 16 bits: gray or RGB, with alpha only when some pixel needs it.
  public func encode(_ image: RGBA16Image) throws(PNGError) -> [UInt8] {
    guard image.width > 0 && image.height > 0 else {
      throw PNGError(
        .cannotEncode("a PNG needs at least one pixel; the image is \(image.width)x\(image.height)")
      )
    }
    let opaque = image.alphaSummary.isOpaque
    let gray = image.isGray
    let type: PNGColorType
    switch format {
    case .automatic: type = gray ? (opaque ? .gray : .grayAlpha) : (opaque ? .rgb : .rgba)
    case .rgba8, .rgb8, .gray8, .grayAlpha8:
      throw PNGError(.cannotEncode("a forced 8-bit format cannot hold 16-bit pixels without loss"))
    }
    let layout = PixelLayout(colorType: type, bitDepth: 16)
    let packed = ScanlinePacker.pack(image, as: layout)
    return assemble(layout: layout, width: image.width, height: image.height, packed: packed)
  }

  private func candidateLayouts(for image: RGBAImage) throws(PNGError) -> [PixelLayout] {
    // A forced format needs one fact checked, not the palette and key analysis.
    switch format {
    case .rgb8:
      guard image.isOpaque else {
        let alpha = image.alphaSummary
        throw PNGError(
          .cannotEncode(
            "\(alpha.translucent) pixels are not opaque; flatten the image before writing it as RGB"
          ))
      }
      return [PixelLayout(colorType: .rgb, bitDepth: 8)]
    case .gray8:
      guard image.isGray else {
        throw PNGError(.cannotEncode("some pixels are not gray; gray cannot hold them"))
      }
      guard image.isOpaque else {
        throw PNGError(
          .cannotEncode(
            "\(image.alphaSummary.translucent) pixels are not opaque; gray without alpha cannot hold them"
          ))
      }
      return [PixelLayout(colorType: .gray, bitDepth: 8)]
    case .grayAlpha8:
      guard image.isGray else {
        throw PNGError(.cannotEncode("some pixels are not gray; gray+alpha cannot hold them"))
      }
      return [PixelLayout(colorType: .grayAlpha, bitDepth: 8)]
    case .rgba8:
      return [PixelLayout(colorType: .rgba, bitDepth: 8)]
    case .automatic:
      break
    }
    let analysis = ColorAnalysis(image)
    var layouts: [PixelLayout] = []
    let key = analysis.transparentKey
    let alphaLayout = PixelLayout(colorType: analysis.isGray ? .grayAlpha : .rgba, bitDepth: 8)
    if analysis.isOpaque || key != nil {
      let type: PNGColorType = analysis.isGray ? .gray : .rgb
      layouts.append(
        PixelLayout(colorType: type, bitDepth: analysis.isGray ? analysis.grayDepth : 8, key: key))
      // On a tiny image the tRNS chunk can cost more than an alpha channel saves.
      if key != nil { layouts.append(alphaLayout) }
    } else {
      layouts.append(alphaLayout)
    }
    if let palette = analysis.palette {
      let depth = PixelLayout.indexDepth(forColors: palette.count)
      // A palette no narrower than the gray layout only adds a PLTE chunk.
      if !(layouts[0].colorType == .gray && depth >= layouts[0].bitDepth) {
        layouts.append(PixelLayout(colorType: .palette, bitDepth: depth, palette: palette))
      }
    }
    return layouts
  }

  /// The whole file for one layout: the best filtering and compression, then the chunks.
  private func assemble(layout: PixelLayout, width: Int, height: Int, packed: PackedScanlines)
    -> [UInt8]
  {
    var writer = PNGChunkWriter()
    var header = [UInt8]()
    header.appendBigEndian(UInt32(width))
    header.appendBigEndian(UInt32(height))
    header += [UInt8(layout.bitDepth), UInt8(layout.colorType.rawValue), 0, 0, 0]
    writer.append("IHDR", header)
    colorChunks.write(into: &writer)
    if layout.colorType == .palette {
      writer.append("PLTE", layout.palette.flatMap { [$0.red, $0.green, $0.blue] })
      let alphas = layout.palette.map(\.alpha)
      if let lastTranslucent = alphas.lastIndex(where: { $0 != 255 }) {
        writer.append("tRNS", Array(alphas[...lastTranslucent]))
      }
    } else if let key = layout.key {
      writer.append("tRNS", layout.keyBytes(key))
    }
    writer.append("IDAT", FilterSearch(packed: packed, effort: effort).smallestStream())
    writer.append("IEND", [])
    return writer.bytes
  }
}

/// Colour-space chunks carried from a source file into an encoded one.
public struct PNGColorChunks: Sendable, Equatable {
  public var srgbIntent: RenderingIntent?
  /// gAMA's stored integer (gamma * 100000).
  public var gamma: UInt32?
  /// cHRM's 32 bytes as stored.
  public var chromaticities: [UInt8]?
  public var iccProfile: ICCProfile?

  /// An ICC profile: its name in `iCCP` and its uncompressed bytes.
  public struct ICCProfile: Sendable, Equatable {
    public var name: String
    public var data: [UInt8]

    public init(name: String, data: [UInt8]) {
      self.name = name
      self.data = data
    }
  }

  public init(
    srgbIntent: RenderingIntent? = nil, gamma: UInt32? = nil, chromaticities: [UInt8]? = nil,
    iccProfile: ICCProfile? = nil
  ) {
    self.srgbIntent = srgbIntent
    self.gamma = gamma
    self.chromaticities = chromaticities
    self.iccProfile = iccProfile
  }

  public static let none = PNGColorChunks()

  public var isEmpty: Bool { self == .none }

  func write(into writer: inout PNGChunkWriter) {
    // The specification's order: cHRM, gAMA, iCCP or sRGB, all before PLTE.
    if let chromaticities, chromaticities.count == 32 { writer.append("cHRM", chromaticities) }
    if let gamma {
      var data = [UInt8]()
      data.appendBigEndian(gamma)
      writer.append("gAMA", data)
    }
    if let iccProfile {
      let name = iccProfile.name.unicodeScalars.prefix(79).map {
        $0.value < 256 && $0.value >= 32 ? UInt8($0.value) : UInt8(ascii: "?")
      }
      let compressed = PNGChunkWriter.compress(iccProfile.data)
      writer.append("iCCP", (name.isEmpty ? Array("ICC".utf8) : name) + [0, 0] + compressed)
    } else if let srgbIntent {
      writer.append("sRGB", [UInt8(srgbIntent.rawValue)])
    }
  }
}

/// Builds a PNG file chunk by chunk: the signature, then each chunk with its
/// length and CRC. The encoder's last step, and a tool for building test files.
///
/// Invariant: `bytes` always holds the signature followed by whole chunks.
public struct PNGChunkWriter: Sendable {
  public private(set) var bytes: [UInt8] = FileSignature.png

  public init() {}

  /// Appends one chunk; `type` must be four ASCII letters.
  public mutating func append(_ type: String, _ data: [UInt8]) {
    precondition(type.utf8.count == 4, "a chunk type is four letters")
    bytes.appendBigEndian(UInt32(data.count))
    let start = bytes.count
    bytes += Array(type.utf8)
    bytes += data
    let crc = bytes.withUnsafeBytes { Zlib.crc32(UnsafeRawBufferPointer(rebasing: $0[start...])) }
    bytes.appendBigEndian(crc)
  }

  /// `data` deflated at level 9: a zlib stream, or raw deflate as CgBI stores it.
  public static func compress(_ data: [UInt8], raw: Bool = false) -> [UInt8] {
    data.withUnsafeBytes { Zlib.deflate($0, strategy: .standard, framing: raw ? .raw : .zlib) }
  }
}

extension Array where Element == UInt8 {
  mutating func appendBigEndian(_ value: UInt32) {
    append(contentsOf: [
      UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16),
      UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value),
    ])
  }
}
