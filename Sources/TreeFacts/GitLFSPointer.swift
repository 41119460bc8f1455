/// A Git LFS pointer: the small text file git keeps in place of a large file whose content
/// lives in LFS storage (`version https://git-lfs.github.com/spec/v1`, `oid sha256:…`,
/// `size N`). A checkout made without `git lfs pull`, and the index, hold the pointer.
///
/// Invariant: `oid` is 64 lowercase hex digits; `size` is the real file's size in bytes.
public struct GitLFSPointer: Sendable, Equatable {
  public let oid: String
  public let size: Int

  /// Pointers are a few lines; anything longer is a file of its own.
  package static let maxBytes = 1024

  /// The pointer these bytes are, or nil when they are anything else.
  public init?(_ bytes: [UInt8]) {
    guard bytes.count <= Self.maxBytes,
      let text = String(validating: bytes, as: UTF8.self),
      text.hasPrefix("version https://git-lfs.github.com/spec/")
    else { return nil }
    var oid: String?
    var size: Int?
    for line in text.split(separator: "\n") {
      if line.hasPrefix("oid sha256:") {
        let hex = line.dropFirst("oid sha256:".count)
        if hex.count == 64, hex.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) {
          oid = String(hex)
        }
      } else if line.hasPrefix("size ") {
        size = Int(line.dropFirst("size ".count))
      }
    }
    guard let oid, let size, size >= 0 else { return nil }
    self.oid = oid
    self.size = size
  }

  /// Where git-lfs keeps the object in a repository: `.git/lfs/objects/ab/cd/abcd…`.
  public var objectPath: String {
    let characters = Array(oid)
    return ".git/lfs/objects/\(String(characters[0..<2]))/\(String(characters[2..<4]))/\(oid)"
  }
}
