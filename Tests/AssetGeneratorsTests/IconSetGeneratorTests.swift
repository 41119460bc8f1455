import AssetGenerators
import AssetModel
import Foundation
import HIG
import PNGCodec
import Raster
import SampleArt
import Testing
import TreeFacts
import Utilities

/// The names and sides each profile's app icons must have, restated from
/// shared/HIG.md (not read from the HIG module, which the generator uses).
private let iphoneos3Icons = ["Icon.png": 57, "Icon-Small.png": 29, "iTunesArtwork": 512]
private let retinaIcons = ["Icon@2x.png": 114, "Icon-Small@2x.png": 58, "iTunesArtwork@2x": 1024]
private let ipadIcons = ["Icon-72.png": 72, "Icon-Small-50.png": 50]
private let ipadRetinaIcons = ["Icon-72@2x.png": 144, "Icon-Small-50@2x.png": 100]
private let ios7Icons = [
  "Icon-60@2x.png": 120, "Icon-60@3x.png": 180, "Icon-Small.png": 29, "Icon-Small@2x.png": 58,
  "Icon-Small@3x.png": 87, "Icon-Small-40@2x.png": 80, "Icon-Small-40@3x.png": 120,
  "Icon-20.png": 20, "Icon-20@2x.png": 40, "Icon-20@3x.png": 60, "iTunesArtwork@2x": 1024,
]
/// The iPad sizes of ios7, written only when the ipad profile is chosen too.
private let ios7IpadIcons = [
  "Icon-76.png": 76, "Icon-76@2x.png": 152, "Icon-83.5@2x.png": 167, "Icon-Small-40.png": 40,
]

/// Rules these checks leave off: artwork-not-detailed only ever warns, so it
/// cannot change a "no error" verdict, and in a debug build it takes seconds
/// per 1024-pixel artwork.
private let slowWarningRules = ["artwork-not-detailed"]

private func merged(_ tables: [String: Int]...) -> [String: Int] {
  tables.reduce(into: [:]) { result, table in result.merge(table) { first, _ in first } }
}

struct IconSetGeneratorTests {
  @Test(
    "the outputs of each profile and combination, names and sides as in HIG.md",
    arguments: [
      ([Profile.iphoneos3], iphoneos3Icons),
      ([.iphoneos3, .retina], merged(iphoneos3Icons, retinaIcons)),
      ([.iphoneos3, .ipad], merged(iphoneos3Icons, ipadIcons)),
      (
        [.iphoneos3, .retina, .ipad],
        merged(iphoneos3Icons, retinaIcons, ipadIcons, ipadRetinaIcons)
      ),
      ([.ios7], ios7Icons),
      // ipad adds its own iPhone OS 3.2 table as well as ios7's iPad rows.
      ([.ios7, .ipad], merged(ios7Icons, ios7IpadIcons, ipadIcons)),
      ([.modern], ["iTunesArtwork@2x": 1024]),
    ])
  func outputs(profiles: [Profile], expected: [String: Int]) {
    let outputs = IconSetGenerator(profiles: profiles).outputs
    var actual: [String: Int] = [:]
    for output in outputs { actual[output.name] = output.side }
    #expect(actual == expected)
    #expect(outputs.count == expected.count, "a name is listed twice")
    // Largest first: the generator checks the master against the first.
    #expect(outputs.map(\.side) == outputs.map(\.side).sorted(by: >))
  }

  @Test(
    "every file is opaque 8-bit RGB without tRNS at its exact size",
    arguments: [IconSet.iphoneos3, .iphoneos3Ipad, .iphoneos3Retina, .ios7])
  func opaqueAndExact(set: IconSet) throws {
    let result = try set.result()
    let expected = Dictionary(
      uniqueKeysWithValues: set.generator.outputs.map { ($0.name, $0.side) })
    #expect(Set(result.files.map(\.path)) == Set(expected.keys))
    for file in result.files {
      let decoded = try decode(file)
      let side = try #require(expected[file.path])
      #expect(decoded.facts.colorType == .rgb, "\(file.path)")
      #expect(decoded.facts.bitDepth == 8, "\(file.path)")
      #expect(!decoded.facts.hasTRNS, "\(file.path)")
      #expect(!decoded.facts.hasAlpha, "\(file.path)")
      #expect(decoded.facts.width == side && decoded.facts.height == side, "\(file.path)")
      #expect(decoded.alpha.isOpaque, "\(file.path)")
    }
  }

