import Foundation
import TestSupport
import Testing

@testable import CompiledCatalog

/// tuist/Rosalind's `fixtures/ios_app/App.app/Assets.car` (MIT; see Fixtures/rosalind): a real
/// catalog compiled by Xcode 16.3 for iOS 18.2, holding one image set of three GA8 template
/// images. Every value here was read from its bytes by hand first.
@Suite struct RosalindCatalogTests {
  static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/rosalind/Assets.car").path

  static func car() throws -> CarFile {
    return try CarFile(bytes: #require(FileBytes.read(path)))
  }

  @Test func theContainer() throws {
    let car = try Self.car()
    #expect(car.store.bytes.count == 26175)
    #expect(car.store.blockCount == 256 && car.store.declaredBlockCount == 22)
    #expect(
      car.store.variables.map(\.name) == [
        "CARHEADER", "RENDITIONS", "FACETKEYS", "APPEARANCEKEYS", "KEYFORMAT",
        "EXTENDED_METADATA", "BITMAPKEYS",
      ])
    // BITMAPKEYS keeps its keys inline (the identifier, 36218), in 1024-byte nodes.
    let bitmapKeys = try car.store.tree(named: "BITMAPKEYS")
    #expect(bitmapKeys.blockSize == 1024 && bitmapKeys.flags == 1)
    #expect(try car.store.entries(of: bitmapKeys) == [BOMTree.Entry(valueID: 22, keyID: 36218)])
  }

  @Test func theHeaderAndMetadata() throws {
    let car = try Self.car()
    #expect(car.header.coreUIVersion == 918 && car.header.storageVersion == 17)
    #expect(car.header.renditionCount == 3)
    #expect(car.header.mainVersion == "@(#)PROGRAM:CoreUI  PROJECT:CoreUI-918.3\n")
    #expect(car.header.versionString == "Xcode 16.3 (16E140) via AssetCatalogSimulatorAgent")
    #expect(car.header.uuid == [UInt8](repeating: 0, count: 16))
    #expect(car.header.schemaVersion == 2 && car.header.colorSpaceID == 1)
    #expect(car.header.keySemantics == 2)
    let metadata = try #require(car.metadata)
    #expect(metadata.thinningArguments.isEmpty)
    #expect(metadata.deploymentPlatform == "ios" && metadata.deploymentPlatformVersion == "18.2")
    #expect(
      metadata.authoringTool
        == "@(#)PROGRAM:CoreThemeDefinition  PROJECT:CoreThemeDefinition-611  [IIO-2661.4.9.1.1]")
  }

  @Test func theKeysAppearancesAndFacets() throws {
    let car = try Self.car()
    #expect(car.keyFormat.version == 0)
    #expect(car.keyFormat.attributes.map(\.rawValue) == [7, 13, 12, 15, 16, 17, 1, 2])
    #expect(car.keyFormatWorkaround == nil)
    #expect(car.appearances == [CarFile.Appearance(name: "UIAppearanceAny", id: 0)])
    #expect(car.facets.count == 1)
    #expect(car.facets[0].name == "Image" && car.facets[0].identifier == 36218)
    #expect(car.facets[0].attributes.map(\.attribute) == [.element, .part, .identifier])
    #expect(car.facets[0].attributes.map(\.value) == [85, 181, 36218])
  }

  @Test func theRenditions() throws {
    let car = try Self.car()
    #expect(car.renditions.map(\.key.scale) == [1, 2, 3])
    for rendition in car.renditions {
      #expect(rendition.key.idiom == .universal && rendition.key.appearance == 0)
      #expect(rendition.key.element == 85 && rendition.key.part == 181)
      #expect(rendition.key.identifier == 36218 && rendition.key.subtype == 0)
      let record = try rendition.record.get()
      #expect(record.pixelFormat == .ga8 && record.layout == .onePartScale)
      #expect(record.flags.rawValue == 0x10 && record.colorSpaceField == 2)
      #expect(
        record.tlvs.map(\.type) == [
          .slices, .metrics, .blendModeAndOpacity, .exifOrientation, .bytesPerRow,
        ])
      guard case .bitmap(let bitmap) = record.payload else {
        Issue.record("\(record.name): expected a CELM payload")
        continue
      }
      #expect(bitmap.version == 0 && bitmap.compression == .deepmap2)
      #expect(
        Int(bitmap.length) == bitmap.data.count
          && bitmap.data.prefix(4).elementsEqual("dmp2".utf8) == false)
      #expect(record.bitmapLengths == [UInt32(bitmap.data.count + 16)])
    }
    let records = try car.renditions.map { try $0.record.get() }
    #expect(
      records.map(\.name) == ["Tuist-Filled.png", "Tuist-Filled@2x.png", "Tuist-Filled@3x.png"])
    #expect(records.map(\.width) == [14, 29, 43] && records.map(\.height) == [15, 30, 45])
    #expect(records.map(\.scaleTimes100) == [100, 200, 300])
    // Bytes per row (TLV 1007) is 4 x 16, 32 and 48 pixels: rows padded to 16 pixels.
    #expect(
      records.map { Array($0.tlvs[4].value) } == [
        [0x40, 0, 0, 0], [0x80, 0, 0, 0], [0xc0, 0, 0, 0],
      ])
  }

  @Test func theListing() throws {
    let listing = CatalogListing(try Self.car())
    let lines = listing.renditions.map {
      "\($0.facetName ?? "-") \($0.renditionName) \($0.idiom) @\($0.scale)x \($0.appearance) "
        + "\($0.width)x\($0.height) \($0.pixelFormat) \($0.layout) \($0.compression ?? "-")"
    }
    #expect(
      lines == [
        "Image Tuist-Filled.png universal @1x UIAppearanceAny 14x15 GA8 one-part scale deepmap2",
        "Image Tuist-Filled@2x.png universal @2x UIAppearanceAny 29x30 GA8 one-part scale deepmap2",
        "Image Tuist-Filled@3x.png universal @3x UIAppearanceAny 43x45 GA8 one-part scale deepmap2",
      ])
    #expect(listing.renditions.allSatisfy { $0.problems.isEmpty })
  }
}
