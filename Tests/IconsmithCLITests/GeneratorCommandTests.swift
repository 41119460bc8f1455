import Foundation
import PNGCodec
import Raster
import SampleArt
import TestSupport
import Testing

/// The generators as a user runs them: what they write, refuse and compare.
struct GeneratorCommandTests {
  let folder = TemporaryFolder()

  /// A small master, so debug-build tests stay quick.
  func master(side: Int = 600) throws -> String {
    folder.write("master.png", try PNGEncoder().encode(SampleArt.masterArtwork(side: side)))
  }

  @Test("--dry-run lists the files and writes nothing")
  func dryRun() throws {
    let result = CommandRunner.iconsmith(
      "icons", try master(), "-o", folder.file("out"), "--dry-run")
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("would write \(folder.file("out"))/Icon.png (57x57 RGB"))
    #expect(result.stdout.contains("iTunesArtwork (512x512 RGB"))
    #expect(!FileManager.default.fileExists(atPath: folder.file("out")))
  }

  @Test("--check reports missing and stale files and exits 1, then 0 once written")
  func driftCheck() throws {
    let source = try master()
    let out = folder.file("out")
    let missing = CommandRunner.iconsmith("icons", source, "-o", out, "--check")
    #expect(missing.status == 1)
    #expect(missing.stdout.contains("missing: \(out)/Icon.png"))
    #expect(CommandRunner.iconsmith("icons", source, "-o", out).status == 0)
    #expect(CommandRunner.iconsmith("icons", source, "-o", out, "--check").status == 0)
    // The master changes; the icons on disk are now stale.
    folder.write(
      "master.png",
      try PNGEncoder().encode(
        SampleArt.masterArtwork(side: 601).areaDownscaled(toWidth: 600, height: 600)))
    let stale = CommandRunner.iconsmith("icons", source, "-o", out, "--check")
    #expect(stale.status == 1)
    #expect(stale.stdout.contains("stale: \(out)/Icon.png"))
    #expect(stale.stderr.contains("files differ from what the sources give"))
  }

  @Test("existing files are never replaced without --force, and nothing is written then")
  func force() throws {
    let source = try master()
    let out = folder.file("out")
    folder.write("out/Icon.png", [1, 2, 3])
    let refused = CommandRunner.iconsmith("icons", source, "-o", out)
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("Icon.png already exists"))
    #expect(folder.read("out/Icon.png") == [1, 2, 3])
    #expect(folder.read("out/Icon-Small.png") == nil, "all or nothing: no file written")
    let forced = CommandRunner.iconsmith("icons", source, "-o", out, "--force")
    #expect(forced.status == 0)
    #expect(try PNGDecoder().inspect(#require(folder.read("out/Icon.png"))).width == 57)
  }

  @Test("a generator never overwrites its own source, even with --force")
  func ownSource() throws {
    let artwork = folder.write(
      "out/iTunesArtwork", try PNGEncoder().encode(SampleArt.masterArtwork(side: 600)))
    let before = folder.read("out/iTunesArtwork")
    let result = CommandRunner.iconsmith("icons", artwork, "-o", folder.file("out"), "--force")
    #expect(result.status == 1)
    #expect(result.stderr.contains("is a source of this run; refusing to overwrite it"))
    #expect(folder.read("out/iTunesArtwork") == before)
  }

  @Test("clear errors for a missing, non-square, too-small or unreadable source")
  func badSources() throws {
    let out = folder.file("out")
    let missing = CommandRunner.iconsmith("icons", folder.file("nope.png"), "-o", out)
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("nope.png: no such file or folder"))
    let wide = folder.write(
      "wide.png", try PNGEncoder().encode(RGBAImage(width: 600, height: 500, fill: .white)))
    let notSquare = CommandRunner.iconsmith("icons", wide, "-o", out)
    #expect(notSquare.stderr.contains("wide.png is 600x500 px: an app-icon master must be square"))
    let small = folder.write(
      "small.png", try PNGEncoder().encode(RGBAImage(width: 300, height: 300, fill: .white)))
    let tooSmall = CommandRunner.iconsmith("icons", small, "-o", out)
    #expect(tooSmall.status == 1)
    #expect(
      tooSmall.stderr.contains("small.png is 300x300 px; iTunesArtwork needs at least 512 px"))
    let upscaled = CommandRunner.iconsmith("icons", small, "-o", out, "--allow-upscale")
    #expect(upscaled.status == 0)
    #expect(upscaled.stderr.contains("warning: small.png is 300 px"))
    let jpeg = folder.write("photo.png", FixtureWriter.jpeg())
    let notPNG = CommandRunner.iconsmith("masks", jpeg, "-o", out, "--bar", "tab")
    #expect(notPNG.status == 1)
    #expect(notPNG.stderr.contains("photo.png: not a PNG: this is a JPEG file"))
  }

  @Test("a mask source that gives an empty or a full mask is refused with the reason")
  func refusedMasks() throws {
    let blank = folder.write(
      "blank.png", try PNGEncoder().encode(RGBAImage(width: 64, height: 64, fill: RGBA(0, 0, 0, 0)))
    )
    let empty = CommandRunner.iconsmith("masks", blank, "-o", folder.file("out"), "--bar", "tab")
    #expect(empty.status == 1)
    #expect(empty.stderr.contains("blank.png gives an empty mask"))
    let solid = folder.write(
      "solid.png", try PNGEncoder().encode(RGBAImage(width: 64, height: 64, fill: .white)))
    let full = CommandRunner.iconsmith(
      "masks", solid, "-o", folder.file("out"), "--bar", "tab", "--from", "alpha")
    #expect(full.status == 1)
    #expect(full.stderr.contains("solid.png gives a full mask"))
  }

  @Test("regenerating GoodApp from SampleAssets/Sources gives the committed bytes")
  func goodAppRegenerates() throws {
    let out = folder.file("GoodApp")
    let sources = Repository.path("SampleAssets/Sources")
    for command in SampleCommands.goodApp(sources: sources, output: out) {
      let result = CommandRunner.run(CommandRunner.iconsmith, command.map { Array($0.utf8) })
      #expect(result.status == 0, "\(command): \(result)")
    }
    let committed = Repository.files(under: "SampleAssets/GoodApp").filter {
      $0.hasSuffix(".png") || $0.hasPrefix("iTunesArtwork")
    }
    #expect(committed.count == 12)
    for name in committed {
      #expect(
        folder.read("GoodApp/\(name)") == Repository.bytes("SampleAssets/GoodApp/\(name)"),
        "\(name) differs")
    }
  }

  @Test("regenerating Sources and BrokenApp gives the committed bytes")
  func drawnSamplesRegenerate() throws {
    for (section, files) in [
      ("Sources", try SampleAppFiles.sources()), ("BrokenApp", try SampleAppFiles.brokenApp()),
    ] {
      for (path, bytes) in files {
        #expect(
          Repository.bytes("SampleAssets/\(section)/\(path)") == bytes, "\(section)/\(path) differs"
        )
      }
    }
    for (path, bytes) in SampleAppFiles.goodAppStatic() {
      #expect(Repository.bytes("SampleAssets/GoodApp/\(path)") == bytes)
    }
  }
}

/// The commands the README gives for regenerating GoodApp.
enum SampleCommands {
  static func goodApp(sources: String, output: String) -> [[String]] {
    [
      ["icons", "\(sources)/master.png", "-o", output, "--profile", "iphoneos3,retina"],
      ["masks", "\(sources)/star.png", "-o", "\(output)/Tabs", "--bar", "tab"],
      ["masks", "\(sources)/gear-scan.png", "-o", "\(output)/Toolbar", "--bar", "toolbar"],
      ["launch", "-o", output, "--gradient", "#3B2F9E,#12B3A5", "--profile", "iphoneos3,retina"],
    ]
  }
}
