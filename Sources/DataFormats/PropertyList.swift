/// One value of an Apple property list, read from any of its three formats (XML, binary
/// `bplist00`, or the text format Xcode writes) by ``parse(_:)``.
///
/// Invariants: a dictionary's keys are strings, the last of two equal keys winning as in
/// Foundation; `date` counts seconds from 2001-01-01 00:00:00 UTC; `null` and `uid` come only
/// from binary lists. The accessors (`int`, `bool`, `double`...) answer as a cast of Foundation's
/// value did (`as? Int` on `<real>1.0</real>` is 1, `as? Bool` on `<integer>1</integer>` is true,
/// `as? Int` on `<true/>` is nil), so readers that moved off Foundation keep their results.
public indirect enum PropertyList: Sendable, Equatable {
  /// How deep arrays and dictionaries may nest: no real list comes near it, and a hostile one
  /// stops here instead of overflowing the stack.
  public static let maxDepth = 512

  case string(String)
  case integer(Int)
  /// An integer above `Int.max`: XML and binary lists hold up to `UInt64.max`.
  case unsignedInteger(UInt64)
  case real(Double)
  case boolean(Bool)
  case date(secondsSince2001: Double)
  case data([UInt8])
  case array([PropertyList])
  case dictionary([String: PropertyList])
  case uid(UInt64)
  case null

  /// The value the bytes hold, in whichever format they are written, chosen as Foundation
  /// chooses: a file that starts with `bplist00` is binary; one that starts (after a byte-order
  /// mark and white space) with `<?xml`, `<!DOCTYPE`, `<!--` or `<plist` is XML; one that
  /// starts with another element (`<string>`) is XML if it reads as XML, else text (`<0fa1>`
  /// is text's data); anything else is the text format.
  public static func parse(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyList {
    switch format(of: bytes) {
    case .binary: return try BinaryPropertyListReader.parse(bytes)
    case .xml: return try XMLPropertyListReader.parse(bytes)
    case .text:
      guard startsWithElement(bytes) else { return try text(bytes) }
      do throws(PropertyListError) {
        return try XMLPropertyListReader.parse(bytes)
      } catch {
        guard let value = try? text(bytes) else { throw error }
        return value
      }
    }
  }

  private static func text(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyList {
    do throws(OpenStepPropertyList.Failure) {
      return PropertyList(openStep: try OpenStepPropertyList.parse(bytes))
    } catch {
      throw PropertyListError(.line(error.line), .text(error.reason))
    }
  }

  /// Whether the first thing (after white space) is `<` and a letter: an element's start.
  private static func startsWithElement(_ bytes: [UInt8]) -> Bool {
    guard let start = bytes.firstIndex(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }),
      start + 1 < bytes.count, bytes[start] == UInt8(ascii: "<")
    else { return false }
    let next = bytes[start + 1] | 0x20
    return next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z")
  }

  /// The three ways a property list is written.
  public enum Format: Sendable, Equatable {
    case xml, binary, text
  }

  public static func format(of bytes: [UInt8]) -> Format {
    if bytes.starts(with: Array("bplist00".utf8)) { return .binary }
    var start = bytes.startIndex
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return .xml }
    while start < bytes.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
    let head = bytes[start...]
    let xmlStarts = ["<?xml", "<!DOCTYPE", "<!--", "<plist"]
    return xmlStarts.contains { head.starts(with: Array($0.utf8)) } ? .xml : .text
  }

  /// The text format's value (`String`, `[Any]`, `[String: Any]`, `[UInt8]`) as a list.
  init(openStep value: Any) {
    switch value {
    case let text as String: self = .string(text)
    // Before `[Any]`, which a `[UInt8]` also casts to.
    case let bytes as [UInt8]: self = .data(bytes)
    case let items as [Any]: self = .array(items.map(PropertyList.init(openStep:)))
    case let entries as [String: Any]:
      self = .dictionary(entries.mapValues(PropertyList.init(openStep:)))
    default: self = .null
    }
  }
}

extension PropertyList {
  public var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  public var array: [PropertyList]? {
    if case .array(let items) = self { return items }
    return nil
  }

  public var dictionary: [String: PropertyList]? {
    if case .dictionary(let entries) = self { return entries }
    return nil
  }

  /// The array when every element is a string, as `as? [String]` answered; nil otherwise.
  public var strings: [String]? {
    guard let items = array else { return nil }
    var texts: [String] = []
    for item in items {
      guard let text = item.string else { return nil }
      texts.append(text)
    }
    return texts
  }

  /// The array when every element is a dictionary, as `as? [[String: Any]]` answered.
  public var dictionaries: [[String: PropertyList]]? {
    guard let items = array else { return nil }
    var entries: [[String: PropertyList]] = []
    for item in items {
      guard let entry = item.dictionary else { return nil }
      entries.append(entry)
    }
    return entries
  }

  /// An integer, or a real that is exactly one; never a boolean (Foundation read `<true/>` as
  /// a Swift `Bool`, which `as? Int` refused).
  public var int: Int? {
    switch self {
    case .integer(let value): return value
    case .real(let value): return Int(exactly: value)
    default: return nil
    }
  }

  /// A boolean, or a number that is exactly 0 or 1 (Foundation's numbers bridged so).
  public var bool: Bool? {
    switch self {
    case .boolean(let value): return value
    case .integer(0): return false
    case .integer(1): return true
    case .real(0): return false
    case .real(1): return true
    default: return nil
    }
  }

  /// A real, or an integer that a `Double` holds exactly.
  public var double: Double? {
    switch self {
    case .real(let value): return value
    case .integer(let value): return Double(exactly: value)
    case .unsignedInteger(let value): return Double(exactly: value)
    default: return nil
    }
  }

  /// The value in the shape the text reader gives (`String`, `[Any]`, `[String: Any]`,
  /// `[UInt8]`), for readers written against it; numbers are `Int`, `UInt64` or `Double`,
  /// booleans `Bool`, a date its `Double` seconds, a UID its `UInt64`, null `()`: casts to the
  /// text format's four types refuse them all, as they refused Foundation's.
  public var untyped: Any {
    switch self {
    case .string(let text): text
    case .integer(let value): value
    case .unsignedInteger(let value): value
    case .real(let value): value
    case .boolean(let value): value
    case .date(let seconds): seconds
    case .data(let bytes): bytes
    case .array(let items): items.map(\.untyped) as [Any]
    case .dictionary(let entries): entries.mapValues(\.untyped) as [String: Any]
    case .uid(let value): value
    case .null: ()
    }
  }

  /// What the value is, for messages: "a dictionary", "an array", "a string"...
  public var kind: String {
    switch self {
    case .string: "a string"
    case .integer, .unsignedInteger, .real: "a number"
    case .boolean: "a boolean"
    case .date: "a date"
    case .data: "data"
    case .array: "an array"
    case .dictionary: "a dictionary"
    case .uid: "a UID"
    case .null: "null"
    }
  }
}
