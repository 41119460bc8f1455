/// An event of a YAML stream: a node's start or end, a scalar, an alias, a document's
/// bounds.
struct Event {
  enum Kind {
    case streamStart, streamEnd
    case documentStart, documentEnd
    case alias(String)
    /// `plainImplicit`: a plain scalar without a tag (or with `!`), whose tag the resolver
    /// reads from its text; `quotedImplicit`: any other scalar without a tag, a string.
    case scalar(
      anchor: String?, tag: String?, value: String, plainImplicit: Bool, quotedImplicit: Bool,
      style: YAMLScalarStyle)
    case sequenceStart(anchor: String?, tag: String?)
    case sequenceEnd
    case mappingStart(anchor: String?, tag: String?)
    case mappingEnd
  }

  var kind: Kind
  var start: Mark
  var end: Mark
}

/// Turns tokens into events with an explicit stack of states, never by recursion.
///
/// A port of libyaml's parser (parser.c of the copy Yams 6.2 bundles; its licence heads
/// YAMLScanner.swift): the same states, the same empty scalars where a key or value is left
/// out, the same marks. Invariant: `states` holds the state to return to after each node
/// being parsed, one per open collection.
struct YAMLParser {
  private enum State {
    case streamStart, implicitDocumentStart, documentStart, documentContent, documentEnd
    case blockNode, blockNodeOrIndentlessSequence, flowNode
    case blockSequenceFirstEntry, blockSequenceEntry, indentlessSequenceEntry
    case blockMappingFirstKey, blockMappingKey, blockMappingValue
    case flowSequenceFirstEntry, flowSequenceEntry
    case flowSequenceEntryMappingKey, flowSequenceEntryMappingValue, flowSequenceEntryMappingEnd
    case flowMappingFirstKey, flowMappingKey, flowMappingValue, flowMappingEmptyValue
    case end
  }

  private var scanner: YAMLScanner
  private var state = State.streamStart
  private var states: [State] = []
  /// Where each open collection starts, for the errors that name it.
  private var marks: [Mark] = []
  private var tagDirectives: [(handle: String, prefix: String)] = []

  init(scanner: YAMLScanner) {
    self.scanner = scanner
  }

  /// The next event; nil after the stream's end.
  mutating func next() throws(YAMLError) -> Event? {
    if scanner.streamEndProduced || state == .end { return nil }
    switch state {
    case .streamStart: return try parseStreamStart()
    case .implicitDocumentStart: return try parseDocumentStart(implicit: true)
    case .documentStart: return try parseDocumentStart(implicit: false)
    case .documentContent: return try parseDocumentContent()
    case .documentEnd: return try parseDocumentEnd()
    case .blockNode: return try parseNode(block: true, indentlessSequence: false)
    case .blockNodeOrIndentlessSequence: return try parseNode(block: true, indentlessSequence: true)
    case .flowNode: return try parseNode(block: false, indentlessSequence: false)
    case .blockSequenceFirstEntry: return try parseBlockSequenceEntry(first: true)
    case .blockSequenceEntry: return try parseBlockSequenceEntry(first: false)
    case .indentlessSequenceEntry: return try parseIndentlessSequenceEntry()
    case .blockMappingFirstKey: return try parseBlockMappingKey(first: true)
    case .blockMappingKey: return try parseBlockMappingKey(first: false)
    case .blockMappingValue: return try parseBlockMappingValue()
    case .flowSequenceFirstEntry: return try parseFlowSequenceEntry(first: true)
    case .flowSequenceEntry: return try parseFlowSequenceEntry(first: false)
    case .flowSequenceEntryMappingKey: return try parseFlowSequenceEntryMappingKey()
    case .flowSequenceEntryMappingValue: return try parseFlowSequenceEntryMappingValue()
    case .flowSequenceEntryMappingEnd: return try parseFlowSequenceEntryMappingEnd()
    case .flowMappingFirstKey: return try parseFlowMappingKey(first: true)
    case .flowMappingKey: return try parseFlowMappingKey(first: false)
    case .flowMappingValue: return try parseFlowMappingValue(empty: false)
    case .flowMappingEmptyValue: return try parseFlowMappingValue(empty: true)
    case .end: return nil
    }
  }

