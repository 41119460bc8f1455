import SampleArt
import TestSupport
import Testing

@testable import PNGCodec

/// libpng's messages land in their class and reach the user as its problem: real messages from
/// crafted files decoded through libpng, and verbatim ones given to the classifier directly.
struct LibpngMessageTests {
  /// A file libpng refuses, and the message it is expected to give.
  struct Damage: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let file: [UInt8]
    let libpng: String
  }

  /// The 4 rows of a 4x4 gray image (`HostileFiles.imageData`): filter byte 0 and 4 samples each.
  static let rows = [UInt8](repeating: 0, count: 20)
  static let stream = PNGChunkWriter.compress(rows)

  /// A 4x4 gray image whose image data is split over `idat`, with `before` ahead of it.
  static func file(idat: [[UInt8]], before: [(String, [UInt8])] = []) -> [UInt8] {
    var writer = PNGChunkWriter()
    writer.append("IHDR", CgBIWriter.header(4, 4, colorType: 0))
    for (type, data) in before { writer.append(type, data) }
    for data in idat { writer.append("IDAT", data) }
    writer.append("IEND", [])
    return writer.bytes
  }

  /// The stream with its last byte (the low byte of the Adler-32) changed.
  static var badChecksum: [UInt8] {
    var bytes = stream
    bytes[bytes.count - 1] ^= 0x01
    return bytes
  }

  static func problem(decoding bytes: [UInt8]) -> PNGError.Problem? {
    do {
      _ = try PNGDecoder().decode(bytes)
      return nil
    } catch {
      return error.problem
    }
  }

  @Test(
    "image data that ends before the last row",
    arguments: [
      Damage(
        testDescription: "IDAT cut in the middle, its CRC recomputed",
        file: HostileFiles.imageData(Array(stream.prefix(stream.count / 2))),
        libpng: "Not enough image data"),
      Damage(
        testDescription: "a whole stream holding one row of four",
        file: HostileFiles.imageData(PNGChunkWriter.compress([0, 1, 2, 3, 4])),
        libpng: "Not enough image data"),
      Damage(
        testDescription: "an empty IDAT", file: HostileFiles.imageData([]),
        libpng: "Not enough image data"),
    ])
  func imageDataEndsEarly(_ damage: Damage) {
    #expect(
      Self.problem(decoding: damage.file)
        == .corruptImageData(damage.libpng))
  }

  @Test("the warnings libpng gave before its error are kept, as they may hold the cause")
  func warningsBeforeTheError() throws {
    var bytes = Self.file(
      idat: [Array(Self.stream.prefix(Self.stream.count / 2))],
      before: [("tEXt", Array("Comment\u{0}damaged".utf8))])
    // One letter of the text changed under the old CRC: libpng drops the chunk with a warning.
    let text = try #require(PNGDecoder().inspect(bytes).chunks.first { $0.type == "tEXt" })
    bytes[text.dataRange.lowerBound] ^= 0x20
    #expect(
      Self.problem(decoding: bytes)
        == .corruptImageData("Not enough image data (after: tEXt: CRC error)"))
  }

  @Test(
    "more image data than the image holds",
    arguments: [
      Damage(
        testDescription: "a stream of 200 bytes for 20",
        file: HostileFiles.imageData(PNGChunkWriter.compress([UInt8](repeating: 0, count: 200))),
        libpng: "IDAT: Too much image data"),
      Damage(
        testDescription: "bytes after the end of the stream in the same IDAT",
        file: HostileFiles.imageData(stream + [1, 2, 3]),
        libpng: "IDAT: Extra compressed data"),
    ])
  func imageDataTooLong(_ damage: Damage) {
    #expect(
      Self.problem(decoding: damage.file)
        == .corruptImageData(damage.libpng))
  }

  @Test(
    "a deflate stream zlib refuses",
    arguments: [
      Damage(
        testDescription: "an Adler-32 that does not match",
        file: HostileFiles.imageData(badChecksum),
        libpng: "IDAT: incorrect data check"),
      Damage(
        // libpng checks a checksum that comes after the last row only once it has the rows:
        // a warning then, not an error.
        testDescription: "an Adler-32 that does not match, in an IDAT of its own",
        file: file(idat: [Array(badChecksum.dropLast(4)), Array(badChecksum.suffix(4))]),
        libpng: "IDAT: incorrect data check"),
      Damage(
        // Fixed Huffman: a match of length 3 at distance 1 before any byte was written.
        testDescription: "a distance too far back",
        file: HostileFiles.imageData([0x78, 0x01, 0x03, 0x02, 0x00, 0x00]),
        libpng: "IDAT: invalid distance too far back"),
      Damage(
        testDescription: "block type 3",
        file: HostileFiles.imageData([0x78, 0x01, 0x07, 0x00, 0x00, 0x00]),
        libpng: "IDAT: invalid block type"),
      Damage(
        testDescription: "a stored block whose length and its complement disagree",
        file: HostileFiles.imageData([0x78, 0x01, 0x01, 0x05, 0x00, 0x00, 0x00]),
        libpng: "IDAT: invalid stored block lengths"),
      Damage(
        testDescription: "a zlib header whose check bits are wrong",
        file: HostileFiles.imageData([0x78, 0x00, 0x03, 0x00]),
        libpng: "IDAT: incorrect header check"),
      Damage(
        testDescription: "compression method 9",
        file: HostileFiles.imageData([0x79, 0x18, 0x03, 0x00]),
        libpng: "IDAT: unknown compression method"),
      Damage(
        testDescription: "a 64 KiB window",
        file: HostileFiles.imageData([0x88, 0x1C, 0x03, 0x00]),
        libpng: "IDAT: invalid window size (libpng)"),
    ])
  func damagedStream(_ damage: Damage) {
    #expect(
      Self.problem(decoding: damage.file)
        == .corruptImageData(damage.libpng))
  }

  @Test(
    "a row whose filter type is not 0 to 4",
    arguments: [
      Damage(
        testDescription: "filter type 5 in the first row",
        file: HostileFiles.imageData(PNGChunkWriter.compress([5] + rows.dropFirst())),
        libpng: "bad adaptive filter value"),
      Damage(
        testDescription: "filter type 255 in the last row",
        file: HostileFiles.imageData(PNGChunkWriter.compress(rows.prefix(15) + [255, 0, 0, 0, 0])),
        libpng: "bad adaptive filter value"),
    ])
  func badFilterType(_ damage: Damage) {
    #expect(
      Self.problem(decoding: damage.file)
        == .corruptImageData(damage.libpng))
  }

  // No file gives libpng an error of no known class: the chunk scanner refuses every such
  // file first (missing or misplaced chunks, bad headers, CRCs, limits). So this class is
  // tested on libpng's verbatim words only.
  @Test("a message of no known class is shown in libpng's words")
  func unknown() {
    let message = LibpngMessage("IDAT: Missing IHDR before IDAT")
    #expect(message.kind == .unknown)
    #expect(
      message.problem(after: ["tEXt: CRC error"])
        == .libpng(message: "IDAT: Missing IHDR before IDAT", warnings: ["tEXt: CRC error"]))
    // A warning while reading pixels still refuses them, whatever it says.
    #expect(
      LibpngMessage("Read palette index exceeding num_palette").problemAsDataWarning
        == .corruptImageData("Read palette index exceeding num_palette"))
  }

  /// libpng's and zlib's messages verbatim, as they reach the shim, with their class.
  static let verbatim: [(String, LibpngMessage.Kind)] = [
    ("Not enough image data", .imageDataEndsEarly),
    ("unexpected end of file", .imageDataEndsEarly),
    ("IDAT: Too much image data", .imageDataTooLong),
    ("IDAT: Extra compressed data", .imageDataTooLong),
    ("IDAT: Too many IDATs found", .imageDataTooLong),
    ("IDAT: .Too many IDATs found", .imageDataTooLong),
    ("IDAT: ..Too many IDATs found", .imageDataTooLong),
    ("IDAT: incorrect header check", .damagedStream),
    ("IDAT: unknown compression method", .damagedStream),
    ("IDAT: invalid window size", .damagedStream),
    ("IDAT: invalid window size (libpng)", .damagedStream),
    ("IDAT: invalid block type", .damagedStream),
    ("IDAT: invalid stored block lengths", .damagedStream),
    ("IDAT: too many length or distance symbols", .damagedStream),
    ("IDAT: invalid code lengths set", .damagedStream),
    ("IDAT: invalid bit length repeat", .damagedStream),
    ("IDAT: invalid code -- missing end-of-block", .damagedStream),
    ("IDAT: invalid literal/lengths set", .damagedStream),
    ("IDAT: invalid distances set", .damagedStream),
    ("IDAT: invalid literal/length code", .damagedStream),
    ("IDAT: invalid distance code", .damagedStream),
    ("IDAT: invalid distance too far back", .damagedStream),
    ("IDAT: incorrect data check", .damagedStream),
    ("IDAT: damaged LZ stream", .damagedStream),
    ("IDAT: truncated", .damagedStream),
    ("IDAT: missing LZ dictionary", .damagedStream),
    ("IDAT: unexpected end of LZ stream", .damagedStream),
    ("bad adaptive filter value", .badFilterType),
    // zlib or libpng failing in itself, not the file.
    ("IDAT: insufficient memory", .unknown),
    ("IDAT: bad parameters to zlib", .unknown),
    ("IDAT: unsupported zlib version", .unknown),
    ("IDAT: unexpected zlib return code", .unknown),
    // About another chunk, or about the file's structure: never the image data.
    ("iCCP: truncated", .unknown),
    ("zTXt: incorrect header check", .unknown),
    ("IDAT: Missing IHDR before IDAT", .unknown),
    ("IDAT: CRC error", .unknown),
    ("Unknown filter method in IHDR", .unknown),
    ("Invalid IHDR data", .unknown),
  ]

  @Test("libpng's and zlib's verbatim messages are classified", arguments: verbatim)
  func classifies(text: String, kind: LibpngMessage.Kind) {
    #expect(LibpngMessage(text).kind == kind)
  }

  @Test("every fragment of the table has a verbatim message above, of its class")
  func tableIsCovered() {
    for (kind, texts) in LibpngMessage.fragments {
      for fragment in texts {
        #expect(
          Self.verbatim.contains { $0.0.contains(fragment) && $0.1 == kind },
          "\(fragment) (\(kind))")
      }
    }
  }

  @Test("the user reads libpng's words for the damage, after the file's name")
  func userMessage() {
    let error = #expect(throws: PNGError.self) {
      try PNGDecoder().decode(HostileFiles.imageData(Self.badChecksum), file: "Icon.png")
    }
    #expect(
      error?.description
        == "Icon.png: corrupt image data: IDAT: incorrect data check")
  }
}

