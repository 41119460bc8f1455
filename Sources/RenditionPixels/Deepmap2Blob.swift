/// A deepmap2 container (compression 11) decoded: a 16-byte outer header (u32 version 1,
/// u32 encoding, u64 length), then the `dmp2` blob: method, version 1, an aux byte, pixel
/// format, u16 width, u16 height, u32 descriptor, then the method's data.
///
/// Invariant: `stored` is exactly `width × height × layout.bytesPerPixel` bytes, in the
/// blob's own layout; every size was checked against the caller's limit before allocation.
/// Layouts per devcxm/carfile-go `codec/deepmap2` and skytoup/car-parser `deepmap2` (both MIT,
/// read for the facts, not copied); every method is verified on a real catalog against the PNG
/// it was compiled from (tuist/Rosalind's lossless, Open Cowork's default and palette).
struct Deepmap2Blob {
  let format: UInt8
  let layout: StoredLayout
  let stored: [UInt8]

  typealias Problem = RenditionPixelError.Problem

  /// Decodes the container at `base` in `data`, which spans `length` bytes; its blob must be
  /// `width × height` pixels, in one segment or (default and lossless) several.
  init(
    _ data: BitmapBytes, at base: Int, length: Int, width: Int, height: Int, limit: Int
  ) throws(Problem) {
    func field<T>(_ value: T?, _ offset: Int, _ size: Int) throws(Problem) -> T {
      guard let value, offset + size <= base + length else {
        throw .truncated(offset: offset, needed: size, available: max(0, base + length - offset))
      }
      return value
    }
    let version = try field(data.u32(base), base, 4)
    let declared = try field(data.u64(base + 8), base + 8, 8)
    let blob = base + 16
    guard declared <= UInt64(length - 16) else {
      throw .truncated(offset: blob, needed: Int(clamping: declared), available: length - 16)
    }
    let end = blob + Int(declared)
    let magic = try field(data.slice(blob, 4), blob, 4)
    guard magic.elementsEqual("dmp2".utf8) else {
      throw .badTag(offset: blob, expected: "dmp2", found: Array(magic))
    }
    guard Int(declared) >= 16 else {
      throw .truncated(offset: blob, needed: 16, available: Int(declared))
    }
    let method = data.u8(blob + 4)!
    let blobVersion = data.u8(blob + 5)!
    format = data.u8(blob + 7)!
    let declaredWidth = Int(data.u16(blob + 8)!)
    let descriptor = data.u32(blob + 12)!
    guard version == 1, blobVersion == 1 else {
      throw .notDecoded(.deepmap2Version(container: version, blob: blobVersion))
    }
    guard let layout = StoredLayout(deepmap2Format: format) else {
      throw .notDecoded(.deepmap2PixelFormat(format))
    }
    self.layout = layout
    // The blob's height is its first segment's rows: a default or lossless blob of several
    // segments (a 1401-px-wide strip of 748 rows in segments of 213) spans more, and the
    // segments decoded must then add up to `height`.
    let declaredHeight = Int(data.u16(blob + 10)!)
    let segmented = method == 2 || method == 3
    guard declaredWidth == width,
      declaredHeight == height || (segmented && (1...height).contains(declaredHeight))
    else {
      throw .geometryMismatch(
        offset: blob, width: declaredWidth, height: declaredHeight, expectedWidth: width,
        expectedHeight: height)
    }
    // u16 sides: the product fits 64 bits; the limit bounds it before anything is made.
    let size = width * height * layout.bytesPerPixel
    guard size <= limit else {
      throw .tooLarge(
        width: UInt64(width), height: UInt64(height),
        bytesPerRow: UInt64(width * layout.bytesPerPixel), limit: limit)
    }
    let payload = blob + 16
    switch method {
    case 1:
      guard let pixels = data.slice(payload, size), payload + size <= end else {
        throw .truncated(offset: payload, needed: size, available: end - payload)
      }
      stored = Array(pixels)
    case 3:
      stored = try Self.lossless(data, from: payload, to: end, first: descriptor, size: size)
    case 4:
      stored = try Self.palette(
        data, from: payload, to: end, descriptor: descriptor, layout: layout,
        pixelCount: width * height)
    case 2:
      stored = try Deepmap2Predictor.decode(
        data, from: payload, to: end, first: descriptor, width: width, height: height,
        layout: layout, limit: limit)
    default:
      throw .notDecoded(.deepmap2Method(method))
    }
  }

