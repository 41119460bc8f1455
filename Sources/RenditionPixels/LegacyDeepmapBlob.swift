/// A legacy deepmap container (compression 10, "deepmap-LZFSE", from the iOS 10 to 12 era):
/// a 16-byte outer header (u32 version, u32 encoding, u64 length), then a `dmap` blob: method,
/// version 1, an aux byte, pixel format (as deepmap2's), u32 descriptor, then the method's
/// data as 256 × 256 tiles, left to right and top to bottom, one compressed segment each (the
/// first `descriptor` bytes long, each later one after a u32 length). The blob names no size:
/// the record or strip gives it.
///
/// Methods: 1 the pixels themselves; 2 default, each tile coded as deepmap2's default rows
/// (padded to 8 bytes); 3 lossless, each tile its pixels; 4 palette, the descriptor's low 16
/// bits entries at the full pixel stride (its high 16 bits how many leading components they
/// give, 0 meaning all but alpha), then a u32 length and each tile's planes and indices.
/// Per devcxm/carfile-go `codec/deepmap` (MIT, read for the facts, not copied), and checked
/// against a real catalog: FlagKit's atlases, stored both ways by Xcode 11.3, decode to what
/// their LZFSE twins hold.
///
/// Invariant: `stored` is exactly `width × height × layout.bytesPerPixel` bytes, or an error
/// with its evidence; every size is checked against the limit before it is allocated.
struct LegacyDeepmapBlob {
  let format: UInt8
  let layout: StoredLayout
  let stored: [UInt8]

  typealias Problem = RenditionPixelError.Problem

  static let tileSide = 256

  init(
    _ data: BitmapBytes, at base: Int, length: Int, width: Int, height: Int, limit: Int
  ) throws(Problem) {
    let declared = data.u64(base + 8)
    let blob = base + 16
    guard length >= 28, let declared, let magic = data.slice(blob, 4) else {
      throw .truncated(offset: base, needed: 28, available: max(0, min(length, data.count - base)))
    }
    guard declared <= UInt64(length - 16) else {
      throw .truncated(offset: blob, needed: Int(clamping: declared), available: length - 16)
    }
    guard magic.elementsEqual("dmap".utf8) else {
      throw .badTag(offset: blob, expected: "dmap", found: Array(magic))
    }
    let end = blob + Int(declared)
    let method = data.u8(blob + 4)!
    let version = data.u8(blob + 5)!
    format = data.u8(blob + 7)!
    let descriptor = data.u32(blob + 8)!
    guard version == 1, (1...4).contains(method), let layout = StoredLayout(deepmap2Format: format)
    else {
      throw .notDecoded(.deepmapBlob(version: version, method: method, format: format))
    }
    self.layout = layout
    let stride = layout.bytesPerPixel
    let size = width * height * stride
    guard size <= limit else {
      throw .tooLarge(
        width: UInt64(width), height: UInt64(height), bytesPerRow: UInt64(width * stride),
        limit: limit)
    }
    let payload = blob + 12
    if method == 1 {
      guard let pixels = data.slice(payload, size), payload + size <= end else {
        throw .truncated(offset: payload, needed: size, available: end - payload)
      }
      stored = Array(pixels)
      return
    }

    var entries: [UInt8] = []
    var paletteComponents = 0
    var first = descriptor
    var segmentsStart = payload
    if method == 4 {
      let count = Int(descriptor & 0xffff)
      let hasAlpha = layout == .bgraPremultiplied || layout == .grayAlphaPremultiplied
      paletteComponents =
        descriptor >> 16 == 0 ? stride - (hasAlpha ? 1 : 0) : Int(descriptor >> 16)
      guard (1...256).contains(count), (1...stride).contains(paletteComponents) else {
        throw .badPalette(
          offset: payload, count: count, components: paletteComponents, pixelComponents: stride)
      }
      guard count * stride + 4 <= end - payload,
        let palette = data.slice(payload, count * stride)
      else {
        throw .truncated(offset: payload, needed: count * stride + 4, available: end - payload)
      }
      entries = Array(palette)
      first = data.u32(payload + count * stride)!
      segmentsStart = payload + count * stride + 4
    }

    let columns = (width + Self.tileSide - 1) / Self.tileSide
    let rows = (height + Self.tileSide - 1) / Self.tileSide
    var pixels = [UInt8](repeating: 0, count: size)
    var tile = 0
    try Deepmap2Blob.segments(data, from: segmentsStart, to: end, first: first) {
      (segment, offset) throws(Problem) in
      guard tile < columns * rows else {
        throw .deepmapTiles(offset: offset, segments: tile + 1, tiles: columns * rows)
      }
      let x = tile % columns * Self.tileSide
      let y = tile / columns * Self.tileSide
      let tileWidth = min(Self.tileSide, width - x)
      let tileHeight = min(Self.tileSide, height - y)
      let count = tileWidth * tileHeight
      let tilePixels: [UInt8]
      switch method {
      case 2:
        let hasAlpha = layout == .bgraPremultiplied || layout == .grayAlphaPremultiplied
        let residuals = hasAlpha ? stride - 1 : stride
        let needed = (hasAlpha ? count : 0) + tileHeight + 2 * residuals * count
        let decoded = try Decompression.segment(segment, at: offset, upTo: needed + 7)
        guard decoded.count >= needed else {
          throw .sizeMismatch(offset: offset, expected: needed, actual: decoded.count)
        }
        var rebuilt: [UInt8] = []
        rebuilt.reserveCapacity(count * stride)
        try Deepmap2Predictor.rebuild(
          decoded, rows: tileHeight, width: tileWidth, residuals: residuals, hasAlpha: hasAlpha,
          firstRow: y, into: &rebuilt)
        tilePixels = rebuilt
      case 3:
        tilePixels = try Decompression.segment(segment, at: offset, upTo: count * stride)
        guard tilePixels.count == count * stride else {
          throw .sizeMismatch(offset: offset, expected: count * stride, actual: tilePixels.count)
        }
      default:
        let expected = count * (stride - paletteComponents + 1)
        let decoded = try Decompression.segment(segment, at: offset, upTo: expected)
        guard decoded.count == expected else {
          throw .sizeMismatch(offset: offset, expected: expected, actual: decoded.count)
        }
        tilePixels = try Deepmap2Blob.expandPalette(
          entries, components: paletteComponents, stride: stride, decoded: decoded,
          pixelCount: count)
      }
      for row in 0..<tileHeight {
        let target = ((y + row) * width + x) * stride
        pixels.replaceSubrange(
          target..<(target + tileWidth * stride),
          with: tilePixels[(row * tileWidth * stride)..<((row + 1) * tileWidth * stride)])
      }
      tile += 1
    }
    guard tile == columns * rows else {
      throw .deepmapTiles(offset: segmentsStart, segments: tile, tiles: columns * rows)
    }
    stored = pixels
  }
}
