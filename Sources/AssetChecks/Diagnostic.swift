import HIG

/// How much a finding matters.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  case note
  case warning
  case error

  public static func < (left: Severity, right: Severity) -> Bool {
    allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
  }
}

/// One finding about one file (or one folder, for rules about a set of files).
///
/// Invariant: `message` names the file, what was found and what is expected;
/// `fix` says what to do, when there is something to do.
public struct Diagnostic: Sendable, Hashable, Codable {
  /// The file or folder, as the user gave it or relative to it.
  public var path: String
  /// The rule's stable kebab-case id.
  public var rule: String
  public var severity: Severity
  public var message: String
  public var fix: String?
  /// Where inside the file, when that helps: "IDAT at byte 1834", "Contents.json images[3]".
  public var location: String?

  public init(
    path: String, rule: String, severity: Severity, message: String, fix: String? = nil,
    location: String? = nil
  ) {
    self.path = path
    self.rule = rule
    self.severity = severity
    self.message = message
    self.fix = fix
    self.location = location
  }

  /// The order reports use: path, then rule, then message.
  public static func ordered(_ left: Diagnostic, _ right: Diagnostic) -> Bool {
    if left.path != right.path { return left.path.utf8.lexicographicallyPrecedes(right.path.utf8) }
    if left.rule != right.rule { return left.rule < right.rule }
    return left.message < right.message
  }
}

/// A rule's metadata: what `iconsmith rules`, the README table and SARIF show.
public struct RuleDescriptor: Sendable, Hashable {
  public let id: String
  public let severity: Severity
  public let summary: String
  public let rationale: String
  /// The App Store Connect upload error the rule prevents ("ITMS-90717"), if any.
  public let itmsCode: String?

  public init(
    id: String, severity: Severity, summary: String, rationale: String, itmsCode: String? = nil
  ) {
    self.itmsCode = itmsCode
    self.id = id
    self.severity = severity
    self.summary = summary
    self.rationale = rationale
  }
}

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

/// One app, extension or folder a check judged as a whole, and the profiles it was held to.
///
/// Invariant: `profiles` is non-empty; `profileReason` names the fact they came from.
public struct CheckedUnit: Sendable, Hashable, Codable {
  public var name: String
  /// "app", "app extension", "watch app", "other platform".
  public var kind: String
  /// The folder its findings are reported at.
  public var path: String
  /// The Xcode project it is a target of, nil for an app folder.
  public var project: String?
  public var profiles: [String]
  public var profileReason: String

  public init(
    name: String, kind: String, path: String, project: String?, profiles: [String],
    profileReason: String
  ) {
    self.name = name
    self.kind = kind
    self.path = path
    self.project = project
    self.profiles = profiles
    self.profileReason = profileReason
  }
}
