/// How iOS draws an app's icons, bars and status bar in one era: the numbers `iconsmith preview`
/// draws from, beside shared/HIG.md's sizes.
///
/// Invariant: lengths are in points and fractions of the icon's side; colours are `#RRGGBB` or
/// `#RRGGBBAA` in sRGB. Where Apple published no number (the shine's curve, the bar gradients),
/// the value is read off screenshots of the era and said so.
public struct DeviceChrome: Sendable {
  /// The two ways iOS has drawn icons.
  public enum Era: String, Sendable, CaseIterable, Comparable {
    /// iPhone OS 3 to iOS 6: rounded corners, a drop shadow and the reflective shine.
    case classic
    /// iOS 7 and later: the continuous-corner shape, flat bars tinted by the app.
    case flat

    public static func < (left: Era, right: Era) -> Bool {
      allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
    }

    /// The eras a set of profiles ships to, oldest first.
    public static func of(_ profiles: Set<Profile>) -> [Era] {
      var eras: [Era] = []
      if !profiles.isDisjoint(with: [.iphoneos3, .retina, .ipad]) { eras.append(.classic) }
      if !profiles.isDisjoint(with: [.ios7, .modern]) { eras.append(.flat) }
      return eras
    }

    public var title: String {
      switch self {
      case .classic: return "iPhone OS 3 to iOS 6"
      case .flat: return "iOS 7 and later"
      }
    }
  }

  /// The app icon's outline.
  public enum IconShape: Sendable, Equatable {
    /// A rounded square whose corner radius is `radius` of the side.
    case rounded(radius: Double)
    /// |x|^5 + |y|^5 = 1, the continuous corner; close to Apple's mask at every size.
    case continuous
  }

  /// The gloss of the classic era: an ellipse wider than the icon, its lower edge curving
  /// through the middle, filled with white fading down. Read off iOS 6 screenshots.
  public struct Shine: Sendable {
    /// The ellipse's centre and radii, in fractions of the icon's side.
    public let centerY: Double
    public let radiusX: Double
    public let radiusY: Double
    /// White's opacity at the top of the icon and at the ellipse's lower edge.
    public let topOpacity: Double
    public let bottomOpacity: Double
  }

  /// A shadow under the icon, in points at the icon's size of 57 (scaled with the icon).
  public struct Shadow: Sendable {
    public let offsetY: Double
    public let blur: Double
    public let opacity: Double
  }

  /// How one bar draws the icons it holds: only their alpha is used.
  public struct BarStyle: Sendable {
    public let height: Double
    /// The icon's side in points (HIG.md: about 30 and 20 classic, 25 and 22 flat).
    public let iconPoints: Double
    public let backgroundTop: String
    public let backgroundBottom: String
    /// A line across the bar's top edge.
    public let topLine: String
    public let normalTop: String
    public let normalBottom: String
    public let selectedTop: String
    public let selectedBottom: String
    /// The classic tab bar's rounded, lighter box behind the selected item.
    public let selectedBox: String?
    /// The classic toolbar's engraved look: a dark copy drawn one point above.
    public let emboss: String?
  }

  public let era: Era
  public let homeIconPoints: Double
  public let settingsIconPoints: Double
  public let spotlightIconPoints: Double
  public let shape: IconShape
  public let shine: Shine?
  public let shadow: Shadow?
  public let tabBar: BarStyle
  public let toolbar: BarStyle
  public let statusBarHeight: Double
  /// The wallpapers the home-screen rows are drawn over, top and bottom colours.
  public let lightWallpaper: (top: String, bottom: String)
  public let darkWallpaper: (top: String, bottom: String)
  /// iOS 18: what shows through a dark icon's transparency, and the tint of a tinted one.
  public static let darkIconBackdrop = (top: "#313131", bottom: "#141414")
  public static let tintedIconColor = "#F0B357"
  public static let tintedIconBackdrop = (top: "#2B2B2B", bottom: "#0F0F0F")

  public static func of(_ era: Era) -> DeviceChrome {
    switch era {
    case .classic: return classic
    case .flat: return flat
    }
  }

