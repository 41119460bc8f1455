import ArgumentParser
import Diagnostics
import Rules

/// `iconsmith rules`: the rule catalogue.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract: "List every rule: id, default severity, summary.",
    discussion: "--format markdown prints the table the README shows.")

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, markdown
  }

  @Option(help: "text or markdown.")
  var format: Format = .text

  @Flag(help: "Also print each rule's rationale (text format).")
  var verbose = false

  func run() {
    print(
      RuleTable.render(RuleCatalog.descriptors, format: format, verbose: verbose), terminator: "")
  }
}

/// The rule catalogue as a table.
enum RuleTable {
  static func render(_ rules: [RuleDescriptor], format: RulesCommand.Format, verbose: Bool = false)
    -> String
  {
    switch format {
    case .markdown:
      var lines = [
        "| rule | severity | what it finds | App Store error it prevents |", "|---|---|---|---|",
      ]
      for rule in rules {
        lines.append(
          "| `\(rule.id)` | \(rule.severity.rawValue) | \(rule.summary) | \(rule.itmsCode ?? "") |")
      }
      return lines.joined(separator: "\n") + "\n"
    case .text:
      let width = rules.map(\.id.rawValue.count).max() ?? 0
      return rules.map { rule in
        let id = rule.id.rawValue.padding(toLength: width + 2, withPad: " ", startingAt: 0)
        let severity = rule.severity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
        var line = id + severity + rule.summary
        if let code = rule.itmsCode { line += " (\(code))" }
        if verbose { line += "\n" + String(repeating: " ", count: width + 11) + rule.rationale }
        return line
      }.joined(separator: "\n") + "\n"
    }
  }
}
