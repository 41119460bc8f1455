import CompiledCatalog
import LZFSE
import Raster
import RenditionPixels
import SampleArt
import TestSupport
import Testing

/// Deepmap2 (compression 11): the container, methods none, lossless, palette and default, in
/// one blob and in KCBC strips, and the blobs that lie.
@Suite struct Deepmap2Tests {
  static func record(
    width: UInt32, height: UInt32, format: String = "ARGB", version: UInt32 = 0, _ data: [UInt8],
    length: UInt32? = nil
  ) throws -> CSIRecord {
    try RenditionDecoderTests.record(
      width: width, height: height, format: format, version: version, compression: 11,
      data: data, length: length)
  }

  static func decode(_ record: CSIRecord) throws(RenditionPixelError) -> RGBAImage {
    try RenditionDecoderTests.decode(record)
  }

  static func problem(_ record: CSIRecord) -> RenditionPixelError.Problem? {
    RenditionDecoderTests.problem(record)
  }

  /// Seeded gray + alpha pairs, the gray at most its alpha.
  static func grayAlpha(_ count: Int) -> [UInt8] {
    RenditionDecoderTests.bgra(count, seed: 3).enumerated().compactMap { index, byte in
      index % 4 == 0 || index % 4 == 3 ? byte : nil
    }
  }

  @Test func methodNone() throws {
    let stored = RenditionDecoderTests.bgra(6)
    let image = try Self.decode(
      try Self.record(
        width: 3, height: 2,
        PixelStreams.deepmap2(method: 1, format: 4, width: 3, height: 2, descriptor: 0, stored)))
    #expect(image.pixels == RenditionDecoderTests.straight(stored))
    let gray = try Self.decode(
      try Self.record(
        width: 3, height: 1, format: "GA8 ",
        PixelStreams.deepmap2(
          method: 1, format: 1, width: 3, height: 1, descriptor: 0, [0, 7, 255])
      ))
    #expect(gray.pixels == [0, 0, 0, 255, 7, 7, 7, 255, 255, 255, 255, 255])
    let rgb = try Self.decode(
      try Self.record(
        width: 1, height: 1,
        PixelStreams.deepmap2(method: 1, format: 3, width: 1, height: 1, descriptor: 0, [1, 2, 3])))
    #expect(rgb.pixels == [3, 2, 1, 255])
  }

  @Test("lossless: raw LZVN alone, or LZFSE and LZVN segments one after the other")
  func methodLossless() throws {
    let stored = Self.grayAlpha(40)
    let expected = RenditionDecoderTests.straight(
      stride(from: 0, to: stored.count, by: 2).flatMap { (at: Int) -> [UInt8] in
        [stored[at], stored[at], stored[at], stored[at + 1]]
      })
    let raw = PixelStreams.literalLZVN(stored)
    let one = try Self.decode(
      try Self.record(
        width: 8, height: 5, format: "GA8 ",
        PixelStreams.deepmap2(
          method: 3, format: 2, width: 8, height: 5, descriptor: UInt32(raw.count), raw)))
    #expect(one.pixels == expected)
    let first = PixelStreams.storedLZFSE(Array(stored[0..<48]))
    let second = PixelStreams.literalLZVN(Array(stored[48...]))
    var data = first
    data.le(UInt32(second.count))
    data += second
    let two = try Self.decode(
      try Self.record(
        width: 8, height: 5, format: "GA8 ",
        PixelStreams.deepmap2(
          method: 3, format: 2, width: 8, height: 5, descriptor: UInt32(first.count), data)))
    #expect(two.pixels == expected)
  }

  /// A palette blob's data: the entries, then the u32 length and the stream of planes and
  /// indices.
  static func palette(_ entries: [[UInt8]], planes: [UInt8], indices: [UInt8], lzvn: Bool = true)
    -> [UInt8]
  {
    let stream =
      lzvn
      ? PixelStreams.literalLZVN(planes + indices) : PixelStreams.storedLZFSE(planes + indices)
    var data = entries.flatMap { $0 }
    data.le(UInt32(stream.count))
    return data + stream
  }

