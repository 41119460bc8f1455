import Diagnostics

/// The `json` format: every diagnostic and the counts, as one object for scripts.
///
/// Invariant: `{"version": 1, "diagnostics": [...], "summary": {...}, "skipped": {...},
/// "targets": [...]}` (`targets`: each app checked with its profiles and why) with keys sorted at every
/// level, optional keys left out when nil, and no timing, so the same report gives the same bytes.
enum JSONReport {
  /// Bumped only when a key changes meaning or goes away; new keys may appear without a bump.
  static let version = 1

  static func write(_ report: CheckReport, to output: inout some TextOutputStream) {
    let diagnostics = report.diagnostics
    let document: ReportJSON = .object([
      "version": .int(version),
      // One diagnostic's object at a time: a report of 10,000 findings never holds their tree.
      "diagnostics": .rows(count: diagnostics.count) { object(diagnostics[$0]) },
      "summary": .object([
        "errors": .int(report.count(.error)),
        "warnings": .int(report.count(.warning)),
        "notes": .int(report.count(.note)),
        "files": .int(report.filesChecked),
      ]),
      "skipped": .object(report.skipped.mapValues { .int($0) }),
      "targets": .array(report.units.map(unit)),
    ])
    document.write(to: &output)
  }

  private static func unit(_ unit: CheckedUnit) -> ReportJSON {
    var fields: [String: ReportJSON] = [
      "name": .string(unit.name),
      "kind": .string(unit.kind),
      "path": .string(unit.path),
      "profiles": .array(unit.profiles.map { .string($0) }),
      "profileReason": .string(unit.profileReason),
    ]
    if let project = unit.project { fields["project"] = .string(project) }
    if let ships = unit.ships { fields["ships"] = .string(ships) }
    return .object(fields)
  }

  private static func object(_ diagnostic: Diagnostic) -> ReportJSON {
    var fields: [String: ReportJSON] = [
      "path": .string(diagnostic.path),
      "rule": .string(diagnostic.rule.rawValue),
      "severity": .string(diagnostic.severity.rawValue),
      "message": .string(diagnostic.message),
    ]
    if let fix = diagnostic.fix { fields["fix"] = .string(fix) }
    if let location = diagnostic.location { fields["location"] = .string(location) }
    if let ships = diagnostic.ships {
      fields["ships"] = .object([
        "unit": .string(ships.unit), "reason": .string(ships.reason), "proven": .bool(ships.proven),
      ])
    }
    return .object(fields)
  }
}

/// A JSON value as the reporters write it.
///
/// Invariant: `write(to:)` gives the same bytes on every platform: two-space indentation,
/// `"key": value`, keys sorted by their UTF-8 bytes, empty containers as `[]` and `{}`, `/` and
/// non-ASCII left as they are, and only what JSON requires escaped. Foundation's encoders differ between Darwin and
/// Linux (Linux spreads an empty array over three lines), which is why this exists.
enum ReportJSON: Sendable {
  case string(String)
  case int(Int)
  case bool(Bool)
  case array([ReportJSON])
  /// An array whose elements are made one at a time as they are written, so a long one is
  /// never held whole.
  case rows(count: Int, row: @Sendable (Int) -> ReportJSON)
  case object([String: ReportJSON])

  /// Writes the pretty-printed document, ending with a newline.
  func write(to output: inout some TextOutputStream) {
    write(to: &output, indent: "")
    output.write("\n")
  }

  private func write(to output: inout some TextOutputStream, indent: String) {
    switch self {
    case .string(let string):
      output.write(Self.quoted(string))
    case .int(let int):
      output.write(String(int))
    case .bool(let bool):
      output.write(bool ? "true" : "false")
    case .array(let elements):
      Self.writeArray(count: elements.count, to: &output, indent: indent) { elements[$0] }
    case .rows(let count, let row):
      Self.writeArray(count: count, to: &output, indent: indent, element: row)
    case .object(let fields):
      guard !fields.isEmpty else {
        output.write("{}")
        return
      }
      let inner = indent + "  "
      let keys = fields.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      output.write("{\n")
      for (index, key) in keys.enumerated() {
        output.write(inner + Self.quoted(key) + ": ")
        fields[key]!.write(to: &output, indent: inner)
        output.write(index == keys.count - 1 ? "\n" : ",\n")
      }
      output.write(indent + "}")
    }
  }

  private static func writeArray(
    count: Int, to output: inout some TextOutputStream, indent: String,
    element: (Int) -> ReportJSON
  ) {
    guard count > 0 else {
      output.write("[]")
      return
    }
    let inner = indent + "  "
    output.write("[\n")
    for index in 0..<count {
      output.write(inner)
      element(index).write(to: &output, indent: inner)
      output.write(index == count - 1 ? "\n" : ",\n")
    }
    output.write(indent + "]")
  }

  private static func quoted(_ string: String) -> String {
    var result = String.UnicodeScalarView()
    result.append("\"")
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result.append(contentsOf: "\\\"".unicodeScalars)
      case "\\": result.append(contentsOf: "\\\\".unicodeScalars)
      case "\n": result.append(contentsOf: "\\n".unicodeScalars)
      case "\r": result.append(contentsOf: "\\r".unicodeScalars)
      case "\t": result.append(contentsOf: "\\t".unicodeScalars)
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        let padded = String(repeating: "0", count: 4 - hex.count) + hex
        result.append(contentsOf: "\\u\(padded)".unicodeScalars)
      default: result.append(scalar)
      }
    }
    result.append("\"")
    return String(result)
  }
}
