// The scanner here and the parser in YAMLParser.swift are ports of libyaml's scanner.c and
// parser.c (the copy Yams 6.2 bundles), under libyaml's licence:
//
// Copyright (c) 2006-2020 Kirill Simonov
//
// Permission is hereby granted, free of charge, to any person obtaining a copy of this
// software and associated documentation files (the "Software"), to deal in the Software
// without restriction, including without limitation the rights to use, copy, modify, merge,
// publish, distribute, sublicense, and/or sell copies of the Software, and to permit persons
// to whom the Software is furnished to do so, subject to the following conditions:
//
// The above copyright notice and this permission notice shall be included in all copies or
// substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED,
// INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR
// PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE
// FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR
// OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER
// DEALINGS IN THE SOFTWARE.

/// A place as the scanner counts it: characters from the start, line and column from 0
/// (libyaml's marks; `position` is the 1-based form errors and nodes carry).
struct Mark: Equatable {
  var index = 0
  var line = 0
  var column = 0

  var position: YAMLPosition { YAMLPosition(line: line + 1, column: column + 1) }
}

/// A token of the YAML grammar, with where it starts and ends.
struct Token {
  enum Kind {
    case streamStart, streamEnd
    case versionDirective(major: Int, minor: Int)
    case tagDirective(handle: String, prefix: String)
    case documentStart, documentEnd
    case blockSequenceStart, blockMappingStart, blockEnd
    case flowSequenceStart, flowSequenceEnd, flowMappingStart, flowMappingEnd
    case blockEntry, flowEntry, key, value
    case alias(String)
    case anchor(String)
    case tag(handle: String, suffix: String)
    case scalar(String, YAMLScalarStyle)
  }

  var kind: Kind
  var start: Mark
  var end: Mark
}

/// Turns the bytes of a YAML text into tokens, inserting the KEY and BLOCK-MAPPING-START
/// tokens a `:` reveals after the fact and the BLOCK-END tokens dedenting implies.
///
/// A port of libyaml's scanner (scanner.c of the copy Yams 6.2 bundles), so that what it
/// accepts, and where it places things, is what the tool read before; its comments say why
/// each rule is there. Invariant: `bytes` is valid UTF-8 without control characters (the
/// document checks both first), so a 0 byte read past the end is the only end marker, and
/// nothing here recurses.
struct YAMLScanner {
  /// A place where a key without `?` may start, kept until a `:` claims it or it goes stale.
  private struct SimpleKey {
    var possible = false
    /// At the indentation column of a block mapping: it must be a key.
    var required = false
    var tokenNumber = 0
    var mark = Mark()
  }

  private let bytes: [UInt8]
  private var offset: Int
  private(set) var mark = Mark()

  /// Tokens fetched and not yet taken: `queue[head...]`.
  private var queue: [Token] = []
  private var head = 0
  private var tokensParsed = 0
  private var tokenAvailable = false
  private var streamStartProduced = false
  private(set) var streamEndProduced = false

  /// The indentation column of the innermost block collection (-1 outside any).
  private var indent = -1
  private var indents: [Int] = []
  private var simpleKeyAllowed = false
  /// One slot per flow level, the block context's first.
  private var simpleKeys: [SimpleKey] = []
  /// The levels whose simple key is possible: libyaml walks every level for each token,
  /// which a thousand nested `[` would make quadratic.
  private var possibleLevels: [Int] = []
  private var flowLevel = 0

  /// `start` skips a byte-order mark, which libyaml reads without counting a column.
  init(bytes: [UInt8], start: Int) {
    self.bytes = bytes
    offset = start
  }

  // MARK: - Taking tokens

  /// The next token, fetching as many as it takes to know that no `:` will make the head
  /// of the queue a key.
  mutating func peek() throws(YAMLError) -> Token {
    if !tokenAvailable { try fetchMoreTokens() }
    return queue[head]
  }

  /// Takes the token `peek` returned.
  mutating func skipToken() {
    tokenAvailable = false
    tokensParsed += 1
    if case .streamEnd = queue[head].kind { streamEndProduced = true }
    head += 1
    // Keep the queue short: it only ever holds the tokens of one pending simple key.
    if head >= 1024, head * 2 >= queue.count {
      queue.removeFirst(head)
      head = 0
    }
  }

  private mutating func fetchMoreTokens() throws(YAMLError) {
    while true {
      var needMore = head == queue.count
      if !needMore {
        try staleSimpleKeys()
        needMore = possibleLevels.contains { simpleKeys[$0].tokenNumber == tokensParsed }
      }
      if !needMore { break }
      try fetchNextToken()
    }
    tokenAvailable = true
  }

