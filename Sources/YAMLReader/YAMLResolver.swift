/// A node's tag: `tag:yaml.org,2002:str` and its kin, or a tag written in the text.
///
/// Invariant: `rawValue` is the full tag, handles expanded (`!!int` is
/// `tag:yaml.org,2002:int`); a local tag keeps its `!` (`!Ref`).
public struct YAMLTag: Sendable, Hashable, CustomStringConvertible {
  public let rawValue: String

  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  public var description: String { rawValue }

  public static let str = YAMLTag("tag:yaml.org,2002:str")
  public static let seq = YAMLTag("tag:yaml.org,2002:seq")
  public static let map = YAMLTag("tag:yaml.org,2002:map")
  public static let bool = YAMLTag("tag:yaml.org,2002:bool")
  public static let int = YAMLTag("tag:yaml.org,2002:int")
  public static let float = YAMLTag("tag:yaml.org,2002:float")
  public static let null = YAMLTag("tag:yaml.org,2002:null")
  public static let merge = YAMLTag("tag:yaml.org,2002:merge")
  public static let timestamp = YAMLTag("tag:yaml.org,2002:timestamp")
  public static let value = YAMLTag("tag:yaml.org,2002:value")
  public static let binary = YAMLTag("tag:yaml.org,2002:binary")
}

/// How the tag of a plain scalar without a tag is read from its text: an ordered list of
/// rules, the first that matches the whole text wins, else `str`.
///
/// Invariant: each rule matches exactly the texts its regular expression in Yams 6.2
/// (`Resolver.swift`) matches, written out over bytes because those are ICU expressions
/// and ICU comes only with Foundation. Quoted and block scalars are never resolved: they
/// are strings.
public struct YAMLResolver: Sendable, Equatable {
  /// One rule, named after its tag.
  public enum Rule: Sendable, Equatable {
    /// YAML 1.1: `yes`/`no`/`true`/`false`/`on`/`off` in lower, capitalized or upper case.
    case bool
    /// YAML 1.2's core schema: `true`/`false` only, in the same three cases.
    case coreBool
    /// Decimal, `0b`, `0o` or `0` octal, `0x` hexadecimal and sexagesimal (`1:30`)
    /// integers, with `_` between digits.
    case int
    /// Decimal and sexagesimal reals, exponents, `.inf`, `-.inf`, `.nan`.
    case float
    /// `<<`.
    case merge
    /// `~`, `null`, `Null`, `NULL` and the empty text.
    case null
    /// `2001-12-14` and `2001-12-14t21:59:43.10-05:00` and their kin.
    case timestamp
    /// `=`.
    case value
  }

  public let rules: [Rule]

  public init(rules: [Rule]) {
    self.rules = rules
  }

  /// Yams' default: YAML 1.1 as libyaml's Python and Ruby bindings read it.
  public static let yaml11 = YAMLResolver(
    rules: [.bool, .int, .float, .merge, .null, .timestamp, .value])

  /// XcodeGen's: Yams' default without the null rule, so `key: ""` and `key:` are strings
  /// (yonaskolb/XcodeGen Sources/ProjectSpec/Yaml.swift).
  public static let xcodeGen = YAMLResolver(
    rules: [.bool, .int, .float, .merge, .timestamp, .value])

  /// Dart's `yaml` package (YAML 1.2): only true and false are booleans, so `yes` is text.
  public static let dart = YAMLResolver(
    rules: [.coreBool, .int, .float, .merge, .null, .timestamp, .value])

  /// The tag of a plain scalar without a tag, whose text is `text`.
  public func tag(ofPlain text: String) -> YAMLTag {
    var text = text
    return text.withUTF8 { bytes in
      // Most texts are words no rule can match: only these bytes start a match.
      if let first = bytes.first, !Self.firstBytes.contains(first) { return .str }
      for rule in rules where Self.matches(rule, bytes) {
        return Self.tag(of: rule)
      }
      return .str
    }
  }

  private static func tag(of rule: Rule) -> YAMLTag {
    switch rule {
    case .bool, .coreBool: .bool
    case .int: .int
    case .float: .float
    case .merge: .merge
    case .null: .null
    case .timestamp: .timestamp
    case .value: .value
    }
  }

  /// Every byte a match can start with: the booleans' and `null`'s first letters, digits,
  /// signs, `.`, `<`, `~` and `=`.
  private static let firstBytes = ByteSet("yYnNtTfFoO0123456789+-.<~=")

