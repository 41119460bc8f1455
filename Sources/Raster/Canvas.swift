/// A small vector canvas: anti-aliased shapes from signed distances, filled
/// with colours or gradients and composited with sRGB "over".
///
/// Invariant: uses only `+ - * /`, `sqrt` and comparisons (no libm
/// transcendental), so the same drawing gives the same bytes on every machine.
/// Pixels are premultiplied Float RGBA in 0...1 while drawing; `image` gives
/// straight 8-bit RGBA.
public struct Canvas: Sendable {
  public let width: Int
  public let height: Int
  /// Premultiplied RGBA, rows top first (internal: the compositing extension writes it).
  var samples: [Float]

  public init(width: Int, height: Int, background: RGBA = .clear) {
    self.width = width
    self.height = height
    let alpha = Float(background.alpha) / 255
    let pixel: [Float] = [
      Float(background.red) / 255 * alpha, Float(background.green) / 255 * alpha,
      Float(background.blue) / 255 * alpha, alpha,
    ]
    var samples = [Float](repeating: 0, count: width * height * 4)
    if alpha > 0 {
      samples.withUnsafeMutableBufferPointer { buffer in
        for offset in stride(from: 0, to: buffer.count, by: 4) {
          buffer[offset] = pixel[0]
          buffer[offset + 1] = pixel[1]
          buffer[offset + 2] = pixel[2]
          buffer[offset + 3] = pixel[3]
        }
      }
    }
    self.samples = samples
  }

  /// Fills `shape` with `paint`, at `opacity`, over what is there.
  public mutating func fill(_ shape: Shape, with paint: Paint, opacity: Double = 1) {
    let bounds = shape.bounds
    let x0 = max(0, Int(bounds.minX) - 1)
    let x1 = min(width, Int(bounds.maxX) + 2)
    let y0 = max(0, Int(bounds.minY) - 1)
    let y1 = min(height, Int(bounds.maxY) + 2)
    guard x0 < x1 && y0 < y1 else { return }
    let width = self.width
    samples.withUnsafeMutableBufferPointer { buffer in
      for y in y0..<y1 {
        let py = Double(y) + 0.5
        for x in x0..<x1 {
          let px = Double(x) + 0.5
          let coverage = shape.coverage(x: px, y: py) * opacity
          guard coverage > 0 else { continue }
          Self.blend(paint.color(x: px, y: py), coverage, into: buffer, at: (y * width + x) * 4)
        }
      }
    }
  }

  /// `color` at `coverage` over the premultiplied pixel at `offset` (sRGB "over").
  @inline(__always)
  static func blend(
    _ color: ColorValue, _ coverage: Double, into buffer: UnsafeMutableBufferPointer<Float>,
    at offset: Int
  ) {
    let alpha = Float(color.alpha * coverage)
    let keep = 1 - alpha
    buffer[offset] = Float(color.red) * alpha + buffer[offset] * keep
    buffer[offset + 1] = Float(color.green) * alpha + buffer[offset + 1] * keep
    buffer[offset + 2] = Float(color.blue) * alpha + buffer[offset + 2] * keep
    buffer[offset + 3] = alpha + buffer[offset + 3] * keep
  }

  /// Multiplies alpha (and premultiplied colour) by the shape's coverage: clips to the shape.
  public mutating func clip(to shape: Shape) {
    let width = self.width
    samples.withUnsafeMutableBufferPointer { buffer in
      for y in 0..<height {
        for x in 0..<width {
          let coverage = Float(shape.coverage(x: Double(x) + 0.5, y: Double(y) + 0.5))
          if coverage >= 1 { continue }
          let offset = (y * width + x) * 4
          for channel in 0..<4 { buffer[offset + channel] *= coverage }
        }
      }
    }
  }

  /// Straight-alpha 8-bit pixels, rounded.
  public var image: RGBAImage {
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    samples.withUnsafeBufferPointer { source in
      for index in 0..<(width * height) {
        let alpha = source[index * 4 + 3]
        guard alpha > 0 else { continue }
        for channel in 0..<3 {
          let straight = min(1, source[index * 4 + channel] / alpha)
          pixels[index * 4 + channel] = UInt8((straight * 255).rounded())
        }
        pixels[index * 4 + 3] = UInt8((min(1, alpha) * 255).rounded())
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)!
  }
}

/// A colour with components in 0...1, straight alpha.
public struct ColorValue: Sendable, Equatable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  public init(_ color: RGBA) {
    self.init(
      Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
      Double(color.alpha) / 255)
  }

