import AppBundles
import Foundation
import IconsmithIO
import SampleArt
import TestSupport
import Testing

@Suite struct ZipArchiveTests {
  private func archive(_ builder: ZipBuilder, limits: ZipArchive.Limits = .init()) throws(ZipError)
    -> ZipArchive
  {
    try ZipArchive(InMemoryBytes(builder.bytes()), limits: limits)
  }

  private func text(_ archive: ZipArchive, _ name: String) throws -> String {
    let entry = try #require(archive.entry(named: name))
    return String(decoding: try archive.contents(of: entry), as: UTF8.self)
  }

  @Test("an .ipa's entries, stored and deflated, with folders and an archive comment")
  func readsEntries() throws {
    var builder = ZipBuilder()
    builder.add("Payload/", "")
    builder.add("Payload/Notes.app/Info.plist", "<plist>stored</plist>")
    let big = String(repeating: "AppIcon60x60@2x.png ", count: 500)
    builder.add("Payload/Notes.app/Assets.car", big, deflate: true)
    builder.comment = Array("made by a test".utf8)
    let zip = try archive(builder)
    #expect(
      zip.entries.map(\.name) == [
        "Payload", "Payload/Notes.app/Info.plist", "Payload/Notes.app/Assets.car",
      ])
    #expect(zip.entries.map(\.isFolder) == [true, false, false])
    let car = try #require(zip.entry(named: "Payload/Notes.app/Assets.car"))
    #expect(car.method == 8)
    #expect(car.compressedSize < car.size)
    #expect(try text(zip, "Payload/Notes.app/Assets.car") == big)
    #expect(try text(zip, "Payload/Notes.app/Info.plist") == "<plist>stored</plist>")
  }

  /// Made once by Python's `zipfile` (Unix modes, a folder, a symbolic link, one entry
  /// deflated and two stored), so the reader is held to a zip another program wrote.
  private static let pythonZip =
    "UEsDBBQAAAAAAABgfF0AAAAAAAAAAAAAAAAIAAAAUGF5bG9hZC9QSwMEFAAAAAgAAGB8XRIGf9dWAAAALAEAABwA"
    + "AABQYXlsb2FkL05vdGVzLmFwcC9JbmZvLnBsaXN0s7GvyM1RKEstKs7Mz7NVMtQzULK3synIySwusbNJyUwGktmp"
    + "lXbObk6leSk5qZ7J+Xl+ibmpNvogUZvikqLMvHQ7x4ICkISNPpRvow/RqQ81Z5jYAQBQSwMEFAAAAAAAAGB8Xbuk"
    + "jNMPAAAADwAAACUAAABQYXlsb2FkL05vdGVzLmFwcC9BcHBJY29uNjB4NjBAMngucG5niVBORyBub3QgcmVhbGx5"
    + "UEsDBBQAAAAAAABgfF2gJNHcCQAAAAkAAAAcAAAAUGF5bG9hZC9Ob3Rlcy5hcHAvRnJhbWV3b3Jrcy4uL1NoYXJl"
    + "ZFBLAQIUAxQAAAAAAABgfF0AAAAAAAAAAAAAAAAIAAAAAAAAAAAAAADtQQAAAABQYXlsb2FkL1BLAQIUAxQAAAAI"
    + "AABgfF0SBn/XVgAAACwBAAAcAAAAAAAAAAAAAACkgSYAAABQYXlsb2FkL05vdGVzLmFwcC9JbmZvLnBsaXN0UEsB"
    + "AhQDFAAAAAAAAGB8XbukjNMPAAAADwAAACUAAAAAAAAAAAAAAKSBtgAAAFBheWxvYWQvTm90ZXMuYXBwL0FwcElj"
    + "b242MHg2MEAyeC5wbmdQSwECFAMUAAAAAAAAYHxdoCTR3AkAAAAJAAAAHAAAAAAAAAAAAAAA7aEIAQAAUGF5bG9h"
    + "ZC9Ob3Rlcy5hcHAvRnJhbWV3b3Jrc1BLBQYAAAAABAAEAB0BAABLAQAAAAA="

  @Test("a zip Python's zipfile wrote: names, kinds, contents")
  func pythonZipfile() throws {
    let bytes = try #require(Data(base64Encoded: Self.pythonZip)).map { $0 }
    let zip = try ZipArchive(InMemoryBytes(bytes))
    #expect(
      zip.entries.map(\.name) == [
        "Payload", "Payload/Notes.app/Info.plist", "Payload/Notes.app/AppIcon60x60@2x.png",
        "Payload/Notes.app/Frameworks",
      ])
    #expect(zip.entries.map(\.isFolder) == [true, false, false, false])
    #expect(zip.entries.map(\.isSymlink) == [false, false, false, true])
    #expect(zip.entries.map(\.method) == [0, 8, 0, 0])
    let plist = try text(zip, "Payload/Notes.app/Info.plist")
    #expect(plist.count == 300)
    #expect(plist.hasPrefix("<?xml version=\"1.0\"?><plist><dict><key>CFBundleIconName</key>"))
    #expect(try text(zip, "Payload/Notes.app/Frameworks") == "../Shared")
  }

  @Test(
    "ZIP64 records: sizes and offsets in the extra field, the directory in the ZIP64 end record")
  func zip64() throws {
    var builder = ZipBuilder()
    builder.zip64 = true
    builder.add("Payload/A.app/Info.plist", "first")
    builder.add("Payload/A.app/icon.png", String(repeating: "x", count: 3000), deflate: true)
    let zip = try archive(builder)
    #expect(zip.entries.count == 2)
    #expect(try text(zip, "Payload/A.app/Info.plist") == "first")
    #expect(try text(zip, "Payload/A.app/icon.png").count == 3000)
  }

  @Test("a symbolic link is marked, and its bytes are its target, not the file it names")
  func symlink() throws {
    var builder = ZipBuilder()
    builder.items.append(
      .init(name: "Payload/A.app/link", data: Array("../../etc".utf8), unixMode: 0o120777))
    builder.items.append(
      .init(name: "Payload/A.app/file", data: Array("x".utf8), unixMode: 0o100644))
    let zip = try archive(builder)
    #expect(zip.entries.map(\.isSymlink) == [true, false])
  }

  @Test(
    "names that lead outside the archive are refused",
    arguments: [
      "../evil", "Payload/../../evil", "/etc/passwd", "C:/evil", "Payload\\..\\evil", "./",
    ])
  func unsafeNames(_ name: String) {
    var builder = ZipBuilder()
    builder.add(name, "x")
    #expect(throws: ZipError.unsafePath(name)) { try archive(builder) }
  }

  @Test("two entries of one name, and more entries than the limit, are refused")
  func duplicatesAndCounts() {
    var builder = ZipBuilder()
    builder.add("a", "1")
    builder.add("./a", "2")
    #expect(throws: ZipError.duplicateName("a")) { try archive(builder) }
    var many = ZipBuilder()
    for index in 0..<5 { many.add("f\(index)", "x") }
    #expect(throws: ZipError.tooManyEntries(count: 5, limit: 4)) {
      try archive(many, limits: .init(entries: 4))
    }
  }

  @Test("a directory that claims more entries than its bytes can hold is refused before it is read")
  func lyingCount() {
    var builder = ZipBuilder()
    builder.add("a", "1")
    builder.declaredCount = 60_000
    #expect(throws: ZipError.self) { try archive(builder) }
    do {
      _ = try archive(builder)
    } catch {
      guard case .truncated(record: "central directory", _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
    }
  }

  @Test("an entry declaring more than the limit is refused before anything is inflated")
  func entryTooLarge() throws {
    var builder = ZipBuilder()
    builder.add("big", String(repeating: "z", count: 10_000), deflate: true)
    let zip = try archive(builder, limits: .init(entryBytes: 4096))
    let entry = try #require(zip.entry(named: "big"))
    #expect(throws: ZipError.entryTooLarge(name: "big", size: 10_000, limit: 4096)) {
      try zip.contents(of: entry)
    }
  }

  @Test(
    "a deflate stream that unpacks to more than it declares (a zip bomb) stops at the declared size"
  )
  func bomb() throws {
    var builder = ZipBuilder()
    builder.items.append(
      .init(
        name: "bomb", data: [UInt8](repeating: 0, count: 1 << 20), deflate: true, declaredSize: 100)
    )
    let zip = try archive(builder)
    let entry = try #require(zip.entry(named: "bomb"))
    #expect(entry.size == 100)
    #expect(throws: ZipError.self) { try zip.contents(of: entry) }
    do {
      _ = try zip.contents(of: entry)
    } catch {
      guard case .corruptData(name: "bomb", _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
    }
  }

  @Test("damaged entries: checksum, method, encryption, a local header that is not one")
  func damagedEntries() throws {
    var builder = ZipBuilder()
    builder.items.append(.init(name: "crc", data: Array("abc".utf8), declaredCRC: 7))
    builder.items.append(.init(name: "method", data: Array("abc".utf8), method: 12))
    builder.items.append(.init(name: "locked", data: Array("abc".utf8), flags: 1))
    builder.items.append(.init(name: "moved", data: Array("abc".utf8), localOffset: 5))
    let zip = try archive(builder)
    func contents(_ name: String) throws { _ = try zip.contents(of: zip.entry(named: name)!) }
    #expect(throws: ZipError.checksumMismatch(name: "crc", expected: 7, actual: 0x3524_41C2)) {
      try contents("crc")
    }
    #expect(throws: ZipError.unsupportedMethod(name: "method", method: 12)) {
      try contents("method")
    }
    #expect(throws: ZipError.encrypted(name: "locked")) { try contents("locked") }
    #expect(throws: ZipError.badSignature(record: "local header of moved", offset: 5)) {
      try contents("moved")
    }
  }

  @Test("not a zip, and a zip split over disks")
  func notAZip() {
    #expect(throws: ZipError.notAZip) { try ZipArchive(InMemoryBytes(Array("hello".utf8))) }
    #expect(throws: ZipError.notAZip) {
      try ZipArchive(InMemoryBytes([UInt8](repeating: 0x50, count: 4096)))
    }
    var split = ZipBuilder()
    split.add("a", "1")
    split.diskNumber = 2
    #expect(throws: ZipError.multiDisk) { try archive(split) }
  }

  @Test(
    "every truncation and every flipped byte of an archive is an error or a clean read, never a crash"
  )
  func hostileBytes() throws {
    var builder = ZipBuilder()
    builder.add("Payload/A.app/Info.plist", "<plist/>")
    builder.add("Payload/A.app/Assets.car", String(repeating: "car ", count: 40), deflate: true)
    let bytes = builder.bytes()
    func readAll(_ bytes: [UInt8]) -> Bool {
      guard let zip = try? ZipArchive(InMemoryBytes(bytes)) else { return false }
      var read = 0
      for entry in zip.entries where (try? zip.contents(of: entry)) != nil { read += 1 }
      return read == zip.entries.count
    }
    #expect(readAll(bytes))
    for length in 0..<bytes.count {
      #expect(!readAll(Array(bytes[0..<length])), "a prefix of \(length) bytes read whole")
    }
    // A flipped byte anywhere may go unnoticed only where no reader looks (times, versions,
    // attributes, the local header's copies); one in an entry's data never does.
    let dataStart = 30 + "Payload/A.app/Info.plist".utf8.count
    for index in bytes.indices {
      var flipped = bytes
      flipped[index] ^= 0xFF
      let clean = readAll(flipped)
      if (dataStart..<dataStart + 8).contains(index) {
        #expect(!clean, "a flipped data byte at \(index) went unnoticed")
      }
    }
  }
}

@Suite struct DiskBytesTests {
  @Test("an archive on disk reads as the same archive in memory; a FIFO and a folder are refused")
  func disk() throws {
    var builder = ZipBuilder()
    builder.add("Payload/A.app/Info.plist", String(repeating: "plist ", count: 100), deflate: true)
    let folder = TemporaryFolder()
    let path = folder.write("A.ipa", builder.bytes())
    let file = try RandomAccessFile(RawPath(path))
    #expect(file.count == builder.bytes().count)
    let zip = try ZipArchive(DiskBytes(file))
    let entry = try #require(zip.entry(named: "Payload/A.app/Info.plist"))
    #expect(try zip.contents(of: entry).count == 600)
    #expect(throws: ZipError.truncated(record: "read", offset: file.count - 2)) {
      try DiskBytes(file).bytes(at: file.count - 2, count: 3)
    }
    #expect(throws: FileIOError.self) { try RandomAccessFile(RawPath(folder.path)) }
    let fifo = folder.file("pipe")
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(throws: FileIOError.self) { try RandomAccessFile(RawPath(fifo)) }
  }
}
