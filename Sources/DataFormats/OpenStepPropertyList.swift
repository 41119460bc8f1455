/// A reader of the text property lists Xcode writes project files in (the OpenStep, or "old
/// style", format): dictionaries, arrays, strings and data, read straight into Swift values.
///
/// Foundation reads the same format, but on Linux it spends most of a project's parse
/// bridging its dictionaries into Swift, logs a line to stderr for each broken file, and leaks
/// the error it returns; a monorepo's hundred projects, read twice by each staged check, made
/// that the hook's largest cost.
///
/// Invariants: a value is a `String`, `[Any]` of values, `[String: Any]` of values (the last
/// of two equal keys wins, as in Foundation) or `[UInt8]` for `<data>`; strings follow
/// Foundation's rules (unquoted runs of letters, digits and `_$/:.-`; quoted with `"` or `'`,
/// with its escapes); nesting deeper than `maxDepth` is an error, never a stack overflow.
public enum OpenStepPropertyList {
  public static let maxDepth = 512

  /// Where and why a text is not a property list.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    public let line: Int
    public let reason: String
    public var description: String { "line \(line): \(reason)" }
  }

  /// The value the whole text holds.
  public static func parse(_ bytes: [UInt8]) throws(Failure) -> Any {
    try bytes.withUnsafeBufferPointer { buffer throws(Failure) -> Any in
      var parser = Parser(bytes: buffer)
      parser.skipSpace()
      guard parser.position < buffer.count else { throw parser.failure("the file holds no value") }
      let value = try parser.value(depth: 0)
      parser.skipSpace()
      guard parser.position == buffer.count else {
        throw parser.failure("\(parser.shown) follows the top value")
      }
      return value
    }
  }

  /// Whether bytes are another format Foundation reads (XML or binary), which `parse` does not.
  public static func isXMLOrBinary(_ bytes: [UInt8]) -> Bool {
    var start = bytes.startIndex
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
    while start < bytes.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
    let head = bytes[start...]
    return head.starts(with: Array("bplist".utf8)) || head.starts(with: Array("<?xml".utf8))
      || head.starts(with: Array("<!DOCTYPE".utf8)) || head.starts(with: Array("<plist".utf8))
  }

  private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    func failure(_ reason: String) -> Failure {
      let line = bytes[..<min(position, bytes.count)].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
      return Failure(line: line, reason: reason)
    }

    /// The byte at the position, as a user reads it, for messages.
    var shown: String {
      guard position < bytes.count else { return "the end of the file" }
      let byte = bytes[position]
      return byte >= 0x21 && byte < 0x7F
        ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }

    /// Skips white space and `//` and `/* */` comments.
    mutating func skipSpace() {
      while position < bytes.count {
        let byte = bytes[position]
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B
          || byte == 0x0C
        {
          position += 1
        } else if byte == 0x2F, position + 1 < bytes.count, bytes[position + 1] == 0x2F {
          while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D {
            position += 1
          }
        } else if byte == 0x2F, position + 1 < bytes.count, bytes[position + 1] == 0x2A {
          position += 2
          while position + 1 < bytes.count,
            !(bytes[position] == 0x2A && bytes[position + 1] == 0x2F)
          {
            position += 1
          }
          position = min(position + 2, bytes.count)
        } else if byte == 0xEF, position == 0, bytes.count >= 3, bytes[1] == 0xBB, bytes[2] == 0xBF
        {
          position = 3
        } else {
          return
        }
      }
    }

    static func isUnquoted(_ byte: UInt8) -> Bool {
      (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
        || (byte >= 0x30 && byte <= 0x39)
        || byte == 0x5F || byte == 0x24 || byte == 0x2F || byte == 0x3A || byte == 0x2E
        || byte == 0x2D
    }

    mutating func value(depth: Int) throws(Failure) -> Any {
      guard depth < OpenStepPropertyList.maxDepth else {
        throw failure("arrays and dictionaries nest deeper than \(OpenStepPropertyList.maxDepth)")
      }
      guard position < bytes.count else {
        throw failure("a value is missing at the end of the file")
      }
      switch bytes[position] {
      case 0x7B: return try dictionary(depth: depth)
      case 0x28: return try array(depth: depth)
      case 0x3C: return try data()
      case 0x22, 0x27: return try quoted()
      default:
        guard Self.isUnquoted(bytes[position]) else { throw failure("\(shown) begins no value") }
        return unquoted()
      }
    }

    mutating func string() throws(Failure) -> String {
      guard position < bytes.count else { throw failure("a key is missing at the end of the file") }
      switch bytes[position] {
      case 0x22, 0x27: return try quoted()
      default:
        guard Self.isUnquoted(bytes[position]) else { throw failure("\(shown) begins no key") }
        return unquoted()
      }
    }

    mutating func dictionary(depth: Int) throws(Failure) -> [String: Any] {
      position += 1
      var dictionary: [String: Any] = [:]
      while true {
        skipSpace()
        guard position < bytes.count else { throw failure("a dictionary is not closed with '}'") }
        if bytes[position] == 0x7D {
          position += 1
          return dictionary
        }
        let key = try string()
        skipSpace()
        if position < bytes.count, bytes[position] == 0x3B {
          // `key;` alone, as strings files write it: the key is its own value.
          position += 1
          dictionary[key] = key
          continue
        }
        guard position < bytes.count, bytes[position] == 0x3D else {
          throw failure("'=' is missing after the key '\(key)' (found \(shown))")
        }
        position += 1
        skipSpace()
        dictionary[key] = try value(depth: depth + 1)
        skipSpace()
        guard position < bytes.count, bytes[position] == 0x3B else {
          throw failure("';' is missing after the value of '\(key)' (found \(shown))")
        }
        position += 1
      }
    }

    mutating func array(depth: Int) throws(Failure) -> [Any] {
      position += 1
      var array: [Any] = []
      while true {
        skipSpace()
        guard position < bytes.count else { throw failure("an array is not closed with ')'") }
        if bytes[position] == 0x29 {
          position += 1
          return array
        }
        array.append(try value(depth: depth + 1))
        skipSpace()
        guard position < bytes.count else { throw failure("an array is not closed with ')'") }
        if bytes[position] == 0x2C {
          position += 1
        } else if bytes[position] != 0x29 {
          throw failure("',' or ')' is missing after an array's value (found \(shown))")
        }
      }
    }

    mutating func data() throws(Failure) -> [UInt8] {
      position += 1
      var data: [UInt8] = []
      var high: UInt8?
      while position < bytes.count {
        let byte = bytes[position]
        position += 1
        if byte == 0x3E {
          guard high == nil else { throw failure("data ends in half a byte") }
          return data
        }
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
        guard let nibble = Self.hexValue(byte) else {
          position -= 1
          throw failure("\(shown) is not a hexadecimal digit in data")
        }
        if let first = high {
          data.append(first << 4 | nibble)
          high = nil
        } else {
          high = nibble
        }
      }
      throw failure("data is not closed with '>'")
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
      switch byte {
      case 0x30...0x39: byte - 0x30
      case 0x41...0x46: byte - 0x41 + 10
      case 0x61...0x66: byte - 0x61 + 10
      default: nil
      }
    }

    mutating func unquoted() -> String {
      let start = position
      while position < bytes.count, Self.isUnquoted(bytes[position]) { position += 1 }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    /// A quoted string with Foundation's escapes: `\a \b \f \n \r \t \v`, up to three octal
    /// digits, `\U` and up to four hexadecimal digits (a UTF-16 unit; pairs make one
    /// character), and any other character standing for itself.
    mutating func quoted() throws(Failure) -> String {
      let quote = bytes[position]
      position += 1
      let start = position
      // Most strings have no escape: one slice, decoded once.
      while position < bytes.count, bytes[position] != quote, bytes[position] != 0x5C {
        position += 1
      }
      guard position < bytes.count else { throw failure("a quoted string is not closed") }
      if bytes[position] == quote {
        position += 1
        return String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<position - 1]), as: UTF8.self)
      }
      var utf8 = Array(bytes[start..<position])
      var units: [UInt16] = []
      func flushUnits() {
        guard !units.isEmpty else { return }
        utf8 += Array(String(decoding: units, as: UTF16.self).utf8)
        units.removeAll()
      }
      while position < bytes.count {
        let byte = bytes[position]
        if byte == quote {
          position += 1
          flushUnits()
          return String(decoding: utf8, as: UTF8.self)
        }
        position += 1
        guard byte == 0x5C else {
          flushUnits()
          utf8.append(byte)
          continue
        }
        guard position < bytes.count else { break }
        let escaped = bytes[position]
        position += 1
        if escaped == 0x55 {
          var unit: UInt16 = 0
          var digits = 0
          while digits < 4, position < bytes.count, let nibble = Self.hexValue(bytes[position]) {
            unit = unit << 4 | UInt16(nibble)
            position += 1
            digits += 1
          }
          units.append(unit)
          continue
        }
        flushUnits()
        switch escaped {
        case 0x61: utf8.append(0x07)
        case 0x62: utf8.append(0x08)
        case 0x66: utf8.append(0x0C)
        case 0x6E: utf8.append(0x0A)
        case 0x72: utf8.append(0x0D)
        case 0x74: utf8.append(0x09)
        case 0x76: utf8.append(0x0B)
        case 0x30...0x37:
          var code = UInt32(escaped - 0x30)
          var digits = 1
          while digits < 3, position < bytes.count, (0x30...0x37).contains(bytes[position]) {
            code = code << 3 | UInt32(bytes[position] - 0x30)
            position += 1
            digits += 1
          }
          utf8 += Array(String(Character(Unicode.Scalar(UInt8(truncatingIfNeeded: code)))).utf8)
        default: utf8.append(escaped)
        }
      }
      throw failure("a quoted string is not closed")
    }
  }
}
