import CompiledCatalog
import LZFSE
import Raster
import RenditionPixels
import SampleArt
import TestSupport
import Testing

/// Legacy deepmap (compression 10): methods none, default, lossless and palette in 256 × 256
/// tiles, one container or KCBC strips of them, and the containers that lie.
@Suite struct LegacyDeepmapTests {
  static func record(
    width: Int, height: Int, format: String = "ARGB", version: UInt32 = 0, _ data: [UInt8],
    length: UInt32? = nil
  ) throws -> CSIRecord {
    try RenditionDecoderTests.record(
      width: UInt32(width), height: UInt32(height), format: format, version: version,
      compression: 10, data: data, length: length)
  }

  /// Segments after the first: each after its u32 length.
  static func segments(_ streams: [[UInt8]]) -> [UInt8] {
    var data = streams[0]
    for stream in streams.dropFirst() {
      data.le(UInt32(stream.count))
      data += stream
    }
    return data
  }

  /// Rows `rows` of `width`-wide stored pixels, columns `columns`.
  static func tile(
    _ stored: [UInt8], width: Int, bytesPerPixel: Int, rows: Range<Int>,
    columns: Range<Int>
  ) -> [UInt8] {
    rows.flatMap { row in
      Array(
        stored[
          ((row * width + columns.lowerBound) * bytesPerPixel)..<((row * width + columns.upperBound)
            * bytesPerPixel)])
    }
  }

  @Test("method 1 holds the pixels themselves")
  func methodNone() throws {
    let stored = RenditionDecoderTests.bgra(6)
    let data = PixelStreams.legacyDeepmap(method: 1, format: 4, descriptor: 0, stored)
    let image = try RenditionDecoderTests.decode(try Self.record(width: 3, height: 2, data))
    #expect(image.pixels == RenditionDecoderTests.straight(stored))
  }

  @Test("lossless tiles of 256 columns stitch side by side, LZFSE and raw LZVN")
  func losslessTiles() throws {
    let (width, height) = (300, 2)
    let stored = RenditionDecoderTests.bgra(width * height, seed: 9)
    let left = Self.tile(stored, width: width, bytesPerPixel: 4, rows: 0..<2, columns: 0..<256)
    let right = Self.tile(stored, width: width, bytesPerPixel: 4, rows: 0..<2, columns: 256..<300)
    let first = PixelStreams.storedLZFSE(left)
    let data = PixelStreams.legacyDeepmap(
      method: 3, format: 4, descriptor: UInt32(first.count),
      Self.segments([first, PixelStreams.literalLZVN(right)]))
    let image = try RenditionDecoderTests.decode(
      try Self.record(width: width, height: height, data))
    #expect(image.pixels == RenditionDecoderTests.straight(stored))
  }

  @Test("default tiles are deepmap2's default rows, padded to 8 bytes")
  func defaultTiles() throws {
    let (width, height) = (5, 4)
    let stored = Deepmap2Tests.evenChroma(width * height, alpha: true)
    var coded = Deepmap2Encoder.segment(
      stored, width: width, rows: height, bytesPerPixel: 4, hasAlpha: true,
      predictors: [0, 1, 4, 3])
    // The tests' encoder pads to 16, as deepmap2 does; a legacy tile pads to 8.
    let needed = width * height + height + 6 * width * height
    coded = Array(coded.prefix((needed + 7) / 8 * 8))
    let stream = PixelStreams.storedLZFSE(coded)
    let data = PixelStreams.legacyDeepmap(
      method: 2, format: 4, descriptor: UInt32(stream.count), stream)
    let image = try RenditionDecoderTests.decode(
      try Self.record(width: width, height: height, data))
    #expect(image.pixels == RenditionDecoderTests.straight(stored))
  }

  @Test("palette tiles: entries at the full stride, alpha from each tile's plane")
  func paletteTiles() throws {
    // Two entries; descriptor components 0 means all but alpha: colour from the palette.
    let entries: [UInt8] = [0, 0, 200, 0, 64, 0, 0, 0]
    let planesAndIndices: [UInt8] = [255, 128, 0, 255, 0, 1, 1, 0]
    let stream = PixelStreams.literalLZVN(planesAndIndices)
    var data = entries
    data.le(UInt32(stream.count))
    data += stream
    let container = PixelStreams.legacyDeepmap(method: 4, format: 4, descriptor: 2, data)
    let image = try RenditionDecoderTests.decode(try Self.record(width: 2, height: 2, container))
    #expect(image[0, 0] == RGBA(200, 0, 0, 255))
    #expect(image[1, 0] == RGBA(0, 0, 128, 128))
    #expect(image[0, 1] == .clear)
    #expect(image[1, 1] == RGBA(200, 0, 0, 255))
  }

