/// What an image is for, which decides the rules it must pass.
public enum AssetRole: String, Sendable, Hashable, CaseIterable, Codable {
  /// The home-screen icon (and its iPad and @2x/@3x variants).
  case appIcon = "app icon"
  /// Spotlight and Settings (`Icon-Small`).
  case smallIcon = "small icon"
  /// The old name of the Settings icon, `Icon-Settings.png`.
  case legacySettingsIcon = "legacy settings icon"
  /// App Store and iTunes artwork, `iTunesArtwork`.
  case appStoreArtwork = "App Store artwork"
  /// `Default.png` and its variants.
  case launchImage = "launch image"
  /// A tab-bar icon: a mask, only its alpha is used.
  case tabBarIcon = "tab-bar icon"
  /// A toolbar or navigation-bar icon: a mask, only its alpha is used.
  case toolbarIcon = "toolbar icon"
  /// An asset-catalog image with template rendering: only its alpha is used, any colour.
  case templateImage = "template image"

  /// Icons the App Store and the home screen show: opaque, exact sizes.
  public var isAppIconLike: Bool {
    self == .appIcon || self == .smallIcon || self == .legacySettingsIcon
      || self == .appStoreArtwork
  }

  /// Masks: the OS uses their alpha and draws the colour itself.
  public var isMask: Bool { self == .tabBarIcon || self == .toolbarIcon || self == .templateImage }
}

/// A size in pixels.
public struct PixelSize: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
  public let width: Int
  public let height: Int

  public init(_ width: Int, _ height: Int) {
    self.width = width
    self.height = height
  }

  public init(square side: Int) {
    self.init(side, side)
  }

  /// "57x57".
  public var description: String { "\(width)x\(height)" }

  public func scaled(by factor: Int) -> PixelSize { PixelSize(width * factor, height * factor) }

  public static func < (left: PixelSize, right: PixelSize) -> Bool {
    (left.width, left.height) < (right.width, right.height)
  }
}
