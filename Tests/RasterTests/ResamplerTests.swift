import Foundation
import Raster
import SampleArt
import Testing

/// Lanczos-3 written again from its definition, in Double, with libm's `sin`
/// and `pow`: it shares no code with ``Resampler`` or ``ReferenceResampler``,
/// so a mistake in either (a kernel not widened when shrinking, centres off by
/// half a pixel, gamma-encoded or straight-alpha averaging) shows up as a gap.
private enum IndependentLanczos {
  static func kernel(_ t: Double) -> Double {
    if t == 0 { return 1 }
    if abs(t) >= 3 { return 0 }
    let x = Double.pi * t
    return 3 * sin(x) * sin(x / 3) / (x * x)
  }

  /// The exact sRGB decoding of an 8-bit value.
  static func decode(_ byte: UInt8) -> Double {
    let v = Double(byte) / 255
    return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
  }

  /// The exact sRGB encoding, 0...1 in and out.
  static func encode(_ linear: Double) -> Double {
    linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
  }

  /// For each output pixel along one axis: the source pixels it reads and their normalised weights.
  static func taps(source: Int, destination: Int) -> [[(index: Int, weight: Double)]] {
    let scale = Double(source) / Double(destination)
    // Shrinking widens the kernel by the scale, so every source pixel is read.
    let widening = max(1, scale)
    return (0..<destination).map { output in
      let center = (Double(output) + 0.5) * scale
      let raw = (0..<source).map { index in
        (index: index, weight: kernel((Double(index) + 0.5 - center) / widening))
      }.filter { $0.weight != 0 }
      let sum = raw.reduce(0) { $0 + $1.weight }
      return raw.map { (index: $0.index, weight: $0.weight / sum) }
    }
  }

  /// Linear-light, premultiplied RGBA of `image` resampled to `width` x `height`, 4 per pixel.
  static func resample(_ image: RGBAImage, width: Int, height: Int) -> [Double] {
    var source = [Double](repeating: 0, count: image.pixelCount * 4)
    for y in 0..<image.height {
      for x in 0..<image.width {
        let pixel = image[x, y]
        let alpha = Double(pixel.alpha) / 255
        let offset = (y * image.width + x) * 4
        source[offset] = decode(pixel.red) * alpha
        source[offset + 1] = decode(pixel.green) * alpha
        source[offset + 2] = decode(pixel.blue) * alpha
        source[offset + 3] = alpha
      }
    }
    let columns = taps(source: image.width, destination: width)
    var wide = [Double](repeating: 0, count: width * image.height * 4)
    for y in 0..<image.height {
      for x in 0..<width {
        for (index, weight) in columns[x] {
          for channel in 0..<4 {
            wide[(y * width + x) * 4 + channel] +=
              source[(y * image.width + index) * 4 + channel] * weight
          }
        }
      }
    }
    let rows = taps(source: image.height, destination: height)
    var result = [Double](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      for (index, weight) in rows[y] {
        for x in 0..<width {
          for channel in 0..<4 {
            result[(y * width + x) * 4 + channel] +=
              wide[(index * width + x) * 4 + channel] * weight
          }
        }
      }
    }
    return result
  }

  /// `resample` with each sample clamped to the range of the source samples of its span,
  /// both ways: those its area overlaps when shrinking, those under the main lobe when not.
  static func clampedResample(_ image: RGBAImage, width: Int, height: Int) -> [Double] {
    var result = resample(image, width: width, height: height)
    func lobe(_ index: Int, _ source: Int, _ destination: Int) -> [Int] {
      let scale = Double(source) / Double(destination)
      let centre = (Double(index) + 0.5) * scale
      guard scale > 1 else { return (0..<source).filter { abs(Double($0) + 0.5 - centre) < 1 } }
      return (0..<source).filter {
        Double($0) < Double(index + 1) * scale && Double($0 + 1) > Double(index) * scale
      }
    }
    for y in 0..<height {
      let rows = lobe(y, image.height, height)
      for x in 0..<width {
        let columns = lobe(x, image.width, width)
        var low = [Double](repeating: 1, count: 4)
        var high = [Double](repeating: 0, count: 4)
        for row in rows {
          for column in columns {
            let pixel = image[column, row]
            let alpha = Double(pixel.alpha) / 255
            let values = [
              decode(pixel.red) * alpha, decode(pixel.green) * alpha, decode(pixel.blue) * alpha,
              alpha,
            ]
            for channel in 0..<4 {
              low[channel] = min(low[channel], values[channel])
              high[channel] = max(high[channel], values[channel])
            }
          }
        }
        for channel in 0..<4 {
          let offset = (y * width + x) * 4 + channel
          result[offset] = min(max(result[offset], low[channel]), high[channel])
        }
      }
    }
    return result
  }

