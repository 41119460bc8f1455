#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The yardstick for the resampler: Lanczos-3 in linear light with
/// premultiplied alpha, all in Double, written plainly; and for the icons, the
/// master flattened first as a design tool shows it, then resampled. It shares only the
/// kernel function and the sRGB curves with ``Resampler``; the tests hold both
/// to a version that shares nothing. Slow; for tests and benchmarks.
public enum ReferenceResampler {
  /// `image` resampled to `width` x `height` and flattened over `background`
  /// with sRGB "over": RGB values in 0...255, unrounded, row-major.
  public static func flattened(_ image: RGBAImage, width: Int, height: Int, background: RGBA)
    -> [Double]
  {
    let w = image.width
    let h = image.height
    var linear = [Double](repeating: 0, count: w * h * 4)
    for index in 0..<(w * h) {
      let pixel = image[index % w, index / w]
      let alpha = Double(pixel.alpha) / 255
      linear[index * 4] = SRGB.decodeExactly(Double(pixel.red) / 255) * alpha
      linear[index * 4 + 1] = SRGB.decodeExactly(Double(pixel.green) / 255) * alpha
      linear[index * 4 + 2] = SRGB.decodeExactly(Double(pixel.blue) / 255) * alpha
      linear[index * 4 + 3] = alpha
    }
    return resampled(linear, w: w, h: h, width: width, height: height, background: background)
  }

  /// `image` flattened over `background` with sRGB "over" (unrounded), then resampled to
  /// `width` x `height` in linear light: what an opaque icon must show. RGB values in
  /// 0...255, unrounded, row-major. `clamped`, each sample is held to the range of the
  /// source pixels its area overlaps (enlarging, of those under the main lobe), as
  /// ``Resampler`` does; unclamped, it keeps Lanczos' ring beside hard edges.
  public static func flattenedFirst(
    _ image: RGBAImage, width: Int, height: Int, background: RGBA, clamped: Bool = false
  ) -> [Double] {
    let w = image.width
    let h = image.height
    let back = [background.red, background.green, background.blue].map { Double($0) / 255 }
    var linear = [Double](repeating: 1, count: w * h * 4)
    for index in 0..<(w * h) {
      let pixel = image[index % w, index / w]
      let alpha = Double(pixel.alpha) / 255
      let colour = [pixel.red, pixel.green, pixel.blue].map { Double($0) / 255 }
      for channel in 0..<3 {
        let shown = colour[channel] * alpha + back[channel] * (1 - alpha)
        linear[index * 4 + channel] = SRGB.decodeExactly(shown)
      }
    }
    return resampled(
      linear, w: w, h: h, width: width, height: height, background: background, clamped: clamped)
  }

  /// Premultiplied linear RGBA (`w` x `h`) resampled and flattened over `background`.
  private static func resampled(
    _ linear: [Double], w: Int, h: Int, width: Int, height: Int, background: RGBA,
    clamped: Bool = false
  ) -> [Double] {
    let columnSpans = spans(source: w, destination: width)
    let rowSpans = spans(source: h, destination: height)
    let columns = taps(source: w, destination: width)
    let rows = taps(source: h, destination: height)
    var wide = [Double](repeating: 0, count: width * h * 4)
    for y in 0..<h {
      for x in 0..<width {
        for (pixel, weight) in columns[x] {
          for channel in 0..<4 {
            wide[(y * width + x) * 4 + channel] += linear[(y * w + pixel) * 4 + channel] * weight
          }
        }
      }
    }
    var result = [Double](repeating: 0, count: width * height * 3)
    let back = [Double(background.red), Double(background.green), Double(background.blue)]
    for y in 0..<height {
      for x in 0..<width {
        var sample = [Double](repeating: 0, count: 4)
        for (pixel, weight) in rows[y] {
          for channel in 0..<4 {
            sample[channel] += wide[(pixel * width + x) * 4 + channel] * weight
          }
        }
        if clamped {
          for channel in 0..<4 {
            var values: [Double] = []
            for row in rowSpans[y] {
              for column in columnSpans[x] {
                values.append(linear[(row * w + column) * 4 + channel])
              }
            }
            sample[channel] = min(max(sample[channel], values.min()!), values.max()!)
          }
        }
        let alpha = min(1, max(0, sample[3]))
        for channel in 0..<3 {
          let straight = alpha > 0 ? min(alpha, max(0, sample[channel])) / alpha : 0
          let encoded = SRGB.encodeExactly(straight) * 255
          result[(y * width + x) * 3 + channel] = encoded * alpha + back[channel] * (1 - alpha)
        }
      }
    }
    return result
  }

