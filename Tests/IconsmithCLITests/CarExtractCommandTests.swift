import PNGCodec
import TestSupport
import Testing

/// `iconsmith car extract` run as a user runs it, on tuist/Rosalind's car and app (MIT).
struct CarExtractCommandTests {
  let ipa = Repository.path("Tests/AppBundlesTests/Fixtures/rosalind/App.ipa")
  let car = Repository.path("Tests/CompiledCatalogTests/Fixtures/rosalind/Assets.car")
  static let names = [
    "Image~universal@1x-UIAppearanceAny-14x15.png", "Image~universal@2x-UIAppearanceAny-29x30.png",
    "Image~universal@3x-UIAppearanceAny-43x45.png",
  ]

  @Test("each bitmap rendition as a PNG named after facet, idiom, scale, appearance and size")
  func writesPNGs() throws {
    let folder = TemporaryFolder()
    let result = CommandRunner.iconsmith("car", "extract", car, "-o", folder.file("out"))
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr.isEmpty)
    #expect(
      result.stdout.split(separator: "\n").map(String.init)
        == Self.names.map { "wrote \(folder.file("out"))/\($0)" })
    #expect(folder.listing("out") == Self.names)
    for (name, size) in zip(Self.names, [(14, 15), (29, 30), (43, 45)]) {
      let png = try #require(folder.read("out/\(name)"))
      let image = try PNGDecoder().decode(png).image.rgba8
      #expect(image.width == size.0 && image.height == size.1)
      #expect(!image.isOpaque && image.isGray, "\(name): the glyph's gray and alpha")
    }
  }

  @Test("a file with other bytes is kept unless --force; the same bytes are left alone")
  func refusesToOverwrite() {
    let folder = TemporaryFolder()
    let out = folder.file("out")
    folder.write("out/\(Self.names[0])", [1, 2, 3])
    let refused = CommandRunner.iconsmith("car", "extract", car, "-o", out)
    #expect(refused.status == 1, "\(refused)")
    #expect(
      refused.stderr
        == "error: \(out)/\(Self.names[0]) already exists\nnothing was written; use --force to replace them\n"
    )
    #expect(folder.read("out/\(Self.names[0])") == [1, 2, 3])
    #expect(folder.listing("out") == [Self.names[0]])
    let forced = CommandRunner.iconsmith("car", "extract", car, "-o", out, "--force")
    #expect(forced.status == 0, "\(forced)")
    #expect(folder.listing("out") == Self.names)
    let again = CommandRunner.iconsmith("car", "extract", car, "-o", out)
    #expect(again.status == 0, "\(again)")
    #expect(again.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("unchanged ") })
  }

  @Test("several cars: a folder each, named after its path; what cannot be read is named")
  func severalCars() {
    let folder = TemporaryFolder()
    let text = folder.write("notes.txt", Array("# notes".utf8))
    let result = CommandRunner.iconsmith("car", "extract", ipa, text, "-o", folder.file("out"))
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderr
        == "error: \(text): not a compiled asset catalog: it starts with \"# notes\", not \"BOMStore\"\n"
    )
    let inside = String((ipa + "/Payload/App.app/Assets.car").map { $0 == "/" ? "_" : $0 })
    #expect(folder.listing("out") == Self.names.map { "\(inside)/\($0)" })
  }
}
