import PNGCodec
import Raster
import SampleArt

/// Small files built to attack a PNG reader: each is tiny on disk and would
/// cost a naive reader much time or memory.
public enum HostileFiles {
  /// A valid 16x16 RGBA PNG with a tEXt chunk, for truncation and bit flips.
  public static func smallPNG() throws -> [UInt8] {
    var image = RGBAImage(width: 16, height: 16)
    for y in 0..<16 {
      for x in 0..<16 { image[x, y] = RGBA(UInt8(x * 16), UInt8(y * 16), 90, UInt8(128 + x * 8)) }
    }
    let encoded = try PNGEncoder().encode(image)
    // Re-assemble with a tEXt chunk before IDAT, to have an ancillary chunk to damage.
    let facts = try PNGDecoder().inspect(encoded)
    var writer = PNGChunkWriter()
    for chunk in facts.chunks {
      if chunk.type == "IDAT" { writer.append("tEXt", Array("Comment\u{0}hostile test".utf8)) }
      writer.append(chunk.type, Array(encoded[chunk.dataRange]))
    }
    return writer.bytes
  }

  /// 52 bytes whose tEXt chunk declares 1.19 GB of data.
  public static func hugeTextChunk() -> [UInt8] {
    var writer = PNGChunkWriter()
    writer.append("IHDR", CgBIWriter.header(1, 1, colorType: 0))
    var bytes = writer.bytes
    bytes +=
      CgBIWriter.bigEndian(1_190_000_000) + Array("tEXt".utf8) + Array("Comment\u{0}abc".utf8)
    return bytes
  }

  /// A valid 1x1 image carrying a zTXt chunk that inflates to `megabytes` MiB of zeros.
  public static func compressedTextBomb(megabytes: Int) -> [UInt8] {
    var writer = PNGChunkWriter()
    writer.append("IHDR", CgBIWriter.header(1, 1, colorType: 0))
    let zeros = [UInt8](repeating: 0x41, count: megabytes << 20)
    writer.append("zTXt", Array("Comment".utf8) + [0, 0] + PNGChunkWriter.compress(zeros))
    writer.append("IDAT", PNGChunkWriter.compress([0, 0]))
    writer.append("IEND", [])
    return writer.bytes
  }

  /// A 4x1 palette image whose PLTE has 2 entries and whose pixels use index `index`.
  public static func paletteIndex(_ index: UInt8) -> [UInt8] {
    var writer = PNGChunkWriter()
    writer.append("IHDR", CgBIWriter.header(4, 1, colorType: 3))
    writer.append("PLTE", [255, 0, 0, 0, 0, 255])
    writer.append("IDAT", PNGChunkWriter.compress([0, 0, 1, index, 0]))
    writer.append("IEND", [])
    return writer.bytes
  }

  /// A 4x4 gray image whose IDAT holds `data` instead of a valid stream.
  public static func imageData(_ data: [UInt8]) -> [UInt8] {
    var writer = PNGChunkWriter()
    writer.append("IHDR", CgBIWriter.header(4, 4, colorType: 0))
    writer.append("IDAT", data)
    writer.append("IEND", [])
    return writer.bytes
  }

  /// First bytes of other formats, padded to look like whole files.
  public static let otherFormats: [(FileKind, [UInt8])] = [
    (
      .jpeg,
      [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [UInt8](repeating: 0, count: 40)
    ),
    (.gif, Array("GIF89a".utf8) + [UInt8](repeating: 1, count: 40)),
    (
      .webp,
      Array("RIFF".utf8) + [0x24, 0, 0, 0] + Array("WEBPVP8 ".utf8)
        + [UInt8](repeating: 0, count: 30)
    ),
    (.heic, [0, 0, 0, 0x18] + Array("ftypheic".utf8) + [UInt8](repeating: 0, count: 40)),
    (.avif, [0, 0, 0, 0x1C] + Array("ftypavif".utf8) + [UInt8](repeating: 0, count: 40)),
    (.bmp, Array("BM".utf8) + [UInt8](repeating: 0, count: 60)),
    (.tiff, [0x49, 0x49, 0x2A, 0x00] + [UInt8](repeating: 0, count: 40)),
    (.tiff, [0x4D, 0x4D, 0x00, 0x2A] + [UInt8](repeating: 0, count: 40)),
    (.pdf, Array("%PDF-1.7\n".utf8) + [UInt8](repeating: 0x20, count: 40)),
    (.svg, Array("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)),
    (.text, Array("just some notes, saved with the wrong name\n".utf8)),
    (.unknown, [0x00, 0x01, 0x02, 0x03, 0xFE, 0xFD, 0x10, 0x11, 0x12]),
  ]
}
