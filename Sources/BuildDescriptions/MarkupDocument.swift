/// A small XML document read from bytes: elements with their attributes, character data and
/// children, enough for workspaces, MSBuild projects and Cordova's `config.xml`.
///
/// Invariant: a pure value; `root` is the one top-level element of a well-formed document of
/// at most `maxBytes` bytes, `maxDepth` levels and `maxElements` elements. Comments,
/// processing instructions, the XML declaration and DOCTYPE are dropped; entities are decoded
/// (`&amp;` `&lt;` `&gt;` `&quot;` `&apos;` and numeric ones; an unknown entity stays as
/// written); CDATA sections are character data, kept as written. Namespaces are not
/// resolved: a name is as written, prefix included. Reading it is one pass without recursion.
public struct MarkupDocument: Sendable, Equatable {
  public let root: MarkupElement

  /// Larger than any project description (the largest `.csproj` seen is a few hundred KB).
  public static let maxBytes = 16 << 20
  public static let defaultMaxDepth = 256
  public static let defaultMaxElements = 200_000

  /// Reads `bytes`, UTF-8 with or without a byte-order mark.
  public init(
    bytes: [UInt8], maxDepth: Int = defaultMaxDepth, maxElements: Int = defaultMaxElements
  ) throws(MarkupError) {
    guard bytes.count <= Self.maxBytes else {
      throw .tooLarge(bytes: bytes.count, limit: Self.maxBytes)
    }
    var parser = MarkupParser(bytes: bytes, maxDepth: maxDepth, maxElements: maxElements)
    root = try parser.parse()
  }
}

/// One attribute as written, its value decoded.
public struct MarkupAttribute: Sendable, Equatable {
  public let name: String
  public let value: String

  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}

/// One element of a `MarkupDocument`.
///
/// Invariant: `attributes` and `children` are in document order; `text` is the element's own
/// character data (its children's excluded), decoded, concatenated, untrimmed, with line ends
/// made "\n"; `line` (from 1) and `offset` (in bytes) are where its start tag begins.
public struct MarkupElement: Sendable, Equatable {
  public let name: String
  public let attributes: [MarkupAttribute]
  public let children: [MarkupElement]
  public let text: String
  public let line: Int
  public let offset: Int

  public init(
    name: String, attributes: [MarkupAttribute] = [], children: [MarkupElement] = [],
    text: String = "", line: Int = 1, offset: Int = 0
  ) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.text = text
    self.line = line
    self.offset = offset
  }

  /// The value of the first attribute named `name` (exact case), nil when there is none.
  public func attribute(_ name: String) -> String? {
    attributes.first(where: { $0.name == name })?.value
  }

  /// The direct children named `name` (exact case), in document order.
  public func children(named name: String) -> [MarkupElement] {
    children.filter { $0.name == name }
  }

  /// Every element below this one named `name` (exact case), in document order.
  public func descendants(named name: String) -> [MarkupElement] {
    var found: [MarkupElement] = []
    // An explicit stack: depth is bounded, but no walk here should depend on it.
    var stack = Array(children.reversed())
    while let element = stack.popLast() {
      if element.name == name { found.append(element) }
      stack.append(contentsOf: element.children.reversed())
    }
    return found
  }
}

/// Why bytes are not a document `MarkupDocument` reads.
///
/// Invariant: every case that points into the bytes carries the byte offset where the
/// problem starts, so a test (and a user) can find it.
public enum MarkupError: Error, Sendable, Equatable, CustomStringConvertible {
  case tooLarge(bytes: Int, limit: Int)
  case notUTF8(offset: Int)
  /// No element at all (an empty file, or only comments).
  case noRootElement
  /// The element opened at `offset` is still open at the end of the file.
  case unclosedTag(name: String, offset: Int)
  /// `</found>` closes an element while `<expected>` is the open one.
  case mismatchedEndTag(expected: String, found: String, offset: Int)
  /// `</name>` with no element open.
  case unexpectedEndTag(name: String, offset: Int)
  /// A `<` that starts no tag, or a tag that does not end in `>` or `/>`.
  case badTag(offset: Int)
  /// An attribute without a name, an `=`, or a quoted value.
  case badAttribute(offset: Int)
  /// A comment, CDATA section, processing instruction, DOCTYPE, tag or attribute value
  /// that the file ends inside.
  case unterminated(construct: String, offset: Int)
  /// Text or a second element outside the root element.
  case contentOutsideRoot(offset: Int)
  case tooDeep(limit: Int, offset: Int)
  case tooManyElements(limit: Int, offset: Int)

