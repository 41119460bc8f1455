import Raster

/// Random images whose smallest lossless PNG form is known in advance.
public enum ImageClass: String, CaseIterable, Sendable, CustomStringConvertible {
  case gray1, gray2, gray4, gray8
  case grayKey
  case grayAlpha
  case rgb
  case rgbKey
  case rgba
  case palette2, palette4, palette16, palette256

  public var description: String { rawValue }

  /// Bits per pixel of the narrowest standard layout that holds this class.
  public var naturalBitsPerPixel: Int {
    switch self {
    case .gray1, .palette2: return 1
    case .gray2, .palette4: return 2
    case .gray4, .palette16: return 4
    case .gray8, .grayKey, .palette256: return 8
    case .grayAlpha: return 16
    case .rgb, .rgbKey: return 24
    case .rgba: return 32
    }
  }

  public var isOpaque: Bool { ![.grayKey, .grayAlpha, .rgbKey, .rgba].contains(self) }
  public var isGray: Bool { [.gray1, .gray2, .gray4, .gray8, .grayKey, .grayAlpha].contains(self) }
}

public enum ImageFactory {
  /// A random image of `kind`, between 1 and `maxSide` pixels a side.
  public static func random(_ kind: ImageClass, maxSide: Int = 40, using random: inout SeededRandom)
    -> RGBAImage
  {
    let width = random.int(1...maxSide)
    let height = random.int(1...maxSide)
    var image = RGBAImage(width: width, height: height)
    let palette = (0..<paletteSize(kind)).map { _ in
      RGBA(
        random.byte(), random.byte(), random.byte(), random.int(0...3) == 0 ? random.byte() : 255)
    }
    // A key colour for tRNS classes, and the gray level it uses.
    let key = RGBA(random.byte(), random.byte(), random.byte(), 0)
    for y in 0..<height {
      for x in 0..<width {
        image[x, y] = pixel(kind, palette: palette, key: key, using: &random)
      }
    }
    return image
  }

  private static func paletteSize(_ kind: ImageClass) -> Int {
    switch kind {
    case .palette2: return 2
    case .palette4: return 4
    case .palette16: return 16
    case .palette256: return 256
    default: return 0
    }
  }

  private static func pixel(
    _ kind: ImageClass, palette: [RGBA], key: RGBA, using random: inout SeededRandom
  ) -> RGBA {
    func gray(_ levels: Int) -> RGBA {
      let value = UInt8(random.int(0...(levels - 1)) * (255 / (levels - 1)))
      return RGBA(value, value, value)
    }
    switch kind {
    case .gray1: return gray(2)
    case .gray2: return gray(4)
    case .gray4: return gray(16)
    case .gray8: return gray(256)
    case .grayKey:
      // Level 7 is reserved for the key; opaque pixels avoid it.
      if random.int(0...4) == 0 { return RGBA(7, 7, 7, 0) }
      let value = UInt8(random.int(8...255))
      return RGBA(value, value, value)
    case .grayAlpha:
      let value = random.byte()
      return RGBA(value, value, value, random.byte())
    case .rgb:
      return RGBA(random.byte(), random.byte(), random.byte())
    case .rgbKey:
      if random.int(0...4) == 0 { return key }
      var color = RGBA(random.byte(), random.byte(), random.byte())
      if color.red == key.red && color.green == key.green && color.blue == key.blue {
        color.red ^= 1
      }
      return color
    case .rgba:
      return RGBA(random.byte(), random.byte(), random.byte(), random.byte())
    case .palette2, .palette4, .palette16, .palette256:
      return palette[random.int(0...(palette.count - 1))]
    }
  }
}
