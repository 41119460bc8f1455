/// Deepmap2's method 2 ("default"): per segment, an LZFSE (or raw LZVN) stream of
/// [alpha plane][one predictor byte per row][high bytes][low bytes] of 16-bit residuals, each
/// zigzag-coded (low bit the sign), three per pixel (Y, Co, Cg; gray uses the first), padded
/// to 16 bytes; rows are predicted from the row above and the pixel to the left, then colour
/// comes back from YCoCg with chroma doubled.
///
/// The layout is the one devcxm/carfile-go and skytoup/car-parser (MIT, read for the facts)
/// agree on. Open Cowork's logo (a real catalog of Xcode 26.5) decodes by it to its source PNG,
/// alpha exactly and colour within 1 premultiplied: the encoder halves chroma, so the method is
/// near-lossless, not lossless. Each segment starts its prediction afresh.
///
/// Invariant: the output is exactly `width × height × layout.bytesPerPixel` bytes in the
/// layout's byte order (BGRA for RGBA8), or an error; segments never expand past the rows left.
enum Deepmap2Predictor {
  typealias Problem = RenditionPixelError.Problem

  static func decode(
    _ data: BitmapBytes, from start: Int, to end: Int, first: UInt32, width: Int, height: Int,
    layout: StoredLayout, limit: Int
  ) throws(Problem) -> [UInt8] {
    let hasAlpha = layout == .bgraPremultiplied || layout == .grayAlphaPremultiplied
    let residuals = hasAlpha ? layout.bytesPerPixel - 1 : layout.bytesPerPixel
    let bytesPerRow = (hasAlpha ? width : 0) + 1 + 2 * residuals * width
    // The coded rows take up to 7 bytes a pixel where the pixels take 4: they too stay within
    // the limit (u16 sides, so no overflow).
    guard height * bytesPerRow + 15 <= limit else {
      throw .tooLarge(
        width: UInt64(width), height: UInt64(height), bytesPerRow: UInt64(bytesPerRow),
        limit: limit)
    }
    var stored: [UInt8] = []
    stored.reserveCapacity(width * height * layout.bytesPerPixel)
    var rowsDone = 0
    try Deepmap2Blob.segments(data, from: start, to: end, first: first) {
      (segment, offset) throws(Problem) in
      let rowsLeft = height - rowsDone
      let decoded = try Decompression.segment(
        segment, at: offset, upTo: rowsLeft * bytesPerRow + 15)
      let rows = decoded.count / bytesPerRow
      guard rows >= 1, rows <= rowsLeft, decoded.count - rows * bytesPerRow < 16 else {
        throw .segmentRows(
          offset: offset, bytes: decoded.count, bytesPerRow: bytesPerRow, rowsLeft: rowsLeft)
      }
      try rebuild(
        decoded, rows: rows, width: width, residuals: residuals, hasAlpha: hasAlpha,
        firstRow: rowsDone, into: &stored)
      rowsDone += rows
    }
    guard rowsDone == height else {
      throw .sizeMismatch(
        offset: start, expected: width * height * layout.bytesPerPixel, actual: stored.count)
    }
    return stored
  }

  /// One segment's rows, appended to `stored` in the layout's byte order.
  static func rebuild(
    _ decoded: [UInt8], rows: Int, width: Int, residuals: Int, hasAlpha: Bool, firstRow: Int,
    into stored: inout [UInt8]
  ) throws(Problem) {
    let pixels = rows * width
    let predictors = hasAlpha ? pixels : 0
    let high = predictors + rows
    let low = high + residuals * pixels
    var previous = [Int16](repeating: 0, count: width * 3)
    var current = previous
    for row in 0..<rows {
      for slot in current.indices { current[slot] = 0 }
      for column in 0..<width {
        for component in 0..<residuals {
          let index = (row * width + column) * residuals + component
          let coded = UInt16(decoded[high + index]) << 8 | UInt16(decoded[low + index])
          let magnitude = Int16(bitPattern: coded >> 1)
          current[column * 3 + component] = coded & 1 == 0 ? magnitude : 0 &- magnitude
        }
      }
      let predictor = decoded[predictors + row]
      guard unpredict(&current, previous: previous, predictor: predictor) else {
        throw .badPredictor(row: firstRow + row, value: predictor)
      }
      for column in 0..<width {
        let sample = column * 3
        if residuals == 1 {
          stored.append(UInt8(truncatingIfNeeded: current[sample]))
        } else {
          let (c0, c1, c2) = color(
            y: current[sample], co: current[sample + 1], cg: current[sample + 2])
          stored += [c0, c1, c2]
        }
        if hasAlpha { stored.append(decoded[row * width + column]) }
      }
      swap(&previous, &current)
    }
  }

  /// Adds a row's prediction to its residuals, in 16-bit wrapping arithmetic: 0 none, 1 the
  /// left or the upper pixel (whichever Y is nearer its upper-left's), 2 left, 3 up, 4 the
  /// mean of left and up. The first pixel of 1 and 4 takes the one above. False for others.
  static func unpredict(_ row: inout [Int16], previous: [Int16], predictor: UInt8) -> Bool {
    switch predictor {
    case 0:
      return true
    case 1:
      for slot in 0..<min(3, row.count) { row[slot] &+= previous[slot] }
      var pixel = 3
      while pixel < row.count {
        let left = Int(row[pixel - 3])
        let up = Int(previous[pixel])
        let upLeft = Int(previous[pixel - 3])
        let fromUp = abs(up - upLeft) > abs(left - upLeft)
        for component in 0..<3 {
          row[pixel + component] &+=
            fromUp ? previous[pixel + component] : row[pixel - 3 + component]
        }
        pixel += 3
      }
    case 2:
      for slot in row.indices.dropFirst(3) { row[slot] &+= row[slot - 3] }
    case 3:
      for slot in row.indices { row[slot] &+= previous[slot] }
    case 4:
      for slot in 0..<min(3, row.count) { row[slot] &+= previous[slot] }
      for slot in row.indices.dropFirst(3) {
        var sum = Int32(row[slot - 3]) + Int32(previous[slot]) + 1
        if sum < 0 { sum += 1 }
        row[slot] &+= Int16(truncatingIfNeeded: sum >> 1)
      }
    default:
      return false
    }
    return true
  }

  /// YCoCg-R back to the three stored colour bytes (B, G, R for RGBA8), chroma doubled and
  /// halves truncated toward zero, each clamped to 0…255.
  static func color(y: Int16, co: Int16, cg: Int16) -> (UInt8, UInt8, UInt8) {
    let co = Int32(co) * 2
    let cg = Int32(cg) * 2
    let base = Int32(y) - cg / 2
    let third = base - co / 2
    return (UInt8(clamping: third + co), UInt8(clamping: base + cg), UInt8(clamping: third))
  }
}
