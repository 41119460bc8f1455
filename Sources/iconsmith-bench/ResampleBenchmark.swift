import ArgumentParser
import Dispatch
import Foundation
import IconsmithIO
import PNGCodec
import Raster
import Utilities

/// `resample MASTER`: quality (PSNR against the float64 reference) and time per size;
/// `resample --hard-edges`: overshoot beside Pillow and ImageMagick on drawn masters.
struct ResampleBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "resample",
    abstract:
      "PSNR of the icons against the master flattened onto white as displayed, then resampled with an exact float64 Lanczos-3 in linear light, per size.",
    discussion: """
      With --hard-edges, no MASTER: five drawn masters with hard edges in several colours,       each resampled as the icon generator does, by Pillow (LANCZOS) and by ImageMagick       (-filter Lanczos -resize); per size, the worst undershoot/overshoot in 8-bit sRGB       levels of any output pixel against the range of the source pixels it covers, and       iconsmith's PSNR against the reference.
      """
  )

  @Argument(help: "A square master PNG (2048 px for the goal).")
  var master: String?

  @Flag(help: "Measure overshoot on drawn hard-edged masters instead of timing MASTER.")
  var hardEdges = false

  @Option(help: "Side of the drawn masters (with --hard-edges).")
  var masterSide = 2048

  @Option(help: "Comma-separated output sides (with --hard-edges).")
  var edgeSizes = "20,29,40,58,60,76,87,120,152,167,180,1024"

  func validate() throws {
    guard hardEdges != (master != nil) else {
      throw ValidationError("give either MASTER or --hard-edges")
    }
  }

  @Option(help: "Comma-separated output sides.")
  var sizes = "1024,512,180,167,152,144,120,114,100,87,80,76,72,58,57"

  @Option(help: "Draw each size from a halving of the master at least this many times larger.")
  var headroom = 4

  @Flag(help: "Skip the slow float64 reference (timing only).")
  var noReference = false

  func run() throws {
    guard let master else { return try runHardEdges() }
    let image = try PNGDecoder().decode(SafeFileReader().read(RawPath(master))).image.rgba8
    let sides = sizes.split(separator: ",").compactMap { Int($0) }
    let start = DispatchTime.now().uptimeNanoseconds
    // As the icon generator does: flattened first, as a design tool shows it.
    let linear = LinearImage(image, flattenedOnto: .white)
    let toLinear = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    print(String(format: "to linear light: %.1f ms", toLinear))
    var total = 0.0
    var psnrs: [Double] = []
    var unclampedPSNRs: [Double] = []
    var pyramid = ResamplePyramid(linear, headroom: headroom)
    for side in sides {
      let begin = DispatchTime.now().uptimeNanoseconds
      let output = pyramid.squares([side])[0].srgbImage()
      let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e6
      total += milliseconds
      if noReference {
        print(String(format: "%5d px  %7.1f ms", side, milliseconds))
        continue
      }
      let reference = ReferenceResampler.flattenedFirst(
        image, width: side, height: side, background: .white, clamped: true)
      let psnr = ReferenceResampler.psnr(output, against: reference)
      psnrs.append(psnr)
      let ringing = ReferenceResampler.flattenedFirst(
        image, width: side, height: side, background: .white)
      unclampedPSNRs.append(ReferenceResampler.psnr(output, against: ringing))
      print(
        String(
          format: "%5d px  %7.1f ms  PSNR %.2f dB (unclamped reference %.2f dB)", side,
          milliseconds, psnr, unclampedPSNRs.last!))
    }
    print(String(format: "total %.1f ms", total))
    if !psnrs.isEmpty {
      print(
        String(
          format:
            "mean PSNR %.2f dB (goal >= 50), lowest %.2f dB (goal >= 45); against the unclamped reference mean %.2f dB",
          psnrs.reduce(0, +) / Double(psnrs.count), psnrs.min()!,
          unclampedPSNRs.reduce(0, +) / Double(unclampedPSNRs.count)))
    }
  }

  private func runHardEdges() throws {
    let sides = edgeSizes.split(separator: ",").compactMap { Int($0) }
    let scratch = try BenchScratch()
    print("undershoot/overshoot in 8-bit levels against each output pixel's footprint")
    print(
      " side   iconsmith  Pillow   ImageMagick  PSNR of iconsmith against the reference, clamped and not"
    )
    var psnrs: [Double] = []
    var unclampedPSNRs: [Double] = []
    var seconds = 0.0
    for (index, master) in HardEdgeMasters.all(side: masterSide).enumerated() {
      let folder = scratch.path("master\(index)")
      try AtomicFileWriter.makeFolders(folder.appending("pillow"))
      try AtomicFileWriter.makeFolders(folder.appending("magick"))
      let masterPath = folder.appending("master.png")
      try AtomicFileWriter.write(
        PNGEncoder(effort: .fast).encode(master.image), to: masterPath, overwrite: true)
      let start = DispatchTime.now().uptimeNanoseconds
      // As the icon generator does: one pyramid from the 8-bit master flattened onto white.
      let ours = ResamplePyramid.squares(sides, of: master.image, flattenedOnto: .white).map {
        $0.srgbImage()
      }
      seconds += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      let pillow = PeerResamplers.pillow(
        master: masterPath, sides: sides, into: folder.appending("pillow"))
      let magick = PeerResamplers.imageMagick(
        master: masterPath, sides: sides, into: folder.appending("magick"))
      let references = Parallel.map(sides) { side in
        ReferenceResampler.flattenedFirst(
          master.image, width: side, height: side, background: .white, clamped: true)
      }
      let ringing = Parallel.map(sides) { side in
        ReferenceResampler.flattenedFirst(
          master.image, width: side, height: side, background: .white)
      }
      print("\(master.name) (\(masterSide) px master)")
      var worst = (ours: 0, pillow: 0, magick: 0)
      for (position, side) in sides.enumerated() {
        let mine = Overshoot(ours[position], source: master.image)
        let theirs = pillow.map { Overshoot($0[side]!, source: master.image) }
        let magicks = magick.map { Overshoot($0[side]!, source: master.image) }
        let psnr = ReferenceResampler.psnr(ours[position], against: references[position])
        psnrs.append(psnr)
        let unclamped = ReferenceResampler.psnr(ours[position], against: ringing[position])
        unclampedPSNRs.append(unclamped)
        worst.ours = max(worst.ours, mine.worst)
        worst.pillow = max(worst.pillow, theirs?.worst ?? 0)
        worst.magick = max(worst.magick, magicks?.worst ?? 0)
        print(
          String(
            format: "%5d   %@    %@  %@      %6.2f dB  %6.2f dB", side, mine.text,
            theirs?.text ?? "   -   ", magicks?.text ?? "   -   ", psnr, unclamped))
      }
      print(
        "  worst: iconsmith \(worst.ours), Pillow \(pillow == nil ? "-" : "\(worst.pillow)"), "
          + "ImageMagick \(magick == nil ? "-" : "\(worst.magick)")")
    }
    print(
      String(
        format:
          "mean PSNR %.2f dB, lowest %.2f dB (against the unclamped reference, mean %.2f dB); iconsmith resampling %.1f ms in all",
        psnrs.reduce(0, +) / Double(psnrs.count), psnrs.min() ?? 0,
        unclampedPSNRs.reduce(0, +) / Double(max(1, unclampedPSNRs.count)), seconds * 1000))
  }
}
