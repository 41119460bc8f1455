/// Where and why bytes are not a property list: a line of an XML or text list, a byte offset
/// of a binary one, and the problem in a user's words.
///
/// Invariant: `description` reads "line 4: ..." or "byte 120: ...", the place first, so a
/// message that quotes it says where to look.
public struct PropertyListError: Error, Sendable, Equatable, CustomStringConvertible {
  public enum Place: Sendable, Equatable, CustomStringConvertible {
    /// A line of an XML or text list, from 1.
    case line(Int)
    /// A byte of a binary list, from 0.
    case offset(Int)

    public var description: String {
      switch self {
      case .line(let line): "line \(line)"
      case .offset(let offset): "byte \(offset)"
      }
    }
  }

  /// What is wrong, with what was found.
  public enum Problem: Sendable, Equatable, CustomStringConvertible {
    // XML
    case notText(encoding: String)
    case unsupportedEncoding(String)
    case unexpectedEnd(inside: String)
    case malformedMarkup(String)
    case unknownElement(String)
    case unexpectedClose(found: String, open: String)
    case textOutsideValue(String)
    case keyExpected(found: String)
    case valueMissing(key: String)
    case noValue
    case badInteger(String)
    case integerOverflow(String)
    case badReal(String)
    case badDate(String)
    case unknownEntity(String)
    case badCharacterReference(String)
    case tooDeep(limit: Int)
    // Binary
    case tooShort(bytes: Int)
    case badTrailer(String)
    case tooManyObjects(count: UInt64, limit: Int)
    case objectOutOfRange(object: Int, offset: UInt64)
    case referenceOutOfRange(reference: UInt64, objects: Int)
    case unknownMarker(UInt8)
    case runsPastEnd(what: String, length: UInt64)
    case integerTooWide
    case keyNotString(found: String)
    case cycle(object: Int)
    case tooManyValues(limit: Int)
    // The text format: the text reader's own words.
    case text(String)

    public var description: String {
      switch self {
      case .notText(let encoding): "the text is not \(encoding)"
      case .unsupportedEncoding(let name):
        "the encoding \(name) is not read (UTF-8, UTF-16 and ISO-8859-1 are)"
      case .unexpectedEnd(let element): "the file ends inside \(element)"
      case .malformedMarkup(let what): what
      case .unknownElement(let name): "<\(name)> is not a property-list element"
      case .unexpectedClose(let found, let open):
        "</\(found)> closes \(open.isEmpty ? "nothing" : "<\(open)>")"
      case .textOutsideValue(let text): "the text '\(text)' stands where an element belongs"
      case .keyExpected(let found): "a <dict> holds \(found) where a <key> belongs"
      case .valueMissing(let key): "the key '\(key)' has no value"
      case .noValue: "the file holds no value"
      case .badInteger(let text): "'\(text)' is not an integer"
      case .integerOverflow(let text): "the integer \(text) does not fit in 64 bits"
      case .badReal(let text): "'\(text)' is not a real number"
      case .badDate(let text): "'\(text)' is not a date (YYYY-MM-DDTHH:MM:SSZ)"
      case .unknownEntity(let name): "&\(name); is not one of XML's five entities"
      case .badCharacterReference(let text): "&\(text); names no character"
      case .tooDeep(let limit): "arrays and dictionaries nest deeper than \(limit)"
      case .tooShort(let bytes):
        "the file is \(bytes) bytes, too short for a header and a 32-byte trailer"
      case .badTrailer(let what): "the trailer \(what)"
      case .tooManyObjects(let count, let limit):
        "the trailer declares \(count) objects, more than the \(limit) read"
      case .objectOutOfRange(let object, let offset):
        "object \(object) is said to start at byte \(offset), outside the objects"
      case .referenceOutOfRange(let reference, let objects):
        "a reference to object \(reference) points past the \(objects) objects"
      case .unknownMarker(let marker):
        "the marker 0x\(String(marker, radix: 16, uppercase: true)) begins no object"
      case .runsPastEnd(let what, let length): "\(what) of length \(length) runs past the end"
      case .integerTooWide: "an integer does not fit in 64 bits"
      case .keyNotString(let found): "a dictionary's key is \(found), not a string"
      case .cycle(let object): "object \(object) contains itself"
      case .tooManyValues(let limit): "the objects' references expand to more than \(limit) values"
      case .text(let reason): reason
      }
    }
  }

  public let place: Place
  public let problem: Problem

  public init(_ place: Place, _ problem: Problem) {
    self.place = place
    self.problem = problem
  }

  public var description: String { "\(place): \(problem)" }
}