  func mixed(with other: ColorValue, _ t: Double) -> ColorValue {
    ColorValue(
      red + (other.red - red) * t, green + (other.green - green) * t,
      blue + (other.blue - blue) * t, alpha + (other.alpha - alpha) * t)
  }
}

/// What fills a shape.
public enum Paint: Sendable {
  case solid(ColorValue)
  /// From `from` at `start` to `to` at `end`, clamped beyond.
  case linear(start: Point, end: Point, from: ColorValue, to: ColorValue)

  public static func solid(_ color: RGBA) -> Paint { .solid(ColorValue(color)) }

  func color(x: Double, y: Double) -> ColorValue {
    switch self {
    case .solid(let color):
      return color
    case .linear(let start, let end, let from, let to):
      let dx = end.x - start.x
      let dy = end.y - start.y
      let t = ((x - start.x) * dx + (y - start.y) * dy) / (dx * dx + dy * dy)
      return from.mixed(with: to, min(1, max(0, t)))
    }
  }
}

/// A point in pixel coordinates (x right, y down).
public struct Point: Sendable, Equatable {
  public var x: Double
  public var y: Double

  public init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }
}

/// An axis-aligned box.
public struct Box: Sendable, Equatable {
  public var minX: Double
  public var minY: Double
  public var maxX: Double
  public var maxY: Double
}