  private static let yaml11Booleans = words(
    "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
    "on", "On", "ON", "off", "Off", "OFF")
  private static let coreBooleans = words("true", "True", "TRUE", "false", "False", "FALSE")
  private static let nulls = words("~", "null", "Null", "NULL", "")

  private static func words(_ words: String...) -> [[UInt8]] { words.map { Array($0.utf8) } }

  static func matches(_ rule: Rule, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
    switch rule {
    case .bool: yaml11Booleans.contains { $0.elementsEqual(text) }
    case .coreBool: coreBooleans.contains { $0.elementsEqual(text) }
    case .int: isInt(text)
    case .float: isFloat(text)
    case .merge: text.elementsEqual("<<".utf8)
    case .null: nulls.contains { $0.elementsEqual(text) }
    case .timestamp: isTimestamp(text)
    case .value: text.elementsEqual("=".utf8)
    }
  }

  // MARK: - The numeric rules

  /// `^(?:[-+]?0b[0-1_]+|[-+]?0o?[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+
  /// |[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$`
  static func isInt(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var reader = ByteReader(text)
    reader.skipSign()
    let body = reader
    // 0b…, 0x…, 0o… and 0…: each prefix then one or more of its digits (or `_`).
    for (prefix, digits) in prefixedDigits {
      var candidate = body
      if candidate.skip(prefix), candidate.skipOneOrMore(of: digits), candidate.atEnd {
        return true
      }
    }
    var decimal = body
    if decimal.skip(byte: UInt8(ascii: "0")), decimal.atEnd { return true }
    decimal = body
    guard decimal.skipOne(in: 0x31...0x39) else { return false }
    decimal.skipZeroOrMore(of: decimalDigitsAndUnderscore)
    if decimal.atEnd { return true }
    // Sexagesimal: then one or more `:` and one digit, or two with the first 0 to 5.
    return decimal.skipSexagesimalGroups() && decimal.atEnd
  }

  /// `^(?:[-+]?(?:[0-9][0-9_]*)(?:\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?|\.[0-9_]+(?:[eE][-+][0-9]+)?
  /// |[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$`
  static func isFloat(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    if notANumber.contains(where: { $0.elementsEqual(text) }) { return true }
    var reader = ByteReader(text)
    let hadSign = reader.skipSign()
    let body = reader
    if infinity.contains(where: { $0.elementsEqual(body.rest) }) { return true }
    // Digits first: decimal with optional fraction and exponent, or sexagesimal.
    var decimal = body
    if decimal.skipOne(in: 0x30...0x39) {
      decimal.skipZeroOrMore(of: decimalDigitsAndUnderscore)
      var sexagesimal = decimal
      if decimal.skip(byte: UInt8(ascii: ".")) {
        decimal.skipZeroOrMore(of: decimalDigitsAndUnderscore)
      }
      if decimal.skipExponent(signRequired: false), decimal.atEnd { return true }
      if sexagesimal.skipSexagesimalGroups(), sexagesimal.skip(byte: UInt8(ascii: ".")) {
        sexagesimal.skipZeroOrMore(of: decimalDigitsAndUnderscore)
        if sexagesimal.atEnd { return true }
      }
      return false
    }
    // `.5` and `.5e+3`: no sign allowed, and the exponent's sign is required.
    guard !hadSign else { return false }
    var fraction = body
    guard fraction.skip(byte: UInt8(ascii: ".")),
      fraction.skipOneOrMore(of: decimalDigitsAndUnderscore)
    else { return false }
    return fraction.skipExponent(signRequired: true) && fraction.atEnd
  }

