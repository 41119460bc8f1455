/// One finding about one file (or one folder, for rules about a set of files).
///
/// Invariant: `message` names the file, what was found and what is expected;
/// `fix` says what to do, when there is something to do.
public struct Diagnostic: Sendable, Hashable, Codable {
  /// The file or folder, as the user gave it or relative to it.
  public var path: String
  /// The rule's stable kebab-case id.
  public var rule: RuleID
  public var severity: Severity
  public var message: String
  public var fix: String?
  /// Where inside the file, when that helps: "IDAT at byte 1834", "Contents.json images[3]".
  public var location: String?
  /// The app the file ships in and how that is known; nil when no app ships it (a folder of
  /// images).
  public var ships: ShipsIn?

  public init(
    path: String, rule: RuleID, severity: Severity, message: String, fix: String? = nil,
    location: String? = nil, ships: ShipsIn? = nil
  ) {
    self.path = path
    self.rule = rule
    self.severity = severity
    self.message = message
    self.fix = fix
    self.location = location
    self.ships = ships
  }

  /// The order reports use: path, then rule, then message, and where those tie, location and
  /// the app that ships the file, so the same findings always come in the same order.
  public static func ordered(_ left: Diagnostic, _ right: Diagnostic) -> Bool {
    if left.path != right.path { return left.path.utf8.lexicographicallyPrecedes(right.path.utf8) }
    if left.rule != right.rule { return left.rule < right.rule }
    if left.message != right.message { return left.message < right.message }
    if left.location != right.location { return (left.location ?? "") < (right.location ?? "") }
    return (left.ships?.unit ?? "") < (right.ships?.unit ?? "")
  }

  /// Whether two findings say the same thing of the same place (two targets that compile one
  /// set meet the same finding), whichever app they name.
  public func saysTheSame(as other: Diagnostic) -> Bool {
    path == other.path && rule == other.rule && severity == other.severity
      && message == other.message && location == other.location
  }
}

/// The app a finding's file ships in, and how that is known (shared/HIG.md, "Certainty").
///
/// Invariant: `proven` is false only for an app nothing in the repository builds, whose
/// findings are notes.
public struct ShipsIn: Sendable, Hashable, Codable {
  /// "app Runner (ios/Runner.xcodeproj)".
  public var unit: String
  /// "listed by ios/Runner.xcworkspace, the main build", or why it is not shipped.
  public var reason: String
  public var proven: Bool

  public init(unit: String, reason: String, proven: Bool) {
    self.unit = unit
    self.reason = reason
    self.proven = proven
  }

  /// "app Runner (ios/Runner.xcodeproj), listed by ios/Runner.xcworkspace, the main build".
  public var description: String { "\(unit), \(reason)" }
}
