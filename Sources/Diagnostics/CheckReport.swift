/// The outcome of a check: sorted diagnostics and what was looked at.
///
/// Invariant: `diagnostics` is sorted with ``Diagnostic/ordered(_:_:)``.
public struct CheckReport: Sendable, Equatable {
  public var diagnostics: [Diagnostic]
  /// Image files read (PNGs and iTunesArtwork files).
  public var filesChecked: Int
  /// Wall time of the check, for the text summary line; not part of other formats.
  public var milliseconds: Int

  /// The apps, extensions and folders checked, with the profiles that applied and why.
  public var units: [CheckedUnit]
  /// Image files not checked, by reason ("dependencies", "not in any target").
  public var skipped: [String: Int]

  public init(
    diagnostics: [Diagnostic], filesChecked: Int, milliseconds: Int = 0,
    units: [CheckedUnit] = [], skipped: [String: Int] = [:]
  ) {
    self.diagnostics = diagnostics.sorted(by: Diagnostic.ordered)
    self.filesChecked = filesChecked
    self.milliseconds = milliseconds
    self.units = units
    self.skipped = skipped
  }

  public func count(_ severity: Severity) -> Int {
    diagnostics.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
  }

  /// The report with every path it prints (findings', apps' and projects') passed through
  /// `show`, which turns a tree path into the user's spelling; the order stays the tree's, so
  /// the same tree gives the same report whatever the spelling.
  public func showingPaths(_ show: (String) -> String) -> CheckReport {
    var result = self
    result.diagnostics = diagnostics.map { diagnostic in
      var shown = diagnostic
      shown.path = show(diagnostic.path)
      return shown
    }
    result.units = units.map { unit in
      var shown = unit
      shown.path = show(unit.path)
      shown.project = unit.project.map(show)
      return shown
    }
    return result
  }

  /// The reports of several trees as one: findings after findings, counts summed.
  public static func merging(_ reports: [CheckReport]) -> CheckReport {
    guard reports.count != 1 else { return reports[0] }
    var skipped: [String: Int] = [:]
    for report in reports { skipped.merge(report.skipped, uniquingKeysWith: +) }
    var merged = CheckReport(
      diagnostics: [], filesChecked: reports.reduce(0) { $0 + $1.filesChecked },
      milliseconds: reports.reduce(0) { $0 + $1.milliseconds },
      units: reports.flatMap(\.units), skipped: skipped)
    // Each report is sorted; their concatenation keeps each tree's order.
    merged.diagnostics = reports.flatMap(\.diagnostics)
    return merged
  }

  /// Only errors (for `--quiet`).
  public var errorsOnly: CheckReport {
    CheckReport(
      diagnostics: diagnostics.filter { $0.severity == .error }, filesChecked: filesChecked,
      milliseconds: milliseconds, units: units, skipped: skipped)
  }
}