  // MARK: - Stream and documents

  private mutating func parseStreamStart() throws(YAMLError) -> Event {
    let token = try scanner.peek()
    state = .implicitDocumentStart
    scanner.skipToken()
    return Event(kind: .streamStart, start: token.start, end: token.end)
  }

  private mutating func parseDocumentStart(implicit: Bool) throws(YAMLError) -> Event {
    var token = try scanner.peek()
    if !implicit {
      while case .documentEnd = token.kind {
        scanner.skipToken()
        token = try scanner.peek()
      }
    }
    switch token.kind {
    case .versionDirective, .tagDirective, .documentStart, .streamEnd:
      break
    default:
      if implicit {
        // The first document may leave `---` out.
        try processDirectives()
        states.append(.documentEnd)
        state = .blockNode
        return Event(kind: .documentStart, start: token.start, end: token.start)
      }
    }
    if case .streamEnd = token.kind {
      state = .end
      scanner.skipToken()
      return Event(kind: .streamEnd, start: token.start, end: token.end)
    }
    let start = token.start
    try processDirectives()
    token = try scanner.peek()
    guard case .documentStart = token.kind else {
      throw YAMLError(.expectedDocumentStart, at: token.start.position)
    }
    states.append(.documentEnd)
    state = .documentContent
    scanner.skipToken()
    return Event(kind: .documentStart, start: start, end: token.end)
  }

  private mutating func parseDocumentContent() throws(YAMLError) -> Event {
    let token = try scanner.peek()
    switch token.kind {
    case .versionDirective, .tagDirective, .documentStart, .documentEnd, .streamEnd:
      state = popState()
      return emptyScalar(at: token.start)
    default:
      return try parseNode(block: true, indentlessSequence: false)
    }
  }

  private mutating func parseDocumentEnd() throws(YAMLError) -> Event {
    let token = try scanner.peek()
    var end = token.start
    if case .documentEnd = token.kind {
      end = token.end
      scanner.skipToken()
    }
    tagDirectives.removeAll()
    state = .documentStart
    return Event(kind: .documentEnd, start: token.start, end: end)
  }

  /// Reads `%YAML` and `%TAG` directives, then adds the default handles `!` and `!!`.
  private mutating func processDirectives() throws(YAMLError) {
    var sawVersion = false
    var token = try scanner.peek()
    while true {
      if case .versionDirective(let major, let minor) = token.kind {
        guard !sawVersion else {
          throw YAMLError(.duplicateYAMLDirective, at: token.start.position)
        }
        guard major == 1, minor == 1 || minor == 2 else {
          throw YAMLError(.unsupportedVersion(major: major, minor: minor), at: token.start.position)
        }
        sawVersion = true
      } else if case .tagDirective(let handle, let prefix) = token.kind {
        guard !tagDirectives.contains(where: { $0.handle == handle }) else {
          throw YAMLError(.duplicateTagDirective(handle: handle), at: token.start.position)
        }
        tagDirectives.append((handle, prefix))
      } else {
        break
      }
      scanner.skipToken()
      token = try scanner.peek()
    }
    for (handle, prefix) in [("!", "!"), ("!!", "tag:yaml.org,2002:")]
    where !tagDirectives.contains(where: { $0.handle == handle }) {
      tagDirectives.append((handle, prefix))
    }
  }

  // MARK: - Nodes