  /// `^(?:[0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{4}-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \t]+)
  /// [0-9][0-9]?:[0-9]{2}:[0-9]{2}(?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9]{2})?))?)$`
  static func isTimestamp(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var reader = ByteReader(text)
    guard reader.skipDigits(4), reader.skip(byte: UInt8(ascii: "-")) else { return false }
    var date = reader
    if date.skipDigits(2), date.skip(byte: UInt8(ascii: "-")), date.skipDigits(2), date.atEnd {
      return true
    }
    guard reader.skipDigits(1...2), reader.skip(byte: UInt8(ascii: "-")), reader.skipDigits(1...2)
    else { return false }
    if !reader.skip(byte: UInt8(ascii: "T")) && !reader.skip(byte: UInt8(ascii: "t")) {
      guard reader.skipOneOrMore(of: blanks) else { return false }
    }
    guard reader.skipDigits(1...2), reader.skip(byte: UInt8(ascii: ":")), reader.skipDigits(2),
      reader.skip(byte: UInt8(ascii: ":")), reader.skipDigits(2)
    else { return false }
    if reader.skip(byte: UInt8(ascii: ".")) { reader.skipZeroOrMore(of: decimalDigits) }
    if reader.atEnd { return true }
    reader.skipZeroOrMore(of: blanks)
    if reader.skip(byte: UInt8(ascii: "Z")) { return reader.atEnd }
    guard reader.skipSign(), reader.skipDigits(1...2) else { return false }
    if reader.skip(byte: UInt8(ascii: ":")) {
      guard reader.skipDigits(2) else { return false }
    }
    return reader.atEnd
  }

  static let decimalDigits = Array("0123456789".utf8)
  static let decimalDigitsAndUnderscore = Array("0123456789_".utf8)
  private static let blanks: [UInt8] = [0x20, 0x09]
  private static let notANumber = words(".nan", ".NaN", ".NAN")
  private static let infinity = words(".inf", ".Inf", ".INF")
  /// `0b`, `0x`, `0o` and `0` (octal), each with the digits that may follow it.
  private static let prefixedDigits = [
    ("0b", "01_"), ("0x", "0123456789abcdefABCDEF_"), ("0o", "01234567_"), ("0", "01234567_"),
  ].map { (Array($0.0.utf8), Array($0.1.utf8)) }
}

/// A cursor over the bytes of a scalar, for the resolver's hand-written expressions; every
/// repetition is greedy, which the expressions above never need to undo.
private struct ByteReader {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  var atEnd: Bool { index == bytes.count }
  var rest: Slice<UnsafeBufferPointer<UInt8>> { bytes[index...] }

  @discardableResult
  mutating func skipSign() -> Bool {
    guard index < bytes.count,
      bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
    else { return false }
    index += 1
    return true
  }

  mutating func skip(byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  mutating func skip(_ literal: [UInt8]) -> Bool {
    guard bytes[index...].starts(with: literal) else { return false }
    index += literal.count
    return true
  }

  mutating func skipOne(in range: ClosedRange<UInt8>) -> Bool {
    guard index < bytes.count, range.contains(bytes[index]) else { return false }
    index += 1
    return true
  }

  mutating func skipZeroOrMore(of set: [UInt8]) {
    while index < bytes.count, set.contains(bytes[index]) { index += 1 }
  }

  mutating func skipOneOrMore(of set: [UInt8]) -> Bool {
    let start = index
    skipZeroOrMore(of: set)
    return index > start
  }

  /// Exactly `count` decimal digits.
  mutating func skipDigits(_ count: Int) -> Bool { skipDigits(count...count) }

  /// Between `counts.lowerBound` and `counts.upperBound` decimal digits, as many as there are.
  mutating func skipDigits(_ counts: ClosedRange<Int>) -> Bool {
    var taken = 0
    while taken < counts.upperBound, index < bytes.count, (0x30...0x39).contains(bytes[index]) {
      index += 1
      taken += 1
    }
    return taken >= counts.lowerBound
  }

  /// `(?::[0-5]?[0-9])+`: taking two digits whenever the first is 0 to 5 is never wrong,
  /// since what follows a group is `:`, `.` or the end, never a digit.
  mutating func skipSexagesimalGroups() -> Bool {
    var groups = 0
    while index + 1 < bytes.count, bytes[index] == UInt8(ascii: ":"),
      (0x30...0x39).contains(bytes[index + 1])
    {
      index += 2
      if (0x30...0x35).contains(bytes[index - 1]), index < bytes.count,
        (0x30...0x39).contains(bytes[index])
      {
        index += 1
      }
      groups += 1
    }
    return groups > 0
  }

  /// An optional `[eE][-+]?[0-9]+` (the sign required when `signRequired`); false when an
  /// exponent starts and is not complete, which leaves the text unmatched.
  mutating func skipExponent(signRequired: Bool) -> Bool {
    guard index < bytes.count,
      bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")
    else { return true }
    index += 1
    let signed = skipSign()
    if signRequired && !signed { return false }
    return skipOneOrMore(of: YAMLResolver.decimalDigits)
  }
}
