import AssetGenerators
import HIG
import PNGCodec
import Raster
import Testing

/// Plain content whose every channel differs, so a half-blend is visible in each.
private let content = RGBA(40, 121, 200)

/// A launch image's pixels, by file name.
private func images(_ result: GeneratorResult) throws -> [String: RGBAImage] {
  var images: [String: RGBAImage] = [:]
  for file in result.files { images[file.path] = try decode(file).image.rgba8 }
  return images
}

/// A 360 x 600 screenshot in three horizontal bands: red rows 0..<150,
/// green 150..<450, blue 450..<600. Scaled to cover 320 x 480 (by 8/9, to
/// 320 x 533) and cropped evenly, the red and blue bands keep equal heights.
private let bandedScreenshot: RGBAImage = {
  var image = RGBAImage(width: 360, height: 600)
  for y in 0..<600 {
    let color = y < 150 ? RGBA(255, 0, 0) : y < 450 ? RGBA(0, 255, 0) : RGBA(0, 0, 255)
    for x in 0..<360 { image[x, y] = color }
  }
  return image
}()

extension RGBAImage {
  /// Horizontal bands of `colours`, top to bottom, each `rows` high.
  fileprivate init(bands: [(RGBA, Int)], width: Int) {
    self.init(width: width, height: bands.reduce(0) { $0 + $1.1 })
    var y = 0
    for (colour, rows) in bands {
      for row in y..<(y + rows) {
        for x in 0..<width { self[x, row] = colour }
      }
      y += rows
    }
  }
}

/// The band a colour belongs to, for colours near pure red, green or blue.
private func band(_ pixel: RGBA) -> String {
  if pixel.red > 200 && pixel.green < 40 && pixel.blue < 40 { return "red" }
  if pixel.green > 200 && pixel.red < 40 && pixel.blue < 40 { return "green" }
  if pixel.blue > 200 && pixel.red < 40 && pixel.green < 40 { return "blue" }
  return "mixed"
}

/// The average of each channel over row `y`, in 8-bit units.
private func rowMeans(_ image: RGBAImage, _ y: Int) -> (red: Double, green: Double, blue: Double) {
  var sums = (red: 0, green: 0, blue: 0)
  for x in 0..<image.width {
    let pixel = image[x, y]
    sums.red += Int(pixel.red)
    sums.green += Int(pixel.green)
    sums.blue += Int(pixel.blue)
  }
  let count = Double(image.width)
  return (Double(sums.red) / count, Double(sums.green) / count, Double(sums.blue) / count)
}

/// The exact value of a channel in row `y` of `height` rows: the mix of the two
/// ends' sRGB values, as a design tool draws a gradient.
private func exactGradient(_ top: UInt8, _ bottom: UInt8, row y: Int, height: Int) -> Double {
  Double(top) + (Double(bottom) - Double(top)) * Double(y) / Double(height - 1)
}

/// FNV-1a over an image's pixel bytes: a short fingerprint that changes with any byte.
private func fingerprint(_ image: RGBAImage) -> UInt64 {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in image.pixels {
    hash ^= UInt64(byte)
    hash = hash &* 0x100_0000_01b3
  }
  return hash
}

/// A gentle gradient: 10 levels of red and green and 20 of blue over the
/// 960 rows of `Default@2x.png`, where rounding each row leaves bands of
/// about 45 and 90 identical rows.
private let gentleTop = RGBA(30, 30, 60)
private let gentleBottom = RGBA(40, 40, 80)

