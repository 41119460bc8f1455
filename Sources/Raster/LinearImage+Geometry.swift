/// Placing on a canvas, on linear images.
extension LinearImage {
  /// This image placed at (x, y) on a transparent canvas of `width` x `height`;
  /// what falls outside the canvas (x or y may be negative) is clipped.
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
