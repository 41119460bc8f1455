/// The first document of a YAML text, composed into nodes: what Yams' `compose` gives,
/// read by iconsmith's own scanner and parser with no Foundation.
///
/// Invariant: every node has its resolved tag and 1-based position; aliases are resolved
/// to the nodes their anchors name (never copied), and the document holds at most
/// `limits.maxNodes` nodes, nests at most `limits.maxDepth` levels and expands to at most
/// `limits.maxExpandedNodes` nodes, all checked while reading, without recursion.
public struct YAMLDocument: Sendable {
  /// The document's top node; nil for a text with no document (empty, or only comments).
  public let root: YAMLNode?
  /// Where a second document starts, when the text holds more than one (only the first is
  /// read; Yams refuses such a text, and callers that want one document refuse it too).
  public let nextDocument: YAMLPosition?

  /// Reads `bytes`, UTF-8 with or without a byte-order mark.
  public init(
    bytes: [UInt8], resolver: YAMLResolver = .yaml11, limits: YAMLLimits = YAMLLimits()
  ) throws(YAMLError) {
    guard bytes.count <= limits.maxBytes else {
      throw YAMLError(
        .tooLarge(bytes: bytes.count, limit: limits.maxBytes), at: YAMLPosition(line: 1, column: 1))
    }
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    try Self.checkCharacters(bytes, from: start)
    var composer = Composer(
      parser: YAMLParser(scanner: YAMLScanner(bytes: bytes, start: start)), resolver: resolver,
      limits: limits)
    let (root, next) = try composer.composeFirstDocument()
    let storage = YAMLStorage(nodes: composer.nodes)
    self.root = root.map { YAMLNode(storage: storage, index: $0) }
    nextDocument = next
  }

  /// Reads `text`.
  public init(
    _ text: String, resolver: YAMLResolver = .yaml11, limits: YAMLLimits = YAMLLimits()
  ) throws(YAMLError) {
    try self.init(bytes: Array(text.utf8), resolver: resolver, limits: limits)
  }

  /// Refuses bytes that are not UTF-8 and the characters YAML forbids, as libyaml's reader
  /// does before the scanner sees them.
  private static func checkCharacters(_ bytes: [UInt8], from start: Int) throws(YAMLError) {
    var index = start
    while index < bytes.count {
      let lead = bytes[index]
      if lead >= 0x20 && lead < 0x7F || lead == 0x0A || lead == 0x0D || lead == 0x09 {
        index += 1
        continue
      }
      guard let (value, width) = decode(bytes, at: index) else {
        throw YAMLError(
          .notUTF8(byteOffset: index), at: position(ofByte: index, in: bytes, from: start))
      }
      let allowed =
        value == 0x85 || (0xA0...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value)
        || (0x10000...0x10FFFF).contains(value)
      guard allowed else {
        throw YAMLError(
          .controlCharacter(value), at: position(ofByte: index, in: bytes, from: start))
      }
      index += width
    }
  }

  /// The scalar value and length of the UTF-8 sequence at `index`; nil when it is not one.
  private static func decode(_ bytes: [UInt8], at index: Int) -> (UInt32, Int)? {
    let lead = bytes[index]
    let width = utf8Width(lead)
    guard width > 0, index + width <= bytes.count else { return nil }
    if width == 1 { return (UInt32(lead), 1) }
    var value = UInt32(lead) & (0xFF >> (width + 1))
    for offset in 1..<width {
      let byte = bytes[index + offset]
      guard byte & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
    let smallest: [UInt32] = [0, 0, 0x80, 0x800, 0x10000]
    guard value >= smallest[width], value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value)
    else { return nil }
    return (value, width)
  }

  /// The line and column of the byte at `offset`, counted as the scanner counts them.
  private static func position(ofByte offset: Int, in bytes: [UInt8], from start: Int)
    -> YAMLPosition
  {
    var line = 1
    var column = 1
    var index = start
    while index < offset {
      let byte = bytes[index]
      let isBreak =
        byte == 0x0A || byte == 0x0D
        || (byte == 0xC2 && index + 1 < bytes.count && bytes[index + 1] == 0x85)
        || (byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80
          && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9))
      if byte == 0x0D && index + 1 < offset && bytes[index + 1] == 0x0A {
        index += 2
      } else {
        index += max(1, utf8Width(byte))
      }
      if isBreak {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return YAMLPosition(line: line, column: column)
  }
}

/// Builds the nodes of the first document from the parser's events, with an explicit stack
/// of the collections open, checking the limits node by node.
private struct Composer {
  /// A collection whose end has not been read yet.
  private struct Open {
    var kind: YAMLNode.Kind
    var anchor: String?
    var tag: String?
    var start: Mark
    var children: [Int32] = []
  }

