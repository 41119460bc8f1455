import Foundation
import PNGCodec
import Raster
import SampleArt
import TestSupport
import Testing

/// The pre-commit framework (pre-commit.com) driving this repository's
/// `.pre-commit-hooks.yaml`, as a team that adds iconsmith to its config would.
struct PreCommitFrameworkTests {
  /// `pre-commit` on PATH, or nil. In CI (CI set) its absence is a failure, not a skip.
  static let preCommit: String? = CommandRunner.onPath("pre-commit")

  static var available: Bool {
    preCommit != nil || ProcessInfo.processInfo.environment["CI"] != nil
  }

  @Test(
    "pre-commit try-repo with asset-check passes a good icon set and refuses a bad icon",
    .enabled(if: available, "pre-commit is not installed (pip install pre-commit); CI requires it"),
    .timeLimit(.minutes(20)))
  func tryRepo() throws {
    let preCommit = try #require(Self.preCommit, "pre-commit is required in CI")
    let folder = GitFixture()
    // A good set: every iphoneos3 icon, opaque, at its size.
    folder.write(
      "App/Icon.png",
      try PNGEncoder().encode(SampleArt.masterArtwork(side: 57, roundedCorners: false)))
    folder.write(
      "App/Icon-Small.png",
      try PNGEncoder().encode(SampleArt.masterArtwork(side: 29, roundedCorners: false)))
    folder.write(
      "App/iTunesArtwork",
      try PNGEncoder().encode(SampleArt.masterArtwork(side: 512, roundedCorners: false)))
    #expect(folder.git("add", "-A").status == 0)
    // pre-commit builds this repository (swift build -c release) in its cache; on a clean
    // checkout both runs use the same revision and share that build.
    let good = CommandRunner.run(
      preCommit, ["try-repo", Repository.root, "asset-check"].map { Array($0.utf8) },
      in: folder.path)
    #expect(good.status == 0, "\(good)")
    #expect(good.stdout.contains("iconsmith asset check") && good.stdout.contains("Passed"))

    // A bad icon: a half-transparent band, which the home screen shows black.
    var banded = SampleArt.masterArtwork(side: 57, roundedCorners: false)
    for y in 19..<38 {
      for x in 0..<57 { banded[x, y].alpha = 128 }
    }
    folder.write("App/Icon.png", try PNGEncoder().encode(banded))
    #expect(folder.git("add", "-A").status == 0)
    let bad = CommandRunner.run(
      preCommit, ["try-repo", Repository.root, "asset-check"].map { Array($0.utf8) },
      in: folder.path)
    #expect(bad.status == 1, "\(bad)")
    #expect(bad.stdout.contains("Failed"))
    #expect(bad.stdout.contains("[app-icon-alpha]"))
  }

  @Test(
    "the hook's files pattern takes PNGs, iTunesArtwork, Contents.json and Info.plist, nothing else"
  )
  func filesPattern() throws {
    let text = try String(
      contentsOfFile: Repository.path(".pre-commit-hooks.yaml"), encoding: .utf8)
    let line = try #require(text.split(separator: "\n").first { $0.contains("files:") })
    let pattern = String(line.split(separator: "'", maxSplits: 2)[1])
    // Python's re and ICU agree on this pattern: (?i), groups, anchors, character classes.
    let regex = try NSRegularExpression(pattern: pattern)
    func matches(_ path: String) -> Bool {
      regex.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
    }
    for path in [
      "App/Icon.png", "Icon@2x.PNG", "App/iTunesArtwork", "iTunesArtwork@2x",
      "App/Images.xcassets/AppIcon.appiconset/Contents.json", "App/Info.plist",
    ] {
      #expect(matches(path), "\(path)")
    }
    for path in [
      "README.md", "App/main.swift", "Package.swift", "notes/png.txt", "App/Info.plist.bak",
    ] {
      #expect(!matches(path), "\(path)")
    }
  }
}
