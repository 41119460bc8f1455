import ArgumentParser
import IconsmithIO
import SampleArt

/// `samples DIR`: writes the drawn sample assets under DIR.
struct SamplesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "samples",
    abstract:
      "Draw SampleAssets/Sources and BrokenApp, and GoodApp's Info.plist (its images come from the generators)."
  )

  @Argument(help: "The SampleAssets folder.")
  var folder: String = "SampleAssets"

  func run() throws {
    let root = RawPath(folder)
    let sections = [
      ("Sources", try SampleAppFiles.sources()), ("BrokenApp", try SampleAppFiles.brokenApp()),
      ("GoodApp", SampleAppFiles.goodAppStatic()),
    ]
    for (section, files) in sections {
      for (path, bytes) in files {
        let target = root.appending(section).appending(path)
        try AtomicFileWriter.makeFolders(target.parent)
        try AtomicFileWriter.write(bytes, to: target, overwrite: true)
      }
      print("wrote \(files.count) files into \(root.appending(section))")
    }
  }
}
