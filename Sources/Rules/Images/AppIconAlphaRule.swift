import Diagnostics
import HIG
import PNGCodec
import Raster

/// An app icon with translucent pixels, or App Store artwork with an alpha channel outside a
/// catalog: what the App Store rejects (ITMS-90717) and the home screen shows black.
enum AppIconAlphaRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "app-icon-alpha", severity: .error,
    summary: "an app icon with translucent pixels, or loose App Store artwork with alpha",
    rationale:
      "The App Store rejects an icon that \"can't be transparent nor contain an alpha channel\" "
      + "(ITMS-90717), and the home screen fills translucent pixels with black. A loose "
      + "iTunesArtwork is uploaded as it is, so its channel alone is enough. iOS 18 dark and "
      + "tinted appearances and macOS entries are drawn with transparency: not checked here.",
    itmsCode: "ITMS-90717")

  static func check(_ file: FileContext) -> [Finding] {
    guard let carrier = AlphaCarrier(file) else { return [] }
    let channelOnly = file.role.role == .appStoreArtwork && !file.role.inCatalog
    guard !file.alpha.isOpaque || channelOnly else { return [] }
    // Corners the system masks away may be transparent on a home-screen icon, and alpha of
    // 250 or more shows no black; the App Store icon must be opaque everywhere.
    if !file.alpha.isOpaque && !AlphaCarrier.isAppStoreIcon(file)
      && AlphaCarrier.visibleTranslucency(file) == 0
    {
      return []
    }
    let pixels: String
    if file.alpha.isOpaque {
      pixels = "although every pixel is opaque; the App Store rejects it on the channel alone"
    } else {
      pixels =
        "and \(file.alpha.translucent.grouped) of \(file.alpha.pixelCount.grouped) pixels are "
        + "translucent, so flattening changes how they look"
    }
    return [
      Finding(
        message: "\(file.name) has \(carrier.text) \(pixels) (ITMS-90717)",
        fix: AlphaCarrier.fix(file))
    ]
  }
}

/// An app icon whose alpha channel is there but every pixel opaque: the picture is right, the
/// channel is a risk (older toolchains and some upload paths rejected it).
enum AppIconAlphaChannelRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "app-icon-alpha-channel", severity: .warning,
    summary: "an app icon with an alpha channel whose every pixel is opaque",
    rationale:
      "Xcode's catalog compiler re-encodes catalog icons and current builds carry opaque RGBA "
      + "icons, but older toolchains and some upload paths rejected an icon on the channel alone "
      + "(ITMS-90717). Dropping the channel changes no pixel.",
    itmsCode: "ITMS-90717")

  static func check(_ file: FileContext) -> [Finding] {
    guard let carrier = AlphaCarrier(file),
      !(file.role.role == .appStoreArtwork && !file.role.inCatalog)
    else { return [] }
    if !file.alpha.isOpaque {
      guard !AlphaCarrier.isAppStoreIcon(file), AlphaCarrier.visibleTranslucency(file) == 0
      else { return [] }
      return [
        Finding(
          message:
            "\(file.name) has \(carrier.text) with \(file.alpha.translucent.grouped) translucent pixels, all nearly opaque or in the corners the home-screen mask cuts away: it looks right, but the channel is a risk",
          fix: "flatten it: `iconsmith check --fix` (the visible picture stays the same)")
      ]
    }
    return [
      Finding(
        message:
          "\(file.name) has \(carrier.text), though every pixel is opaque: dropping it changes nothing",
        fix: "drop the channel: `iconsmith check --fix` (the picture stays the same)")
    ]
  }
}

/// Where an app icon's alpha comes from, when the rules about it apply at all.
struct AlphaCarrier {
  let text: String

  init?(_ file: FileContext) {
    guard file.role.role.isAppIconLike, !file.role.alphaAllowed, file.facts.hasAlpha else {
      return nil
    }
    // Xcode's CgBI step stores every icon as RGBA: there only real translucency counts.
    if file.facts.appleOptimized && file.alpha.isOpaque { return nil }
    text =
      file.facts.hasAlphaChannel
      ? "an alpha channel (\(file.facts.colorType.name))" : "a tRNS chunk (transparency)"
  }

  /// Translucent pixels the home screen (or the watch face, a circle) shows.
  static func visibleTranslucency(_ file: FileContext) -> Int {
    file.image.translucentPixelsInsideIconMask(
      radiusFraction: file.role.isWatchIcon ? 0.5 : RGBAImage.iconMaskRadius)
  }

  /// The App Store icon (1024, `ios-marketing`, iTunesArtwork): shown unmasked.
  static func isAppStoreIcon(_ file: FileContext) -> Bool {
    file.role.role == .appStoreArtwork || file.role.isAppStoreIcon
  }

  static func fix(_ file: FileContext) -> String {
    let background = file.configuration.background
    return
      "flatten it onto the background: `iconsmith check --fix` (onto \(background), `background:` in .iconsmith.yml), or regenerate it with `iconsmith icons MASTER`"
  }
}
