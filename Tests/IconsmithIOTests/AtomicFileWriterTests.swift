import Foundation
import IconsmithIO
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes are whole or nothing, never overwrite without leave, never follow a link.
struct AtomicFileWriterTests {
  let temporary = TemporaryFolder()

  /// A process id that belonged to a process now gone: a child that ran and was reaped.
  static func deadProcessID() -> pid_t {
    let pid = fork()
    if pid == 0 { _exit(0) }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return pid
  }

  @Test("the temporary files of a killed run are removed by the next write into their folder")
  func staleTemporaries() throws {
    let dead = Self.deadProcessID()
    let live = getppid()
    let stale = ".Icon.png.iconsmith-\(dead)-12345-0.tmp"
    let running = ".Icon.png.iconsmith-\(live)-99-0.tmp"
    let foreign = [
      ".Icon.png.tmp", ".Icon.png.iconsmith-\(dead)-x-0.tmp", "Icon.iconsmith-\(dead)-1-0.tmp",
    ]
    for name in [stale, running] + foreign {
      FileManager.default.createFile(atPath: folder + "/" + name, contents: Data([9]))
    }
    try AtomicFileWriter.write([1, 2, 3], to: RawPath(folder + "/Other.png"), overwrite: false)
    #expect(listing() == ([running, "Other.png"] + foreign).sorted())
  }
  var folder: String { temporary.path }

  func contents(_ name: String) -> [UInt8]? {
    FileBytes.read(folder + "/" + name)
  }

  func listing() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  @Test("a new file is written whole and no temporary file remains")
  func newFile() throws {
    try AtomicFileWriter.write([1, 2, 3], to: RawPath(folder + "/Icon.png"), overwrite: false)
    #expect(contents("Icon.png") == [1, 2, 3])
    #expect(listing() == ["Icon.png"])
  }

  @Test("an existing file is kept unless overwrite is asked for")
  func existing() throws {
    let path = RawPath(folder + "/Icon.png")
    try AtomicFileWriter.write([1], to: path, overwrite: false)
    let error = #expect(throws: FileIOError.self) {
      try AtomicFileWriter.write([2], to: path, overwrite: false)
    }
    #expect(error == .alreadyExists(path))
    #expect(contents("Icon.png") == [1])
    #expect(listing() == ["Icon.png"])

    chmod(folder + "/Icon.png", 0o600)
    try AtomicFileWriter.write([3, 3], to: path, overwrite: true)
    #expect(contents("Icon.png") == [3, 3])
    var info = stat()
    stat(folder + "/Icon.png", &info)
    #expect(info.st_mode & 0o777 == 0o600, "a replaced file keeps its permissions")
    #expect(listing() == ["Icon.png"])
  }

  @Test("a symbolic link at the target is replaced, its target untouched")
  func replacesLink() throws {
    #expect(FileManager.default.createFile(atPath: folder + "/real.png", contents: Data([7])))
    symlink(folder + "/real.png", folder + "/link.png")
    try AtomicFileWriter.write([8], to: RawPath(folder + "/link.png"), overwrite: true)
    #expect(contents("real.png") == [7])
    #expect(contents("link.png") == [8])
    var info = stat()
    lstat(folder + "/link.png", &info)
    #expect(info.st_mode & S_IFMT == S_IFREG)
  }

  @Test("a failed write leaves nothing behind")
  func failure() {
    let missingFolder = RawPath(folder + "/no/such/folder/Icon.png")
    #expect(throws: FileIOError.self) {
      try AtomicFileWriter.write([1], to: missingFolder, overwrite: true)
    }
    try? FileManager.default.createDirectory(
      atPath: folder + "/Icon.png", withIntermediateDirectories: false)
    #expect(throws: FileIOError.notRegularFile(RawPath(folder + "/Icon.png"), kind: "a folder")) {
      try AtomicFileWriter.write([1], to: RawPath(folder + "/Icon.png"), overwrite: true)
    }
    #expect(listing() == ["Icon.png"])
  }

  @Test("a batch is written whole: every file replaced, no temporary file left")
  func batch() throws {
    let names = (0..<40).map { "icon\($0).png" }
    let first = names.enumerated().map {
      ([UInt8(truncatingIfNeeded: $0.offset)], path($0.element))
    }
    try AtomicFileWriter.write(first, overwrite: false)
    let second = names.enumerated().map {
      ([9, UInt8(truncatingIfNeeded: $0.offset)], path($0.element))
    }
    try AtomicFileWriter.write(second, overwrite: true)
    #expect(listing() == names.sorted())
    for (index, name) in names.enumerated() {
      #expect(contents(name) == [9, UInt8(index)], "\(name)")
    }
  }

  @Test("a batch with one bad target writes nothing and leaves nothing behind")
  func batchFailure() throws {
    try AtomicFileWriter.write([7], to: path("icon20.png"), overwrite: false)
    let batch = (0..<40).map { ([UInt8(1)], path("icon\($0).png")) }
    let error = #expect(throws: FileIOError.self) {
      try AtomicFileWriter.write(batch, overwrite: false)
    }
    #expect(error == .alreadyExists(path("icon20.png")))
    #expect(listing() == ["icon20.png"])
    #expect(contents("icon20.png") == [7])
  }

  @Test("a batch that names one target twice is refused before anything is written")
  func namedTwice() {
    let batch = [([UInt8(1)], path("a.png")), ([2], path("b.png")), ([3], path("a.png"))]
    #expect(throws: FileIOError.namedTwice(path("a.png"))) {
      try AtomicFileWriter.write(batch, overwrite: true)
    }
    #expect(listing().isEmpty)
  }

  func path(_ name: String) -> RawPath { RawPath(folder + "/" + name) }

  @Test("folders are made with their parents")
  func folders() throws {
    try AtomicFileWriter.makeFolders(RawPath(folder + "/a/b/c"))
    try AtomicFileWriter.write([5], to: RawPath(folder + "/a/b/c/x.png"), overwrite: false)
    #expect(contents("a/b/c/x.png") == [5])
    try AtomicFileWriter.makeFolders(RawPath(folder + "/a/b"))
  }
}
