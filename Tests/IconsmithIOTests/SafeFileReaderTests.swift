import Foundation
import IconsmithIO
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading refuses anything but a regular file of bounded size, at once.
struct SafeFileReaderTests {
  let temporary = TemporaryFolder()
  var folder: String { temporary.path }

  @Test("a regular file is read whole")
  func regular() throws {
    let path = folder + "/a.png"
    #expect(FileManager.default.createFile(atPath: path, contents: Data([1, 2, 3])))
    #expect(try SafeFileReader().read(RawPath(path)) == [1, 2, 3])
  }

  @Test("a FIFO is refused at once, without blocking")
  func fifo() throws {
    let path = folder + "/pipe.png"
    try #require(mkfifo(path, 0o644) == 0)
    let start = Date()
    let error = #expect(throws: FileIOError.self) { try SafeFileReader().read(RawPath(path)) }
    #expect(error == .notRegularFile(RawPath(path), kind: "a FIFO (named pipe)"))
    #expect(Date().timeIntervalSince(start) < 2)
  }

  @Test("/dev/zero is refused as a device")
  func device() {
    let error = #expect(throws: FileIOError.self) { try SafeFileReader().read("/dev/zero") }
    #expect(error == .notRegularFile("/dev/zero", kind: "a character device"))
  }

  @Test("a 4 GiB sparse file is refused by its size, before reading")
  func sparse() throws {
    let path = folder + "/huge.png"
    let descriptor = open(path, O_CREAT | O_WRONLY, 0o644)
    try #require(descriptor >= 0)
    try #require(ftruncate(descriptor, 4 << 30) == 0)
    close(descriptor)
    defer { unlink(path) }
    let start = Date()
    let error = #expect(throws: FileIOError.self) { try SafeFileReader().read(RawPath(path)) }
    #expect(error == .tooLarge(RawPath(path), size: 4 << 30, limit: 64 << 20))
    #expect(Date().timeIntervalSince(start) < 1)
  }

  @Test("folders and missing files are named as such")
  func folderAndMissing() {
    #expect(throws: FileIOError.notRegularFile(RawPath(folder), kind: "a folder")) {
      try SafeFileReader().read(RawPath(folder))
    }
    let missing = RawPath(folder + "/nope.png")
    let error = #expect(throws: FileIOError.self) { try SafeFileReader().read(missing) }
    #expect(error == .notFound(missing))
    #expect(error?.description == "\(folder)/nope.png: no such file or folder")
  }

  @Test("a file name that is not UTF-8 is read and shown with \\x escapes")
  func nonUTF8Name() throws {
    let name = RawPath(
      bytes: Array(folder.utf8) + Array("/ic".utf8) + [0xFF] + Array("on.png".utf8))
    let descriptor = name.withCString { open($0, O_CREAT | O_WRONLY, 0o644) }
    try #require(descriptor >= 0)
    _ = [UInt8]([9, 8, 7]).withUnsafeBytes { write(descriptor, $0.baseAddress, 3) }
    close(descriptor)
    #expect(try SafeFileReader().read(name) == [9, 8, 7])
    #expect(name.lastComponent.description == "ic\\xFFon.png")
    #expect(name.string == nil)
  }
}

/// Paths as bytes.
struct RawPathTests {
  @Test("components, extension, parent and relative paths")
  func components() {
    let path: RawPath = "Assets/Tabs/star@2x.png"
    #expect(path.lastComponent == "star@2x.png")
    #expect(path.parent == "Assets/Tabs")
    #expect(path.pathExtension == "png")
    #expect(RawPath("iTunesArtwork").pathExtension == nil)
    #expect(RawPath("Icon.png").parent == ".")
    #expect(RawPath("/Icon.png").parent == "/")
    #expect(path.relative(to: "Assets") == "Tabs/star@2x.png")
    #expect(path.relative(to: "Other") == path)
    #expect(RawPath(".").appending("Icon.png") == "Icon.png")
    #expect(RawPath("a/").appending("b") == "a/b")
  }

  @Test("invalid UTF-8 shows as \\x escapes; valid UTF-8 stays as is")
  func display() {
    #expect(RawPath(bytes: [0x61, 0xC3, 0xA9, 0xFF, 0x62]).description == "aé\\xFFb")
    #expect(RawPath(bytes: [0xE2, 0x82]).description == "\\xE2\\x82")
    #expect(RawPath("Icône 🎨.png").description == "Icône 🎨.png")
  }

  @Test("raw arguments give back the bytes the parser decoded lossily")
  func rawArguments() {
    let raw: [UInt8] = [0x69, 0xFF, 0x2E, 0x70, 0x6E, 0x67]
    let option: [UInt8] = Array("--output=".utf8) + [0x6F, 0xFF]
    let arguments = RawArguments([Array("iconsmith".utf8), raw, option])
    #expect(arguments.path(for: String(decoding: raw, as: UTF8.self)).bytes == raw)
    // --name=VALUE: the value's own bytes, whatever the decoded text's length.
    #expect(
      arguments.path(for: String(decoding: [0x6F, 0xFF], as: UTF8.self)).bytes == [0x6F, 0xFF])
    #expect(arguments.path(for: "plain.png") == "plain.png")
  }
}
