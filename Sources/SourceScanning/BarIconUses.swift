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
    read(bytes, path: path).uses
  }

  /// What one file says: its bar-icon uses (as ``scan(_:path:)`` gives them) and, for code,
  /// every image name its string literals spell.
  public static func read(_ bytes: [UInt8], path: String) -> (
    uses: [BarIconUse], names: CodeImageNames
  ) {
    let uses: [BarIconUse]
    var names = CodeImageNames()
    switch SourceKind(path: path) {
    case .interface:
      var scanner = InterfaceScanner(bytes: bytes, source: path)
      uses = scanner.run()
    case .nativeScriptMarkup:
      var scanner = InterfaceScanner(bytes: bytes, source: path, nativeScript: true)
      uses = scanner.containsResourceScheme() ? scanner.run() : []
    case .swift, .objectiveC:
      var scanner = CodeScanner(
        bytes: bytes, source: path, objectiveC: SourceKind(path: path) == .objectiveC)
      uses = scanner.run()
      names = scanner.names
    case nil:
      uses = []
    }
    var seen = Set<BarIconUse>()
    return (uses.filter { seen.insert($0).inserted }, names)
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
    // "tab@2 .png" leaves a space the first trim could not see.
    while let last = name.last, isSpace(last) { name.removeLast() }
    guard !name.isEmpty, name.count <= 255 else { return nil }
    return String(decoding: name, as: UTF8.self)
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
  }
}
