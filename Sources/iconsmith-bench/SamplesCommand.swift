import ArgumentParser
import Dispatch
import IconsmithIO
import PNGCodec
import SampleArt

/// `samples DIR`: writes the drawn sample assets (Sources/ and BrokenApp/) under DIR.
struct SamplesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "samples",
    abstract:
      "Draw SampleAssets/Sources and SampleAssets/BrokenApp (GoodApp comes from the generators).")

  @Argument(help: "The SampleAssets folder.")
  var folder: String = "SampleAssets"

  func run() throws {
    let root = RawPath(folder)
    for (section, files) in [
      ("Sources", try SampleAppFiles.sources()), ("BrokenApp", try SampleAppFiles.brokenApp()),
    ] {
      for (path, bytes) in files {
        let target = root.appending(section).appending(path)
        try AtomicFileWriter.makeFolders(target.parent)
        try AtomicFileWriter.write(bytes, to: target, overwrite: true)
      }
      print("wrote \(files.count) files into \(root.appending(section))")
    }
  }
}

/// `encode-timing FILE`: times the encoder's search on one image (a diagnostic for tuning).
struct EncodeTiming: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "encode-timing", shouldDisplay: false)
  @Argument var file: String
  func run() throws {
    let bytes = try SafeFileReader().read(RawPath(file))
    let master = try PNGDecoder().decode(bytes).image.rgba8
    for side in [master.width, 1024, 512, 180, 57] {
      var image = master.areaDownscaled(toWidth: side, height: side)
      for index in stride(from: 3, to: image.pixels.count, by: 4) { image.pixels[index] = 255 }
      for effort in [PNGEncoder.Effort.balanced, .fast] + (side <= 180 ? [.exhaustive] : []) {
        let start = DispatchTime.now().uptimeNanoseconds
        let out = try PNGEncoder(effort: effort).encode(image)
        print(
          side, effort, out.count, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6, "ms")
      }
    }
    let start = DispatchTime.now().uptimeNanoseconds
    _ = SampleArt.masterArtwork()
    print("draw master", Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6, "ms")
  }
}
