import HIG

/// One pass over Swift or Objective-C tokens, with a stack of open brackets that knows which
/// call, message or argument label each bracket belongs to.
///
/// Invariants: each byte is lexed once and each token costs constant work; comments are
/// skipped and strings end at a line's end, so an unterminated one cannot hide the rest of the
/// file; the bracket stack is capped, deeper brackets are only counted.
struct CodeScanner {

  /// A string literal that is exactly a name (no escapes, no interpolation), with its line.
  private struct Literal {
    public var range: Range<Int>
    public var line: Int
  }

  private enum Token {
    case identifier(Range<Int>)
    /// A string literal; `nil` when it is not a plain name (escapes, interpolation, unterminated).
    case string(Literal?)
    case open(UInt8)
    case close(UInt8)
    case colon, comma, dot, assign, semicolon
    /// `?`, `!` and `#`: they neither end an expression's chain nor name anything.
    case transparent
    case other
  }

  /// A token as remembered for look-behind: enough to see `tabBarItem.image =` or `.tabItem {`.
  private enum Recent {
    case none
    case identifier(Range<Int>)
    case dot, other
  }

  /// What a closed bracket's contents were.
  private enum Value {
    case none
    /// `UIImage(named: "x")`, `[UIImage imageNamed:@"x"]` and the like.
    case image(Literal)
    /// `[UITabBarItem alloc]`: the class of the message's receiver.
    case alloc(Range<Int>)
  }

  /// One open bracket (or the whole file, at the bottom) and what has been seen directly in it.
  private struct Frame {
    var opener: UInt8 = 0
    /// An Objective-C message (`[receiver selector:argument]`).
    var isMessage = false
    /// For `(`: the name called (`UIImage` in `UIImage(` and in `UIImage.init(`).
    var callee: Range<Int>?
    /// Inside a SwiftUI `.tabItem { }` closure.
    var inTabItem = false
    var isFirstInParent = false
    var recent: (Recent, Recent, Recent) = (.none, .none, .none)
    var tokenCount = 0
    var lastWasIdentifier = false

    /// The current argument's label (nil before any, and after a comma).
    public var label: Range<Int>?
    /// Tokens in the current argument after its label.
    var argumentTokens = 0
    /// The current argument's first token, when it is a plain string literal.
    public var literal: Literal?
    /// Arguments that were exactly one plain literal, by label.
    var literals: [(label: Range<Int>?, literal: Literal)] = []

    /// Objective-C: the first selector part, the receiver's words and what the receiver was.
    var firstLabel: Range<Int>?
    var receiver: Range<Int>?
    var unarySelector: Range<Int>?
    var receiverTail: Range<Int>?
    var receiverClass: Range<Int>?
    var receiverImage: Literal?

    /// After `tabBarItem.image =`: the role the next image expression gets.
    public var assignment: AssetRole?

    mutating func remember(_ token: Recent) {
      recent = (token, recent.0, recent.1)
    }

    /// A token directly in this frame: labels, literals, receivers and assignments.
    public mutating func take(_ token: Token, in bytes: [UInt8]) {
      let isFirst = tokenCount == 0
      tokenCount += 1
      let wasIdentifier = lastWasIdentifier
      lastWasIdentifier = false
      switch token {
      case .identifier(let range):
        if isMessage && firstLabel == nil {
          if isFirst {
            receiver = range
          } else if tokenCount == 2 {
            unarySelector = range
          }
        }
        // Only the words of an image expression may follow `tabBarItem.image =`.
        if assignment != nil,
          ![Word.uiImage, Word.initializer, Word.imageLiteral].contains(where: {
            CodeScanner.equal(range, $0, in: bytes)
          })
        {
          assignment = nil
        }
        argumentTokens += 1
        lastWasIdentifier = true
        remember(.identifier(range))
      case .colon:
        if wasIdentifier, case .identifier(let label) = recent.0 {
          // `label:` starts an argument; the label itself belonged to no argument.
          endArgument(tokens: argumentTokens - 1)
          if firstLabel == nil {
            firstLabel = label
            if case .identifier(let tail) = recent.1 { receiverTail = tail }
          }
          self.label = label
        } else {
          argumentTokens += 1
        }
        remember(.other)
      case .comma:
        endArgument(tokens: argumentTokens)
        label = nil
        assignment = nil
        remember(.other)
      case .string(let literal):
        if argumentTokens == 0 { self.literal = literal }
        argumentTokens += 1
        assignment = nil
        remember(.other)
      case .dot:
        argumentTokens += 1
        remember(.dot)
      case .assign:
        assignment = CodeScanner.assignedRole(recent, in: bytes)
        argumentTokens += 1
        remember(.other)
      case .transparent:
        argumentTokens += 1
      case .semicolon, .other, .open, .close:
        assignment = nil
        argumentTokens += 1
        remember(.other)
      }
    }

