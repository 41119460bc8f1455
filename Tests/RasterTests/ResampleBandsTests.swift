import Raster
import SampleArt
import Testing

@testable import Raster

/// The banded resample, the fused flatten and the byte table are speed-ups
/// that must not change a single sample: each is held to the plain path it replaces.
struct ResampleBandsTests {
  static let master = SampleArt.masterArtwork(side: 300)

  @Test(
    "resampling in bands gives exactly the samples of the rows pass, the columns pass, then the clamp",
    // 420 rows from 300: output row 3's centre falls on source row 2's, so it reads one row and
    // row 4 starts above it; a band once began at its top row's first and read before its buffer.
    arguments: [(150, 150), (120, 90), (57, 57), (29, 31), (299, 150), (90, 420)])
  func bandsMatchTwoPasses(width: Int, height: Int) {
    let source = LinearImage(Self.master)
    let horizontal = Resampler.Weights(source: source.width, destination: width)
    let vertical = Resampler.Weights(source: source.height, destination: height)
    let banded = Resampler.resampleInBands(
      source, width: width, height: height, horizontal, vertical)
    let wide = Resampler.resampleRows(source, width: width, weights: horizontal)
    var twoPasses = Resampler.resampleColumns(wide, height: height, weights: vertical)
    // The bands find each span's range across, then down; the clamp down, then across.
    Resampler.clamp(&twoPasses, toSpansOf: source, horizontal, vertical)
    #expect(banded.width == width && banded.height == height)
    #expect(banded.samples == twoPasses.samples, "\(width)x\(height)")
  }

  @Test("flattening while converting gives the samples of flattening first, then converting")
  func fusedFlatten() {
    // Every alpha and every channel value meet, over a background that is not white.
    var pixels: [UInt8] = []
    for alpha in 0...255 {
      for value in stride(from: 0, through: 255, by: 5) {
        pixels += [UInt8(value), UInt8(255 - value), UInt8(value / 2), UInt8(alpha)]
      }
    }
    let image = RGBAImage(width: 52, height: pixels.count / 4 / 52, pixels: pixels)!
    let background = RGBA(30, 200, 90)
    let fused = LinearImage(image, flattenedOnto: background)
    let plain = LinearImage(image.flattened(onto: background))
    #expect(fused.samples == plain.samples)
  }

  @Test("the byte table rounds every linear value to the nearest byte of the exact sRGB curve")
  func byteTable() {
    SRGB.bucketBytes.withUnsafeBufferPointer { buckets in
      SRGB.byteThresholds.withUnsafeBufferPointer { thresholds in
        var value: Float = 0
        while value <= 1 {
          let byte = SRGB.byte(
            value, buckets: buckets.baseAddress!, thresholds: thresholds.baseAddress!)
          // The nearest byte by the curve in Double, unless the value sits within Float's
          // rounding of a boundary between two bytes.
          let exact = SRGB.encodeExactly(Double(value)) * 255
          let nearest = Int(exact.rounded())
          if abs(exact - exact.rounded(.down) - 0.5) > 1e-4 {
            #expect(Int(byte) == nearest, "linear \(value): byte \(byte), exact \(exact)")
          } else {
            #expect(abs(Int(byte) - nearest) <= 1)
          }
          value += 1.0 / 65536
        }
        #expect(
          SRGB.byte(-0.5, buckets: buckets.baseAddress!, thresholds: thresholds.baseAddress!) == 0)
        #expect(
          SRGB.byte(1.5, buckets: buckets.baseAddress!, thresholds: thresholds.baseAddress!) == 255)
      }
    }
  }

  @Test(
    "resampling straight from 8-bit rows gives the samples of converting the whole master first",
    arguments: [(150, 150), (57, 57), (299, 150), (120, 200), (400, 400)])
  func fromEightBitRows(width: Int, height: Int) {
    let background = RGBA(30, 200, 90)
    let direct = Resampler.resample(
      flattening: Self.master, onto: background, width: width, height: height)
    let converted = Resampler.resample(
      LinearImage(Self.master, flattenedOnto: background), width: width, height: height)
    #expect(direct.samples == converted.samples, "\(width)x\(height)")
  }

  @Test("an icon set's sizes from the 8-bit master equal the pyramid's over the converted master")
  func squaresFromEightBit() {
    let master = SampleArt.masterArtwork(side: 512)
    let sides = [256, 180, 128, 120, 100, 64, 57, 29, 20]
    let direct = ResamplePyramid.squares(sides, of: master, flattenedOnto: .white)
    var pyramid = ResamplePyramid(LinearImage(master, flattenedOnto: .white))
    let converted = pyramid.squares(sides)
    for (side, (a, b)) in zip(sides, zip(direct, converted)) {
      #expect(a.width == side && a.height == side)
      #expect(a.samples == b.samples, "\(side) px")
    }
  }
}
