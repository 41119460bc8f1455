import ArgumentParser
import Dispatch
import Foundation
import IconsmithIO
import PNGCodec
import Raster

/// `resample MASTER`: quality (PSNR against the float64 reference) and time per size.
struct ResampleBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "resample",
    abstract:
      "PSNR of the icons against the master flattened onto white as displayed, then resampled with an exact float64 Lanczos-3 in linear light, per size."
  )

  @Argument(help: "A square master PNG (2048 px for the goal).")
  var master: String

  @Option(help: "Comma-separated output sides.")
  var sizes = "1024,512,180,167,152,144,120,114,100,87,80,76,72,58,57"

  @Option(help: "Draw each size from a halving of the master at least this many times larger.")
  var headroom = 4

  @Flag(help: "Skip the slow float64 reference (timing only).")
  var noReference = false

  func run() throws {
    let image = try PNGDecoder().decode(SafeFileReader().read(RawPath(master))).image.rgba8
    let sides = sizes.split(separator: ",").compactMap { Int($0) }
    let start = DispatchTime.now().uptimeNanoseconds
    // As the icon generator does: flattened first, as a design tool shows it.
    let linear = LinearImage(image, flattenedOnto: .white)
    let toLinear = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    print(String(format: "to linear light: %.1f ms", toLinear))
    var total = 0.0
    var psnrs: [Double] = []
    var pyramid = ResamplePyramid(linear, headroom: headroom)
    for side in sides {
      let begin = DispatchTime.now().uptimeNanoseconds
      let source = pyramid.source(width: side, height: side)
      let output = Resampler.resample(source, width: side, height: side).srgbImage()
      let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e6
      total += milliseconds
      if noReference {
        print(String(format: "%5d px  %7.1f ms", side, milliseconds))
        continue
      }
      let reference = ReferenceResampler.flattenedFirst(
        image, width: side, height: side, background: .white)
      let psnr = ReferenceResampler.psnr(output, against: reference)
      psnrs.append(psnr)
      print(String(format: "%5d px  %7.1f ms  PSNR %.2f dB", side, milliseconds, psnr))
    }
    print(String(format: "total %.1f ms", total))
    if !psnrs.isEmpty {
      print(
        String(
          format: "mean PSNR %.2f dB (goal >= 50), lowest %.2f dB (goal >= 45)",
          psnrs.reduce(0, +) / Double(psnrs.count), psnrs.min()!))
    }
  }
}
