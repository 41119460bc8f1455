import Foundation
import SampleArt
import TestSupport
import Testing

@testable import CompiledCatalog

/// FuzzCompiledCatalog starts from Rosalind's car and from these built catalogs, one per
/// container path the real file does not take (a branch node, each payload kind, a key-format
/// workaround, an atlas and its internal references). Each seed in `Fuzz/Seeds/compiled-catalog` is its builder's output byte for
/// byte; `ICONSMITH_RECORD_GOLDENS=1` rewrites them.
@Suite struct FuzzSeedTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz/Seeds/compiled-catalog")

  static func seeds() -> [String: [UInt8]] {
    [
      "image-set.car": CarBuilder.imageSet().build(), "payloads.car": payloads(),
      "branch.car": branch(),
      "atlas.car": InternalReferenceTests.bytes([
        CarBuilder.internalLink(x: 1, y: 0, width: 2, height: 1, key: [(1, 9), (2, 181), (12, 1)]),
        CarBuilder.internalLink(x: 3, y: 1, width: 2, height: 2, key: [(1, 9), (2, 181)]),
      ]),
    ]
  }

  /// Every payload kind, TLVs known and not, a second appearance and a key-format workaround.
  static func payloads() -> [UInt8] {
    var car = CarBuilder()
    car.keyFormat = [7, 12, 15, 16, 9, 17, 1, 5]
    car.keyFormatWorkaround = [7, 12, 15, 16, 9, 17, 1, 26]
    car.appearances.append(("UIAppearanceDark", [1, 0]))
    car.facets = [
      ("AppIcon", CarBuilder.facet([(1, 85), (2, 220), (17, 1)])),
      ("AccentColor", CarBuilder.facet([(1, 85), (2, 217), (17, 2)])),
      ("Data", CarBuilder.facet([(1, 85), (2, 181), (17, 3)])),
    ]
    let records: [([UInt16], [UInt8])] = [
      (
        [0, 0, 1, 0, 0, 1, 85, 220],
        CarBuilder.csi(
          name: "AppIcon", layout: 1010, payload: CarBuilder.sism([(60, 60, 0, 1), (90, 90, 1, 1)]))
      ),
      (
        [0, 2, 1, 0, 0, 1, 85, 220],
        CarBuilder.csi(
          name: "icon.png", width: 4, height: 1, scale: 200, pixelFormat: "ARGB",
          tlvs: [(1007, [16, 0, 0, 0])],
          payload: CarBuilder.celm(
            version: 1, compression: 4, data: Array("KCBC".utf8) + [UInt8](repeating: 0, count: 16),
            length: 1))
      ),
      (
        [1, 2, 1, 0, 0, 1, 85, 220],
        CarBuilder.csi(
          name: "dark.png", width: 1, height: 1, scale: 200, pixelFormat: "ARGB",
          payload: CarBuilder.celm(compression: 0, data: [1, 2, 3, 4]))
      ),
      (
        [0, 0, 0, 0, 0, 2, 85, 217],
        CarBuilder.csi(
          name: "AccentColor", width: 0, height: 0, scale: 0, pixelFormat: "\0\0\0\0", layout: 1009,
          payload: CarBuilder.colr([0, 0.5, 1, 1]))
      ),
      (
        [0, 0, 0, 0, 0, 3, 85, 181],
        CarBuilder.csi(
          name: "data.json", width: 0, height: 0, scale: 0, pixelFormat: "DATA", layout: 1000,
          tlvs: [(1005, Array("public.json".utf8)), (4242, [])],
          payload: CarBuilder.rawd(Array("{}".utf8)))
      ),
      (
        [0, 0, 0, 0, 0, 3, 85, 182],
        CarBuilder.csi(name: "gradient", layout: 1021, payload: Array("GGRA".utf8) + [1, 0, 0, 0])
      ),
    ]
    car.renditions = records.map { (key: $0.0, value: $0.1) }
    return car.build()
  }

  /// The image set with its RENDITIONS tree as a branch over two leaves.
  static func branch() -> [UInt8] {
    var bom = CarBuilder.imageSet().bom()
    // Blocks 2…7 are the renditions' value and key pairs.
    let second = bom.add(BOMBuilder.node(leaf: true, entries: [(6, 7)]))
    let first = bom.add(BOMBuilder.node(leaf: true, forward: second, entries: [(2, 3), (4, 5)]))
    let root = bom.add(BOMBuilder.node(leaf: false, entries: [(first, 5), (second, 7)]))
    let tree = bom.add(BOMBuilder.treeHeader(root: root, count: 3))
    bom.variables = bom.variables.map { $0.0 == "RENDITIONS" ? ($0.0, tree) : $0 }
    return bom.build()
  }

  @Test func theSeedsAreReadable() throws {
    let payloads = try CarFile(bytes: Self.payloads())
    #expect(payloads.renditions.count == 6)
    #expect(payloads.renditions.allSatisfy { (try? $0.record.get()) != nil })
    #expect(try CarFile(bytes: Self.branch()).renditions.map(\.key.scale) == [1, 2, 3])
  }

  @Test("the seeds are the builders' output, byte for byte")
  func seedsAreTheBuilders() throws {
    let recording = ProcessInfo.processInfo.environment["ICONSMITH_RECORD_GOLDENS"] != nil
    if recording {
      try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
    }
    for (name, bytes) in Self.seeds() {
      let url = Self.folder.appendingPathComponent(name)
      if recording { try Data(bytes).write(to: url) }
      // Compared as a Bool: a failure names the seed and the first differing byte, not both
      // files' every byte.
      let stored = FileBytes.read(url.path) ?? []
      let common = min(stored.count, bytes.count)
      let differsAt = (0..<common).first { stored[$0] != bytes[$0] } ?? common
      #expect(
        stored == bytes,
        "Fuzz/Seeds/compiled-catalog/\(name) differs from byte \(differsAt) (\(stored.count) bytes stored, \(bytes.count) built): set ICONSMITH_RECORD_GOLDENS=1 to rewrite it"
      )
    }
  }
}
