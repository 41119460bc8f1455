/// A JSON value as ``JSONReader`` reads it.
///
/// Invariants: an object's keys are unique, the last of two equal keys winning as in
/// Foundation; a number keeps its text as written, and a valid JSON number's text is always
/// finite as a `Double`. The accessors answer as a cast of Foundation's value did: `double` on
/// `1` is 1.0 and on `true` is 1.0, `bool` on `1` is true, `int` on `1.0` is 1; a cast that
/// would lose the number's value (`double` on 12345678901234567891) is nil.
public indirect enum JSONNode: Sendable, Equatable {
  case object([String: JSONNode])
  case array([JSONNode])
  case string(String)
  case number(String)
  case bool(Bool)
  case null

  public var object: [String: JSONNode]? {
    if case .object(let members) = self { return members }
    return nil
  }

  public var array: [JSONNode]? {
    if case .array(let items) = self { return items }
    return nil
  }

  public var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  public var isNull: Bool { self == .null }

  /// The number's value when a `Double` holds it exactly (or is the nearest for a fraction, as
  /// JSON's readers all round), or a boolean as 0 or 1.
  public var double: Double? {
    switch self {
    case .bool(let value): return value ? 1 : 0
    case .number(let text):
      guard text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) else {
        if let integer = Int64(text) { return Double(exactly: integer) }
        if let integer = UInt64(text) { return Double(exactly: integer) }
        return nil
      }
      return Double(text)
    default: return nil
    }
  }

  /// The number when it is a whole number an `Int` holds, or a boolean as 0 or 1.
  public var int: Int? {
    switch self {
    case .bool(let value): return value ? 1 : 0
    case .number(let text):
      if let integer = Int(text) { return integer }
      return double.flatMap { Int(exactly: $0) }
    default: return nil
    }
  }

  /// A boolean, or a number that is exactly 0 or 1.
  public var bool: Bool? {
    switch self {
    case .bool(let value): return value
    case .number:
      switch double {
      case 0: return false
      case 1: return true
      default: return nil
      }
    default: return nil
    }
  }

  /// What the value is, for messages: "an object", "an array", "a string"...
  public var kind: String {
    switch self {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }
}
