import Foundation
import IconsmithIO
import TestSupport
import Testing

/// What a generator's outputs are against the disk, and what writing them changes.
struct OutputFilesTests {
  let temporary = TemporaryFolder()

  func path(_ name: String) -> RawPath { RawPath(temporary.file(name)) }

  @Test("each output is absent, the same, or different; an unreadable file is different")
  func compares() throws {
    temporary.write("out/same.png", [1, 2, 3])
    temporary.write("out/other.png", [9])
    try FileManager.default.createDirectory(
      atPath: temporary.file("out/folder.png"), withIntermediateDirectories: true)
    let outputs = OutputFiles([
      (path("out/same.png"), [1, 2, 3]), (path("out/other.png"), [1, 2, 3]),
      (path("out/new.png"), [1, 2, 3]), (path("out/folder.png"), [1, 2, 3]),
    ])
    #expect(outputs.entries.map(\.onDisk) == [.same, .different, .absent, .different])
  }

  @Test("an output that lands on a source, through a link too, is named")
  func landingOnSources() throws {
    temporary.write("src/master.png", [7])
    try FileManager.default.createSymbolicLink(
      atPath: temporary.file("linked"), withDestinationPath: temporary.file("src"))
    let outputs = OutputFiles([(path("linked/master.png"), [1]), (path("out/icon.png"), [1])])
    #expect(outputs.landing(on: [path("src/master.png")]) == [path("linked/master.png")])
    #expect(outputs.landing(on: [path("src/other.png")]).isEmpty)
  }

  @Test("write leaves identical files alone, makes folders, and replaces only when told")
  func writes() throws {
    temporary.write("out/same.png", [1])
    temporary.write("out/old.png", [2])
    let outputs = OutputFiles([
      (path("out/same.png"), [1]), (path("out/old.png"), [3]), (path("deep/er/new.png"), [4]),
    ])
    #expect(throws: FileIOError.self) { try outputs.write(overwrite: false) }
    #expect(temporary.read("out/old.png") == [2], "nothing written when one is refused")
    #expect(temporary.read("deep/er/new.png") == nil)
    try outputs.write(overwrite: true)
    #expect(temporary.read("out/old.png") == [3])
    #expect(temporary.read("deep/er/new.png") == [4])
    #expect(temporary.read("out/same.png") == [1])
  }
}