  private var parser: YAMLParser
  private let resolver: YAMLResolver
  private let limits: YAMLLimits
  private(set) var nodes: [StoredNode] = []
  /// The node each anchor names now (a later `&a` shadows an earlier one).
  private var anchors: [String: Int] = [:]
  private var open: [Open] = []
  /// The shape of each node compared as a key so far, and the number of each shape.
  private var shapes: [Int: Int] = [:]
  private var interned: [Shape: Int] = [:]

  init(parser: YAMLParser, resolver: YAMLResolver, limits: YAMLLimits) {
    self.parser = parser
    self.resolver = resolver
    self.limits = limits
  }

  /// The first document's top node, and where a second document starts, if one does.
  mutating func composeFirstDocument() throws(YAMLError) -> (Int?, YAMLPosition?) {
    _ = try parser.next()  // the stream's start
    guard let start = try parser.next(), case .documentStart = start.kind else { return (nil, nil) }
    let root = try composeNode()
    _ = try parser.next()  // the document's end
    guard let after = try parser.next() else { return (root, nil) }
    if case .streamEnd = after.kind { return (root, nil) }
    return (root, after.start.position)
  }

  private mutating func composeNode() throws(YAMLError) -> Int {
    while true {
      guard let event = try parser.next() else {
        throw YAMLError(
          .expectedValue(found: "the end of the text"), at: YAMLPosition(line: 1, column: 1))
      }
      let finished: Int
      var place = event.start
      switch event.kind {
      case .alias(let name):
        guard let target = anchors[name] else {
          throw YAMLError(.undefinedAlias(name), at: event.start.position)
        }
        finished = target
      case .scalar(let anchor, let tag, let value, _, let quotedImplicit, let style):
        let resolved: YAMLTag =
          if quotedImplicit || tag == "!" {
            .str
          } else if let tag {
            YAMLTag(tag)
          } else {
            resolver.tag(ofPlain: value)
          }
        finished = try add(
          StoredNode(
            kind: .scalar, style: style, tag: resolved, line: Int32(clamping: event.start.line + 1),
            column: Int32(clamping: event.start.column + 1), text: value, children: [], height: 0,
            expandedCount: 1), at: event.start)
        if let anchor { anchors[anchor] = finished }
      case .sequenceStart(let anchor, let tag), .mappingStart(let anchor, let tag):
        // A collection at this depth nests deeper than the limit even if it stays empty.
        guard open.count <= limits.maxDepth else {
          throw YAMLError(.tooDeep(limit: limits.maxDepth), at: event.start.position)
        }
        let kind: YAMLNode.Kind =
          if case .sequenceStart = event.kind { .sequence } else { .mapping }
        open.append(Open(kind: kind, anchor: anchor, tag: tag, start: event.start))
        continue
      case .sequenceEnd, .mappingEnd:
        let collection = open.removeLast()
        place = collection.start
        finished = try close(collection)
      case .streamStart, .streamEnd, .documentStart, .documentEnd:
        throw YAMLError(.expectedValue(found: "the end of the document"), at: event.start.position)
      }
      // Attach the finished node (or the one an alias names) to the collection open around it.
      guard open.count + Int(nodes[finished].height) <= limits.maxDepth else {
        throw YAMLError(.tooDeep(limit: limits.maxDepth), at: place.position)
      }
      guard !open.isEmpty else { return finished }
      open[open.count - 1].children.append(Int32(finished))
    }
  }

  /// The node of a collection whose end was just read.
  private mutating func close(_ collection: Open) throws(YAMLError) -> Int {
    if collection.kind == .mapping { try checkDuplicateKeys(collection.children) }
    var height = 0
    var expanded = 1
    for child in collection.children {
      let node = nodes[Int(child)]
      height = max(height, Int(node.height) + 1)
      expanded += node.expandedCount
      guard expanded <= limits.maxExpandedNodes else {
        throw YAMLError(
          .aliasesExpandTooFar(limit: limits.maxExpandedNodes), at: collection.start.position)
      }
    }
    let tag: YAMLTag =
      if let tag = collection.tag, tag != "!" {
        YAMLTag(tag)
      } else {
        collection.kind == .mapping ? .map : .seq
      }
    let index = try add(
      StoredNode(
        kind: collection.kind, style: .plain, tag: tag,
        line: Int32(clamping: collection.start.line + 1),
        column: Int32(clamping: collection.start.column + 1), text: "",
        children: collection.children, height: Int32(clamping: height), expandedCount: expanded),
      at: collection.start)
    if let anchor = collection.anchor { anchors[anchor] = index }
    return index
  }

