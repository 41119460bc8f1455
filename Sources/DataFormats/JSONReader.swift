/// A reader of JSON (RFC 8259) from UTF-8 bytes into a ``JSONNode``, as Foundation's
/// `JSONSerialization` reads it on Linux: a byte-order mark is skipped, and a comma may end an
/// array or object (`[1, 2,]`), which Xcode never writes but Foundation accepted.
///
/// Invariants: text that is not UTF-8 is an error at its first bad byte; arrays and objects
/// nest at most `maxDepth` deep, so hostile nesting is an error, never a stack overflow; every
/// error says where reading stopped (line and column, from 1, and the byte offset) and why.
public struct JSONReader {
  /// Foundation's own limit.
  public static let maxDepth = 512

  private let bytes: [UInt8]
  private var position: Int

  /// The value the bytes hold; with `allowingFragments` false, the top level must be an object
  /// or an array (JSONSerialization's default).
  public static func parse(_ bytes: [UInt8], allowingFragments: Bool = true)
    throws(JSONSyntaxError) -> JSONNode
  {
    var reader = JSONReader(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
    if let bad = UTF8Validation.firstInvalidOffset(bytes[reader.position...]) {
      reader.position += bad
      throw reader.failure(.notUTF8)
    }
    reader.skipSpace()
    guard reader.position < bytes.count else { throw reader.failure(.noValue) }
    let value = try reader.value(depth: 0)
    reader.skipSpace()
    guard reader.position == bytes.count else { throw reader.failure(.textAfterValue) }
    if !allowingFragments {
      switch value {
      case .object, .array: break
      default:
        reader.position = 0
        throw reader.failure(.fragment(kind: value.kind))
      }
    }
    return value
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
    position = 0
  }

  private func failure(_ problem: JSONSyntaxError.Problem) -> JSONSyntaxError {
    let end = min(position, bytes.count)
    var line = 1
    var lineStart = 0
    for index in 0..<end where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    // Columns count characters (UTF-8 lead bytes), not bytes.
    let column = 1 + bytes[lineStart..<end].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    return JSONSyntaxError(line: line, column: column, offset: end, problem: problem)
  }

  private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  /// The character at the position, as a message shows it.
  private var shown: String {
    guard let byte = current else { return "the end" }
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    if byte < 0x80 { return "byte 0x\(String(byte, radix: 16, uppercase: true))" }
    let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
    return
      "'\(String(decoding: bytes[position..<min(position + length, bytes.count)], as: UTF8.self))'"
  }

  private mutating func skipSpace() {
    while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
      position += 1
    }
  }

  private mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONNode {
    guard let byte = current else { throw failure(.unexpectedEnd(inside: "a value")) }
    switch byte {
    case UInt8(ascii: "{"):
      guard depth < Self.maxDepth else { throw failure(.tooDeep(limit: Self.maxDepth)) }
      return try object(depth: depth + 1)
    case UInt8(ascii: "["):
      guard depth < Self.maxDepth else { throw failure(.tooDeep(limit: Self.maxDepth)) }
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
      throw failure(.unexpected(shown, expected: "a value"))
    }
  }

  private mutating func literal(_ word: String) throws(JSONSyntaxError) {
    let start = position
    for expected in word.utf8 {
      guard current == expected else {
        position = start
        let run = bytes[start...].prefix { $0 >= 0x61 && $0 <= 0x7A }.prefix(12)
        throw failure(.unknownWord(String(decoding: run, as: UTF8.self)))
      }
      position += 1
    }
  }

  private mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONNode {
    position += 1
    var members: [String: JSONNode] = [:]
    skipSpace()
    if current == UInt8(ascii: "}") {
      position += 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard let byte = current else { throw failure(.unexpectedEnd(inside: "an object")) }
      guard byte == UInt8(ascii: "\"") else {
        throw failure(.unexpected(shown, expected: "a key in quotes"))
      }
      let key = try string()
      skipSpace()
      guard current == UInt8(ascii: ":") else {
        if current == nil { throw failure(.unexpectedEnd(inside: "an object")) }
        throw failure(.unexpected(shown, expected: "':' after the key"))
      }
      position += 1
      skipSpace()
      members[key] = try value(depth: depth)
      skipSpace()
      switch current {
      case UInt8(ascii: ","):
        position += 1
        skipSpace()
        if current == UInt8(ascii: "}") {
          position += 1
          return .object(members)
        }
      case UInt8(ascii: "}"):
        position += 1
        return .object(members)
      case nil: throw failure(.unexpectedEnd(inside: "an object"))
      default: throw failure(.unexpected(shown, expected: "',' or '}'"))
      }
    }
  }

