import AssetGenerators
import Foundation
import HIG
import PNGCodec
import Raster
import Testing

/// What a designer saw on the background is what an opaque icon must show: the master is
/// flattened onto the background with sRGB "over", as a design tool displays it, and only then
/// resampled in linear light, without ringing. The reference here is written plainly from
/// those words, in Double, with its own Lanczos-3, clamp and sRGB curves: it shares no code
/// with the library. (Its icons shrink, so the clamp needs no enlarging rule.)
private enum FlattenFirstReference {
  static func lanczos3(_ t: Double) -> Double {
    if t == 0 { return 1 }
    if abs(t) >= 3 { return 0 }
    let x = Double.pi * t
    return 3 * sin(x) * sin(x / 3) / (x * x)
  }

  static func toLinear(_ v: Double) -> Double {
    v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
  }

  static func toSRGB(_ l: Double) -> Double {
    let v = min(1, max(0, l))
    return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
  }

  /// Normalised taps of each output pixel along an axis; shrinking widens the kernel.
  static func taps(from source: Int, to destination: Int) -> [[(Int, Double)]] {
    let scale = Double(source) / Double(destination)
    let widening = max(1, scale)
    return (0..<destination).map { output in
      let center = (Double(output) + 0.5) * scale
      let raw = (0..<source).map { ($0, lanczos3((Double($0) + 0.5 - center) / widening)) }
        .filter { $0.1 != 0 }
      let sum = raw.reduce(0) { $0 + $1.1 }
      return raw.map { ($0.0, $0.1 / sum) }
    }
  }

  /// The icon at `side`: sRGB values 0...255, unrounded, three per pixel.
  static func icon(_ master: RGBAImage, side: Int, background: RGBA) -> [Double] {
    image(master, width: side, height: side, background: background)
  }

  /// `master` flattened, then resampled to `width` x `height`: sRGB 0...255, three per pixel.
  static func image(_ master: RGBAImage, width: Int, height: Int, background: RGBA) -> [Double] {
    let (w, h) = (master.width, master.height)
    let back = [background.red, background.green, background.blue].map { Double($0) / 255 }
    var linear = [Double](repeating: 0, count: w * h * 3)
    for y in 0..<h {
      for x in 0..<w {
        let p = master[x, y]
        let a = Double(p.alpha) / 255
        let colour = [p.red, p.green, p.blue].map { Double($0) / 255 }
        for c in 0..<3 {
          // "over" on the sRGB values, as the design tool composites what it shows.
          linear[(y * w + x) * 3 + c] = toLinear(colour[c] * a + back[c] * (1 - a))
        }
      }
    }
    let columns = taps(from: w, to: width)
    var wide = [Double](repeating: 0, count: width * h * 3)
    for y in 0..<h {
      for x in 0..<width {
        for (i, weight) in columns[x] {
          for c in 0..<3 { wide[(y * width + x) * 3 + c] += linear[(y * w + i) * 3 + c] * weight }
        }
      }
    }
    let rows = taps(from: h, to: height)
    var out = [Double](repeating: 0, count: width * height * 3)
    for y in 0..<height {
      for (i, weight) in rows[y] {
        for x in 0..<width {
          for c in 0..<3 { out[(y * width + x) * 3 + c] += wide[(i * width + x) * 3 + c] * weight }
        }
      }
    }
    // Lanczos rings beside hard edges; the icons must not: each value stays within the range
    // of the master's pixels under the output pixel's area.
    let scaleX = Double(w) / Double(width)
    let scaleY = Double(h) / Double(height)
    for y in 0..<height {
      let rows = (0..<h).filter {
        Double($0) < Double(y + 1) * scaleY && Double($0 + 1) > Double(y) * scaleY
      }
      for x in 0..<width {
        let columns = (0..<w).filter {
          Double($0) < Double(x + 1) * scaleX && Double($0 + 1) > Double(x) * scaleX
        }
        for c in 0..<3 {
          let under = rows.flatMap { row in columns.map { linear[(row * w + $0) * 3 + c] } }
          let index = (y * width + x) * 3 + c
          out[index] = min(max(out[index], under.min()!), under.max()!)
        }
      }
    }
    return out.map { toSRGB($0) * 255 }
  }

