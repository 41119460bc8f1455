import Foundation
import SampleArt
import TestSupport
import Testing

@testable import CompiledCatalog

/// The listing `car list` prints: every rendition, named, in a stable order, with its problems.
@Suite struct CatalogListingTests {
  @Test func listsEveryRenditionSortedWithNames() throws {
    var builder = CarBuilder.imageSet()
    // Written 3x, 1x, 2x: the listing sorts by scale whatever the tree's order.
    builder.renditions = [builder.renditions[2], builder.renditions[0], builder.renditions[1]]
    builder.appearances.append(("UIAppearanceDark", [1, 0]))
    let listing = CatalogListing(try CarFile(bytes: builder.build()))
    #expect(listing.versionString == "Xcode 16.3 (16E140) via AssetCatalogSimulatorAgent")
    #expect(listing.deploymentPlatform == "ios" && listing.deploymentPlatformVersion == "18.2")
    #expect(
      listing.keyFormat == [
        "appearance", "localization", "scale", "idiom", "subtype", "identifier", "element", "part",
      ])
    #expect(
      listing.renditions.map(\.renditionName) == [
        "Tuist-Filled.png", "Tuist-Filled@2x.png", "Tuist-Filled@3x.png",
      ])
    let first = listing.renditions[0]
    #expect(first.facetName == "Image" && first.idiom == "universal" && first.scale == 1)
    #expect(first.appearance == "UIAppearanceAny" && first.subtype == 0)
    #expect(first.width == 14 && first.height == 15 && first.pixelFormat == "GA8")
    #expect(first.layout == "one-part scale" && first.compression == "deepmap2")
    #expect(first.payload == "CELM" && first.problems.isEmpty)
    #expect(first.key["identifier"] == 36218 && first.key["part"] == 181)
  }

  @Test func namesWhatItCouldNotRead() throws {
    var builder = CarBuilder.imageSet()
    builder.renditions[0].value = CarBuilder.csi(
      name: "odd.png", layout: 1099, tlvs: [(4242, [])],
      payload: CarBuilder.celm(compression: 13, data: []))
    builder.renditions[1].value = Array(builder.renditions[1].value.prefix(50))
    builder.renditions[2].key[0] = 7
    // A rendition whose identifier no facet carries sorts after those a facet names.
    builder.renditions.append(
      (key: [0, 0, 1, 0, 0, 5, 85, 181], value: CarBuilder.csi(name: "orphan.png")))
    let listing = CatalogListing(try CarFile(bytes: builder.build()))
    #expect(
      listing.renditions.map(\.renditionName) == [
        "odd.png", "", "Tuist-Filled@3x.png", "orphan.png",
      ])
    #expect(
      listing.renditions[0].problems == [
        "layout 1099 not known", "TLV 4242 not known", "compression 13 not known",
      ])
    #expect(listing.renditions[1].problems == ["the CSI record is 50 bytes; its header needs 180"])
    #expect(listing.renditions[2].appearance == "unknown 7")
    #expect(listing.renditions[3].facetName == nil)
  }

  /// The JSON form is stable: the same catalog always encodes to the same bytes, and decodes
  /// back to the same listing.
  @Test func encodesToStableJSON() throws {
    let listing = CatalogListing(try CarFile(bytes: CarBuilder.imageSet().build()))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = try encoder.encode(listing)
    #expect(try JSONDecoder().decode(CatalogListing.self, from: json) == listing)
    #expect(
      try encoder.encode(CatalogListing(try CarFile(bytes: CarBuilder.imageSet().build()))) == json)
    let text = String(decoding: json, as: UTF8.self)
    #expect(text.contains(#""compression":"deepmap2""#))
    #expect(text.contains(#""renditionName":"Tuist-Filled@2x.png""#))
  }
}
