/// Cheap resizing for measurements (not for output: see the resampler for that).
extension RGBAImage {
  /// Area-average downscale to `width` x `height` (each output pixel the mean
  /// of the source pixels it covers, weighted by coverage), done separably.
  public func areaDownscaled(toWidth newWidth: Int, height newHeight: Int) -> RGBAImage {
    precondition(newWidth > 0 && newHeight > 0 && newWidth <= width && newHeight <= height)
    let columns = Self.coverage(source: width, destination: newWidth)
    let rows = Self.coverage(source: height, destination: newHeight)
    // Rows first: each output column's sum over its source columns, per source row.
    var wide = [Float](repeating: 0, count: newWidth * height * 4)
    pixels.withUnsafeBufferPointer { source in
      wide.withUnsafeMutableBufferPointer { out in
        for y in 0..<height {
          for (x, taps) in columns.enumerated() {
            var sums = (Float(0), Float(0), Float(0), Float(0))
            for (column, weight) in taps {
              let offset = (y * width + column) * 4
              sums.0 += Float(source[offset]) * weight
              sums.1 += Float(source[offset + 1]) * weight
              sums.2 += Float(source[offset + 2]) * weight
              sums.3 += Float(source[offset + 3]) * weight
            }
            let target = (y * newWidth + x) * 4
            out[target] = sums.0
            out[target + 1] = sums.1
            out[target + 2] = sums.2
            out[target + 3] = sums.3
          }
        }
      }
    }
    var output = RGBAImage(width: newWidth, height: newHeight)
    for (y, taps) in rows.enumerated() {
      for x in 0..<newWidth {
        var value = SIMD4<Double>()
        for (row, weight) in taps {
          let offset = (row * newWidth + x) * 4
          value +=
            SIMD4(
              Double(wide[offset]), Double(wide[offset + 1]), Double(wide[offset + 2]),
              Double(wide[offset + 3])) * Double(weight)
        }
        output.store(value, at: (y * newWidth + x) * 4)
      }
    }
    return output
  }

  /// For each output pixel, the source pixels it covers and the share of each.
  private static func coverage(source: Int, destination: Int) -> [[(Int, Float)]] {
    let scale = Double(source) / Double(destination)
    return (0..<destination).map { index in
      let start = Double(index) * scale
      let end = start + scale
      var taps: [(Int, Float)] = []
      for pixel in Int(start)..<min(source, Int(end.rounded(.up))) {
        let covered = min(end, Double(pixel + 1)) - max(start, Double(pixel))
        if covered > 0 { taps.append((pixel, Float(covered / scale))) }
      }
      return taps
    }
  }

  /// Bilinear upscale to `width` x `height` (pixel centres aligned).
  public func bilinearUpscaled(toWidth newWidth: Int, height newHeight: Int) -> RGBAImage {
    precondition(newWidth > 0 && newHeight > 0 && width > 0 && height > 0)
    var output = RGBAImage(width: newWidth, height: newHeight)
    let scaleX = Double(width) / Double(newWidth)
    let scaleY = Double(height) / Double(newHeight)
    for y in 0..<newHeight {
      let sourceY = max(0, min(Double(height - 1), (Double(y) + 0.5) * scaleY - 0.5))
      let y0 = Int(sourceY)
      let y1 = min(height - 1, y0 + 1)
      let fy = sourceY - Double(y0)
      for x in 0..<newWidth {
        let sourceX = max(0, min(Double(width - 1), (Double(x) + 0.5) * scaleX - 0.5))
        let x0 = Int(sourceX)
        let x1 = min(width - 1, x0 + 1)
        let fx = sourceX - Double(x0)
        let top =
          vector(at: (y0 * width + x0) * 4) * (1 - fx) + vector(at: (y0 * width + x1) * 4) * fx
        let bottom =
          vector(at: (y1 * width + x0) * 4) * (1 - fx) + vector(at: (y1 * width + x1) * 4) * fx
        output.store(top * (1 - fy) + bottom * fy, at: (y * newWidth + x) * 4)
      }
    }
    return output
  }

  @inline(__always)
  private func vector(at offset: Int) -> SIMD4<Double> {
    SIMD4(
      Double(pixels[offset]), Double(pixels[offset + 1]), Double(pixels[offset + 2]),
      Double(pixels[offset + 3]))
  }

  @inline(__always)
  private mutating func store(_ value: SIMD4<Double>, at offset: Int) {
    // Scalar clamping and rounding: the generic SIMD versions are not specialised.
    for channel in 0..<4 {
      pixels[offset + channel] = UInt8(min(255, max(0, value[channel] + 0.5)))
    }
  }
}
