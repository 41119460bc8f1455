import CompiledCatalog
import Raster
import RenditionPixels
import SampleArt
import Testing

/// Internal references (layout 1003): a frame of a packed atlas named by TLV 1010, its origin
/// at the atlas's lower left, and the links that lie.
@Suite struct InternalReferenceTests {
  static func link(
    x: UInt32, y: UInt32, width: UInt32, height: UInt32, key: [(UInt16, UInt16)],
    keyLength: UInt32? = nil
  ) -> [UInt8] {
    CarBuilder.internalLink(
      x: x, y: y, width: width, height: height, key: key, keyLength: keyLength)
  }

  /// A 4 × 2 ARGB atlas (element 9, part 181, scale 1; the key format's ids 1, 2, 12) of
  /// opaque pixels numbered 0…7 in their blue byte, and one reference per link.
  static func car(_ links: [[UInt8]?]) throws -> CarFile {
    try CarFile(bytes: bytes(links))
  }

  static func bytes(_ links: [[UInt8]?]) -> [UInt8] {
    var car = CarBuilder()
    var atlas: [UInt8] = []
    for index in 0..<8 { atlas += [UInt8(index), 0, 0, 255] }
    car.renditions.append(
      (
        key: [0, 0, 1, 0, 0, 0, 9, 181],
        value: CarBuilder.csi(
          name: "ZZZZPackedAsset-1.0.0-gamut0", width: 4, height: 2, pixelFormat: "ARGB",
          layout: 1004, payload: CarBuilder.celm(compression: 0, data: atlas))
      ))
    for (index, link) in links.enumerated() {
      car.renditions.append(
        (
          key: [0, 0, 1, 0, 0, UInt16(100 + index), 85, 181],
          value: CarBuilder.csi(
            name: "glyph\(index).png", width: 2, height: 1, pixelFormat: "ARGB", layout: 1003,
            tlvs: link.map { [(UInt32(1010), $0)] } ?? [])
        ))
    }
    return car.build()
  }

  static func decode(_ car: CarFile, _ index: Int) throws(RenditionPixelError) -> RGBAImage {
    let record = try! car.renditions[index + 1].record.get()
    return try RenditionDecoder().decode(record, in: car)
  }

  static func problem(_ car: CarFile, _ index: Int) -> RenditionPixelError.Problem? {
    do throws(RenditionPixelError) {
      _ = try decode(car, index)
      return nil
    } catch {
      return error.problem
    }
  }

  @Test("a frame counts from the atlas's lower left")
  func framesFromTheLowerLeft() throws {
    let key: [(UInt16, UInt16)] = [(1, 9), (2, 181), (12, 1)]
    let car = try Self.car([
      Self.link(x: 1, y: 0, width: 2, height: 1, key: key),
      Self.link(x: 2, y: 1, width: 2, height: 1, key: key),
    ])
    // The atlas's bottom row holds pixels 4…7, its top row 0…3.
    #expect(
      try Self.decode(car, 0).pixels.enumerated().filter { $0.offset % 4 == 2 }.map(\.element) == [
        5, 6,
      ])
    #expect(
      try Self.decode(car, 1).pixels.enumerated().filter { $0.offset % 4 == 2 }.map(\.element) == [
        2, 3,
      ])
    #expect(try Self.decode(car, 0).width == 2)
  }

  @Test func linksThatLie() throws {
    let key: [(UInt16, UInt16)] = [(1, 9), (2, 181), (12, 1)]
    let car = try Self.car([
      nil,
      Self.link(x: 0, y: 0, width: 2, height: 1, key: key, keyLength: 400),
      Self.link(x: 0, y: 0, width: 2, height: 1, key: [(1, 9), (2, 181), (12, 2)]),
      Self.link(x: 3, y: 0, width: 2, height: 1, key: key),
      Self.link(x: 0, y: 2, width: 1, height: 1, key: key),
      Self.link(x: 0, y: 0, width: 0, height: 1, key: key),
    ])
    #expect(Self.problem(car, 0) == .linkUnreadable)
    #expect(Self.problem(car, 1) == .linkUnreadable)
    #expect(Self.problem(car, 2) == .linkedAtlasMissing(key: [[1, 9], [2, 181], [12, 2]]))
    #expect(
      Self.problem(car, 3)
        == .frameOutsideAtlas(x: 3, y: 0, width: 2, height: 1, atlasWidth: 4, atlasHeight: 2))
    #expect(
      Self.problem(car, 4)
        == .frameOutsideAtlas(x: 0, y: 2, width: 1, height: 1, atlasWidth: 4, atlasHeight: 2))
    #expect(
      Self.problem(car, 5)
        == .frameOutsideAtlas(x: 0, y: 0, width: 0, height: 1, atlasWidth: 4, atlasHeight: 2))
    do throws(RenditionPixelError) {
      _ = try Self.decode(car, 2)
    } catch {
      #expect(
        error.description
          == "glyph2.png: no packed atlas has the key the internal reference links to (1=9 2=181 12=2)"
      )
    }
    // Without the catalog, a reference has no pixels of its own, yet it holds an image.
    let record = try car.renditions[1].record.get()
    let atlas = try car.renditions[0].record.get()
    #expect(record.holdsImage && atlas.holdsImage)
    let color = try CSIRecord(
      bytes: CarBuilder.csi(name: "Accent", layout: 1009, payload: CarBuilder.colr([1, 0, 0, 1]))[
        ...])
    #expect(!color.holdsImage)
    #expect(RenditionDecoder.notDecoded(record) == .payload("none"))
  }
}