  /// iPhone OS 3 to iOS 6. Icon 57 pt with a corner of 10/57 (Apple's 57-pixel template);
  /// Settings and Spotlight 29 pt; tab bar 49 pt, toolbar 44 pt, status bar 20 pt.
  public static let classic = DeviceChrome(
    era: .classic, homeIconPoints: 57, settingsIconPoints: 29, spotlightIconPoints: 29,
    shape: .rounded(radius: 10.0 / 57),
    shine: Shine(
      centerY: -0.25, radiusX: 0.9, radiusY: 0.75, topOpacity: 0.55, bottomOpacity: 0.12),
    shadow: Shadow(offsetY: 1.5, blur: 3, opacity: 0.55),
    tabBar: BarStyle(
      height: 49, iconPoints: 30, backgroundTop: "#3A3A3A", backgroundBottom: "#0A0A0A",
      topLine: "#5A5A5A", normalTop: "#A8A8A8", normalBottom: "#5E5E5E", selectedTop: "#9CDCFF",
      selectedBottom: "#1A7FE6", selectedBox: "#FFFFFF26", emboss: nil),
    toolbar: BarStyle(
      height: 44, iconPoints: 20, backgroundTop: "#B0BCCD", backgroundBottom: "#6D83A2",
      topLine: "#CDD5DF", normalTop: "#FFFFFF", normalBottom: "#FFFFFF", selectedTop: "#FFFFFF",
      selectedBottom: "#DCEBFF", selectedBox: "#FFFFFF40", emboss: "#2D3E5499"),
    statusBarHeight: 20,
    lightWallpaper: (top: "#D8E4F0", bottom: "#9DB5CF"),
    darkWallpaper: (top: "#26324A", bottom: "#0B0F18"))

  /// iOS 7 and later. Icon 60 pt in the continuous shape; Settings 29 pt, Spotlight 40 pt;
  /// bars light and translucent, icons gray or the system blue tint; status bar 20 pt.
  public static let flat = DeviceChrome(
    era: .flat, homeIconPoints: 60, settingsIconPoints: 29, spotlightIconPoints: 40,
    shape: .continuous, shine: nil, shadow: nil,
    tabBar: BarStyle(
      height: 49, iconPoints: 25, backgroundTop: "#F8F8F8", backgroundBottom: "#F8F8F8",
      topLine: "#B2B2B2", normalTop: "#929292", normalBottom: "#929292", selectedTop: "#007AFF",
      selectedBottom: "#007AFF", selectedBox: nil, emboss: nil),
    toolbar: BarStyle(
      height: 44, iconPoints: 22, backgroundTop: "#F8F8F8", backgroundBottom: "#F8F8F8",
      topLine: "#B2B2B2", normalTop: "#007AFF", normalBottom: "#007AFF", selectedTop: "#007AFF33",
      selectedBottom: "#007AFF33", selectedBox: nil, emboss: nil),
    statusBarHeight: 20,
    lightWallpaper: (top: "#E3ECF7", bottom: "#B8CBE2"),
    darkWallpaper: (top: "#1D2333", bottom: "#07090F"))

  /// A status bar as `UIStatusBarStyle` names it.
  public enum StatusBarStyle: String, Sendable {
    /// Classic: the gray bar with black text; flat: no bar, black text.
    case standard = "UIStatusBarStyleDefault"
    case blackOpaque = "UIStatusBarStyleBlackOpaque"
    /// Black at half opacity over the app (iPhone OS 3 to iOS 6).
    case blackTranslucent = "UIStatusBarStyleBlackTranslucent"
    /// iOS 7: white text over the app.
    case lightContent = "UIStatusBarStyleLightContent"
    /// iOS 13: black text whatever the appearance.
    case darkContent = "UIStatusBarStyleDarkContent"

    /// The bar's fill (nil: none) and its text colour in `era`.
    public func look(in era: Era) -> (fill: (top: String, bottom: String)?, text: String) {
      switch (self, era) {
      case (.standard, .classic), (.darkContent, .classic):
        return ((top: "#E6E6E6", bottom: "#A6A6A6"), "#000000")
      case (.blackOpaque, _):
        return ((top: "#000000", bottom: "#000000"), "#FFFFFF")
      case (.blackTranslucent, _):
        return ((top: "#00000080", bottom: "#00000080"), "#FFFFFF")
      case (.lightContent, _):
        return (nil, "#FFFFFF")
      case (.standard, .flat), (.darkContent, .flat):
        return (nil, "#000000")
      }
    }
  }
}
