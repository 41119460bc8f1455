import CBenchDecode
import Foundation

/// The plain C libpng loop the decoder and the checker are measured against; the only file
/// that reaches the bench-only C module.
///
/// Invariant: one buffer, grown as needed and freed with the loop, as a C programmer would.
final class CDecodeLoop {
  private var buffer: UnsafeMutablePointer<UInt8>? = nil
  private var capacity = 0

  deinit { free(buffer) }

  /// Decodes every file to RGBA 8-bit; the decoded bytes in all (0 for a file libpng refuses).
  func decodeAll(_ files: [[UInt8]]) -> Int {
    var decoded = 0
    for file in files {
      decoded += file.withUnsafeBufferPointer {
        bench_decode_rgba8($0.baseAddress, $0.count, &buffer, &capacity)
      }
    }
    return decoded
  }
}
