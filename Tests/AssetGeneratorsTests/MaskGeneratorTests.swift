import AssetGenerators
import Foundation
import HIG
import PNGCodec
import Raster
import SampleArt
import TestSupport
import Testing

/// The two kinds of source a designer hands over, drawn small enough to be
/// quick and large enough that no mask size needs enlarging (the @3x tab box is 69 px).
enum MaskSourceArt: String, CaseIterable, Sendable {
  /// A coloured glyph on transparency.
  case star
  /// Dark ink on opaque off-white paper, off centre.
  case gearScan

  var image: RGBAImage {
    switch self {
    case .star: return Self.starImage
    case .gearScan: return Self.gearImage
    }
  }

  private static let starImage = SampleArt.starGlyph(side: 160)
  private static let gearImage = SampleArt.gearScan(width: 200, height: 150)
}

/// A bar, a profile and the mask sides it must give, from shared/HIG.md.
struct MaskCase: Sendable, CustomTestStringConvertible {
  let bar: MaskGenerator.Bar
  let profiles: [Profile]
  let sides: [Int]

  var testDescription: String { "\(bar) \(profiles.map(\.rawValue)) \(sides)" }

  static let all = [
    MaskCase(bar: .tab, profiles: [.iphoneos3], sides: [30]),
    MaskCase(bar: .tab, profiles: [.iphoneos3, .retina], sides: [30, 60]),
    MaskCase(bar: .toolbar, profiles: [.iphoneos3, .retina], sides: [20, 40]),
    MaskCase(bar: .toolbar, profiles: [.ipad], sides: [20]),
    MaskCase(bar: .tab, profiles: [.ios7], sides: [25, 50, 75]),
    MaskCase(bar: .toolbar, profiles: [.ios7], sides: [22, 44, 66]),
  ]
}

/// The name of the mask file at `scale`.
private func maskName(_ stem: String, scale: Int) -> String {
  scale == 1 ? "\(stem).png" : "\(stem)@\(scale)x.png"
}

/// The decoded masks of a result, by file name.
private func masks(_ result: GeneratorResult) throws -> [String: RGBAImage] {
  var images: [String: RGBAImage] = [:]
  for file in result.files where file.path.hasSuffix(".png") {
    images[String(file.path.split(separator: "/").last!)] = try decode(file).image.rgba8
  }
  return images
}

/// Paper with a dark disc in the middle, and, with `grain`, faint light-gray
/// specks scattered over the paper away from the disc and the border.
private func speckledDisc(grain: Bool) -> RGBAImage {
  var canvas = Canvas(width: 192, height: 192, background: RGBA(hex: "#F3EFE6")!)
  canvas.fill(.circle(center: Point(96, 96), radius: 52), with: .solid(RGBA(hex: "#1F1D1A")!))
  var image = canvas.image
  guard grain else { return image }
  var random = SeededRandom(seed: 7)
  var placed = 0
  while placed < 80 {
    let x = random.int(3...188)
    let y = random.int(3...188)
    let dx = x - 96
    let dy = y - 96
    guard dx * dx + dy * dy > 68 * 68 else { continue }
    image[x, y] = RGBA(hex: "#E0DCD4")!
    placed += 1
  }
  return image
}

