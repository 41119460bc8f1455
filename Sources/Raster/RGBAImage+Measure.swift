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
  /// rounded square of ``iconMaskRadius``, more than `band` pixels in from its outline (by
  /// default 3% of the side, as the system's continuous corner departs from this circular
  /// one by about that much, and an icon's own anti-aliased outline lies there). An icon whose
  /// translucency lies only in the corners the system cuts away looks the same opaque; one
  /// with translucent pixels inside shows black there.
  /// Alpha at or above `visibleAlpha` (240: 6% of black at most) counts as opaque, since
  /// exporters leave 247 to 254 over whole icons and no one sees them; a hole or a glyph on
  /// transparency is far below it.
  /// `radiusFraction` 0.5 is a circle, as watchOS masks its icons.
  public func translucentPixelsInsideIconMask(
    band: Double? = nil, visibleAlpha: UInt8 = 240, radiusFraction: Double = iconMaskRadius
  ) -> Int {
    let side = Double(min(width, height))
    let band = band ?? max(1.5, side * 0.03)
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
  /// Whether the visible part (alpha above 127) is made of a few axis-aligned rectangles (a
  /// square, bars, a plus), which need no anti-aliasing: their outline turns only at the
  /// rectangles' corners, where a curve or a diagonal drawn without anti-aliasing turns at
  /// every step. A turn is a 2x2 window with one or three visible pixels; a rectangle has
  /// four, an L six, a plus twelve; a jagged circle as many as about twice its diameter.
  public func hasOnlyAxisAlignedEdges() -> Bool {
    guard width > 1, height > 1 else { return true }
    func visible(_ x: Int, _ y: Int) -> Bool {
      x >= 0 && y >= 0 && x < width && y < height && pixels[(y * width + x) * 4 + 3] > 127
    }
    var turns = 0
    for y in -1..<height {
      for x in -1..<width {
        let count =
          (visible(x, y) ? 1 : 0) + (visible(x + 1, y) ? 1 : 0) + (visible(x, y + 1) ? 1 : 0)
          + (visible(x + 1, y + 1) ? 1 : 0)
        if count == 1 || count == 3 { turns += 1 }
      }
    }
    return turns <= 12 * max(1, visibleComponents(visible))
  }

  /// How many separate visible shapes there are (4-connected), up to 16.
  private func visibleComponents(_ visible: (Int, Int) -> Bool) -> Int {
    var seen = [Bool](repeating: false, count: width * height)
    var components = 0
    for start in 0..<(width * height) where !seen[start] && visible(start % width, start / width) {
      components += 1
      if components > 16 { return components }
      var stack = [start]
      seen[start] = true
      while let index = stack.popLast() {
        let x = index % width
        let y = index / width
        for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
        where visible(nx, ny) && !seen[ny * width + nx] {
          seen[ny * width + nx] = true
          stack.append(ny * width + nx)
        }
      }
    }
    return components
  }
}
