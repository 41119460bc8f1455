import Raster

/// How CoreUI lays out one decoded pixel in memory: BGRA and gray + alpha premultiplied by
/// alpha (what the record's `ARGB` and `GA8 ` formats and deepmap2's RGBA8 and GA8 hold),
/// or gray and BGR with no alpha (deepmap2's G8 and RGB8).
enum StoredLayout: Sendable, Equatable {
  case bgraPremultiplied, grayAlphaPremultiplied, gray, bgr

  var bytesPerPixel: Int {
    switch self {
    case .bgraPremultiplied: 4
    case .grayAlphaPremultiplied: 2
    case .gray: 1
    case .bgr: 3
    }
  }

  /// The layout of a deepmap2 blob's pixel-format byte (1 G8, 2 GA8, 3 RGB8, 4 RGBA8); nil
  /// for 20 (RGBA16) and every other value.
  init?(deepmap2Format format: UInt8) {
    switch format {
    case 1: self = .gray
    case 2: self = .grayAlphaPremultiplied
    case 3: self = .bgr
    case 4: self = .bgraPremultiplied
    default: return nil
    }
  }

  /// Tightly packed stored pixels (`width × height × bytesPerPixel` bytes) as straight-alpha
  /// RGBA: colour un-premultiplied, rounded to nearest and clamped; alpha 0 gives 0, 0, 0, 0.
  func image(_ stored: [UInt8], width: Int, height: Int) -> RGBAImage {
    precondition(stored.count == width * height * bytesPerPixel, "stored pixels of another size")
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    stored.withUnsafeBufferPointer { source in
      pixels.withUnsafeMutableBufferPointer { target in
        for pixel in 0..<(width * height) {
          let from = pixel * bytesPerPixel
          let to = pixel * 4
          let (red, green, blue, alpha): (UInt8, UInt8, UInt8, UInt8)
          switch self {
          case .bgraPremultiplied:
            (red, green, blue, alpha) = (
              source[from + 2], source[from + 1], source[from], source[from + 3]
            )
          case .grayAlphaPremultiplied:
            (red, green, blue, alpha) = (
              source[from], source[from], source[from], source[from + 1]
            )
          case .gray:
            (red, green, blue, alpha) = (source[from], source[from], source[from], 255)
          case .bgr:
            (red, green, blue, alpha) = (source[from + 2], source[from + 1], source[from], 255)
          }
          target[to] = Self.unpremultiply(red, alpha)
          target[to + 1] = Self.unpremultiply(green, alpha)
          target[to + 2] = Self.unpremultiply(blue, alpha)
          target[to + 3] = alpha
        }
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)!
  }

  /// A premultiplied component as straight colour: `value × 255 / alpha` rounded to nearest,
  /// at most 255 (a component above its alpha is clamped); 0 where alpha is 0.
  static func unpremultiply(_ value: UInt8, _ alpha: UInt8) -> UInt8 {
    switch alpha {
    case 255: return value
    case 0: return 0
    default:
      let alpha = Int(alpha)
      return UInt8(min(255, (Int(value) * 255 + alpha / 2) / alpha))
    }
  }
}