struct MaskGeneratorTests {
  @Test(
    "clean masks: pure white, anti-aliased alpha, centred and fitted, gray+alpha at exact sizes",
    arguments: MaskSourceArt.allCases, MaskCase.all)
  func cleanMasks(art: MaskSourceArt, mask: MaskCase) throws {
    let padding = 1
    let generator = MaskGenerator(bar: mask.bar, profiles: mask.profiles, padding: padding)
    let result = try generator.generate(
      source: art.image, name: "\(art).png", outputName: art.rawValue)
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    #expect(
      result.files.map(\.path)
        == mask.sides.indices.map { maskName(art.rawValue, scale: $0 + 1) })
    for (index, side) in mask.sides.enumerated() {
      let scale = index + 1
      let file = try #require(
        result.files.first { $0.path == maskName(art.rawValue, scale: scale) })
      let decoded = try decode(file)
      #expect(decoded.facts.colorType == .grayAlpha && decoded.facts.bitDepth == 8)
      #expect(decoded.facts.width == side && decoded.facts.height == side)
      let image = decoded.image.rgba8
      var alphas = Set<UInt8>()
      for y in 0..<side {
        for x in 0..<side {
          let pixel = image[x, y]
          #expect(pixel == RGBA(255, 255, 255, pixel.alpha), "\(file.path) at \(x), \(y)")
          alphas.insert(pixel.alpha)
        }
      }
      #expect(alphas.contains(0), "\(file.path): no transparent pixel")
      #expect(alphas.contains { $0 >= 250 }, "\(file.path): no solid pixel")
      #expect(alphas.contains { $0 > 0 && $0 < 250 }, "\(file.path): not anti-aliased")
      #expect(alphas.count > 8, "\(file.path): too few alpha levels \(alphas.sorted())")

