import Raster
import TreeFacts

/// An Icon Composer icon drawn flat, as a square picture: its fill, then its PNG layers back to
/// front, each at its own size in points times its scale, centred and moved as icon.json says.
///
/// Invariant: the picture is `side` x `side` and opaque; the 1024-point canvas maps onto it
/// whole; a layer whose image is missing from `images` is left out (the caller says which).
/// Glass, shadows and blend modes are not drawn, so it is a sketch of the icon, not the icon.
public enum IconComposerPicture {
  /// The canvas of every Icon Composer icon, in points.
  public static let canvasPoints = 1024.0

  public static func draw(
    _ drawing: IconComposerDrawing, images: [String: RGBAImage], side: Int
  ) -> RGBAImage {
    var picture = RGBAImage(width: side, height: side, fill: .white)
    let pointsPerPixel = canvasPoints / Double(side)
    for y in 0..<side {
      for x in 0..<side {
        let u = (Double(x) + 0.5) / Double(side)
        let v = (Double(y) + 0.5) / Double(side)
        picture[x, y] = background(drawing.fill, u, v)
      }
    }
    for layer in drawing.layers {
      guard let full = images[layer.imageName], full.width > 0, full.height > 0 else {
        continue
      }
      // The layer's box on the canvas, in points.
      let width = Double(full.width) * layer.scale
      let height = Double(full.height) * layer.scale
      // Shrunk first with the generators' resampler, so that a 1024-pixel layer drawn at 200
      // pixels does not alias; sampled bilinearly below.
      let drawn = (
        width: max(1, Int((width / pointsPerPixel).rounded())),
        height: max(1, Int((height / pointsPerPixel).rounded()))
      )
      let image =
        drawn.width < full.width && drawn.height < full.height
        ? Resampler.resample(LinearImage(full), width: drawn.width, height: drawn.height)
          .srgbImage() : full
      let left = (canvasPoints - width) / 2 + layer.translation.x
      let top = (canvasPoints - height) / 2 + layer.translation.y
      let first = (x: max(0, Int(left / pointsPerPixel)), y: max(0, Int(top / pointsPerPixel)))
      let last = (
        x: min(side - 1, Int(((left + width) / pointsPerPixel).rounded(.up))),
        y: min(side - 1, Int(((top + height) / pointsPerPixel).rounded(.up)))
      )
      guard first.x <= last.x, first.y <= last.y else { continue }
      for y in first.y...last.y {
        for x in first.x...last.x {
          // The image's pixel under this one's centre, sampled bilinearly.
          let sourceX =
            ((Double(x) + 0.5) * pointsPerPixel - left) / width * Double(image.width) - 0.5
          let sourceY =
            ((Double(y) + 0.5) * pointsPerPixel - top) / height * Double(image.height) - 0.5
          guard sourceX > -1, sourceY > -1, sourceX < Double(image.width),
            sourceY < Double(image.height)
          else { continue }
          var colour = sample(image, sourceX, sourceY)
          if let fill = layer.fill {
            colour = (fill.red, fill.green, fill.blue, colour.alpha * fill.alpha)
          }
          let alpha = colour.alpha * layer.opacity
          guard alpha > 0 else { continue }
          let below = picture[x, y]
          func over(_ top: Double, _ bottom: UInt8) -> UInt8 {
            UInt8((top * alpha * 255 + Double(bottom) * (1 - alpha)).rounded())
          }
          picture[x, y] = RGBA(
            over(colour.red, below.red), over(colour.green, below.green),
            over(colour.blue, below.blue))
        }
      }
    }
    return picture
  }

  /// The fill at (u, v) of the unit square, top left at the origin.
  static func background(_ fill: IconComposerDrawing.Fill, _ u: Double, _ v: Double) -> RGBA {
    switch fill {
    case .system:
      return .white
    case .solid(let colour):
      return rgba(colour, over: (1, 1, 1))
    case .automaticGradient(let colour):
      // Lighter above, the colour itself below: the system's gradient, roughly.
      let top = IconComposerDrawing.Colour(
        red: colour.red + (1 - colour.red) * 0.25, green: colour.green + (1 - colour.green) * 0.25,
        blue: colour.blue + (1 - colour.blue) * 0.25, alpha: colour.alpha)
      return rgba(mix(top, colour, v), over: (1, 1, 1))
    case .linearGradient(let first, let second, let start, let stop):
      let (dx, dy) = (stop.x - start.x, stop.y - start.y)
      let length = dx * dx + dy * dy
      let t = length > 0 ? ((u - start.x) * dx + (v - start.y) * dy) / length : 0
      return rgba(mix(first, second, max(0, min(1, t))), over: (1, 1, 1))
    }
  }

  private static func mix(
    _ a: IconComposerDrawing.Colour, _ b: IconComposerDrawing.Colour, _ t: Double
  ) -> IconComposerDrawing.Colour {
    IconComposerDrawing.Colour(
      red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
      blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
  }

  private static func rgba(
    _ colour: IconComposerDrawing.Colour, over back: (Double, Double, Double)
  ) -> RGBA {
    func channel(_ value: Double, _ under: Double) -> UInt8 {
      UInt8(((value * colour.alpha + under * (1 - colour.alpha)) * 255).rounded())
    }
    return RGBA(
      channel(colour.red, back.0), channel(colour.green, back.1), channel(colour.blue, back.2))
  }

  /// Bilinear sample at a position in pixel centres, premultiplied so that transparent
  /// neighbours add no colour; outside the image counts as transparent.
  private static func sample(_ image: RGBAImage, _ x: Double, _ y: Double) -> (
    red: Double, green: Double, blue: Double, alpha: Double
  ) {
    let x0 = Int(x.rounded(.down))
    let y0 = Int(y.rounded(.down))
    let fx = x - Double(x0)
    let fy = y - Double(y0)
    var sum = (red: 0.0, green: 0.0, blue: 0.0, alpha: 0.0)
    for (dx, dy, weight) in [
      (0, 0, (1 - fx) * (1 - fy)), (1, 0, fx * (1 - fy)), (0, 1, (1 - fx) * fy), (1, 1, fx * fy),
    ] {
      let px = x0 + dx
      let py = y0 + dy
      guard weight > 0, px >= 0, py >= 0, px < image.width, py < image.height else { continue }
      let pixel = image[px, py]
      let alpha = Double(pixel.alpha) / 255 * weight
      sum.red += Double(pixel.red) / 255 * alpha
      sum.green += Double(pixel.green) / 255 * alpha
      sum.blue += Double(pixel.blue) / 255 * alpha
      sum.alpha += alpha
    }
    guard sum.alpha > 0 else { return (0, 0, 0, 0) }
    return (sum.red / sum.alpha, sum.green / sum.alpha, sum.blue / sum.alpha, min(1, sum.alpha))
  }
}
