/// Where and why bytes are not JSON.
///
/// Invariant: `line` and `column` count from 1 (columns in characters), `offset` from 0 in
/// bytes, and all three point at the same place: where reading stopped.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, with what was found.
  public enum Problem: Sendable, Equatable, CustomStringConvertible {
    case notUTF8
    case noValue
    case unexpectedEnd(inside: String)
    case unexpected(String, expected: String)
    case unknownWord(String)
    case badNumber(String)
    case numberOutOfRange(String)
    case controlCharacter(UInt8)
    case badEscape(String)
    case loneSurrogate
    case tooDeep(limit: Int)
    case textAfterValue
    case fragment(kind: String)

    public var description: String {
      switch self {
      case .notUTF8: "the text is not UTF-8"
      case .noValue: "the text holds no value"
      case .unexpectedEnd(let inside): "the text ends inside \(inside)"
      case .unexpected(let found, let expected): "\(found) stands where \(expected) belongs"
      case .unknownWord(let word): "'\(word)' is not true, false or null"
      case .badNumber(let text): "'\(text)' is not a JSON number"
      case .numberOutOfRange(let text): "the number \(text) is beyond a Double's range"
      case .controlCharacter(let byte):
        "a string holds the control character 0x\(String(byte, radix: 16, uppercase: true)), which must be escaped"
      case .badEscape(let text): "'\(text)' is not an escape"
      case .loneSurrogate: "a \\u escape is half of a UTF-16 surrogate pair"
      case .tooDeep(let limit): "arrays and objects nest deeper than \(limit)"
      case .textAfterValue: "text follows the value"
      case .fragment(let kind): "the top level is \(kind), not an object or an array"
      }
    }
  }

  public let line: Int
  public let column: Int
  public let offset: Int
  public let problem: Problem

  public init(line: Int, column: Int, offset: Int, problem: Problem) {
    self.line = line
    self.column = column
    self.offset = offset
    self.problem = problem
  }

  public var description: String { "\(problem) at line \(line), column \(column)" }
}