  private mutating func fetchNextToken() throws(YAMLError) {
    if !streamStartProduced {
      fetchStreamStart()
      return
    }
    try scanToNextToken()
    try staleSimpleKeys()
    unrollIndent(column: mark.column)
    let character = at(0)
    if character == 0 { return try fetchStreamEnd() }
    if mark.column == 0 {
      if character == UInt8(ascii: "%") { return try fetchDirective() }
      if isDocumentMarker(UInt8(ascii: "-")) { return try fetchDocumentIndicator(.documentStart) }
      if isDocumentMarker(UInt8(ascii: ".")) { return try fetchDocumentIndicator(.documentEnd) }
    }
    switch character {
    case UInt8(ascii: "["): return try fetchFlowCollectionStart(.flowSequenceStart)
    case UInt8(ascii: "{"): return try fetchFlowCollectionStart(.flowMappingStart)
    case UInt8(ascii: "]"): return try fetchFlowCollectionEnd(.flowSequenceEnd)
    case UInt8(ascii: "}"): return try fetchFlowCollectionEnd(.flowMappingEnd)
    case UInt8(ascii: ","): return try fetchFlowEntry()
    case UInt8(ascii: "-") where isBlankZ(1): return try fetchBlockEntry()
    case UInt8(ascii: "?") where flowLevel > 0 || isBlankZ(1): return try fetchKey()
    case UInt8(ascii: ":") where flowLevel > 0 || isBlankZ(1): return try fetchValue()
    case UInt8(ascii: "*"): return try fetchAnchor(alias: true)
    case UInt8(ascii: "&"): return try fetchAnchor(alias: false)
    case UInt8(ascii: "!"): return try fetchTag()
    case UInt8(ascii: "|") where flowLevel == 0: return try fetchBlockScalar(literal: true)
    case UInt8(ascii: ">") where flowLevel == 0: return try fetchBlockScalar(literal: false)
    case UInt8(ascii: "'"): return try fetchFlowScalar(single: true)
    case UInt8(ascii: "\""): return try fetchFlowScalar(single: false)
    default: break
    }
    // A plain scalar starts with any non-blank character but the indicators; `-` (and, in a
    // block, `?` and `:`) too when a non-blank character follows.
    if !(isBlankZ(0) || Self.indicators.contains(character))
      || (character == UInt8(ascii: "-") && !isBlank(1))
      || (flowLevel == 0
        && (character == UInt8(ascii: "?") || character == UInt8(ascii: ":")) && !isBlankZ(1))
    {
      return try fetchPlainScalar()
    }
    if character == UInt8(ascii: "\t") { throw failure(.tabIndentation) }
    throw failure(.cannotStart(currentCharacter))
  }

  // MARK: - Simple keys

  /// Drops the possible keys a line break or 1,024 characters have passed: a key without
  /// `?` is one line of at most 1,024 characters. A required one is an error.
  private mutating func staleSimpleKeys() throws(YAMLError) {
    var index = 0
    while index < possibleLevels.count {
      let level = possibleLevels[index]
      let key = simpleKeys[level]
      if key.mark.line < mark.line || key.mark.index + 1024 < mark.index {
        if key.required { throw YAMLError(.missingColon, at: key.mark.position) }
        simpleKeys[level].possible = false
        possibleLevels.remove(at: index)
      } else {
        index += 1
      }
    }
  }

  private mutating func saveSimpleKey() throws(YAMLError) {
    // In a block, a key at the mapping's indentation column must be a key.
    let required = flowLevel == 0 && indent == mark.column
    guard simpleKeyAllowed else { return }
    let key = SimpleKey(
      possible: true, required: required, tokenNumber: tokensParsed + queue.count - head,
      mark: mark)
    try removeSimpleKey()
    simpleKeys[flowLevel] = key
    possibleLevels.append(flowLevel)
  }

  private mutating func removeSimpleKey() throws(YAMLError) {
    let key = simpleKeys[flowLevel]
    guard key.possible else { return }
    if key.required { throw YAMLError(.missingColon, at: key.mark.position) }
    simpleKeys[flowLevel].possible = false
    if let index = possibleLevels.lastIndex(of: flowLevel) { possibleLevels.remove(at: index) }
  }

  private mutating func increaseFlowLevel() {
    simpleKeys.append(SimpleKey())
    flowLevel += 1
  }

  private mutating func decreaseFlowLevel() {
    guard flowLevel > 0 else { return }
    if let index = possibleLevels.lastIndex(of: flowLevel) { possibleLevels.remove(at: index) }
    flowLevel -= 1
    simpleKeys.removeLast()
  }

  // MARK: - Indentation

  /// Opens a block collection at `column` when it is deeper than the current one: its start
  /// token goes at the end of the queue, or (`number`, a token number) where a key began.
  private mutating func rollIndent(
    column: Int, number: Int?, _ kind: Token.Kind, at tokenMark: Mark
  ) {
    guard flowLevel == 0, indent < column else { return }
    indents.append(indent)
    indent = column
    let token = Token(kind: kind, start: tokenMark, end: tokenMark)
    if let number {
      queue.insert(token, at: head + number - tokensParsed)
    } else {
      queue.append(token)
    }
  }

