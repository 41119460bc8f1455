/// A rule's stable kebab-case name ("app-icon-alpha"), as configurations, reports and the
/// fixer name it.
///
/// Invariant: only the catalogue mints ids for its rules; an id read from a configuration
/// file is checked against the catalogue before anything uses it.
public struct RuleID: RawRepresentable, Sendable, Hashable, Comparable, Codable,
  CustomStringConvertible, ExpressibleByStringLiteral
{
  public let rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  public var description: String { rawValue }

  public static func < (left: RuleID, right: RuleID) -> Bool { left.rawValue < right.rawValue }
}