/// A region defined by its signed distance: negative inside, in pixels.
public indirect enum Shape: Sendable {
  case circle(center: Point, radius: Double)
  case roundedRect(center: Point, halfWidth: Double, halfHeight: Double, radius: Double)
  /// A closed polygon (even-odd rule).
  case polygon([Point])
  /// The band of width `width` around the outline of a shape.
  case outline(Shape, width: Double)
  case union(Shape, Shape)
  case subtraction(Shape, minus: Shape)
  case intersection(Shape, Shape)
  /// A soft disc: full inside `radius`, fading to nothing at `radius + softness`.
  case glow(center: Point, radius: Double, softness: Double)
  /// An axis-aligned ellipse.
  case ellipse(center: Point, radiusX: Double, radiusY: Double)
  /// |x/a|^5 + |y/b|^5 <= 1: a square with continuous (curvature-continuous) corners.
  case superellipse(center: Point, halfWidth: Double, halfHeight: Double)
  /// A shape with its edge blurred over `blur` pixels, as a shadow is.
  case soft(Shape, blur: Double)

  /// Signed distance from (x, y) to the boundary.
  public func distance(x: Double, y: Double) -> Double {
    switch self {
    case .circle(let center, let radius):
      return length(x - center.x, y - center.y) - radius
    case .roundedRect(let center, let halfWidth, let halfHeight, let radius):
      let qx = abs(x - center.x) - (halfWidth - radius)
      let qy = abs(y - center.y) - (halfHeight - radius)
      let outside = length(max(qx, 0), max(qy, 0))
      return outside + min(max(qx, qy), 0) - radius
    case .polygon(let points):
      var best = Double.infinity
      var inside = false
      var j = points.count - 1
      for i in 0..<points.count {
        let a = points[j]
        let b = points[i]
        let ex = b.x - a.x
        let ey = b.y - a.y
        let t = max(0, min(1, ((x - a.x) * ex + (y - a.y) * ey) / (ex * ex + ey * ey)))
        best = min(best, length(x - a.x - ex * t, y - a.y - ey * t))
        if (a.y > y) != (b.y > y) && x < a.x + (y - a.y) * ex / ey { inside.toggle() }
        j = i
      }
      return inside ? -best : best
    case .outline(let shape, let width):
      return abs(shape.distance(x: x, y: y)) - width / 2
    case .union(let first, let second):
      return min(first.distance(x: x, y: y), second.distance(x: x, y: y))
    case .subtraction(let shape, let minus):
      return max(shape.distance(x: x, y: y), -minus.distance(x: x, y: y))
    case .intersection(let first, let second):
      return max(first.distance(x: x, y: y), second.distance(x: x, y: y))
    case .glow(let center, let radius, _):
      return length(x - center.x, y - center.y) - radius
    case .ellipse(let center, let radiusX, let radiusY):
      // The implicit function over its gradient: exact on the edge, which is all coverage needs.
      let u = (x - center.x) / radiusX
      let v = (y - center.y) / radiusY
      let gradient = 2 * length(u / radiusX, v / radiusY)
      guard gradient > 0 else { return -min(radiusX, radiusY) }
      return (u * u + v * v - 1) / gradient
    case .superellipse(let center, let halfWidth, let halfHeight):
      let u = abs(x - center.x) / halfWidth
      let v = abs(y - center.y) / halfHeight
      let u2 = u * u
      let v2 = v * v
      let value = u2 * u2 * u + v2 * v2 * v - 1
      let gradient = 5 * length(u2 * u2 / halfWidth, v2 * v2 / halfHeight)
      // Deep inside, the gradient vanishes: any negative distance is as good.
      guard gradient > 1e-9 else { return -min(halfWidth, halfHeight) }
      return max(-min(halfWidth, halfHeight), value / gradient)
    case .soft(let shape, _):
      return shape.distance(x: x, y: y)
    }
  }

  /// How much of the pixel centred at (x, y) the shape covers, 0...1.
  func coverage(x: Double, y: Double) -> Double {
    if case .glow(_, _, let softness) = self {
      let d = distance(x: x, y: y)
      guard d > 0 else { return 1 }
      let t = 1 - smoothstep(min(1, d / softness))
      return t * t
    }
    if case .soft(let shape, let blur) = self {
      let d = shape.distance(x: x, y: y)
      return 1 - smoothstep(max(0, min(1, (d + blur / 2) / blur)))
    }
    return max(0, min(1, 0.5 - distance(x: x, y: y)))
  }

  var bounds: Box {
    switch self {
    case .circle(let center, let radius):
      return Box(
        minX: center.x - radius, minY: center.y - radius, maxX: center.x + radius,
        maxY: center.y + radius)
    case .roundedRect(let center, let halfWidth, let halfHeight, _):
      return Box(
        minX: center.x - halfWidth, minY: center.y - halfHeight, maxX: center.x + halfWidth,
        maxY: center.y + halfHeight)
    case .polygon(let points):
      return Box(
        minX: points.map(\.x).min() ?? 0, minY: points.map(\.y).min() ?? 0,
        maxX: points.map(\.x).max() ?? 0, maxY: points.map(\.y).max() ?? 0)
    case .outline(let shape, let width):
      let inner = shape.bounds
      return Box(
        minX: inner.minX - width, minY: inner.minY - width, maxX: inner.maxX + width,
        maxY: inner.maxY + width)
    case .union(let first, let second):
      let a = first.bounds
      let b = second.bounds
      return Box(
        minX: min(a.minX, b.minX), minY: min(a.minY, b.minY), maxX: max(a.maxX, b.maxX),
        maxY: max(a.maxY, b.maxY))
    case .subtraction(let shape, _):
      return shape.bounds
    case .intersection(let first, let second):
      let a = first.bounds
      let b = second.bounds
      return Box(
        minX: max(a.minX, b.minX), minY: max(a.minY, b.minY), maxX: min(a.maxX, b.maxX),
        maxY: min(a.maxY, b.maxY))
    case .glow(let center, let radius, let softness):
      let reach = radius + softness
      return Box(
        minX: center.x - reach, minY: center.y - reach, maxX: center.x + reach,
        maxY: center.y + reach)
    case .ellipse(let center, let radiusX, let radiusY):
      return Box(
        minX: center.x - radiusX, minY: center.y - radiusY, maxX: center.x + radiusX,
        maxY: center.y + radiusY)
    case .superellipse(let center, let halfWidth, let halfHeight):
      return Box(
        minX: center.x - halfWidth, minY: center.y - halfHeight, maxX: center.x + halfWidth,
        maxY: center.y + halfHeight)
    case .soft(let shape, let blur):
      let inner = shape.bounds
      return Box(
        minX: inner.minX - blur, minY: inner.minY - blur, maxX: inner.maxX + blur,
        maxY: inner.maxY + blur)
    }
  }
}

@inline(__always)
private func length(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }

/// 3t^2 - 2t^3: an ease with flat ends.
@inline(__always)
func smoothstep(_ t: Double) -> Double { t * t * (3 - 2 * t) }
