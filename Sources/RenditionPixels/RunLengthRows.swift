/// CoreUI's run-length rows (compression 1), for one blob or strip: a header (u32 pixel
/// encoding, 4 for `ARGB` and 3 for `GA8 `; u32 width; u32 height), a table of one u32 offset a
/// row (from the header's first byte), then each row's packets. A packet is a u32 whose low
/// 24 bits count pixels and whose high byte is 0 (that many pixels follow) or 0x80 (one pixel
/// follows, repeated).
///
/// The layout is the one blacktop/ipsw and devcxm/carfile-go (MIT, read for the facts) agree
/// on. The only real catalogs found to use it are Apple's own (macOS 10.14's appearance
/// catalogs, small packed atlases), not licensed to vendor: they decode without error and look
/// right beside their 2x twins in other compressions, and the tests hold it to the rows they
/// write.
/// Where they differ this reader takes the more lenient: rows may share bytes or come in any
/// order, and a row whose bytes end (at the next row's offset, or the data's end) before it
/// is full keeps the rest transparent.
///
/// Invariant: the output is exactly `width × rows × layout.bytesPerPixel` bytes, tight, or an
/// error with its evidence; no packet writes outside its row, and the caller has checked the
/// output's size against the limit.
enum RunLengthRows {
  typealias Problem = RenditionPixelError.Problem

  /// The encoding a header names for the record's pixel format.
  static func encoding(of layout: StoredLayout) -> UInt32 {
    layout == .grayAlphaPremultiplied ? 3 : 4
  }

  /// The rows of the blob at `base` in `data`, `length` bytes long.
  static func decode(
    _ data: BitmapBytes, at base: Int, length: Int, width: Int, rows: Int, layout: StoredLayout
  ) throws(Problem) -> [UInt8] {
    let tableEnd = 12 + 4 * rows
    guard length >= tableEnd, let blob = data.slice(base, length) else {
      throw .truncated(
        offset: base, needed: tableEnd, available: max(0, min(length, data.count - base)))
    }
    let bytes = BitmapBytes(blob)
    let header = (bytes.u32(0)!, bytes.u32(4)!, bytes.u32(8)!)
    let expected = (encoding(of: layout), UInt32(width), UInt32(rows))
    guard header == expected else {
      throw .runLengthHeader(
        offset: base, encoding: header.0, width: header.1, height: header.2,
        expectedEncoding: expected.0, expectedWidth: expected.1, expectedHeight: expected.2)
    }
    let starts = (0..<rows).map { Int(bytes.u32(12 + 4 * $0)!) }
    // Each row's bytes end at the next start above its own, or at the blob's end.
    let ascending = Array(Set(starts + [length])).sorted()
    let pixelBytes = layout.bytesPerPixel
    let rowBytes = width * pixelBytes
    var stored = [UInt8](repeating: 0, count: rows * rowBytes)
    for (row, start) in starts.enumerated() {
      guard start >= tableEnd, start <= length else {
        throw .runLengthRowOffset(
          row: row, offset: base + 12 + 4 * row, start: start, length: length)
      }
      let end = ascending[firstAbove(start, in: ascending)]
      var at = start
      var written = 0
      while written < width, at < end {
        guard let control = bytes.u32(at), at + 4 <= end else {
          throw .truncated(offset: base + at, needed: 4, available: end - at)
        }
        let count = Int(control & 0xFF_FFFF)
        let repeats = control >> 24 == 0x80
        guard control >> 24 == 0 || repeats, count > 0, count <= width - written else {
          throw .runLengthPacket(
            row: row, offset: base + at, control: control, written: written, width: width)
        }
        at += 4
        let needed = repeats ? pixelBytes : count * pixelBytes
        guard needed <= end - at, let source = bytes.slice(at, needed) else {
          throw .truncated(offset: base + at, needed: needed, available: end - at)
        }
        let target = row * rowBytes + written * pixelBytes
        if repeats {
          for pixel in 0..<count {
            stored.replaceSubrange(
              (target + pixel * pixelBytes)..<(target + (pixel + 1) * pixelBytes), with: source)
          }
        } else {
          stored.replaceSubrange(target..<(target + needed), with: source)
        }
        at += needed
        written += count
      }
    }
    return stored
  }

  /// The index of the first value above `value` in `ascending`, whose last value is above
  /// every start (a binary search: a hostile table may hold millions of rows).
  static func firstAbove(_ value: Int, in ascending: [Int]) -> Int {
    var (low, high) = (0, ascending.count - 1)
    while low < high {
      let middle = (low + high) / 2
      if ascending[middle] > value { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
