import AssetModel
import Diagnostics
import HIG
import PNGCodec
import Raster
import RuleCore
import Utilities

/// A launch image with an alpha channel or `tRNS`.
enum LaunchImageAlphaRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "launch-image-alpha", severity: .warning,
    summary: "a launch image with an alpha channel or tRNS",
    rationale:
      "A launch image is shown opaque while the app starts; translucent pixels show black and "
      + "the channel only adds bytes.")

  static func check(_ file: FileContext) -> [Finding] {
    guard file.role.role == .launchImage, file.facts.hasAlpha else { return [] }
    // An opaque channel changes nothing on screen; in a catalog set Xcode re-encodes it.
    if (file.facts.appleOptimized || file.role.inCatalog) && file.alpha.isOpaque { return [] }
    let carrier = file.facts.hasAlphaChannel ? "an alpha channel" : "a tRNS chunk (transparency)"
    let translucent = file.alpha.translucent
    let detail =
      translucent == 0
      ? "though every pixel is opaque"
      : translucent == 1
        ? "and 1 translucent pixel, which shows black"
        : "and \(translucent.grouped) translucent pixels, which show black"
    return [
      Finding(
        message: "\(file.name) is a launch image with \(carrier) \(detail)",
        fix: "export it opaque (`iconsmith launch` writes opaque launch images)")
    ]
  }
}
