import Foundation
import PNGCodec
import Raster
import SampleArt
import TestSupport
import Testing

/// `iconsmith info` and `convert` run as a user runs them.
struct InfoAndConvertTests {
  let folder = TemporaryFolder()

  func icon(_ side: Int = 57, alpha: UInt8 = 255) -> RGBAImage {
    var image = RGBAImage(width: side, height: side)
    for y in 0..<side {
      for x in 0..<side { image[x, y] = RGBA(UInt8(x * 4), UInt8(y * 4), 160, alpha) }
    }
    return image
  }

  @Test("info describes a good file and exits 0")
  func infoGood() throws {
    let path = folder.write("Icon.png", try PNGEncoder().encode(icon()))
    let result = CommandRunner.iconsmith("info", path)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("57 x 57 px"))
    #expect(result.stdout.contains("8-bit RGB (colour type 2), not interlaced"))
    #expect(result.stdout.contains("none (no alpha channel, no tRNS)"))
    #expect(result.stdout.contains("Apple-optimized no"))
    #expect(result.stdout.contains("chunks          IHDR 13, IDAT"))
  }

  @Test("info reports translucent pixels, and says when alpha is present but unused")
  func infoAlpha() throws {
    var image = icon(10)
    image[0, 0] = RGBA(1, 2, 3, 0)
    image[1, 0] = RGBA(1, 2, 3, 100)
    let translucent = folder.write("a.png", try PNGEncoder(format: .rgba8).encode(image))
    let opaque = folder.write("b.png", try PNGEncoder(format: .rgba8).encode(icon(10)))
    let result = CommandRunner.iconsmith("info", translucent, opaque)
    #expect(result.status == 0)
    #expect(
      result.stdout.contains("alpha channel; 2 of 100 pixels translucent (1 transparent, 1 partly)")
    )
    #expect(result.stdout.contains("alpha channel, but every pixel is opaque"))
  }

  @Test("info goes on past an unreadable file and exits 1")
  func infoMixed() throws {
    let good = folder.write("Icon.png", try PNGEncoder().encode(icon()))
    let jpeg = folder.write("Photo.png", HostileFiles.otherFormats[0].1)
    let result = CommandRunner.iconsmith("info", jpeg, good)
    #expect(result.status == 1)
    #expect(result.stdout.contains("57 x 57 px"))
    #expect(result.stderr.contains("Photo.png: not a PNG: this is a JPEG file"))
  }

  @Test("info --json is an array with the facts, keys sorted")
  func infoJSON() throws {
    let path = folder.write("Icon.png", try PNGEncoder().encode(icon()))
    let missing = folder.file("missing.png")
    let result = CommandRunner.iconsmith("info", "--json", path, missing)
    #expect(result.status == 1)
    let objects =
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
    let first = try #require(objects?.first)
    #expect(first["width"] as? Int == 57)
    #expect(first["colorType"] as? String == "RGB")
    #expect(first["appleOptimized"] as? Bool == false)
    #expect(first["translucentPixels"] as? Int == 0)
    #expect((first["chunks"] as? [[String: Any]])?.first?["type"] as? String == "IHDR")
    #expect((objects?[1]["error"] as? String)?.contains("no such file") == true)
    let keys = result.stdout.split(separator: "\n").filter { $0.hasPrefix("    \"") }.map {
      String($0.split(separator: "\"")[1])
    }
    #expect(keys.count >= 5, "the first object's keys: \(keys)")
    #expect(Array(keys.prefix(5)) == Array(keys.prefix(5)).sorted())
  }

  @Test("usage errors exit 64")
  func usage() {
    #expect(CommandRunner.iconsmith("info").status == 64)
    #expect(CommandRunner.iconsmith("info", "--no-such-flag", "x.png").status == 64)
    #expect(CommandRunner.iconsmith("convert", "only-one.png").status == 64)
    #expect(CommandRunner.iconsmith("info", "--max-side", "0", "x.png").status == 64)
  }

  @Test("hostile files are refused quickly with little memory")
  func hostile() {
    let cases: [(String, [UInt8], String)] = [
      ("text.png", HostileFiles.hugeTextChunk(), "truncated inside tEXt at byte 52"),
      (
        "huge.png", FixtureWriter.hugeDeclared(width: 100_000, height: 100_000),
        "declared 100000x100000 exceeds the limit of 8192x8192"
      ),
      ("empty.png", [], "not a PNG: the file is empty (0 bytes)"),
    ]
    for (name, bytes, message) in cases {
      let (result, peak) = CommandRunner.iconsmithPeakMemory("info", folder.write(name, bytes))
      #expect(result.status == 1)
      #expect(result.stderr.contains("\(name): \(message)"), "\(result)")
      #expect(result.seconds < 5)
      #expect(peak < 64 * 1024, "\(name): peak \(peak) KiB")
    }
    let bombPath = folder.write("bomb.png", HostileFiles.compressedTextBomb(megabytes: 256))
    let (bomb, peak) = CommandRunner.iconsmithPeakMemory("info", bombPath)
    #expect(bomb.status == 0, "\(bomb)")
    #expect(peak < 64 * 1024, "zTXt bomb of 256 MiB: peak \(peak) KiB")
  }

  @Test("info on a FIFO does not hang")
  func fifo() {
    let path = folder.file("pipe.png")
    mkfifo(path, 0o644)
    let result = CommandRunner.iconsmith("info", path)
    #expect(result.status == 1)
    #expect(result.stderr.contains("not a regular file (it is a FIFO (named pipe))"))
  }

  @Test("convert turns a CgBI file into a standard PNG with the same pixels")
  func convertCgBI() throws {
    let image = icon(20, alpha: 200)
    let source = folder.write(
      "Icon.png", CgBIWriter.file(image, iccProfile: Array(repeating: 3, count: 100)))
    let target = folder.file("Icon-standard.png")
    let result = CommandRunner.iconsmith("convert", source, target)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("(was Apple-optimized)"))
    let written = try #require(folder.read("Icon-standard.png"))
    let decoded = try PNGDecoder().decode(written)
    #expect(!decoded.facts.appleOptimized)
    #expect(decoded.image == .rgba8(CgBIWriter.expectedPixels(image, opaque: false)))
    #expect(decoded.facts.iccProfileName == "Display P3")
  }

  @Test("convert keeps 16-bit pixels at 16 bits, exactly")
  func convertSixteen() throws {
    let samples = (0..<(8 * 8 * 4)).map { UInt16(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }
    let image = RGBA16Image(width: 8, height: 8, samples: samples)!
    let source = folder.write("deep.png", try PNGEncoder().encode(image))
    let result = CommandRunner.iconsmith("convert", source, folder.file("out.png"))
    #expect(result.status == 0)
    let decoded = try PNGDecoder().decode(try #require(folder.read("out.png")), depth: .native)
    #expect(decoded.image == .rgba16(image))
  }

  @Test("convert never replaces an existing file without --force")
  func convertForce() throws {
    let source = folder.write("in.png", try PNGEncoder().encode(icon()))
    let target = folder.write("out.png", [1, 2, 3])
    let refused = CommandRunner.iconsmith("convert", source, target)
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("already exists (use --force to overwrite it)"))
    #expect(folder.read("out.png") == [1, 2, 3])
    let forced = CommandRunner.iconsmith("convert", "--force", source, target)
    #expect(forced.status == 0)
    #expect(try PNGDecoder().decode(try #require(folder.read("out.png"))).image == .rgba8(icon()))
  }

  @Test("file names that are not UTF-8 work for info, convert and check")
  func nonUTF8() throws {
    let name: [UInt8] = Array("ic".utf8) + [0xFF] + Array("on.png".utf8)
    let bytes = try PNGEncoder().encode(icon(8))
    let path = Array((folder.path + "/").utf8) + name
    // Foundation's String paths cannot name it: create it under its real bytes.
    let descriptor = path.withUnsafeBufferPointer { buffer -> Int32 in
      let cString = buffer.map { CChar(bitPattern: $0) } + [0]
      return open(cString, O_CREAT | O_WRONLY, 0o644)
    }
    try #require(descriptor >= 0)
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)

    let info = CommandRunner.run(CommandRunner.iconsmith, [Array("info".utf8), path])
    #expect(info.status == 0, "\(info)")
    #expect(info.stdout.contains("ic\\xFFon.png"))
    let target = Array((folder.path + "/").utf8) + [0x6F, 0xFE] + Array(".png".utf8)
    let convert = CommandRunner.run(CommandRunner.iconsmith, [Array("convert".utf8), path, target])
    #expect(convert.status == 0, "\(convert)")
    // The copy is under the exact bytes asked for, and holds the same pixels.
    let copy = target.withUnsafeBufferPointer { buffer -> [UInt8]? in
      let cString = buffer.map { CChar(bitPattern: $0) } + [0]
      let input = open(cString, O_RDONLY)
      guard input >= 0 else { return nil }
      defer { close(input) }
      var content = [UInt8](repeating: 0, count: 1 << 16)
      let count = content.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      return count > 0 ? Array(content[..<count]) : nil
    }
    let decoded = try PNGDecoder().decode(
      try #require(copy, "convert wrote no file named o\\xFE.png"))
    #expect(decoded.image == .rgba8(icon(8)))

    // check reads such a name by its bytes on disk, not by its display form: the text under it
    // is found to be no PNG, not missing.
    let text = Array((folder.path + "/").utf8) + Array("bad".utf8) + [0xFE] + Array(".png".utf8)
    let created = text.withUnsafeBufferPointer { buffer -> Int32 in
      let cString = buffer.map { CChar(bitPattern: $0) } + [0]
      return open(cString, O_CREAT | O_WRONLY, 0o644)
    }
    try #require(created >= 0)
    _ = Array("hello".utf8).withUnsafeBytes { write(created, $0.baseAddress, $0.count) }
    close(created)
    let check = CommandRunner.iconsmith("check", folder.path)
    #expect(check.stdout.contains("bad\\xFE.png is not a PNG: this is a text file"), "\(check)")
    #expect(!check.stdout.contains("cannot be read"), "\(check)")
  }
}
