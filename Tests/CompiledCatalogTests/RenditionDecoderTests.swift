import CompiledCatalog
import Foundation
import LZFSE
import Raster
import RenditionPixels
import SampleArt
import TestSupport
import Testing

/// The CELM containers (one blob, KCBC strips, row stride) and the general compressions,
/// on bitmaps the tests build byte by byte, and every way their sizes can lie.
@Suite struct RenditionDecoderTests {
  /// A record around a CELM payload; `stride` is TLV 1007's bytes per row, when given.
  static func record(
    width: UInt32, height: UInt32, format: String = "ARGB", stride: UInt32? = nil,
    version: UInt32 = 0, compression: UInt32, data: [UInt8], length: UInt32? = nil,
    name: String = "icon.png"
  ) throws -> CSIRecord {
    var tlvs: [(UInt32, [UInt8])] = []
    if let stride {
      var value: [UInt8] = []
      value.le(stride)
      tlvs.append((1007, value))
    }
    let bytes = CarBuilder.csi(
      name: name, width: width, height: height, pixelFormat: format, tlvs: tlvs,
      payload: CarBuilder.celm(
        version: version, compression: compression, data: data, length: length))
    return try CSIRecord(bytes: bytes[...])
  }

  static func decode(_ record: CSIRecord, limit: Int = 1 << 24) throws(RenditionPixelError)
    -> RGBAImage
  {
    try RenditionDecoder(limits: RenditionDecodeLimits(maxBytes: limit)!).decode(record)
  }

  /// The problem decoding `record` raises, or nil when it decodes.
  static func problem(_ record: CSIRecord, limit: Int = 1 << 24) -> RenditionPixelError.Problem? {
    do throws(RenditionPixelError) {
      _ = try decode(record, limit: limit)
      return nil
    } catch {
      return error.problem
    }
  }

  /// Seeded premultiplied BGRA pixels (each colour at most its alpha), `count` of them.
  static func bgra(_ count: Int, seed: UInt64 = 7) -> [UInt8] {
    var state = seed
    var bytes: [UInt8] = []
    for _ in 0..<count {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let alpha = UInt8(truncatingIfNeeded: state >> 56)
      for shift in [16, 24, 32] as [UInt64] {
        let value = UInt8(truncatingIfNeeded: state >> shift)
        bytes.append(alpha == 0 ? 0 : UInt8(Int(value) % (Int(alpha) + 1)))
      }
      bytes.append(alpha)
    }
    return bytes
  }

  /// What premultiplied BGRA is as straight RGBA, computed here the long way.
  static func straight(_ bgra: [UInt8]) -> [UInt8] {
    var rgba: [UInt8] = []
    for pixel in stride(from: 0, to: bgra.count, by: 4) {
      let alpha = Double(bgra[pixel + 3])
      for channel in [2, 1, 0] {
        let value = Double(bgra[pixel + channel])
        rgba.append(alpha == 0 ? 0 : UInt8(min(255, (value * 255 / alpha).rounded())))
      }
      rgba.append(bgra[pixel + 3])
    }
    return rgba
  }

  @Test("ARGB is premultiplied BGRA: colour un-premultiplied, alpha 0 gives 0, 0, 0, 0")
  func unpremultipliesBGRA() throws {
    let stored: [UInt8] = [
      64, 32, 100, 128,  // B G R A: straight 128, 64, 199
      10, 20, 30, 0,  // colour under alpha 0
      0, 0, 255, 255,  // opaque red
      200, 9, 9, 100,  // blue above its alpha: clamped
    ]
    let image = try Self.decode(try Self.record(width: 2, height: 2, compression: 0, data: stored))
    #expect(image.width == 2 && image.height == 2)
    #expect(image[0, 0] == RGBA(199, 64, 128, 128))
    #expect(image[1, 0] == RGBA(0, 0, 0, 0))
    #expect(image[0, 1] == RGBA(255, 0, 0, 255))
    #expect(image[1, 1] == RGBA(23, 23, 255, 100))
  }

