/// Why a build description (a workspace, an XcodeGen spec, a .NET project, a Cordova
/// `config.xml`, a generator's configuration) could not be read at all.
///
/// Invariant: only problems with the file as a whole (its size, its syntax, the kind of
/// value at its top) are errors; anything wrong below the top is a note on the parsed value,
/// so one bad entry never hides the rest. Each case carries its evidence, and the parser's
/// own words are cut to one line of at most `maxDetail` characters.
public enum BuildDescriptionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file is larger than any real file of its kind.
  case tooLarge(bytes: Int, limit: Int)
  /// The bytes from `offset` on are not UTF-8.
  case notUTF8(offset: Int)
  /// The bytes are not YAML: the reader's place and words (YAMLReader's `YAMLError`).
  case notYAML(detail: String)
  /// The bytes are not JSON; what was wrong, at which byte.
  case notJSON(detail: String, offset: Int)
  /// The bytes are not well-formed XML.
  case notXML(MarkupError)
  /// The top of the file is not what the format holds ("a dictionary", "a <Workspace>
  /// element"); what it is instead.
  case wrongTopLevel(expected: String, found: String)
  /// YAML aliases expand to more values than any real file holds (a "billion laughs").
  case tooManyValues(limit: Int)
  /// Values nest deeper than any real file of the format.
  case tooDeep(limit: Int)
  /// A YAML mapping key (on 1-based `line`) that is itself a mapping or a list (an alias of one included): no
  /// build description has one, and the readers here want text keys (Yams trapped on it).
  case complexKey(line: Int)

  /// The longest parser message kept.
  static let maxDetail = 200

  public var description: String {
    switch self {
    case .tooLarge(let bytes, let limit):
      "it is \(bytes) bytes, more than the \(limit) bytes any such file has"
    case .notUTF8(let offset):
      "it is not UTF-8 text (at byte \(offset))"
    case .notYAML(let detail):
      "it is not valid YAML (\(detail))"
    case .notJSON(let detail, let offset):
      "it is not valid JSON (\(detail) at byte \(offset))"
    case .notXML(let error):
      "it is not well-formed XML (\(error))"
    case .wrongTopLevel(let expected, let found):
      "its top level is \(found), not \(expected)"
    case .tooManyValues(let limit):
      "its aliases expand to more than \(limit) values"
    case .tooDeep(let limit):
      "its values nest deeper than \(limit) levels"
    case .complexKey(let line):
      "a key on line \(line) is a mapping or a list, where a key must be plain text"
    }
  }

  /// The first line of a parser's message, cut to `maxDetail` characters (a message may quote
  /// the offending input, which may be megabytes long).
  static func detail(_ message: String) -> String {
    let line = message.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    let trimmed = line.trimmed
    guard trimmed.count > maxDetail else { return trimmed }
    return String(trimmed.prefix(maxDetail)) + "…"
  }
}

extension String {
  /// The text without leading and trailing white space and line breaks.
  package var trimmed: String {
    var text = self[...]
    while let first = text.first, first.isWhitespace { text = text.dropFirst() }
    while let last = text.last, last.isWhitespace { text = text.dropLast() }
    return String(text)
  }
}

extension MarkupDocument {
  /// The top-level element of a build description: `bytes` of at most `limit` bytes of
  /// well-formed markup whose top-level element is `element` (`<widget>`, `<Project>`), its
  /// name compared after `name` has read it (Cordova's `gap:` prefixes are dropped).
  static func root(
    of bytes: [UInt8], limit: Int, element: String, name: (String) -> String = { $0 }
  ) throws(BuildDescriptionError) -> MarkupElement {
    guard bytes.count <= limit else { throw .tooLarge(bytes: bytes.count, limit: limit) }
    let document: MarkupDocument
    do {
      document = try MarkupDocument(bytes: bytes)
    } catch {
      throw .notXML(error)
    }
    guard name(document.root.name) == element else {
      throw .wrongTopLevel(
        expected: "a <\(element)> element", found: "a <\(document.root.name)> element")
    }
    return document.root
  }
}
