import AssetGenerators
import Diagnostics
import Foundation
import HIG
import PNGCodec
import Raster
import SampleArt
import Testing

/// The modern set with its iOS 18 appearances, made once: the light icon from the shared
/// master, dark and tinted from the gem alone on transparency (small, enlarged, as the other
/// sets are, to keep debug builds quick).
private enum AppearanceSet {
  static let generator = IconSetGenerator(
    profiles: [.modern], appIconSet: "AppIcon", allowUpscale: true)
  static let glyph = SampleArt.gemGlyph(side: 256)
  static let result: Result<GeneratorResult, GeneratorError> = Result {
    () throws(GeneratorError) in
    try generator.generate(
      master: Masters.side256, name: "master.png",
      appearances: [
        // Given in the other order: the set lists them as Xcode does, whatever the order here.
        AppearanceMaster(.tinted, image: glyph, name: "tinted.png"),
        AppearanceMaster(.dark, image: glyph, name: "dark.png"),
      ])
  }

  static func file(_ name: String) throws -> GeneratedFile {
    try #require(try result.get().files.first { $0.path == "AppIcon.appiconset/" + name })
  }
}

/// What Xcode 16 writes for a single-size app icon with dark and tinted appearances, with
/// iconsmith as the author: keys sorted, two-space indent, " : " between key and value.
private let xcode16Contents = """
  {
    "images" : [
      {
        "filename" : "Icon-1024.png",
        "idiom" : "universal",
        "platform" : "ios",
        "size" : "1024x1024"
      },
      {
        "appearances" : [
          {
            "appearance" : "luminosity",
            "value" : "dark"
          }
        ],
        "filename" : "Icon-1024-Dark.png",
        "idiom" : "universal",
        "platform" : "ios",
        "size" : "1024x1024"
      },
      {
        "appearances" : [
          {
            "appearance" : "luminosity",
            "value" : "tinted"
          }
        ],
        "filename" : "Icon-1024-Tinted.png",
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

  """

struct AppearanceIconTests {
  @Test("Contents.json is the shape Xcode 16 writes, and the checker's model reads the appearances")
  func contents() throws {
    let result = try AppearanceSet.result.get()
    #expect(
      result.files.map(\.path) == [
        "AppIcon.appiconset/Contents.json", "AppIcon.appiconset/Icon-1024-Dark.png",
        "AppIcon.appiconset/Icon-1024-Tinted.png", "AppIcon.appiconset/Icon-1024.png",
      ])
    let file = try AppearanceSet.file("Contents.json")
    #expect(String(decoding: file.bytes, as: UTF8.self) == xcode16Contents)
    #expect(file.summary == "3 slots")