  /// Premultiplied linear RGBA as sRGB RGB in 0...255 over `background` ("over" in sRGB), unrounded.
  static func flatten(_ samples: [Double], background: RGBA) -> [Double] {
    let back = [background.red, background.green, background.blue].map(Double.init)
    var result: [Double] = []
    for pixel in 0..<(samples.count / 4) {
      let alpha = min(1, max(0, samples[pixel * 4 + 3]))
      for channel in 0..<3 {
        let straight =
          alpha > 0 ? min(alpha, max(0, samples[pixel * 4 + channel])) / alpha : 0
        result.append(encode(straight) * 255 * alpha + back[channel] * (1 - alpha))
      }
    }
    return result
  }

  /// PSNR in dB of 8-bit RGB against unrounded reference values.
  static func psnr(_ image: RGBAImage, _ reference: [Double]) -> Double {
    var squared = 0.0
    for pixel in 0..<image.pixelCount {
      for channel in 0..<3 {
        let difference = Double(image.pixels[pixel * 4 + channel]) - reference[pixel * 3 + channel]
        squared += difference * difference
      }
    }
    let mean = squared / Double(image.pixelCount * 3)
    return mean == 0 ? .infinity : 10 * log10(255 * 255 / mean)
  }
}

/// A 96-pixel drawing with transparent rounded corners: edges, gradients, fine lines.
private let drawnMaster = SampleArt.masterArtwork(side: 96)
/// Not white, so a flattening mistake in the corners shows.
private let dodgerBlue = RGBA(0x1E, 0x90, 0xFF)

/// The resampler against independent references, and its invariants.
struct ResamplerTests {
  @Test(
    "matches an independent float64 Lanczos-3 and the reference resampler",
    arguments: [(40, 40), (29, 29), (17, 17), (7, 7), (31, 12), (128, 128)])
  func matchesReference(width: Int, height: Int) {
    let output = Resampler.resample(LinearImage(drawnMaster), width: width, height: height)
    let flattened = output.srgbImage(flattenedOnto: dodgerBlue)
    let reference = IndependentLanczos.clampedResample(drawnMaster, width: width, height: height)
    let independent = IndependentLanczos.psnr(
      flattened, IndependentLanczos.flatten(reference, background: dodgerBlue))
    #expect(independent >= 45, "PSNR against the independent reference: \(independent) dB")
    // The shipped reference is unclamped Lanczos: it keeps the rings the clamp removes,
    // which on this small drawing of fine lines cost 2 to 5 dB.
    let shipped = ReferenceResampler.psnr(
      flattened,
      against: ReferenceResampler.flattened(
        drawnMaster, width: width, height: height, background: dodgerBlue))
    #expect(shipped >= 40, "PSNR against ReferenceResampler: \(shipped) dB")
    // Alpha is compared on its own, where flattening cannot hide it.
    let straight = output.srgbImage()
    var worstAlpha = 0.0
    for pixel in 0..<straight.pixelCount {
      let expected = min(1, max(0, reference[pixel * 4 + 3])) * 255
      worstAlpha = max(worstAlpha, abs(Double(straight.pixels[pixel * 4 + 3]) - expected))
    }
    #expect(worstAlpha <= 1, "largest alpha error: \(worstAlpha)")
  }

  @Test(
    "a constant image stays exactly constant, down and up",
    arguments: [
      RGBA(37, 99, 201), RGBA(255, 255, 255, 128), RGBA(200, 16, 90, 3), RGBA(12, 240, 7, 254),
      RGBA(0, 0, 0, 0), RGBA(255, 255, 255),
    ],
    [(7, 5), (1, 1), (50, 41), (96, 3), (23, 16)])
  func constant(color: RGBA, size: (Int, Int)) {
    let source = RGBAImage(width: 23, height: 17, fill: color)
    let input = LinearImage(source)
    let output = Resampler.resample(input, width: size.0, height: size.1)
    #expect(output.srgbImage() == RGBAImage(width: size.0, height: size.1, fill: color))
    let worst = (0..<output.samples.count).map { abs(output.samples[$0] - input.samples[$0 % 4]) }
      .max()!
    #expect(worst < 1e-5, "largest drift of a linear sample: \(worst)")
  }

  /// A vertical one-pixel white line at column 15 of a 32 x 6 image, on
  /// opaque black or on transparency.
  private static func line(transparent: Bool) -> RGBAImage {
    var image = RGBAImage(width: 32, height: 6, fill: transparent ? .clear : .black)
    for y in 0..<6 { image[15, y] = .white }
    return image
  }

