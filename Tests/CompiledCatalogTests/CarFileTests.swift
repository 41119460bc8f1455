import SampleArt
import TestSupport
import Testing

@testable import CompiledCatalog

/// The CAR model over built catalogs: every block and tree read, and each broken one named.
@Suite struct CarFileTests {
  @Test func readsHeaderMetadataKeyFormatAppearancesAndFacets() throws {
    let car = try CarFile(bytes: CarBuilder.imageSet().build())
    #expect(car.header.coreUIVersion == 918 && car.header.storageVersion == 17)
    #expect(car.header.renditionCount == 3)
    #expect(car.header.mainVersion == "@(#)PROGRAM:CoreUI  PROJECT:CoreUI-918.3\n")
    #expect(car.header.versionString == "Xcode 16.3 (16E140) via AssetCatalogSimulatorAgent")
    #expect(car.header.uuidString == "01020304-0506-0708-090A-0B0C0D0E0F10")
    #expect(
      car.header.schemaVersion == 2 && car.header.colorSpaceID == 1 && car.header.keySemantics == 2)
    let metadata = try #require(car.metadata)
    #expect(metadata.deploymentPlatform == "ios" && metadata.deploymentPlatformVersion == "18.2")
    #expect(
      metadata.thinningArguments.isEmpty && metadata.authoringTool == "CoreThemeDefinition-611")
    #expect(
      car.keyFormat.attributes == [
        .appearance, .localization, .scale, .idiom, .subtype, .identifier, .element, .part,
      ])
    #expect(car.keyFormatWorkaround == nil)
    #expect(car.appearances == [CarFile.Appearance(name: "UIAppearanceAny", id: 0)])
    #expect(car.facets.map(\.name) == ["Image"])
    #expect(car.facets[0].identifier == 36218)
    #expect(car.facets[0].attributes.map(\.attribute) == [.element, .part, .identifier])
  }

  @Test func readsRenditionKeysAndRecords() throws {
    let car = try CarFile(bytes: CarBuilder.imageSet().build())
    #expect(car.renditions.count == 3)
    let first = car.renditions[0]
    #expect(first.key.scale == 1 && first.key.idiom == .universal && first.key.identifier == 36218)
    #expect(first.key.element == 85 && first.key.part == 181 && first.key.appearance == 0)
    #expect(first.key.dimension2 == 0 && first.key[.dimension2] == nil)
    #expect(car.facets(of: first).map(\.name) == ["Image"])
    let record = try first.record.get()
    #expect(record.name == "Tuist-Filled.png" && record.width == 14 && record.height == 15)
    #expect(record.pixelFormat == .ga8 && record.layout == .onePartScale)
    #expect(record.scaleTimes100 == 100 && record.flags.bitmapEncoding == 1)
    #expect(record.compression == .deepmap2)
    #expect(record.tlvs.map(\.type) == [.exifOrientation, .bytesPerRow])
  }

  @Test func aWorkaroundKeyFormatGivesTheRealIds() throws {
    var builder = CarBuilder.imageSet()
    builder.keyFormat = [7, 13, 12, 15, 16, 17, 1, 5]
    builder.keyFormatWorkaround = [7, 13, 12, 15, 16, 17, 1, 26]
    let car = try CarFile(bytes: builder.build())
    #expect(car.keyFormat.attributes.last == .placeholder)
    #expect(car.effectiveKeyFormat.attributes.last == .glyphWeight)
    #expect(car.renditions[0].key[.glyphWeight] == 181)
    builder.keyFormatWorkaround = [7, 13]
    #expect(throws: CarError.keyFormatWorkaroundMismatch(count: 2, keyFormatCount: 8)) {
      try CarFile(bytes: builder.build())
    }
  }

  @Test("a zeroed KEYFORMATWORKAROUND, as Xcode 10 wrote for macOS 10.14, is none")
  func aZeroedWorkaroundIsNone() throws {
    var bom = CarBuilder.imageSet().bom()
    var zeroed = [UInt8](repeating: 0, count: 68)
    zeroed[52] = 24
    bom.name("KEYFORMATWORKAROUND", bom.add(zeroed))
    let car = try CarFile(bytes: bom.build())
    #expect(car.keyFormatWorkaround == nil)
    #expect(car.effectiveKeyFormat == car.keyFormat && car.renditions.count == 3)
  }

  @Test func unknownAttributesAndIdiomsAreKeptAsValues() throws {
    var builder = CarBuilder.imageSet()
    builder.keyFormat = [99, 13, 12, 15, 16, 17, 1, 2]
    builder.renditions[0].key[3] = 42
    let car = try CarFile(bytes: builder.build())
    #expect(car.keyFormat.attributes[0] == .unknown(99))
    #expect(car.renditions[0].key.idiom == .unknown(42))
    #expect(car.renditions[0].key.idiom.description == "unknown 42")
  }

  @Test func aKeyFormatCountingMoreThanItsBlockIsRefused() {
    var builder = CarBuilder.imageSet()
    builder.keyFormatCount = 0x4000_0000
    #expect(
      throws: CarError.keyFormatCountExceedsBlock(
        name: "KEYFORMAT", count: 0x4000_0000, capacity: 8)
    ) { try CarFile(bytes: builder.build()) }
  }

  @Test func aRenditionKeyShorterThanTheFormatIsRefused() {
    var builder = CarBuilder.imageSet()
    builder.keyFormat.append(9)
    // CARHEADER is block 1, then each rendition's value and key: the first key is block 3.
    #expect(throws: CarError.renditionKeyTooShort(keyBlock: 3, length: 16, needed: 18)) {
      try CarFile(bytes: builder.build())
    }
  }

  @Test func namesBrokenCatalogBlocks() {
    var noMetadata = CarBuilder.imageSet()
    noMetadata.metadata = false
    #expect((try? CarFile(bytes: noMetadata.build()))?.metadata == nil)

    var bom = CarBuilder.imageSet().bom()
    bom.blocks[0] = Array(bom.blocks[0].prefix(100))
    #expect(throws: CarError.blockTooShort(name: "CARHEADER", length: 100, needed: 436)) {
      try CarFile(bytes: bom.build())
    }
    bom = CarBuilder.imageSet().bom()
    bom.blocks[0].replaceSubrange(0..<4, with: Array("CTAR".utf8))
    #expect(throws: CarError.badTag(name: "CARHEADER", expected: "RATC", found: Array("CTAR".utf8)))
    {
      try CarFile(bytes: bom.build())
    }
    bom = CarBuilder.imageSet().bom()
    bom.variables.removeAll { $0.0 == "RENDITIONS" }
    #expect(throws: CarError.bom(.missingVariable(name: "RENDITIONS"))) {
      try CarFile(bytes: bom.build())
    }
    var appearance = CarBuilder.imageSet()
    appearance.appearances = [("UIAppearanceDark", [1])]
    #expect(throws: CarError.appearanceTruncated(name: "UIAppearanceDark", length: 1)) {
      try CarFile(bytes: appearance.build())
    }
    var facet = CarBuilder.imageSet()
    facet.facets = [("Image", Array(CarBuilder.facet([(1, 85), (17, 1)]).prefix(9)))]
    #expect(throws: CarError.facetTruncated(name: "Image", length: 9, needed: 14)) {
      try CarFile(bytes: facet.build())
    }
  }

  /// A record that cannot be read fails its rendition only; the others stay readable.
  @Test func aBrokenRecordFailsOnlyItsRendition() throws {
    var builder = CarBuilder.imageSet()
    builder.renditions[1].value = Array(builder.renditions[1].value.prefix(100))
    let car = try CarFile(bytes: builder.build())
    #expect(car.renditions[1].record == .failure(.tooShort(length: 100, needed: 180)))
    #expect((try? car.renditions[0].record.get()) != nil)
    #expect((try? car.renditions[2].record.get()) != nil)
  }

  @Test func aRenditionTreeWithACycleIsAnError() {
    var bom = CarBuilder.imageSet().bom()
    // RENDITIONS' leaf is block 8 (after CARHEADER and three value/key pairs); it now links
    // forward to itself.
    bom.blocks[7].replaceSubrange(4..<8, with: [0, 0, 0, 8])
    #expect(throws: CarError.bom(.treeCycle(tree: 9, node: 8, via: .forwardLink))) {
      try CarFile(bytes: bom.build())
    }
  }

  @Test func aKeyFormatLongerThanAnyCatalogsIsRefused() {
    var builder = CarBuilder.imageSet()
    builder.keyFormat = [UInt32](repeating: 1, count: 300)
    #expect(throws: CarError.keyFormatTooLong(name: "KEYFORMAT", count: 300, limit: 256)) {
      try CarFile(bytes: builder.build())
    }
  }

  /// Two renditions naming the same value block share one reading of it.
  @Test func aValueBlockNamedTwiceIsReadOnce() throws {
    var bom = CarBuilder.imageSet().bom()
    // The second rendition's value (block 4) now points at the first's (block 2).
    bom.pointerOverrides[4] = (512 + UInt32(bom.blocks[0].count), UInt32(bom.blocks[1].count))
    let car = try CarFile(bytes: bom.build())
    #expect(car.renditions[1].record == car.renditions[0].record)
    #expect(car.renditions.map(\.key.scale) == [1, 2, 3])
  }

  /// Distinct blocks that overlap add up to more than the file: refused before each is read.
  @Test func overlappingRenditionBlocksAreRefused() throws {
    var builder = CarBuilder.imageSet()
    let record = builder.renditions[0].value
    builder.renditions = (0..<40).map { index in
      (key: [0, 0, UInt16(index), 0, 0, 36218, 85, 181], value: index == 0 ? record : [0])
    }
    var bom = builder.bom()
    // Every value block (2, 4, 6…) becomes the first record's bytes.
    for index in 1..<40 {
      bom.pointerOverrides[UInt32(2 + index * 2)] = (
        512 + UInt32(bom.blocks[0].count), UInt32(record.count)
      )
    }
    let bytes = bom.build()
    #expect(throws: CarError.self) { try CarFile(bytes: bytes) }
    do {
      _ = try CarFile(bytes: bytes)
    } catch {
      guard case .blocksExceedFile(let total, fileLength: bytes.count) = error else {
        Issue.record("expected blocksExceedFile, got \(error)")
        return
      }
      #expect(total > bytes.count)
    }
  }
}
