import Diagnostics

/// The `text` format: diagnostics grouped by file, then a one-line summary, for people.
///
/// Invariant: with `color` false the output holds no escape byte at all, whatever the paths and
/// messages contain; the last line is always the summary.
enum TextReport {
  /// The column messages start at, so fixes, locations and continued lines line up under them.
  private static let messageIndent = String(repeating: " ", count: 10)

  static func write(_ report: CheckReport, color: Bool, to output: inout some TextOutputStream) {
    let style = Style(enabled: color)
    let diagnostics = report.diagnostics
    for (path, indices) in groupedByPath(diagnostics) {
      output.write(style.path(ReportText.visible(path)) + "\n")
      for index in indices { output.write(entry(diagnostics[index], style: style)) }
      output.write("\n")
    }
    for line in unitLines(report) { output.write(line + "\n") }
    output.write(summary(report) + "\n")
  }

  /// One line per app, extension or folder checked, with its profile and why; one line for
  /// what was skipped.
  static func unitLines(_ report: CheckReport) -> [String] {
    var lines = report.units.map { unit in
      let what =
        unit.project.map { "\(unit.kind) \(unit.name) (\($0))" } ?? "\(unit.kind) \(unit.path)"
      let ships = unit.ships.map { "; \($0)" } ?? ""
      return ReportText.visible(
        "\(what): \(unit.profiles.joined(separator: ",")) (\(unit.profileReason))\(ships)")
    }
    let skipped = report.skipped.filter { $0.value > 0 }
    if !skipped.isEmpty {
      let total = skipped.values.reduce(0, +)
      let parts = skipped.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map {
        "\($0.value) \($0.key)"
      }
      lines.append(
        "skipped \(counted(total, "image")) that no app ships: \(parts.joined(separator: ", ")) (`include:` in .iconsmith.yml checks them)"
      )
    }
    return lines
  }

  /// "2 errors, 1 warning in 3 files", with notes only when there are some. No elapsed time:
  /// the same tree gives the same bytes every run (CI diffs, goldens, the hook's output).
  static func summary(_ report: CheckReport) -> String {
    var counts = [
      Severity.error.counted(report.count(.error)),
      Severity.warning.counted(report.count(.warning)),
    ]
    let notes = report.count(.note)
    if notes > 0 { counts.append(Severity.note.counted(notes)) }
    return counts.joined(separator: ", ")
      + " in \(counted(report.filesChecked, "file"))"
  }

  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// Groups indices by path in order of first appearance: the report's order when it is sorted,
  /// and still one block per file if someone built it unsorted.
  private static func groupedByPath(_ diagnostics: [Diagnostic]) -> [(String, [Int])] {
    var order: [String] = []
    var byPath: [String: [Int]] = [:]
    for (index, diagnostic) in diagnostics.enumerated() {
      if byPath[diagnostic.path] == nil { order.append(diagnostic.path) }
      byPath[diagnostic.path, default: []].append(index)
    }
    return order.map { ($0, byPath[$0]!) }
  }

  private static func entry(_ diagnostic: Diagnostic, style: Style) -> String {
    let word = diagnostic.severity.rawValue
    let padding = String(repeating: " ", count: max(1, 8 - word.count))
    var lines = visibleLines(diagnostic.message)
    lines[lines.count - 1] += style.dim(" [\(ReportText.singleLine(diagnostic.rule.rawValue))]")
    var text = "  " + style.severity(diagnostic.severity, word) + padding
    text += lines.joined(separator: "\n" + messageIndent) + "\n"
    if let fix = diagnostic.fix {
      text += messageIndent + "fix: " + visibleLines(fix).joined(separator: "\n" + messageIndent)
      text += "\n"
    }
    if let location = diagnostic.location {
      text += messageIndent + "at: " + ReportText.singleLine(location) + "\n"
    }
    // What ships is said once, on the target's line; a file nothing proves to ship says why.
    if let ships = diagnostic.ships, !ships.proven {
      text += messageIndent + style.dim("in: " + ReportText.singleLine(ships.description)) + "\n"
    }
    return text
  }

  private static func visibleLines(_ text: String) -> [String] {
    ReportText.lines(text).map(ReportText.visible)
  }

  /// ANSI styling that is a no-op when colour is off.
  private struct Style {
    let enabled: Bool

    func path(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }

    func severity(_ severity: Severity, _ text: String) -> String {
      switch severity {
      case .error: return wrap(text, "1;31")
      case .warning: return wrap(text, "33")
      case .note: return wrap(text, "36")
      }
    }

    private func wrap(_ text: String, _ code: String) -> String {
      enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
  }
}