  /// A node: an alias, or anchor and tag (either order) followed by a scalar or the start
  /// of a collection; anchor or tag alone make an empty scalar.
  private mutating func parseNode(block: Bool, indentlessSequence: Bool) throws(YAMLError)
    -> Event
  {
    var token = try scanner.peek()
    if case .alias(let name) = token.kind {
      state = popState()
      scanner.skipToken()
      return Event(kind: .alias(name), start: token.start, end: token.end)
    }
    var anchor: String?
    var tagParts: (handle: String, suffix: String)?
    var start = token.start
    var end = token.start
    var tagMark = token.start
    if case .anchor(let name) = token.kind {
      anchor = name
      end = token.end
      scanner.skipToken()
      token = try scanner.peek()
      if case .tag(let handle, let suffix) = token.kind {
        tagParts = (handle, suffix)
        tagMark = token.start
        end = token.end
        scanner.skipToken()
        token = try scanner.peek()
      }
    } else if case .tag(let handle, let suffix) = token.kind {
      tagParts = (handle, suffix)
      start = token.start
      tagMark = token.start
      end = token.end
      scanner.skipToken()
      token = try scanner.peek()
      if case .anchor(let name) = token.kind {
        anchor = name
        end = token.end
        scanner.skipToken()
        token = try scanner.peek()
      }
    }
    var tag: String?
    if let tagParts {
      if tagParts.handle.isEmpty {
        tag = tagParts.suffix
      } else if let directive = tagDirectives.first(where: { $0.handle == tagParts.handle }) {
        tag = directive.prefix + tagParts.suffix
      } else {
        throw YAMLError(.undefinedTagHandle(tagParts.handle), at: tagMark.position)
      }
    }
    if indentlessSequence, case .blockEntry = token.kind {
      // `key:` followed by `- ` at the key's own indentation.
      state = .indentlessSequenceEntry
      return Event(kind: .sequenceStart(anchor: anchor, tag: tag), start: start, end: token.end)
    }
    switch token.kind {
    case .scalar(let value, let style):
      let plainImplicit = (style == .plain && tag == nil) || tag == "!"
      state = popState()
      scanner.skipToken()
      return Event(
        kind: .scalar(
          anchor: anchor, tag: tag, value: value, plainImplicit: plainImplicit,
          quotedImplicit: !plainImplicit && tag == nil, style: style),
        start: start, end: token.end)
    case .flowSequenceStart:
      state = .flowSequenceFirstEntry
      return Event(kind: .sequenceStart(anchor: anchor, tag: tag), start: start, end: token.end)
    case .flowMappingStart:
      state = .flowMappingFirstKey
      return Event(kind: .mappingStart(anchor: anchor, tag: tag), start: start, end: token.end)
    case .blockSequenceStart where block:
      state = .blockSequenceFirstEntry
      return Event(kind: .sequenceStart(anchor: anchor, tag: tag), start: start, end: token.end)
    case .blockMappingStart where block:
      state = .blockMappingFirstKey
      return Event(kind: .mappingStart(anchor: anchor, tag: tag), start: start, end: token.end)
    default:
      guard anchor != nil || tag != nil else {
        throw YAMLError(.expectedValue(found: Self.describe(token)), at: token.start.position)
      }
      state = popState()
      return Event(
        kind: .scalar(
          anchor: anchor, tag: tag, value: "", plainImplicit: tag == nil, quotedImplicit: false,
          style: .plain),
        start: start, end: end)
    }
  }

  private mutating func parseBlockSequenceEntry(first: Bool) throws(YAMLError) -> Event {
    if first { try pushMarkAndSkip() }
    var token = try scanner.peek()
    switch token.kind {
    case .blockEntry:
      let mark = token.end
      scanner.skipToken()
      token = try scanner.peek()
      switch token.kind {
      case .blockEntry, .blockEnd:
        state = .blockSequenceEntry
        return emptyScalar(at: mark)
      default:
        states.append(.blockSequenceEntry)
        return try parseNode(block: true, indentlessSequence: false)
      }
    case .blockEnd:
      state = popState()
      marks.removeLast()
      scanner.skipToken()
      return Event(kind: .sequenceEnd, start: token.start, end: token.end)
    default:
      throw YAMLError(.expectedListEntry(list: popMark().position), at: token.start.position)
    }
  }

