import Foundation
import Raster
import Testing

/// ``LinearImage/luminance()`` against the definition of relative luminance, worked out here
/// with libm in Double: Y = 0.2126 R + 0.7152 G + 0.0722 B of linear light, sRGB-encoded.
struct LuminanceTests {
  /// The 8-bit sRGB gray of a colour's relative luminance.
  static func expectedGray(_ color: RGBA) -> Int {
    func decode(_ byte: UInt8) -> Double {
      let v = Double(byte) / 255
      return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    let y = 0.2126 * decode(color.red) + 0.7152 * decode(color.green) + 0.0722 * decode(color.blue)
    let encoded = y <= 0.0031308 ? y * 12.92 : 1.055 * pow(y, 1 / 2.4) - 0.055
    return Int((encoded * 255).rounded())
  }

  static func gray(of colors: [RGBA]) -> RGBAImage {
    var image = RGBAImage(width: colors.count, height: 1)
    for (x, color) in colors.enumerated() { image[x, 0] = color }
    return LinearImage(image).luminance().srgbImage()
  }

  @Test("a gray keeps its value, every one of the 256, at any alpha")
  func graysUnchanged() {
    let grays = (0...255).map { RGBA(UInt8($0), UInt8($0), UInt8($0)) }
    #expect(
      Self.gray(of: grays) == RGBAImage(
        width: 256, height: 1,
        pixels: grays.flatMap {
          [$0.red, $0.green, $0.blue, $0.alpha]
        })!)
    let half = Self.gray(of: [RGBA(200, 200, 200, 128), RGBA(9, 9, 9, 1), .clear])
    #expect(half[0, 0].alpha == 128 && half[1, 0].alpha == 1 && half[2, 0] == .clear)
    #expect(abs(Int(half[0, 0].red) - 200) <= 1, "\(half[0, 0])")
  }

  @Test(
    "a colour becomes the gray of its relative luminance in linear light, not of its luma",
    arguments: [
      RGBA(255, 0, 0), RGBA(0, 255, 0), RGBA(0, 0, 255), RGBA(59, 47, 158), RGBA(18, 179, 165),
      RGBA(255, 176, 32), RGBA(240, 64, 122, 77),
    ])
  func colours(color: RGBA) {
    let pixel = Self.gray(of: [color])[0, 0]
    #expect(pixel.red == pixel.green && pixel.green == pixel.blue, "\(pixel)")
    #expect(pixel.alpha == color.alpha)
    // The grid encoder is within half an 8-bit step of the exact curve.
    #expect(abs(Int(pixel.red) - Self.expectedGray(color)) <= 1, "\(color) gave \(pixel)")
  }

  @Test("pure blue is the gray 76, where luma on sRGB values would give 18")
  func blueIsNotBlack() {
    #expect(Self.gray(of: [RGBA(0, 0, 255)])[0, 0] == RGBA(76, 76, 76))
  }
}
