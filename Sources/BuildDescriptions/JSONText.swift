/// A JSON value that remembers the line of each object member, so a message can point at
/// the line that says it (`"icon": "./assets/icon.png"` on line 7).
///
/// Invariant: members are in file order, duplicates kept (a lookup takes the last, as
/// `JSON.parse` does); numbers keep their text; nesting is at most `JSONText.maxDepth`.
package indirect enum JSONValue: Equatable {
  package struct Member: Equatable {
    let key: String
    let value: JSONValue
    let line: Int
  }

  case object([Member])
  case array([JSONValue])
  case string(String)
  case number(String)
  case bool(Bool)
  case null

  /// The member `key` of an object (the last one when repeated); nil for anything else.
  subscript(key: String) -> JSONValue? { member(key)?.value }

  func member(_ key: String) -> Member? {
    guard case .object(let members) = self else { return nil }
    return members.last(where: { $0.key == key })
  }

  var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  var array: [JSONValue]? {
    if case .array(let items) = self { return items }
    return nil
  }

  var isObject: Bool {
    if case .object = self { return true }
    return false
  }

  /// What the value is, for messages ("a list", "a string").
  var kind: String {
    switch self {
    case .object: "an object"
    case .array: "a list"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }

  /// The value as Foundation-style `Any` ([String: Any], [Any], String, Int, Double, Bool;
  /// null stays `JSONValue.null`), the shape `YAMLText.load` gives, so a JSON spec and a YAML
  /// spec take one path.
  package var any: Any {
    switch self {
    case .object(let members):
      var dictionary: [String: Any] = [:]
      for member in members { dictionary[member.key] = member.value.any }
      return dictionary
    case .array(let items): return items.map(\.any)
    case .string(let text): return text
    case .number(let text):
      if let integer = Int(text) { return integer }
      if let real = Double(text) { return real }
      return text
    case .bool(let value): return value
    // No Foundation here for NSNull; readers of `any` skip what they do not expect.
    case .null: return JSONValue.null
    }
  }
}

/// Reads JSON (with the comments and trailing commas JSON5 readers such as Expo's accept)
/// into a `JSONValue`.
///
/// Invariant: refuses more than `limit` bytes, text that is not UTF-8 and nesting deeper than
/// `maxDepth`; every error names the byte where reading stopped.
package struct JSONText {
  static let maxDepth = 256

  private let bytes: ArraySlice<UInt8>
  private var index: Int
  private var line = 1

  package static func parse(_ raw: [UInt8], limit: Int) throws(BuildDescriptionError) -> JSONValue {
    let text = try TextBytes(raw, limit: limit)
    var reader = JSONText(bytes: text.bytes)
    reader.skipSpace()
    let value = try reader.value(depth: 0)
    reader.skipSpace()
    guard reader.index >= reader.bytes.endIndex else {
      throw reader.error("unexpected text after the value")
    }
    return value
  }

  private init(bytes: ArraySlice<UInt8>) {
    self.bytes = bytes
    index = bytes.startIndex
  }

  private func error(_ detail: String) -> BuildDescriptionError {
    .notJSON(detail: detail, offset: index)
  }

  private var current: UInt8? { index < bytes.endIndex ? bytes[index] : nil }

  private mutating func skipSpace() {
    while let byte = current {
      if byte == 0x0A {
        line += 1
        index += 1
      } else if byte == 0x20 || byte == 0x09 || byte == 0x0D {
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.endIndex {
        let next = bytes[index + 1]
        if next == UInt8(ascii: "/") {
          while let byte = current, byte != 0x0A { index += 1 }
        } else if next == UInt8(ascii: "*") {
          index += 2
          while index < bytes.endIndex,
            !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.endIndex
              && bytes[index + 1] == UInt8(ascii: "/"))
          {
            if bytes[index] == 0x0A { line += 1 }
            index += 1
          }
          index = min(index + 2, bytes.endIndex)
        } else {
          return
        }
      } else {
        return
      }
    }
  }

  private mutating func value(depth: Int) throws(BuildDescriptionError) -> JSONValue {
    guard let byte = current else { throw error("the text ends where a value should be") }
    switch byte {
    case UInt8(ascii: "{"):
      guard depth < Self.maxDepth else { throw error("nesting deeper than \(Self.maxDepth)") }
      return try object(depth: depth + 1)
    case UInt8(ascii: "["):
      guard depth < Self.maxDepth else { throw error("nesting deeper than \(Self.maxDepth)") }
      return try array(depth: depth + 1)
    case UInt8(ascii: "\""):
      return .string(try string())
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .number(try number())
    default:
      throw error("unexpected character")
    }
  }

  private mutating func literal(_ word: StaticString) throws(BuildDescriptionError) {
    let count = word.utf8CodeUnitCount
    let matches = word.withUTF8Buffer { pattern in
      index + count <= bytes.endIndex && bytes[index..<(index + count)].elementsEqual(pattern)
    }
    guard matches else { throw error("unexpected character") }
    index += count
  }

  private mutating func object(depth: Int) throws(BuildDescriptionError) -> JSONValue {
    index += 1
    var members: [JSONValue.Member] = []
    while true {
      skipSpace()
      guard let byte = current else { throw error("the text ends inside an object") }
      if byte == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      guard byte == UInt8(ascii: "\"") else { throw error("an object key must be a string") }
      let keyLine = line
      let key = try string()
      skipSpace()
      guard current == UInt8(ascii: ":") else { throw error("expected ':' after an object key") }
      index += 1
      skipSpace()
      members.append(.init(key: key, value: try value(depth: depth), line: keyLine))
      skipSpace()
      if current == UInt8(ascii: ",") {
        index += 1
      } else if current != UInt8(ascii: "}") {
        throw error("expected ',' or '}' in an object")
      }
    }
  }

  private mutating func array(depth: Int) throws(BuildDescriptionError) -> JSONValue {
    index += 1
    var items: [JSONValue] = []
    while true {
      skipSpace()
      guard let byte = current else { throw error("the text ends inside a list") }
      if byte == UInt8(ascii: "]") {
        index += 1
        return .array(items)
      }
      items.append(try value(depth: depth))
      skipSpace()
      if current == UInt8(ascii: ",") {
        index += 1
      } else if current != UInt8(ascii: "]") {
        throw error("expected ',' or ']' in a list")
      }
    }
  }

  private mutating func number() throws(BuildDescriptionError) -> String {
    let start = index
    func digits() -> Int {
      let first = index
      while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        index += 1
      }
      return index - first
    }
    if current == UInt8(ascii: "-") { index += 1 }
    guard digits() > 0 else { throw error("a number has no digits") }
    if current == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw error("a number has no digits after its point") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { throw error("a number has no exponent digits") }
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func string() throws(BuildDescriptionError) -> String {
    let start = index
    index += 1
    var output: [UInt8] = []
    var pendingHighSurrogate: UInt32? = nil
    func flushSurrogate(into output: inout [UInt8]) {
      // A lone surrogate is no character; JSON.parse keeps it, Swift cannot: U+FFFD.
      if pendingHighSurrogate != nil { output.append(contentsOf: [0xEF, 0xBF, 0xBD]) }
      pendingHighSurrogate = nil
    }
    while true {
      guard let byte = current else {
        index = start
        throw error("a string never ends")
      }
      if byte == UInt8(ascii: "\"") {
        flushSurrogate(into: &output)
        index += 1
        return String(decoding: output, as: UTF8.self)
      }
      if byte < 0x20 { throw error("a control character inside a string") }
      guard byte == UInt8(ascii: "\\") else {
        flushSurrogate(into: &output)
        output.append(byte)
        index += 1
        continue
      }
      index += 1
      guard let escape = current else { throw error("a string never ends") }
      index += 1
      let simple: UInt8?
      switch escape {
      case UInt8(ascii: "\""): simple = 0x22
      case UInt8(ascii: "\\"): simple = 0x5C
      case UInt8(ascii: "/"): simple = 0x2F
      case UInt8(ascii: "b"): simple = 0x08
      case UInt8(ascii: "f"): simple = 0x0C
      case UInt8(ascii: "n"): simple = 0x0A
      case UInt8(ascii: "r"): simple = 0x0D
      case UInt8(ascii: "t"): simple = 0x09
      case UInt8(ascii: "u"): simple = nil
      default: throw error("an unknown escape in a string")
      }
      if let simple {
        flushSurrogate(into: &output)
        output.append(simple)
        continue
      }
      guard index + 4 <= bytes.endIndex,
        let code = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16),
        bytes[index..<(index + 4)].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit })
      else { throw error("a \\u escape without four hex digits") }
      index += 4
      if (0xD800...0xDBFF).contains(code) {
        flushSurrogate(into: &output)
        pendingHighSurrogate = code
      } else if (0xDC00...0xDFFF).contains(code), let high = pendingHighSurrogate {
        let scalar = 0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)
        pendingHighSurrogate = nil
        // A high and a low surrogate always make a scalar in U+10000...U+10FFFF.
        let character = Unicode.Scalar(scalar) ?? "\u{FFFD}"
        output.append(contentsOf: Array(String(Character(character)).utf8))
      } else {
        flushSurrogate(into: &output)
        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
        output.append(contentsOf: Array(String(Character(scalar)).utf8))
      }
    }
  }
}
