/// Launch-image file names (`Default.png` and every variant iOS loads) and the sizes
/// shared/HIG.md accepts for them ("Launch images: every valid size").
///
/// Invariant: a size listed for a device is portrait; landscape swaps the two numbers.
public enum LaunchImageNames {
  /// One device row of the table: its scale, its screen with and without the status bar.
  public struct Device: Sendable, Hashable {
    public let name: String
    public let scale: Int
    /// The height suffix that selects it (`568h`), nil for the base 3.5-inch and iPad names.
    public let heightSuffix: String?
    public let idiom: String
    public let sizes: [PixelSize]
  }

  private static func size(_ width: Int, _ height: Int) -> PixelSize { PixelSize(width, height) }

  /// The table of shared/HIG.md, portrait.
  public static let devices: [Device] = [
    Device(
      name: "iPhone 3.5-inch", scale: 1, heightSuffix: nil, idiom: "iphone",
      sizes: [size(320, 480), size(320, 460)]),
    Device(
      name: "iPhone 3.5-inch", scale: 2, heightSuffix: nil, idiom: "iphone",
      sizes: [size(640, 960), size(640, 920)]),
    Device(
      name: "iPhone 4-inch", scale: 2, heightSuffix: "568h", idiom: "iphone",
      sizes: [size(640, 1136), size(640, 1096)]),
    Device(
      name: "iPhone 4.7-inch", scale: 2, heightSuffix: "667h", idiom: "iphone",
      sizes: [size(750, 1334)]),
    Device(
      name: "iPhone 5.5-inch", scale: 3, heightSuffix: "736h", idiom: "iphone",
      sizes: [size(1242, 2208)]),
    Device(
      name: "iPhone X", scale: 3, heightSuffix: "1125h", idiom: "iphone", sizes: [size(1125, 2436)]),
    Device(
      name: "iPhone X", scale: 3, heightSuffix: "2436h", idiom: "iphone", sizes: [size(1125, 2436)]),
    Device(
      name: "iPhone XR", scale: 2, heightSuffix: "828h", idiom: "iphone", sizes: [size(828, 1792)]),
    Device(
      name: "iPhone XR", scale: 2, heightSuffix: "1792h", idiom: "iphone", sizes: [size(828, 1792)]),
    Device(
      name: "iPhone XS Max", scale: 3, heightSuffix: "1242h", idiom: "iphone",
      sizes: [size(1242, 2688)]),
    Device(
      name: "iPhone XS Max", scale: 3, heightSuffix: "2688h", idiom: "iphone",
      sizes: [size(1242, 2688)]),
    Device(
      name: "iPad", scale: 1, heightSuffix: nil, idiom: "ipad",
      sizes: [size(768, 1024), size(768, 1004)]),
    Device(
      name: "iPad", scale: 2, heightSuffix: nil, idiom: "ipad",
      sizes: [size(1536, 2048), size(1536, 2008)]),
  ]

  /// The orientation words iOS reads in a launch-image name.
  public static let orientations = [
    "Portrait", "PortraitUpsideDown", "Landscape", "LandscapeLeft", "LandscapeRight",
  ]

  /// What a launch-image name says: `Default-568h@2x.png`, `Default-LandscapeLeft~ipad.png`.
  public struct Parsed: Sendable, Equatable {
    public let base: String
    public let heightSuffix: String?
    public let orientation: String?
    public let scale: Int
    /// "ipad" or "iphone" from `~ipad`/`~iphone`, nil when the name has no device modifier.
    public let device: String?

    /// A name only an iPhone looks up: no iPad modifier and no orientation (the iPad's names
    /// carry one of the two; `Default.png` is the iPad's last resort only).
    public var isIPhoneName: Bool { device != "ipad" && orientation == nil }
  }

  /// Parses `BASE[-ORIENTATION][-NNNh][@Nx][~device].png` for `base` ("Default" unless
  /// Info.plist's `UILaunchImageFile` names another); nil when the name is not one.
  public static func parse(_ name: String, base: String = "Default") -> Parsed? {
    guard name.hasSuffix(".png") else { return nil }
    var stem = String(name.dropLast(4))
    guard stem.hasPrefix(base) else { return nil }
    stem.removeFirst(base.count)
    var device: String?
    for modifier in ["~ipad", "~iphone"] where stem.hasSuffix(modifier) {
      device = String(modifier.dropFirst())
      stem.removeLast(modifier.count)
    }
    var scale = 1
    for factor in [2, 3] where stem.hasSuffix("@\(factor)x") {
      scale = factor
      stem.removeLast(3)
    }
    var orientation: String?
    var heightSuffix: String?
    for part in stem.split(separator: "-", omittingEmptySubsequences: false).dropFirst() {
      let word = String(part)
      if orientations.contains(word) && orientation == nil {
        orientation = word
      } else if word.hasSuffix("h"), Int(word.dropLast()) != nil, heightSuffix == nil {
        heightSuffix = word
      } else {
        return nil
      }
    }
    // "Default" followed by anything but "-..." is another name ("DefaultBackground.png").
    if !stem.isEmpty && !stem.hasPrefix("-") { return nil }
    return Parsed(
      base: base, heightSuffix: heightSuffix, orientation: orientation, scale: scale,
      device: device)
  }

  /// Every size a launch image of this name may have.
  public static func sizes(for parsed: Parsed) -> [PixelSize] {
    let rows = devices.filter { device in
      device.scale == parsed.scale && device.heightSuffix == parsed.heightSuffix
        && (parsed.device == nil || parsed.device == device.idiom)
    }
    var result: [PixelSize] = []
    for row in rows {
      for size in row.sizes {
        // Without the status bar, landscape loses it from its height: 1024x748, not 1004x768.
        // Both were shipped and accepted: the swapped portrait size too (1004x768).
        let bar = row.sizes[0].height - size.height
        append(size, PixelSize(row.sizes[0].height, row.sizes[0].width - bar))
        append(size, PixelSize(size.height, size.width))
      }
    }
    func append(_ size: PixelSize, _ landscape: PixelSize) {
      switch parsed.orientation {
      case "Portrait"?, "PortraitUpsideDown"?: result.append(size)
      case "Landscape"?, "LandscapeLeft"?, "LandscapeRight"?: result.append(landscape)
      default: result += [size, landscape]
      }
    }
    var seen = Set<PixelSize>()
    return result.filter { seen.insert($0).inserted }
  }
}

extension LaunchImageNames {
  /// Parses a launch-image name whose base is whatever precedes its first modifier
  /// (`Splash-568h@2x.png` has the base `Splash`), for names Info.plist gives.
  public static func parseAnyBase(_ name: String) -> Parsed? {
    guard name.hasSuffix(".png") else { return nil }
    let stem = name.dropLast(4)
    let end = stem.firstIndex { $0 == "-" || $0 == "@" || $0 == "~" } ?? stem.endIndex
    return parse(name, base: String(stem[..<end]))
  }
}
