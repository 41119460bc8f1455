import Diagnostics
import HIG
import Raster

/// One image as a preview sheet draws it: what it is for, its pixels (already shrunk to what
/// the sheet needs), and what `check` found in it.
///
/// Invariant: `pixels` keeps the file's aspect ratio and is no larger than `maxSide` on its
/// longer side; `size` and `scale` are the file's own, so points are `size / scale`.
public struct PreviewPicture: Sendable {
  /// Where the sheet draws an image.
  public enum Kind: Sendable, Equatable, Hashable {
    /// A home-screen icon: nil is the light (any) appearance.
    case appIcon(IconAppearance?)
    case smallIcon
    case tabBarIcon
    case toolbarIcon
    case launchImage
  }

  public let path: String
  public let kind: Kind
  public let size: PixelSize
  public let scale: Int
  public let pixels: RGBAImage
  public let diagnostics: [Diagnostic]
  /// The app-icon set that holds it (`AppIcon` for `.../AppIcon.appiconset/icon.png`), nil for a
  /// loose file: which of a target's icons is its own and which an alternate.
  public var iconSet: String? = nil
  /// The point sizes at which the system shows it (its catalog slots', or its name's: 57 for
  /// `Icon.png`), whatever its pixel size; empty when unknown.
  public var points: [Double] = []

  /// The longest side kept: the enlarged icon is 256 pixels, a launch screen 300.
  public static let maxSide = 320

  public init(
    path: String, kind: Kind, size: PixelSize, scale: Int, pixels: RGBAImage,
    diagnostics: [Diagnostic]
  ) {
    self.path = path
    self.kind = kind
    self.size = size
    self.scale = max(1, scale)
    self.pixels = pixels
    self.diagnostics = diagnostics
  }

  /// The rule ids of its findings, errors first, each once.
  public var ruleLabels: [String] {
    var seen: Set<String> = []
    return diagnostics.sorted { $0.severity > $1.severity }.compactMap { diagnostic in
      seen.insert(diagnostic.rule.rawValue).inserted ? diagnostic.rule.rawValue : nil
    }
  }
}

/// What one sheet shows: an app target (or a folder of loose images) with its pictures, the
/// eras it ships to, and every finding of `check` that concerns it.
///
/// Invariant: pictures are in path order; `findings` holds the pictures' findings and those
/// on files or sets the sheet cannot draw (a missing icon, a broken `Contents.json`).
public struct PreviewTarget: Sendable {
  public let name: String
  /// The project and target, or the folder, as `check` names the unit.
  public let label: String
  public let eras: [DeviceChrome.Era]
  /// `UIPrerenderedIcon`: the classic OS adds no shine.
  public let prerendered: Bool
  public let statusBarStyle: DeviceChrome.StatusBarStyle
  public let pictures: [PreviewPicture]
  public let findings: [Diagnostic]
  /// The app-icon set the target compiles as its icon; nil when it is not known, and then
  /// every app icon counts as its own.
  public var primaryIconSet: String? = nil
  /// The Icon Composer bundle (`AppIcon.icon`) that is the target's icon.
  public var iconComposerIcon: String? = nil
  /// That icon drawn flat from its PNG layers (``IconComposerPicture``); nil when none of its
  /// layers could be drawn, and the sheet then names the bundle instead.
  public var iconComposerPicture: RGBAImage? = nil
  /// Its layers not drawn, each with why (`"glyph.svg (SVG)"`), in icon.json's order.
  public var iconComposerUndrawn: [String] = []

  /// The findings on the Icon Composer icon's files, which its drawn picture is marked with.
  public var iconComposerFindings: [Diagnostic] {
    guard let bundle = iconComposerIcon, iconComposerPicture != nil else { return [] }
    return findings.filter { $0.path.hasPrefix(bundle + "/") }
  }

