import Diagnostics

/// The `xcode` format: one `PATH:1:1: error: MESSAGE [rule-id]` line per diagnostic.
///
/// Invariant: exactly one line per diagnostic and nothing else (Xcode counts them itself), so
/// line breaks in paths and messages become spaces; "" when there are no diagnostics.
enum XcodeReport {
  static func write(_ report: CheckReport, to output: inout some TextOutputStream) {
    for diagnostic in report.diagnostics { output.write(line(diagnostic)) }
  }

  private static func line(_ diagnostic: Diagnostic) -> String {
    // Line and column 1: the findings are about whole images, and Xcode needs both numbers to
    // attach the message to the file.
    var text = "\(ReportText.singleLine(diagnostic.path)):1:1: \(diagnostic.severity.rawValue): "
    text += ReportText.singleLine(diagnostic.message)
    if let fix = diagnostic.fix { text += " (fix: \(ReportText.singleLine(fix)))" }
    return text + " [\(ReportText.singleLine(diagnostic.rule.rawValue))]\n"
  }
}
