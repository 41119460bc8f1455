import Raster

/// The sample artwork, drawn by code: the master app icon and the glyphs bar
/// icons are made from. SampleAssets/Sources holds what this draws.
///
/// Invariant: deterministic (see ``Canvas``): the same call gives the same pixels everywhere.
public enum SampleArt {
  /// The master artwork: a faceted gem with a soft glow on a violet-to-teal
  /// tile whose rounded corners are transparent (square and opaque without
  /// `roundedCorners`, as a finished icon is).
  public static func masterArtwork(side: Int = 2048, roundedCorners: Bool = true) -> RGBAImage {
    let s = Double(side) / 2048  // everything below is drawn on a 2048 grid
    func p(_ x: Double, _ y: Double) -> Point { Point(x * s, y * s) }
    var canvas = Canvas(width: side, height: side)
    // Corners a little tighter than the OS's own mask (17.5% of the side on
    // iPhone OS 3), so the flattened background never shows past it.
    let tile = Shape.roundedRect(
      center: p(1024, 1024), halfWidth: 1024 * s, halfHeight: 1024 * s, radius: 328 * s)
    let square = Shape.roundedRect(
      center: p(1024, 1024), halfWidth: 1030 * s, halfHeight: 1030 * s, radius: 0)
    canvas.fill(
      roundedCorners ? tile : square,
      with: .linear(
        start: p(300, 0), end: p(1750, 2048), from: ColorValue(RGBA(hex: "#3B2F9E")!),
        to: ColorValue(RGBA(hex: "#12B3A5")!)))
    drawGem(on: &canvas, scale: s)
    if roundedCorners { canvas.clip(to: tile) }
    return canvas.image
  }

  /// The master's gem, glow and sparkles alone on transparency, without the tile: the
  /// foreground a designer hands over for the iOS 18 dark and tinted icons, which the system
  /// draws over its own backdrop.
  public static func gemGlyph(side: Int = 2048) -> RGBAImage {
    var canvas = Canvas(width: side, height: side)
    drawGem(on: &canvas, scale: Double(side) / 2048)
    return canvas.image
  }

  /// The glow, the gem and the sparkles, drawn on a 2048 grid scaled by `s`.
  static func drawGem(on canvas: inout Canvas, scale s: Double) {
    func p(_ x: Double, _ y: Double) -> Point { Point(x * s, y * s) }
    // A soft light behind the gem, and its shadow below.
    canvas.fill(
      .glow(center: p(1024, 1010), radius: 260 * s, softness: 640 * s),
      with: .solid(ColorValue(1, 0.98, 0.9)), opacity: 0.55)
    // The gem: three crown facets and four pavilion facets, each its own shade.
    let top = 700.0
    let girdle = 940.0
    let culet = p(1024, 1520)
    let crown: [([Point], RGBA)] = [
      ([p(764, top), p(937, top), p(824, girdle), p(524, girdle)], RGBA(hex: "#D6F4FF")!),
      ([p(937, top), p(1111, top), p(1224, girdle), p(824, girdle)], RGBA(hex: "#FFFFFF")!),
      ([p(1111, top), p(1284, top), p(1524, girdle), p(1224, girdle)], RGBA(hex: "#B4E6F6")!),
    ]
    let pavilion: [([Point], RGBA)] = [
      ([p(524, girdle), p(824, girdle), culet], RGBA(hex: "#8ADAEE")!),
      ([p(824, girdle), p(1024, girdle), culet], RGBA(hex: "#B8EDF8")!),
      ([p(1024, girdle), p(1224, girdle), culet], RGBA(hex: "#6CC9E4")!),
      ([p(1224, girdle), p(1524, girdle), culet], RGBA(hex: "#43AED3")!),
    ]
    for (points, color) in crown + pavilion {
      canvas.fill(.polygon(points), with: .solid(color))
    }
    // Fine light edges between facets give the cut.
    for (points, _) in crown + pavilion {
      canvas.fill(
        .outline(.polygon(points), width: 7 * s), with: .solid(ColorValue(1, 1, 1)), opacity: 0.45)
    }
    // Two sparkles.
    for (center, size) in [(p(1500, 560), 120.0), (p(1660, 760), 64.0)] {
      canvas.fill(sparkle(center: center, size: size * s), with: .solid(ColorValue(1, 1, 1)))
    }
  }

