import HIG

/// What a source, interface or plist file says about which images are bar icons.
///
/// Invariant: `name` is never empty and never ends in ".png", "@2x" or "@3x".
public struct BarIconUse: Sendable, Equatable, Hashable {
  /// The image name as written, without ".png" and without "@2x"/"@3x" ("tab-home").
  public let name: String
  /// `.tabBarIcon` or `.toolbarIcon`.
  public let role: AssetRole
  /// "MainWindow.xib", "Main.storyboard", "AppDelegate.m:42" — where the use is, for messages.
  public let source: String
}

/// Finds the images that interface files and code use as tab-bar and toolbar icons.
///
/// Invariants: pure (no disk, no printing); one forward pass, so work is linear in the input;
/// any bytes (invalid UTF-8, unterminated tags or strings, unbalanced brackets) give a result.
/// Only a literal name at a known call or attribute is a use: a computed name is never guessed.
public enum BarIconUses {
  /// Whether a file of this name is worth reading (xib, storyboard, swift, m, mm): cheap, by name.
  ///
  /// Info.plist is not scannable: its only image uses are quick-action icons, which are
  /// template images, not bar icons.
  public static func isScannable(name: String) -> Bool {
    guard let kind = SourceKind(path: name) else { return false }
    return kind != .nativeScriptMarkup
  }

  /// Whether a file of this name may be a NativeScript view (xml, html, vue), whose bar items
  /// name their icons `res://NAME`: worth reading only in a tree with NativeScript resources,
  /// since other trees hold such files by the hundred (Android resources, web pages).
  public static func isNativeScriptMarkup(name: String) -> Bool {
    SourceKind(path: name) == .nativeScriptMarkup
  }

  /// The uses in one file's bytes; `path` is for `source` and to pick the parser by extension.
  ///
  /// Uses come in the order they appear, each once. Interface files give `path` as the source;
  /// code gives `path:line`, the line of the name's string literal.
  public static func scan(_ bytes: [UInt8], path: String) -> [BarIconUse] {
    let uses: [BarIconUse]
    switch SourceKind(path: path) {
    case .interface:
      var scanner = InterfaceScanner(bytes: bytes, source: path)
      uses = scanner.run()
    case .nativeScriptMarkup:
      var scanner = InterfaceScanner(bytes: bytes, source: path, nativeScript: true)
      uses = scanner.containsResourceScheme() ? scanner.run() : []
    case .swift:
      var scanner = CodeScanner(bytes: bytes, source: path, objectiveC: false)
      uses = scanner.run()
    case .objectiveC:
      var scanner = CodeScanner(bytes: bytes, source: path, objectiveC: true)
      uses = scanner.run()
    case nil:
      uses = []
    }
    var seen = Set<BarIconUse>()
    return uses.filter { seen.insert($0).inserted }
  }

  /// The name a use refers to: trimmed, without ".png" and a scale suffix; nil when empty.
  ///
  /// A name longer than 255 bytes is no file name (a file system's limit), so it is dropped.
  public static func iconName<Bytes: Collection<UInt8>>(_ written: Bytes) -> String? {
    var name = Array(written)
    while let last = name.last, isSpace(last) { name.removeLast() }
    let start = name.firstIndex { !isSpace($0) } ?? name.endIndex
    name.removeSubrange(0..<start)
    let png = Array(".png".utf8)
    if name.count >= png.count, zip(name.suffix(png.count), png).allSatisfy({ $0 | 0x20 == $1 }) {
      name.removeLast(png.count)
    }
    if name.count >= 3, name[name.count - 3] == UInt8(ascii: "@"),
      name[name.count - 2] == UInt8(ascii: "2") || name[name.count - 2] == UInt8(ascii: "3"),
      name[name.count - 1] == UInt8(ascii: "x")
    {
      name.removeLast(3)
    }
    guard !name.isEmpty, name.count <= 255 else { return nil }
    return String(decoding: name, as: UTF8.self)
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
  }
}

/// Which parser a file needs, decided by its extension alone (any case, as file systems on
/// macOS ignore it).
private enum SourceKind {
  case interface, swift, objectiveC, nativeScriptMarkup

  public init?(path: String) {
    let fileName = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return nil }
    switch fileName[fileName.index(after: dot)...].lowercased() {
    case "xib", "storyboard": self = .interface
    case "swift": self = .swift
    case "m", "mm": self = .objectiveC
    case "xml", "html", "vue": self = .nativeScriptMarkup
    default: return nil
    }
  }
}