  private mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONNode {
    position += 1
    var items: [JSONNode] = []
    skipSpace()
    if current == UInt8(ascii: "]") {
      position += 1
      return .array(items)
    }
    while true {
      skipSpace()
      guard current != nil else { throw failure(.unexpectedEnd(inside: "an array")) }
      items.append(try value(depth: depth))
      skipSpace()
      switch current {
      case UInt8(ascii: ","):
        position += 1
        skipSpace()
        if current == UInt8(ascii: "]") {
          position += 1
          return .array(items)
        }
      case UInt8(ascii: "]"):
        position += 1
        return .array(items)
      case nil: throw failure(.unexpectedEnd(inside: "an array"))
      default: throw failure(.unexpected(shown, expected: "',' or ']'"))
      }
    }
  }

  private static func isDigit(_ byte: UInt8?) -> Bool {
    guard let byte else { return false }
    return byte >= 0x30 && byte <= 0x39
  }

  /// `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`, finite as a `Double`.
  private mutating func number() throws(JSONSyntaxError) -> String {
    let start = position
    func badNumber(_ reader: inout JSONReader) -> JSONSyntaxError {
      let end = reader.bytes[start...].prefix { byte in
        Self.isDigit(byte) || [0x2B, 0x2D, 0x2E, 0x45, 0x65].contains(byte)
      }.endIndex
      let text = String(decoding: reader.bytes[start..<max(end, reader.position)], as: UTF8.self)
      reader.position = start
      return reader.failure(.badNumber(text))
    }
    if current == UInt8(ascii: "-") { position += 1 }
    guard Self.isDigit(current) else { throw badNumber(&self) }
    if current == UInt8(ascii: "0") {
      position += 1
      if Self.isDigit(current) { throw badNumber(&self) }
    } else {
      while Self.isDigit(current) { position += 1 }
    }
    if current == UInt8(ascii: ".") {
      position += 1
      guard Self.isDigit(current) else { throw badNumber(&self) }
      while Self.isDigit(current) { position += 1 }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      guard Self.isDigit(current) else { throw badNumber(&self) }
      while Self.isDigit(current) { position += 1 }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      position = start
      throw failure(.numberOutOfRange(text))
    }
    return text
  }

  /// A string at its opening quote, escapes resolved; a `\u` surrogate must be half of a pair.
  private mutating func string() throws(JSONSyntaxError) -> String {
    let start = position
    position += 1
    var output: [UInt8] = []
    while true {
      guard let byte = current else {
        position = start
        throw failure(.unexpectedEnd(inside: "a string"))
      }
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        return String(decoding: output, as: UTF8.self)
      case UInt8(ascii: "\\"):
        output += try escape()
      case 0x00..<0x20:
        throw failure(.controlCharacter(byte))
      default:
        output.append(byte)
        position += 1
      }
    }
  }

  /// The UTF-8 of one escape, at its backslash.
  private mutating func escape() throws(JSONSyntaxError) -> [UInt8] {
    let start = position
    position += 1
    guard let letter = current else {
      position = start
      throw failure(.unexpectedEnd(inside: "a string"))
    }
    position += 1
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return [letter]
    case UInt8(ascii: "b"): return [0x08]
    case UInt8(ascii: "f"): return [0x0C]
    case UInt8(ascii: "n"): return [0x0A]
    case UInt8(ascii: "r"): return [0x0D]
    case UInt8(ascii: "t"): return [0x09]
    case UInt8(ascii: "u"):
      let first = try hexUnit(escapeStart: start)
      var scalar: Unicode.Scalar?
      if (0xD800...0xDBFF).contains(first) {
        let second = position
        guard current == UInt8(ascii: "\\"), position + 1 < bytes.count,
          bytes[position + 1] == UInt8(ascii: "u")
        else {
          position = start
          throw failure(.loneSurrogate)
        }
        position += 2
        let low = try hexUnit(escapeStart: second)
        guard (0xDC00...0xDFFF).contains(low) else {
          position = start
          throw failure(.loneSurrogate)
        }
        scalar = Unicode.Scalar(0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(low) - 0xDC00))
      } else {
        scalar = Unicode.Scalar(first)
      }
      guard let scalar else {
        position = start
        throw failure(.loneSurrogate)
      }
      return Array(String(Character(scalar)).utf8)
    default:
      position = start
      throw failure(.badEscape("\\" + String(decoding: [letter], as: UTF8.self)))
    }
  }

  /// The four hexadecimal digits after `\u`.
  private mutating func hexUnit(escapeStart: Int) throws(JSONSyntaxError) -> UInt16 {
    var unit: UInt16 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = Self.hexValue(byte) else {
        let text = bytes[escapeStart..<min(position + 1, bytes.count)]
        position = escapeStart
        throw failure(.badEscape(String(decoding: text, as: UTF8.self)))
      }
      unit = unit << 4 | UInt16(digit)
      position += 1
    }
    return unit
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
  }
}
