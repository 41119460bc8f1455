/// Where each conventional icon goes in an `.appiconset`: the slots Xcode
/// shows for it, as `Contents.json` names them.
///
/// Invariant: a slot's pixel size is its points times its scale, and equals
/// the size of the HIG row with the same name.
public struct CatalogSlot: Sendable, Hashable, Comparable {
  public let idiom: String
  /// Points, as Xcode writes them: "60x60", "83.5x83.5".
  public let points: String
  public let scale: Int
  public let platform: String?

  public init(_ idiom: String, _ points: String, _ scale: Int, platform: String? = nil) {
    self.idiom = idiom
    self.points = points
    self.scale = scale
    self.platform = platform
  }

  public static func < (left: CatalogSlot, right: CatalogSlot) -> Bool {
    (left.idiom, left.points, left.scale) < (right.idiom, right.points, right.scale)
  }
}

public enum AppIconSlots {
  /// The name an icon has inside an app-icon set (iTunesArtwork@2x needs an extension there).
  public static func fileName(inCatalog name: String) -> String {
    name == "iTunesArtwork@2x" ? "Icon-1024.png" : name
  }

  /// The slots of a conventional icon name, under the checked profiles; empty
  /// for names that stay outside a catalog (iTunesArtwork).
  public static func slots(for name: String, profiles: Set<Profile>) -> [CatalogSlot] {
    let iPad = profiles.contains(.ipad)
    var slots: [CatalogSlot]
    var iPadSlots: [CatalogSlot] = []
    switch name {
    case "Icon.png": slots = [CatalogSlot("iphone", "57x57", 1)]
    case "Icon@2x.png": slots = [CatalogSlot("iphone", "57x57", 2)]
    case "Icon-Small.png":
      slots = [CatalogSlot("iphone", "29x29", 1)]
      iPadSlots = [CatalogSlot("ipad", "29x29", 1)]
    case "Icon-Small@2x.png":
      slots = [CatalogSlot("iphone", "29x29", 2)]
      iPadSlots = [CatalogSlot("ipad", "29x29", 2)]
    case "Icon-Small@3x.png": slots = [CatalogSlot("iphone", "29x29", 3)]
    case "Icon-72.png": slots = [CatalogSlot("ipad", "72x72", 1)]
    case "Icon-72@2x.png": slots = [CatalogSlot("ipad", "72x72", 2)]
    case "Icon-Small-50.png": slots = [CatalogSlot("ipad", "50x50", 1)]
    case "Icon-Small-50@2x.png": slots = [CatalogSlot("ipad", "50x50", 2)]
    case "Icon-20.png": slots = [CatalogSlot("ipad", "20x20", 1)]
    case "Icon-20@2x.png":
      slots = [CatalogSlot("iphone", "20x20", 2)]
      iPadSlots = [CatalogSlot("ipad", "20x20", 2)]
    case "Icon-20@3x.png": slots = [CatalogSlot("iphone", "20x20", 3)]
    case "Icon-Small-40.png": slots = [CatalogSlot("ipad", "40x40", 1)]
    case "Icon-Small-40@2x.png":
      slots = [CatalogSlot("iphone", "40x40", 2)]
      iPadSlots = [CatalogSlot("ipad", "40x40", 2)]
    case "Icon-Small-40@3x.png": slots = [CatalogSlot("iphone", "40x40", 3)]
    case "Icon-60@2x.png": slots = [CatalogSlot("iphone", "60x60", 2)]
    case "Icon-60@3x.png": slots = [CatalogSlot("iphone", "60x60", 3)]
    case "Icon-76.png": slots = [CatalogSlot("ipad", "76x76", 1)]
    case "Icon-76@2x.png": slots = [CatalogSlot("ipad", "76x76", 2)]
    case "Icon-83.5@2x.png": slots = [CatalogSlot("ipad", "83.5x83.5", 2)]
    case "iTunesArtwork@2x":
      slots =
        profiles.contains(.modern)
        ? [CatalogSlot("universal", "1024x1024", 1, platform: "ios")]
        : [CatalogSlot("ios-marketing", "1024x1024", 1)]
    default: slots = []
    }
    return iPad ? slots + iPadSlots : slots
  }
}
