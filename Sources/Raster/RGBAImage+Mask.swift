/// Where a bar-icon mask's alpha comes from.
public enum MaskSource: String, Sendable, CaseIterable {
  /// Alpha when the image has any, luminance otherwise.
  case auto
  /// The image's alpha channel (a coloured glyph on transparency).
  case alpha
  /// Brightness against the background, found from the border (a dark glyph
  /// on light paper, or the reverse).
  case luminance
}

/// A coverage map: how much of each pixel a glyph covers, 0...1.
///
/// Invariant: `values.count == width * height`, every value in 0...1.
public struct CoverageMap: Sendable, Equatable {
  public let width: Int
  public let height: Int
  public var values: [Float]

  /// The box holding every pixel with coverage above `floor`, or nil when there is none.
  public func contentBounds(floor: Float = 0.5 / 255) -> (x: Int, y: Int, width: Int, height: Int)?
  {
    values.withUnsafeBufferPointer { buffer in
      var minX = width
      var maxX = -1
      var minY = -1
      var maxY = -1
      for y in 0..<height {
        let row = buffer.baseAddress! + y * width
        // The first and last covered pixel of the row; most rows of a glyph's margin have none.
        var first = 0
        while first < width && row[first] <= floor { first &+= 1 }
        guard first < width else { continue }
        var last = width - 1
        while row[last] <= floor { last -= 1 }
        if minY < 0 { minY = y }
        maxY = y
        minX = min(minX, first)
        maxX = max(maxX, last)
      }
      guard maxY >= 0 else { return nil }
      return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }
  }

  /// The values inside `x..<x + width`, `y..<y + height`.
  public func cropped(x: Int, y: Int, width newWidth: Int, height newHeight: Int) -> CoverageMap {
    precondition(x >= 0 && y >= 0 && x + newWidth <= width && y + newHeight <= height)
    var result: [Float] = []
    result.reserveCapacity(newWidth * newHeight)
    for row in y..<(y + newHeight) {
      result.append(contentsOf: values[(row * width + x)..<(row * width + x + newWidth)])
    }
    return CoverageMap(width: newWidth, height: newHeight, values: result)
  }

  /// The map as a linear image of white at this coverage (premultiplied: all four channels equal).
  public var whiteImage: LinearImage {
    let samples = [Float](unsafeUninitializedCapacity: values.count * 4) { buffer, count in
      for (index, value) in values.enumerated() {
        buffer[index * 4] = value
        buffer[index * 4 + 1] = value
        buffer[index * 4 + 2] = value
        buffer[index * 4 + 3] = value
      }
      count = values.count * 4
    }
    return LinearImage(width: width, height: height, samples: samples)
  }
}

extension RGBAImage {
  /// How the glyph covers each pixel, read as `source` says; `invert` flips it;
  /// values at or below `threshold` (0...1) become 0 and the rest are stretched back to 0...1.
  public func coverage(from source: MaskSource, invert: Bool = false, threshold: Float = 0)
    -> (map: CoverageMap, usedLuminance: Bool)
  {
    let useLuminance: Bool
    switch source {
    case .alpha: useLuminance = false
    case .luminance: useLuminance = true
    case .auto: useLuminance = isOpaque
    }
    var values = useLuminance ? luminanceCoverage() : alphaCoverage()
    if invert || threshold > 0 {
      // One pass for both: flip, then drop what is at or below the threshold.
      for index in values.indices {
        let value = invert ? 1 - values[index] : values[index]
        values[index] = value <= threshold ? 0 : min(1, (value - threshold) / (1 - threshold))
      }
    }
    return (CoverageMap(width: width, height: height, values: values), useLuminance)
  }

  /// Each pixel's alpha as a fraction, read from a table of the 256 quotients.
  private func alphaCoverage() -> [Float] {
    let count = pixelCount
    return [Float](unsafeUninitializedCapacity: count) { out, initialized in
      pixels.withUnsafeBufferPointer { source in
        Self.fractions.withUnsafeBufferPointer { fractions in
          for index in 0..<count { out[index] = fractions[Int(source[index &* 4 &+ 3])] }
        }
      }
      initialized = count
    }
  }