  /// How many pictures the sheet marks with findings: the files, and the drawn Icon Composer
  /// icon.
  public var markedPictureCount: Int {
    pictures.filter { !$0.diagnostics.isEmpty }.count + (iconComposerFindings.isEmpty ? 0 : 1)
  }

  public init(
    name: String, label: String, eras: [DeviceChrome.Era], prerendered: Bool,
    statusBarStyle: DeviceChrome.StatusBarStyle, pictures: [PreviewPicture], findings: [Diagnostic]
  ) {
    // A folder unit is named by its path: the sheet says its last component.
    self.name = name.split(separator: "/").last.map(String.init) ?? name
    self.label = label
    self.eras = eras.isEmpty ? [.flat] : eras
    self.prerendered = prerendered
    self.statusBarStyle = statusBarStyle
    self.pictures = pictures.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    self.findings = findings
  }

  /// The same target under another name and label (a folder spelled `.` named for what it is).
  public func renamed(_ name: String, label: String) -> PreviewTarget {
    var copy = PreviewTarget(
      name: name, label: label, eras: eras, prerendered: prerendered,
      statusBarStyle: statusBarStyle, pictures: pictures, findings: findings)
    copy.primaryIconSet = primaryIconSet
    copy.iconComposerIcon = iconComposerIcon
    copy.iconComposerPicture = iconComposerPicture
    copy.iconComposerUndrawn = iconComposerUndrawn
    return copy
  }

  /// The pictures drawn as `kind`; for app icons, the target's own icon, not its alternates.
  public func pictures(_ kind: PreviewPicture.Kind) -> [PreviewPicture] {
    pictures.filter { $0.kind == kind && !isAlternate($0) }
  }

  /// Whether `picture` is an alternate app icon (a set other than the one the target compiles
  /// as its icon).
  public func isAlternate(_ picture: PreviewPicture) -> Bool {
    guard case .appIcon = picture.kind, let primaryIconSet, let set = picture.iconSet else {
      return false
    }
    return set != primaryIconSet
  }

  /// The alternate icons, by set name: each set's light pictures.
  public var alternateIcons: [(name: String, pictures: [PreviewPicture])] {
    var sets: [String: [PreviewPicture]] = [:]
    for picture in pictures where picture.kind == .appIcon(nil) && isAlternate(picture) {
      sets[picture.iconSet!, default: []].append(picture)
    }
    return sets.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { ($0, sets[$0]!) }
  }

  /// The bar icons of `kind`, one per name and folder (`star.png` and `star@2x.png` are one
  /// icon): the @2x file, as the sheet is a 2x screen, carrying the findings of all of them.
  public func barIcons(_ kind: PreviewPicture.Kind) -> [PreviewPicture] {
    var order: [String] = []
    var variants: [String: [PreviewPicture]] = [:]
    for picture in pictures(kind) {
      let key = Self.baseName(of: picture.path)
      if variants[key] == nil { order.append(key) }
      variants[key, default: []].append(picture)
    }
    return order.map { key in
      let group = variants[key]!
      let preferred = group.min { Self.preference($0) < Self.preference($1) }!
      return PreviewPicture(
        path: preferred.path, kind: preferred.kind, size: preferred.size, scale: preferred.scale,
        pixels: preferred.pixels, diagnostics: group.flatMap(\.diagnostics))
    }
  }

  /// 2x first, then 3x, then 1x; by path among equals.
  private static func preference(_ picture: PreviewPicture) -> (Int, String) {
    ([2: 0, 3: 1][picture.scale] ?? 2, picture.path)
  }

  /// "Tabs/star" for "Tabs/star@2x~iphone.png".
  static func baseName(of path: String) -> String {
    var name = path
    if let dot = name.lastIndex(of: "."), !name[dot...].contains("/") {
      name = String(name[..<dot])
    }
    for suffix in ["~iphone", "~ipad"] where name.hasSuffix(suffix) {
      name.removeLast(suffix.count)
    }
    for suffix in ["@3x", "@2x"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
    return name
  }
}