    mutating func endArgument(tokens: Int) {
      if tokens == 1, let literal, literals.count < 8 { literals.append((label, literal)) }
      literal = nil
      argumentTokens = 0
    }
  }

  private static let maxDepth = 256
  /// How far down the stack a closing bracket looks for its opener before it is ignored.
  private static let recoveryDepth = 4

  public let bytes: [UInt8]
  public let source: String
  public let objectiveC: Bool
  private var uses: [BarIconUse] = []
  private var frames = [Frame()]
  private var overflow = 0
  private var line = 1
  /// Every name a string literal could give an image by, wherever it is used.
  private(set) var names = CodeImageNames()

  public init(bytes: [UInt8], source: String, objectiveC: Bool) {
    self.bytes = bytes
    self.source = source
    self.objectiveC = objectiveC
  }

  // MARK: Lexing

  public mutating func run() -> [BarIconUse] {
    let count = bytes.count
    var index = 0
    var atLineStart = true
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        index += 1
        atLineStart = true
        continue
      }
      if BarIconUses.isSpace(byte) || byte == UInt8(ascii: "`") {
        index += 1
        continue
      }
      let lineStart = atLineStart
      atLineStart = false
      let next = index + 1 < count ? bytes[index + 1] : 0
      switch byte {
      case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
        index = lineEnd(from: index)
      case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
        index = blockCommentEnd(from: index + 2)
      case UInt8(ascii: "#") where objectiveC && lineStart:
        // A preprocessor line: `#define` text is not code until it is expanded.
        index = lineEnd(from: index)
      case UInt8(ascii: "\""):
        index = string(from: index)
      case UInt8(ascii: "@") where objectiveC && next == UInt8(ascii: "\""):
        index = string(from: index + 1)
      case UInt8(ascii: "#")
      where !objectiveC && (next == UInt8(ascii: "#") || next == UInt8(ascii: "\"")):
        index = rawString(from: index)
      case UInt8(ascii: "'") where objectiveC:
        index = characterLiteralEnd(from: index + 1)
        handle(.other)
      default:
        index = punctuation(byte, at: index)
      }
    }
    return uses
  }

  private mutating func punctuation(_ byte: UInt8, at index: Int) -> Int {
    if isIdentifierByte(byte) {
      var end = index + 1
      while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
      // A number is not a name; it is lexed the same way (`0x1F`, `2x`) and ignored.
      let isNumber = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
      handle(isNumber ? .other : .identifier(index..<end))
      return end
    }
    switch byte {
    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): handle(.open(byte))
    case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): handle(.close(byte))
    case UInt8(ascii: ":"): handle(.colon)
    case UInt8(ascii: ","): handle(.comma)
    case UInt8(ascii: "."): handle(.dot)
    case UInt8(ascii: ";"): handle(.semicolon)
    case UInt8(ascii: "?"), UInt8(ascii: "#"): handle(.transparent)
    default:
      guard isOperatorByte(byte) else {
        handle(.other)
        return index + 1
      }
      var end = index + 1
      while end < bytes.count, isOperatorByte(bytes[end]),
        !(bytes[end] == UInt8(ascii: "/") && end + 1 < bytes.count
          && (bytes[end + 1] == UInt8(ascii: "/") || bytes[end + 1] == UInt8(ascii: "*")))
      {
        end += 1
      }
      if end - index == 1 && byte == UInt8(ascii: "=") {
        handle(.assign)
      } else if end - index == 1 && byte == UInt8(ascii: "!") {
        handle(.transparent)
      } else {
        handle(.other)
      }
      return end
    }
    return index + 1
  }

  private func isIdentifierByte(_ byte: UInt8) -> Bool {
    // Bytes of multi-byte UTF-8 (and invalid bytes) count as letters: Swift allows them.
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
  }

  private func isOperatorByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"),
      UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
      UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
      UInt8(ascii: "~"):
      true
    default: false
    }
  }

  private func lineEnd(from start: Int) -> Int {
    var index = start
    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
    return index
  }

  /// After the `*/` that ends a comment opened before `start`; Swift's comments nest.
  private mutating func blockCommentEnd(from start: Int) -> Int {
    var depth = 1
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      let next = index + 1 < bytes.count ? bytes[index + 1] : 0
      if byte == UInt8(ascii: "\n") {
        line += 1
      } else if byte == UInt8(ascii: "*") && next == UInt8(ascii: "/") {
        depth -= 1
        if depth == 0 { return index + 2 }
        index += 1
      } else if !objectiveC && byte == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
        depth += 1
        index += 1
      }
      index += 1
    }
    return index
  }

  private func characterLiteralEnd(from start: Int) -> Int {
    var index = start
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\n"): return index
      case UInt8(ascii: "\\"): index += 2
      case UInt8(ascii: "'"): return index + 1
      default: index += 1
      }
    }
    return bytes.count
  }

  /// Lexes the string whose opening quote is at `quote`; returns the index after it.
  private mutating func string(from quote: Int) -> Int {
    let count = bytes.count
    if !objectiveC, quote + 2 < count, bytes[quote + 1] == UInt8(ascii: "\""),
      bytes[quote + 2] == UInt8(ascii: "\"")
    {
      // A multi-line string holds no name: skipped, its lines counted.
      handle(.string(nil))
      return skip(past: "\"\"\"", from: quote + 3)
    }
    let startLine = line
    var plain = true
    // Where the text before the first interpolation ends: `"tab_\(index)"` names `tab_...`.
    var interpolated: Int? = nil
    var index = quote + 1
    while index < count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        if plain {
          names.note(bytes[(quote + 1)..<index])
        } else if let interpolated {
          names.notePrefix(bytes[(quote + 1)..<interpolated])
        }
        handle(.string(plain ? Literal(range: (quote + 1)..<index, line: startLine) : nil))
        return index + 1
      case UInt8(ascii: "\n"):
        // Unterminated: the string ends with its line, so the next line is code again.
        handle(.string(nil))
        return index
      case UInt8(ascii: "\\"):
        if plain && !objectiveC, index + 1 < count, bytes[index + 1] == UInt8(ascii: "(") {
          interpolated = index
        }
        plain = false
        if !objectiveC, index + 1 < count, bytes[index + 1] == UInt8(ascii: "(") {
          index = interpolationEnd(from: index + 2)
        } else {
          index += 2
        }
      default:
        index += 1
      }
    }
    handle(.string(nil))
    return count
  }

  /// After the `)` that closes a `\(` interpolation, or at the line's end.
  private func interpolationEnd(from start: Int) -> Int {
    var depth = 1
    var index = start
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\n"): return index
      case UInt8(ascii: "("): depth += 1
      case UInt8(ascii: ")"):
        depth -= 1
        if depth == 0 { return index + 1 }
      case UInt8(ascii: "\""):
        // A string inside the interpolation: skipped to its end on the same line.
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""),
          bytes[index] != UInt8(ascii: "\n")
        {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        if index >= bytes.count || bytes[index] == UInt8(ascii: "\n") {
          return min(index, bytes.count)
        }
      default: break
      }
      index += 1
    }
    return bytes.count
  }

  /// A Swift raw string `#"..."#` (any number of `#`); the `#` at `start`.
  private mutating func rawString(from start: Int) -> Int {
    var index = start
    while index < bytes.count, bytes[index] == UInt8(ascii: "#") { index += 1 }
    let hashes = index - start
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
      handle(.transparent)
      return start + 1
    }
    let terminator =
      [UInt8](repeating: UInt8(ascii: "\""), count: 1)
      + [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
    if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\""),
      bytes[index + 2] == UInt8(ascii: "\"")
    {
      handle(.string(nil))
      return skip(
        past: [UInt8](repeating: UInt8(ascii: "\""), count: 2) + terminator, from: index + 3)
    }
    let contentStart = index + 1
    var plain = true
    index = contentStart
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") { break }
      if byte == UInt8(ascii: "\\") { plain = false }
      if byte == UInt8(ascii: "\""), index + hashes < bytes.count,
        bytes[(index + 1)...(index + hashes)].allSatisfy({ $0 == UInt8(ascii: "#") })
      {
        if plain { names.note(bytes[contentStart..<index]) }
        handle(.string(plain ? Literal(range: contentStart..<index, line: line) : nil))
        return index + 1 + hashes
      }
      index += 1
    }
    handle(.string(nil))
    return index
  }

  /// After the next `terminator` from `start` (or the end), counting the lines skipped.
  private mutating func skip(past terminator: [UInt8], from start: Int) -> Int {
    var index = start
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\n") { line += 1 }
      if bytes[index] == terminator[0], index + terminator.count <= bytes.count,
        bytes[index..<(index + terminator.count)].elementsEqual(terminator)
      {
        return index + terminator.count
      }
      index += 1
    }
    return bytes.count
  }

  private mutating func skip(past terminator: StaticString, from start: Int) -> Int {
    skip(past: terminator.withUTF8Buffer { Array($0) }, from: start)
  }

  // MARK: Parsing

  private mutating func handle(_ token: Token) {
    if overflow > 0 {
      if case .open = token { overflow += 1 }
      if case .close = token { overflow -= 1 }
      return
    }
    switch token {
    case .open(let bracket): open(bracket)
    case .close(let bracket): close(bracket)
    default: take(token, in: frames.count - 1)
    }
  }

  /// A token directly inside frame `top` (not inside a bracket nested in it).
  private mutating func take(_ token: Token, in top: Int) {
    frames[top].take(token, in: bytes)
  }

  /// `tabBarItem.image =` and `tabBarItem.selectedImage =` set a tab-bar item's images;
  /// `rightBarButtonItem.image =` (and left) a navigation-bar button's.
  private static func assignedRole(_ recent: (Recent, Recent, Recent), in bytes: [UInt8])
    -> AssetRole?
  {
    guard case .identifier(let property) = recent.0, case .dot = recent.1,
      case .identifier(let object) = recent.2
    else { return nil }
    func isOne(_ range: Range<Int>, of words: [UInt8]...) -> Bool {
      words.contains { equal(range, $0, in: bytes) }
    }
    if isOne(object, of: Word.tabBarItem),
      isOne(property, of: Word.image, Word.selectedImage, Word.landscapeImagePhone)
    {
      return .tabBarIcon
    }
    if isOne(object, of: Word.leftBarButtonItem, Word.rightBarButtonItem),
      isOne(property, of: Word.image, Word.landscapeImagePhone)
    {
      return .toolbarIcon
    }
    return nil
  }

  private mutating func open(_ bracket: UInt8) {
    let top = frames.count - 1
    guard frames.count < Self.maxDepth else {
      overflow = 1
      return
    }
    let parent = frames[top]
    var child = Frame(opener: bracket)
    child.isMessage = objectiveC && bracket == UInt8(ascii: "[")
    child.isFirstInParent = parent.tokenCount == 0
    child.inTabItem = parent.inTabItem
    if bracket == UInt8(ascii: "{"), case .identifier(let name) = parent.recent.0,
      case .dot = parent.recent.1, equal(name, Word.tabItem)
    {
      child.inTabItem = true
    }
    if bracket == UInt8(ascii: "("), case .identifier(let name) = parent.recent.0 {
      child.callee = name
      if equal(name, Word.initializer), case .dot = parent.recent.1,
        case .identifier(let type) = parent.recent.2
      {
        child.callee = type
      }
    }
    // The bracket is a token of the parent's argument; it keeps a pending assignment armed.
    frames[top].tokenCount += 1
    frames[top].argumentTokens += 1
    frames[top].lastWasIdentifier = false
    frames.append(child)
  }

  private mutating func close(_ bracket: UInt8) {
    let opener: UInt8 =
      switch bracket {
      case UInt8(ascii: ")"): UInt8(ascii: "(")
      case UInt8(ascii: "]"): UInt8(ascii: "[")
      default: UInt8(ascii: "{")
      }
    // A closer with no opener near the top is a stray (or a bracket in a macro): ignored.
    var match: Int?
    var index = frames.count - 1
    while index >= 1 && frames.count - 1 - index < Self.recoveryDepth {
      if frames[index].opener == opener {
        match = index
        break
      }
      index -= 1
    }
    guard let match else {
      take(.other, in: frames.count - 1)
      return
    }
    frames.removeSubrange((match + 1)...)
    var child = frames.removeLast()
    child.endArgument(tokens: child.argumentTokens)
    deliver(evaluate(child), from: child, to: frames.count - 1)
  }

  /// What a closed bracket was: an image, an `alloc`, or nothing of interest. SwiftUI uses
  /// are recorded here, since they need no enclosing call.
  private mutating func evaluate(_ frame: Frame) -> Value {
    if frame.isMessage {
      if let receiver = frame.receiver, equal(receiver, Word.uiImage),
        let selector = frame.firstLabel, equal(selector, Word.imageNamed),
        let literal = literal(in: frame, for: Word.imageNamed)
      {
        return .image(literal)
      }
      // `[[UIImage imageNamed:@"x"] imageWithRenderingMode:...]` is still that image.
      if let image = frame.receiverImage, let selector = frame.firstLabel ?? frame.unarySelector,
        bytes[selector].starts(with: Word.image)
      {
        return .image(image)
      }
      if frame.firstLabel == nil, frame.tokenCount == 2, let receiver = frame.receiver,
        let selector = frame.unarySelector, equal(selector, Word.alloc)
      {
        return .alloc(receiver)
      }
      return .none
    }
    guard frame.opener == UInt8(ascii: "("), let callee = frame.callee else { return .none }
    if equal(callee, Word.uiImage) {
      if let literal = literal(in: frame, for: Word.named)
        ?? literal(in: frame, for: Word.imageLiteralResourceName)
      {
        return .image(literal)
      }
    } else if equal(callee, Word.imageLiteral) {
      if let literal = literal(in: frame, for: Word.resourceName) { return .image(literal) }
    } else if equal(callee, Word.swiftUIImage) {
      if frame.inTabItem,
        let literal = literal(in: frame, for: nil) ?? literal(in: frame, for: Word.decorative)
      {
        record(literal, .tabBarIcon)
      }
    } else if equal(callee, Word.swiftUILabel) {
      if frame.inTabItem, let literal = literal(in: frame, for: Word.image) {
        record(literal, .tabBarIcon)
      }
    } else if equal(callee, Word.swiftUITab) {
      // iOS 18's `Tab("Title", image: "name") { ... }` is a tab item by itself.
      if let literal = literal(in: frame, for: Word.image) { record(literal, .tabBarIcon) }
    }
    return .none
  }

  /// Hands a closed bracket's value to the frame it was in: a use when it fills a bar item's
  /// image slot.
  private mutating func deliver(_ value: Value, from child: Frame, to top: Int) {
    frames[top].remember(.other)
    let assignment = frames[top].assignment
    frames[top].assignment = nil
    switch value {
    case .none:
      break
    case .alloc(let type):
      if frames[top].isMessage && child.isFirstInParent { frames[top].receiverClass = type }
    case .image(let literal):
      if let assignment {
        record(literal, assignment)
      } else if frames[top].isMessage && child.isFirstInParent {
        frames[top].receiverImage = literal
      } else if let role = slotRole(frames[top]) {
        record(literal, role)
      }
    }
  }

  /// The role of an image passed as the current argument of this call or message.
  private func slotRole(_ frame: Frame) -> AssetRole? {
    guard let label = frame.label else { return nil }
    func labelIs(_ words: [UInt8]...) -> Bool { words.contains { equal(label, $0) } }
    if frame.isMessage {
      if let type = frame.receiverClass, equal(type, Word.uiTabBarItem),
        labelIs(Word.image, Word.selectedImage)
      {
        return .tabBarIcon
      }
      if let type = frame.receiverClass, equal(type, Word.uiBarButtonItem),
        labelIs(Word.initWithImage, Word.landscapeImagePhone)
      {
        return .toolbarIcon
      }
      if let tail = frame.receiverTail, equal(tail, Word.tabBarItem),
        labelIs(Word.setImage, Word.setSelectedImage)
      {
        return .tabBarIcon
      }
      return nil
    }
    guard frame.opener == UInt8(ascii: "("), let callee = frame.callee else { return nil }
    if equal(callee, Word.uiTabBarItem),
      labelIs(Word.image, Word.selectedImage, Word.landscapeImagePhone)
    {
      return .tabBarIcon
    }
    if equal(callee, Word.uiBarButtonItem), labelIs(Word.image, Word.landscapeImagePhone) {
      return .toolbarIcon
    }
    return nil
  }

  /// The plain literal that was the whole argument with this label (nil: the unlabelled one).
  private func literal(in frame: Frame, for label: [UInt8]?) -> Literal? {
    frame.literals.first { entry in
      switch (entry.label, label) {
      case (nil, nil): true
      case (let written?, let wanted?): equal(written, wanted)
      default: false
      }
    }?.literal
  }

  private mutating func record(_ literal: Literal, _ role: AssetRole) {
    guard let name = BarIconUses.iconName(bytes[literal.range]), !drawnAsOriginal(literal)
    else { return }
    uses.append(BarIconUse(name: name, role: role, source: "\(source):\(literal.line)"))
  }

  /// Whether the literal's line asks for the image in its own colours (`.alwaysOriginal`,
  /// `UIImageRenderingModeAlwaysOriginal`): a bar then draws it as it is, not as a mask.
  private func drawnAsOriginal(_ literal: Literal) -> Bool {
    let newline = UInt8(ascii: "\n")
    var start = literal.range.lowerBound
    while start > 0 && bytes[start - 1] != newline && literal.range.lowerBound - start < 512 {
      start -= 1
    }
    var end = literal.range.upperBound
    while end < bytes.count && bytes[end] != newline && end - literal.range.upperBound < 512 {
      end += 1
    }
    let marker = Array("lwaysOriginal".utf8)
    guard end - start >= marker.count else { return false }
    return (start...(end - marker.count)).contains {
      bytes[$0..<($0 + marker.count)].elementsEqual(marker)
    }
  }

  private func equal(_ range: Range<Int>, _ word: [UInt8]) -> Bool {
    Self.equal(range, word, in: bytes)
  }

  static func equal(_ range: Range<Int>, _ word: [UInt8], in bytes: [UInt8]) -> Bool {
    range.count == word.count && bytes[range].elementsEqual(word)
  }
}
