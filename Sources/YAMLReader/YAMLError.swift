/// A place in a YAML text: line and column, both from 1.
///
/// Invariant: columns count Unicode scalars, as libyaml's do, so a position read from Yams
/// before and one read here name the same character.
public struct YAMLPosition: Sendable, Hashable, CustomStringConvertible {
  public let line: Int
  public let column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public var description: String { "line \(line), column \(column)" }
}

/// Why a YAML text could not be read: what is wrong, as a value, and where.
///
/// Invariant: `position` is where the reader found the problem (for a string that is never
/// closed, where it opens); places the problem refers back to travel in its case.
public struct YAMLError: Error, Sendable, Equatable, CustomStringConvertible {
  public let problem: Problem
  public let position: YAMLPosition

  public init(_ problem: Problem, at position: YAMLPosition) {
    self.problem = problem
    self.position = position
  }

  /// What is wrong, each case with its evidence.
  public enum Problem: Sendable, Equatable {
    // The bytes.
    /// The text is longer than the reader's limit.
    case tooLarge(bytes: Int, limit: Int)
    /// The byte at `byteOffset` starts no UTF-8 character.
    case notUTF8(byteOffset: Int)
    /// A character YAML forbids in a text (U+0000 to U+001F but tab and line breaks, U+007F,
    /// U+0080 to U+009F but U+0085, U+FFFE, U+FFFF).
    case controlCharacter(UInt32)

    // Tokens.
    /// A tab where YAML wants spaces: indentation, or after `-`, `?` or `:` in a block.
    case tabIndentation
    /// A character that starts no token (`@`, `` ` ``, a `%` past the first column).
    case cannotStart(Character)
    /// A mapping's key (at the error's position) whose line ends before its `:`.
    case missingColon
    /// A `- ` list entry where the indentation allows none.
    case listEntryNotAllowed
    /// A `? ` key where the indentation allows none.
    case explicitKeyNotAllowed
    /// A `: ` where no mapping value can start (usually a line indented under a value).
    case colonNotAllowed
    /// `&` or `*` (the indicator) without a name after it.
    case missingName(indicator: Character)
    /// A `%YAML` or `%TAG` directive that does not read as one.
    case malformedDirective(String)
    /// A directive other than `%YAML` and `%TAG`.
    case unknownDirective(String)
    /// A tag (`!name`, `!!name`, `!<uri>`) that does not read as one; what is wrong.
    case malformedTag(String)
    /// `!handle!suffix` with no `%TAG` for the handle.
    case undefinedTagHandle(String)
    /// The header of a `|` or `>` block scalar; what is wrong with it.
    case malformedBlockScalarHeader(String)
    /// A tab in the indentation of a block scalar's line.
    case tabInBlockScalar
    /// A tab in the indentation of a plain value's continuation line.
    case tabInPlainScalar
    /// `:` followed by one of `,[]{}?` inside a plain value in a flow collection.
    case colonInFlowValue
    /// A string (opened at `opened`) still open where a line starts with `---` or `...`.
    case documentMarkerInString(opened: YAMLPosition)
    /// A quoted string (the quote given) that the text ends inside.
    case unterminatedString(quote: Character)
    /// `\` followed by a character that escapes nothing.
    case unknownEscape(Character)
    /// `\x`, `\u` or `\U` (the letter given) without its `digits` hexadecimal digits.
    case shortEscape(letter: Character, digits: Int)
    /// An escape naming a surrogate or a value past U+10FFFF.
    case escapeOutOfRange(UInt32)

    // Structure.
    /// A value expected, and something else found (what, in words).
    case expectedValue(found: String)
    /// A `- ` entry of the block list at `list` expected, or less indentation.
    case expectedListEntry(list: YAMLPosition)
    /// A key of the block mapping at `mapping` expected, or less indentation.
    case expectedKey(mapping: YAMLPosition)
    /// The flow list (`[`) opened at `opened` continues with neither `,` nor `]`.
    case unclosedList(opened: YAMLPosition)
    /// The flow mapping (`{`) opened at `opened` continues with neither `,` nor `}`.
    case unclosedMapping(opened: YAMLPosition)
    /// After directives or `...`, no `---`.
    case expectedDocumentStart
    /// Two `%YAML` directives before one document.
    case duplicateYAMLDirective
    /// `%YAML` naming a version other than 1.1 and 1.2.
    case unsupportedVersion(major: Int, minor: Int)
    /// Two `%TAG` directives for one handle before one document.
    case duplicateTagDirective(handle: String)