struct LaunchImageGeneratorTests {
  @Test(
    "the launch images of each profile, at the sizes of HIG.md",
    arguments: [
      ([Profile.iphoneos3], ["Default.png 320x480 @1"]),
      ([.iphoneos3, .retina], ["Default.png 320x480 @1", "Default@2x.png 640x960 @2"]),
      (
        [.ios7],
        [
          "Default-568h@2x.png 640x1136 @2", "Default-667h@2x.png 750x1334 @2",
          "Default-736h@3x.png 1242x2208 @3",
        ]
      ),
      (
        [.iphoneos3, .ipad],
        [
          "Default.png 320x480 @1", "Default-Portrait.png 768x1024 @1",
          "Default-Landscape.png 1024x768 @1",
        ]
      ),
    ])
  func outputs(profiles: [Profile], expected: [String]) {
    let outputs = LaunchImageGenerator(content: .color(content), profiles: profiles).outputs
    #expect(
      Set(outputs.map { "\($0.name) \($0.size.width)x\($0.size.height) @\($0.scale)" })
        == Set(expected))
    #expect(outputs.count == expected.count)
  }

  @Test(
    "every image is opaque 8-bit RGB at its exact size",
    arguments: [[Profile.iphoneos3, .retina], [.iphoneos3, .ipad]])
  func opaqueAndExact(profiles: [Profile]) throws {
    let generator = LaunchImageGenerator(
      content: .color(content), statusBar: .black, profiles: profiles)
    let result = try generator.generate()
    #expect(result.files.map(\.path) == generator.outputs.map(\.name))
    for (file, output) in zip(result.files, generator.outputs) {
      let decoded = try decode(file)
      #expect(decoded.facts.colorType == .rgb && decoded.facts.bitDepth == 8, "\(file.path)")
      #expect(!decoded.facts.hasTRNS && decoded.alpha.isOpaque, "\(file.path)")
      #expect(
        PixelSize(decoded.facts.width, decoded.facts.height) == output.size, "\(file.path)")
      // Below the bar, the content, to the last row.
      let image = decoded.image.rgba8
      #expect(image[image.width - 1, image.height - 1] == content, "\(file.path)")
    }
  }

  @Test(
    "the status bar fills the top 20 points in its style",
    arguments: LaunchImageGenerator.StatusBar.allCases)
  func statusBar(style: LaunchImageGenerator.StatusBar) throws {
    let result = try LaunchImageGenerator(
      content: .color(content), statusBar: style, profiles: [.iphoneos3, .retina]
    ).generate()
    let pictures = try images(result)
    for (name, bar) in [("Default.png", 20), ("Default@2x.png", 40)] {
      let image = try #require(pictures[name])
      for y in [0, 1, bar / 2, bar - 1, bar, bar + 1, image.height - 1] {
        for x in [0, image.width / 2, image.width - 1] {
          let pixel = image[x, y]
          let place = "\(name) at \(x), \(y): \(pixel)"
          // Both images are of eras whose bar was opaque: the era's bar is gray.
          let painted = style == .era ? .gray : style
          guard y < bar, painted != .none else {
            #expect(pixel == content, "\(place)")
            continue
          }
          switch painted {
          case .black:
            #expect(pixel == .black, "\(place)")
          case .translucent:
            // Black at alpha 0.5 over the content, by hand: half of each channel.
            #expect(abs(Int(pixel.red) - 20) <= 1, "\(place)")
            #expect(abs(Int(pixel.green) - 60) <= 1, "\(place)")
            #expect(abs(Int(pixel.blue) - 100) <= 1, "\(place)")
          case .gray:
            #expect(pixel.red == pixel.green && pixel.green == pixel.blue, "\(place)")
            #expect((0x80...0xF0).contains(pixel.red), "\(place)")
          case .none, .era:
            Issue.record("\(place): no bar expected")
          }
        }
      }
    }
  }

  @Test("a gradient runs from the top colour in the first row to the bottom colour in the last")
  func gradient() throws {
    let top = RGBA(10, 200, 30)
    let bottom = RGBA(250, 20, 140)
    let result = try LaunchImageGenerator(
      content: .gradient(top: top, bottom: bottom), statusBar: .none, profiles: [.iphoneos3]
    ).generate()
    let image = try #require(try images(result)["Default.png"])
    for x in [0, 160, 319] {
      #expect(image[x, 0] == top)
      #expect(image[x, 479] == bottom)
    }
    // Dithered, single pixels go up and down a level along a column; the
    // average of each row moves one way only.
    let means = (0..<480).map { rowMeans(image, $0) }
    for y in 1..<480 {
      #expect(means[y].red >= means[y - 1].red && means[y].green <= means[y - 1].green, "row \(y)")
    }
    #expect(band(image[0, 240]) == "mixed")
  }

  @Test("a gentle 640 x 960 gradient has no bands: each row's average follows the exact gradient")
  func noBanding() throws {
    let result = try LaunchImageGenerator(
      content: .gradient(top: gentleTop, bottom: gentleBottom), statusBar: .none,
      profiles: [.iphoneos3, .retina]
    ).generate()
    let image = try #require(try images(result)["Default@2x.png"])
    #expect(image.width == 640 && image.height == 960)
    let channels: [(String, KeyPath<RGBA, UInt8>)] = [
      ("red", \.red), ("green", \.green), ("blue", \.blue),
    ]
    for (name, channel) in channels {
      let top = gentleTop[keyPath: channel]
      let bottom = gentleBottom[keyPath: channel]
      let exact = (0..<960).map { exactGradient(top, bottom, row: $0, height: 960) }
      let dithered = (0..<960).map { y in
        Double((0..<640).reduce(0) { $0 + Int(image[$1, y][keyPath: channel]) }) / 640
      }
      // What rounding each row to 8 bits gives, as the generator did before.
      let rounded = exact.map { ($0 + 0.5).rounded(.down) }

      // Dithered: every row within 1/64 of a level of the exact value (the
      // 0.5 / 255 of the issue is 32 times wider, and rounding alone meets
      // it), so rows climb smoothly, by at most the slope plus twice that.
      let slope = abs(Double(bottom) - Double(top)) / 959
      let largestError = zip(dithered, exact).map { abs($0 - $1) }.max()!
      #expect(largestError <= 1.0 / 64, "\(name): a row's average is \(largestError) levels off")
      let ditheredSteps = zip(dithered.dropFirst(), dithered).map { $0 - $1 }
      #expect(ditheredSteps.allSatisfy { $0 >= 0 }, "\(name): the row averages go back down")
      #expect(
        ditheredSteps.max()! <= slope + 2.0 / 64,
        "\(name): adjacent rows differ by \(ditheredSteps.max()!) levels")
      #expect(Set(dithered).count > 600, "\(name): \(Set(dithered).count) distinct row averages")

      // Rounded: the same gradient climbs in whole-level steps between runs
      // of identical rows; these are the bands the dither removes.
      let roundedSteps = zip(rounded.dropFirst(), rounded).map { $0 - $1 }
      #expect(roundedSteps.max()! == 1, "\(name)")
      #expect(roundedSteps.max()! > slope + 2.0 / 64, "\(name): the step test must see rounding")
      let roundedError = zip(rounded, exact).map { abs($0 - $1) }.max()!
      #expect(roundedError > 1.0 / 64, "\(name): the error test must see rounding")
      #expect(Set(rounded).count == Int(abs(Int(bottom) - Int(top))) + 1, "\(name)")
    }
  }

  @Test(
    "no pixel of a gradient leaves the range its two ends span, channel by channel",
    arguments: [
      (RGBA(30, 30, 60), RGBA(40, 40, 80)), (RGBA(10, 200, 30), RGBA(250, 20, 140)),
      (RGBA(255, 0, 128), RGBA(254, 1, 127)), (RGBA(0, 255, 7), RGBA(255, 0, 7)),
    ])
  func staysInRange(top: RGBA, bottom: RGBA) throws {
    let result = try LaunchImageGenerator(
      content: .gradient(top: top, bottom: bottom), statusBar: .none, profiles: [.iphoneos3]
    ).generate()
    let image = try #require(try images(result)["Default.png"])
    let channels: [KeyPath<RGBA, UInt8>] = [\.red, \.green, \.blue]
    for channel in channels {
      let range =
        min(
          top[keyPath: channel], bottom[keyPath: channel])...max(
          top[keyPath: channel], bottom[keyPath: channel])
      var outside = 0
      for y in 0..<image.height {
        for x in 0..<image.width where !range.contains(image[x, y][keyPath: channel]) {
          outside += 1
        }
      }
      #expect(outside == 0, "\(channel): \(outside) pixels outside \(range)")
    }
    // The ends are exact: the first and last rows carry no dither.
    for x in 0..<image.width {
      #expect(image[x, 0] == top && image[x, image.height - 1] == bottom, "column \(x)")
    }
  }

  @Test(
    "a plain colour, and a gradient between one colour and itself, are exactly flat",
    arguments: [RGBA(30, 30, 60), RGBA(0, 0, 0), RGBA(255, 255, 255), RGBA(1, 254, 127)])
  func flat(color: RGBA) throws {
    for content in [
      LaunchImageGenerator.Content.color(color), .gradient(top: color, bottom: color),
    ] {
      let result = try LaunchImageGenerator(
        content: content, statusBar: .none, profiles: [.iphoneos3, .retina]
      ).generate()
      for (name, image) in try images(result) {
        #expect(
          image == RGBAImage(width: image.width, height: image.height, fill: color), "\(name)")
      }
    }
  }

  @Test("the same gradient gives the same bytes, and the dither pattern is pinned")
  func deterministic() throws {
    let generator = LaunchImageGenerator(
      content: .gradient(top: gentleTop, bottom: gentleBottom), statusBar: .gray,
      profiles: [.iphoneos3, .retina])
    let first = try generator.generate()
    let second = try generator.generate()
    #expect(first.files.map(\.path) == second.files.map(\.path))
    for (a, b) in zip(first.files, second.files) { #expect(a.bytes == b.bytes, "\(a.path)") }

    // Pixels a different matrix, threshold or mixing would change. Row 250 of
    // Default.png is exactly 30 + 10 * 250 / 479 = 35.219 in red and green and
    // 70.438 in blue; a channel goes up a level where the threshold
    // (entry + 0.5) / 64 reaches the rest of the level: entries from 50 for
    // red and green, from 36 for blue. The entry at (x, 250) is in matrix row
    // (250 + x / 8) mod 8, column x mod 8.
    let image = try #require(try images(first)["Default.png"])
    #expect(image[0, 250] == RGBA(35, 35, 70), "row 2, entry 12: nothing goes up")
    #expect(image[1, 250] == RGBA(35, 35, 71), "row 2, entry 44: blue goes up")
    #expect(image[8, 250] == RGBA(36, 36, 71), "row 3 (the next block), entry 60: all go up")
    #expect(image[16, 250] == RGBA(35, 35, 70), "row 4, entry 3: nothing goes up")
    // All of Default.png, gray bar included; the value was checked against a
    // separate model of the mix, the bar and the dither written outside Swift.
    #expect(fingerprint(image) == 0x3F64_F1BB_328A_D5D0)
  }

  @Test("cover scales to fill and crops evenly, keeping the centre")
  func cover() throws {
    let result = try LaunchImageGenerator(
      content: .screenshot(bandedScreenshot, name: "shot.png"), statusBar: .none,
      profiles: [.iphoneos3], fit: .cover
    ).generate()
    let image = try #require(try images(result)["Default.png"])
    #expect(image.width == 320 && image.height == 480)
    let bands = (0..<480).map { band(image[160, $0]) }
    let redRows = bands.prefix { $0 == "red" }.count
    let blueRows = bands.reversed().prefix { $0 == "blue" }.count
    // 533 rows cropped to 480: 26 off the top, 27 off the bottom; the red band
    // (133 rows scaled) keeps about 107, the blue band about 106.
    #expect((103...109).contains(redRows), "\(redRows) red rows")
    #expect((102...108).contains(blueRows), "\(blueRows) blue rows")
    #expect(abs(redRows - blueRows) <= 3)
    #expect(band(image[160, 240]) == "green")
    // Scaled to the full width: no background at the sides.
    for y in [50, 240, 430] {
      #expect(
        band(image[0, y]) == band(image[160, y]) && band(image[319, y]) == band(image[160, y]))
    }
  }

  @Test("contain scales to fit and pads with the background")
  func contain() throws {
    let background = RGBA(12, 34, 56)
    let result = try LaunchImageGenerator(
      content: .screenshot(bandedScreenshot, name: "shot.png"), statusBar: .none,
      profiles: [.iphoneos3], fit: .contain, background: background
    ).generate()
    let image = try #require(try images(result)["Default.png"])
    // Scaled by 0.8 to 288 x 480, centred: 16 columns of background each side.
    for y in [0, 100, 240, 479] {
      for x in [0, 15, 304, 319] { #expect(image[x, y] == background, "\(x), \(y)") }
      #expect(image[17, y] != background && image[302, y] != background, "row \(y)")
    }
    #expect(band(image[160, 60]) == "red")
    #expect(band(image[160, 240]) == "green")
    #expect(band(image[160, 420]) == "blue")
    // The red band is 150 x 0.8 = 120 rows, all of it kept.
    let redRows = (0..<480).prefix { band(image[160, $0]) == "red" }.count
    #expect((117...121).contains(redRows), "\(redRows) red rows")
  }

  @Test("by default the bar is painted where the era's bar was opaque, and not from iOS 7")
  func eraStatusBar() throws {
    let generator = LaunchImageGenerator(
      content: .color(content), profiles: [.iphoneos3, .retina, .ios7])
    #expect(generator.statusBar == .era)
    let pictures = try images(try generator.generate())
    for (name, bar) in [("Default.png", 20), ("Default@2x.png", 40)] {
      let image = try #require(pictures[name])
      #expect(image[0, 0].red == image[0, 0].blue && image[0, 0] != content, "\(name)")
      #expect(image[0, bar] == content, "\(name)")
    }
    for name in ["Default-568h@2x.png", "Default-667h@2x.png", "Default-736h@3x.png"] {
      let image = try #require(pictures[name])
      #expect(
        image == RGBAImage(width: image.width, height: image.height, fill: content), "\(name)")
    }
  }

  @Test("a screenshot of the screen's shape is scaled whole: nothing is cropped")
  func deviceFitSameShape() throws {
    // 320 x 480 in shape, at 1.5x: every band keeps its share of the height.
    let shot = RGBAImage(
      bands: [(RGBA(255, 0, 0), 120), (RGBA(0, 255, 0), 480), (RGBA(0, 0, 255), 120)], width: 480)
    let result = try LaunchImageGenerator(
      content: .screenshot(shot, name: "shot.png"), statusBar: .none, profiles: [.iphoneos3]
    ).generate()
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let image = try #require(try images(result)["Default.png"])
    let bands = (0..<480).map { band(image[160, $0]) }
    #expect((79...81).contains(bands.prefix { $0 == "red" }.count))
    #expect((79...81).contains(bands.reversed().prefix { $0 == "blue" }.count))
    #expect(band(image[0, 240]) == "green" && band(image[319, 240]) == "green")
  }

  @Test("a screenshot without the status bar is put below it, as the device drew it")
  func deviceFitBelowBar() throws {
    // 640 x 920: the 3.5-inch retina screen less its 40-pixel bar.
    let shot = RGBAImage(bands: [(RGBA(255, 0, 0), 100), (RGBA(0, 255, 0), 820)], width: 640)
    let result = try LaunchImageGenerator(
      content: .screenshot(shot, name: "shot.png"), statusBar: .black, profiles: [.retina]
    ).generate()
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let image = try #require(try images(result)["Default@2x.png"])
    #expect(image[320, 39] == .black)
    // Scaled 1:1 below the bar: the red band is rows 40 to 139, all of it.
    #expect(image[320, 40] == RGBA(255, 0, 0) && image[320, 139] == RGBA(255, 0, 0))
    #expect(image[320, 140] == RGBA(0, 255, 0) && image[320, 959] == RGBA(0, 255, 0))
  }

  @Test("a screenshot of another screen's shape is fitted whole, with a warning that says so")
  func deviceFitOtherShape() throws {
    let background = RGBA(12, 34, 56)
    // 640 x 1136, a 4-inch screen, into the 3.5-inch 640 x 960: scaled by 960 / 1136.
    let shot = RGBAImage(
      bands: [(RGBA(255, 0, 0), 88), (RGBA(0, 255, 0), 960), (RGBA(0, 0, 255), 88)], width: 640)
    let result = try LaunchImageGenerator(
      content: .screenshot(shot, name: "tall.png"), statusBar: .none, profiles: [.retina],
      background: background
    ).generate()
    #expect(
      result.warnings == [
        "Default@2x.png is 640x960 px and tall.png (640x1136) is not that screen's shape: it is fitted whole, on the background colour; give a screenshot of that screen, or --fit cover to crop it"
      ])
    let image = try #require(try images(result)["Default@2x.png"])
    // The top and bottom bands, which a centred crop cut away entirely, are kept.
    #expect(band(image[320, 2]) == "red" && band(image[320, 957]) == "blue")
    // 541 columns wide, centred: about 49 columns of background each side.
    #expect(image[0, 480] == background && image[639, 480] == background)
    #expect(band(image[60, 480]) == "green" && band(image[579, 480]) == "green")
  }

  @Test("a screenshot smaller than needed is refused unless upscaling is asked")
  func tooSmall() throws {
    let small = RGBAImage(width: 160, height: 240, fill: content)
    var generator = LaunchImageGenerator(
      content: .screenshot(small, name: "small.png"), profiles: [.iphoneos3])
    do {
      _ = try generator.generate()
      Issue.record("a 160 x 240 screenshot was enlarged without asking")
    } catch {
      guard case .sourceTooSmall(let name, let width, let height, let needed, let output) = error
      else {
        Issue.record("unexpected error: \(error)")
        return
      }
      #expect(name == "small.png" && width == 160 && height == 240)
      #expect(needed == 480, "\(error)")
      #expect(output.contains("Default.png"), "\(error)")
      #expect(error.description.contains("--allow-upscale"), "\(error)")
    }
    generator.allowUpscale = true
    let result = try generator.generate()
    #expect(result.warnings.count == 1)
    #expect(result.warnings.first?.contains("Default.png") == true, "\(result.warnings)")
    let image = try #require(try images(result)["Default.png"])
    #expect(image.width == 320 && image.height == 480)
  }
}
