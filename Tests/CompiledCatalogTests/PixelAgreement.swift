import Raster

/// How a decoded rendition agrees with the image it was compiled from (or with a lossless copy
/// of it): alpha compared exactly, colour premultiplied by the expected alpha and allowed to
/// differ by 1, as CoreUI's premultiplied storage (and deepmap's halved chroma) allow.
struct PixelAgreement {
  /// Pixels whose alpha differs.
  var alphaDiffers = 0
  /// Colour components more than 1 apart once premultiplied.
  var colourDiffers = 0
  /// Pixels the expected image covers (alpha above 0), and those fully opaque.
  var covered = 0
  var opaque = 0

  init(_ image: RGBAImage, _ expected: RGBAImage) {
    func premultiplied(_ value: UInt8, _ alpha: UInt8) -> Int {
      (Int(value) * Int(alpha) + 127) / 255
    }
    for y in 0..<min(image.height, expected.height) {
      for x in 0..<min(image.width, expected.width) {
        let (got, want) = (image[x, y], expected[x, y])
        if got.alpha != want.alpha { alphaDiffers += 1 }
        guard want.alpha > 0 else { continue }
        covered += 1
        if want.alpha == 255 { opaque += 1 }
        for (a, b) in [(got.red, want.red), (got.green, want.green), (got.blue, want.blue)]
        where abs(premultiplied(a, want.alpha) - premultiplied(b, want.alpha)) > 1 {
          colourDiffers += 1
        }
      }
    }
  }

  /// Alpha exact and colour within 1 everywhere.
  var agrees: Bool { alphaDiffers == 0 && colourDiffers == 0 }
}