  /// Closes every block collection deeper than `column`.
  private mutating func unrollIndent(column: Int) {
    guard flowLevel == 0 else { return }
    while indent > column {
      queue.append(Token(kind: .blockEnd, start: mark, end: mark))
      indent = indents.popLast() ?? -1
    }
  }

  // MARK: - Fetching each kind

  private mutating func fetchStreamStart() {
    indent = -1
    simpleKeys.append(SimpleKey())
    simpleKeyAllowed = true
    streamStartProduced = true
    queue.append(Token(kind: .streamStart, start: mark, end: mark))
  }

  private mutating func fetchStreamEnd() throws(YAMLError) {
    // The end counts as the start of a line after the last one.
    if mark.column != 0 {
      mark.column = 0
      mark.line += 1
    }
    unrollIndent(column: -1)
    try removeSimpleKey()
    simpleKeyAllowed = false
    queue.append(Token(kind: .streamEnd, start: mark, end: mark))
  }

  private mutating func fetchDirective() throws(YAMLError) {
    unrollIndent(column: -1)
    try removeSimpleKey()
    simpleKeyAllowed = false
    queue.append(try scanDirective())
  }

  private mutating func fetchDocumentIndicator(_ kind: Token.Kind) throws(YAMLError) {
    unrollIndent(column: -1)
    try removeSimpleKey()
    simpleKeyAllowed = false
    let start = mark
    skip()
    skip()
    skip()
    queue.append(Token(kind: kind, start: start, end: mark))
  }

  private mutating func fetchFlowCollectionStart(_ kind: Token.Kind) throws(YAMLError) {
    // `[` and `{` may start a key; a key may follow them.
    try saveSimpleKey()
    increaseFlowLevel()
    simpleKeyAllowed = true
    appendSingleCharacterToken(kind)
  }

  private mutating func fetchFlowCollectionEnd(_ kind: Token.Kind) throws(YAMLError) {
    try removeSimpleKey()
    decreaseFlowLevel()
    simpleKeyAllowed = false
    appendSingleCharacterToken(kind)
  }

  private mutating func fetchFlowEntry() throws(YAMLError) {
    try removeSimpleKey()
    simpleKeyAllowed = true
    appendSingleCharacterToken(.flowEntry)
  }

  private mutating func fetchBlockEntry() throws(YAMLError) {
    if flowLevel == 0 {
      guard simpleKeyAllowed else { throw failure(.listEntryNotAllowed) }
      rollIndent(column: mark.column, number: nil, .blockSequenceStart, at: mark)
    }
    // In a flow collection `-` is an error the parser reports, with its context.
    try removeSimpleKey()
    simpleKeyAllowed = true
    appendSingleCharacterToken(.blockEntry)
  }

  private mutating func fetchKey() throws(YAMLError) {
    if flowLevel == 0 {
      guard simpleKeyAllowed else { throw failure(.explicitKeyNotAllowed) }
      rollIndent(column: mark.column, number: nil, .blockMappingStart, at: mark)
    }
    try removeSimpleKey()
    simpleKeyAllowed = flowLevel == 0
    appendSingleCharacterToken(.key)
  }

  private mutating func fetchValue() throws(YAMLError) {
    let key = simpleKeys[flowLevel]
    if key.possible {
      // The `:` makes the saved place a key: its KEY token (and the mapping's start, in a
      // block) go back where it began.
      queue.insert(
        Token(kind: .key, start: key.mark, end: key.mark), at: head + key.tokenNumber - tokensParsed
      )
      rollIndent(
        column: key.mark.column, number: key.tokenNumber, .blockMappingStart, at: key.mark)
      simpleKeys[flowLevel].possible = false
      if let index = possibleLevels.lastIndex(of: flowLevel) { possibleLevels.remove(at: index) }
      simpleKeyAllowed = false
    } else {
      // The value of a `?` key.
      if flowLevel == 0 {
        guard simpleKeyAllowed else { throw failure(.colonNotAllowed) }
        rollIndent(column: mark.column, number: nil, .blockMappingStart, at: mark)
      }
      simpleKeyAllowed = flowLevel == 0
    }
    appendSingleCharacterToken(.value)
  }

  private mutating func fetchAnchor(alias: Bool) throws(YAMLError) {
    try saveSimpleKey()
    simpleKeyAllowed = false
    queue.append(try scanAnchor(alias: alias))
  }

  private mutating func fetchTag() throws(YAMLError) {
    try saveSimpleKey()
    simpleKeyAllowed = false
    queue.append(try scanTag())
  }

  private mutating func fetchBlockScalar(literal: Bool) throws(YAMLError) {
    try removeSimpleKey()
    simpleKeyAllowed = true
    queue.append(try scanBlockScalar(literal: literal))
  }

  private mutating func fetchFlowScalar(single: Bool) throws(YAMLError) {
    try saveSimpleKey()
    simpleKeyAllowed = false
    queue.append(try scanFlowScalar(single: single))
  }

  private mutating func fetchPlainScalar() throws(YAMLError) {
    try saveSimpleKey()
    simpleKeyAllowed = false
    queue.append(try scanPlainScalar())
  }