  private mutating func parseIndentlessSequenceEntry() throws(YAMLError) -> Event {
    var token = try scanner.peek()
    guard case .blockEntry = token.kind else {
      state = popState()
      return Event(kind: .sequenceEnd, start: token.start, end: token.start)
    }
    let mark = token.end
    scanner.skipToken()
    token = try scanner.peek()
    switch token.kind {
    case .blockEntry, .key, .value, .blockEnd:
      state = .indentlessSequenceEntry
      return emptyScalar(at: mark)
    default:
      states.append(.indentlessSequenceEntry)
      return try parseNode(block: true, indentlessSequence: false)
    }
  }

  private mutating func parseBlockMappingKey(first: Bool) throws(YAMLError) -> Event {
    if first { try pushMarkAndSkip() }
    var token = try scanner.peek()
    switch token.kind {
    case .key:
      let mark = token.end
      scanner.skipToken()
      token = try scanner.peek()
      switch token.kind {
      case .key, .value, .blockEnd:
        state = .blockMappingValue
        return emptyScalar(at: mark)
      default:
        states.append(.blockMappingValue)
        return try parseNode(block: true, indentlessSequence: true)
      }
    case .blockEnd:
      state = popState()
      marks.removeLast()
      scanner.skipToken()
      return Event(kind: .mappingEnd, start: token.start, end: token.end)
    default:
      throw YAMLError(.expectedKey(mapping: popMark().position), at: token.start.position)
    }
  }

  private mutating func parseBlockMappingValue() throws(YAMLError) -> Event {
    var token = try scanner.peek()
    guard case .value = token.kind else {
      state = .blockMappingKey
      return emptyScalar(at: token.start)
    }
    let mark = token.end
    scanner.skipToken()
    token = try scanner.peek()
    switch token.kind {
    case .key, .value, .blockEnd:
      state = .blockMappingKey
      return emptyScalar(at: mark)
    default:
      states.append(.blockMappingKey)
      return try parseNode(block: true, indentlessSequence: true)
    }
  }

  private mutating func parseFlowSequenceEntry(first: Bool) throws(YAMLError) -> Event {
    if first { try pushMarkAndSkip() }
    var token = try scanner.peek()
    if !isKind(token, .flowSequenceEnd) {
      if !first {
        guard case .flowEntry = token.kind else {
          throw YAMLError(.unclosedList(opened: popMark().position), at: token.start.position)
        }
        scanner.skipToken()
        token = try scanner.peek()
      }
      if case .key = token.kind {
        // `[a: b]` and `[? a : b]`: a mapping of one pair inside the list.
        state = .flowSequenceEntryMappingKey
        scanner.skipToken()
        return Event(kind: .mappingStart(anchor: nil, tag: nil), start: token.start, end: token.end)
      }
      if !isKind(token, .flowSequenceEnd) {
        states.append(.flowSequenceEntry)
        return try parseNode(block: false, indentlessSequence: false)
      }
    }
    state = popState()
    marks.removeLast()
    scanner.skipToken()
    return Event(kind: .sequenceEnd, start: token.start, end: token.end)
  }

  private mutating func parseFlowSequenceEntryMappingKey() throws(YAMLError) -> Event {
    let token = try scanner.peek()
    switch token.kind {
    case .value, .flowEntry:
      let mark = token.end
      scanner.skipToken()
      state = .flowSequenceEntryMappingValue
      return emptyScalar(at: mark)
    case .flowSequenceEnd:
      state = .flowSequenceEntryMappingValue
      return emptyScalar(at: token.start)
    default:
      states.append(.flowSequenceEntryMappingValue)
      return try parseNode(block: false, indentlessSequence: false)
    }
  }

  private mutating func parseFlowSequenceEntryMappingValue() throws(YAMLError) -> Event {
    var token = try scanner.peek()
    if case .value = token.kind {
      scanner.skipToken()
      token = try scanner.peek()
      if !isKind(token, .flowEntry) && !isKind(token, .flowSequenceEnd) {
        states.append(.flowSequenceEntryMappingEnd)
        return try parseNode(block: false, indentlessSequence: false)
      }
    }
    state = .flowSequenceEntryMappingEnd
    return emptyScalar(at: token.start)
  }

