/// An ordered dither on the 8 x 8 Bayer matrix: turns channel values held in
/// full precision (8-bit units, 0...255) into bytes without banding.
///
/// Invariants: the threshold at a pixel depends on its (x, y) alone, so the
/// same values give the same bytes on every machine, in any order, on any
/// thread; a whole number comes back unchanged (a flat colour stays flat),
/// and any other value becomes the whole number just below or just above it,
/// so the output never leaves the range of the values given.
public enum OrderedDither {
  /// The 8 x 8 Bayer index matrix, row by row: each of 0..<64 once, and
  /// neighbours (wrapping at the edges) far apart, so any level is drawn as
  /// an even, fine pattern with no clumps.
  public static let matrix: [UInt8] = [
    0, 32, 8, 40, 2, 34, 10, 42,
    48, 16, 56, 24, 50, 18, 58, 26,
    12, 44, 4, 36, 14, 46, 6, 38,
    60, 28, 52, 20, 62, 30, 54, 22,
    3, 35, 11, 43, 1, 33, 9, 41,
    51, 19, 59, 27, 49, 17, 57, 25,
    15, 47, 7, 39, 13, 45, 5, 37,
    63, 31, 55, 23, 61, 29, 53, 21,
  ]

  /// The thresholds repeat every `period` pixels along a row.
  public static let period = 64

  /// The threshold at a pixel, in (0, 1): the matrix entry plus one half, over 64.
  ///
  /// Each 8-pixel run of columns reads the matrix one row lower than the run
  /// to its left. A row of the plain matrix holds 8 of the 64 thresholds, and
  /// unevenly (row 0 runs from 0 to 42 only), so the average of an image row
  /// drifts up to a third of a level from its true value, row by row; with
  /// the shift, any 64 pixels of a row meet every threshold once, so a row
  /// averages to its value within 1/128 of a level. Any 8 x 8 window still
  /// holds the whole matrix, as with the plain one: the pattern stays as fine.
  public static func threshold(x: Int, y: Int) -> Double {
    // `&` and `>>` give the right cell for negative coordinates too.
    let row = (y + (x >> 3)) & 7
    return (Double(matrix[row * 8 + (x & 7)]) + 0.5) / 64
  }

  /// `value` (8-bit units, clamped to 0...255) as a byte, dithered at (x, y).
  public static func quantise(_ value: Double, x: Int, y: Int) -> UInt8 {
    quantise(value, threshold: threshold(x: x, y: y))
  }

  /// `value` rounded down after adding `threshold`: a fraction f of a level
  /// becomes the level above at about f of the pixels. `threshold` is below 1,
  /// so a whole number is kept as it is.
  static func quantise(_ value: Double, threshold: Double) -> UInt8 {
    guard value > 0 else { return 0 }
    guard value < 255 else { return 255 }
    return UInt8((value + threshold).rounded(.down))
  }
}

extension RGBAImage {
  /// Fills row `y` with one opaque colour whose channels are in 8-bit units
  /// (0...255) at full precision, quantised by ``OrderedDither``.
  public mutating func fillRow(_ y: Int, ditheredRed red: Double, green: Double, blue: Double) {
    precondition(y >= 0 && y < height, "row \(y) outside the image")
    // The thresholds repeat every `period` pixels along a row: quantise one
    // period, then copy it across.
    let patternWidth = min(width, OrderedDither.period)
    var pattern = [UInt8](repeating: 255, count: patternWidth * 4)
    for x in 0..<patternWidth {
      let threshold = OrderedDither.threshold(x: x, y: y)
      // One threshold for all three channels: equal channels stay equal, so a
      // gray stays gray.
      pattern[x * 4] = OrderedDither.quantise(red, threshold: threshold)
      pattern[x * 4 + 1] = OrderedDither.quantise(green, threshold: threshold)
      pattern[x * 4 + 2] = OrderedDither.quantise(blue, threshold: threshold)
    }
    let width = self.width
    pixels.withUnsafeMutableBufferPointer { buffer in
      pattern.withUnsafeBufferPointer { pattern in
        let rowStart = y * width * 4
        for x in 0..<width {
          let from = (x % OrderedDither.period) * 4
          let to = rowStart + x * 4
          for channel in 0..<4 { buffer[to + channel] = pattern[from + channel] }
        }
      }
    }
  }
}