/// ASCII words the scanners compare against, as bytes so no token becomes a String.
private enum Word {
  public static let object = bytes("object")
  public static let string = bytes("string")
  public static let tabBarItem = bytes("tabBarItem")
  public static let barButtonItem = bytes("barButtonItem")
  public static let imageReference = bytes("imageReference")
  static let classAttribute = bytes("class")
  public static let key = bytes("key")
  public static let image = bytes("image")
  public static let selectedImage = bytes("selectedImage")
  public static let landscapeImagePhone = bytes("landscapeImagePhone")
  public static let catalog = bytes("catalog")
  public static let system = bytes("system")
  static let nsCustomResource = bytes("NSCustomResource")
  /// NativeScript's scheme for an image of the app's resources: `res://menu`.
  static let resourceScheme = bytes("res://")
  static let icon = bytes("icon")
  static let iconSource = bytes("iconsource")
  static let source = bytes("src")
  static let nsResourceName = bytes("NSResourceName")
  static let ibTabBarItem = bytes("IBUITabBarItem")
  static let ibBarButtonItem = bytes("IBUIBarButtonItem")
  static let ibImageKeys = [
    bytes("IBUIImage"), bytes("IBUISelectedImage"), bytes("IBUILandscapeImagePhone"),
  ]

  static let uiImage = bytes("UIImage")
  static let uiTabBarItem = bytes("UITabBarItem")
  static let uiBarButtonItem = bytes("UIBarButtonItem")
  static let swiftUIImage = bytes("Image")
  static let swiftUILabel = bytes("Label")
  static let swiftUITab = bytes("Tab")
  public static let tabItem = bytes("tabItem")
  public static let named = bytes("named")
  public static let imageNamed = bytes("imageNamed")
  public static let imageLiteral = bytes("imageLiteral")
  public static let resourceName = bytes("resourceName")
  static let imageLiteralResourceName = bytes("imageLiteralResourceName")
  public static let decorative = bytes("decorative")
  static let initializer = bytes("init")
  public static let alloc = bytes("alloc")
  public static let initWithImage = bytes("initWithImage")
  public static let leftBarButtonItem = bytes("leftBarButtonItem")
  public static let rightBarButtonItem = bytes("rightBarButtonItem")
  public static let setImage = bytes("setImage")
  static let setSelectedImage = bytes("setSelectedImage")

  public static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
}

// MARK: - Interface Builder files

/// One pass over the XML tags of a `.xib` or `.storyboard`, old archive or current format, or
/// of a NativeScript view (XML, Angular or Vue template), whose bar items name their icons
/// `res://NAME`: `ActionItem` and `NavigationButton` by `icon` (toolbar), `TabViewItem` and
/// `TabStripItem` by `iconSource` or an `Image` child's `src` (tab bar).
///
/// Invariants: each byte is read a bounded number of times (an unterminated comment, tag or
/// value ends the scan); the element stack is capped, deeper elements are only counted.
private struct InterfaceScanner {
  /// What an open element means for the image names inside it.
  private struct Element {
    public enum Kind {
      case other
      /// An old-archive `NSCustomResource` in a bar item's image slot (role) or elsewhere (nil).
      case customResource(AssetRole?)
      /// A current-format `<tabBarItem>` or `<barButtonItem>`.
      case barItem(AssetRole)
    }
    public var kind: Kind
    /// The bar role of the nearest enclosing old-archive `<object>`, nil for any other class.
    var objectRole: AssetRole?
  }

  private static let maxDepth = 512
  private static let maxAttributes = 64

  public let bytes: [UInt8]
  public let source: String
  /// A NativeScript view: only `res://` names on its bar items count.
  public let nativeScript: Bool
  private var uses: [BarIconUse] = []
  private var stack: [Element] = []
  private var overflow = 0
  private var attributes: [(name: Range<Int>, value: Range<Int>)] = []

  public init(bytes: [UInt8], source: String, nativeScript: Bool = false) {
    self.bytes = bytes
    self.source = source
    self.nativeScript = nativeScript
  }

  /// Whether `res://` occurs at all: a view that names no resource image needs no parse.
  public func containsResourceScheme() -> Bool {
    let scheme = Word.resourceScheme
    var index = 0
    while let candidate = find(scheme[0], from: index) {
      if candidate + scheme.count <= bytes.count,
        bytes[candidate..<(candidate + scheme.count)].elementsEqual(scheme)
      {
        return true
      }
      index = candidate + 1
    }
    return false
  }