  private mutating func parseFlowSequenceEntryMappingEnd() throws(YAMLError) -> Event {
    let token = try scanner.peek()
    state = .flowSequenceEntry
    return Event(kind: .mappingEnd, start: token.start, end: token.start)
  }

  private mutating func parseFlowMappingKey(first: Bool) throws(YAMLError) -> Event {
    if first { try pushMarkAndSkip() }
    var token = try scanner.peek()
    if !isKind(token, .flowMappingEnd) {
      if !first {
        guard case .flowEntry = token.kind else {
          throw YAMLError(.unclosedMapping(opened: popMark().position), at: token.start.position)
        }
        scanner.skipToken()
        token = try scanner.peek()
      }
      if case .key = token.kind {
        scanner.skipToken()
        token = try scanner.peek()
        switch token.kind {
        case .value, .flowEntry, .flowMappingEnd:
          state = .flowMappingValue
          return emptyScalar(at: token.start)
        default:
          states.append(.flowMappingValue)
          return try parseNode(block: false, indentlessSequence: false)
        }
      }
      if !isKind(token, .flowMappingEnd) {
        // `{a, b}`: keys without values.
        states.append(.flowMappingEmptyValue)
        return try parseNode(block: false, indentlessSequence: false)
      }
    }
    state = popState()
    marks.removeLast()
    scanner.skipToken()
    return Event(kind: .mappingEnd, start: token.start, end: token.end)
  }

  private mutating func parseFlowMappingValue(empty: Bool) throws(YAMLError) -> Event {
    var token = try scanner.peek()
    if empty {
      state = .flowMappingKey
      return emptyScalar(at: token.start)
    }
    if case .value = token.kind {
      scanner.skipToken()
      token = try scanner.peek()
      if !isKind(token, .flowEntry) && !isKind(token, .flowMappingEnd) {
        states.append(.flowMappingKey)
        return try parseNode(block: false, indentlessSequence: false)
      }
    }
    state = .flowMappingKey
    return emptyScalar(at: token.start)
  }

  // MARK: - Helpers

  /// The value left out where a key or value may be omitted: an empty plain scalar.
  private func emptyScalar(at mark: Mark) -> Event {
    Event(
      kind: .scalar(
        anchor: nil, tag: nil, value: "", plainImplicit: true, quotedImplicit: false,
        style: .plain),
      start: mark, end: mark)
  }

  private mutating func pushMarkAndSkip() throws(YAMLError) {
    marks.append(try scanner.peek().start)
    scanner.skipToken()
  }

  private mutating func popState() -> State { states.popLast() ?? .end }
  private mutating func popMark() -> Mark { marks.popLast() ?? Mark() }

  private enum SimpleKind { case flowEntry, flowSequenceEnd, flowMappingEnd }

  private func isKind(_ token: Token, _ kind: SimpleKind) -> Bool {
    switch (token.kind, kind) {
    case (.flowEntry, .flowEntry), (.flowSequenceEnd, .flowSequenceEnd),
      (.flowMappingEnd, .flowMappingEnd):
      true
    default: false
    }
  }

  /// A token in words, for "expected a value, found …".
  private static func describe(_ token: Token) -> String {
    switch token.kind {
    case .streamEnd: "the end of the text"
    case .documentStart: "'---'"
    case .documentEnd: "'...'"
    case .versionDirective, .tagDirective: "a directive"
    case .blockEnd: "the end of an indented block"
    case .blockSequenceStart, .blockEntry: "'- '"
    case .blockMappingStart, .key: "a key"
    case .value: "':'"
    case .flowSequenceEnd: "']'"
    case .flowMappingEnd: "'}'"
    case .flowEntry: "','"
    default: "a value"
    }
  }
}
