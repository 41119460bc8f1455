import Foundation
import PNGCodec
import Raster
import SampleArt
import TestSupport
import Testing

/// Images kept in Git LFS: a checkout without `git lfs pull`, and the index, hold small text
/// pointers. A pointer is a note, never "not a PNG" (a hook would refuse every commit touching
/// one); when the repository's LFS store holds the image, the image itself is checked.
@Suite struct GitLFSTests {
  let repository = GitFixture()

  /// The icon: a hole in the middle, which the home screen shows black.
  private func holedIcon() throws -> [UInt8] {
    var image = SampleArt.masterArtwork(side: 57, roundedCorners: false)
    for y in 20..<37 { for x in 20..<37 { image[x, y].alpha = 0 } }
    return try PNGEncoder().encode(image)
  }

  /// The pointer git-lfs writes for `bytes`, and where its object lives.
  private func pointer(for bytes: [UInt8], oid: String) -> [UInt8] {
    Array(
      "version https://git-lfs.github.com/spec/v1\noid sha256:\(oid)\nsize \(bytes.count)\n".utf8)
  }

  private let oid = String(repeating: "c0ffee", count: 10) + "c0ff"

  @Test("a pointer without its object is a note; with the object in .git/lfs, the image is checked")
  func onDisk() throws {
    let icon = try holedIcon()
    repository.write("App/Icon.png", pointer(for: icon, oid: oid))
    repository.write("App/Info.plist", infoPlist())
    let without = repository.iconsmith("check", "App")
    #expect(without.status == 0, "\(without)")
    #expect(without.stdout.contains("[git-lfs-pointer]"), "\(without)")
    #expect(!without.stdout.contains("[not-a-png]"))

    repository.write(".git/lfs/objects/c0/ff/\(oid)", icon)
    let with = repository.iconsmith("check", "App")
    #expect(with.status == 1, "\(with)")
    #expect(with.stdout.contains("[app-icon-alpha]"), "\(with)")
    #expect(!with.stdout.contains("[git-lfs-pointer]"))
  }

  @Test("staged: the pointer in the index is read from the local LFS store")
  func staged() throws {
    let icon = try holedIcon()
    repository.stage(["App/Info.plist": infoPlist(), "App/Icon.png": pointer(for: icon, oid: oid)])
    let noted = repository.iconsmith("check", "--staged")
    #expect(noted.status == 0, "a pointer never refuses a commit: \(noted)")
    repository.write(".git/lfs/objects/c0/ff/\(oid)", icon)
    let checked = repository.iconsmith("check", "--staged")
    #expect(checked.status == 1, "\(checked)")
    #expect(
      checked.stdout.contains("App/Icon.png\n  error   Icon.png has an alpha channel"), "\(checked)"
    )
  }
}
