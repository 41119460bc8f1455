import Raster
import TestSupport
import Testing

/// The pixel measurements rules rely on.
struct MeasureTests {
  @Test("alpha summary counts opaque, transparent and partial pixels")
  func alphaSummary() {
    var image = RGBAImage(width: 3, height: 2, fill: RGBA(1, 2, 3))
    image[0, 0] = RGBA(0, 0, 0, 0)
    image[1, 0] = RGBA(9, 9, 9, 128)
    let summary = image.alphaSummary
    #expect(summary == AlphaSummary(opaque: 4, transparent: 1, partial: 1))
    #expect(summary.hasTranslucency && !summary.isOpaque)
    #expect(summary.translucent == 2 && summary.pixelCount == 6)
    #expect(RGBAImage(width: 2, height: 2, fill: .white).alphaSummary.isOpaque)
  }

  @Test(
    "hex colours parse and print",
    arguments: [
      ("#1E90FF", RGBA(0x1E, 0x90, 0xFF)), ("1e90ff", RGBA(0x1E, 0x90, 0xFF)),
      ("#FFF", RGBA(255, 255, 255)), ("#00000080", RGBA(0, 0, 0, 0x80)),
    ])
  func hex(text: String, color: RGBA) {
    #expect(RGBA(hex: text) == color)
    #expect(RGBA(hex: color.description) == color)
  }

  @Test(
    "malformed hex colours are refused",
    arguments: ["", "#12", "#GGGGGG", "#1234567", "blue", "#ＦＦＦ"])
  func badHex(text: String) {
    #expect(RGBA(hex: text) == nil)
  }

  @Test("a dark border is measured on the outer ring only")
  func darkBorder() {
    var image = RGBAImage(width: 10, height: 10, fill: RGBA(240, 240, 240))
    #expect(image.darkBorderFraction() == 0)
    for i in 0..<10 {
      image[i, 0] = .black
      image[i, 9] = .black
      image[0, i] = .black
      image[9, i] = .black
    }
    #expect(image.darkBorderFraction() == 1)
    image[5, 0] = .white
    #expect(abs(image.darkBorderFraction() - 35.0 / 36.0) < 1e-9)
  }

  @Test("non-white pixels are counted only where visible")
  func nonWhite() {
    var image = RGBAImage(width: 4, height: 1, fill: RGBA(255, 255, 255, 200))
    image[0, 0] = RGBA(255, 0, 0, 255)
    image[1, 0] = RGBA(0, 0, 0, 0)  // invisible: its colour does not matter
    image[2, 0] = RGBA(252, 251, 255, 90)  // within tolerance
    #expect(image.nonWhitePixelCount() == 1)
  }

  @Test("resizing a constant image keeps it constant; PSNR of identical images is infinite")
  func constantResize() {
    let image = RGBAImage(width: 100, height: 100, fill: RGBA(37, 99, 201))
    let small = image.areaDownscaled(toWidth: 57, height: 57)
    #expect(small == RGBAImage(width: 57, height: 57, fill: RGBA(37, 99, 201)))
    let large = small.bilinearUpscaled(toWidth: 512, height: 512)
    #expect(large == RGBAImage(width: 512, height: 512, fill: RGBA(37, 99, 201)))
    #expect(large.psnr(against: large).isInfinite)
  }

  @Test("PSNR of a known difference")
  func psnrKnown() {
    let left = RGBAImage(width: 2, height: 2, fill: RGBA(100, 100, 100))
    let right = RGBAImage(width: 2, height: 2, fill: RGBA(110, 100, 100))
    // MSE over three channels: 100 / 3; PSNR = 10 log10(255^2 / (100/3)).
    #expect(abs(left.psnr(against: right) - 32.9020) < 0.001)
  }
}