  @Test("palette: whole pixels from the entries, or colour from them and alpha from a plane")
  func methodPalette() throws {
    let entries: [[UInt8]] = [[0, 0, 255, 255], [255, 0, 0, 255], [0, 64, 0, 128]]
    let indices: [UInt8] = [0, 1, 2, 2, 1, 0]
    let whole = try Self.decode(
      try Self.record(
        width: 3, height: 2,
        PixelStreams.deepmap2(
          method: 4, format: 4, width: 3, height: 2, descriptor: 3 | 4 << 16,
          Self.palette(entries, planes: [], indices: indices, lzvn: false))))
    #expect(whole[0, 0] == RGBA(255, 0, 0) && whole[1, 0] == RGBA(0, 0, 255))
    #expect(whole[2, 0] == RGBA(0, 128, 0, 128) && whole[0, 1] == RGBA(0, 128, 0, 128))
    // Three components from the palette; alpha from its own plane.
    let alpha: [UInt8] = [255, 255, 255, 0, 128, 64]
    let split = try Self.decode(
      try Self.record(
        width: 3, height: 2,
        PixelStreams.deepmap2(
          method: 4, format: 4, width: 3, height: 2, descriptor: 3 | 3 << 16,
          Self.palette(
            [[0, 0, 64], [32, 0, 0], [0, 16, 0]].map { $0 + [0] }, planes: alpha, indices: indices)
        )))
    #expect(split[0, 0] == RGBA(64, 0, 0, 255) && split[2, 0] == RGBA(0, 16, 0, 255))
    #expect(split[0, 1] == RGBA(0, 0, 0, 0) && split[1, 1] == RGBA(0, 0, 64, 128))
    #expect(split[2, 1] == RGBA(255, 0, 0, 64))
  }

  /// Pixels the default method holds exactly: seeded colours with even chroma, and alpha.
  static func evenChroma(_ count: Int, alpha: Bool) -> [UInt8] {
    var state: UInt64 = 11
    var bytes: [UInt8] = []
    for _ in 0..<count {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let base = 60 + Int(state >> 57)
      let co = Int(state >> 40 & 31) - 16
      let cg = Int(state >> 32 & 31) - 16
      bytes += Deepmap2Encoder.pixel(base: base, co: co, cg: cg)
      if alpha { bytes.append(255) }
    }
    return bytes
  }

  @Test(
    "default: the decoder inverts the tests' encoder, whichever height the blob declares",
    arguments: [(4, 4, true), (3, 3, false), (2, 2, true), (1, 1, false)] as [(UInt8, Int, Bool)])
  func methodDefault(format: UInt8, bytesPerPixel: Int, hasAlpha: Bool) throws {
    let (width, height) = (7, 10)
    let stored: [UInt8]
    if bytesPerPixel >= 3 {
      stored = Self.evenChroma(width * height, alpha: hasAlpha)
    } else {
      stored = Array(
        RenditionDecoderTests.bgra(width * height, seed: 5).prefix(width * height * bytesPerPixel))
    }
    // Two segments of 6 and 4 rows, each predictor 0–4 used, the second as LZVN.
    let rowBytes = width * bytesPerPixel
    let first = PixelStreams.storedLZFSE(
      Deepmap2Encoder.segment(
        Array(stored[0..<(6 * rowBytes)]), width: width, rows: 6, bytesPerPixel: bytesPerPixel,
        hasAlpha: hasAlpha, predictors: [0, 1, 2, 3, 4, 1]))
    let second = PixelStreams.literalLZVN(
      Deepmap2Encoder.segment(
        Array(stored[(6 * rowBytes)...]), width: width, rows: 4, bytesPerPixel: bytesPerPixel,
        hasAlpha: hasAlpha, predictors: [4, 3, 2, 1]))
    var data = first
    data.le(UInt32(second.count))
    data += second
    // Xcode writes the first segment's rows as the blob's height (213 of a 748-row strip in
    // Open Cowork's logo); the whole height is read as well.
    var images: [RGBAImage] = []
    for declared in [6, height] {
      let record = try Self.record(
        width: UInt32(width), height: UInt32(height),
        PixelStreams.deepmap2(
          method: 2, format: format, width: UInt16(width), height: UInt16(declared),
          descriptor: UInt32(first.count), data))
      images.append(try Self.decode(record))
    }
    #expect(images[0] == images[1])
    let image = images[0]
    let expected: [UInt8]
    switch bytesPerPixel {
    case 4: expected = RenditionDecoderTests.straight(stored)
    case 3:
      expected = stride(from: 0, to: stored.count, by: 3).flatMap { (at: Int) -> [UInt8] in
        [stored[at + 2], stored[at + 1], stored[at], 255]
      }
    case 2:
      expected = RenditionDecoderTests.straight(
        stride(from: 0, to: stored.count, by: 2).flatMap { (at: Int) -> [UInt8] in
          [stored[at], stored[at], stored[at], stored[at + 1]]
        })
    default: expected = stored.flatMap { (gray: UInt8) -> [UInt8] in [gray, gray, gray, 255] }
    }
    #expect(image.pixels == expected)
  }

