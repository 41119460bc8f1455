/// Cheap resizing for measurements (not for output: see the resampler for that).
extension RGBAImage {
  /// Area-average downscale to `width` x `height` (each output pixel the mean
  /// of the source pixels it covers, weighted by coverage).
  public func areaDownscaled(toWidth newWidth: Int, height newHeight: Int) -> RGBAImage {
    precondition(newWidth > 0 && newHeight > 0 && newWidth <= width && newHeight <= height)
    var output = RGBAImage(width: newWidth, height: newHeight)
    let scaleX = Double(width) / Double(newWidth)
    let scaleY = Double(height) / Double(newHeight)
    for y in 0..<newHeight {
      let top = Double(y) * scaleY
      let bottom = top + scaleY
      for x in 0..<newWidth {
        let left = Double(x) * scaleX
        let right = left + scaleX
        var sum = SIMD4<Double>()
        var total = 0.0
        for sourceY in Int(top)..<min(height, Int(bottom.rounded(.up))) {
          let coverageY = min(bottom, Double(sourceY + 1)) - max(top, Double(sourceY))
          for sourceX in Int(left)..<min(width, Int(right.rounded(.up))) {
            let coverage =
              coverageY * (min(right, Double(sourceX + 1)) - max(left, Double(sourceX)))
            sum += vector(at: (sourceY * width + sourceX) * 4) * coverage
            total += coverage
          }
        }
        output.store(sum / total, at: (y * newWidth + x) * 4)
      }
    }
    return output
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
    let clamped = value.rounded(.toNearestOrAwayFromZero).clamped(
      lowerBound: SIMD4(repeating: 0), upperBound: SIMD4(repeating: 255))
    pixels[offset] = UInt8(clamped[0])
    pixels[offset + 1] = UInt8(clamped[1])
    pixels[offset + 2] = UInt8(clamped[2])
    pixels[offset + 3] = UInt8(clamped[3])
  }
}