  @Test(
    "a one-pixel line shrinks without wrapping or ringing, and keeps the clamped filter's light",
    arguments: [false, true], [7, 13, 20, 64, 97])
  func lineRinging(transparent: Bool, width: Int) throws {
    let source = Self.line(transparent: transparent)
    let output = Resampler.resample(LinearImage(source), width: width, height: 6)
    let image = output.srgbImage()
    let scale = 32.0 / Double(width)
    // Only pixels whose span holds the line may show it (shrinking, those whose area
    // overlaps it): no ring or spill beyond.
    let reach = scale > 1 ? scale / 2 + 0.5 : 1
    var brightest = 0
    for x in 0..<width {
      brightest = max(brightest, Int(image[x, 0].red) * Int(image[x, 0].alpha))
    }
    for y in 0..<6 {
      for x in 0..<width {
        let pixel = image[x, y]
        let offset = (y * width + x) * 4
        let value = transparent ? output.samples[offset + 3] : output.samples[offset]
        let byte = transparent ? pixel.alpha : pixel.red
        // Ringing below zero (or above one) must clamp, never wrap around.
        if value <= 0 { #expect(byte == 0, "pixel \(x), \(y): \(value) gave \(byte)") }
        if value >= 1 { #expect(byte == 255, "pixel \(x), \(y): \(value) gave \(byte)") }
        let distance = abs((Double(x) + 0.5) * scale - 15.5)
        if distance >= reach { #expect(pixel == (transparent ? .clear : .black)) }
        // The line's own pixel is the brightest; ringing stays well below it.
        #expect(Int(pixel.red) * Int(pixel.alpha) <= brightest)
        if distance > 1.5 * max(1, scale) {
          #expect(
            Int(pixel.red) * Int(pixel.alpha) < brightest / 2,
            "pixel \(x), \(y) is \(pixel) beside a line of \(brightest / 255)")
        }
        if transparent && pixel.alpha > 0 { #expect(pixel == RGBA(255, 255, 255, pixel.alpha)) }
      }
    }
    // The light the filter leaves is the independent clamped filter's: the clamp drops the
    // negative lobes (adding light) and the outer positive ones (taking it).
    let channel = transparent ? 3 : 0
    let reference = IndependentLanczos.clampedResample(source, width: width, height: 6)
    let filterLight = stride(from: channel, to: output.samples.count, by: 4).reduce(0.0) {
      $0 + Double(output.samples[$1])
    }
    let referenceLight = stride(from: channel, to: reference.count, by: 4).reduce(0.0) {
      $0 + reference[$1]
    }
    #expect(
      abs(filterLight - referenceLight) < 1e-4 * referenceLight,
      "linear light \(filterLight), of the clamped reference \(referenceLight)")
    // The bytes lose only rounding.
    var light = 0.0
    for pixel in 0..<image.pixelCount {
      let alpha = Double(image.pixels[pixel * 4 + 3]) / 255
      light += IndependentLanczos.decode(image.pixels[pixel * 4]) * alpha
    }
    #expect(
      abs(light - referenceLight) < 0.03 * referenceLight,
      "linear light of the bytes \(light), of the clamped reference \(referenceLight)")
    #expect(abs(light / Double(image.pixelCount) - 1.0 / 32) < 0.25 / 32)
  }

  @Test(
    "output sizes are exact",
    arguments: [
      ((96, 96), (1, 1)), ((96, 96), (57, 57)), ((17, 31), (1, 5)), ((5, 3), (96, 41)),
      ((40, 30), (29, 7)), ((1, 1), (13, 9)), ((7, 1), (3, 1)), ((1, 9), (4, 2)),
      ((33, 33), (33, 32)),
    ])
  func exactSizes(source: (Int, Int), output: (Int, Int)) {
    var image = RGBAImage(width: source.0, height: source.1)
    for y in 0..<source.1 {
      for x in 0..<source.0 {
        image[x, y] = RGBA(UInt8(x * 255 / max(1, source.0 - 1)), UInt8(y % 256), 99, 200)
      }
    }
    let resized = Resampler.resample(LinearImage(image), width: output.0, height: output.1)
    #expect(resized.width == output.0 && resized.height == output.1)
    #expect(resized.samples.count == output.0 * output.1 * 4)
    #expect(resized.samples.allSatisfy { $0.isFinite })
    let bytes = resized.srgbImage(flattenedOnto: .white)
    #expect(bytes.width == output.0 && bytes.height == output.1)
  }

  @Test(
    "premultiplied alpha: a transparent neighbour's colour never bleeds in",
    arguments: [(7, 3), (3, 1), (5, 5), (11, 4)])
  func noFringe(width: Int, height: Int) {
    var image = RGBAImage(width: 20, height: 10, fill: RGBA(0, 255, 0, 0))
    for y in 0..<10 {
      for x in 0..<10 { image[x, y] = RGBA(255, 0, 0) }
    }
    let output = Resampler.resample(LinearImage(image), width: width, height: height).srgbImage()
    var partial = 0
    for y in 0..<height {
      for x in 0..<width where output[x, y].alpha > 0 {
        #expect(output[x, y] == RGBA(255, 0, 0, output[x, y].alpha), "pixel \(x), \(y)")
        if output[x, y].alpha < 255 { partial += 1 }
      }
    }
    // The edge must actually be blended, or the test proves nothing.
    #expect(partial > 0)
  }

  @Test("linear light: a 1-px checkerboard halved is sRGB 188, not 128")
  func checkerboard() {
    var image = RGBAImage(width: 32, height: 32, fill: .black)
    for y in 0..<32 {
      for x in 0..<32 where (x + y) % 2 == 0 { image[x, y] = .white }
    }
    let output = Resampler.resample(LinearImage(image), width: 16, height: 16).srgbImage()
    // Away from the edges, where the cut kernel is no longer symmetric.
    for y in 3..<13 {
      for x in 3..<13 {
        let pixel = output[x, y]
        #expect((187...189).contains(pixel.red), "pixel \(x), \(y) is \(pixel)")
        #expect(pixel.red == pixel.green && pixel.green == pixel.blue && pixel.alpha == 255)
      }
    }
  }

  @Test("the same input gives the same bytes")
  func deterministic() {
    let input = LinearImage(drawnMaster)
    let first = Resampler.resample(input, width: 37, height: 23)
    let second = Resampler.resample(LinearImage(drawnMaster), width: 37, height: 23)
    #expect(first.samples == second.samples)
    #expect(first.srgbImage().pixels == second.srgbImage().pixels)
    #expect(
      first.srgbImage(flattenedOnto: dodgerBlue).pixels
        == second.srgbImage(flattenedOnto: dodgerBlue).pixels)
  }