  private mutating func add(_ node: StoredNode, at mark: Mark) throws(YAMLError) -> Int {
    guard nodes.count < limits.maxNodes else {
      throw YAMLError(.tooManyNodes(limit: limits.maxNodes), at: mark.position)
    }
    nodes.append(node)
    return nodes.count - 1
  }

  /// Refuses a mapping that writes a key twice (the same text and tag, or for collections the
  /// same structure: Yams compares nodes), as Yams does: the keys sorted, the first of them
  /// placed where it is first written, the error where it is written again.
  private mutating func checkDuplicateKeys(_ children: [Int32]) throws(YAMLError) {
    /// Scalars by text and tag; collections by shape, worked out only for them.
    enum Identity: Hashable {
      case scalar(String, YAMLTag)
      case collection(Int)
    }
    var identities: [Identity] = []
    for pair in stride(from: 0, to: children.count, by: 2) {
      let key = Int(children[pair])
      let node = nodes[key]
      identities.append(
        node.kind == .scalar ? .scalar(node.text, node.tag) : .collection(shape(of: key)))
    }
    var repeated: [(first: Int, again: Int)] = []
    if identities.count <= 16 {
      // Most mappings are small: comparing each pair costs less than hashing.
      for index in identities.indices {
        // Record each key at its second writing only.
        var earlier: Int?
        var count = 0
        for before in 0..<index where identities[before] == identities[index] {
          earlier = earlier ?? before
          count += 1
        }
        if count == 1, let earlier {
          repeated.append((Int(children[2 * earlier]), Int(children[2 * index])))
        }
      }
    } else {
      var first: [Identity: Int] = [:]
      var seenAgain: Set<Identity> = []
      for (index, identity) in identities.enumerated() {
        if let earlier = first[identity] {
          if seenAgain.insert(identity).inserted {
            repeated.append((Int(children[2 * earlier]), Int(children[2 * index])))
          }
        } else {
          first[identity] = index
        }
      }
    }
    guard !repeated.isEmpty else { return }
    let named = repeated.map { (name: name(of: $0.first), first: $0.first, again: $0.again) }
      .sorted { $0.name < $1.name }
    let firstNode = nodes[named[0].first]
    let againNode = nodes[named[0].again]
    throw YAMLError(
      .duplicateKeys(
        named.map(\.name),
        first: YAMLPosition(line: Int(firstNode.line), column: Int(firstNode.column))),
      at: YAMLPosition(line: Int(againNode.line), column: Int(againNode.column)))
  }

  private func name(of index: Int) -> String {
    switch nodes[index].kind {
    case .scalar: nodes[index].text
    case .sequence: "[…]"
    case .mapping: "{…}"
    }
  }

  /// What a node is up to equality (kind, tag, text, the shapes of its children in order),
  /// as a number: equal nodes get equal numbers. Worked out once per node, with an explicit
  /// stack, and only for the keys of mappings (and, for collections as keys, what they hold).
  private mutating func shape(of root: Int) -> Int {
    if let known = shapes[root] { return known }
    var stack = [(node: root, childrenDone: false)]
    while let (index, childrenDone) = stack.popLast() {
      if shapes[index] != nil { continue }
      let node = nodes[index]
      if node.kind != .scalar && !childrenDone {
        stack.append((index, true))
        for child in node.children where shapes[Int(child)] == nil {
          stack.append((Int(child), false))
        }
        continue
      }
      let key = Shape(
        kind: node.kind, tag: node.tag, text: node.text,
        children: node.children.map { shapes[Int($0)] ?? -1 })
      let id = interned[key] ?? interned.count
      interned[key] = id
      shapes[index] = id
    }
    return shapes[root] ?? -1
  }
}

/// A node up to equality, its children given by their shapes.
private struct Shape: Hashable {
  let kind: YAMLNode.Kind
  let tag: YAMLTag
  let text: String
  let children: [Int]
}
