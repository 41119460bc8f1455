import Diagnostics

/// The rule catalogue as a table: aligned text for `iconsmith rules`, or the Markdown table
/// the Rules article shows (Sources/Checking/Checking.docc/Rules.md).
///
/// Invariant: one row per descriptor, in the order given.
public enum RuleTable {
  public enum Format: String, Sendable, CaseIterable {
    case text, markdown
  }

  public static func render(_ rules: [RuleDescriptor], format: Format, verbose: Bool = false)
    -> String
  {
    switch format {
    case .markdown:
      var lines = [
        "| rule | severity | what it finds | App Store error it prevents | `--fix` |",
        "|---|---|---|---|---|",
      ]
      for rule in rules {
        lines.append(
          "| `\(rule.id)` | \(rule.severity.rawValue) | \(rule.summary) | \(rule.itmsCode ?? "") | \(fixText(rule.fix)) |"
        )
      }
      return lines.joined(separator: "\n") + "\n"
    case .text:
      let width = rules.map(\.id.rawValue.count).max() ?? 0
      return rules.map { rule in
        let id = padded(rule.id.rawValue, to: width + 2)
        let severity = padded(rule.severity.rawValue, to: 9)
        var line = id + severity + rule.summary
        if let code = rule.itmsCode { line += " (\(code))" }
        if let fix = rule.fix { line += " [--fix \(fixText(fix))]" }
        if verbose { line += "\n" + String(repeating: " ", count: width + 11) + rule.rationale }
        return line
      }.joined(separator: "\n") + "\n"
    }
  }

  /// `text` cut or filled with spaces to `width` characters, a column of the text table.
  static func padded(_ text: String, to width: Int) -> String {
    String(text.prefix(width)) + String(repeating: " ", count: max(0, width - text.count))
  }

  /// What `--fix` does, in the table's words: "rewrites", "renames", or nothing.
  static func fixText(_ fix: RuleFix?) -> String {
    switch fix {
    case .rewrite: return "rewrites"
    case .rename: return "renames"
    case nil: return ""
    }
  }
}
