/// One slot of an `.appiconset` that a conventional icon fills, as `Contents.json` names it.
///
/// Invariant: the slot's pixel size, points x scale, equals the size of the HIG row with the
/// same name (`HIG.files`); ``AppIconSlots`` derives the points from that row.
public struct CatalogSlot: Sendable, Hashable, Comparable {
  public let idiom: String
  /// Points, as Xcode writes them: "60x60", "83.5x83.5".
  public let points: String
  public let scale: Int
  public let platform: String?
  /// The iOS 18 appearance the slot is for; nil for the any/light slot.
  public let appearance: IconAppearance?

  public init(
    _ idiom: String, _ points: String, _ scale: Int, platform: String? = nil,
    appearance: IconAppearance? = nil
  ) {
    self.idiom = idiom
    self.points = points
    self.scale = scale
    self.platform = platform
    self.appearance = appearance
  }

  /// The same slot for another appearance (nil: the any/light one).
  public func appearing(_ appearance: IconAppearance?) -> CatalogSlot {
    CatalogSlot(idiom, points, scale, platform: platform, appearance: appearance)
  }

  /// By idiom, size and scale, and within one slot any/light first, then dark, then tinted,
  /// as Xcode lists them.
  public static func < (left: CatalogSlot, right: CatalogSlot) -> Bool {
    if (left.idiom, left.points, left.scale) != (right.idiom, right.points, right.scale) {
      return (left.idiom, left.points, left.scale) < (right.idiom, right.points, right.scale)
    }
    switch (left.appearance, right.appearance) {
    case (nil, nil): return false
    case (nil, _): return true
    case (_, nil): return false
    case (let left?, let right?): return left < right
    }
  }

  /// Xcode's single-size form (Xcode 14 and later): one universal image per platform, whose
  /// entry Xcode writes with no `scale` key.
  public var isSingleSize: Bool { idiom == "universal" && platform != nil }
}

/// The app-icon-set slots of each conventional icon name: sizes from the HIG table, devices
/// from ``families``.
///
/// Invariant: no size is written here; a name with no row in `HIG.files` has no slot.
public enum AppIconSlots {
  /// A family of icon names (`Icon-Small.png`, `Icon-Small@2x.png`, ...) and the scales at
  /// which an app-icon set has a slot for it, per device.
  struct Family: Sendable {
    /// The name without its `@2x`/`@3x` and `.png`: "Icon-Small".
    let stem: String
    let iPhone: [Int]
    let iPad: [Int]
  }

  /// Which device's slots each family fills, as Xcode lays out an app-icon set. The numbers
  /// are scales, never sizes: a file fills the slot of its own scale on each device listed.
  /// Some files serve both devices (Settings at 29 pt is the same on each); those fill the iPad
  /// slot too only when `ipad` is checked, since an iPhone app's set has no iPad slots. A file
  /// only the iPad has a slot for (`Icon-20.png`: no iPhone since iOS 7 is 1x) always fills it.
  static let families: [Family] = [
    // iphoneos3, retina and ipad: one family per device.
    Family(stem: "Icon", iPhone: [1, 2], iPad: []),
    Family(stem: "Icon-Small", iPhone: [1, 2, 3], iPad: [1, 2]),
    Family(stem: "Icon-72", iPhone: [], iPad: [1, 2]),
    Family(stem: "Icon-Small-50", iPhone: [], iPad: [1, 2]),
    // ios7: notifications and Spotlight are shared, the home-screen icons are not.
    Family(stem: "Icon-20", iPhone: [2, 3], iPad: [1, 2]),
    Family(stem: "Icon-Small-40", iPhone: [2, 3], iPad: [1, 2]),
    Family(stem: "Icon-60", iPhone: [2, 3], iPad: []),
    Family(stem: "Icon-76", iPhone: [], iPad: [1, 2]),
    Family(stem: "Icon-83.5", iPhone: [], iPad: [2]),
  ]

