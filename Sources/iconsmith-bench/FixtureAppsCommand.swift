import ArgumentParser
import IconsmithIO
import SampleArt

/// `fixture-apps DIR`: writes the iOS 7 catalog app and the iOS 18 appearances app that the
/// preview goldens are drawn from, to look at or to preview by hand.
struct FixtureAppsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fixture-apps",
    abstract:
      "Write the preview tests' fixture apps (LegacyApp, CatalogApp, AppearanceApp) under DIR.")

  @Argument(help: "The folder to write into (created if missing; files in it are replaced).")
  var folder: String

  func run() throws {
    let root = RawPath(folder)
    for (name, files) in [
      ("LegacyApp", try FixtureApps.legacyApp()), ("CatalogApp", try FixtureApps.catalogApp()),
      ("AppearanceApp", try FixtureApps.appearanceApp()),
    ] {
      for (path, bytes) in files {
        let target = root.appending(name).appending(path)
        try AtomicFileWriter.makeFolders(target.parent)
        try AtomicFileWriter.write(bytes, to: target, overwrite: true)
      }
      print("wrote \(files.count) files into \(root.appending(name))")
    }
  }
}