  static func psnr(_ image: RGBAImage, _ reference: [Double]) -> Double {
    var sum = 0.0
    for index in 0..<image.pixelCount {
      let p = image[index % image.width, index / image.width]
      for (c, value) in [p.red, p.green, p.blue].enumerated() {
        let d = Double(value) - reference[index * 3 + c]
        sum += d * d
      }
    }
    let mse = sum / Double(image.pixelCount * 3)
    return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
  }
}

/// A master as designers export them: an opaque body with rounded corners that are fully
/// transparent, ringed by a glow band at 35% opacity, on a saturated colour far from the
/// background, so any other order of flattening and resampling shows.
private func glowMaster(side: Int) -> RGBAImage {
  var image = RGBAImage(width: side, height: side, fill: RGBA(0, 0, 0, 0))
  let s = Double(side)
  let radius = s * 0.22
  let glow = s * 0.06
  for y in 0..<side {
    for x in 0..<side {
      let px = Double(x) + 0.5
      let py = Double(y) + 0.5
      // Distance outside the rounded square inset by the glow band (negative inside).
      let inset = glow + radius
      let dx = max(inset - px, px - (s - inset), 0)
      let dy = max(inset - py, py - (s - inset), 0)
      let outside = (dx * dx + dy * dy).squareRoot() - radius
      if outside <= 0 {
        // The body: a diagonal gradient from deep red to violet.
        let t = (px + py) / (2 * s)
        image[x, y] = RGBA(UInt8(200 - 120 * t), 20, UInt8(60 + 160 * t), 255)
      } else if outside <= glow {
        image[x, y] = RGBA(255, 170, 0, 89)  // the glow: orange at 35%
      }
    }
  }
  return image
}

struct FlattenFirstTests {
  @Test("opaque icons match a flatten-then-resample float64 reference, corners and glow too")
  func iconsMatchTheDisplayedMaster() throws {
    let master = glowMaster(side: 256)
    let background = RGBA(24, 60, 140, 255)
    let generator = IconSetGenerator(
      profiles: [.iphoneos3, .retina, .ipad], background: background, allowUpscale: true)
    let result = try generator.generate(master: master, name: "glow.png")
    var measured: [String] = []
    for file in result.files {
      let decoded = try PNGDecoder().decode(file.bytes)
      #expect(decoded.facts.colorType == .rgb, "\(file.path) is opaque RGB")
      let icon = decoded.image.rgba8
      guard icon.width <= 256 else { continue }  // upscaled sizes: no downsampling to judge
      let reference = FlattenFirstReference.icon(master, side: icon.width, background: background)
      let psnr = FlattenFirstReference.psnr(icon, reference)
      measured.append("\(file.path) \(icon.width) px: \(String(format: "%.1f", psnr)) dB")
      #expect(psnr >= 50, "\(file.path): \(psnr) dB against the flatten-first reference")
      // Worst pixel, where a wrong order shows most: the corners and the glow.
      var worst = 0.0
      for index in 0..<icon.pixelCount {
        let p = icon[index % icon.width, index / icon.width]
        for (c, value) in [p.red, p.green, p.blue].enumerated() {
          worst = max(worst, abs(Double(value) - reference[index * 3 + c]))
        }
      }
      #expect(worst <= 2, "\(file.path): a pixel \(worst) levels from the reference")
    }
    #expect(measured.count >= 6, "\(measured)")
  }

  @Test("a launch image from a translucent screenshot shows it as it looked on the background")
  func launchFromScreenshot() throws {
    // A screenshot at twice 320x480 with a glow band and a transparent corner.
    var screenshot = RGBAImage(width: 640, height: 960, fill: RGBA(40, 120, 200, 255))
    for y in 300..<420 {
      for x in 0..<640 { screenshot[x, y] = RGBA(255, 170, 0, 89) }
    }
    for y in 0..<100 {
      for x in 0..<100 { screenshot[x, y] = RGBA(0, 255, 0, 0) }
    }
    let background = RGBA(250, 250, 250, 255)
    let generator = LaunchImageGenerator(
      content: .screenshot(screenshot, name: "shot.png"), statusBar: .none,
      profiles: [.iphoneos3], background: background)
    let file = try #require(try generator.generate().files.first { $0.path == "Default.png" })
    let image = try PNGDecoder().decode(file.bytes).image.rgba8
    let reference = FlattenFirstReference.image(
      screenshot, width: 320, height: 480, background: background)
    let psnr = FlattenFirstReference.psnr(image, reference)
    #expect(psnr >= 50, "Default.png: \(psnr) dB against the flatten-first reference")
  }
}