  private mutating func appendSingleCharacterToken(_ kind: Token.Kind) {
    let start = mark
    skip()
    queue.append(Token(kind: kind, start: start, end: mark))
  }

  // MARK: - Scanning

  /// Skips spaces, comments and line breaks; tabs too, but not where a block's indentation
  /// is read (a line's start, after `-`, `?` or `:`).
  private mutating func scanToNextToken() throws(YAMLError) {
    while true {
      if mark.column == 0 && at(0) == 0xEF && at(1) == 0xBB && at(2) == 0xBF { skip() }
      while at(0) == UInt8(ascii: " ")
        || ((flowLevel > 0 || !simpleKeyAllowed) && at(0) == UInt8(ascii: "\t"))
      {
        skip()
      }
      if at(0) == UInt8(ascii: "#") {
        while !isBreakZ(0) { skip() }
      }
      guard isBreak(0) else { break }
      skipLine()
      if flowLevel == 0 { simpleKeyAllowed = true }
    }
  }

  private mutating func scanDirective() throws(YAMLError) -> Token {
    let start = mark
    skip()
    var name: [UInt8] = []
    while isAlpha(0) { read(into: &name) }
    guard !name.isEmpty else { throw failure(.malformedDirective("no name after '%'")) }
    guard isBlankZ(0) else {
      throw failure(.malformedDirective("a name holds only letters, digits, '-' and '_'"))
    }
    let kind: Token.Kind
    switch String(decoding: name, as: UTF8.self) {
    case "YAML":
      skipBlanks()
      let major = try scanVersionNumber()
      guard at(0) == UInt8(ascii: ".") else {
        throw failure(.malformedDirective("expected a version such as 1.1"))
      }
      skip()
      let minor = try scanVersionNumber()
      kind = .versionDirective(major: major, minor: minor)
    case "TAG":
      skipBlanks()
      let handle = try scanTagHandle(directive: true)
      guard isBlank(0) else {
        throw failure(.malformedDirective("expected a space after the tag handle"))
      }
      skipBlanks()
      let prefix = try scanTagURI(verbatim: true, directive: true, head: nil)
      guard isBlankZ(0) else {
        throw failure(.malformedDirective("expected a space or line break after the prefix"))
      }
      kind = .tagDirective(
        handle: String(decoding: handle, as: UTF8.self),
        prefix: String(decoding: prefix, as: UTF8.self))
    case let other:
      throw YAMLError(.unknownDirective(other), at: start.position)
    }
    let end = mark
    skipBlanks()
    if at(0) == UInt8(ascii: "#") {
      while !isBreakZ(0) { skip() }
    }
    guard isBreakZ(0) else {
      throw failure(.malformedDirective("text after the directive on its line"))
    }
    if isBreak(0) { skipLine() }
    return Token(kind: kind, start: start, end: end)
  }

  private mutating func scanVersionNumber() throws(YAMLError) -> Int {
    var value = 0
    var length = 0
    while isDigit(0) {
      length += 1
      guard length <= 9 else { throw failure(.malformedDirective("a version number too long")) }
      value = value * 10 + Int(at(0) - UInt8(ascii: "0"))
      skip()
    }
    guard length > 0 else { throw failure(.malformedDirective("expected a version such as 1.1")) }
    return value
  }

  private mutating func scanAnchor(alias: Bool) throws(YAMLError) -> Token {
    let start = mark
    skip()
    var name: [UInt8] = []
    while isAlpha(0) { read(into: &name) }
    let end = mark
    // A name, then a blank or one of the indicators that may end it.
    guard !name.isEmpty, isBlankZ(0) || Self.anchorEnders.contains(at(0)) else {
      throw YAMLError(.missingName(indicator: alias ? "*" : "&"), at: start.position)
    }
    let text = String(decoding: name, as: UTF8.self)
    return Token(kind: alias ? .alias(text) : .anchor(text), start: start, end: end)
  }

  private mutating func scanTag() throws(YAMLError) -> Token {
    let start = mark
    var handle: [UInt8]
    var suffix: [UInt8]
    if at(1) == UInt8(ascii: "<") {
      // `!<uri>`, verbatim.
      handle = []
      skip()
      skip()
      suffix = try scanTagURI(verbatim: true, directive: false, head: nil)
      guard at(0) == UInt8(ascii: ">") else { throw failure(.malformedTag("'!<' without '>'")) }
      skip()
    } else {
      // `!suffix` or `!handle!suffix`.
      let first = try scanTagHandle(directive: false)
      if first.count > 1, first.last == UInt8(ascii: "!") {
        handle = first
        suffix = try scanTagURI(verbatim: false, directive: false, head: nil)
      } else {
        suffix = try scanTagURI(verbatim: false, directive: false, head: first)
        handle = [UInt8(ascii: "!")]
        // `!` alone is the non-specific tag.
        if suffix.isEmpty {
          handle = []
          suffix = [UInt8(ascii: "!")]
        }
      }
    }
    if !isBlankZ(0), flowLevel == 0 || at(0) != UInt8(ascii: ",") {
      throw failure(.malformedTag("expected a space or line break after the tag"))
    }
    return Token(
      kind: .tag(
        handle: String(decoding: handle, as: UTF8.self),
        suffix: String(decoding: suffix, as: UTF8.self)),
      start: start, end: mark)
  }

