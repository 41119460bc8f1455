#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The `Contents.json` of an Xcode asset-catalog set, as far as the rules need it.
///
/// Invariant: decoding never fails on keys it does not know (Xcode adds
/// new ones); the pixel size of an entry is derived from its points and scale.
public struct AssetCatalogContents: Sendable, Decodable, Equatable {
  public var images: [Entry]
  public var properties: Properties?

  public struct Entry: Sendable, Decodable, Equatable {
    /// Points, "60x60" or "83.5x83.5" (app icons).
    public var size: String?
    /// "1x", "2x", "3x"; absent means 1x.
    public var scale: String?
    public var idiom: String?
    public var filename: String?
    /// Launch images: "full-screen" or "to-status-bar".
    public var extent: String?
    /// Launch images: "retina4", "667h", "736h", ...
    public var subtype: String?
    public var orientation: String?
    /// "ios", "watchos", ... (single-size sets of Xcode 14 and later).
    public var platform: String?
    /// iOS 18 appearances: `[{"appearance": "luminosity", "value": "dark"}]`.
    public var appearances: [Appearance]?
    /// Launch images: "7.0" and the like.
    public var minimumSystemVersion: String?

    enum CodingKeys: String, CodingKey {
      case size, scale, idiom, filename, extent, subtype, orientation, platform, appearances
      case minimumSystemVersion = "minimum-system-version"
    }

    /// Lenient per key: a value of an unexpected type is read as absent, since Xcode
    /// writes keys this model does not know and a set must not fail on one of them.
    public init(from decoder: any Decoder) throws {
      let keys = try decoder.container(keyedBy: CodingKeys.self)
      func text(_ key: CodingKeys) -> String? {
        (try? keys.decodeIfPresent(String.self, forKey: key)) ?? nil
      }
      size = text(.size)
      scale = text(.scale)
      idiom = text(.idiom)
      filename = text(.filename)
      extent = text(.extent)
      subtype = text(.subtype)
      orientation = text(.orientation)
      platform = text(.platform)
      minimumSystemVersion = text(.minimumSystemVersion)
      appearances = (try? keys.decodeIfPresent([Appearance].self, forKey: .appearances)) ?? nil
    }

    public init(
      size: String? = nil, scale: String? = nil, idiom: String? = nil, filename: String? = nil,
      extent: String? = nil, subtype: String? = nil, orientation: String? = nil,
      platform: String? = nil, appearances: [Appearance]? = nil, minimumSystemVersion: String? = nil
    ) {
      self.size = size
      self.scale = scale
      self.idiom = idiom
      self.filename = filename
      self.extent = extent
      self.subtype = subtype
      self.orientation = orientation
      self.platform = platform
      self.appearances = appearances
      self.minimumSystemVersion = minimumSystemVersion
    }

    /// The luminosity appearance ("dark", "tinted"), nil for the any/light entry.
    public var luminosity: String? {
      appearances?.first { $0.appearance == "luminosity" }?.value
    }

    /// A watch icon: the system masks it to a circle.
    public var isWatch: Bool {
      idiom == "watch" || idiom == "watch-marketing" || platform == "watchos"
    }

    /// Whether the system draws this entry over its own backdrop, so alpha is expected:
    /// the iOS 18 dark and tinted appearances and the macOS idiom (shaped icons).
    public var allowsAlpha: Bool {
      luminosity == "dark" || luminosity == "tinted" || idiom == "mac" || platform == "macos"
    }

    /// 1, 2 or 3 ("2x" -> 2); nil when the text is not a scale.
    public var scaleFactor: Int? {
      guard let scale else { return 1 }
      guard scale.hasSuffix("x"), let value = Int(scale.dropLast()), (1...3).contains(value) else {
        return nil
      }
      return value
    }

    /// App icon pixels: points times scale ("83.5x83.5" at 2x is 167x167).
    public var iconPixelSize: PixelSize? {
      guard let size, let factor = scaleFactor else { return nil }
      let parts = size.split(separator: "x").compactMap { Double($0) }
      // A size from a hostile file ("1024x1e300", "nan") is no size: it must not reach Int().
      guard parts.count == 2, parts.allSatisfy({ $0.isFinite && $0 > 0 && $0 <= 100_000 }) else {
        return nil
      }
      return PixelSize(
        Int((parts[0] * Double(factor)).rounded()), Int((parts[1] * Double(factor)).rounded()))
    }

