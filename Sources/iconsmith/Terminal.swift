#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output and error, and whether they are terminals.
enum Terminal {
  static func error(_ line: String) {
    var text = line
    if !text.hasSuffix("\n") { text += "\n" }
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
}

extension Int {
  /// 1234567 as "1,234,567".
  var grouped: String {
    let digits = String(magnitude)
    var result = ""
    for (index, character) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
      result.append(character)
    }
    return self < 0 ? "-" + result : result
  }
}