    let parsed = try AssetCatalogContents.parse(Data(file.bytes))
    #expect(
      parsed.images.map(\.filename) == [
        "Icon-1024.png", "Icon-1024-Dark.png", "Icon-1024-Tinted.png",
      ])
    #expect(parsed.images.map(\.luminosity) == [nil, "dark", "tinted"])
    #expect(parsed.images.map(\.allowsAlpha) == [false, true, true])
    for entry in parsed.images {
      #expect(entry.idiom == "universal" && entry.platform == "ios" && entry.scale == nil)
      #expect(entry.iconPixelSize == PixelSize(square: 1024), "\(entry.label)")
    }
  }

  @Test("the light icon is the one the set without appearances has, opaque RGB")
  func lightUnchanged() throws {
    let plain = try IconSet.modernWithSet.result()
    let light = try #require(plain.files.first { $0.path == "AppIcon.appiconset/Icon-1024.png" })
    #expect(try AppearanceSet.file("Icon-1024.png") == light)
    let facts = try decode(light).facts
    #expect(facts.colorType == .rgb && facts.bitDepth == 8 && !facts.hasTRNS)
  }

  @Test("the dark icon is 8-bit RGBA at 1024 px and keeps the master's transparency")
  func darkKeepsTransparency() throws {
    let file = try AppearanceSet.file("Icon-1024-Dark.png")
    #expect(file.summary == "1024x1024 RGBA")
    let decoded = try decode(file)
    #expect(decoded.facts.colorType == .rgba && decoded.facts.bitDepth == 8)
    #expect(decoded.facts.width == 1024 && decoded.facts.height == 1024)
    let image = decoded.image.rgba8
    // The corners of the glyph's canvas hold nothing; the middle of the gem is solid.
    #expect(image[0, 0] == .clear && image[1023, 1023] == .clear)
    #expect(image[512, 560].alpha == 255, "\(image[512, 560])")
    let summary = image.alphaSummary
    #expect(summary.transparent > 100_000 && summary.partial > 10_000, "\(summary)")
  }

  @Test("the dark icon is resampled premultiplied: a white glyph's edges stay white, never gray")
  func darkEdgesStayWhite() throws {
    // A white star on transparent black: averaging straight alpha would mix the black of the
    // transparent pixels into every edge pixel.
    let star = SampleArt.barGlyph(side: 300, color: .white)
    let result = try AppearanceIconGenerator(allowUpscale: true)
      .render(AppearanceMaster(.dark, image: star, name: "star.png"), path: "Dark.png")
    let image = try decode(try #require(result.files.first)).image.rgba8
    var edges = 0
    var grayed: [String] = []
    for y in 0..<image.height {
      for x in 0..<image.width where image[x, y].alpha > 0 {
        let pixel = image[x, y]
        if pixel.alpha < 255 { edges += 1 }
        if min(pixel.red, pixel.green, pixel.blue) < 254 { grayed.append("(\(x), \(y)) \(pixel)") }
      }
    }
    #expect(edges > 1000, "the star should have anti-aliased edges")
    // The count, not the list, in the expectation: a failure would print every pixel.
    let firstGrayed = grayed.prefix(5).joined(separator: ", ")
    #expect(grayed.count == 0, "visible pixels that are not white: \(firstGrayed), ...")
    #expect(
      result.warnings == ["star.png is 300 px; Dark.png (1024 px) is enlarged and will look soft"])
  }

  @Test("the tinted icon is gray + alpha when its master has transparency, and every pixel gray")
  func tintedIsGray() throws {
    let file = try AppearanceSet.file("Icon-1024-Tinted.png")
    #expect(file.summary == "1024x1024 gray+alpha")
    let decoded = try decode(file)
    #expect(decoded.facts.colorType == .grayAlpha && decoded.facts.bitDepth == 8)
    #expect(decoded.facts.width == 1024 && decoded.facts.height == 1024)
    // Same coverage as the dark icon from the same master: only the colour went.
    let dark = try decode(try AppearanceSet.file("Icon-1024-Dark.png")).image.rgba8
    let tinted = decoded.image.rgba8
    #expect(tinted.alphaSummary == dark.alphaSummary)
    #expect(tinted.isGray)
    // The gem's facets keep their order of lightness: the white table is lighter than the
    // darkest pavilion facet (#43AED3).
    #expect(tinted[512, 400].red > tinted[640, 560].red, "\(tinted[512, 400]) \(tinted[640, 560])")
    let result = try AppearanceSet.result.get()
    #expect(result.notes.contains { $0.contains("tinted.png is in colour") }, "\(result.notes)")
  }

  @Test("an opaque tinted master gives 8-bit gray, colour type 0, of its luminance in linear light")
  func opaqueTintedIsGray() throws {
    // Pure blue: relative luminance 0.0722 of linear light is the sRGB gray 76; luma on
    // sRGB-encoded values would give 18.
    let blue = RGBAImage(width: 1024, height: 1024, fill: RGBA(0, 0, 255))
    let result = try AppearanceIconGenerator()
      .render(AppearanceMaster(.tinted, image: blue, name: "blue.png"), path: "Tinted.png")
    let file = try #require(result.files.first)
    #expect(file.summary == "1024x1024 gray")
    let decoded = try decode(file)
    #expect(decoded.facts.colorType == .gray && decoded.facts.bitDepth == 8)
    #expect(!decoded.facts.hasTRNS)
    #expect(decoded.image.rgba8 == RGBAImage(width: 1024, height: 1024, fill: RGBA(76, 76, 76)))
  }

  @Test("the set passes check with no error and no warning, in a catalog and as -o writes it")
  func passesCheck() throws {
    let files = try AppearanceSet.result.get().files
    for catalog in [nil, "Assets.xcassets"] as [String?] {
      let report = check(files, in: "App", catalog: catalog, profiles: [.modern])
      #expect(report.diagnostics.isEmpty, listing(report.diagnostics))
      #expect(report.filesChecked == 3)
    }

    // The control: the same files with a Contents.json that has no appearances. The dark and
    // tinted files are then plain app icons, and their transparency is an error: so it is the
    // appearances, read from the set, that let them pass above.
    let plain = try #require(files.first { $0.path.hasSuffix("Contents.json") })
    let stripped = String(decoding: plain.bytes, as: UTF8.self).replacingOccurrences(
      of: #""appearances" : \[\s*\{[^}]*\}\s*\],\s*"#, with: "", options: .regularExpression)
    #expect(!stripped.contains("appearances") && stripped.contains("Icon-1024-Dark.png"))
    var tampered = files
    tampered[tampered.firstIndex(of: plain)!] = GeneratedFile(
      path: plain.path, bytes: Array(stripped.utf8), summary: "")
    let control = check(tampered, in: "App", profiles: [.modern])
    let alpha = control.diagnostics.filter { $0.rule == "app-icon-alpha" && $0.severity == .error }
    #expect(
      Set(alpha.map { $0.path.split(separator: "/").last! })
        == ["Icon-1024-Dark.png", "Icon-1024-Tinted.png"], listing(control.diagnostics))
  }

  @Test("an appearance master is refused as the light one would be, naming the file")
  func refusedMasters() {
    let generator = IconSetGenerator(profiles: [.modern], appIconSet: "AppIcon")
    let light = RGBAImage(width: 1024, height: 1024, fill: .white)
    #expect(throws: GeneratorError.sourceNotSquare(name: "dark.png", width: 1024, height: 900)) {
      try generator.generate(
        master: light, name: "light.png",
        appearances: [
          AppearanceMaster(.dark, image: RGBAImage(width: 1024, height: 900), name: "dark.png")
        ])
    }
    let small = RGBAImage(width: 512, height: 512)
    #expect(
      throws: GeneratorError.sourceTooSmall(
        name: "tinted.png", width: 512, height: 512, needed: 1024, output: "Icon-1024-Tinted.png")
    ) {
      try generator.generate(
        master: light, name: "light.png",
        appearances: [AppearanceMaster(.tinted, image: small, name: "tinted.png")])
    }
    // The light master is checked first, as without appearances.
    #expect(throws: GeneratorError.sourceNotSquare(name: "light.png", width: 1024, height: 1000)) {
      try generator.generate(
        master: RGBAImage(width: 1024, height: 1000), name: "light.png",
        appearances: [AppearanceMaster(.tinted, image: small, name: "tinted.png")])
    }
  }

  @Test("appearances need the modern profile, an app-icon set, and one master each")
  func refusedRequests() {
    let master = RGBAImage(width: 1024, height: 1024, fill: .white)
    let dark = AppearanceMaster(.dark, image: master, name: "dark.png")
    for (generator, words) in [
      (IconSetGenerator(profiles: [.ios7], appIconSet: "AppIcon"), "modern"),
      (IconSetGenerator(profiles: [.modern]), "app-icon set"),
    ] {
      do {
        _ = try generator.generate(master: master, name: "master.png", appearances: [dark])
        Issue.record("accepted under \(generator.profiles)")
      } catch {
        guard case .invalidRequest(let reason) = error else {
          Issue.record("\(error)")
          continue
        }
        #expect(reason.contains(words), "\(reason)")
      }
    }
    let twice = IconSetGenerator(profiles: [.modern], appIconSet: "AppIcon")
    #expect(throws: GeneratorError.self) {
      try twice.generate(master: master, name: "master.png", appearances: [dark, dark])
    }
  }

  @Test("the appearance files are named after the light one")
  func names() {
    #expect(
      AppearanceIconGenerator.fileName(for: .dark, light: "Icon-1024.png") == "Icon-1024-Dark.png")
    #expect(
      AppearanceIconGenerator.fileName(for: .tinted, light: "Icon-1024.png")
        == "Icon-1024-Tinted.png")
  }
}