    /// An iPhone or iPad entry of an app-icon set at a size or scale no slot of its idiom has
    /// (`152x152` at 1x for `iphone`): Xcode lists it as an unassigned child and compiles
    /// nothing of it.
    public var fitsNoAppIconSlot: Bool {
      guard let idiom, let size, let factor = scaleFactor else { return false }
      return AppIconSlots.isDeviceSlot(idiom: idiom, points: size, scale: factor) == false
    }

    /// An image-set entry with a launch image's screen subtype (`667h`, `736h`, `2436h`):
    /// image sets have no such slot (their one device subtype is `retina4`), so the catalog
    /// compiler is not known to compile it.
    public var hasLaunchImageSubtype: Bool {
      guard let subtype, subtype.count > 1, subtype.hasSuffix("h") else { return false }
      return subtype.dropLast().allSatisfy(\.isNumber)
    }

    /// "60x60@2x (iphone)", to name an entry in messages.
    public var label: String {
      var text = size ?? extent ?? "image"
      if let scale { text += "@\(scale)" }
      if let subtype { text += " \(subtype)" }
      if let orientation { text += " \(orientation)" }
      if let luminosity { text += " \(luminosity)" }
      if let idiom { text += " (\(idiom))" }
      return text
    }
  }

  /// One appearance an entry is for.
  public struct Appearance: Sendable, Decodable, Equatable {
    public var appearance: String?
    public var value: String?

    public init(appearance: String?, value: String?) {
      self.appearance = appearance
      self.value = value
    }
  }

  public struct Properties: Sendable, Decodable, Equatable {
    public var templateRenderingIntent: String?

    enum CodingKeys: String, CodingKey {
      case templateRenderingIntent = "template-rendering-intent"
    }
  }

  /// An image set whose images are template images (only alpha is used).
  public var isTemplate: Bool { properties?.templateRenderingIntent == "template" }

  public static func parse(_ data: Data) throws -> AssetCatalogContents {
    try JSONDecoder().decode(AssetCatalogContents.self, from: data)
  }
}

/// The kinds of asset-catalog set the rules read.
public enum AssetCatalogSetKind: String, Sendable, CaseIterable {
  case appIconSet = "appiconset"
  case imageSet = "imageset"
  case launchImage = "launchimage"

  /// The kind of a folder from its name ("AppIcon.appiconset").
  public init?(folderName: String) {
    guard let dot = folderName.lastIndex(of: ".") else { return nil }
    self.init(rawValue: String(folderName[folderName.index(after: dot)...]))
  }
}

/// Launch-image sizes of an asset catalog's `.launchimage` entries.
public enum LaunchImageTable {
  /// The pixel sizes an entry may have; empty when the combination is unknown.
  public static func sizes(for entry: AssetCatalogContents.Entry) -> [PixelSize] {
    let scale = entry.scaleFactor ?? 1
    let landscape = entry.orientation == "landscape"
    func oriented(_ width: Int, _ height: Int) -> PixelSize {
      landscape ? PixelSize(height, width) : PixelSize(width, height)
    }
    switch (entry.idiom ?? "iphone", entry.subtype) {
    case ("iphone", nil): return scale == 1 ? [oriented(320, 480)] : [oriented(640, 960)]
    case ("iphone", "retina4"): return [oriented(640, 1136)]
    case ("iphone", "667h"): return [oriented(750, 1334)]
    case ("iphone", "736h"): return [oriented(1242, 2208)]
    case ("iphone", "2436h"): return [oriented(1125, 2436)]
    case ("iphone", "2688h"): return [oriented(1242, 2688)]
    case ("iphone", "1792h"): return [oriented(828, 1792)]
    case ("ipad", _):
      let full = entry.extent != "to-status-bar"
      let base =
        full ? oriented(768, 1024) : (landscape ? PixelSize(1024, 748) : PixelSize(768, 1004))
      return [base.scaled(by: scale)]
    default: return []
    }
  }
}
