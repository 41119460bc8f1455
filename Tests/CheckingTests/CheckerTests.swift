import AssetModel
import CheckConfiguration
import Checking
import Diagnostics
import Foundation
import PNGCodec
import SampleArt
import TestSupport
import Testing
import TreeFacts

// The checker's own promises, apart from any one rule: each file read once, progress that
// counts every image, the decoded images handed out in path order while their pixels are in
// memory, a prepared scene not read again, and a broken file that stops nothing.

@Suite struct CheckerTests {
  /// An iPhone OS 4 app of loose files that ships real mistakes (a transparent @2x icon, a
  /// coloured tab icon), so the rules have something to say.
  static func app() throws -> InMemoryAssets {
    InMemoryAssets(Dictionary(uniqueKeysWithValues: try FixtureApps.legacyApp()))
  }

  @Test func eachFileIsReadOnceAndEveryImageIsRead() throws {
    let assets = try Self.app()
    let reader = CountingReader(assets.reader)
    let report = Checker().check(assets.inventory(), reader: reader)
    #expect(!report.diagnostics.isEmpty)
    let images = assets.files.keys.filter { $0 != "Info.plist" }
    #expect(report.filesChecked == images.count)
    #expect(reader.counts.filter { $0.value != 1 } == [:], "read more than once")
    #expect(images.allSatisfy { reader.counts[$0] == 1 }, "images not read: \(reader.counts)")
  }

  @Test func progressCountsEveryImageOnceUpToTheTotal() throws {
    let assets = try Self.app()
    let seen = Locked<[(done: Int, total: Int)]>([])
    let report = Checker().check(assets.inventory(), reader: assets.reader) { done, total in
      seen.mutate { $0.append((done, total)) }
    }
    let calls = seen.value
    #expect(calls.count == report.filesChecked)
    #expect(calls.allSatisfy { $0.total == report.filesChecked })
    #expect(calls.map(\.done).sorted() == Array(1...report.filesChecked))
  }

  @Test func decodedImagesComeBackInPathOrderWithTheirOwnFindings() throws {
    let assets = try Self.app()
    let (report, files) = Checker().check(assets.inventory(), reader: assets.reader) {
      file -> CheckedFile? in file
    }
    let paths = files.map(\.path)
    #expect(paths == paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    #expect(Set(paths) == Set(assets.files.keys.filter { $0 != "Info.plist" }))
    for file in files {
      #expect(file.bytes == assets.files[file.path])
      #expect(file.pixels.width == file.decoded.facts.width)
      // What the file's rules found is in the report, under its path.
      #expect(file.diagnostics.allSatisfy { report.diagnostics.contains($0) })
    }
    let hot = try #require(files.first { $0.path == "Tabs/tab-hot.png" })
    #expect(hot.diagnostics.map(\.rule) == ["bar-icon-not-white"])
  }

  @Test func aPreparedSceneIsNotReadAgainAndGivesTheSameReport() throws {
    let assets = try Self.app()
    let configuration = Configuration.default
    let scene = Scene(
      inventory: assets.inventory(), configuration: configuration, reader: assets.reader)
    let reader = CountingReader(assets.reader)
    var prepared = Checker(configuration: configuration).check(
      assets.inventory(), reader: reader, scene: scene
    ) { _ -> Never? in nil }.report
    #expect(reader.counts["Info.plist"] == nil, "the scene had read Info.plist already")
    var fresh = Checker(configuration: configuration).check(
      assets.inventory(), reader: assets.reader)
    prepared.milliseconds = 0
    fresh.milliseconds = 0
    #expect(prepared == fresh)
  }

  @Test func aBrokenFileIsAFindingAndTheRestIsStillChecked() throws {
    var assets = try Self.app()
    let whole = Checker().check(assets.inventory(), reader: assets.reader)
    let star = try #require(assets["Tabs/tab-star.png"])
    assets["Tabs/tab-star.png"] = Array(star.prefix(star.count / 2))
    assets.unreadable = ["Toolbar/toolbar-refresh.png"]
    let broken = Checker().check(assets.inventory(), reader: assets.reader)
    #expect(broken.diagnostics.first { $0.path == "Tabs/tab-star.png" }?.rule == "corrupt-png")
    #expect(
      broken.diagnostics.first { $0.path == "Toolbar/toolbar-refresh.png" }?.rule
        == "unreadable-file")
    // Every finding on the other files is still there.
    let others = whole.diagnostics.filter {
      !["Tabs/tab-star.png", "Toolbar/toolbar-refresh.png"].contains($0.path)
    }
    #expect(others.allSatisfy { broken.diagnostics.contains($0) })
  }
}

/// A value several threads change under a lock.
private final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value
  init(_ value: Value) { stored = value }
  var value: Value { lock.withLock { stored } }
  func mutate(_ change: (inout Value) -> Void) { lock.withLock { change(&stored) } }
}