  public mutating func run() -> [BarIconUse] {
    let count = bytes.count
    var index = 0
    while let open = find(UInt8(ascii: "<"), from: index) {
      index = open + 1
      guard index < count else { break }
      switch bytes[index] {
      case UInt8(ascii: "!"):
        if starts(with: "!--", at: index) {
          index = end(of: "-->", from: index + 3)
        } else if starts(with: "![CDATA[", at: index) {
          index = end(of: "]]>", from: index + 8)
        } else {
          index = end(of: ">", from: index)
        }
      case UInt8(ascii: "?"):
        index = end(of: "?>", from: index + 1)
      case UInt8(ascii: "/"):
        // Closing tags are trusted to match: a malformed file mis-nests, it cannot loop.
        if overflow > 0 { overflow -= 1 } else if !stack.isEmpty { stack.removeLast() }
        index = end(of: ">", from: index)
      default:
        index = openTag(at: index)
      }
    }
    return uses
  }

  /// Reads the tag whose name starts at `start`; returns where scanning goes on.
  private mutating func openTag(at start: Int) -> Int {
    var index = start
    while index < bytes.count, !BarIconUses.isSpace(bytes[index]),
      bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/")
    {
      index += 1
    }
    let name = start..<index
    guard !name.isEmpty else { return index }
    guard let (after, selfClosing) = readAttributes(from: index) else { return bytes.count }

    let parent = stack.last
    var element = Element(kind: .other, objectRole: parent?.objectRole)
    if nativeScript {
      element = nativeScriptElement(name, parent: parent)
    } else if equal(name, Word.object) {
      element = objectElement(parentRole: parent?.objectRole)
    } else if equal(name, Word.string) {
      if !selfClosing, case .customResource(let role?) = parent?.kind,
        let key = value(Word.key), equal(key, Word.nsResourceName)
      {
        let text = after..<(find(UInt8(ascii: "<"), from: after) ?? bytes.count)
        record(text, role)
      }
    } else if equal(name, Word.tabBarItem) {
      element.kind = .barItem(.tabBarIcon)
      recordAttributes([Word.image, Word.selectedImage, Word.landscapeImagePhone], .tabBarIcon)
    } else if equal(name, Word.barButtonItem) {
      element.kind = .barItem(.toolbarIcon)
      recordAttributes([Word.image, Word.landscapeImagePhone], .toolbarIcon)
    } else if equal(name, Word.imageReference), case .barItem(let role) = parent?.kind,
      let key = value(Word.key), let image = value(Word.image), !isSystemCatalog(),
      [Word.image, Word.selectedImage, Word.landscapeImagePhone].contains(where: { equal(key, $0) })
    {
      // Xcode 11 and later write a configured image as a child element instead of an attribute.
      record(image, role)
    }
    if !selfClosing { push(element) }
    return after
  }

  /// A NativeScript bar item, recording the `res://` icon it names; an `Image` inside a tab
  /// strip item is its icon. Names compare without case, namespace or dashes (`ActionItem`,
  /// `action-item`, `ns:ActionItem`), as XML views, Angular and Vue write them.
  private mutating func nativeScriptElement(_ name: Range<Int>, parent: Element?) -> Element {
    var local = bytes[name][...]
    if let colon = local.lastIndex(of: UInt8(ascii: ":")) {
      local = local[(colon + 1)...]
    }
    let word = String(decoding: local.filter { $0 != UInt8(ascii: "-") }, as: UTF8.self)
      .lowercased()
    // `ios:visibility="collapsed"` hides an item on iOS: what it names never shows there.
    if attributes.contains(where: {
      text($0.name).lowercased() == "ios:visibility"
        && ["collapsed", "hidden"].contains(text($0.value).lowercased())
    }) {
      return Element(kind: .other)
    }
    // Angular's `*tabItem="{title: 'Players', iconSource: 'res://teams'}"` makes any element
    // a tab.
    for attribute in attributes
    where text(attribute.name).filter({ !"*[]".contains($0) }).lowercased() == "tabitem" {
      recordIconSource(in: attribute.value)
    }
    switch word {
    case "actionitem", "navigationbutton":
      recordResource(Word.icon, .toolbarIcon)
      return Element(kind: .other)
    case "tabviewitem", "tabstripitem":
      recordResource(Word.iconSource, .tabBarIcon)
      return Element(kind: .barItem(.tabBarIcon))
    case "image":
      if case .barItem(let role) = parent?.kind { recordResource(Word.source, role) }
      return Element(kind: .other)
    default:
      return Element(kind: .other)
    }
  }