  private mutating func scanTagHandle(directive: Bool) throws(YAMLError) -> [UInt8] {
    guard at(0) == UInt8(ascii: "!") else {
      throw failure(
        directive
          ? .malformedDirective("expected '!' to start the tag handle")
          : .malformedTag("expected '!'"))
    }
    var handle: [UInt8] = []
    read(into: &handle)
    while isAlpha(0) { read(into: &handle) }
    if at(0) == UInt8(ascii: "!") {
      read(into: &handle)
    } else if directive && handle != [UInt8(ascii: "!")] {
      throw failure(.malformedDirective("a tag handle ends with '!'"))
    }
    return handle
  }

  /// A tag's URI characters; `head` (a handle that turned out to be the tag's start) is
  /// kept without its `!`.
  private mutating func scanTagURI(verbatim: Bool, directive: Bool, head: [UInt8]?)
    throws(YAMLError) -> [UInt8]
  {
    var length = head?.count ?? 0
    var uri: [UInt8] = length > 1 ? Array(head![1...]) : []
    while isAlpha(0) || Self.uriCharacters.contains(at(0))
      || (verbatim && Self.verbatimURICharacters.contains(at(0)))
    {
      if at(0) == UInt8(ascii: "%") {
        try scanURIEscapes(directive: directive, into: &uri)
      } else {
        read(into: &uri)
      }
      length += 1
    }
    guard length > 0 else {
      throw failure(
        directive
          ? .malformedDirective("expected a tag prefix")
          : .malformedTag("expected the tag's name"))
    }
    return uri
  }

  /// `%XX` escapes forming one UTF-8 character.
  private mutating func scanURIEscapes(directive: Bool, into uri: inout [UInt8])
    throws(YAMLError)
  {
    var width = 0
    repeat {
      guard at(0) == UInt8(ascii: "%"), isHex(1), isHex(2) else {
        throw failure(
          directive
            ? .malformedDirective("'%' needs two hexadecimal digits")
            : .malformedTag("'%' needs two hexadecimal digits"))
      }
      let octet = UInt8(hexValue(1) << 4 + hexValue(2))
      if width == 0 {
        width = utf8Width(octet)
        guard octet & 0xC0 != 0x80, width > 0 else {
          throw failure(.malformedTag("the %-escapes are not UTF-8"))
        }
      } else if octet & 0xC0 != 0x80 {
        throw failure(.malformedTag("the %-escapes are not UTF-8"))
      }
      uri.append(octet)
      skip()
      skip()
      skip()
      width -= 1
    } while width > 0
  }

  private mutating func scanBlockScalar(literal: Bool) throws(YAMLError) -> Token {
    let start = mark
    skip()
    // Chomping (`+` keep, `-` strip) and an indentation indicator, in either order.
    var chomping = 0
    var increment = 0
    if at(0) == UInt8(ascii: "+") || at(0) == UInt8(ascii: "-") {
      chomping = at(0) == UInt8(ascii: "+") ? 1 : -1
      skip()
      if isDigit(0) {
        guard at(0) != UInt8(ascii: "0") else {
          throw failure(.malformedBlockScalarHeader("an indentation indicator of 0"))
        }
        increment = Int(at(0) - UInt8(ascii: "0"))
        skip()
      }
    } else if isDigit(0) {
      guard at(0) != UInt8(ascii: "0") else {
        throw failure(.malformedBlockScalarHeader("an indentation indicator of 0"))
      }
      increment = Int(at(0) - UInt8(ascii: "0"))
      skip()
      if at(0) == UInt8(ascii: "+") || at(0) == UInt8(ascii: "-") {
        chomping = at(0) == UInt8(ascii: "+") ? 1 : -1
        skip()
      }
    }
    skipBlanks()
    if at(0) == UInt8(ascii: "#") {
      while !isBreakZ(0) { skip() }
    }
    guard isBreakZ(0) else {
      throw failure(.malformedBlockScalarHeader("text after the indicators on their line"))
    }
    if isBreak(0) { skipLine() }
    var end = mark
    var blockIndent = 0
    if increment != 0 { blockIndent = indent >= 0 ? indent + increment : increment }
    var text: [UInt8] = []
    var leadingBreak: [UInt8] = []
    var trailingBreaks: [UInt8] = []
    try scanBlockScalarBreaks(indent: &blockIndent, breaks: &trailingBreaks, end: &end)
    var leadingBlank = false
    while mark.column == blockIndent && at(0) != 0 {
      // A folded scalar joins lines with a space, except around more-indented lines.
      let trailingBlank = isBlank(0)
      if !literal && leadingBreak.first == UInt8(ascii: "\n") && !leadingBlank && !trailingBlank {
        if trailingBreaks.isEmpty { text.append(UInt8(ascii: " ")) }
        leadingBreak.removeAll()
      } else {
        text += leadingBreak
        leadingBreak.removeAll()
      }
      text += trailingBreaks
      trailingBreaks.removeAll()
      leadingBlank = isBlank(0)
      while !isBreakZ(0) { read(into: &text) }
      readLine(into: &leadingBreak)
      try scanBlockScalarBreaks(indent: &blockIndent, breaks: &trailingBreaks, end: &end)
    }
    if chomping != -1 { text += leadingBreak }
    if chomping == 1 { text += trailingBreaks }
    return Token(
      kind: .scalar(String(decoding: text, as: UTF8.self), literal ? .literal : .folded),
      start: start, end: end)
  }

