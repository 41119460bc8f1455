/// How much a finding matters.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  case note
  case warning
  case error

  public static func < (left: Severity, right: Severity) -> Bool {
    allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
  }

  /// "1 error", "2 errors", "0 notes": a count of findings of this severity, as a report says
  /// it.
  public func counted(_ count: Int) -> String {
    "\(count) \(rawValue)\(count == 1 ? "" : "s")"
  }
}