  /// One plane of values (a mask's coverage) resampled in float64: the reference for
  /// ``Resampler/resamplePlane(_:width:height:toWidth:height:)``. `clamped`, each value is
  /// held to the range of the source values under its area, as the resampler does.
  public static func plane(
    _ values: [Float], width w: Int, height h: Int, toWidth width: Int, height: Int,
    clamped: Bool = false
  ) -> [Double] {
    let columns = taps(source: w, destination: width)
    let rows = taps(source: h, destination: height)
    var wide = [Double](repeating: 0, count: width * h)
    for y in 0..<h {
      for x in 0..<width {
        for (pixel, weight) in columns[x] {
          wide[y * width + x] += Double(values[y * w + pixel]) * weight
        }
      }
    }
    var result = [Double](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width {
        for (pixel, weight) in rows[y] { result[y * width + x] += wide[pixel * width + x] * weight }
      }
    }
    guard clamped else { return result }
    let columnSpans = spans(source: w, destination: width)
    let rowSpans = spans(source: h, destination: height)
    for y in 0..<height {
      for x in 0..<width {
        let under = rowSpans[y].flatMap { row in columnSpans[x].map { Double(values[row * w + $0]) }
        }
        result[y * width + x] = min(max(result[y * width + x], under.min()!), under.max()!)
      }
    }
    return result
  }

  /// Normalised (source pixel, weight) pairs of each output pixel.
  static func taps(source: Int, destination: Int) -> [[(Int, Double)]] {
    let scale = Double(source) / Double(destination)
    let widening = max(1, scale)
    return (0..<destination).map { index in
      let center = (Double(index) + 0.5) * scale
      var pairs: [(Int, Double)] = []
      for pixel in 0..<source {
        let t = (Double(pixel) + 0.5 - center) / widening
        if abs(t) < 3 { pairs.append((pixel, Resampler.lanczos3(t))) }
      }
      let sum = pairs.reduce(0) { $0 + $1.1 }
      return pairs.map { ($0.0, $0.1 / sum) }
    }
  }

  /// The source pixels each output pixel's area overlaps (enlarging, those whose centres
  /// lie less than one source pixel from its centre), written from the geometry alone.
  static func spans(source: Int, destination: Int) -> [[Int]] {
    let scale = Double(source) / Double(destination)
    return (0..<destination).map { index in
      let left = Double(index) * scale
      let right = Double(index + 1) * scale
      let center = (left + right) / 2
      return (0..<source).filter { pixel in
        scale > 1
          ? Double(pixel) < right && Double(pixel + 1) > left
          : abs(Double(pixel) + 0.5 - center) < 1
      }
    }
  }

  /// PSNR of 8-bit RGB pixels against reference values, in dB.
  public static func psnr(_ image: RGBAImage, against reference: [Double]) -> Double {
    var squared = 0.0
    for index in 0..<image.pixelCount {
      for channel in 0..<3 {
        let difference = Double(image.pixels[index * 4 + channel]) - reference[index * 3 + channel]
        squared += difference * difference
      }
    }
    let mean = squared / Double(image.pixelCount * 3)
    return mean == 0 ? .infinity : 10 * log10(255 * 255 / mean)
  }
}
