import CompiledCatalog
import Raster
import RenditionPixels
import SampleArt
import TestSupport
import Testing

/// Run-length rows (compression 1): literal and repeat packets, GA8's encoding, rows that share
/// bytes, come out of order or end early, strips, and every way the rows can lie. No real
/// catalog using it was found, so these rows are written here from the layout.
@Suite struct RunLengthTests {
  /// One packet: `pixels` given whole (literal), or one pixel repeated `count` times.
  enum Packet {
    case literal([UInt8])
    case run(count: Int, [UInt8])
  }

  /// A run-length blob: the header, the row table (each row's bytes after the last, or at
  /// `offsets` when given) and the packets.
  static func blob(
    encoding: UInt32 = 4, width: Int, rows: [[Packet]], pixelBytes: Int = 4,
    offsets: [UInt32]? = nil, header: (UInt32, UInt32)? = nil
  ) -> [UInt8] {
    var body: [[UInt8]] = []
    for row in rows {
      var bytes: [UInt8] = []
      for packet in row {
        switch packet {
        case .literal(let pixels):
          bytes.le(UInt32(pixels.count / pixelBytes))
          bytes += pixels
        case .run(let count, let pixel):
          bytes.le(0x8000_0000 | UInt32(count))
          bytes += pixel
        }
      }
      body.append(bytes)
    }
    var out: [UInt8] = []
    out.le(encoding)
    out.le(header?.0 ?? UInt32(width))
    out.le(header?.1 ?? UInt32(rows.count))
    var next = UInt32(12 + 4 * rows.count)
    for (index, row) in body.enumerated() {
      out.le(offsets?[index] ?? next)
      next += UInt32(row.count)
    }
    return out + body.joined()
  }

  static func record(
    width: Int, height: Int, format: String = "ARGB", stride: UInt32? = nil, version: UInt32 = 0,
    _ data: [UInt8], length: UInt32? = nil
  ) throws -> CSIRecord {
    try RenditionDecoderTests.record(
      width: UInt32(width), height: UInt32(height), format: format, stride: stride,
      version: version, compression: 1, data: data, length: length)
  }

  static let pixels = RenditionDecoderTests.bgra(6, seed: 21)
  static func pixel(_ index: Int) -> [UInt8] { Array(pixels[(index * 4)..<(index * 4 + 4)]) }

  @Test("literal and repeat packets rebuild ARGB rows, un-premultiplied")
  func literalsAndRuns() throws {
    // Row 0: pixel 0 three times, then pixel 1; row 1: pixels 2…5 as one literal.
    let data = Self.blob(
      width: 4,
      rows: [
        [.run(count: 3, Self.pixel(0)), .literal(Self.pixel(1))],
        [.literal(Array(Self.pixels[8...]))],
      ])
    #expect(RenditionDecoder.notDecoded(try Self.record(width: 4, height: 2, data)) == nil)
    let image = try RenditionDecoderTests.decode(try Self.record(width: 4, height: 2, data))
    let stored = Self.pixel(0) + Self.pixel(0) + Self.pixel(0) + Self.pixel(1) + Self.pixels[8...]
    #expect(image.pixels == RenditionDecoderTests.straight(stored))
  }

