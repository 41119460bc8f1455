/// How much a missing file matters.
public enum Need: String, Sendable, Hashable {
  /// Missing is an error: the App Store or the device needs it.
  case required
  /// Missing is a warning: the OS makes do, badly (scales another icon, shows black).
  case recommended
  /// Never reported missing.
  case optional
}

/// One row of a profile's table in shared/HIG.md: a conventional file name,
/// what it is for, and the sizes it must have.
///
/// Invariant: `sizes` is never empty; `scale` comes from the name's `@2x`/`@3x`.
public struct HIGFile: Sendable, Hashable {
  public let name: String
  public let role: AssetRole
  public let sizes: [PixelSize]
  public let need: Need
  public let profile: Profile
  /// The row counts only when these profiles are checked too (the iPad sizes of `ios7`).
  public let onlyWith: [Profile]

  init(
    _ name: String, _ role: AssetRole, _ sizes: [PixelSize], _ need: Need, _ profile: Profile,
    onlyWith: [Profile] = []
  ) {
    self.name = name
    self.role = role
    self.sizes = sizes
    self.need = need
    self.profile = profile
    self.onlyWith = onlyWith
  }

  init(
    _ name: String, _ role: AssetRole, _ side: Int, _ need: Need, _ profile: Profile,
    onlyWith: [Profile] = []
  ) {
    self.init(name, role, [PixelSize(square: side)], need, profile, onlyWith: onlyWith)
  }

  public var scale: Int { HIG.scale(ofName: name) }

  /// Whether this row applies when `profiles` are checked.
  public func applies(to profiles: Set<Profile>) -> Bool {
    profiles.contains(profile) && onlyWith.allSatisfy(profiles.contains)
  }
}

/// shared/HIG.md as tables: names, sizes, alpha and what is required, per profile.
public enum HIG {
  private static func size(_ width: Int, _ height: Int) -> PixelSize { PixelSize(width, height) }

  /// Every conventional file name, per profile.
  public static let files: [HIGFile] = [
    // iphoneos3: the original iPhone OS guidelines.
    HIGFile("Icon.png", .appIcon, 57, .required, .iphoneos3),
    HIGFile("Icon-Small.png", .smallIcon, 29, .recommended, .iphoneos3),
    HIGFile("Icon-Settings.png", .legacySettingsIcon, 29, .optional, .iphoneos3),
    HIGFile("iTunesArtwork", .appStoreArtwork, 512, .required, .iphoneos3),
    HIGFile("Default.png", .launchImage, [size(320, 480)], .recommended, .iphoneos3),

    // retina (iPhone OS 4), adds to iphoneos3. HIG.md requires nothing of this table (Apple's
    // icon Q&A of the era recommended the 114 px icon): without it the 57 px one is enlarged.
    HIGFile("Icon@2x.png", .appIcon, 114, .recommended, .retina),
    HIGFile("Icon-Small@2x.png", .smallIcon, 58, .recommended, .retina),
    HIGFile("Default@2x.png", .launchImage, [size(640, 960)], .recommended, .retina),
    HIGFile("iTunesArtwork@2x", .appStoreArtwork, 1024, .recommended, .retina),

    // ipad (iPhone OS 3.2), adds to iphoneos3.
    HIGFile("Icon-72.png", .appIcon, 72, .required, .ipad),
    HIGFile("Icon-72@2x.png", .appIcon, 144, .recommended, .ipad, onlyWith: [.retina]),
    HIGFile("Icon-Small-50.png", .smallIcon, 50, .recommended, .ipad),
    HIGFile("Icon-Small-50@2x.png", .smallIcon, 100, .recommended, .ipad, onlyWith: [.retina]),
    HIGFile(
      "Default-Portrait.png", .launchImage, [size(768, 1004), size(768, 1024)], .recommended, .ipad),
    HIGFile(
      "Default-Landscape.png", .launchImage, [size(1024, 748), size(1024, 768)], .recommended, .ipad
    ),

    // ios7 (iOS 7 to 10): Apple's technical Q&A names, one per size.
    HIGFile("Icon-60@2x.png", .appIcon, 120, .required, .ios7),
    HIGFile("Icon-60@3x.png", .appIcon, 180, .recommended, .ios7),
    HIGFile("Icon-Small.png", .smallIcon, 29, .optional, .ios7),
    HIGFile("Icon-Small@2x.png", .smallIcon, 58, .recommended, .ios7),
    HIGFile("Icon-Small@3x.png", .smallIcon, 87, .recommended, .ios7),
    HIGFile("Icon-Small-40.png", .smallIcon, 40, .recommended, .ios7, onlyWith: [.ipad]),
    HIGFile("Icon-Small-40@2x.png", .smallIcon, 80, .recommended, .ios7),
    HIGFile("Icon-Small-40@3x.png", .smallIcon, 120, .recommended, .ios7),
    HIGFile("Icon-20.png", .smallIcon, 20, .optional, .ios7),
    HIGFile("Icon-20@2x.png", .smallIcon, 40, .optional, .ios7),
    HIGFile("Icon-20@3x.png", .smallIcon, 60, .optional, .ios7),
    HIGFile("Icon-76.png", .appIcon, 76, .required, .ios7, onlyWith: [.ipad]),
    HIGFile("Icon-76@2x.png", .appIcon, 152, .recommended, .ios7, onlyWith: [.ipad]),
    HIGFile("Icon-83.5@2x.png", .appIcon, 167, .recommended, .ios7, onlyWith: [.ipad]),
    HIGFile("iTunesArtwork@2x", .appStoreArtwork, 1024, .required, .ios7),
    HIGFile("Default-568h@2x.png", .launchImage, [size(640, 1136)], .recommended, .ios7),
    HIGFile("Default-667h@2x.png", .launchImage, [size(750, 1334)], .optional, .ios7),
    HIGFile("Default-736h@3x.png", .launchImage, [size(1242, 2208)], .optional, .ios7),
  ]