  @Test func unpremultipliesEveryValueAsRounding() throws {
    // Every (value, alpha) pair with value ≤ alpha, against the rounded quotient.
    var stored: [UInt8] = []
    for alpha in 0...255 {
      for value in 0...alpha { stored += [UInt8(value), UInt8(value), UInt8(value), UInt8(alpha)] }
    }
    let count = stored.count / 4
    let image = try Self.decode(
      try Self.record(width: UInt32(count), height: 1, compression: 0, data: stored))
    #expect(image.pixels == Self.straight(stored))
  }

  @Test func grayAlpha() throws {
    let image = try Self.decode(
      try Self.record(
        width: 3, height: 1, format: "GA8 ", compression: 0, data: [0, 255, 60, 120, 9, 0]))
    #expect(image.pixels == [0, 0, 0, 255, 128, 128, 128, 120, 0, 0, 0, 0])
  }

  @Test("three KCBC strips, rows padded to TLV 1007's stride, stacked top first")
  func stripsWithStride() throws {
    let width = 3
    let stored = Self.bgra(width * 5)
    // Rows of 12 bytes stored in 16, the padding 0xEE: a decoder that ignores the stride
    // shears the image.
    func padded(_ rows: Range<Int>) -> [UInt8] {
      rows.flatMap { Array(stored[($0 * 12)..<($0 * 12 + 12)]) + [0xEE, 0xEE, 0xEE, 0xEE] }
    }
    let data =
      PixelStreams.strip(rows: 2, PixelStreams.storedLZFSE(padded(0..<2)))
      + PixelStreams.strip(rows: 2, PixelStreams.storedLZFSE(padded(2..<4)))
      + PixelStreams.strip(rows: 1, PixelStreams.storedLZFSE(padded(4..<5)))
    for version: UInt32 in [1, 3] {
      let image = try Self.decode(
        try Self.record(
          width: 3, height: 5, stride: 16, version: version, compression: 4, data: data, length: 3)
      )
      #expect(image.pixels == Self.straight(stored))
    }
  }

  @Test("rows stored tight are read tight, whatever TLV 1007 says")
  func tightRowsBesideAStride() throws {
    // A GA8 record's TLV 1007 counts 4 bytes a pixel (Rosalind's: 56 for 14 px).
    let data: [UInt8] = [0, 255, 255, 255, 0, 0, 9, 9]
    let image = try Self.decode(
      try Self.record(
        width: 2, height: 2, format: "GA8 ", stride: 8, compression: 4,
        data: PixelStreams.storedLZFSE(data)))
    #expect(image[0, 0] == RGBA(0, 0, 0, 255) && image[1, 1] == RGBA(255, 255, 255, 9))
  }

  @Test func zlibAndGzip() throws {
    let stored = Self.bgra(4 * 3)
    let zlib = try Self.decode(
      try Self.record(width: 4, height: 3, compression: 2, data: PixelStreams.zlib(stored)))
    #expect(zlib.pixels == Self.straight(stored))
    let strips =
      PixelStreams.strip(rows: 1, PixelStreams.gzip(Array(stored[0..<16])))
      + PixelStreams.strip(rows: 2, PixelStreams.zlib(Array(stored[16...])))
    let gzip = try Self.decode(
      try Self.record(width: 4, height: 3, version: 1, compression: 2, data: strips, length: 2))
    #expect(gzip.pixels == Self.straight(stored))
  }

  @Test func lzvnWrittenHere() throws {
    let stored = Self.bgra(7 * 2)
    let image = try Self.decode(
      try Self.record(width: 7, height: 2, compression: 3, data: PixelStreams.literalLZVN(stored)))
    #expect(image.pixels == Self.straight(stored))
  }

