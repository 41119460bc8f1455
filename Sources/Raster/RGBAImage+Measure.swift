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

  /// Whether every pixel that shows (alpha above 0) is pure black or pure white: the two
  /// colours every colour profile maps to themselves (its black, and its white point under the
  /// relative rendering iOS draws with), so no profile shifts such a picture.
  public var showsOnlyBlackOrWhite: Bool {
    pixels.withUnsafeBufferPointer { buffer in
      var offset = 0
      while offset < buffer.count {
        if buffer[offset + 3] > 0 {
          let (red, green, blue) = (buffer[offset], buffer[offset + 1], buffer[offset + 2])
          let black = red == 0 && green == 0 && blue == 0
          let white = red == 255 && green == 255 && blue == 255
          if !black && !white { return false }
        }
        offset += 4
      }
      return true
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

/// The translucent pixels of an icon that its mask shows: how many, and the lowest alpha among
/// those along its straight edges (within the band of the outline) and those further in.
public struct MaskedTranslucency: Sendable, Equatable {
  public private(set) var pixels = 0
  /// The lowest alpha of a shown pixel along the straight edges; 255 when there is none.
  public private(set) var lowestEdgeAlpha: UInt8 = 255
  /// The lowest alpha of a shown pixel further in than the band; 255 when there is none.
  public private(set) var lowestInnerAlpha: UInt8 = 255

  public init() {}

  public var lowestAlpha: UInt8 { Swift.min(lowestEdgeAlpha, lowestInnerAlpha) }

  /// Whether the icon only looks a little darker where it is translucent: inside, alpha of 240
  /// or more (6% black at most), which exporters leave over whole icons and no one sees; along
  /// the edges, alpha of 128 or more, a soft outline the mask's own edge blends into a dark
  /// hairline. A hole, a glyph on transparency or a clear frame is far below either.
  public var isSlight: Bool { lowestInnerAlpha >= 240 && lowestEdgeAlpha >= 128 }

  mutating func add(_ alpha: UInt8, atEdge: Bool) {
    pixels += 1
    if atEdge {
      lowestEdgeAlpha = Swift.min(lowestEdgeAlpha, alpha)
    } else {
      lowestInnerAlpha = Swift.min(lowestInnerAlpha, alpha)
    }
  }
}

extension RGBAImage {
  /// The corner radius of the home-screen icon mask, as a fraction of the side (iOS 7 and
  /// later; iOS 6's 10/57 is smaller, so what this mask hides iOS 6's hid too).
  public static let iconMaskRadius = 0.2237

  /// Translucent pixels (alpha below 255) that the home-screen mask shows: inside the
  /// rounded square of ``iconMaskRadius``. At the corners the system's continuous curve departs
  /// from this circular one by about 3% of the side (`band`), and an icon's own anti-aliased
  /// rounded corner lies there: a pixel within `band` of the corner arc does not count. Along
  /// the straight sides the mask's edge is the image's edge, so every translucent pixel there
  /// shows, a faint outer ring or top row included (the home screen fills it with black).
  /// `radiusFraction` 0.5 is a circle, as watchOS masks its icons.
  public func translucencyInsideIconMask(
    band: Double? = nil, radiusFraction: Double = iconMaskRadius
  ) -> MaskedTranslucency {
    let side = Double(min(width, height))
    let band = band ?? max(1.5, side * 0.03)
    let radius = side * radiusFraction
    var shown = MaskedTranslucency()
    for y in 0..<height {
      let centerY = Double(y) + 0.5
      for x in 0..<width where pixels[(y * width + x) * 4 + 3] < 255 {
        let alpha = pixels[(y * width + x) * 4 + 3]
        let centerX = Double(x) + 0.5
        let inX = min(centerX, Double(width) - centerX)
        let inY = min(centerY, Double(height) - centerY)
        guard inX < radius && inY < radius else {
          shown.add(alpha, atEdge: min(inX, inY) <= band)
          continue
        }
        // In a corner: the distance inward from the arc.
        let dx = radius - inX
        let dy = radius - inY
        if radius - (dx * dx + dy * dy).squareRoot() > band { shown.add(alpha, atEdge: false) }
      }
    }
    return shown
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
