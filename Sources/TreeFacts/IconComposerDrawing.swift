import DataFormats
import Utilities

/// What an Icon Composer icon.json says to draw, flat: the background fill and the layers that
/// show in the default (light) appearance, back to front, each placed on the 1024-point canvas.
///
/// Invariant: `layers` are in drawing order (Icon Composer lists groups and layers front to
/// back; hidden ones are left out); a layer's `scale` and `translation` are in canvas points
/// with its group's transform applied first; every colour's components are in 0...1.
/// Liquid Glass, shadows, blur and blend modes are not described: a flat picture has none.
public struct IconComposerDrawing: Sendable, Equatable {
  /// A colour as icon.json writes it, read as sRGB (a Display P3 colour is taken as if sRGB,
  /// which a preview can afford).
  public struct Colour: Sendable, Equatable {
    public let red: Double
    public let green: Double
    public let blue: Double
    public let alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
      (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }
  }

  /// The icon's background.
  public enum Fill: Sendable, Equatable {
    /// `"automatic"`, `"none"` or no fill: the system's default light background.
    case system
    case solid(Colour)
    /// From `start` to `stop`, points of the unit square with its origin at the top left.
    case linearGradient(Colour, Colour, start: (x: Double, y: Double), stop: (x: Double, y: Double))
    /// `automatic-gradient`: the system's gradient around one colour.
    case automaticGradient(Colour)

    public static func == (lhs: Fill, rhs: Fill) -> Bool {
      switch (lhs, rhs) {
      case (.system, .system): return true
      case (.solid(let a), .solid(let b)): return a == b
      case (.automaticGradient(let a), .automaticGradient(let b)): return a == b
      case (
        .linearGradient(let a1, let a2, let aStart, let aStop),
        .linearGradient(let b1, let b2, let bStart, let bStop)
      ):
        return a1 == b1 && a2 == b2 && aStart == bStart && aStop == bStop
      default: return false
      }
    }
  }

  /// One image on the canvas: drawn at its own size in points times `scale`, centred, then
  /// moved by `translation` (x right, y down).
  public struct Layer: Sendable, Equatable {
    public let imageName: String
    public let scale: Double
    public let translation: (x: Double, y: Double)
    public let opacity: Double
    /// A solid `fill` the layer is painted with, through its own alpha.
    public let fill: Colour?

    public static func == (lhs: Layer, rhs: Layer) -> Bool {
      lhs.imageName == rhs.imageName && lhs.scale == rhs.scale
        && lhs.translation == rhs.translation && lhs.opacity == rhs.opacity && lhs.fill == rhs.fill
    }
  }

  public let fill: Fill
  public let layers: [Layer]

  /// The drawing of a well-formed icon.json: `IconComposerBundle.parse` vets the bytes first (size,
  /// depth, JSON, image names), so a file the checks refuse is refused here the same way.
  /// Values this reading does not know (an unknown colour space, a fill of another kind) fall
  /// back to the system's: the picture stays a sketch, never an error.
  public static func parse(_ bytes: [UInt8]) throws(IconComposerBundleError) -> IconComposerDrawing
  {
    _ = try IconComposerBundle.parse(bytes)
    guard let root = (try? JSONReader.parse(bytes))?.object else { throw .notAnObject }
    var layers: [Layer] = []
    for group in (root["groups"]?.array ?? []).reversed() {
      guard let group = group.object, !hidden(group) else { continue }
      let outer = position(group)
      let groupOpacity = number(base(group, "opacity")) ?? 1
      for layer in (group["layers"]?.array ?? []).reversed() {
        guard let layer = layer.object, !hidden(layer),
          let name = base(layer, "image-name")?.string
        else { continue }
        let inner = position(layer)
        var fill: Colour? = nil
        if case .solid(let colour) = self.fill(base(layer, "fill")) { fill = colour }
        layers.append(
          Layer(
            imageName: name, scale: outer.scale * inner.scale,
            translation: (
              outer.translation.x + outer.scale * inner.translation.x,
              outer.translation.y + outer.scale * inner.translation.y
            ),
            opacity: max(0, min(1, groupOpacity * (number(base(layer, "opacity")) ?? 1))),
            fill: fill))
      }
    }
    return IconComposerDrawing(fill: fill(base(root, "fill")), layers: layers)
  }

