import Raster

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output and error, and whether they are terminals.
enum Terminal {
  static func error(_ line: String) {
    errorRaw(line.hasSuffix("\n") ? line : line + "\n")
  }

  /// Writes to stderr as is (no newline added), for a progress line redrawn in place.
  static func errorRaw(_ text: String) {
    writeAll(Array(text.utf8)[...], to: STDERR_FILENO)
  }

  private static func writeAll(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) {
    var written = bytes.startIndex
    while written < bytes.endIndex {
      let count = bytes[written...].withUnsafeBytes {
        write(descriptor, $0.baseAddress, $0.count)
      }
      if count <= 0 { return }
      written += count
    }
  }

  /// Standard output as a stream with a 64 KiB buffer, so a report is written as it is made
  /// rather than held whole first. `flush()` writes what is left (as its going away does).
  final class StandardOutput: TextOutputStream {
    private var buffer: [UInt8] = []

    func write(_ string: String) {
      buffer.append(contentsOf: string.utf8)
      if buffer.count >= 1 << 16 { flush() }
    }

    func flush() {
      Terminal.writeAll(buffer[...], to: STDOUT_FILENO)
      buffer.removeAll(keepingCapacity: true)
    }

    deinit { flush() }
  }

  static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
  static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

  /// The NO_COLOR convention: set to anything, no colours.
  static var noColor: Bool { getenv("NO_COLOR") != nil }
}