  /// The compressed segments of a method's data: the first `first` bytes long, each later one
  /// after a u32 length; each decoded by `body` with its offset, until the data ends.
  static func segments(
    _ data: BitmapBytes, from start: Int, to end: Int, first: UInt32,
    _ body: (ArraySlice<UInt8>, Int) throws(Problem) -> Void
  ) throws(Problem) {
    var offset = start
    var length = Int(first)
    while true {
      guard length > 0, length <= end - offset, let segment = data.slice(offset, length) else {
        throw .truncated(offset: offset, needed: max(length, 1), available: end - offset)
      }
      try body(segment, offset)
      offset += length
      if offset == end { return }
      guard end - offset >= 4 else { throw .trailingBytes(offset: offset, count: end - offset) }
      length = Int(data.u32(offset)!)
      offset += 4
    }
  }

  /// Method 3: the pixel bytes themselves, LZFSE or (when small) raw LZVN, in segments.
  static func lossless(
    _ data: BitmapBytes, from start: Int, to end: Int, first: UInt32, size: Int
  ) throws(Problem) -> [UInt8] {
    var stored: [UInt8] = []
    try segments(data, from: start, to: end, first: first) { (segment, offset) throws(Problem) in
      stored += try Decompression.segment(segment, at: offset, upTo: size - stored.count)
    }
    guard stored.count == size else {
      throw .sizeMismatch(offset: start, expected: size, actual: stored.count)
    }
    return stored
  }

  /// Method 4: `count` palette entries at the full pixel stride (the descriptor's low 16 bits;
  /// its high 16 bits, how many leading components the palette gives), then a u32 length and
  /// one stream of the other components' planes and one index byte per pixel.
  static func palette(
    _ data: BitmapBytes, from start: Int, to end: Int, descriptor: UInt32,
    layout: StoredLayout, pixelCount: Int
  ) throws(Problem) -> [UInt8] {
    let count = Int(descriptor & 0xffff)
    let components = Int(descriptor >> 16)
    let stride = layout.bytesPerPixel
    guard (1...256).contains(count), (1...stride).contains(components) else {
      throw .badPalette(
        offset: start, count: count, components: components, pixelComponents: stride)
    }
    let paletteBytes = count * stride
    guard paletteBytes + 4 <= end - start, let palette = data.slice(start, paletteBytes) else {
      throw .truncated(offset: start, needed: paletteBytes + 4, available: end - start)
    }
    let streamStart = start + paletteBytes + 4
    let streamLength = Int(data.u32(start + paletteBytes)!)
    guard streamLength <= end - streamStart, let stream = data.slice(streamStart, streamLength)
    else {
      throw .truncated(offset: streamStart, needed: streamLength, available: end - streamStart)
    }
    if streamStart + streamLength != end {
      throw .trailingBytes(
        offset: streamStart + streamLength, count: end - streamStart - streamLength)
    }
    let expected = pixelCount * (stride - components + 1)
    let decoded = try Decompression.segment(stream, at: streamStart, upTo: expected)
    guard decoded.count == expected else {
      throw .sizeMismatch(offset: streamStart, expected: expected, actual: decoded.count)
    }
    return try expandPalette(
      Array(palette), components: components, stride: stride, decoded: decoded,
      pixelCount: pixelCount)
  }

  /// Palette pixels: `decoded` holds the planes of the components after the palette's first
  /// `components`, then one index a pixel; each index must name one of `entries`' entries.
  static func expandPalette(
    _ entries: [UInt8], components: Int, stride: Int, decoded: [UInt8], pixelCount: Int
  ) throws(Problem) -> [UInt8] {
    let count = entries.count / stride
    let separate = stride - components
    let planes = pixelCount * separate
    var stored = [UInt8](repeating: 0, count: pixelCount * stride)
    for pixel in 0..<pixelCount {
      let index = decoded[planes + pixel]
      guard Int(index) < count else {
        throw .paletteIndexOutOfRange(pixel: pixel, index: index, count: count)
      }
      let entry = Int(index) * stride
      for component in 0..<components {
        stored[pixel * stride + component] = entries[entry + component]
      }
      for plane in 0..<separate {
        stored[pixel * stride + components + plane] = decoded[plane * pixelCount + pixel]
      }
    }
    return stored
  }
}