  /// Bar-icon sizes per profile ("about", so a tolerance applies): scale, side.
  public static let barIconSides: [(profile: Profile, role: AssetRole, scale: Int, side: Int)] = [
    (.iphoneos3, .toolbarIcon, 1, 20), (.iphoneos3, .tabBarIcon, 1, 30),
    (.retina, .toolbarIcon, 2, 40), (.retina, .tabBarIcon, 2, 60),
    (.ipad, .toolbarIcon, 1, 20), (.ipad, .tabBarIcon, 1, 30),
    (.ios7, .toolbarIcon, 1, 22), (.ios7, .toolbarIcon, 2, 44), (.ios7, .toolbarIcon, 3, 66),
    (.ios7, .tabBarIcon, 1, 25), (.ios7, .tabBarIcon, 2, 50), (.ios7, .tabBarIcon, 3, 75),
    (.modern, .toolbarIcon, 1, 22), (.modern, .toolbarIcon, 2, 44), (.modern, .toolbarIcon, 3, 66),
    (.modern, .tabBarIcon, 1, 25), (.modern, .tabBarIcon, 2, 50), (.modern, .tabBarIcon, 3, 75),
  ]

  /// Every size an icon Info.plist names may have: each icon's points of every era (57, 72,
  /// 29, 50, 20, 40, 60, 76, 83.5) at 1x, 2x and 3x, and the App Store sizes. A plist's
  /// `Icon` also loads `Icon@3x.png`, so 171 (57 at 3x) is as valid as 180.
  public static let anyIconSizes: [PixelSize] = {
    let points = [20.0, 29, 40, 50, 57, 60, 72, 76, 83.5]
    var sides = Set([512, 1024])
    for point in points {
      for scale in 1...3 where (point * Double(scale)).rounded() == point * Double(scale) {
        sides.insert(Int(point * Double(scale)))
      }
    }
    return sides.sorted().map { PixelSize(square: $0) }
  }()

  /// The single App Store icon of the `modern` profile.
  public static let modernAppIcon = PixelSize(square: 1024)

  /// The rows for a file name, exact case.
  public static func rows(named name: String) -> [HIGFile] { files.filter { $0.name == name } }

  /// The conventional name that matches `name` ignoring case, when `name` is not it exactly.
  public static func caseMismatch(for name: String) -> String? {
    let lowered = name.lowercased()
    return files.first { $0.name.lowercased() == lowered && $0.name != name }?.name
  }

  /// The App Store artwork's right name for a file named like it but with an
  /// extension (`iTunesArtwork.png`, `itunesartwork@2x.PNG`); nil for other names.
  public static func artworkName(forExtended name: String) -> String? {
    let lowered = name.lowercased()
    return ["iTunesArtwork@2x", "iTunesArtwork"].first { lowered.hasPrefix($0.lowercased() + ".") }
  }

  /// Whether `name` is a conventional icon or launch-image name, in any case.
  public static func isConventionalName(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return files.contains { $0.name.lowercased() == lowered }
  }

  /// 2 for `NAME@2x.png`, 3 for `@3x`, else 1; a device modifier follows the scale
  /// (`NAME@2x~ipad.png` is 2).
  public static func scale(ofName name: String) -> Int {
    var stem = name.hasSuffix(".png") || name.hasSuffix(".PNG") ? String(name.dropLast(4)) : name
    for modifier in ["~ipad", "~iphone"] where stem.hasSuffix(modifier) {
      stem.removeLast(modifier.count)
    }
    if stem.hasSuffix("@2x") { return 2 }
    if stem.hasSuffix("@3x") { return 3 }
    return 1
  }

  /// The 1x name of a `@2x`/`@3x` name ("tab@2x.png" -> "tab.png"), or nil. A device
  /// modifier follows the scale in Apple's naming ("menu@2x~ipad.png" -> "menu~ipad.png").
  public static func baseName(ofScaled name: String) -> (base: String, scale: Int)? {
    for scale in [2, 3] {
      let marker = "@\(scale)x"
      if let range = name.ranges(of: marker).last,
        range.upperBound == name.endIndex
          || ["", "~ipad", "~iphone"].contains(where: {
            name[range.upperBound...].hasPrefix($0 + ".")
          })
      {
        var base = name
        base.removeSubrange(range)
        return (base, scale)
      }
    }
    return nil
  }

  /// Words in a path that mark a bar icon, by role.
  public static let barIconHints: [(word: String, role: AssetRole)] = [
    ("tab", .tabBarIcon), ("tabs", .tabBarIcon), ("tabbar", .tabBarIcon),
    ("tabbaritem", .tabBarIcon), ("toolbar", .toolbarIcon), ("navbar", .toolbarIcon),
    ("navigationbar", .toolbarIcon), ("barbutton", .toolbarIcon), ("barbuttonitem", .toolbarIcon),
  ]

  /// Words that make a hinted name no bar icon: a bar button's background (a stretchable
  /// picture drawn in its colours, `graphiteBarButtonBackground.png`) is not its glyph.
  public static let barIconHintVetoes: Set<String> = ["background", "backgrounds", "bg"]
}