  /// Skips a block scalar's indentation and empty lines, and settles its indentation from
  /// the first non-empty line when no indicator gave it.
  private mutating func scanBlockScalarBreaks(
    indent blockIndent: inout Int, breaks: inout [UInt8], end: inout Mark
  ) throws(YAMLError) {
    var maxIndent = 0
    end = mark
    while true {
      while (blockIndent == 0 || mark.column < blockIndent) && at(0) == UInt8(ascii: " ") {
        skip()
      }
      maxIndent = max(maxIndent, mark.column)
      if (blockIndent == 0 || mark.column < blockIndent) && at(0) == UInt8(ascii: "\t") {
        throw failure(.tabInBlockScalar)
      }
      guard isBreak(0) else { break }
      readLine(into: &breaks)
      end = mark
    }
    if blockIndent == 0 { blockIndent = max(maxIndent, indent + 1, 1) }
  }

  private mutating func scanFlowScalar(single: Bool) throws(YAMLError) -> Token {
    let start = mark
    let quote = single ? UInt8(ascii: "'") : UInt8(ascii: "\"")
    skip()
    var text: [UInt8] = []
    var leadingBreak: [UInt8] = []
    var trailingBreaks: [UInt8] = []
    var whitespaces: [UInt8] = []
    while true {
      if mark.column == 0
        && (isDocumentMarker(UInt8(ascii: "-")) || isDocumentMarker(UInt8(ascii: ".")))
      {
        throw failure(.documentMarkerInString(opened: start.position))
      }
      guard at(0) != 0 else {
        throw YAMLError(.unterminatedString(quote: single ? "'" : "\""), at: start.position)
      }
      var leadingBlanks = false
      while !isBlankZ(0) {
        if single && at(0) == quote && at(1) == quote {
          // '' is a quote inside single quotes.
          text.append(quote)
          skip()
          skip()
        } else if at(0) == quote {
          break
        } else if !single && at(0) == UInt8(ascii: "\\") && isBreak(1) {
          // An escaped line break joins the lines without a space.
          skip()
          skipLine()
          leadingBlanks = true
          break
        } else if !single && at(0) == UInt8(ascii: "\\") {
          try scanEscape(into: &text)
        } else {
          read(into: &text)
        }
      }
      if at(0) == quote { break }
      // Blanks and line breaks: kept between words on a line, folded across lines.
      while isBlank(0) || isBreak(0) {
        if isBlank(0) {
          if leadingBlanks { skip() } else { read(into: &whitespaces) }
        } else if !leadingBlanks {
          whitespaces.removeAll()
          readLine(into: &leadingBreak)
          leadingBlanks = true
        } else {
          readLine(into: &trailingBreaks)
        }
      }
      if leadingBlanks {
        foldBreaks(leading: &leadingBreak, trailing: &trailingBreaks, into: &text)
      } else {
        text += whitespaces
        whitespaces.removeAll()
      }
    }
    skip()
    return Token(
      kind: .scalar(
        String(decoding: text, as: UTF8.self), single ? .singleQuoted : .doubleQuoted),
      start: start, end: mark)
  }

