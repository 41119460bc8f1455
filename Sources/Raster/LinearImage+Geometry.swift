/// Cropping, placing and shrinking-to-fit, on linear images.
extension LinearImage {
  /// The pixels inside `x..<x + width`, `y..<y + height` (which must lie inside the image).
  public func cropped(x: Int, y: Int, width newWidth: Int, height newHeight: Int) -> LinearImage {
    precondition(x >= 0 && y >= 0 && x + newWidth <= width && y + newHeight <= height)
    var result = [Float](repeating: 0, count: newWidth * newHeight * 4)
    for row in 0..<newHeight {
      let from = ((y + row) * width + x) * 4
      result.replaceSubrange(
        (row * newWidth * 4)..<((row + 1) * newWidth * 4),
        with: samples[from..<(from + newWidth * 4)])
    }
    return LinearImage(width: newWidth, height: newHeight, samples: result)
  }

  /// This image placed at (x, y) on a transparent canvas of `width` x `height`.
  public func placed(onCanvasWidth canvasWidth: Int, height canvasHeight: Int, x: Int, y: Int)
    -> LinearImage
  {
    var result = [Float](repeating: 0, count: canvasWidth * canvasHeight * 4)
    for row in 0..<height where y + row >= 0 && y + row < canvasHeight {
      for column in 0..<width where x + column >= 0 && x + column < canvasWidth {
        let from = (row * width + column) * 4
        let to = ((y + row) * canvasWidth + x + column) * 4
        for channel in 0..<4 { result[to + channel] = samples[from + channel] }
      }
    }
    return LinearImage(width: canvasWidth, height: canvasHeight, samples: result)
  }
}
