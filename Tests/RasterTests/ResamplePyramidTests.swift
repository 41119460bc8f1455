import Foundation
import Raster
import SampleArt
import Testing

/// Small sizes drawn from an exact halving of the master: the same picture as drawn from the
/// master itself, for a fraction of the work.
struct ResamplePyramidTests {
  static let master = LinearImage(SampleArt.masterArtwork(side: 512, roundedCorners: false))

  @Test("each size comes from the smallest halving at least four times its side")
  func levels() {
    var pyramid = ResamplePyramid(Self.master)
    #expect(pyramid.source(width: 128, height: 128).width == 512)
    #expect(pyramid.levels.count == 1, "no halving made before one is needed")
    #expect(pyramid.source(width: 64, height: 64).width == 256)
    #expect(pyramid.source(width: 29, height: 29).width == 128)
    #expect(pyramid.source(width: 20, height: 20).width == 128)
    #expect(pyramid.source(width: 16, height: 16).width == 64)
    #expect(pyramid.levels.map(\.width) == [512, 256, 128, 64])
    // A larger size later still comes from the level it needs.
    #expect(pyramid.source(width: 100, height: 100).width == 512)
  }

  @Test(
    "sizes from a halving match sizes from the master to within rounding",
    arguments: [64, 57, 40, 29, 20])
  func sameAsDirect(side: Int) {
    var pyramid = ResamplePyramid(Self.master)
    let fromPyramid = pyramid.squares([side])[0].srgbImage()
    let direct = Resampler.resample(Self.master, width: side, height: side).srgbImage()
    var squared = 0.0
    var worst = 0
    for index in 0..<(direct.pixelCount * 4) {
      let difference = Int(fromPyramid.pixels[index]) - Int(direct.pixels[index])
      squared += Double(difference * difference)
      worst = max(worst, abs(difference))
    }
    let psnr = 10 * log10(255 * 255 / max(squared / Double(direct.pixelCount * 4), 1e-12))
    #expect(psnr >= 50, "\(side) px: \(psnr) dB against the direct resample")
    // A level is clamped to its own pixels, already smoothed, whose areas straddle the
    // output pixel's: where the clamp binds, the two part by more than rounding at a few
    // pixels (23 levels at most here, at 57 px).
    #expect(worst <= 24, "\(side) px: a channel \(worst) levels away")
  }

  @Test("an output of half the source's size has exactly the first halving's samples")
  func halfSizeIsTheFirstLevel() {
    var pyramid = ResamplePyramid(Self.master)
    let squares = pyramid.squares([256, 29])
    #expect(pyramid.levels.map(\.width) == [512, 256, 128])
    #expect(squares[0].samples == pyramid.levels[1].samples)
    // The same samples as resampling the source directly, as the rule says it must be drawn.
    #expect(squares[0].samples == Resampler.resample(Self.master, width: 256, height: 256).samples)
  }
}
