#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Measurements rules make on pixels: each is one pass, and reads only what it needs.
extension RGBAImage {
  /// The fraction of the outermost ring of pixels that is nearly black (every
  /// channel at most `threshold`, composited over black, so transparent counts as black).
  public func darkBorderFraction(threshold: UInt8 = 24) -> Double {
    guard width > 0 && height > 0 else { return 0 }
    var dark = 0
    var total = 0
    func visit(_ x: Int, _ y: Int) {
      let pixel = self[x, y]
      let alpha = Int(pixel.alpha)
      let visible = [pixel.red, pixel.green, pixel.blue].map { Int($0) * alpha / 255 }
      if visible.allSatisfy({ $0 <= Int(threshold) }) { dark += 1 }
      total += 1
    }
    for x in 0..<width {
      visit(x, 0)
      if height > 1 { visit(x, height - 1) }
    }
    if height > 2 {
      for y in 1..<(height - 1) {
        visit(0, y)
        if width > 1 { visit(width - 1, y) }
      }
    }
    return Double(dark) / Double(total)
  }

  /// Pixels at least `minimumAlpha` opaque whose colour is not white (any channel
  /// below `tolerance`): in a bar icon this colour is thrown away.
  public func nonWhitePixelCount(minimumAlpha: UInt8 = 16, tolerance: UInt8 = 250) -> Int {
    pixels.withUnsafeBufferPointer { buffer in
      var count = 0
      var offset = 0
      while offset < buffer.count {
        if buffer[offset + 3] >= minimumAlpha
          && (buffer[offset] < tolerance || buffer[offset + 1] < tolerance
            || buffer[offset + 2] < tolerance)
        {
          count += 1
        }
        offset += 4
      }
      return count
    }
  }

  /// Peak signal-to-noise ratio of the colour channels against `other` (same
  /// size), in dB; infinity when identical.
  public func psnr(against other: RGBAImage) -> Double {
    precondition(width == other.width && height == other.height, "PSNR needs equal sizes")
    var squared = 0.0
    pixels.withUnsafeBufferPointer { left in
      other.pixels.withUnsafeBufferPointer { right in
        var sum = 0
        var offset = 0
        while offset < left.count {
          for channel in 0..<3 {
            let difference = Int(left[offset + channel]) - Int(right[offset + channel])
            sum += difference * difference
          }
          offset += 4
        }
        squared = Double(sum)
      }
    }
    guard squared > 0 else { return .infinity }
    let meanSquared = squared / Double(pixelCount * 3)
    return 10 * log10(255 * 255 / meanSquared)
  }
}
