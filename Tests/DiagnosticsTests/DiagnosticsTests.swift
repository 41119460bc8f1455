import Diagnostics
import Foundation
import Testing

/// The vocabulary of a report: ids, severities, the order of diagnostics.
struct DiagnosticsTests {
  @Test("a rule id is written as its plain kebab-case name and read back")
  func ruleIDCoding() throws {
    let diagnostic = Diagnostic(
      path: "App/Icon.png", rule: "app-icon-alpha", severity: .error, message: "m")
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(diagnostic), as: UTF8.self)
    #expect(json.contains(#""rule":"app-icon-alpha""#), "\(json)")
    #expect(json.contains(#""severity":"error""#), "\(json)")
    let decoded = try JSONDecoder().decode(Diagnostic.self, from: Data(json.utf8))
    #expect(decoded == diagnostic)
    #expect(decoded.rule == RuleID(rawValue: "app-icon-alpha"))
  }

  @Test("ids order by name; severities from note to error")
  func ordering() {
    let ids: [RuleID] = ["wrong-size", "app-icon-alpha", "name-case"]
    #expect(ids.sorted() == ["app-icon-alpha", "name-case", "wrong-size"])
    #expect(Severity.note < .warning && Severity.warning < .error)
    #expect(Severity.allCases.max() == .error)
  }

  @Test("a report sorts its diagnostics by path (bytes), then rule, then message")
  func reportOrder() {
    func diagnostic(_ path: String, _ rule: RuleID, _ message: String = "m") -> Diagnostic {
      Diagnostic(path: path, rule: rule, severity: .warning, message: message)
    }
    let report = CheckReport(
      diagnostics: [
        diagnostic("b.png", "a-rule"), diagnostic("a.png", "z-rule"),
        diagnostic("a.png", "a-rule", "second"), diagnostic("a.png", "a-rule", "first"),
        diagnostic("B.png", "a-rule"),
      ], filesChecked: 3)
    #expect(
      report.diagnostics.map { "\($0.path) \($0.rule) \($0.message)" } == [
        "B.png a-rule m", "a.png a-rule first", "a.png a-rule second", "a.png z-rule m",
        "b.png a-rule m",
      ])
  }

  @Test("errors only keeps the errors, and everything else the report says")
  func errorsOnly() {
    let unit = CheckedUnit(
      name: "App", kind: "app", path: "App", project: nil, profiles: ["modern"],
      profileReason: "IPHONEOS_DEPLOYMENT_TARGET 15.0")
    let report = CheckReport(
      diagnostics: [
        Diagnostic(path: "a.png", rule: "r", severity: .error, message: "e"),
        Diagnostic(path: "a.png", rule: "r", severity: .warning, message: "w"),
        Diagnostic(path: "a.png", rule: "r", severity: .note, message: "n"),
      ], filesChecked: 1, milliseconds: 7, units: [unit], skipped: ["dependencies": 2])
    let errors = report.errorsOnly
    #expect(errors.diagnostics.map(\.message) == ["e"])
    #expect(errors.count(.error) == 1 && errors.count(.warning) == 0)
    #expect(report.count(.warning) == 1 && report.count(.note) == 1)
    #expect(errors.units == [unit] && errors.skipped == ["dependencies": 2])
    #expect(errors.filesChecked == 1 && errors.milliseconds == 7)
  }
}
