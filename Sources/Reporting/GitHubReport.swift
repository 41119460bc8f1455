import Diagnostics

/// The `github` format: one workflow command (`::error file=PATH,title=RULE::MESSAGE`) per
/// diagnostic, which GitHub Actions turns into annotations.
///
/// Invariant: escaped as GitHub's toolkit does, so no path or message can end a command early or
/// start another; "" when there are no diagnostics.
enum GitHubReport {
  static func write(_ report: CheckReport, to output: inout some TextOutputStream) {
    for diagnostic in report.diagnostics { output.write(line(diagnostic)) }
  }

  private static func line(_ diagnostic: Diagnostic) -> String {
    var message = diagnostic.message
    if let fix = diagnostic.fix { message += " (fix: \(fix))" }
    return "::\(command(diagnostic.severity)) file=\(escapedProperty(diagnostic.path)),"
      + "title=\(escapedProperty(diagnostic.rule.rawValue))::\(escapedData(message))\n"
  }

  private static func command(_ severity: Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .note: return "notice"
    }
  }

  /// The message part, in one pass so the `%` of an added escape is never escaped again.
  static func escapedData(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": result.append(contentsOf: "%25".unicodeScalars)
      case "\r": result.append(contentsOf: "%0D".unicodeScalars)
      case "\n": result.append(contentsOf: "%0A".unicodeScalars)
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  /// A property value, where `:` would end the properties and `,` would start the next one.
  static func escapedProperty(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in escapedData(text).unicodeScalars {
      switch scalar {
      case ":": result.append(contentsOf: "%3A".unicodeScalars)
      case ",": result.append(contentsOf: "%2C".unicodeScalars)
      default: result.append(scalar)
      }
    }
    return String(result)
  }
}
