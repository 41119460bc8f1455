/// The names Swift and Objective-C code spells out in string literals, as an image would be
/// asked for by them: what tells a picture the code draws by name from one nobody names.
///
/// Invariants: every name is as ``BarIconUses/iconName(_:)`` makes it (trimmed, no ".png",
/// no "@2x"); a format (`"tab%02d.png"`) or an interpolation (`"tab_\(index)"`) gives only
/// the text before it, as a prefix, and only when that text is at least `minimumPrefix`
/// characters long, since a shorter one would match half the images of an app.
public struct CodeImageNames: Sendable, Equatable {
  public private(set) var exact: Set<String> = []
  public private(set) var prefixes: Set<String> = []

  static let minimumPrefix = 3

  public init() {}

  /// Whether the code names the image `name` ("tab-home" for tab-home@2x~ipad.png), exactly
  /// or by a format's fixed start.
  public func contains(_ name: String) -> Bool {
    exact.contains(name) || prefixes.contains { name.hasPrefix($0) }
  }

  /// A plain literal: a name, or a format whose fixed start is a prefix.
  mutating func note(_ literal: ArraySlice<UInt8>) {
    if let percent = literal.firstIndex(of: UInt8(ascii: "%")) {
      notePrefix(literal[literal.startIndex..<percent])
    } else if let name = BarIconUses.iconName(literal) {
      exact.insert(name)
    }
  }

  /// The text of a literal before what the code fills in at run time.
  mutating func notePrefix(_ start: ArraySlice<UInt8>) {
    guard start.count >= Self.minimumPrefix, start.count <= 255,
      !start.contains(where: BarIconUses.isSpace)
    else { return }
    prefixes.insert(String(decoding: start, as: UTF8.self))
  }
}
