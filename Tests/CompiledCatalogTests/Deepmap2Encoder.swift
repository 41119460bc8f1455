/// Deepmap2's method 2 ("default") written the way `Deepmap2Predictor` reads it, from the same
/// layout (carfile-go and car-parser agree on it): no Apple-made sample of it was found, so
/// these tests show the decoder inverts this encoder, not that either matches CoreUI.
///
/// Colour pixels must be exactly representable: with chroma stored halved, (c0 − c2) and
/// (c1 − (c0 + c2) / 2) must be even; `pixel` makes such pixels.
enum Deepmap2Encoder {
  /// Stored bytes (c0, c1, c2) whose YCoCg chroma is even, from a base and two half-chromas.
  static func pixel(base: Int, co: Int, cg: Int) -> [UInt8] {
    [UInt8(base + co), UInt8(base + 2 * cg), UInt8(base - co)]
  }

  /// One segment's decoded stream: alpha plane, a predictor byte per row, then the high and
  /// low bytes of the zigzag-coded residuals, padded with zeros to a multiple of 16.
  static func segment(
    _ stored: [UInt8], width: Int, rows: Int, bytesPerPixel: Int, hasAlpha: Bool,
    predictors: [UInt8]
  ) -> [UInt8] {
    let residuals = hasAlpha ? bytesPerPixel - 1 : bytesPerPixel
    // The values predicted: three slots per pixel (Y, Co, Cg, or gray then two zeros).
    var values: [[Int16]] = []
    var alpha: [UInt8] = []
    for row in 0..<rows {
      var line = [Int16](repeating: 0, count: width * 3)
      for column in 0..<width {
        let at = (row * width + column) * bytesPerPixel
        if residuals == 1 {
          line[column * 3] = Int16(stored[at])
        } else {
          let (c0, c1, c2) = (Int(stored[at]), Int(stored[at + 1]), Int(stored[at + 2]))
          let co = (c0 - c2) / 2
          let base = (c0 + c2) / 2
          let cg = (c1 - base) / 2
          precondition(c0 - c2 == 2 * co && c1 - base == 2 * cg, "a pixel chroma cannot hold")
          line[column * 3] = Int16(base + cg)
          line[column * 3 + 1] = Int16(co)
          line[column * 3 + 2] = Int16(cg)
        }
        if hasAlpha { alpha.append(stored[at + bytesPerPixel - 1]) }
      }
      values.append(line)
    }
    var high: [UInt8] = []
    var low: [UInt8] = []
    for row in 0..<rows {
      let line = values[row]
      let previous = row == 0 ? [Int16](repeating: 0, count: width * 3) : values[row - 1]
      var coded = [UInt16](repeating: 0, count: width * 3)
      for slot in line.indices {
        let prediction = predict(
          slot, line: line, previous: previous, predictor: predictors[row % predictors.count])
        let residual = Int(line[slot]) - Int(prediction)
        coded[slot] = UInt16(abs(residual)) << 1 | (residual < 0 ? 1 : 0)
      }
      for column in 0..<width {
        for component in 0..<residuals {
          high.append(UInt8(coded[column * 3 + component] >> 8))
          low.append(UInt8(coded[column * 3 + component] & 0xff))
        }
      }
    }
    let rowPredictors = (0..<rows).map { predictors[$0 % predictors.count] }
    var stream = alpha + rowPredictors + high + low
    stream += [UInt8](repeating: 0, count: (16 - stream.count % 16) % 16)
    return stream
  }

  /// What predictor `predictor` predicts for `slot` from the original values.
  static func predict(_ slot: Int, line: [Int16], previous: [Int16], predictor: UInt8) -> Int16 {
    let first = slot < 3
    let up = previous[slot]
    switch predictor {
    case 1:
      if first { return up }
      let pixel = slot / 3 * 3
      let fromUp =
        abs(Int(previous[pixel]) - Int(previous[pixel - 3]))
        > abs(Int(line[pixel - 3]) - Int(previous[pixel - 3]))
      return fromUp ? up : line[slot - 3]
    case 2: return first ? 0 : line[slot - 3]
    case 3: return up
    case 4:
      if first { return up }
      var sum = Int32(line[slot - 3]) + Int32(up) + 1
      if sum < 0 { sum += 1 }
      return Int16(sum >> 1)
    default: return 0
    }
  }
}