  @Test("KCBC strips of legacy containers stack; their format must agree")
  func strips() throws {
    let stored = RenditionDecoderTests.bgra(4 * 3)
    let top = PixelStreams.legacyDeepmap(
      method: 1, format: 4, descriptor: 0, Array(stored[0..<32]))
    let bottom = PixelStreams.legacyDeepmap(
      method: 1, format: 4, descriptor: 0, Array(stored[32...]))
    let data = PixelStreams.strip(rows: 2, top) + PixelStreams.strip(rows: 1, bottom)
    let image = try RenditionDecoderTests.decode(
      try Self.record(width: 4, height: 3, version: 1, data, length: 2))
    #expect(image.pixels == RenditionDecoderTests.straight(stored))
    let gray = PixelStreams.legacyDeepmap(method: 1, format: 1, descriptor: 0, [1, 2, 3, 4])
    #expect(
      RenditionDecoderTests.problem(
        try Self.record(
          width: 4, height: 3, version: 1,
          PixelStreams.strip(rows: 2, top) + PixelStreams.strip(rows: 1, gray), length: 2))
        == .formatMismatch(offset: 20 + top.count + 20 + 16, found: 1, expected: 4))
  }

  @Test func containersThatLie() throws {
    func problem(_ data: [UInt8], width: Int = 2, height: Int = 1)
      throws -> RenditionPixelError.Problem?
    {
      RenditionDecoderTests.problem(try Self.record(width: width, height: height, data))
    }
    let pixels = [UInt8](repeating: 0, count: 8)
    #expect(
      try problem(PixelStreams.legacyDeepmap(method: 1, format: 4, descriptor: 0, pixels)) == nil)
    for (version, method, format) in [(2, 1, 4), (1, 5, 4), (1, 1, 20)] as [(UInt8, UInt8, UInt8)] {
      #expect(
        try problem(
          PixelStreams.legacyDeepmap(
            method: method, format: format, descriptor: 0, pixels, blobVersion: version))
          == .notDecoded(.deepmapBlob(version: version, method: method, format: format)))
    }
    var magic = PixelStreams.legacyDeepmap(method: 1, format: 4, descriptor: 0, pixels)
    magic[16] = UInt8(ascii: "x")
    #expect(try problem(magic) == .badTag(offset: 16, expected: "dmap", found: Array("xmap".utf8)))
    #expect(
      try problem(
        PixelStreams.legacyDeepmap(method: 1, format: 4, descriptor: 0, pixels, length: 99))
        == .truncated(offset: 16, needed: 99, available: 20))
    #expect(
      try problem(Array(repeating: 0, count: 20))
        == .truncated(offset: 0, needed: 28, available: 20))
    // A 300-wide image has two tiles: one segment is too few, three too many.
    let tile = PixelStreams.literalLZVN([UInt8](repeating: 0, count: 256 * 4))
    let rest = PixelStreams.literalLZVN([UInt8](repeating: 0, count: 44 * 4))
    func lossless(_ streams: [[UInt8]]) -> [UInt8] {
      PixelStreams.legacyDeepmap(
        method: 3, format: 4, descriptor: UInt32(streams[0].count), Self.segments(streams))
    }
    #expect(
      try problem(lossless([tile]), width: 300) == .deepmapTiles(offset: 28, segments: 1, tiles: 2))
    #expect(
      try problem(lossless([tile, rest, rest]), width: 300)
        == .deepmapTiles(offset: 28 + tile.count + 4 + rest.count + 4, segments: 3, tiles: 2))
    // A palette of no entries, and a palette index past the entries.
    #expect(
      try problem(PixelStreams.legacyDeepmap(method: 4, format: 4, descriptor: 0, pixels))
        == .badPalette(offset: 28, count: 0, components: 3, pixelComponents: 4))
    let entries: [UInt8] = [0, 0, 0, 255]
    let stream = PixelStreams.literalLZVN([255, 255, 0, 3])
    var data = entries
    data.le(UInt32(stream.count))
    data += stream
    #expect(
      try problem(PixelStreams.legacyDeepmap(method: 4, format: 4, descriptor: 1, data))
        == .paletteIndexOutOfRange(pixel: 1, index: 3, count: 1))
    // A message names what is not decoded in a user's words.
    let record = try Self.record(
      width: 2, height: 1,
      PixelStreams.legacyDeepmap(method: 1, format: 20, descriptor: 0, pixels))
    do throws(RenditionPixelError) {
      _ = try RenditionDecoderTests.decode(record)
    } catch {
      #expect(
        error.description
          == "icon.png: legacy deepmap blob version 1, method 1, pixel format 20 (RGBA16) not decoded"
      )
    }
  }
}