  @Test("sRGB tables: exact ends, exact decoding, and every byte survives a round trip")
  func srgbTables() {
    #expect(SRGB.toLinear[0] == 0)
    #expect(SRGB.toLinear[255] == 1)
    #expect(SRGB.toLinear.count == 256)
    for value in 0...255 {
      let exact = IndependentLanczos.decode(UInt8(value))
      #expect(abs(Double(SRGB.toLinear[value]) - exact) <= 1e-6 * max(exact, 1e-3))
      let encoded = Double(SRGB.encode(SRGB.toLinear[value])) * 255
      #expect(abs(encoded - Double(value)) < 0.05, "\(value) comes back as \(encoded)")
      #expect(Int(encoded.rounded()) == value)
    }
    // The conversions the resampler's callers use, on every value and a few alphas.
    var ramp = RGBAImage(width: 256, height: 2)
    for value in 0...255 {
      ramp[value, 0] = RGBA(UInt8(value), UInt8(255 - value), UInt8(value / 2))
      ramp[value, 1] = RGBA(UInt8(value), 0, 255, 255)
    }
    #expect(LinearImage(ramp).srgbImage() == ramp)
  }

  @Test("flattening is the sRGB 'over' blend; transparent is the background, opaque unchanged")
  func flattening() {
    let pixels = [
      RGBA(200, 40, 90, 100), RGBA(255, 255, 255, 1), RGBA(0, 0, 0, 254), RGBA(10, 200, 30, 128),
      RGBA(255, 0, 0, 0), RGBA(12, 34, 56, 0), RGBA(12, 34, 56), RGBA(255, 255, 255),
    ]
    var image = RGBAImage(width: pixels.count, height: 1)
    for (x, pixel) in pixels.enumerated() { image[x, 0] = pixel }
    let flattened = LinearImage(image).srgbImage(flattenedOnto: dodgerBlue)
    for (x, pixel) in pixels.enumerated() {
      let result = flattened[x, 0]
      #expect(result.alpha == 255)
      switch pixel.alpha {
      case 0:
        #expect(result == dodgerBlue)
      case 255:
        #expect(result == pixel)
      default:
        // By hand: colour * alpha + background * (1 - alpha), on the sRGB values.
        let alpha = Double(pixel.alpha) / 255
        func over(_ color: UInt8, _ back: UInt8) -> Double {
          Double(color) * alpha + Double(back) * (1 - alpha)
        }
        let expected = [
          over(pixel.red, dodgerBlue.red), over(pixel.green, dodgerBlue.green),
          over(pixel.blue, dodgerBlue.blue),
        ]
        let actual = [result.red, result.green, result.blue].map(Double.init)
        for channel in 0..<3 {
          #expect(
            abs(actual[channel] - expected[channel]) <= 1,
            "pixel \(pixel): \(result), expected \(expected)")
        }
      }
    }
  }
}
