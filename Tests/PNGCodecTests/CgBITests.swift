import PNGCodec
import Raster
import SampleArt
import TestSupport
import Testing

/// Apple-optimized files built from known pixels decode back to them.
struct CgBITests {
  @Test("CgBI RGBA built from known pixels decodes to them, alpha un-premultiplied")
  func rgba() throws {
    var random = SeededRandom(seed: 0xC6B1)
    for _ in 0..<10 {
      let image = ImageFactory.random(.rgba, maxSide: 24, using: &random)
      let decoded = try PNGDecoder().decode(CgBIWriter.file(image))
      #expect(decoded.facts.appleOptimized)
      #expect(decoded.facts.chunks.first?.type == "CgBI")
      #expect(decoded.image == .rgba8(CgBIWriter.expectedPixels(image, opaque: false)))
    }
  }

  @Test("opaque pixels survive a CgBI round trip exactly")
  func opaqueExact() throws {
    var random = SeededRandom(seed: 0xC6B2)
    let image = ImageFactory.random(.rgb, maxSide: 30, using: &random)
    #expect(try PNGDecoder().decode(CgBIWriter.file(image)).image == .rgba8(image))
    #expect(try PNGDecoder().decode(CgBIWriter.file(image, opaque: true)).image == .rgba8(image))
  }

  @Test("a known pixel: premultiplied BGRA (40, 20, 100, 128) is straight RGBA (199, 40, 80, 128)")
  func knownPixel() throws {
    var writer = PNGChunkWriter()
    writer.append("CgBI", [0x50, 0x00, 0x20, 0x02])
    writer.append("IHDR", CgBIWriter.header(1, 1, colorType: 6))
    writer.append("IDAT", PNGChunkWriter.compress([0, 40, 20, 100, 128], raw: true))
    writer.append("IEND", [])
    let image = try PNGDecoder().decode(writer.bytes).image.rgba8
    // 100 * 255 / 128 = 199.2, 20 * 255 / 128 = 39.8, 40 * 255 / 128 = 79.7, each rounded.
    #expect(image[0, 0] == RGBA(199, 40, 80, 128))
  }

  @Test("the raw-deflate iCCP of a CgBI file is read and re-stored as a standard profile")
  func profile() throws {
    let profile = (0..<300).map { UInt8($0 % 251) }
    let bytes = CgBIWriter.file(RGBAImage(width: 2, height: 2, fill: .white), iccProfile: profile)
    let decoder = PNGDecoder()
    let chunks = try decoder.colorChunks(bytes)
    #expect(chunks.iccProfile == .init(name: "Display P3", data: profile))
    let standard = try PNGEncoder(colorChunks: chunks).encode(decoder.decode(bytes).image.rgba8)
    #expect(try decoder.colorChunks(standard).iccProfile?.data == profile)
    #expect(try !decoder.inspect(standard).appleOptimized)
  }

  @Test("damaged CgBI image data is a typed error")
  func damaged() throws {
    var writer = PNGChunkWriter()
    writer.append("CgBI", [0x50, 0x00, 0x20, 0x02])
    writer.append("IHDR", CgBIWriter.header(8, 8, colorType: 6))
    // An 8x8 RGBA image needs 8 * 33 bytes; give it half the rows.
    writer.append("IDAT", PNGChunkWriter.compress([UInt8](repeating: 0, count: 4 * 33), raw: true))
    writer.append("IEND", [])
    let error = #expect(throws: PNGError.self) { try PNGDecoder().decode(writer.bytes) }
    #expect(error?.problem == .corruptImageData("image data ends after 132 of 264 bytes"))

    var badFilter = PNGChunkWriter()
    badFilter.append("CgBI", [0x50, 0x00, 0x20, 0x02])
    badFilter.append("IHDR", CgBIWriter.header(1, 1, colorType: 6))
    badFilter.append("IDAT", PNGChunkWriter.compress([9, 1, 2, 3, 4], raw: true))
    badFilter.append("IEND", [])
    let filterError = #expect(throws: PNGError.self) { try PNGDecoder().decode(badFilter.bytes) }
    #expect(filterError?.problem == .corruptImageData("row 0 has filter type 9; only 0 to 4 exist"))
  }

  @Test("interlaced CgBI is de-interlaced")
  func interlaced() throws {
    // A 3x3 opaque RGB image stored pass by pass (passes 2 and 3 are empty at this size).
    let width = 3
    let height = 3
    var pixels = RGBAImage(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width { pixels[x, y] = RGBA(UInt8(x * 80), UInt8(y * 80), 7) }
    }
    var raw: [UInt8] = []
    let passes: [(xs: Int, ys: Int, dx: Int, dy: Int)] = [
      (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
      (0, 1, 1, 2),
    ]
    for pass in passes {
      let ys = Array(stride(from: pass.ys, to: height, by: pass.dy))
      let xs = Array(stride(from: pass.xs, to: width, by: pass.dx))
      guard !xs.isEmpty && !ys.isEmpty else { continue }
      for y in ys {
        raw.append(0)
        for x in xs { raw += [pixels[x, y].blue, pixels[x, y].green, pixels[x, y].red] }
      }
    }
    var writer = PNGChunkWriter()
    writer.append("CgBI", [0x50, 0x00, 0x20, 0x06])
    writer.append("IHDR", CgBIWriter.header(width, height, colorType: 2, interlace: 1))
    writer.append("IDAT", PNGChunkWriter.compress(raw, raw: true))
    writer.append("IEND", [])
    #expect(try PNGDecoder().decode(writer.bytes).image == .rgba8(pixels))
  }
}