  /// `v / 255` for every byte v.
  private static let fractions: [Float] = (0..<256).map { Float($0) / 255 }

  /// The value below which (or, `fromTop`, above which) `fraction` of the
  /// values lie, to 1/4096 of the range 0...1.
  static func percentile(_ values: [Float], fromTop: Bool, fraction: Double) -> Float {
    let bins = 4096
    // Four histograms filled in turn, then added: most pixels of a glyph fall in the
    // paper's bin, and one histogram would wait on each increment of it before the next.
    var lanes = [UInt32](repeating: 0, count: 4 * bins)
    values.withUnsafeBufferPointer { values in
      lanes.withUnsafeMutableBufferPointer { lanes in
        @inline(__always) func bin(_ value: Float) -> Int {
          min(bins &- 1, max(0, Int(value * Float(bins))))
        }
        let quads = values.count / 4
        for quad in 0..<quads {
          let base = quad &* 4
          lanes[bin(values[base])] &+= 1
          lanes[bins &+ bin(values[base &+ 1])] &+= 1
          lanes[2 &* bins &+ bin(values[base &+ 2])] &+= 1
          lanes[3 &* bins &+ bin(values[base &+ 3])] &+= 1
        }
        for index in (quads * 4)..<values.count { lanes[bin(values[index])] &+= 1 }
      }
    }
    let histogram = (0..<bins).map {
      Int(lanes[$0]) + Int(lanes[bins + $0]) + Int(lanes[2 * bins + $0])
        + Int(lanes[3 * bins + $0])
    }
    let wanted = Int(Double(values.count) * fraction)
    var seen = 0
    for step in 0..<bins {
      let bin = fromTop ? bins - 1 - step : step
      seen += histogram[bin]
      if seen > wanted { return (Float(bin) + 0.5) / Float(bins) }
    }
    return fromTop ? 0 : 1
  }

  /// Coverage from brightness: the border's median luminance is the paper, the
  /// most distant luminance inside is the ink, and coverage runs between them
  /// in linear light (as ink mixes with paper).
  private func luminanceCoverage() -> [Float] {
    let count = pixelCount
    var luminance = [Float](unsafeUninitializedCapacity: count) { out, initialized in
      pixels.withUnsafeBufferPointer { source in
        SRGB.toLinear.withUnsafeBufferPointer { table in
          for index in 0..<count {
            let red = table[Int(source[index * 4])]
            let green = table[Int(source[index * 4 + 1])]
            let blue = table[Int(source[index * 4 + 2])]
            out[index] = 0.2126 * red + 0.7152 * green + 0.0722 * blue
          }
        }
      }
      initialized = count
    }
    var border = [Float]()
    border.reserveCapacity(2 * (width + height))
    luminance.withUnsafeBufferPointer { values in
      for x in 0..<width {
        border.append(values[x])
        border.append(values[(height - 1) * width + x])
      }
      for y in 0..<height {
        border.append(values[y * width])
        border.append(values[y * width + width - 1])
      }
    }
    border.sort()
    let paper = border[border.count / 2]
    let light = paper >= 0.5
    // The ink: the 0.5th percentile from the far end, so one speck does not
    // set it; read from a histogram, not a sort of every pixel.
    let ink = Self.percentile(luminance, fromTop: !light, fraction: 0.005)
    let range = paper - ink
    guard abs(range) > 1e-6 else { return [Float](repeating: 0, count: pixelCount) }
    // The luminance is not needed again: it becomes the coverage in place.
    luminance.withUnsafeMutableBufferPointer { values in
      for index in values.indices {
        values[index] = min(1, max(0, (paper - values[index]) / range))
      }
    }
    return luminance
  }
}