  /// One `\` escape of a double-quoted scalar, as UTF-8.
  private mutating func scanEscape(into text: inout [UInt8]) throws(YAMLError) {
    var digits = 0
    switch at(1) {
    case UInt8(ascii: "0"): text.append(0)
    case UInt8(ascii: "a"): text.append(0x07)
    case UInt8(ascii: "b"): text.append(0x08)
    case UInt8(ascii: "t"), UInt8(ascii: "\t"): text.append(0x09)
    case UInt8(ascii: "n"): text.append(0x0A)
    case UInt8(ascii: "v"): text.append(0x0B)
    case UInt8(ascii: "f"): text.append(0x0C)
    case UInt8(ascii: "r"): text.append(0x0D)
    case UInt8(ascii: "e"): text.append(0x1B)
    case UInt8(ascii: " "): text.append(0x20)
    case UInt8(ascii: "\""): text.append(0x22)
    case UInt8(ascii: "/"): text.append(0x2F)
    case UInt8(ascii: "\\"): text.append(0x5C)
    case UInt8(ascii: "N"): text += [0xC2, 0x85]
    case UInt8(ascii: "_"): text += [0xC2, 0xA0]
    case UInt8(ascii: "L"): text += [0xE2, 0x80, 0xA8]
    case UInt8(ascii: "P"): text += [0xE2, 0x80, 0xA9]
    case UInt8(ascii: "x"): digits = 2
    case UInt8(ascii: "u"): digits = 4
    case UInt8(ascii: "U"): digits = 8
    default:
      let backslash = mark
      skip()
      throw YAMLError(.unknownEscape(currentCharacter), at: backslash.position)
    }
    let letter = Character(Unicode.Scalar(at(1)))
    skip()
    skip()
    guard digits > 0 else { return }
    var value: UInt32 = 0
    for k in 0..<digits {
      guard isHex(k) else { throw failure(.shortEscape(letter: letter, digits: digits)) }
      value = value << 4 + UInt32(hexValue(k))
    }
    guard let scalar = Unicode.Scalar(value) else { throw failure(.escapeOutOfRange(value)) }
    text += Array(String(Character(scalar)).utf8)
    for _ in 0..<digits { skip() }
  }

  private mutating func scanPlainScalar() throws(YAMLError) -> Token {
    let start = mark
    var end = mark
    var text: [UInt8] = []
    var leadingBreak: [UInt8] = []
    var trailingBreaks: [UInt8] = []
    var whitespaces: [UInt8] = []
    var leadingBlanks = false
    let minimumIndent = indent + 1
    while true {
      if mark.column == 0
        && (isDocumentMarker(UInt8(ascii: "-")) || isDocumentMarker(UInt8(ascii: ".")))
      {
        break
      }
      if at(0) == UInt8(ascii: "#") { break }
      while !isBlankZ(0) {
        // libyaml refuses `x:` followed by a flow indicator inside a flow collection.
        if flowLevel > 0 && at(0) == UInt8(ascii: ":") && Self.colonFollowers.contains(at(1)) {
          throw failure(.colonInFlowValue)
        }
        if (at(0) == UInt8(ascii: ":") && isBlankZ(1))
          || (flowLevel > 0 && Self.flowEnders.contains(at(0)))
        {
          break
        }
        if leadingBlanks || !whitespaces.isEmpty {
          if leadingBlanks {
            foldBreaks(leading: &leadingBreak, trailing: &trailingBreaks, into: &text)
            leadingBlanks = false
          } else {
            text += whitespaces
            whitespaces.removeAll()
          }
        }
        read(into: &text)
        end = mark
      }
      guard isBlank(0) || isBreak(0) else { break }
      while isBlank(0) || isBreak(0) {
        if isBlank(0) {
          if leadingBlanks && mark.column < minimumIndent && at(0) == UInt8(ascii: "\t") {
            throw failure(.tabInPlainScalar)
          }
          if leadingBlanks { skip() } else { read(into: &whitespaces) }
        } else if !leadingBlanks {
          whitespaces.removeAll()
          readLine(into: &leadingBreak)
          leadingBlanks = true
        } else {
          readLine(into: &trailingBreaks)
        }
      }
      // A block's plain scalar ends at a line indented no deeper than its collection.
      if flowLevel == 0 && mark.column < minimumIndent { break }
    }
    // After a line break, a key may start again.
    if leadingBlanks { simpleKeyAllowed = true }
    return Token(
      kind: .scalar(String(decoding: text, as: UTF8.self), .plain), start: start, end: end)
  }

  /// Folds the line breaks between two lines of a flow or plain scalar: one break is a
  /// space, more keep all but the first.
  private func foldBreaks(
    leading: inout [UInt8], trailing: inout [UInt8], into text: inout [UInt8]
  ) {
    if leading.first == UInt8(ascii: "\n") {
      if trailing.isEmpty {
        text.append(UInt8(ascii: " "))
      } else {
        text += trailing
        trailing.removeAll()
      }
      leading.removeAll()
    } else {
      text += leading
      text += trailing
      leading.removeAll()
      trailing.removeAll()
    }
  }

  // MARK: - Characters

  /// The characters no plain scalar starts with (some may when a non-blank follows).
  private static let indicators = ByteSet("-?:,[]{}#&*!|>'\"%@`")
  /// What may follow an anchor's or alias's name besides a blank.
  private static let anchorEnders = ByteSet("?:,]}%@`")
  private static let uriCharacters = ByteSet(";/?:@&=+$.%!~*'()")
  /// What a verbatim tag `!<…>` may hold besides the URI characters.
  private static let verbatimURICharacters = ByteSet(",[]")
  /// What ends a plain scalar in a flow collection.
  private static let flowEnders = ByteSet(",[]{}")
  /// What a `:` inside a plain scalar may not be followed by in a flow collection.
  private static let colonFollowers = ByteSet(",?[]{}")