  /// The slots Xcode lays out for the iPhone and iPad idioms of an app-icon set, in points
  /// and scales, across every Xcode that wrote them (iPhone OS 3's 57 pt to iOS 18's
  /// 83.5 pt). An entry of those idioms at another size or scale is no slot: Xcode shows it
  /// as an "unassigned child" and the catalog compiler leaves its file out.
  static let deviceSlots: [(idiom: String, points: String, scales: [Int])] = [
    ("iphone", "20x20", [2, 3]),
    ("iphone", "29x29", [1, 2, 3]),
    ("iphone", "40x40", [2, 3]),
    ("iphone", "57x57", [1, 2]),
    ("iphone", "60x60", [2, 3]),
    ("ipad", "20x20", [1, 2]),
    ("ipad", "29x29", [1, 2]),
    ("ipad", "40x40", [1, 2]),
    ("ipad", "50x50", [1, 2]),
    ("ipad", "72x72", [1, 2]),
    ("ipad", "76x76", [1, 2]),
    ("ipad", "83.5x83.5", [2]),
  ]

  /// Whether an iPhone or iPad entry of `points` at `scale` is a slot Xcode has; nil for the
  /// other idioms (watch, mac, car, marketing, universal), which this table does not judge.
  public static func isDeviceSlot(idiom: String, points: String, scale: Int) -> Bool? {
    guard idiom == "iphone" || idiom == "ipad" else { return nil }
    return deviceSlots.contains {
      $0.idiom == idiom && $0.points == points && $0.scales.contains(scale)
    }
  }

  /// The App Store icon. Its one slot is 1x whatever the name says: the `@2x` doubles the
  /// 512-pixel `iTunesArtwork`, it is not a scale of points.
  static let appStoreArtwork = "iTunesArtwork@2x"

  /// The name an icon has inside an app-icon set (iTunesArtwork@2x needs an extension there).
  public static func fileName(inCatalog name: String) -> String {
    name == appStoreArtwork ? "Icon-1024.png" : name
  }

  /// The slots of a conventional icon name, under the checked profiles; empty
  /// for names that stay outside a catalog (iTunesArtwork).
  public static func slots(for name: String, profiles: Set<Profile>) -> [CatalogSlot] {
    // Every row of a name has the same size (the HIG tests hold the table to that).
    guard let size = HIG.rows(named: name).first?.sizes.first, size.width == size.height else {
      return []
    }
    if name == appStoreArtwork {
      // Xcode 14's single-size form has one universal iOS slot; older sets a marketing slot.
      let points = Self.points(side: size.width, scale: 1)
      return profiles.contains(.modern)
        ? [CatalogSlot("universal", points, 1, platform: "ios")]
        : [CatalogSlot("ios-marketing", points, 1)]
    }
    let scale = HIG.scale(ofName: name)
    guard let family = families.first(where: { $0.stem == stem(of: name) }) else { return [] }
    let points = Self.points(side: size.width, scale: scale)
    let onIPhone = family.iPhone.contains(scale)
    let onIPad = family.iPad.contains(scale) && (!onIPhone || profiles.contains(.ipad))
    return (onIPhone ? [CatalogSlot("iphone", points, scale)] : [])
      + (onIPad ? [CatalogSlot("ipad", points, scale)] : [])
  }

  /// "Icon-Small@2x.png" -> "Icon-Small".
  static func stem(of name: String) -> String {
    var stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
    if stem.hasSuffix("@2x") || stem.hasSuffix("@3x") { stem.removeLast(3) }
    return stem
  }

  /// Points as Xcode writes them, whole where they are ("60x60") and with the half point of
  /// the iPad Pro otherwise (167 pixels at 2x: "83.5x83.5").
  static func points(side: Int, scale: Int) -> String {
    let value =
      side.isMultiple(of: scale) ? String(side / scale) : String(Double(side) / Double(scale))
    return "\(value)x\(value)"
  }
}