  private func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// Records the `iconSource: 'res://NAME'` of an object literal written in an attribute.
  private mutating func recordIconSource(in value: Range<Int>) {
    let key = Array("iconsource".utf8)
    var index = value.lowerBound
    while index + key.count <= value.upperBound {
      defer { index += 1 }
      guard zip(bytes[index..<(index + key.count)], key).allSatisfy({ $0 | 0x20 == $1 }) else {
        continue
      }
      var cursor = index + key.count
      while cursor < value.upperBound, BarIconUses.isSpace(bytes[cursor]) { cursor += 1 }
      guard cursor < value.upperBound, bytes[cursor] == UInt8(ascii: ":") else { continue }
      cursor += 1
      while cursor < value.upperBound, BarIconUses.isSpace(bytes[cursor]) { cursor += 1 }
      guard cursor < value.upperBound,
        bytes[cursor] == UInt8(ascii: "'") || bytes[cursor] == UInt8(ascii: "\"")
      else { continue }
      let quote = bytes[cursor]
      let start = cursor + 1
      var end = start
      while end < value.upperBound, bytes[end] != quote { end += 1 }
      let scheme = Word.resourceScheme
      guard end < value.upperBound, end - start > scheme.count,
        bytes[start..<(start + scheme.count)].elementsEqual(scheme)
      else { continue }
      record((start + scheme.count)..<end, .tabBarIcon)
      index = end
    }
  }

  /// Records the attribute `name` (any case) when its value is `res://NAME`.
  private mutating func recordResource(_ name: [UInt8], _ role: AssetRole) {
    let scheme = Word.resourceScheme
    for attribute in attributes
    where attribute.name.count == name.count
      && zip(bytes[attribute.name], name).allSatisfy({ $0 | 0x20 == $1 | 0x20 })
    {
      let value = attribute.value
      guard value.count > scheme.count,
        bytes[value.lowerBound..<(value.lowerBound + scheme.count)].elementsEqual(scheme)
      else { continue }
      record((value.lowerBound + scheme.count)..<value.upperBound, role)
    }
  }

  /// An old-archive `<object class="...">`: a bar item, or an image resource in one's slot.
  private func objectElement(parentRole: AssetRole?) -> Element {
    guard let className = value(Word.classAttribute) else { return Element(kind: .other) }
    if equal(className, Word.nsCustomResource) {
      // Only the image slot of the object that directly holds the resource counts: an image
      // view inside a bar button item's custom view is not a bar icon.
      let inImageSlot =
        value(Word.key).map { key in Word.ibImageKeys.contains { equal(key, $0) } } ?? false
      return Element(kind: .customResource(inImageSlot ? parentRole : nil))
    }
    if equal(className, Word.ibTabBarItem) { return Element(kind: .other, objectRole: .tabBarIcon) }
    if equal(className, Word.ibBarButtonItem) {
      return Element(kind: .other, objectRole: .toolbarIcon)
    }
    return Element(kind: .other)
  }

  private mutating func recordAttributes(_ names: [[UInt8]], _ role: AssetRole) {
    // `catalog="system"` marks SF Symbols, which the system supplies.
    guard !isSystemCatalog() else { return }
    for attribute in attributes where names.contains(where: { equal(attribute.name, $0) }) {
      record(attribute.value, role)
    }
  }

  private func isSystemCatalog() -> Bool {
    value(Word.catalog).map { equal($0, Word.system) } ?? false
  }

  private mutating func record(_ range: Range<Int>, _ role: AssetRole) {
    guard let name = BarIconUses.iconName(decodingEntities(range)) else { return }
    uses.append(BarIconUse(name: name, role: role, source: source))
  }

  private mutating func push(_ element: Element) {
    if stack.count < Self.maxDepth && overflow == 0 {
      stack.append(element)
    } else {
      overflow += 1
    }
  }