  @Test("GA8 rows name encoding 3 and hold gray and alpha pairs")
  func grayAlpha() throws {
    let data = Self.blob(
      encoding: 3, width: 3, rows: [[.run(count: 2, [32, 128]), .literal([0, 0])]],
      pixelBytes: 2)
    let image = try RenditionDecoderTests.decode(
      try Self.record(width: 3, height: 1, format: "GA8 ", data))
    #expect(image[0, 0] == RGBA(64, 64, 64, 128) && image[1, 0] == RGBA(64, 64, 64, 128))
    #expect(image[2, 0] == .clear)
    // ARGB's encoding on a GA8 record is refused, with both.
    let wrong = Self.blob(width: 3, rows: [[.run(count: 3, [1, 1])]], pixelBytes: 2)
    #expect(
      RenditionDecoderTests.problem(try Self.record(width: 3, height: 1, format: "GA8 ", wrong))
        == .runLengthHeader(
          offset: 0, encoding: 4, width: 3, height: 1, expectedEncoding: 3, expectedWidth: 3,
          expectedHeight: 1))
  }

  @Test("rows may share bytes, come in any order, or end early and stay transparent")
  func rowsSharedReorderedAndShort() throws {
    let full: [Packet] = [.run(count: 2, Self.pixel(3))]
    let short: [Packet] = [.literal(Self.pixel(4))]
    // Three rows, four table entries: rows 0 and 2 share the full row's bytes, row 1 is the
    // short row stored first, row 3 starts at the data's end (no bytes at all).
    let table = 12 + 4 * 4
    let shortBytes = 4 + 4
    var data: [UInt8] = []
    data.le(UInt32(4))
    data.le(UInt32(2))
    data.le(UInt32(4))
    for offset in [table + shortBytes, table, table + shortBytes, table + shortBytes + 8] {
      data.le(UInt32(offset))
    }
    data += Self.blob(width: 2, rows: [short]).dropFirst(16)
    data += Self.blob(width: 2, rows: [full]).dropFirst(16)
    let image = try RenditionDecoderTests.decode(try Self.record(width: 2, height: 4, data))
    let fullRow = RenditionDecoderTests.straight(Self.pixel(3) + Self.pixel(3))
    #expect(Array(image.pixels[0..<8]) == fullRow)
    #expect(Array(image.pixels[8..<12]) == RenditionDecoderTests.straight(Self.pixel(4)))
    #expect(Array(image.pixels[12..<16]) == [0, 0, 0, 0])
    #expect(Array(image.pixels[16..<24]) == fullRow)
    #expect(Array(image.pixels[24..<32]) == [UInt8](repeating: 0, count: 8))
  }

  @Test("KCBC strips of run-length rows stack, tight whatever the stride says")
  func strips() throws {
    let top = Self.blob(width: 3, rows: [[.run(count: 3, Self.pixel(0))]])
    let bottom = Self.blob(
      width: 3, rows: [[.literal(Self.pixel(1) + Self.pixel(2) + Self.pixel(5))]])
    let data = PixelStreams.strip(rows: 1, top) + PixelStreams.strip(rows: 1, bottom)
    let image = try RenditionDecoderTests.decode(
      try Self.record(width: 3, height: 2, stride: 16, version: 1, data, length: 2))
    let stored =
      Self.pixel(0) + Self.pixel(0) + Self.pixel(0) + Self.pixel(1) + Self.pixel(2) + Self.pixel(5)
    #expect(image.pixels == RenditionDecoderTests.straight(stored))
    // The bottom strip's header is read at its own offset and held to its own rows.
    let lying = Self.blob(width: 3, rows: [[.run(count: 3, Self.pixel(0))]], header: (3, 2))
    #expect(
      RenditionDecoderTests.problem(
        try Self.record(
          width: 3, height: 2, version: 1,
          PixelStreams.strip(rows: 1, top) + PixelStreams.strip(rows: 1, lying), length: 2))
        == .runLengthHeader(
          offset: 20 + top.count + 20, encoding: 4, width: 3, height: 2, expectedEncoding: 4,
          expectedWidth: 3, expectedHeight: 1))
  }

  @Test func rowsThatLie() throws {
    func problem(_ data: [UInt8], width: Int = 2, height: Int = 1)
      throws -> RenditionPixelError.Problem?
    {
      RenditionDecoderTests.problem(try Self.record(width: width, height: height, data))
    }
    let good = Self.blob(width: 2, rows: [[.run(count: 2, Self.pixel(0))]])
    #expect(try problem(good) == nil)
    #expect(
      try problem(Self.blob(width: 2, rows: [[.run(count: 2, Self.pixel(0))]], header: (3, 1)))
        == .runLengthHeader(
          offset: 0, encoding: 4, width: 3, height: 1, expectedEncoding: 4, expectedWidth: 2,
          expectedHeight: 1))
    // The header and table do not fit.
    #expect(try problem(Array(good.prefix(14))) == .truncated(offset: 0, needed: 16, available: 14))
    // A row starting inside the table, or past the end.
    for start in [UInt32(8), UInt32(good.count + 1)] {
      var bad = good
      bad.replaceSubrange(12..<16, with: withUnsafeBytes(of: start.littleEndian, Array.init))
      #expect(
        try problem(bad)
          == .runLengthRowOffset(row: 0, offset: 12, start: Int(start), length: good.count))
    }
    // A packet of another kind, of no pixels, or of more than the row has left.
    for (control, written) in [(UInt32(0x4000_0001), 0), (0x8000_0000, 0), (0x8000_0003, 0)] {
      var bad = good
      bad.replaceSubrange(16..<20, with: withUnsafeBytes(of: control.littleEndian, Array.init))
      #expect(
        try problem(bad)
          == .runLengthPacket(row: 0, offset: 16, control: control, written: written, width: 2))
    }
    let over = Self.blob(
      width: 2, rows: [[.run(count: 1, Self.pixel(0)), .literal(Self.pixel(1) + Self.pixel(2))]])
    #expect(
      try problem(over)
        == .runLengthPacket(row: 0, offset: 24, control: 2, written: 1, width: 2))
    // A literal or a repeated pixel cut short, and a packet header cut short.
    let literal = Self.blob(width: 2, rows: [[.literal(Self.pixel(0) + Self.pixel(1))]])
    #expect(
      try problem(Array(literal.dropLast(3)))
        == .truncated(offset: 20, needed: 8, available: 5))
    #expect(try problem(Array(good.dropLast(1))) == .truncated(offset: 20, needed: 4, available: 3))
    #expect(try problem(Array(good.prefix(18))) == .truncated(offset: 16, needed: 4, available: 2))
    // The message names the packet in a user's words.
    let overRecord = try Self.record(width: 2, height: 1, over)
    do throws(RenditionPixelError) {
      _ = try RenditionDecoderTests.decode(overRecord)
    } catch {
      #expect(
        error.description
          == "icon.png: the run-length packet at offset 24 in row 0 is 0x2: 2 pixels where 1 of the row's 2 are left"
      )
    }
  }

  @Test("a run-length image is held to the limit before its rows are made")
  func withinTheLimit() throws {
    let data = Self.blob(width: 4, rows: [[.run(count: 4, Self.pixel(0))]])
    #expect(
      RenditionDecoderTests.problem(try Self.record(width: 4, height: 1, data), limit: 15)
        == .tooLarge(width: 4, height: 1, bytesPerRow: 16, limit: 15))
  }
}