  /// `key`'s value, else the value of its first `key-specializations` entry that names no
  /// appearance, idiom or locale (how Icon Composer writes a default it may override).
  private static func base(_ object: [String: JSONNode], _ key: String) -> JSONNode? {
    if let value = object[key] { return value }
    let axes: Set<String> = ["appearance", "idiom", "localization", "languageDirection"]
    for entry in object[key + "-specializations"]?.array ?? [] {
      guard let entry = entry.object, axes.isDisjoint(with: entry.keys) else {
        continue
      }
      return entry["value"]
    }
    return nil
  }

  /// `is-hidden`, or `hidden` as shipped files also spell it.
  private static func hidden(_ object: [String: JSONNode]) -> Bool {
    (base(object, "is-hidden") ?? base(object, "hidden"))?.bool ?? false
  }

  private static func position(_ object: [String: JSONNode]) -> (
    scale: Double, translation: (x: Double, y: Double)
  ) {
    guard let position = base(object, "position")?.object else { return (1, (0, 0)) }
    let scale = number(position["scale"]).flatMap { $0 > 0 ? $0 : nil } ?? 1
    let offsets = (position["translation-in-points"]?.array ?? []).compactMap(number)
    return (scale, offsets.count == 2 ? (offsets[0], offsets[1]) : (0, 0))
  }

  private static func number(_ value: JSONNode?) -> Double? {
    guard let value = value?.double, value.isFinite else { return nil }
    return value
  }

  private static func fill(_ value: JSONNode?) -> Fill {
    guard let object = value?.object else { return .system }
    if let colour = colour(object["solid"]) { return .solid(colour) }
    if let colour = colour(object["automatic-gradient"]) { return .automaticGradient(colour) }
    if let pair = object["linear-gradient"]?.array, pair.count == 2,
      let first = colour(pair[0]), let second = colour(pair[1])
    {
      let orientation = object["orientation"]?.object
      func point(_ key: String, _ fallback: (Double, Double)) -> (x: Double, y: Double) {
        guard let point = orientation?[key]?.object,
          let x = number(point["x"]), let y = number(point["y"])
        else { return fallback }
        return (x, y)
      }
      return .linearGradient(
        first, second, start: point("start", (0.5, 0)), stop: point("stop", (0.5, 1)))
    }
    return .system
  }

  /// `srgb:r,g,b,a`, `extended-srgb:...`, `display-p3:...`, `gray:w,a`, `extended-gray:w,a` or
  /// `named:system-blue`; nil for anything else.
  static func colour(_ value: JSONNode?) -> Colour? {
    guard let text = value?.string, let colon = text.firstIndex(of: ":") else { return nil }
    let space = text[..<colon]
    let rest = text[text.index(after: colon)...]
    if space == "named" { return namedColours[String(rest)] }
    let parts = rest.split(separator: ",").compactMap {
      Double($0.trimmingWhitespaces())
    }
    .map { max(0, min(1, $0)) }
    switch space {
    case "srgb", "extended-srgb", "display-p3":
      guard parts.count == 4 else { return nil }
      return Colour(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
    case "gray", "extended-gray":
      guard parts.count == 2 else { return nil }
      return Colour(red: parts[0], green: parts[0], blue: parts[0], alpha: parts[1])
    default:
      return nil
    }
  }

  /// UIKit's system colours in their light appearance (iOS 17's values).
  static let namedColours: [String: Colour] = [
    "system-red": Colour(red: 1, green: 59 / 255, blue: 48 / 255),
    "system-orange": Colour(red: 1, green: 149 / 255, blue: 0),
    "system-yellow": Colour(red: 1, green: 204 / 255, blue: 0),
    "system-green": Colour(red: 52 / 255, green: 199 / 255, blue: 89 / 255),
    "system-mint": Colour(red: 0, green: 199 / 255, blue: 190 / 255),
    "system-teal": Colour(red: 48 / 255, green: 176 / 255, blue: 199 / 255),
    "system-cyan": Colour(red: 50 / 255, green: 173 / 255, blue: 230 / 255),
    "system-blue": Colour(red: 0, green: 122 / 255, blue: 1),
    "system-indigo": Colour(red: 88 / 255, green: 86 / 255, blue: 214 / 255),
    "system-purple": Colour(red: 175 / 255, green: 82 / 255, blue: 222 / 255),
    "system-pink": Colour(red: 1, green: 45 / 255, blue: 85 / 255),
    "system-brown": Colour(red: 162 / 255, green: 132 / 255, blue: 94 / 255),
    "system-gray": Colour(red: 142 / 255, green: 142 / 255, blue: 147 / 255),
  ]
}
