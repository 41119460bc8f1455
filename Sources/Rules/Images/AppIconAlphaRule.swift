import AssetModel
import Diagnostics
import HIG
import PNGCodec
import Raster
import RuleCore
import Utilities

/// An app icon that shows its transparency, or one whose alpha channel alone is refused: what
/// App Store Connect rejects (ITMS-90717, ITMS-90396) and the home screen shows black.
enum AppIconAlphaRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "app-icon-alpha", severity: .error,
    summary:
      "an app icon with translucent pixels the device shows, or an alpha channel where it is refused (loose App Store artwork, watch icons)",
    rationale:
      "The App Store rejects an icon that \"can't be transparent nor contain an alpha channel\" "
      + "(ITMS-90717), and the home screen fills translucent pixels with black; the App Store "
      + "icon is shown unmasked, so any translucent pixel counts there. A loose iTunesArtwork "
      + "is uploaded as it is, and watchOS refuses an icon with an alpha channel even when "
      + "every pixel is opaque (ITMS-90396). In an ordinary slot, translucency the home screen "
      + "shows only slightly darker (alpha 240 or more inside, a soft outline of alpha 128 or "
      + "more along the edges) is a warning. iOS 18 dark and tinted appearances and macOS "
      + "entries are drawn with transparency: not checked here.",
    itmsCode: "ITMS-90717, ITMS-90396",
    fix: .rewrite
  )

  static func check(_ file: FileContext) -> [Finding] {
    guard let carrier = AlphaCarrier(file) else { return [] }
    let channelRefused = AlphaCarrier.isLooseArtwork(file) || file.role.isWatchIcon
    guard !file.alpha.isOpaque || channelRefused else { return [] }
    // Corners the system masks away may be transparent on a home-screen icon; the App Store
    // icon is shown unmasked, so it must be opaque everywhere.
    let shown = file.visibleTranslucency
    let judgedByItself = channelRefused || AlphaCarrier.isAppStoreIcon(file)
    if !judgedByItself && shown.pixels == 0 { return [] }
    let code = file.role.isWatchIcon ? "ITMS-90396" : "ITMS-90717"
    var pixels: String
    if file.alpha.isOpaque {
      pixels =
        file.role.isWatchIcon
        ? "although every pixel is opaque; watchOS refuses a watch icon with an alpha channel"
        : "although every pixel is opaque; the App Store rejects it on the channel alone"
    } else {
      pixels =
        "and \(file.alpha.translucent.grouped) of \(file.alpha.pixelCount.grouped) pixels are "
        + "translucent, so flattening changes how they look"
    }
    // What the home screen shows only slightly darker is a flaw to flatten, which no upload
    // refuses in an ordinary slot: a warning.
    let slight = !judgedByItself && shown.isSlight
    if slight {
      let (inner, edge) = (shown.lowestInnerAlpha, shown.lowestEdgeAlpha)
      let hairline =
        "a dark hairline (alpha \(edge) at the lowest, \(Self.blackPercent(edge))% black)"
      let faint =
        "faint (alpha \(inner) at the lowest, at most \(Self.blackPercent(inner))% black)"
      // The edge and the inside are told apart where both show: the edge may be the darker.
      if inner == 255 {
        pixels += "; those the home screen shows lie along its edges, \(hairline)"
      } else if edge < inner {
        pixels +=
          "; those the home screen shows inside are \(faint), and along its edges lies \(hairline)"
      } else {
        pixels += "; those the home screen shows are \(faint)"
      }
    }
    return [
      Finding(
        message: "\(file.name) has \(carrier.text) \(pixels) (\(code))",
        fix: AlphaCarrier.fix(file), atMost: slight ? .warning : nil)
    ]
  }

  /// How much black the home screen mixes into a pixel of this alpha, in whole percent,
  /// rounded up so that any translucency shows as at least 1.
  static func blackPercent(_ alpha: UInt8) -> Int { (Int(255 - alpha) * 100 + 254) / 255 }
}

/// The App Store icon of an asset catalog with an alpha channel whose every pixel is opaque:
/// the picture is right, and uploads have been refused for the channel (ITMS-90717) while
/// current builds of live apps carry it. Every other slot of a set is harmless: the catalog
/// compiler re-encodes its images (``InSet``, one note per set; ``InApp`` for loose icons).
enum AppIconAlphaChannelRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "app-icon-alpha-channel", severity: .warning,
    summary: "an App Store icon with an alpha channel whose every pixel is opaque",
    rationale:
      "App Store Connect has refused uploads whose App Store icon carries an alpha channel "
      + "(ITMS-90717), even an opaque one, while current Xcode builds of live apps carry it: "
      + "the warning names the risk and the lossless fix. In the other slots of a set the "
      + "channel is harmless (the catalog compiler re-encodes the images): one note per set "
      + "says so, never a warning per file.",
    itmsCode: "ITMS-90717",
    fix: .rewrite
  )

  static func check(_ file: FileContext) -> [Finding] {
    guard AlphaCarrier(file) != nil, file.role.inCatalog, AlphaCarrier.isAppStoreIcon(file),
      !file.role.isWatchIcon, file.alpha.isOpaque
    else { return [] }
    let carrier = AlphaCarrier(file)!
    return [
      Finding(
        message:
          "\(file.name) is the App Store icon and has \(carrier.text), though every pixel is opaque: uploads have been refused for the channel (ITMS-90717)",
        fix: "drop the channel: `iconsmith check --fix` (the picture stays the same)")
    ]
  }
}