  public var description: String {
    switch self {
    case .tooLarge(let bytes, let limit):
      "it is \(bytes) bytes, more than the \(limit) bytes allowed"
    case .notUTF8(let offset):
      "it is not UTF-8 text (at byte \(offset))"
    case .noRootElement:
      "it holds no element"
    case .unclosedTag(let name, let offset):
      "<\(name)> opened at byte \(offset) is never closed"
    case .mismatchedEndTag(let expected, let found, let offset):
      "</\(found)> at byte \(offset) closes <\(expected)>"
    case .unexpectedEndTag(let name, let offset):
      "</\(name)> at byte \(offset) closes no open element"
    case .badTag(let offset):
      "the tag at byte \(offset) is malformed"
    case .badAttribute(let offset):
      "the attribute at byte \(offset) is malformed"
    case .unterminated(let construct, let offset):
      "the \(construct) at byte \(offset) never ends"
    case .contentOutsideRoot(let offset):
      "there is content outside the root element at byte \(offset)"
    case .tooDeep(let limit, let offset):
      "elements nest deeper than \(limit) levels at byte \(offset)"
    case .tooManyElements(let limit, let offset):
      "it holds more than \(limit) elements (at byte \(offset))"
    }
  }
}

/// The single pass behind `MarkupDocument.init`: a cursor over the bytes and the stack of
/// open elements.
///
/// Invariant: `line` is the line of `index`; every element pushed is within the depth and
/// count limits; each byte is looked at a bounded number of times (searches for a
/// terminator start where the construct starts and stop at the first match).
private struct MarkupParser {
  private struct Open {
    let name: String
    let attributes: [MarkupAttribute]
    var children: [MarkupElement] = []
    var text: [UInt8] = []
    let line: Int
    let offset: Int
  }

  private let bytes: [UInt8]
  private let maxDepth: Int
  private let maxElements: Int
  private var index = 0
  private var line = 1
  private var stack: [Open] = []
  private var root: MarkupElement?
  private var elementCount = 0

  init(bytes: [UInt8], maxDepth: Int, maxElements: Int) {
    self.bytes = bytes
    self.maxDepth = maxDepth
    self.maxElements = maxElements
  }