  @Test("the same master gives the same bytes")
  func deterministic() throws {
    let set = IconSet.iphoneos3Ipad
    let again = try set.generator.generate(master: Masters.side256, name: "master.png")
    #expect(!again.files.isEmpty)
    #expect(again.files == (try set.result()).files)
  }

  @Test("a master that is not square is refused")
  func notSquare() {
    let master = RGBAImage(width: 600, height: 512, fill: .white)
    #expect(throws: GeneratorError.sourceNotSquare(name: "wide.png", width: 600, height: 512)) {
      try IconSetGenerator().generate(master: master, name: "wide.png")
    }
  }

  @Test("a master that is too small is refused, naming the size needed, unless upscaling is asked")
  func tooSmall() throws {
    let master = SampleArt.masterArtwork(side: 64, roundedCorners: false)
    var generator = IconSetGenerator(profiles: [.iphoneos3])
    do {
      _ = try generator.generate(master: master, name: "small.png")
      Issue.record("a 64 px master was accepted for 512 px artwork")
    } catch {
      #expect(
        error
          == .sourceTooSmall(
            name: "small.png", width: 64, height: 64, needed: 512, output: "iTunesArtwork"))
      #expect(error.description.contains("512"), "\(error)")
      #expect(error.description.contains("small.png"), "\(error)")
    }
    generator.allowUpscale = true
    let result = try generator.generate(master: master, name: "small.png")
    #expect(result.files.count == 3)
    #expect(result.warnings.count == 1)
    #expect(result.warnings.first?.contains("512") == true, "\(result.warnings)")
    let artwork = try #require(result.files.first { $0.path == "iTunesArtwork" })
    #expect(try decode(artwork).facts.width == 512)
  }

  @Test("translucent pixels flattened are counted in a note; a flat opaque master still gives RGB")
  func flattenNote() throws {
    let summary = Masters.side256.alphaSummary
    let translucent = summary.transparent + summary.partial
    #expect(translucent > 1000, "the drawing should have transparent rounded corners")
    let result = try IconSet.iphoneos3.result()
    #expect(result.notes.count == 1)
    #expect(result.notes.first?.contains(translucent.grouped) == true, "\(result.notes)")
    #expect(result.notes.first?.contains("#FFFFFF") == true, "\(result.notes)")

    // Onto black, the corners become black in every icon.
    let black = try IconSetGenerator(background: .black, allowUpscale: true)
      .generate(master: Masters.side256, name: "master.png")
    #expect(black.notes.first?.contains("#000000") == true, "\(black.notes)")
    for file in black.files {
      let image = try decode(file).image.rgba8
      #expect(image[0, 0] == .black, "\(file.path)")
      #expect(image[image.width / 2, image.height / 2] != .black, "\(file.path)")
    }

    // An opaque master has nothing to flatten. Being one flat gray, its icons would fit a
    // gray PNG: they must still be written as RGB.
    let gray = RGBAImage(width: 64, height: 64, fill: RGBA(128, 128, 128))
    let plain = try IconSetGenerator(profiles: [.iphoneos3], allowUpscale: true)
      .generate(master: gray, name: "gray.png")
    #expect(plain.notes.isEmpty)
    for file in plain.files {
      let facts = try decode(file).facts
      #expect(facts.colorType == .rgb && facts.bitDepth == 8 && !facts.hasTRNS, "\(file.path)")
    }
  }

  @Test(
    "an app-icon set's Contents.json names every file, at size x scale pixels",
    arguments: [IconSet.ios7IpadWithSet, .modernWithSet])
  func appIconSet(set: IconSet) throws {
    let result = try set.result()
    let folder = "AppIcon.appiconset/"
    let contents = try #require(result.files.first { $0.path == folder + "Contents.json" })
    let json = try JSONSerialization.jsonObject(with: Data(contents.bytes))
    let root = try #require(json as? [String: Any])
    let images = try #require(root["images"] as? [[String: Any]])
    #expect(!images.isEmpty)

    var named = Set<String>()
    for entry in images {
      let idiom = try #require(entry["idiom"] as? String, "\(entry)")
      let size = try #require(entry["size"] as? String, "\(entry)")
      // Xcode writes the single-size entry (universal, with a platform) with no scale: 1x.
      let singleSize = idiom == "universal" && entry["platform"] != nil
      #expect((entry["scale"] == nil) == singleSize, "\(entry)")
      let scaleText = entry["scale"] as? String ?? "1x"
      let filename = try #require(entry["filename"] as? String, "\(entry)")
      #expect(!idiom.isEmpty)
      let scale = try #require(Double(scaleText.dropLast()), "\(scaleText)")
      #expect(scaleText.hasSuffix("x"))
      let points = size.split(separator: "x").compactMap { Double($0) }
      #expect(points.count == 2 && points[0] == points[1], "\(size)")
      let file = try #require(result.files.first { $0.path == folder + filename }, "\(filename)")
      let facts = try decode(file).facts
      let pixels = Int((points[0] * scale).rounded())
      #expect(facts.width == pixels && facts.height == pixels, "\(filename) for \(size)@\(scale)")
      #expect(facts.colorType == .rgb && !facts.hasTRNS)
      named.insert(filename)
    }
    let inSet = result.files.map(\.path).filter { $0.hasPrefix(folder) && $0.hasSuffix(".png") }
    #expect(Set(inSet.map { String($0.dropFirst(folder.count)) }) == named)
    // The 1024-pixel App Store icon lives in the set's marketing slot, not loose beside it.
    #expect(named.contains("Icon-1024.png"))
    #expect(!result.files.contains { $0.path == "iTunesArtwork@2x" })
  }

  @Test("the single-size set's Contents.json is the shape Xcode 16 writes, byte for byte")
  func modernContents() throws {
    let result = try IconSet.modernWithSet.result()
    let contents = try #require(
      result.files.first { $0.path == "AppIcon.appiconset/Contents.json" })
    #expect(
      String(decoding: contents.bytes, as: UTF8.self) == """
        {
          "images" : [
            {
              "filename" : "Icon-1024.png",
              "idiom" : "universal",
              "platform" : "ios",
              "size" : "1024x1024"
            }
          ],
          "info" : {
            "author" : "iconsmith",
            "version" : 1
          }
        }

        """)
  }

  @Test(
    "the set written passes check with no error",
    arguments: [
      (IconSet.iphoneos3, nil), (.iphoneos3Retina, nil), (.iphoneos3Ipad, nil), (.ios7, nil),
      (.modernWithSet, nil), (.ios7IpadWithSet, "Assets.xcassets"),
    ] as [(IconSet, String?)])
  func passesCheck(set: IconSet, catalog: String?) throws {
    let result = try set.result()
    let report = check(
      result.files, in: "App", catalog: catalog, profiles: set.profiles,
      disabled: slowWarningRules)
    let errors = report.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, listing(errors))
    let images = result.files.filter { AssetInventory.isImageCandidate(name: $0.path) }
    #expect(report.filesChecked == images.count)

    // The control: the smallest icon rewritten with an alpha channel must be an error,
    // which shows the checker did take these files for app icons.
    let smallest = try #require(images.min { $0.bytes.count < $1.bytes.count })
    let facts = try decode(smallest).facts
    let translucent = try PNGEncoder(format: .rgba8).encode(
      RGBAImage(width: facts.width, height: facts.height, fill: RGBA(9, 9, 9, 128)))
    var tampered = result.files
    tampered[tampered.firstIndex(of: smallest)!] = GeneratedFile(
      path: smallest.path, bytes: translucent, summary: "RGBA")
    let control = check(
      tampered, in: "App", catalog: catalog, profiles: set.profiles, disabled: slowWarningRules)
    #expect(
      control.diagnostics.contains { $0.rule == "app-icon-alpha" && $0.severity == .error },
      listing(control.diagnostics))
  }

  @Test("an app-icon set written beside the icons, outside an asset catalog, passes check")
  func setOutsideCatalog() throws {
    let result = try IconSet.ios7IpadWithSet.result()
    let report = check(
      result.files, in: "App", profiles: [.ios7, .ipad], disabled: slowWarningRules)
    let errors = report.diagnostics.filter { $0.severity == .error }
    // `iconsmith icons -o App --appiconset AppIcon` writes App/AppIcon.appiconset/; that set
    // folder, full of conventional names, must not be taken for an app root of its own.
    #expect(errors.isEmpty, listing(errors))
  }
}