  /// The byte `k` bytes ahead, or 0 past the end.
  @inline(__always) private func at(_ k: Int) -> UInt8 {
    let index = offset + k
    return index < bytes.count ? bytes[index] : 0
  }

  private var currentCharacter: Character {
    let width = max(1, utf8Width(at(0)))
    let end = min(bytes.count, offset + width)
    return String(decoding: bytes[offset..<end], as: UTF8.self).first ?? " "
  }

  private func isBlank(_ k: Int) -> Bool { at(k) == 0x20 || at(k) == 0x09 }

  /// A line break: CR, LF, NEL, LS or PS, as libyaml (a YAML 1.1 reader) counts them.
  private func isBreak(_ k: Int) -> Bool {
    let byte = at(k)
    return byte == 0x0D || byte == 0x0A || (byte == 0xC2 && at(k + 1) == 0x85)
      || (byte == 0xE2 && at(k + 1) == 0x80 && (at(k + 2) == 0xA8 || at(k + 2) == 0xA9))
  }

  private func isBreakZ(_ k: Int) -> Bool { isBreak(k) || at(k) == 0 }
  private func isBlankZ(_ k: Int) -> Bool { isBlank(k) || isBreakZ(k) }
  private func isDigit(_ k: Int) -> Bool { (0x30...0x39).contains(at(k)) }

  private func isAlpha(_ k: Int) -> Bool {
    let byte = at(k)
    return (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
      || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
  }

  private func isHex(_ k: Int) -> Bool {
    let byte = at(k)
    return (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte)
      || (0x61...0x66).contains(byte)
  }

  private func hexValue(_ k: Int) -> Int {
    let byte = at(k)
    switch byte {
    case 0x41...0x46: return Int(byte) - 0x41 + 10
    case 0x61...0x66: return Int(byte) - 0x61 + 10
    default: return Int(byte) - 0x30
    }
  }

  /// `---` or `...` (three of `marker`) followed by a blank, a break or the end.
  private func isDocumentMarker(_ marker: UInt8) -> Bool {
    at(0) == marker && at(1) == marker && at(2) == marker && isBlankZ(3)
  }

  private mutating func skipBlanks() {
    while isBlank(0) { skip() }
  }

  /// Moves past one character.
  private mutating func skip() {
    guard offset < bytes.count else { return }
    offset += max(1, utf8Width(bytes[offset]))
    mark.index += 1
    mark.column += 1
  }

  /// Moves past one line break (CR LF counts as one).
  private mutating func skipLine() {
    if at(0) == 0x0D && at(1) == 0x0A {
      offset += 2
      mark.index += 2
    } else if isBreak(0) {
      offset += utf8Width(at(0))
      mark.index += 1
    } else {
      return
    }
    mark.column = 0
    mark.line += 1
  }

  /// Copies one character to `text` and moves past it.
  private mutating func read(into text: inout [UInt8]) {
    guard offset < bytes.count else { return }
    mark.index += 1
    mark.column += 1
    let lead = bytes[offset]
    if lead < 0x80 {
      text.append(lead)
      offset += 1
      return
    }
    let end = min(bytes.count, offset + max(1, utf8Width(lead)))
    text += bytes[offset..<end]
    offset = end
  }

  /// Copies one line break to `text` (CR, LF, CR LF and NEL as LF; LS and PS as they are)
  /// and moves past it; nothing at the end of the text.
  private mutating func readLine(into text: inout [UInt8]) {
    if at(0) == 0x0D && at(1) == 0x0A {
      text.append(0x0A)
      offset += 2
      mark.index += 2
    } else if at(0) == 0x0D || at(0) == 0x0A {
      text.append(0x0A)
      offset += 1
      mark.index += 1
    } else if at(0) == 0xC2 && at(1) == 0x85 {
      text.append(0x0A)
      offset += 2
      mark.index += 1
    } else if isBreak(0) {
      text += bytes[offset..<offset + 3]
      offset += 3
      mark.index += 1
    } else {
      return
    }
    mark.column = 0
    mark.line += 1
  }

  private func failure(_ problem: YAMLError.Problem) -> YAMLError {
    YAMLError(problem, at: mark.position)
  }
}

/// The length of the UTF-8 sequence `lead` starts (0 for a continuation byte).
func utf8Width(_ lead: UInt8) -> Int {
  switch lead {
  case 0..<0x80: 1
  case 0xC0..<0xE0: 2
  case 0xE0..<0xF0: 3
  case 0xF0..<0xF8: 4
  default: 0
  }
}

/// A set of bytes as 256 bits: membership without hashing, for the scanner's and the
/// resolver's character classes.
struct ByteSet {
  private var words: [UInt64] = [0, 0, 0, 0]

  init(_ characters: String) {
    for byte in characters.utf8 { words[Int(byte >> 6)] |= 1 << UInt64(byte & 63) }
  }

  func contains(_ byte: UInt8) -> Bool { words[Int(byte >> 6)] & (1 << UInt64(byte & 63)) != 0 }
}
