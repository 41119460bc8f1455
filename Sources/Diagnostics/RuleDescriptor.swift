/// A rule's metadata: what `iconsmith rules`, the README table and SARIF show.
public struct RuleDescriptor: Sendable, Hashable {
  public let id: RuleID
  public let severity: Severity
  public let summary: String
  public let rationale: String
  /// The App Store Connect upload error the rule prevents ("ITMS-90717"), if any.
  public let itmsCode: String?

  public init(
    id: RuleID, severity: Severity, summary: String, rationale: String, itmsCode: String? = nil
  ) {
    self.itmsCode = itmsCode
    self.id = id
    self.severity = severity
    self.summary = summary
    self.rationale = rationale
  }
}
