import Diagnostics

/// The `sarif` format: a SARIF 2.1.0 log with one run, for code-scanning services.
///
/// Invariant: the driver lists `rules` in the order given and each result's `ruleIndex` points
/// into that list (left out when the rule is not listed); artifact URIs are relative to
/// `%SRCROOT%` and percent-encoded; keys sorted, so the same inputs give the same bytes.
enum SARIFReport {
  static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  static func write(
    _ report: CheckReport, rules: [RuleDescriptor], options: RenderOptions,
    to output: inout some TextOutputStream
  ) {
    let diagnostics = report.diagnostics
    let ruleIndex = Dictionary(
      rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let driver: ReportJSON = .object([
      "name": .string(options.toolName),
      "version": .string(options.toolVersion),
      "informationUri": .string(options.informationURI),
      "rules": .array(rules.map(descriptor)),
    ])
    let run: ReportJSON = .object([
      "tool": .object(["driver": driver]),
      "results": .rows(count: diagnostics.count) {
        result(diagnostics[$0], index: ruleIndex[diagnostics[$0].rule])
      },
      "columnKind": .string("unicodeCodePoints"),
    ])
    let log: ReportJSON = .object([
      "$schema": .string(schema),
      "version": .string("2.1.0"),
      "runs": .array([run]),
    ])
    log.write(to: &output)
  }

  private static func descriptor(_ rule: RuleDescriptor) -> ReportJSON {
    .object([
      "id": .string(rule.id.rawValue),
      "name": .string(upperCamelCase(rule.id.rawValue)),
      "shortDescription": .object(["text": .string(rule.summary)]),
      "fullDescription": .object(["text": .string(rule.rationale)]),
      "defaultConfiguration": .object(["level": .string(level(rule.severity))]),
      "help": .object(["text": .string(rule.rationale)]),
    ])
  }

  private static func result(_ diagnostic: Diagnostic, index: Int?) -> ReportJSON {
    var text = diagnostic.message
    if let fix = diagnostic.fix { text += " Fix: \(fix)" }
    let artifact: ReportJSON = .object([
      "uri": .string(uri(diagnostic.path)),
      "uriBaseId": .string("%SRCROOT%"),
    ])
    var fields: [String: ReportJSON] = [
      "ruleId": .string(diagnostic.rule.rawValue),
      "level": .string(level(diagnostic.severity)),
      "message": .object(["text": .string(text)]),
      "locations": .array([.object(["physicalLocation": .object(["artifactLocation": artifact])])]),
    ]
    if let index { fields["ruleIndex"] = .int(index) }
    if let ships = diagnostic.ships {
      fields["properties"] = .object(["ships": .string(ships.description)])
    }
    return .object(fields)
  }

  /// SARIF's levels happen to share our severities' names; spelled out so a new severity has to
  /// be mapped on purpose.
  private static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .note: return "note"
    }
  }

  /// "alpha-channel" becomes "AlphaChannel", the form SARIF viewers show as the rule's name.
  static func upperCamelCase(_ id: String) -> String {
    id.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." || $0 == " " })
      .map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined()
  }

  /// The path as a URI reference: UTF-8, with everything but unreserved characters and `/`
  /// percent-encoded. A colon must be encoded too, or "a:b.png" would read as scheme "a".
  static func uri(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return result
  }
}