  @Test("streams of Apple's reference encoder: LZVN 3000 bytes, LZFSE 90000 and 200000")
  func referenceEncoderStreams() throws {
    for (stream, plain, width, height, compression) in [
      ("text.lzvn", "text.bin", 25, 30, 3), ("repetitive.lzfse", "repetitive.bin", 150, 150, 4),
      ("mixed.lzfse", "mixed.bin", 250, 200, 4),
    ] as [(String, String, UInt32, UInt32, UInt32)] {
      let data = try LZFSEFixture.bytes(stream)
      let stored = try LZFSEFixture.bytes(plain)
      let image = try Self.decode(
        try Self.record(width: width, height: height, compression: compression, data: data))
      #expect(image.pixels == Self.straight(stored), "\(stream)")
    }
  }

  @Test(
    "what is not decoded is named with the rendition",
    arguments: [
      (5, "jpeg-lzfse"), (6, "blurred"), (7, "astc"), (8, "palette-img"), (9, "hevc"),
      (12, "dxtc"), (99, "unknown 99"),
    ] as [(UInt32, String)])
  func compressionsNotDecoded(id: UInt32, name: String) throws {
    let record = try Self.record(width: 1, height: 1, compression: id, data: [1, 2, 3, 4])
    #expect(throws: RenditionPixelError.self) { try Self.decode(record) }
    let problem = Self.problem(record)
    #expect(
      problem == .notDecoded(.compression(RenditionCompression(rawValue: id))))
    #expect(RenditionDecoder.notDecoded(record) == .compression(RenditionCompression(rawValue: id)))
    do throws(RenditionPixelError) {
      _ = try Self.decode(record)
    } catch {
      #expect(error.description == "icon.png: compression \(id) (\(name)) not decoded")
    }
  }

  @Test func otherPayloadsAndFormatsNotDecoded() throws {
    let wide = try Self.record(width: 1, height: 1, format: "RGBW", compression: 0, data: [0])
    #expect(Self.problem(wide) == .notDecoded(.pixelFormat(.rgbw)))
    let version = try Self.record(width: 1, height: 1, version: 7, compression: 0, data: [0])
    #expect(Self.problem(version) == .notDecoded(.celmVersion(7)))
    let raw = try CSIRecord(
      bytes: CarBuilder.csi(name: "a.json", payload: CarBuilder.rawd([1]))[...])
    #expect(Self.problem(raw) == .notDecoded(.payload("RAWD")))
    let empty = try CSIRecord(bytes: CarBuilder.csi(name: "empty")[...])
    #expect(Self.problem(empty) == .notDecoded(.payload("none")))
    #expect(
      RenditionDecoder.notDecoded(try Self.record(width: 1, height: 1, compression: 4, data: []))
        == nil)
  }

  @Test func sizesThatOverflowOrPassTheLimit() throws {
    let huge = try Self.record(width: .max, height: .max, compression: 0, data: [])
    #expect(
      Self.problem(huge)
        == .tooLarge(
          width: 0xFFFF_FFFF, height: 0xFFFF_FFFF, bytesPerRow: 0x3_FFFF_FFFC, limit: 1 << 24))
    let overLimit = try Self.record(width: 1024, height: 1024, compression: 4, data: [])
    #expect(
      Self.problem(overLimit, limit: 1 << 20)
        == .tooLarge(width: 1024, height: 1024, bytesPerRow: 4096, limit: 1 << 20))
    // A stride that overflows with the height, though the pixels alone fit.
    let stride = try Self.record(
      width: 2, height: 0xFFFF_FFFF, stride: 0xFFFF_FFFF, compression: 0, data: [])
    #expect(
      Self.problem(stride, limit: .max)
        == .tooLarge(width: 2, height: 0xFFFF_FFFF, bytesPerRow: 0xFFFF_FFFF, limit: .max))
    let none = try Self.record(width: 0, height: 4, compression: 0, data: [])
    #expect(Self.problem(none) == .noPixels(width: 0, height: 4))
  }

  @Test("a stream that expands past the rows it must fill is refused: no bomb")
  func decompressionBombs() throws {
    let lzfse = try Self.record(
      width: 2, height: 2, compression: 4, data: PixelStreams.storedLZFSE(Self.bgra(5)))
    #expect(
      Self.problem(lzfse)
        == .lzfse(offset: 0, .outputLimitExceeded(offset: 0, declared: 20, limit: 16)))
    let zlib = try Self.record(
      width: 2, height: 2, compression: 2, data: PixelStreams.zlib(Self.bgra(1000)))
    #expect(Self.problem(zlib) == .inflateTooLong(offset: 0, limit: 16))
    let lzvn = try Self.record(
      width: 2, height: 2, compression: 3, data: PixelStreams.literalLZVN(Self.bgra(5)))
    #expect(Self.problem(lzvn) == .lzfse(offset: 0, .blockOverrun(offset: 0, declared: 16)))
    let short = try Self.record(
      width: 2, height: 2, compression: 4, data: PixelStreams.storedLZFSE(Self.bgra(3)))
    #expect(Self.problem(short) == .sizeMismatch(offset: 0, expected: 16, actual: 12))
    let stored = try Self.record(width: 2, height: 2, compression: 0, data: Self.bgra(3))
    #expect(Self.problem(stored) == .sizeMismatch(offset: 0, expected: 16, actual: 12))
  }

  @Test func stripsThatLie() throws {
    let row = PixelStreams.storedLZFSE(Self.bgra(2))
    let strip = PixelStreams.strip(rows: 1, row)
    func chunked(_ data: [UInt8], count: UInt32, height: UInt32 = 3) throws -> CSIRecord {
      try Self.record(
        width: 2, height: height, version: 1, compression: 4, data: data, length: count)
    }
    let size = strip.count
    // One strip's length runs past the data.
    let truncated = strip + strip + PixelStreams.strip(rows: 1, row, length: 200)
    #expect(
      Self.problem(try chunked(truncated, count: 3))
        == .truncated(offset: 2 * size + 20, needed: 200, available: row.count))
    // The count says four strips; three follow.
    #expect(
      Self.problem(try chunked(strip + strip + strip, count: 4))
        == .truncated(offset: 3 * size, needed: 20, available: 0))
    // The count says two; the rows stop short of the height, and a strip is left over.
    #expect(
      Self.problem(try chunked(strip + strip + strip, count: 2))
        == .stripsShort(strips: 2, rows: 2, height: 3))
    #expect(
      Self.problem(try chunked(strip + strip + strip, count: 2, height: 2))
        == .trailingBytes(offset: 2 * size, count: size))
    // A strip with more rows than are left, and one with none.
    #expect(
      Self.problem(try chunked(strip + PixelStreams.strip(rows: 5, row), count: 2))
        == .stripRows(offset: size, rows: 5, remaining: 2))
    #expect(
      Self.problem(try chunked(PixelStreams.strip(rows: 0, []), count: 1))
        == .stripRows(offset: 0, rows: 0, remaining: 3))
    var badTag = strip
    badTag[0] = UInt8(ascii: "X")
    #expect(
      Self.problem(try chunked(strip + badTag, count: 2))
        == .badTag(offset: size, expected: "KCBC", found: Array("XCBC".utf8)))
    // A header cut short.
    #expect(
      Self.problem(try chunked(Array(strip.prefix(12)), count: 1))
        == .truncated(offset: 0, needed: 20, available: 12))
  }

  @Test func errorsNameTheRenditionAndTheEvidence() throws {
    let record = try Self.record(
      width: 2, height: 2, compression: 0, data: [1, 2, 3], name: "AppIcon60x60@2x.png")
    do throws(RenditionPixelError) {
      _ = try Self.decode(record)
      Issue.record("decoded 3 bytes as 2x2 ARGB")
    } catch {
      #expect(error.rendition == "AppIcon60x60@2x.png")
      #expect(
        error.description
          == "AppIcon60x60@2x.png: the data at offset 0 holds 3 pixel bytes, not 16")
    }
  }
}

/// The LZFSE fixtures Apple's reference encoder wrote (`Tests/LZFSETests/Fixtures`).
enum LZFSEFixture {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("LZFSETests/Fixtures")

  static func bytes(_ name: String) throws -> [UInt8] {
    try #require(FileBytes.read(folder.appendingPathComponent(name).path))
  }
}