      let bounds = try #require(alphaBounds(image))
      let margin = padding * scale
      let (left, top) = (bounds.minX, bounds.minY)
      let (right, bottom) = (side - 1 - bounds.maxX, side - 1 - bounds.maxY)
      #expect(min(left, top, right, bottom) >= margin, "\(file.path): \(bounds) in \(side)")
      #expect(abs(left - right) <= 1 && abs(top - bottom) <= 1, "\(file.path): \(bounds)")
      // Fitted: the glyph's longer side fills the box inside the padding.
      let longer = max(bounds.maxX - bounds.minX, bounds.maxY - bounds.minY) + 1
      #expect(longer >= side - 2 * margin - 1, "\(file.path): \(bounds) in \(side)")
    }
  }

  @Test("white ink on black gives the same mask as black ink on white")
  func polarity() throws {
    let dark = MaskSourceArt.gearScan.image
    var light = dark
    for index in light.pixels.indices where index % 4 != 3 {
      light.pixels[index] = 255 - light.pixels[index]
    }
    let generator = MaskGenerator(bar: .tab, profiles: [.iphoneos3, .retina])
    let darkMasks = try masks(generator.generate(source: dark, name: "d.png", outputName: "g"))
    let lightMasks = try masks(generator.generate(source: light, name: "l.png", outputName: "g"))
    let first = try #require(darkMasks["g@2x.png"])
    let second = try #require(lightMasks["g@2x.png"])
    var both = 0
    var either = 0
    for index in 0..<first.pixelCount {
      let a = first.pixels[index * 4 + 3] >= 128
      let b = second.pixels[index * 4 + 3] >= 128
      if a && b { both += 1 }
      if a || b { either += 1 }
    }
    #expect(either > 500)
    #expect(Double(both) / Double(either) > 0.95, "overlap \(both) of \(either)")
    #expect(first[0, 0].alpha == 0 && second[0, 0].alpha == 0)
  }

  @Test("--invert on an alpha glyph is the glyph's complement")
  func invertAlpha() throws {
    let star = MaskSourceArt.star.image
    var complement = star
    for y in 0..<star.height {
      for x in 0..<star.width { complement[x, y] = RGBA(255, 255, 255, 255 - star[x, y].alpha) }
    }
    let normal = try masks(
      MaskGenerator(bar: .tab, profiles: [.iphoneos3, .retina]).generate(
        source: star, name: "s.png", outputName: "s"))
    let inverted = try masks(
      MaskGenerator(bar: .tab, profiles: [.iphoneos3, .retina], invert: true).generate(
        source: star, name: "s.png", outputName: "s"))
    let expected = try masks(
      MaskGenerator(bar: .tab, profiles: [.iphoneos3, .retina]).generate(
        source: complement, name: "c.png", outputName: "s"))
    for name in ["s.png", "s@2x.png"] {
      let flipped = try #require(inverted[name])
      let reference = try #require(expected[name])
      let worst = (0..<flipped.pixelCount).map {
        abs(Int(flipped.pixels[$0 * 4 + 3]) - Int(reference.pixels[$0 * 4 + 3]))
      }.max()!
      #expect(worst <= 1, "\(name): alpha differs by \(worst)")
      // The corner of the box was empty around the star; inverted, it is solid.
      let margin = name == "s.png" ? 1 : 2
      #expect(try #require(normal[name])[margin, margin].alpha == 0)
      #expect(flipped[margin, margin].alpha == 255)
    }
  }

  @Test("--invert on a luminance source makes the paper the mask")
  func invertLuminance() throws {
    // A dark ring, 16 px wide at radius 40, on light paper, 120 px square.
    var canvas = Canvas(width: 120, height: 120, background: RGBA(0xF0, 0xF0, 0xF0))
    canvas.fill(
      .outline(.circle(center: Point(60, 60), radius: 40), width: 16),
      with: .solid(RGBA(0x20, 0x20, 0x20)))
    let ring = canvas.image
    let normal = try masks(
      MaskGenerator(bar: .tab, profiles: [.iphoneos3, .retina]).generate(
        source: ring, name: "r.png", outputName: "r"))["r.png"]!
    let inverted = try masks(
      MaskGenerator(bar: .tab, profiles: [.iphoneos3, .retina], invert: true).generate(
        source: ring, name: "r.png", outputName: "r")
    )["r.png"]!
    // Normal: the ring is the glyph, fitted to the 28 px box; its hole and the box corners are empty.
    #expect(normal[15, 15].alpha == 0)
    #expect(normal[1, 1].alpha == 0)
    #expect(normal[15, 2].alpha >= 200)
    // Inverted: the whole paper is the glyph (the box is the image), the ring a gap in it.
    #expect(inverted[15, 15].alpha >= 250)
    #expect(inverted[1, 1].alpha >= 250)
    #expect(inverted[15, 5].alpha <= 60)
  }

  @Test("a threshold drops faint paper grain")
  func threshold() throws {
    let generator = MaskGenerator(bar: .tab, profiles: [.iphoneos3, .retina])
    func mask(_ image: RGBAImage, threshold: Int) throws -> RGBAImage {
      var generator = generator
      generator.threshold = threshold
      return try #require(
        masks(generator.generate(source: image, name: "grain.png", outputName: "m"))["m@2x.png"])
    }
    /// Visible pixels outside the disc's circle (radius 28 of the 60 px mask, with a margin).
    func strays(_ image: RGBAImage) -> Int {
      var count = 0
      for y in 0..<60 {
        for x in 0..<60 where image[x, y].alpha > 0 {
          let dx = Double(x) + 0.5 - 30
          let dy = Double(y) + 0.5 - 30
          if dx * dx + dy * dy > 31 * 31 { count += 1 }
        }
      }
      return count
    }
    let clean = try mask(speckledDisc(grain: false), threshold: 0)
    let grainy = try mask(speckledDisc(grain: true), threshold: 0)
    let filtered = try mask(speckledDisc(grain: true), threshold: 60)
    #expect(strays(clean) == 0)
    // Without a threshold the grain is part of the glyph: specks show, the disc shrinks.
    #expect(strays(grainy) > 0)
    #expect(alphaBounds(grainy).map { $0.maxX - $0.minX } ?? 0 > 50)
    #expect(strays(filtered) == 0)
    let cleanArea = clean.pixels.enumerated().filter { $0.offset % 4 == 3 && $0.element >= 128 }
      .count
    let filteredArea = filtered.pixels.enumerated().filter {
      $0.offset % 4 == 3 && $0.element >= 128
    }.count
    let grainyArea = grainy.pixels.enumerated().filter { $0.offset % 4 == 3 && $0.element >= 128 }
      .count
    #expect(abs(filteredArea - cleanArea) <= cleanArea / 20, "\(filteredArea) vs \(cleanArea)")
    #expect(grainyArea < cleanArea * 9 / 10, "\(grainyArea) vs \(cleanArea)")
  }

  /// Sources that give no usable mask, and the words the refusal must use.
  enum Unusable: String, CaseIterable, Sendable {
    case transparent
    case uniformGray
    case uniformColorByLuminance
    case opaqueByAlpha

    var image: RGBAImage {
      switch self {
      case .transparent: return RGBAImage(width: 40, height: 40)
      case .uniformGray: return RGBAImage(width: 40, height: 40, fill: RGBA(128, 128, 128))
      case .uniformColorByLuminance:
        return RGBAImage(width: 40, height: 40, fill: RGBA(9, 200, 40))
      case .opaqueByAlpha: return MaskSourceArt.gearScan.image
      }
    }

    var source: MaskSource {
      switch self {
      case .transparent, .uniformGray: return .auto
      case .uniformColorByLuminance: return .luminance
      case .opaqueByAlpha: return .alpha
      }
    }

    var reason: String {
      switch self {
      case .transparent: return "every pixel is fully transparent"
      case .uniformGray, .uniformColorByLuminance: return "brightness does not vary"
      case .opaqueByAlpha: return "every pixel is opaque"
      }
    }
  }

  @Test(
    "a blank source is an empty mask, an opaque one read by alpha a full mask, with reasons",
    arguments: Unusable.allCases)
  func refused(unusable: Unusable) {
    do {
      _ = try MaskGenerator(bar: .tab, profiles: [.iphoneos3, .retina], source: unusable.source)
        .generate(
          source: unusable.image, name: "blank.png", outputName: "blank")
      Issue.record("a mask was made")
    } catch {
      switch error {
      case .emptyMask(let name, let why) where unusable != .opaqueByAlpha,
        .fullMask(let name, let why) where unusable == .opaqueByAlpha:
        #expect(name == "blank.png")
        #expect(why.contains(unusable.reason), "\(why)")
      default:
        Issue.record("unexpected error: \(error)")
      }
      #expect(error.description.hasPrefix("blank.png gives"), "\(error)")
      #expect(error.description.contains(unusable.reason), "\(error)")
    }
  }

  @Test("an image set is a template set naming its files")
  func imageSet() throws {
    let result = try MaskGenerator(bar: .tab, profiles: [.ios7], imageSet: true)
      .generate(source: MaskSourceArt.star.image, name: "star.png", outputName: "star")
    let folder = "star.imageset/"
    let contents = try #require(result.files.first { $0.path == folder + "Contents.json" })
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(contents.bytes)) as? [String: Any])
    let properties = try #require(json["properties"] as? [String: Any])
    #expect(properties["template-rendering-intent"] as? String == "template")
    let images = try #require(json["images"] as? [[String: Any]])
    let pngs = result.files.map(\.path).filter { $0.hasSuffix(".png") }
    #expect(pngs.allSatisfy { $0.hasPrefix(folder) })
    #expect(
      Set(images.compactMap { $0["filename"] as? String })
        == Set(pngs.map { String($0.dropFirst(folder.count)) }))
    #expect(images.count == 3)
    for entry in images {
      let filename = try #require(entry["filename"] as? String)
      let scale = try #require((entry["scale"] as? String).flatMap { Int($0.dropLast()) })
      #expect(entry["idiom"] as? String == "universal")
      let file = try #require(result.files.first { $0.path == folder + filename })
      #expect(try decode(file).facts.width == 25 * scale, "\(filename)")
    }
  }

  @Test(
    "the masks pass check with no error and no warning",
    arguments: [
      (MaskGenerator.Bar.tab, [Profile.iphoneos3, .retina], "Tabs", false),
      (.toolbar, [.iphoneos3, .retina], "Toolbar", false),
      (.tab, [.ios7], "Tabs", false),
      (.toolbar, [.ios7], "Toolbar", false),
      (.tab, [.ios7], "Assets.xcassets", true),
    ])
  func passesCheck(bar: MaskGenerator.Bar, profiles: [Profile], folder: String, imageSet: Bool)
    throws
  {
    var files: [GeneratedFile] = []
    for art in MaskSourceArt.allCases {
      let generator = MaskGenerator(bar: bar, profiles: profiles, imageSet: imageSet)
      files += try generator.generate(
        source: art.image, name: "\(art).png", outputName: art.rawValue
      ).files
    }
    let report = check(files, in: "App/" + folder, profiles: profiles)
    #expect(report.filesChecked == files.filter { $0.path.hasSuffix(".png") }.count)
    let problems = report.diagnostics.filter { $0.severity != .note }
    #expect(problems.isEmpty, listing(problems))

    // The control: the same files with one mask made a solid square must fail as a bar
    // icon, which shows the checker did give these files their mask role.
    var tampered = files
    let first = try #require(files.first { $0.path.hasSuffix(".png") })
    let side = try decode(first).facts.width
    let solid = try PNGEncoder().encode(RGBAImage(width: side, height: side, fill: .white))
    tampered[tampered.firstIndex(of: first)!] = GeneratedFile(
      path: first.path, bytes: solid, summary: "solid")
    let control = check(tampered, in: "App/" + folder, profiles: profiles)
    #expect(
      control.diagnostics.contains {
        $0.rule == "bar-icon-opaque" && $0.path == "App/\(folder)/\(first.path)"
      }, listing(control.diagnostics))
  }

  @Test("several bars from one read: each bar's masks in its own folder, as one bar gives them")
  func severalBars() throws {
    #expect(MaskGenerator(bars: []) == nil)
    let both = try #require(MaskGenerator(bars: [.toolbar, .tab, .toolbar], profiles: [.ios7]))
    #expect(both.bars == [.toolbar, .tab], "a bar given twice counts once, in the order given")
    for art in MaskSourceArt.allCases {
      let result = try both.generate(source: art.image, name: "\(art).png", outputName: "g")
      var expected: [String: [UInt8]] = [:]
      var notes: [String] = []
      for bar in [MaskGenerator.Bar.toolbar, .tab] {
        let alone = try MaskGenerator(bar: bar, profiles: [.ios7])
          .generate(source: art.image, name: "\(art).png", outputName: "g")
        for file in alone.files { expected["\(bar.rawValue)/\(file.path)"] = file.bytes }
        notes = alone.notes
      }
      #expect(result.files.count == 6)
      #expect(
        Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.bytes) }) == expected)
      #expect(result.notes == notes, "a note about the glyph is given once, not once per bar")
    }
  }

  @Test("image sets for several bars go into catalog groups that keep their names apart")
  func severalBarsInACatalog() throws {
    let single = MaskGenerator(bar: .tab, profiles: [.iphoneos3, .retina], imageSet: true)
    #expect(single.groupFiles().isEmpty)
    let both = try #require(
      MaskGenerator(bars: [.tab, .toolbar], profiles: [.iphoneos3, .retina], imageSet: true))
    #expect(try #require(MaskGenerator(bars: [.tab, .toolbar])).groupFiles().isEmpty)
    let groups = both.groupFiles()
    #expect(groups.map(\.path) == ["tab/Contents.json", "toolbar/Contents.json"])
    for group in groups {
      let json = try JSONSerialization.jsonObject(with: Data(group.bytes)) as? [String: Any]
      let properties = json?["properties"] as? [String: Any]
      #expect(properties?["provides-namespace"] as? Bool == true, "\(group.path)")
    }
    let result = try both.generate(
      source: MaskSourceArt.star.image, name: "star.png", outputName: "star")
    #expect(
      result.files.map(\.path) == [
        "tab/star.imageset/star.png", "tab/star.imageset/star@2x.png",
        "tab/star.imageset/Contents.json", "toolbar/star.imageset/star.png",
        "toolbar/star.imageset/star@2x.png", "toolbar/star.imageset/Contents.json",
      ])
  }

  @Test("masks for both bars pass check in a plain folder: the bar folders give their roles")
  func severalBarsPassCheck() throws {
    let both = try #require(
      MaskGenerator(bars: [.tab, .toolbar], profiles: [.iphoneos3, .retina]))
    var files: [GeneratedFile] = []
    for art in MaskSourceArt.allCases {
      files += try both.generate(source: art.image, name: "\(art).png", outputName: art.rawValue)
        .files
    }
    let report = check(files, in: "App/Images", profiles: [.iphoneos3, .retina])
    #expect(report.filesChecked == 8)
    let problems = report.diagnostics.filter { $0.severity != .note }
    #expect(problems.isEmpty, listing(problems))
    // The control: a toolbar mask the size of a tab icon is flagged as a toolbar icon.
    var tampered = files
    let index = try #require(files.firstIndex { $0.path == "toolbar/star.png" })
    let tab = try #require(files.first { $0.path == "tab/star.png" })
    tampered[index] = GeneratedFile(path: "toolbar/star.png", bytes: tab.bytes, summary: "30 px")
    let control = check(tampered, in: "App/Images", profiles: [.iphoneos3, .retina])
    #expect(
      control.diagnostics.contains {
        $0.rule == "bar-icon-size" && $0.path == "App/Images/toolbar/star.png"
      }, listing(control.diagnostics))
  }

  @Test(
    "a whole run: every glyph file's masks in order, after the group files; the first failure wins")
  func wholeRun() throws {
    let generator = try #require(
      MaskGenerator(bars: [.tab, .toolbar], profiles: [.iphoneos3, .retina], imageSet: true))
    let star = try PNGEncoder().encode(MaskSourceArt.star.image)
    let gear = try PNGEncoder().encode(MaskSourceArt.gearScan.image)
    // The run works on the larger file first: the results must still come in the order given.
    #expect(gear.count < star.count, "the files must be given smallest first")
    let reports = ReportLog()
    let run = try generator.generate(
      files: [("scan/gear.PNG", gear), ("Glyphs/star.png", star)],
      progress: { reports.append($0, $1) })
    // Each glyph file is reported once as it finishes, counting up to the whole.
    #expect(reports.entries.map(\.done).sorted() == [1, 2])
    #expect(reports.entries.allSatisfy { $0.total == 2 })
    var expected = generator.groupFiles()
    expected += try generator.generate(
      source: MaskSourceArt.gearScan.image, name: "gear.PNG", outputName: "gear"
    ).files
    expected += try generator.generate(
      source: MaskSourceArt.star.image, name: "star.png", outputName: "star"
    ).files
    #expect(run.files == expected)
    #expect(run.notes == ["gear.PNG has no transparency: its mask comes from its brightness"])

    let blank = try PNGEncoder().encode(RGBAImage(width: 40, height: 40, fill: RGBA(0, 0, 0, 0)))
    let first = #expect(throws: GeneratorError.self) {
      try generator.generate(files: [("a/blank.png", blank), ("b/bad.png", [1, 2, 3])])
    }
    guard case .emptyMask(let name, _)? = first else {
      Issue.record("expected the empty mask of the first file, got \(String(describing: first))")
      return
    }
    #expect(name == "blank.png")
    do {
      _ = try generator.generate(files: [("b/bad.png", [1, 2, 3]), ("a/blank.png", blank)])
      Issue.record("a file that is not a PNG must stop the run")
    } catch {
      guard case .unreadableSource(let problem) = error else {
        Issue.record("expected the decode failure first, got \(error)")
        return
      }
      #expect("\(problem)".hasPrefix("b/bad.png: "))
    }
  }
}

/// What a progress callback was called with, from any thread.
final class ReportLog: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [(done: Int, total: Int)] = []

  func append(_ done: Int, _ total: Int) { lock.withLock { stored.append((done, total)) } }

  var entries: [(done: Int, total: Int)] { lock.withLock { stored } }
}