  /// A star glyph in one colour on transparency, at `side` pixels with a
  /// 10% margin: the raw material of bar-icon samples. Without
  /// `antialiased`, every pixel is fully transparent or fully opaque.
  public static func barGlyph(side: Int, color: RGBA = .white, antialiased: Bool = true)
    -> RGBAImage
  {
    var image = starGlyph(side: side)
    for y in 0..<side {
      for x in 0..<side {
        var alpha = image[x, y].alpha
        if !antialiased { alpha = alpha >= 128 ? 255 : 0 }
        image[x, y] = RGBA(color.red, color.green, color.blue, alpha)
      }
    }
    return image
  }

  /// A four-pointed sparkle.
  static func sparkle(center: Point, size: Double) -> Shape {
    let waist = size * 0.18
    return .polygon([
      Point(center.x, center.y - size), Point(center.x + waist, center.y - waist),
      Point(center.x + size, center.y), Point(center.x + waist, center.y + waist),
      Point(center.x, center.y + size), Point(center.x - waist, center.y + waist),
      Point(center.x - size, center.y), Point(center.x - waist, center.y - waist),
    ])
  }

  /// A five-pointed star in an orange-to-pink gradient on transparency, as a
  /// designer hands over a coloured glyph.
  public static func starGlyph(side: Int = 512) -> RGBAImage {
    let s = Double(side) / 512
    var canvas = Canvas(width: side, height: side)
    var points: [Point] = []
    // Precomputed unit directions of a star's 10 vertices (no libm at draw time).
    let outer: [(Double, Double)] = [
      (0, -1), (0.951057, -0.309017), (0.587785, 0.809017), (-0.587785, 0.809017),
      (-0.951057, -0.309017),
    ]
    let inner: [(Double, Double)] = [
      (0.587785, -0.809017), (0.951057, 0.309017), (0, 1), (-0.951057, 0.309017),
      (-0.587785, -0.809017),
    ]
    for index in 0..<5 {
      points.append(Point((256 + 210 * outer[index].0) * s, (276 + 210 * outer[index].1) * s))
      points.append(Point((256 + 88 * inner[index].0) * s, (276 + 88 * inner[index].1) * s))
    }
    canvas.fill(
      .polygon(points),
      with: .linear(
        start: Point(0, 60 * s), end: Point(0, 480 * s), from: ColorValue(RGBA(hex: "#FFB020")!),
        to: ColorValue(RGBA(hex: "#F0407A")!)))
    return canvas.image
  }

  /// A gear drawn in dark ink on off-white paper, opaque, slightly off centre,
  /// as a scanned sketch arrives.
  public static func gearScan(width: Int = 640, height: Int = 480) -> RGBAImage {
    var canvas = Canvas(width: width, height: height, background: RGBA(hex: "#F3EFE6")!)
    let center = Point(Double(width) * 0.52, Double(height) * 0.47)
    let radius = Double(min(width, height)) * 0.30
    var body = Shape.circle(center: center, radius: radius)
    // Eight trapezoid teeth around the rim; directions precomputed (no libm at draw time).
    let directions: [(Double, Double)] = [
      (1, 0), (0.707107, 0.707107), (0, 1), (-0.707107, 0.707107), (-1, 0),
      (-0.707107, -0.707107), (0, -1), (0.707107, -0.707107),
    ]
    for (dx, dy) in directions {
      let (px, py) = (-dy, dx)
      func at(_ along: Double, _ across: Double) -> Point {
        Point(
          center.x + (dx * along + px * across) * radius,
          center.y + (dy * along + py * across) * radius)
      }
      body = .union(
        body, .polygon([at(0.9, -0.24), at(1.32, -0.15), at(1.32, 0.15), at(0.9, 0.24)]))
    }
    let gear = Shape.subtraction(body, minus: .circle(center: center, radius: radius * 0.42))
    canvas.fill(gear, with: .solid(RGBA(hex: "#1F1D1A")!))
    return canvas.image
  }
}
