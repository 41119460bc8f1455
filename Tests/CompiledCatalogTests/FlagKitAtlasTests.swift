import CompiledCatalog
import Foundation
import Raster
import RenditionPixels
import TestSupport
import Testing

/// One real atlas of FlagKit's compiled catalog (MIT; see Fixtures/flagkit), stored by Xcode
/// 11.3 as LZFSE, as legacy deepmap and as deepmap2: both deepmap records decode to what the
/// LZFSE one holds.
@Suite struct FlagKitAtlasTests {
  static func record(_ compression: String) throws -> CSIRecord {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/flagkit/atlas-70x70-\(compression).csi").path
    return try CSIRecord(bytes: #require(FileBytes.read(path))[...])
  }

  @Test func theThreeRecords() throws {
    for (name, id) in [("lzfse", 4), ("deepmap-lzfse", 10), ("deepmap2", 11)] as [(String, UInt32)]
    {
      let record = try Self.record(name)
      #expect(record.name == "ZZZZPackedAsset-1.0.0-gamut0")
      #expect(record.width == 70 && record.height == 70 && record.pixelFormat == .argb)
      guard case .bitmap(let bitmap) = record.payload else {
        Issue.record("\(name) is not a bitmap")
        continue
      }
      #expect(bitmap.compression.rawValue == id, "\(name)")
      // The LZFSE record is two KCBC strips; each deepmap record is one container.
      #expect(bitmap.isChunked == (id == 4), "\(name)")
      #expect(RenditionDecoder.notDecoded(record) == nil, "\(name)")
    }
    // The legacy blob: the 16-byte container (version 5), then dmap, method 2 (default), RGBA8.
    guard case .bitmap(let legacy) = try Self.record("deepmap-lzfse").payload else { return }
    let data = Array(legacy.data)
    #expect(data[0] == 5 && Array(data[16..<20]) == Array("dmap".utf8))
    #expect(data[20] == 2 && data[23] == 4)
  }

  @Test(
    "legacy deepmap and deepmap2 decode to the LZFSE record: alpha exactly, colour within 1",
    arguments: ["deepmap-lzfse", "deepmap2"])
  func matchesTheLZFSERecord(compression: String) throws {
    let expected = try RenditionDecoder().decode(try Self.record("lzfse"))
    let image = try RenditionDecoder().decode(try Self.record(compression))
    #expect(image.width == 70 && image.height == 70)
    let agreement = PixelAgreement(image, expected)
    #expect(agreement.agrees, "\(compression): \(agreement)")
    // Flags cover most of the atlas: a blank or shifted decode cannot pass.
    #expect(agreement.covered > 70 * 70 / 2, "\(agreement.covered) pixels covered")
  }
}
