import Foundation
import PNGCodec
import Raster
import SampleArt
import TestSupport
import Testing

/// A disk that fills up and a folder that cannot be written: a clear error that names the
/// file and the reason, and nothing partial left (a generator writes all its files or none).
@Suite(.serialized)
struct FullDiskTests {
  let folder = TemporaryFolder()

  /// Mounts a tmpfs of `kib` KiB at `name` (read-only with `readOnly`); nil when this machine
  /// does not let the tests mount (not root, or no mount permission in the container).
  func mount(_ name: String, kib: Int, readOnly: Bool = false) -> String? {
    let point = folder.file(name)
    try? FileManager.default.createDirectory(atPath: point, withIntermediateDirectories: true)
    let options = "size=\(kib)k" + (readOnly ? ",ro" : "")
    let result = CommandRunner.run(
      "/bin/mount", ["-t", "tmpfs", "-o", options, "tmpfs", point].map { Array($0.utf8) })
    return result.status == 0 ? point : nil
  }

  func unmount(_ point: String) {
    _ = CommandRunner.run("/bin/umount", [Array(point.utf8)])
  }

  func master() throws -> String {
    folder.write(
      "master.png",
      try PNGEncoder().encode(SampleArt.masterArtwork(side: 1024, roundedCorners: false)))
  }

  static let icons = ["--profile", "iphoneos3,retina,ipad,ios7"]

  @Test("a full disk: the generator says so, names the file, and writes none of the set")
  func fullDisk() throws {
    let source = try master()
    if let point = mount("small", kib: 256) {
      defer { unmount(point) }
      let result = CommandRunner.run(
        CommandRunner.iconsmith,
        (["icons", source, "-o", point + "/out"] + Self.icons).map { Array($0.utf8) })
      #expect(result.status == 1, "\(result)")
      #expect(result.stderr.contains("No space left on device"), "\(result.stderr)")
      // It names an icon of the set, not the temporary file it was being written to. Which
      // icon runs out of room depends on how the parallel writes interleave, so any may.
      let named = result.stderr.firstMatch(of: /error: ([^:]+): write failed/)?.1 ?? ""
      #expect(named.hasPrefix("\(point)/out/"), "\(result.stderr)")
      #expect(
        ["iTunesArtwork", "Icon"].contains { named.dropFirst(point.count + 5).hasPrefix($0) })
      #expect(!result.stderr.contains(".tmp"))
      // The folder was made; no icon and no temporary file is in it.
      #expect(folder.listing("small/out") == [])
    } else {
      // No mount here: a file-size limit makes the write fail the same way (EFBIG), with
      // SIGXFSZ ignored so the process lives to report it.
      let out = folder.file("limited")
      let script = "trap '' XFSZ; ulimit -f 64; exec \"$0\" \"$@\""
      let result = CommandRunner.run(
        "/bin/sh",
        (["-c", script, CommandRunner.iconsmith, "icons", source, "-o", out] + Self.icons).map {
          Array($0.utf8)
        })
      #expect(result.status == 1, "\(result)")
      #expect(result.stderr.contains("File too large"), "\(result.stderr)")
      #expect(folder.listing("limited") == [])
    }
  }

  @Test("a read-only file system: the generator and check --fix say so and change nothing")
  func readOnly() throws {
    let source = try master()
    // Root ignores permission bits: only a read-only mount refuses root's writes.
    guard let point = mount("ro", kib: 1024, readOnly: true) else {
      try #require(getuid() != 0, "cannot mount a read-only file system as root here")
      let locked = folder.file("locked")
      try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: true)
      chmod(locked, 0o555)
      defer { chmod(locked, 0o755) }
      let result = CommandRunner.iconsmith("icons", source, "-o", locked)
      #expect(result.status == 1)
      #expect(result.stderr.contains("permission denied"), "\(result.stderr)")
      return
    }
    defer { unmount(point) }
    let result = CommandRunner.run(
      CommandRunner.iconsmith, ["icons", source, "-o", point].map { Array($0.utf8) })
    #expect(result.status == 1, "\(result)")
    #expect(result.stderr.contains("Read-only file system"), "\(result.stderr)")
    #expect(folder.listing("ro") == [])

    // check --fix on a tree it cannot write: each file named with the reason, none changed.
    let tree = folder.file("tree")
    _ = mount("tree", kib: 4096)
    defer { unmount(tree) }
    for (path, bytes) in try SampleAppFiles.brokenApp() { folder.write("tree/\(path)", bytes) }
    let before = folder.listing("tree").map { folder.read("tree/\($0)") }
    _ = CommandRunner.run(
      "/bin/mount", ["-o", "remount,ro", tree].map { Array($0.utf8) })
    let fix = CommandRunner.iconsmith("check", "--fix", tree)
    #expect(fix.stderr.contains("error: could not fix"), "\(fix.stderr)")
    #expect(fix.stderr.contains("Read-only file system"))
    #expect(!fix.stderr.contains("fixed: "))
    #expect(folder.listing("tree").map { folder.read("tree/\($0)") } == before)
  }
}
