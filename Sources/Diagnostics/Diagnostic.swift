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

  public init(
    path: String, rule: RuleID, severity: Severity, message: String, fix: String? = nil,
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
