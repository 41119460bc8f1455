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

  /// Only errors (for `--quiet`).
  public var errorsOnly: CheckReport {
    CheckReport(
      diagnostics: diagnostics.filter { $0.severity == .error }, filesChecked: filesChecked,
      milliseconds: milliseconds, units: units, skipped: skipped)
  }
}