  @Test func defaultRowsThatLie() throws {
    let stored = Self.evenChroma(4, alpha: true)
    func record(_ stream: [UInt8], height: UInt16 = 2) throws -> CSIRecord {
      let data = PixelStreams.storedLZFSE(stream)
      return try Self.record(
        width: 2, height: UInt32(height),
        PixelStreams.deepmap2(
          method: 2, format: 4, width: 2, height: height, descriptor: UInt32(data.count), data))
    }
    let good = Deepmap2Encoder.segment(
      stored, width: 2, rows: 2, bytesPerPixel: 4, hasAlpha: true, predictors: [0])
    // Rows of 2 + 1 + 12 bytes: 30 bytes padded to 32.
    var badPredictor = good
    badPredictor[4 + 1] = 9
    #expect(Self.problem(try record(badPredictor)) == .badPredictor(row: 1, value: 9))
    #expect(
      Self.problem(try record(Array(good.prefix(14))))
        == .segmentRows(offset: 32, bytes: 14, bytesPerRow: 15, rowsLeft: 2))
    // Two rows where the image has one: the stream expands past what one row can take.
    #expect(
      Self.problem(try record(good, height: 1))
        == .lzfse(offset: 32, .outputLimitExceeded(offset: 0, declared: 32, limit: 30)))
  }

  @Test("default's coded rows (up to 7 bytes a pixel) are held to the limit too")
  func defaultRowsWithinTheLimit() throws {
    let record = try Self.record(
      width: 7, height: 10,
      PixelStreams.deepmap2(
        method: 2, format: 4, width: 7, height: 10, descriptor: 1, [0]))
    // 280 bytes of pixels fit 300; 10 rows of 7 + 1 + 42 coded bytes do not.
    #expect(
      RenditionDecoderTests.problem(record, limit: 300)
        == .tooLarge(width: 7, height: 10, bytesPerRow: 50, limit: 300))
  }

  @Test("KCBC strips of deepmap2 blobs stack like any strips")
  func stripsOfBlobs() throws {
    let stored = RenditionDecoderTests.bgra(4 * 3)
    let top = PixelStreams.deepmap2(
      method: 1, format: 4, width: 4, height: 2, descriptor: 0, Array(stored[0..<32]))
    let bottom = PixelStreams.deepmap2(
      method: 1, format: 4, width: 4, height: 1, descriptor: 0, Array(stored[32...]))
    let data = PixelStreams.strip(rows: 2, top) + PixelStreams.strip(rows: 1, bottom)
    let image = try Self.decode(try Self.record(width: 4, height: 3, version: 1, data, length: 2))
    #expect(image.pixels == RenditionDecoderTests.straight(stored))
    let gray = PixelStreams.deepmap2(
      method: 1, format: 1, width: 4, height: 1, descriptor: 0, [1, 2, 3, 4])
    let mixed = PixelStreams.strip(rows: 2, top) + PixelStreams.strip(rows: 1, gray)
    #expect(
      Self.problem(try Self.record(width: 4, height: 3, version: 1, mixed, length: 2))
        == .formatMismatch(offset: 20 + top.count + 20 + 16, found: 1, expected: 4))
  }

  @Test func blobsThatLie() throws {
    func blob(
      method: UInt8 = 1, format: UInt8 = 4, width: UInt16 = 2, height: UInt16 = 1,
      descriptor: UInt32 = 0, _ data: [UInt8] = [UInt8](repeating: 0, count: 8),
      version: UInt32 = 1, blobVersion: UInt8 = 1, length: UInt64? = nil
    ) throws -> RenditionPixelError.Problem? {
      Self.problem(
        try Self.record(
          width: 2, height: 1,
          PixelStreams.deepmap2(
            method: method, format: format, width: width, height: height, descriptor: descriptor,
            data, version: version, blobVersion: blobVersion, length: length)))
    }
    #expect(try blob() == nil)
    #expect(try blob(format: 20) == .notDecoded(.deepmap2PixelFormat(20)))
    #expect(try blob(format: 9) == .notDecoded(.deepmap2PixelFormat(9)))
    #expect(try blob(method: 9) == .notDecoded(.deepmap2Method(9)))
    #expect(try blob(version: 2) == .notDecoded(.deepmap2Version(container: 2, blob: 1)))
    #expect(try blob(blobVersion: 3) == .notDecoded(.deepmap2Version(container: 1, blob: 3)))
    #expect(
      try blob(width: 3)
        == .geometryMismatch(offset: 16, width: 3, height: 1, expectedWidth: 2, expectedHeight: 1))
    #expect(try blob(length: 900) == .truncated(offset: 16, needed: 900, available: 24))
    // Only segmented methods (default, lossless) declare fewer rows than the image has: their
    // segments then add the rest. A blob never declares more, or none.
    #expect(
      Self.problem(
        try Self.record(
          width: 2, height: 2,
          PixelStreams.deepmap2(
            method: 1, format: 4, width: 2, height: 1, descriptor: 0, Array(repeating: 0, count: 8))
        ))
        == .geometryMismatch(offset: 16, width: 2, height: 1, expectedWidth: 2, expectedHeight: 2))
    for (method, height) in [(2, 2), (3, 2), (2, 0), (3, 0)] as [(UInt8, UInt16)] {
      #expect(
        try blob(method: method, height: height)
          == .geometryMismatch(
            offset: 16, width: 2, height: Int(height), expectedWidth: 2, expectedHeight: 1))
    }
    #expect(
      try blob(Array(repeating: 0, count: 5)) == .truncated(offset: 32, needed: 8, available: 5))
    var magic = PixelStreams.deepmap2(
      method: 1, format: 4, width: 2, height: 1, descriptor: 0, Array(repeating: 0, count: 8))
    magic[16] = UInt8(ascii: "x")
    #expect(
      Self.problem(try Self.record(width: 2, height: 1, magic))
        == .badTag(offset: 16, expected: "dmp2", found: Array("xmp2".utf8)))
    #expect(
      Self.problem(try Self.record(width: 2, height: 1, [1, 0, 0, 0]))
        == .truncated(offset: 8, needed: 8, available: 0))
  }

  @Test func palettesThatLie() throws {
    func problem(_ descriptor: UInt32, _ data: [UInt8]) throws -> RenditionPixelError.Problem? {
      Self.problem(
        try Self.record(
          width: 3, height: 1,
          PixelStreams.deepmap2(
            method: 4, format: 4, width: 3, height: 1, descriptor: descriptor, data)))
    }
    let entries: [[UInt8]] = [[0, 0, 0, 255], [9, 9, 9, 255]]
    #expect(
      try problem(2 | 4 << 16, Self.palette(entries, planes: [], indices: [0, 2, 1]))
        == .paletteIndexOutOfRange(pixel: 1, index: 2, count: 2))
    #expect(
      try problem(0 | 4 << 16, Self.palette(entries, planes: [], indices: [0, 0, 0]))
        == .badPalette(offset: 32, count: 0, components: 4, pixelComponents: 4))
    #expect(
      try problem(2 | 5 << 16, Self.palette(entries, planes: [], indices: [0, 0, 0]))
        == .badPalette(offset: 32, count: 2, components: 5, pixelComponents: 4))
    #expect(
      try problem(200 | 4 << 16, Self.palette(entries, planes: [], indices: [0, 0, 0]))
        == .truncated(offset: 32, needed: 804, available: 8 + 4 + 3 + 1 + 8))
    // Indices for four pixels where the image has three.
    #expect(
      try problem(2 | 4 << 16, Self.palette(entries, planes: [], indices: [0, 0, 0, 0]))
        == .lzfse(offset: 44, .blockOverrun(offset: 0, declared: 3)))
  }

  @Test func losslessSegmentsThatLie() throws {
    let stored = [UInt8](repeating: 7, count: 8)
    let stream = PixelStreams.literalLZVN(stored)
    func problem(_ descriptor: UInt32, _ data: [UInt8]) throws -> RenditionPixelError.Problem? {
      Self.problem(
        try Self.record(
          width: 2, height: 1,
          PixelStreams.deepmap2(
            method: 3, format: 4, width: 2, height: 1, descriptor: descriptor, data)))
    }
    #expect(try problem(UInt32(stream.count), stream) == nil)
    #expect(
      try problem(UInt32(stream.count + 5), stream)
        == .truncated(offset: 32, needed: stream.count + 5, available: stream.count))
    #expect(
      try problem(UInt32(stream.count), stream + [1, 2])
        == .trailingBytes(offset: 32 + stream.count, count: 2))
    #expect(
      try problem(UInt32(stream.count), stream + [0, 0, 0, 0])
        == .truncated(offset: 32 + stream.count + 4, needed: 1, available: 0))
    let half = PixelStreams.literalLZVN(Array(stored.prefix(4)))
    #expect(
      try problem(UInt32(half.count), half)
        == .sizeMismatch(offset: 32, expected: 8, actual: 4))
  }
}
