import CompiledCatalog
import Foundation
import PNGCodec
import Raster
import RenditionPixels
import TestSupport
import Testing

/// Open Cowork's `Assets.car` (MIT; see Fixtures/open-cowork): a real macOS catalog compiled by
/// Xcode 26.5, the only one with a licence whose bitmaps use deepmap2's default method (the
/// predictor path), checked against the PNG it was compiled from. Its logo is two strips: 748
/// rows in default segments whose blob declares only the first segment's 213, then 20 rows of
/// palette.
@Suite struct OpenCoworkCatalogTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/open-cowork")

  static func car() throws -> CarFile {
    try CarFile(bytes: #require(FileBytes.read(folder.appendingPathComponent("Assets.car").path)))
  }

  static func records() throws -> [CSIRecord] {
    try car().renditions.compactMap { try? $0.record.get() }
  }

  @Test func whatItHolds() throws {
    let car = try Self.car()
    #expect(car.header.versionString == "Xcode 26.5 (17F42) via AssetCatalogAgent-AssetRuntime")
    #expect(car.header.coreUIVersion == 975)
    let metadata = try #require(car.metadata)
    #expect(metadata.deploymentPlatform == "macosx" && metadata.deploymentPlatformVersion == "12.0")
    let listing = CatalogListing(car)
    #expect(listing.renditions.count == 74)
    let bitmaps = listing.renditions.filter { $0.compression != nil }
    #expect(bitmaps.count == 6)
    #expect(bitmaps.allSatisfy { $0.compression == "deepmap2" })
    #expect(
      bitmaps.map { "\($0.renditionName) \($0.width)x\($0.height) \($0.pixelFormat)" }.sorted()
        == [
          "ZZZZPackedAsset-1.0.0-gamut0 156x122 ARGB", "ZZZZPackedAsset-1.0.1-gamut0 56x56 GA8",
          "ZZZZPackedAsset-2.0.0-gamut0 200x200 ARGB", "ZZZZPackedAsset-2.0.0-gamut0 204x170 ARGB",
          "ZZZZPackedAsset-2.0.1-gamut0 104x104 GA8", "logo.png 1401x768 ARGB",
        ])
  }

  @Test("the logo's first strip declares 213 rows in its blob and holds 748")
  func theLogosStrips() throws {
    let logo = try #require(try Self.records().first { $0.name == "logo.png" })
    guard case .bitmap(let bitmap) = logo.payload else {
      Issue.record("the logo is not a bitmap")
      return
    }
    #expect(bitmap.compression == .deepmap2 && bitmap.isChunked && bitmap.length == 2)
    let data = Array(bitmap.data)
    func u32(_ at: Int) -> Int {
      (0..<4).reduce(0) { $0 | Int(data[at + $1]) << (8 * $1) }
    }
    #expect(Array(data[0..<4]) == Array("KCBC".utf8) && u32(12) == 748)
    // The container's 16 bytes, then dmp2: method 2 (default), RGBA8, 1401 wide, 213 high.
    #expect(Array(data[36..<40]) == Array("dmp2".utf8))
    #expect(data[40] == 2 && data[43] == 4)
    #expect(u32(44) & 0xffff == 1401 && u32(44) >> 16 == 213)
    let second = 20 + u32(16)
    #expect(Array(data[second..<(second + 4)]) == Array("KCBC".utf8) && u32(second + 12) == 20)
    #expect(data[second + 20 + 16 + 4] == 4)
  }

  @Test("the logo decodes to its source: alpha exactly, premultiplied colour within 1")
  func theLogoMatchesItsSource() throws {
    let logo = try #require(try Self.records().first { $0.name == "logo.png" })
    let image = try RenditionDecoder().decode(logo)
    let png = try #require(
      FileBytes.read(Self.folder.appendingPathComponent("source/logo.png").path))
    let expected = try PNGDecoder().decode(png).image.rgba8
    #expect(image.width == 1401 && image.height == 768)
    #expect(expected.width == 1401 && expected.height == 768)
    let agreement = PixelAgreement(image, expected)
    #expect(agreement.agrees, "\(agreement)")
    // A black bolt with white dots and soft edges: a blank or flat decode cannot pass.
    let translucent = agreement.covered - agreement.opaque
    #expect(agreement.opaque > 80_000 && translucent > 5_000, "\(agreement)")
    #expect(image[700, 400].alpha == 255 && image[0, 0].alpha == 0)
  }

  @Test(
    "an atlas's frames decode to their image sets' sources: gray and colour, 1x and 2x",
    arguments: ["anthropic.png", "anthropic@2x.png", "claude.png", "claude@2x.png"])
  func internalReferencesMatchTheirSources(name: String) throws {
    let car = try Self.car()
    let record = try #require(try Self.records().first { $0.name == name })
    #expect(record.layout == .internalReference)
    let link = try #require(record.internalLink)
    #expect(car.atlas(for: link)?.record.layout == .packedImage)
    let image = try RenditionDecoder().decode(record, in: car)
    let png = try #require(
      FileBytes.read(Self.folder.appendingPathComponent("source/\(name)").path))
    let expected = try PNGDecoder().decode(png).image.rgba8
    #expect(image.width == expected.width && image.height == expected.height)
    let agreement = PixelAgreement(image, expected)
    #expect(agreement.agrees, "\(name): \(agreement)")
    #expect(agreement.covered > expected.width * expected.height / 4, "\(name): \(agreement)")
  }

  @Test("every internal reference is cut from its atlas, each atlas decoded once")
  func everyInternalReferenceDecodes() throws {
    let car = try Self.car()
    var atlases: [UInt32: RGBAImage] = [:]
    var references = 0
    for record in try Self.records() where record.layout == .internalReference {
      references += 1
      let image = try RenditionDecoder().decode(record, in: car, atlases: &atlases)
      #expect(image.width == Int(record.width) && image.height == Int(record.height))
    }
    #expect(references == 68 && atlases.count == 5)
  }

  @Test func everyBitmapDecodes() throws {
    let bitmaps = try Self.records().filter {
      if case .bitmap = $0.payload { return true } else { return false }
    }
    #expect(bitmaps.count == 6)
    for record in bitmaps {
      #expect(throws: Never.self, "\(record.name)") { try RenditionDecoder().decode(record) }
    }
  }
}
