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
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes {
        write(STDERR_FILENO, $0.baseAddress, $0.count)
      }
      if count <= 0 { return }
      written += count
    }
  }

  static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
  static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

  /// The NO_COLOR convention: set to anything, no colours.
  static var noColor: Bool { getenv("NO_COLOR") != nil }
}
