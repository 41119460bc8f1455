import Foundation
import PNGCodec
import Raster
import Testing

/// `iconsmith info`'s account of one file, as text and as JSON.
struct PNGFileInfoTests {
  @Test("a translucent RGBA file: its size, format, alpha counts and chunks")
  func describes() throws {
    var image = RGBAImage(width: 4, height: 2, fill: RGBA(10, 20, 30))
    image[0, 0].alpha = 0
    image[1, 0].alpha = 128
    let bytes = try PNGEncoder().encode(image)
    let info = PNGFileInfo(path: "a/b.png", decoder: PNGDecoder()) { bytes }
    #expect(info.error == nil)
    let lines = info.text.split(separator: "\n").map(String.init)
    #expect(lines.first == "a/b.png")
    #expect(lines.contains("  dimensions      4 x 2 px"))
    #expect(
      lines.contains(
        "  alpha           alpha channel; 2 of 8 pixels translucent (1 transparent, 1 partly)"))
    #expect(lines.contains { $0.hasPrefix("  chunks          IHDR 13, ") })
    let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(info)) as? [String: Any]
    #expect(json?["width"] as? Int == 4)
    #expect(json?["translucentPixels"] as? Int == 2)
    #expect(json?["path"] as? String == "a/b.png")
  }

  @Test("a file that cannot be read or decoded gives its reason, and no facts")
  func unreadable() throws {
    struct Gone: Error, CustomStringConvertible { var description: String { "no such file" } }
    let gone = PNGFileInfo(path: "x.png", decoder: PNGDecoder()) { throw Gone() }
    #expect(gone.error == "no such file" && gone.facts == nil && gone.alpha == nil)
    #expect(gone.text == "x.png\n  unreadable      see the error below\n")
    let corrupt = PNGFileInfo(path: "y.png", decoder: PNGDecoder()) { [0x89, 0x50, 1, 2] }
    #expect(corrupt.error?.contains("y.png") == true, "\(corrupt.error ?? "")")
    let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(gone)) as? [String: Any]
    #expect(json?.keys.sorted() == ["error", "path"])
  }
}