  /// Parses attributes up to the end of the tag into `attributes`; nil when the tag never ends.
  private mutating func readAttributes(from start: Int) -> (after: Int, selfClosing: Bool)? {
    attributes.removeAll(keepingCapacity: true)
    let count = bytes.count
    var index = start
    while index < count {
      let byte = bytes[index]
      if BarIconUses.isSpace(byte) {
        index += 1
        continue
      }
      if byte == UInt8(ascii: ">") { return (index + 1, false) }
      if byte == UInt8(ascii: "/") {
        if index + 1 < count, bytes[index + 1] == UInt8(ascii: ">") { return (index + 2, true) }
        index += 1
        continue
      }
      let nameStart = index
      while index < count, !BarIconUses.isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="),
        bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/")
      {
        index += 1
      }
      let name = nameStart..<index
      while index < count, BarIconUses.isSpace(bytes[index]) { index += 1 }
      // An attribute with no value: the loop goes on from the byte after its name.
      guard index < count, bytes[index] == UInt8(ascii: "=") else { continue }
      index += 1
      while index < count, BarIconUses.isSpace(bytes[index]) { index += 1 }
      guard index < count else { return nil }
      let quote = bytes[index]
      let valueRange: Range<Int>
      if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
        guard let close = find(quote, from: index + 1) else { return nil }
        valueRange = (index + 1)..<close
        index = close + 1
      } else {
        let valueStart = index
        while index < count, !BarIconUses.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") {
          index += 1
        }
        valueRange = valueStart..<index
      }
      if attributes.count < Self.maxAttributes { attributes.append((name, valueRange)) }
    }
    return nil
  }

  private func value(_ name: [UInt8]) -> Range<Int>? {
    attributes.first { equal($0.name, name) }?.value
  }

  private func equal(_ range: Range<Int>, _ word: [UInt8]) -> Bool {
    range.count == word.count && bytes[range].elementsEqual(word)
  }

  private func find(_ byte: UInt8, from start: Int) -> Int? {
    var index = start
    while index < bytes.count {
      if bytes[index] == byte { return index }
      index += 1
    }
    return nil
  }

  private func starts(with text: StaticString, at index: Int) -> Bool {
    let count = text.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    return text.withUTF8Buffer { bytes[index..<(index + count)].elementsEqual($0) }
  }

  /// The index after the next `text` from `start`, or the end of the bytes.
  private func end(of text: StaticString, from start: Int) -> Int {
    let first = text.withUTF8Buffer { $0[0] }
    var index = start
    while let candidate = find(first, from: index) {
      if starts(with: text, at: candidate) { return candidate + text.utf8CodeUnitCount }
      index = candidate + 1
    }
    return bytes.count
  }

  /// XML's five named entities and numeric references; anything else is kept as written.
  private func decodingEntities(_ range: Range<Int>) -> [UInt8] {
    let text = bytes[range]
    guard text.contains(UInt8(ascii: "&")) else { return Array(text) }
    var decoded: [UInt8] = []
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "&"),
        let semicolon = bytes[index..<min(range.upperBound, index + 12)].firstIndex(
          of: UInt8(ascii: ";"))
      else {
        decoded.append(byte)
        index += 1
        continue
      }
      let entity = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
      let named: [String: UInt8] = [
        "amp": 0x26, "lt": 0x3C, "gt": 0x3E, "quot": 0x22, "apos": 0x27,
      ]
      if let ascii = named[entity] {
        decoded.append(ascii)
      } else if entity.hasPrefix("#x") || entity.hasPrefix("#X"),
        let scalar = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
      {
        decoded.append(contentsOf: String(Character(scalar)).utf8)
      } else if entity.hasPrefix("#"),
        let scalar = UInt32(entity.dropFirst()).flatMap(Unicode.Scalar.init)
      {
        decoded.append(contentsOf: String(Character(scalar)).utf8)
      } else {
        decoded.append(contentsOf: bytes[index...semicolon])
      }
      index = semicolon + 1
    }
    return decoded
  }
}

// MARK: - Swift and Objective-C

/// One pass over Swift or Objective-C tokens, with a stack of open brackets that knows which
/// call, message or argument label each bracket belongs to.
///
/// Invariants: each byte is lexed once and each token costs constant work; comments are
/// skipped and strings end at a line's end, so an unterminated one cannot hide the rest of the
/// file; the bracket stack is capped, deeper brackets are only counted.
private struct CodeScanner {

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
    var index = quote + 1
    while index < count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        handle(.string(plain ? Literal(range: (quote + 1)..<index, line: startLine) : nil))
        return index + 1
      case UInt8(ascii: "\n"):
        // Unterminated: the string ends with its line, so the next line is code again.
        handle(.string(nil))
        return index
      case UInt8(ascii: "\\"):
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

  fileprivate static func equal(_ range: Range<Int>, _ word: [UInt8], in bytes: [UInt8]) -> Bool {
    range.count == word.count && bytes[range].elementsEqual(word)
  }
}
