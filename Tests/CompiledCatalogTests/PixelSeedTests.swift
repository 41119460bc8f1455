import CompiledCatalog
import Foundation
import SampleArt
import TestSupport
import Testing

/// FuzzRenditionPixels reads one CSI record: its seeds in `Fuzz/Seeds/rendition-pixels` are a
/// record per container and compression path, built here byte for byte, Rosalind's three
/// real records and Open Cowork's two real default-method atlases. `ICONSMITH_RECORD_GOLDENS=1` rewrites them.
@Suite struct PixelSeedTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz/Seeds/rendition-pixels")

  static func csi(
    width: UInt32, height: UInt32, format: String = "ARGB", stride: UInt32? = nil,
    version: UInt32 = 0, compression: UInt32, _ data: [UInt8], length: UInt32? = nil
  ) -> [UInt8] {
    var tlvs: [(UInt32, [UInt8])] = []
    if let stride {
      var value: [UInt8] = []
      value.le(stride)
      tlvs.append((1007, value))
    }
    return CarBuilder.csi(
      name: "seed.png", width: width, height: height, pixelFormat: format, tlvs: tlvs,
      payload: CarBuilder.celm(
        version: version, compression: compression, data: data, length: length))
  }

  static func seeds() throws -> [String: [UInt8]] {
    let pixels = RenditionDecoderTests.bgra(4 * 3)
    let padded: [UInt8] = (0..<3).flatMap { (row: Int) -> [UInt8] in
      Array(pixels[(row * 16)..<(row * 16 + 16)]) + [0xEE, 0xEE]
    }
    let strips =
      PixelStreams.strip(rows: 2, PixelStreams.storedLZFSE(Array(padded[0..<36])))
      + PixelStreams.strip(rows: 1, PixelStreams.storedLZFSE(Array(padded[36...])))
    let lossless = PixelStreams.literalLZVN(Array(pixels[0..<24]))
    let segment = Deepmap2Encoder.segment(
      Deepmap2Tests.evenChroma(12, alpha: true), width: 4, rows: 3, bytesPerPixel: 4,
      hasAlpha: true, predictors: [1, 4, 2])
    let predicted = PixelStreams.storedLZFSE(segment)
    var seeds: [String: [UInt8]] = [
      "argb-none.csi": csi(width: 4, height: 3, compression: 0, pixels),
      "ga8-zlib.csi": csi(
        width: 3, height: 2, format: "GA8 ", compression: 2,
        PixelStreams.zlib([0, 255, 9, 9, 0, 0, 1, 2, 3, 4, 5, 6])),
      "argb-strips-stride.csi": csi(
        width: 4, height: 3, stride: 18, version: 1, compression: 4, strips, length: 2),
      "argb-gzip-strips.csi": csi(
        width: 4, height: 3, version: 3, compression: 2,
        PixelStreams.strip(rows: 3, PixelStreams.gzip(pixels)), length: 1),
      "argb-lzvn.csi": csi(
        width: 25, height: 30, compression: 3, try LZFSEFixture.bytes("text.lzvn")),
      "deepmap2-lossless.csi": csi(
        width: 3, height: 2, compression: 11,
        PixelStreams.deepmap2(
          method: 3, format: 4, width: 3, height: 2, descriptor: UInt32(lossless.count), lossless)),
      "deepmap2-palette.csi": csi(
        width: 3, height: 2, compression: 11,
        PixelStreams.deepmap2(
          method: 4, format: 4, width: 3, height: 2, descriptor: 2 | 3 << 16,
          Deepmap2Tests.palette(
            [[0, 0, 255, 0], [255, 0, 0, 0]], planes: [255, 128, 0, 255, 9, 9],
            indices: [0, 1, 1, 0, 1, 0]))),
      "argb-rle.csi": csi(
        width: 4, height: 2, compression: 1,
        RunLengthTests.blob(
          width: 4,
          rows: [
            [.run(count: 3, Array(pixels[0..<4])), .literal(Array(pixels[4..<8]))],
            [.literal(Array(pixels[8..<24]))],
          ])),
      "ga8-rle-strips.csi": csi(
        width: 2, height: 2, format: "GA8 ", version: 1, compression: 1,
        PixelStreams.strip(
          rows: 1,
          RunLengthTests.blob(
            encoding: 3, width: 2, rows: [[.run(count: 2, [9, 9])]], pixelBytes: 2))
          + PixelStreams.strip(
            rows: 1,
            RunLengthTests.blob(
              encoding: 3, width: 2, rows: [[.literal([0, 0, 4, 8])]], pixelBytes: 2)),
        length: 2),
      "deepmap2-default.csi": csi(
        width: 4, height: 3, compression: 11,
        PixelStreams.deepmap2(
          method: 2, format: 4, width: 4, height: 3, descriptor: UInt32(predicted.count),
          predicted)),
      "deepmap2-strips.csi": csi(
        width: 2, height: 2, format: "GA8 ", version: 1, compression: 11,
        PixelStreams.strip(
          rows: 1,
          PixelStreams.deepmap2(
            method: 1, format: 2, width: 2, height: 1, descriptor: 0, [0, 255, 4, 8]))
          + PixelStreams.strip(
            rows: 1,
            PixelStreams.deepmap2(
              method: 1, format: 2, width: 2, height: 1, descriptor: 0, [9, 9, 0, 0])),
        length: 2),
    ]
    let car = try RosalindCatalogTests.car()
    for rendition in car.renditions {
      let record = try rendition.record.get()
      let block = try car.store.block(rendition.valueBlockID)
      seeds["rosalind-\(record.name).csi"] = Array(block)
    }
    // FlagKit's legacy deepmap atlas (default method), and a palette one in two tiles.
    seeds["flagkit-atlas-70x70-deepmap-lzfse.csi"] = Array(
      try #require(
        FileBytes.read(
          URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/flagkit/atlas-70x70-deepmap-lzfse.csi").path)))
    let indices = PixelStreams.literalLZVN(
      [UInt8](repeating: 255, count: 256) + [UInt8](repeating: 0, count: 256))
    let tail = PixelStreams.literalLZVN([9, 1])
    var palette: [UInt8] = [0, 0, 40, 0, 60, 0, 0, 0]
    palette.le(UInt32(indices.count))
    palette += indices
    palette.le(UInt32(tail.count))
    palette += tail
    seeds["legacy-deepmap-palette-tiles.csi"] = csi(
      width: 257, height: 1, compression: 10,
      PixelStreams.legacyDeepmap(method: 4, format: 4, descriptor: 2, palette))
    // Open Cowork's two GA8 atlases: real deepmap2-default records small enough to fuzz.
    let cowork = try OpenCoworkCatalogTests.car()
    for rendition in cowork.renditions {
      guard let record = try? rendition.record.get(), record.pixelFormat.fourCC == "GA8 ",
        case .bitmap = record.payload
      else { continue }
      let block = try cowork.store.block(rendition.valueBlockID)
      seeds["open-cowork-\(record.name)-\(record.width)x\(record.height).csi"] = Array(block)
    }
    return seeds
  }

  @Test func everySeedReadsAsARecordAndDecodes() throws {
    for (name, bytes) in try Self.seeds() {
      let record = try CSIRecord(bytes: bytes[...])
      #expect(throws: Never.self, "\(name)") { try RenditionDecoderTests.decode(record) }
    }
  }

  @Test("the seeds are the builders' output, byte for byte")
  func seedsAreTheBuilders() throws {
    let recording = ProcessInfo.processInfo.environment["ICONSMITH_RECORD_GOLDENS"] != nil
    if recording {
      try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
    }
    let seeds = try Self.seeds()
    for (name, bytes) in seeds {
      let url = Self.folder.appendingPathComponent(name)
      if recording { try Data(bytes).write(to: url) }
      let stored = FileBytes.read(url.path) ?? []
      #expect(
        stored == bytes,
        "Fuzz/Seeds/rendition-pixels/\(name) differs (\(stored.count) bytes stored, \(bytes.count) built): set ICONSMITH_RECORD_GOLDENS=1 to rewrite it"
      )
    }
    let present = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
    #expect(Set(present) == Set(seeds.keys), "no stale seed is left behind")
  }
}