    // Composition.
    /// `*name` with no `&name` before it.
    case undefinedAlias(String)
    /// Keys written twice in one mapping (sorted); `first` is where the first of them is first
    /// written, the error's position where it is written again.
    case duplicateKeys([String], first: YAMLPosition)
    /// Values nest deeper than `limit` levels (aliases expanded).
    case tooDeep(limit: Int)
    /// More than `limit` values are written.
    case tooManyNodes(limit: Int)
    /// The aliases expand to more than `limit` values (a "billion laughs").
    case aliasesExpandTooFar(limit: Int)
  }

  public var description: String { "\(position): \(problem.message)" }
}

extension YAMLError.Problem {
  /// What is wrong, in a user's words: lowercase, no final period.
  public var message: String {
    switch self {
    case .tooLarge(let bytes, let limit):
      "the text is \(bytes) bytes, more than the \(limit) bytes allowed"
    case .notUTF8(let offset):
      "the text is not UTF-8 (at byte \(offset))"
    case .controlCharacter(let value):
      "control character \(Self.codePoint(value)) is not allowed; YAML text holds printable "
        + "characters, tabs and line breaks"
    case .tabIndentation:
      "a tab character here: YAML indents with spaces, and a block allows no tab after '-', "
        + "'?' or ':'"
    case .cannotStart(let character):
      "'\(character)' cannot start a value; quote the value"
    case .missingColon:
      "this key of a mapping has no ':' after it on its line"
    case .listEntryNotAllowed:
      "a '- ' list entry cannot start here; check the indentation"
    case .explicitKeyNotAllowed:
      "a '? ' key cannot start here; check the indentation"
    case .colonNotAllowed:
      "':' cannot start a mapping value here; check the indentation, or quote a value that "
        + "holds ': '"
    case .missingName(let indicator):
      indicator == "&"
        ? "'&' starts an anchor: its name (letters, digits, '-' and '_') must follow, then a "
          + "space or the end of the line"
        : "'*' starts an alias: the name of an anchor (letters, digits, '-' and '_') must "
          + "follow, then a space or the end of the line"
    case .malformedDirective(let detail):
      "malformed directive: \(detail)"
    case .unknownDirective(let name):
      "unknown directive '%\(name)'; YAML has %YAML and %TAG"
    case .malformedTag(let detail):
      "malformed tag: \(detail)"
    case .undefinedTagHandle(let handle):
      "the tag handle '\(handle)' is declared by no %TAG directive"
    case .malformedBlockScalarHeader(let detail):
      "malformed '|' or '>' header: \(detail)"
    case .tabInBlockScalar:
      "a tab character indents this line of a '|' or '>' block; indent with spaces"
    case .tabInPlainScalar:
      "a tab character indents this continuation of a value; indent with spaces"
    case .colonInFlowValue:
      "':' followed by one of ',[]{}?' inside a value in a flow collection; quote the value"
    case .documentMarkerInString(let opened):
      "a line starts with a document marker ('---' or '...') inside the string opened at "
        + "\(opened)"
    case .unterminatedString(let quote):
      "the string opened with \(quote) here is never closed"
    case .unknownEscape(let character):
      "unknown escape '\\\(character)' in a double-quoted string"
    case .shortEscape(let letter, let digits):
      "'\\\(letter)' needs \(digits) hexadecimal digits"
    case .escapeOutOfRange(let value):
      "the escape names \(Self.codePoint(value)), which is no Unicode character"
    case .expectedValue(let found):
      "expected a value, found \(found)"
    case .expectedListEntry(let list):
      "expected a '- ' entry of the list at \(list), or less indentation"
    case .expectedKey(let mapping):
      "expected a key of the mapping at \(mapping), or less indentation"
    case .unclosedList(let opened):
      "expected ',' or ']' in the list opened with '[' at \(opened)"
    case .unclosedMapping(let opened):
      "expected ',' or '}' in the mapping opened with '{' at \(opened)"
    case .expectedDocumentStart:
      "expected '---' to start a document"
    case .duplicateYAMLDirective:
      "a second %YAML directive for one document"
    case .unsupportedVersion(let major, let minor):
      "version \(major).\(minor) of YAML is not read; only 1.1 and 1.2 are"
    case .duplicateTagDirective(let handle):
      "a second %TAG directive for '\(handle)'"
    case .undefinedAlias(let name):
      "the alias '*\(name)' names no anchor '&\(name)' defined before it"
    case .duplicateKeys(let keys, let first):
      "duplicate \(keys.count == 1 ? "key" : "keys") "
        + keys.map { "'\($0)'" }.joined(separator: ", ") + " (first at line \(first.line))"
    case .tooDeep(let limit):
      "values nest deeper than \(limit) levels"
    case .tooManyNodes(let limit):
      "the text holds more than \(limit) values"
    case .aliasesExpandTooFar(let limit):
      "its aliases expand to more than \(limit) values"
    }
  }

  private static func codePoint(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
