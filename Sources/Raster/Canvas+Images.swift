extension Canvas {
  /// Draws `image` with its top-left corner at (x, y), over what is there, optionally
  /// through the coverage of `clip` (in canvas coordinates) and at `opacity`.
  public mutating func composite(
    _ image: RGBAImage, x originX: Int, y originY: Int, clip: Shape? = nil, opacity: Double = 1
  ) {
    let x0 = max(0, originX)
    let y0 = max(0, originY)
    let x1 = min(width, originX + image.width)
    let y1 = min(height, originY + image.height)
    guard x0 < x1 && y0 < y1 else { return }
    let width = self.width
    let opacity = Float(opacity)
    image.pixels.withUnsafeBufferPointer { source in
      samples.withUnsafeMutableBufferPointer { buffer in
        for y in y0..<y1 {
          for x in x0..<x1 {
            let from = ((y - originY) * image.width + (x - originX)) * 4
            var alpha = Float(source[from + 3]) / 255 * opacity
            guard alpha > 0 else { continue }
            if let clip {
              alpha *= Float(clip.coverage(x: Double(x) + 0.5, y: Double(y) + 0.5))
              guard alpha > 0 else { continue }
            }
            let offset = (y * width + x) * 4
            let keep = 1 - alpha
            for channel in 0..<3 {
              buffer[offset + channel] =
                Float(source[from + channel]) / 255 * alpha + buffer[offset + channel] * keep
            }
            buffer[offset + 3] = alpha + buffer[offset + 3] * keep
          }
        }
      }
    }
  }

  /// Fills with `paint` where `mask` has alpha, the mask's top-left at (x, y): how the OS
  /// draws a bar icon, whose colour it throws away.
  public mutating func fill(
    alphaOf mask: RGBAImage, x originX: Int, y originY: Int, with paint: Paint,
    opacity: Double = 1
  ) {
    let x0 = max(0, originX)
    let y0 = max(0, originY)
    let x1 = min(width, originX + mask.width)
    let y1 = min(height, originY + mask.height)
    guard x0 < x1 && y0 < y1 else { return }
    let width = self.width
    mask.pixels.withUnsafeBufferPointer { source in
      samples.withUnsafeMutableBufferPointer { buffer in
        for y in y0..<y1 {
          for x in x0..<x1 {
            let coverage =
              Double(source[((y - originY) * mask.width + (x - originX)) * 4 + 3]) / 255
            guard coverage > 0 else { continue }
            Self.blend(
              paint.color(x: Double(x) + 0.5, y: Double(y) + 0.5), coverage * opacity,
              into: buffer, at: (y * width + x) * 4)
          }
        }
      }
    }
  }

  /// Fills whole pixels, clipped to the canvas: the fast path for text and rules.
  public mutating func fillPixels(
    x originX: Int, y originY: Int, width w: Int, height h: Int, color: RGBA
  ) {
    let x0 = max(0, originX)
    let y0 = max(0, originY)
    let x1 = min(width, originX + w)
    let y1 = min(height, originY + h)
    guard x0 < x1 && y0 < y1, color.alpha > 0 else { return }
    let alpha = Float(color.alpha) / 255
    let keep = 1 - alpha
    let red = Float(color.red) / 255 * alpha
    let green = Float(color.green) / 255 * alpha
    let blue = Float(color.blue) / 255 * alpha
    let width = self.width
    samples.withUnsafeMutableBufferPointer { buffer in
      for y in y0..<y1 {
        for x in x0..<x1 {
          let offset = (y * width + x) * 4
          buffer[offset] = red + buffer[offset] * keep
          buffer[offset + 1] = green + buffer[offset + 1] * keep
          buffer[offset + 2] = blue + buffer[offset + 2] * keep
          buffer[offset + 3] = alpha + buffer[offset + 3] * keep
        }
      }
    }
  }
}