  mutating func parse() throws(MarkupError) -> MarkupElement {
    if let bad = firstInvalidUTF8(bytes[...]) { throw .notUTF8(offset: bad) }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "<") {
        try markup()
      } else {
        try characterData()
      }
    }
    if let open = stack.last { throw .unclosedTag(name: open.name, offset: open.offset) }
    guard let root else { throw .noRootElement }
    return root
  }

  // MARK: - Cursor

  /// Moves to `target`, counting the line breaks passed.
  private mutating func advance(to target: Int) {
    let end = min(target, bytes.count)
    var newlines = 0
    for position in index..<end where bytes[position] == 0x0A { newlines += 1 }
    line += newlines
    index = end
  }

  private func starts(with text: StaticString, at position: Int) -> Bool {
    let count = text.utf8CodeUnitCount
    guard position + count <= bytes.count else { return false }
    return text.withUTF8Buffer { pattern in
      for offset in 0..<count where bytes[position + offset] != pattern[offset] { return false }
      return true
    }
  }

  /// The position of the first `text` at or after `position`.
  private func find(_ text: StaticString, from position: Int) -> Int? {
    guard text.utf8CodeUnitCount > 0 else { return position }
    let first = text.withUTF8Buffer { $0[0] }
    var candidate = position
    while candidate < bytes.count {
      if bytes[candidate] == first, starts(with: text, at: candidate) { return candidate }
      candidate += 1
    }
    return nil
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private static func isNameStart(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
      || byte == 0x3A || byte >= 0x80
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
  }

  private mutating func skipSpace() {
    while index < bytes.count, Self.isSpace(bytes[index]) {
      if bytes[index] == 0x0A { line += 1 }
      index += 1
    }
  }

  /// A name at the cursor, or nil (cursor unmoved) when none starts there.
  private mutating func name() -> String? {
    guard index < bytes.count, Self.isNameStart(bytes[index]) else { return nil }
    let start = index
    while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  // MARK: - Markup

  private mutating func markup() throws(MarkupError) {
    let start = index
    if starts(with: "<!--", at: index) {
      try skip(past: "-->", from: index + 4, construct: "comment", start: start)
    } else if starts(with: "<![CDATA[", at: index) {
      guard let end = find("]]>", from: index + 9) else {
        throw .unterminated(construct: "CDATA section", offset: start)
      }
      guard !stack.isEmpty else { throw .contentOutsideRoot(offset: start) }
      appendText(bytes[(index + 9)..<end])
      advance(to: end + 3)
    } else if starts(with: "<?", at: index) {
      try skip(past: "?>", from: index + 2, construct: "processing instruction", start: start)
    } else if starts(with: "<!", at: index) {
      try skipDeclaration()
    } else if starts(with: "</", at: index) {
      try endTag()
    } else {
      try startTag()
    }
  }

  private mutating func skip(
    past terminator: StaticString, from position: Int, construct: String, start: Int
  ) throws(MarkupError) {
    guard let end = find(terminator, from: position) else {
      throw .unterminated(construct: construct, offset: start)
    }
    advance(to: end + terminator.utf8CodeUnitCount)
  }

  /// `<!DOCTYPE ...>` and its kin, with an internal subset in brackets and quoted strings
  /// that may hold `>`.
  private mutating func skipDeclaration() throws(MarkupError) {
    let start = index
    var position = index + 2
    var bracketDepth = 0
    var quote: UInt8? = nil
    while position < bytes.count {
      let byte = bytes[position]
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == 0x22 || byte == 0x27 {
        quote = byte
      } else if byte == UInt8(ascii: "[") {
        bracketDepth += 1
      } else if byte == UInt8(ascii: "]") {
        bracketDepth -= 1
      } else if byte == UInt8(ascii: ">"), bracketDepth <= 0 {
        advance(to: position + 1)
        return
      }
      position += 1
    }
    throw .unterminated(construct: "DOCTYPE", offset: start)
  }

  private mutating func endTag() throws(MarkupError) {
    let start = index
    index += 2
    guard let found = name() else { throw .badTag(offset: start) }
    skipSpace()
    guard index < bytes.count else { throw .unterminated(construct: "tag", offset: start) }
    guard bytes[index] == UInt8(ascii: ">") else { throw .badTag(offset: start) }
    index += 1
    guard let open = stack.popLast() else { throw .unexpectedEndTag(name: found, offset: start) }
    guard open.name == found else {
      throw .mismatchedEndTag(expected: open.name, found: found, offset: start)
    }
    close(open)
  }

  private mutating func startTag() throws(MarkupError) {
    let start = index
    let startLine = line
    index += 1
    guard let elementName = name() else { throw .badTag(offset: start) }
    var attributes: [MarkupAttribute] = []
    var selfClosing = false
    while true {
      skipSpace()
      guard index < bytes.count else { throw .unterminated(construct: "tag", offset: start) }
      let byte = bytes[index]
      if byte == UInt8(ascii: ">") {
        index += 1
        break
      }
      if byte == UInt8(ascii: "/") {
        guard index + 1 < bytes.count else {
          throw .unterminated(construct: "tag", offset: start)
        }
        guard bytes[index + 1] == UInt8(ascii: ">") else { throw .badTag(offset: start) }
        index += 2
        selfClosing = true
        break
      }
      attributes.append(try attribute())
    }
    guard root == nil else { throw .contentOutsideRoot(offset: start) }
    guard stack.count < maxDepth else { throw .tooDeep(limit: maxDepth, offset: start) }
    elementCount += 1
    guard elementCount <= maxElements else {
      throw .tooManyElements(limit: maxElements, offset: start)
    }
    let open = Open(name: elementName, attributes: attributes, line: startLine, offset: start)
    if selfClosing {
      close(open)
    } else {
      stack.append(open)
    }
  }

  /// `name = "value"` or `name='value'`, with any white space around the `=`.
  private mutating func attribute() throws(MarkupError) -> MarkupAttribute {
    let start = index
    guard let attributeName = name() else { throw .badAttribute(offset: start) }
    skipSpace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
      throw .badAttribute(offset: start)
    }
    index += 1
    skipSpace()
    guard index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 else {
      throw .badAttribute(offset: start)
    }
    let quote = bytes[index]
    let valueStart = index + 1
    var end = valueStart
    while end < bytes.count, bytes[end] != quote { end += 1 }
    guard end < bytes.count else {
      throw .unterminated(construct: "attribute value", offset: start)
    }
    var value: [UInt8] = []
    Self.decode(bytes[valueStart..<end], into: &value, inAttribute: true)
    advance(to: end + 1)
    return MarkupAttribute(name: attributeName, value: String(decoding: value, as: UTF8.self))
  }

  private mutating func characterData() throws(MarkupError) {
    let start = index
    var end = index
    while end < bytes.count, bytes[end] != UInt8(ascii: "<") { end += 1 }
    if stack.isEmpty {
      if let stray = bytes[start..<end].firstIndex(where: { !Self.isSpace($0) }) {
        throw .contentOutsideRoot(offset: stray)
      }
    } else {
      appendText(bytes[start..<end], decoding: true)
    }
    advance(to: end)
  }

  private mutating func appendText(_ text: ArraySlice<UInt8>, decoding: Bool = false) {
    guard !stack.isEmpty else { return }
    if decoding {
      Self.decode(text, into: &stack[stack.count - 1].text, inAttribute: false)
    } else {
      Self.appendNormalizingLineEnds(text, into: &stack[stack.count - 1].text)
    }
  }

  private mutating func close(_ open: Open) {
    let element = MarkupElement(
      name: open.name, attributes: open.attributes, children: open.children,
      text: String(decoding: open.text, as: UTF8.self), line: open.line, offset: open.offset)
    if stack.isEmpty {
      root = element
    } else {
      stack[stack.count - 1].children.append(element)
    }
  }

  // MARK: - Entities

  private static func appendNormalizingLineEnds(
    _ text: ArraySlice<UInt8>, into output: inout [UInt8]
  ) {
    var position = text.startIndex
    while position < text.endIndex {
      let byte = text[position]
      if byte == 0x0D {
        output.append(0x0A)
        if position + 1 < text.endIndex, text[position + 1] == 0x0A { position += 1 }
      } else {
        output.append(byte)
      }
      position += 1
    }
  }

  /// Appends `text` with its entities decoded; in an attribute, tabs and line breaks become
  /// spaces as XML's attribute-value normalisation says.
  private static func decode(
    _ text: ArraySlice<UInt8>, into output: inout [UInt8], inAttribute: Bool
  ) {
    var position = text.startIndex
    while position < text.endIndex {
      let byte = text[position]
      if byte == UInt8(ascii: "&"), let (scalar, length) = entity(in: text, at: position) {
        output.append(contentsOf: Array(String(Character(scalar)).utf8))
        position += length
        continue
      }
      if byte == 0x0D {
        output.append(inAttribute ? 0x20 : 0x0A)
        if position + 1 < text.endIndex, text[position + 1] == 0x0A { position += 1 }
      } else if inAttribute, byte == 0x0A || byte == 0x09 {
        output.append(0x20)
      } else {
        output.append(byte)
      }
      position += 1
    }
  }

  /// The character an entity at `position` (an `&`) stands for and its length with the `;`;
  /// nil when it is not one of the predefined or a numeric entity of a valid character.
  private static func entity(in text: ArraySlice<UInt8>, at position: Int) -> (
    Unicode.Scalar, Int
  )? {
    // The longest one read is "&#x10FFFF;" with leading zeros; 16 bytes bounds the search.
    let limit = min(text.endIndex, position + 16)
    guard let semicolon = text[position..<limit].firstIndex(of: UInt8(ascii: ";")) else {
      return nil
    }
    let body = text[(position + 1)..<semicolon]
    let length = semicolon - position + 1
    switch String(decoding: body, as: UTF8.self) {
    case "amp": return ("&", length)
    case "lt": return ("<", length)
    case "gt": return (">", length)
    case "quot": return ("\"", length)
    case "apos": return ("'", length)
    case let name where name.hasPrefix("#x") || name.hasPrefix("#X"):
      let digits = name.dropFirst(2)
      guard !digits.isEmpty, digits.allSatisfy(\.isHexDigit) else { return nil }
      return UInt32(digits, radix: 16).flatMap(Self.character).map { ($0, length) }
    case let name where name.hasPrefix("#"):
      let digits = name.dropFirst()
      guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
      return UInt32(digits, radix: 10).flatMap(Self.character).map { ($0, length) }
    default: return nil
    }
  }

  /// A character XML allows (no NUL, no surrogate, nothing past U+10FFFF).
  private static func character(_ value: UInt32) -> Unicode.Scalar? {
    guard value != 0 else { return nil }
    return Unicode.Scalar(value)
  }
}
