import ArgumentParser
import Reporting
import Rules

/// `iconsmith rules`: the rule catalogue.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract: "List every rule: id, default severity, summary.",
    discussion: "--format markdown prints the table of the Rules article (Checking.docc/Rules.md).")

  @Option(help: "text or markdown.")
  var format: RuleTable.Format = .text

  @Flag(help: "Also print each rule's rationale (text format).")
  var verbose = false

  func run() {
    print(
      RuleTable.render(RuleCatalog.descriptors, format: format, verbose: verbose), terminator: "")
  }
}

extension RuleTable.Format: ExpressibleByArgument {}
