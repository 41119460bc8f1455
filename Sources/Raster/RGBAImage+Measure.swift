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

extension RGBAImage {
  /// The corner radius of the home-screen icon mask, as a fraction of the side (iOS 7 and
  /// later; iOS 6's 10/57 is smaller, so what this mask hides iOS 6's hid too).
  public static let iconMaskRadius = 0.2237

  /// Translucent pixels (alpha below 255) that the home-screen mask shows: inside the
  /// rounded square of ``iconMaskRadius``, more than `band` pixels in from its outline. An
  /// icon whose translucency lies only in the corners the system cuts away looks the same
  /// opaque; one with translucent pixels inside shows black there.
  /// Alpha at or above `visibleAlpha` (250: 2% of black at most) counts as opaque, since
  /// exporters leave 253 and 254 over whole icons and no one sees them.
  /// `radiusFraction` 0.5 is a circle, as watchOS masks its icons.
  public func translucentPixelsInsideIconMask(
    band: Double = 1.5, visibleAlpha: UInt8 = 250, radiusFraction: Double = iconMaskRadius
  ) -> Int {
    let side = Double(min(width, height))
    let radius = side * radiusFraction
    var count = 0
    for y in 0..<height {
      let centerY = Double(y) + 0.5
      for x in 0..<width where pixels[(y * width + x) * 4 + 3] < visibleAlpha {
        let centerX = Double(x) + 0.5
        // Distance inward from the mask outline: the nearer edge, or the corner arc.
        let inX = min(centerX, Double(width) - centerX)
        let inY = min(centerY, Double(height) - centerY)
        var inward = min(inX, inY)
        if inX < radius && inY < radius {
          let dx = radius - inX
          let dy = radius - inY
          inward = radius - (dx * dx + dy * dy).squareRoot()
        }
        if inward > band { count += 1 }
      }
    }
    return count
  }
}

extension RGBAImage {
  /// Whether the visible part (alpha above 127) is made of axis-aligned rectangles: its
  /// edges change at few columns and rows, where a curve or a diagonal, drawn without
  /// anti-aliasing, steps at many.
  public func hasOnlyAxisAlignedEdges() -> Bool {
    func visible(_ x: Int, _ y: Int) -> Bool { pixels[(y * width + x) * 4 + 3] > 127 }
    var columns = Set<Int>()
    var rows = Set<Int>()
    for y in 0..<height {
      for x in 0..<width {
        if x > 0 && visible(x, y) != visible(x - 1, y) { columns.insert(x) }
        if y > 0 && visible(x, y) != visible(x, y - 1) { rows.insert(y) }
      }
    }
    // A 3x3 grid of squares changes at 6 columns and 6 rows; a jagged circle at about as
    // many as its diameter in each direction.
    return columns.count + rows.count <= max(4, (width + height) / 6)
  }
}
