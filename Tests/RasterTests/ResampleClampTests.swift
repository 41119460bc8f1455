import Raster
import SampleArt
import Testing

@testable import Raster

/// The clamp that keeps Lanczos from ringing beside hard edges: each output sample within
/// the range of the source samples of its span (those its area overlaps when shrinking,
/// those under the main lobe when enlarging).
struct ResampleClampTests {
  /// A `side`-pixel #3366CC master with a white disc, unantialiased: the halo of #25.
  static func blueDisc(side: Int) -> RGBAImage {
    var image = RGBAImage(width: side, height: side, fill: RGBA(0x33, 0x66, 0xCC))
    let centre = Double(side) / 2
    for y in 0..<side {
      for x in 0..<side {
        let dx = Double(x) + 0.5 - centre
        let dy = Double(y) + 0.5 - centre
        if dx * dx + dy * dy < 0.09 * Double(side * side) { image[x, y] = .white }
      }
    }
    return image
  }

  @Test(
    "a #3366CC master with a white disc keeps every icon's red within 0x33...0xFF",
    arguments: [20, 29, 40, 58, 87])
  func noHalo(side: Int) {
    let master = Self.blueDisc(side: 512)
    // As the icon generator makes it (from 8-bit rows, through the pyramid), and plainly.
    let icon = ResamplePyramid.squares([side], of: master, flattenedOnto: .white)[0]
    let plain = Resampler.resample(LinearImage(master), width: side, height: side)
    for image in [icon, plain] {
      let bytes = image.srgbImage()
      // The clamped sample is the source's own linear value, which encodes back exactly.
      let reds = stride(from: 0, to: bytes.pixels.count, by: 4).map { bytes.pixels[$0] }
      #expect(reds.min()! >= 0x33, "\(side) px: red \(reds.min()!)")
      let linear = stride(from: 0, to: image.samples.count, by: 4).map { image.samples[$0] }
      #expect(linear.max()! <= 1, "\(side) px: linear red \(linear.max()!)")
    }
  }

  @Test(
    "a hard black and white edge stays within black...white, with no ring or spill beyond the span",
    arguments: [(64, 29), (64, 7), (97, 40), (29, 64), (100, 100)])
  func hardEdge(sourceWidth: Int, width: Int) {
    var master = RGBAImage(width: sourceWidth, height: 4, fill: .black)
    let edge = sourceWidth / 2 + 1
    for y in 0..<4 { for x in edge..<sourceWidth { master[x, y] = .white } }
    let output = Resampler.resample(LinearImage(master), width: width, height: 3)
    for x in 0..<width {
      let span = Self.span(x, source: sourceWidth, destination: width)
      for y in 0..<3 {
        for channel in 0..<4 {
          let sample = output.samples[(y * width + x) * 4 + channel]
          #expect((0...1).contains(sample), "pixel \(x): \(sample)")
          // A pixel whose span holds no pixel of the other side is that side exactly.
          if channel < 3 && span.last! < edge {
            #expect(sample == 0, "pixel \(x) is \(sample), left of the edge")
          }
          if channel < 3 && span.first! >= edge {
            #expect(sample == 1, "pixel \(x) is \(sample), right of the edge")
          }
        }
      }
    }
  }

