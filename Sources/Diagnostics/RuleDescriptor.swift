/// A rule's metadata: what `iconsmith rules`, the Rules article's table and SARIF show.
public struct RuleDescriptor: Sendable, Hashable {
  public let id: RuleID
  public let severity: Severity
  public let summary: String
  public let rationale: String
  /// The App Store Connect upload error the rule prevents ("ITMS-90717"), if any.
  public let itmsCode: String?
  /// What `check --fix` does about a finding of the rule; nil when only a person can fix it.
  public let fix: RuleFix?

  public init(
    id: RuleID, severity: Severity, summary: String, rationale: String, itmsCode: String? = nil,
    fix: RuleFix? = nil
  ) {
    self.itmsCode = itmsCode
    self.fix = fix
    self.id = id
    self.severity = severity
    self.summary = summary
    self.rationale = rationale
  }
}

/// How `check --fix` mends a rule's finding, losslessly and in place.
public enum RuleFix: String, Sendable, Hashable {
  /// The file is rewritten with new pixels or a new encoding, under its name.
  case rewrite
  /// The file takes the name the rule asks for; its bytes stay.
  case rename
}
