import Foundation
import IconsmithIO
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files written as they are made and committed together keep every promise of a single write.
struct BatchWriterTests {
  let temporary = TemporaryFolder()
  var folder: String { temporary.path }

  func listing() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  @Test("added files appear only at commit, whole, with no temporary file left")
  func commit() throws {
    let batch = AtomicFileWriter.Batch(overwrite: false)
    for index in 0..<20 {
      batch.add(
        [UInt8](repeating: UInt8(index), count: 1000 + index),
        to: RawPath(folder + "/f\(index).png"))
    }
    #expect(!listing().contains("f0.png"), "no target changes before commit")
    try batch.commit()
    #expect(listing() == (0..<20).map { "f\($0).png" }.sorted())
    for index in 0..<20 {
      let bytes = FileManager.default.contents(atPath: folder + "/f\(index).png").map {
        [UInt8]($0)
      }
      #expect(bytes == [UInt8](repeating: UInt8(index), count: 1000 + index))
    }
  }

  @Test("adding from many threads at once loses nothing")
  func concurrent() throws {
    let batch = AtomicFileWriter.Batch(overwrite: true)
    let base = folder
    DispatchQueue.concurrentPerform(iterations: 64) { index in
      batch.add(Array("file \(index)".utf8), to: RawPath(base + "/c\(index).png"))
    }
    try batch.commit()
    #expect(listing().count == 64)
    #expect(FileManager.default.contents(atPath: folder + "/c63.png") == Data("file 63".utf8))
  }

  @Test("an existing file without overwrite fails the commit and changes nothing")
  func refusesExisting() throws {
    #expect(
      FileManager.default.createFile(atPath: folder + "/keep.png", contents: Data([1, 2, 3])))
    let batch = AtomicFileWriter.Batch(overwrite: false)
    batch.add([9], to: RawPath(folder + "/new.png"))
    batch.add([8], to: RawPath(folder + "/keep.png"))
    #expect(throws: FileIOError.alreadyExists(RawPath(folder + "/keep.png"))) { try batch.commit() }
    #expect(listing() == ["keep.png"])
    #expect(FileManager.default.contents(atPath: folder + "/keep.png") == Data([1, 2, 3]))
  }

  @Test("discard removes every temporary file")
  func discard() {
    let batch = AtomicFileWriter.Batch(overwrite: true)
    batch.add([1], to: RawPath(folder + "/a.png"))
    batch.add([2], to: RawPath(folder + "/b.png"))
    #expect(listing().filter { $0.hasSuffix(".tmp") }.count == 2, "staged as temporary files")
    batch.discard()
    #expect(listing().isEmpty)
  }

  @Test("a target made between add and commit is not replaced without overwrite")
  func raceWithoutOverwrite() throws {
    let batch = AtomicFileWriter.Batch(overwrite: false)
    batch.add([9], to: RawPath(folder + "/late.png"))
    batch.add([8], to: RawPath(folder + "/other.png"))
    #expect(FileManager.default.createFile(atPath: folder + "/late.png", contents: Data([1])))
    #expect(throws: FileIOError.alreadyExists(RawPath(folder + "/late.png"))) { try batch.commit() }
    #expect(FileManager.default.contents(atPath: folder + "/late.png") == Data([1]))
    #expect(!listing().contains { $0.hasSuffix(".tmp") }, "no temporary file left")
  }
}
