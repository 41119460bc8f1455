import Diagnostics
import Testing

// Finding one rule's diagnostics in a report.

extension CheckReport {
  func with(_ rule: RuleID) -> [Diagnostic] { diagnostics.filter { $0.rule == rule } }

  func has(_ rule: RuleID) -> Bool { diagnostics.contains { $0.rule == rule } }

  var rules: Set<RuleID> { Set(diagnostics.map(\.rule)) }

  /// The one diagnostic of `rule`; fails the test when there are none or several.
  func only(
    _ rule: RuleID, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Diagnostic {
    let found = with(rule)
    #expect(found.count == 1, "\(rule): \(found)", sourceLocation: sourceLocation)
    return try #require(found.first, "no \(rule) in \(diagnostics)", sourceLocation: sourceLocation)
  }
}
