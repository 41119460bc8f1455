import PNGCodec
import Raster

/// Writes Apple-optimized (CgBI) files from known pixels, as Xcode's build step would:
/// a CgBI chunk before IHDR, BGR(A) with premultiplied alpha, raw deflate.
public enum CgBIWriter {
  /// Premultiplied as Apple stores it: c * a / 255, rounded.
  public static func premultiply(_ value: UInt8, _ alpha: UInt8) -> UInt8 {
    UInt8((UInt32(value) * UInt32(alpha) + 127) / 255)
  }

  /// What a straight-alpha reader gets back from a premultiplied value.
  public static func unpremultiply(_ value: UInt8, _ alpha: UInt8) -> UInt8 {
    if alpha == 0 { return 0 }
    return UInt8(min(255, (UInt32(value) * 255 + UInt32(alpha) / 2) / UInt32(alpha)))
  }

  /// The pixels a correct decoder must return for `image` after a CgBI round trip.
  public static func expectedPixels(_ image: RGBAImage, opaque: Bool) -> RGBAImage {
    var expected = image
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image[x, y]
        if opaque {
          expected[x, y] = RGBA(p.red, p.green, p.blue, 255)
        } else if p.alpha == 0 {
          expected[x, y] = .clear
        } else {
          expected[x, y] = RGBA(
            unpremultiply(premultiply(p.red, p.alpha), p.alpha),
            unpremultiply(premultiply(p.green, p.alpha), p.alpha),
            unpremultiply(premultiply(p.blue, p.alpha), p.alpha), p.alpha)
        }
      }
    }
    return expected
  }

  /// A CgBI file holding `image` (RGBA, or RGB when `opaque`), optionally with
  /// an `iCCP` whose profile is raw deflate, as in real app bundles.
  public static func file(_ image: RGBAImage, opaque: Bool = false, iccProfile: [UInt8]? = nil)
    -> [UInt8]
  {
    let channels = opaque ? 3 : 4
    var raw: [UInt8] = []
    raw.reserveCapacity(image.height * (1 + image.width * channels))
    for y in 0..<image.height {
      raw.append(0)  // filter: none
      for x in 0..<image.width {
        let p = image[x, y]
        if opaque {
          raw += [p.blue, p.green, p.red]
        } else {
          raw += [
            premultiply(p.blue, p.alpha), premultiply(p.green, p.alpha),
            premultiply(p.red, p.alpha),
            p.alpha,
          ]
        }
      }
    }
    var writer = PNGChunkWriter()
    writer.append("CgBI", [0x50, 0x00, 0x20, 0x02])
    writer.append("IHDR", header(image.width, image.height, colorType: opaque ? 2 : 6))
    if let iccProfile {
      writer.append(
        "iCCP", Array("Display P3".utf8) + [0, 0] + PNGChunkWriter.compress(iccProfile, raw: true))
    }
    writer.append("IDAT", PNGChunkWriter.compress(raw, raw: true))
    writer.append("IEND", [])
    return writer.bytes
  }

  public static func header(
    _ width: Int, _ height: Int, bitDepth: UInt8 = 8, colorType: UInt8, interlace: UInt8 = 0
  )
    -> [UInt8]
  {
    bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [bitDepth, colorType, 0, 0, interlace]
  }

  public static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16),
      UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value),
    ]
  }
}
