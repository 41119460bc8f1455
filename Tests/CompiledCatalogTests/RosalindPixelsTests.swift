import CompiledCatalog
import Foundation
import PNGCodec
import Raster
import RenditionPixels
import TestSupport
import Testing

/// Rosalind's three GA8 deepmap2-lossless renditions against the PNGs they were compiled from
/// (`Fixtures/rosalind/source`, the same commit and MIT licence): alpha exactly, gray within 1
/// once un-premultiplied (CoreUI stores gray premultiplied, rounded).
@Suite struct RosalindPixelsTests {
  static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/rosalind/source")

  @Test(
    arguments: [
      ("Tuist-Filled.png", 14, 15), ("Tuist-Filled@2x.png", 29, 30),
      ("Tuist-Filled@3x.png", 43, 45),
    ] as [(String, Int, Int)])
  func matchesItsSourcePNG(name: String, width: Int, height: Int) throws {
    let car = try RosalindCatalogTests.car()
    let record = try #require(
      car.renditions.compactMap { try? $0.record.get() }.first { $0.name == name })
    #expect(RenditionDecoder.notDecoded(record) == nil)
    let image = try RenditionDecoder().decode(record)
    #expect(image.width == width && image.height == height)
    let png = try #require(
      FileBytes.read(Self.source.appendingPathComponent(name).path))
    let expected = try PNGDecoder().decode(png).image.rgba8
    #expect(expected.width == width && expected.height == height)
    var alphaDiffers = 0
    var grayDiffers = 0
    var covered = 0
    for y in 0..<height {
      for x in 0..<width {
        let (got, want) = (image[x, y], expected[x, y])
        #expect(got.red == got.green && got.green == got.blue)
        if got.alpha != want.alpha { alphaDiffers += 1 }
        if want.alpha == 0 {
          if got != .clear { grayDiffers += 1 }
        } else {
          covered += 1
          if abs(Int(got.red) - Int(want.red)) > 1 { grayDiffers += 1 }
        }
      }
    }
    #expect(alphaDiffers == 0 && grayDiffers == 0, "\(name)")
    // The glyph covers a good part of the image: a blank decode cannot pass.
    #expect(covered > width * height / 4, "\(name): \(covered) pixels covered")
  }
}
