import HIG

/// One pass over the XML tags of a `.xib` or `.storyboard`, old archive or current format, or
/// of a NativeScript view (XML, Angular or Vue template), whose bar items name their icons
/// `res://NAME`: `ActionItem` and `NavigationButton` by `icon` (toolbar), `TabViewItem` and
/// `TabStripItem` by `iconSource` or an `Image` child's `src` (tab bar).
///
/// Invariants: each byte is read a bounded number of times (an unterminated comment, tag or
/// value ends the scan); the element stack is capped, deeper elements are only counted.
struct InterfaceScanner {
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