  @Test(
    "a constant image stays constant through the 8-bit banded path and the plane",
    arguments: [(7, 5), (1, 1), (50, 41), (96, 3), (23, 16)])
  func constant(width: Int, height: Int) {
    let colour = RGBA(37, 99, 201, 180)
    let source = RGBAImage(width: 23, height: 17, fill: colour)
    let flattened = Resampler.resample(
      flattening: source, onto: RGBA(30, 200, 90), width: width, height: height)
    let expected = LinearImage(
      RGBAImage(width: 1, height: 1, fill: colour), flattenedOnto: RGBA(30, 200, 90))
    #expect(
      flattened.samples.enumerated().allSatisfy { $0.element == expected.samples[$0.offset % 4] })
    let plane = Resampler.resamplePlane(
      [Float](repeating: 0.625, count: 23 * 17), width: 23, height: 17, toWidth: width,
      height: height)
    #expect(plane.allSatisfy { $0 == 0.625 })
  }

  @Test(
    "every sample lies within the range of its span's source samples, found by brute force",
    arguments: [(29, 29), (57, 31), (150, 150), (301, 77), (7, 420)])
  func withinLobes(width: Int, height: Int) {
    let master = SampleArt.masterArtwork(side: 300)
    let source = LinearImage(master)
    let output = Resampler.resample(source, width: width, height: height)
    let direct = Resampler.resample(
      flattening: master, onto: RGBA(30, 200, 90), width: width, height: height)
    let flattened = LinearImage(master, flattenedOnto: RGBA(30, 200, 90))
    for (image, from) in [(output, source), (direct, flattened)] {
      var outside = 0
      for y in 0..<height {
        let rows = Self.span(y, source: source.height, destination: height)
        for x in 0..<width {
          let columns = Self.span(x, source: source.width, destination: width)
          for channel in 0..<4 {
            var low = Float.infinity
            var high = -Float.infinity
            for row in rows {
              for column in columns {
                let value = from.samples[(row * source.width + column) * 4 + channel]
                low = min(low, value)
                high = max(high, value)
              }
            }
            let sample = image.samples[(y * width + x) * 4 + channel]
            if sample < low || sample > high { outside += 1 }
          }
        }
      }
      #expect(outside == 0, "\(width)x\(height): \(outside) samples outside their span's range")
    }
  }

  @Test(
    "a pyramid's icons stay within the range of the master pixels under their area, where a level pixel only grazes it too",
    arguments: [20, 29, 40, 58, 64])
  func pyramidWithinMaster(side: Int) {
    // A disc and a translucent bar: edges at every phase against the levels' pixels, so
    // some output areas graze a level pixel that holds an edge beyond them (round 1 of the
    // clamp let 70 levels of that edge's light through at 20 px).
    var master = Self.blueDisc(side: 512)
    for y in 300..<317 { for x in 0..<512 { master[x, y] = RGBA(0xFF, 0x2D, 0x55, 0x80) } }
    let flattened = LinearImage(master, flattenedOnto: .white)
    var pyramid = ResamplePyramid(flattened)
    let icons = [
      ResamplePyramid.squares([side], of: master, flattenedOnto: .white)[0],
      pyramid.squares([side])[0],
    ]
    #expect(pyramid.levels.count > 1, "\(side) px is drawn from a level")
    for icon in icons {
      var outside = 0
      for y in 0..<side {
        let rows = Self.span(y, source: 512, destination: side)
        for x in 0..<side {
          let columns = Self.span(x, source: 512, destination: side)
          for channel in 0..<4 {
            let under = rows.flatMap { row in
              columns.map { flattened.samples[(row * 512 + $0) * 4 + channel] }
            }
            let sample = icon.samples[(y * side + x) * 4 + channel]
            if sample < under.min()! || sample > under.max()! { outside += 1 }
          }
        }
      }
      #expect(outside == 0, "\(side) px: \(outside) samples outside the master's range")
    }
  }

  @Test(
    "a span is the pixels the area overlaps when shrinking, those under the main lobe when enlarging"
  )
  func spans() {
    // 128 -> 29: pixel 1's area is [4.41, 8.83).
    #expect(Resampler.Weights.span(of: 1, source: 128, destination: 29) == 4...8)
    #expect(Resampler.Weights.span(of: 28, source: 128, destination: 29) == 123...127)
    // 6 -> 5: pixel 1's area [1.2, 2.4); 4 -> 2: exactly two pixels, not three.
    #expect(Resampler.Weights.span(of: 1, source: 6, destination: 5) == 1...2)
    #expect(Resampler.Weights.span(of: 1, source: 4, destination: 2) == 2...3)
    // Enlarging 3 -> 7: pixel 3's centre 1.5 is a source centre; pixel 2's (1.07) lies
    // between centres 0.5 and 1.5; pixel 0's (0.21) is nearer to 0.5 than one pixel.
    #expect(Resampler.Weights.span(of: 3, source: 3, destination: 7) == 1...1)
    #expect(Resampler.Weights.span(of: 2, source: 3, destination: 7) == 0...1)
    #expect(Resampler.Weights.span(of: 0, source: 3, destination: 7) == 0...0)
    for (source, destination) in [(128, 29), (7, 300), (1, 5), (300, 7)] {
      for index in 0..<destination {
        #expect(
          Array(Resampler.Weights.span(of: index, source: source, destination: destination))
            == Self.span(index, source: source, destination: destination),
          "\(source) -> \(destination), pixel \(index)")
      }
    }
  }

  /// Output pixel `index`'s span, from the definition: the source pixels its area overlaps
  /// when shrinking, the one or two nearest when enlarging.
  static func span(_ index: Int, source: Int, destination: Int) -> [Int] {
    let scale = Double(source) / Double(destination)
    let start = Double(index) * scale
    let end = start + scale
    if scale > 1 {
      return (0..<source).filter { Double($0) < end && Double($0) + 1 > start }
    }
    let centre = (Double(index) + 0.5) * scale
    return (0..<source).filter { abs(Double($0) + 0.5 - centre) < 1 }
  }
}
