import Foundation
import TestSupport

/// The streams in Fixtures/, written once by make-fixtures.py with Apple's reference encoder,
/// and the plaintext each decodes to.
enum Fixtures {
  /// Tests/LZFSETests/Fixtures, found beside this file so a clone anywhere runs the tests.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// Read with the tests' own reader: Foundation's `FileManager.contents(atPath:)` leaks a
  /// 4 KB buffer on an empty file (empty.bin), which AddressSanitizer's leak check reports.
  static func bytes(_ name: String) -> [UInt8] {
    guard let bytes = FileBytes.read(folder.appendingPathComponent(name).path) else {
      fatalError("fixture \(name) missing: run Tests/LZFSETests/Fixtures/make-fixtures.py")
    }
    return bytes
  }

  /// Framed streams and their plaintexts; the block kinds each holds are in its name's
  /// comment (see make-fixtures.py's output).
  static let framed: [(stream: String, plain: String)] = [
    ("empty.lzfse", "empty.bin"),  // bvx- of 0 bytes
    ("tiny.lzfse", "tiny.bin"),  // bvx-
    ("short-text.lzfse", "short-text.bin"),  // bvx-
    ("text.lzfse", "text.bin"),  // bvxn
    ("noise.lzfse", "noise.bin"),  // bvx-
    ("repetitive.lzfse", "repetitive.bin"),  // bvx2, long overlapping matches
    ("skewed.lzfse", "skewed.bin"),  // 2 x bvx2
    ("long-text.lzfse", "long-text.bin"),  // bvx2
    ("mixed.lzfse", "mixed.bin"),  // 2 x bvx2, 200 KB
    ("stored.lzfse", "stored.bin"),  // 2 x bvx-, by hand
    ("chained.lzfse", "chained.bin"),  // bvx2, bvxn, bvx-, bvx2, bvx2
    ("version1.lzfse", "long-text.bin"),  // bvx1
  ]

  /// Raw LZVN streams (no block header) and their plaintexts.
  static let raw: [(stream: String, plain: String)] = [
    ("text.lzvn", "text.bin"),  // the encoder's bvxn payload
    ("opcodes.lzvn", "opcodes.bin"),  // every kind of instruction, by hand
  ]
}

/// Little-endian field access for building hostile streams from good ones.
extension Array where Element == UInt8 {
  func uint32(at offset: Int) -> UInt32 {
    (0..<4).reduce(0) { $0 | UInt32(self[offset + $1]) << (8 * $1) }
  }

  mutating func setUInt32(_ value: UInt32, at offset: Int) {
    for index in 0..<4 { self[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
  }

  func uint16(at offset: Int) -> UInt16 {
    UInt16(self[offset]) | UInt16(self[offset + 1]) << 8
  }

  mutating func setUInt16(_ value: UInt16, at offset: Int) {
    self[offset] = UInt8(truncatingIfNeeded: value)
    self[offset + 1] = UInt8(truncatingIfNeeded: value >> 8)
  }

  func uint64(at offset: Int) -> UInt64 {
    (0..<8).reduce(0) { $0 | UInt64(self[offset + $1]) << (8 * $1) }
  }
}