/// Which warnings raised while the pixels were read make them untrusted: the judgement the C
/// shim used to make, now made here from the messages it hands over.
struct DataWarningTests {
  @Test("warnings about ancillary chunks leave the pixels trusted; any other doubts them")
  func ancillary() throws {
    #expect(LibpngMessage.damage(amongDataWarnings: [], raised: 0) == nil)
    #expect(
      LibpngMessage.damage(
        amongDataWarnings: ["tEXt: CRC error", "zTXt: incorrect header check"], raised: 2)
        == nil)
    let doubt = try #require(
      LibpngMessage.damage(
        amongDataWarnings: ["tEXt: CRC error", "IDAT: Too much image data", "iCCP: x"], raised: 3
      ))
    #expect(doubt.text == "IDAT: Too much image data")
    #expect(doubt.kind == .imageDataTooLong)
    // A warning with no chunk in front of it is about the data too.
    #expect(
      LibpngMessage.damage(amongDataWarnings: ["Ignoring bad adaptive filter type"], raised: 1)?
        .text == "Ignoring bad adaptive filter type")
  }

  @Test("warnings raised past those kept are not known to be harmless")
  func unkept() throws {
    let kept = Array(repeating: "tEXt: CRC error", count: 8)
    #expect(LibpngMessage.damage(amongDataWarnings: kept, raised: 8) == nil)
    let doubt = try #require(LibpngMessage.damage(amongDataWarnings: kept, raised: 9))
    #expect(doubt.text == "libpng warned 9 times while reading the pixels")
    #expect(doubt.problemAsDataWarning == .corruptImageData(doubt.text))
  }
}
