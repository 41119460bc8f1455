import HIG
import PNGCodec

/// An app icon or App Store artwork with an alpha channel or a `tRNS` chunk.
enum AppIconAlphaRule: FileRule {
  static let descriptor = RuleDescriptor(
    id: "app-icon-alpha", severity: .error,
    summary: "an app icon or App Store artwork with an alpha channel or tRNS",
    rationale:
      "The App Store rejects an icon that \"can't be transparent nor contain an alpha channel\": "
      + "the channel alone is enough, whatever the pixels. Whether any pixel is translucent "
      + "tells whether flattening changes the picture.")

  static func check(_ file: FileContext) -> [Finding] {
    let role = file.role
    guard role.role.isAppIconLike, file.facts.hasAlpha else { return [] }
    // Xcode's CgBI step stores every icon as RGBA: there only real translucency counts.
    if file.facts.appleOptimized && file.alpha.isOpaque { return [] }
    let carrier =
      file.facts.hasAlphaChannel
      ? "an alpha channel (\(file.facts.colorType.name))" : "a tRNS chunk (transparency)"
    let background = file.configuration.background
    let pixels: String
    if file.alpha.isOpaque {
      pixels = "although every pixel is opaque; the App Store rejects it on the channel alone"
    } else {
      let translucent = file.alpha.translucent
      pixels =
        "and \(translucent.grouped) of \(file.alpha.pixelCount.grouped) pixels are translucent, "
        + "so flattening changes how they look"
    }
    return [
      Finding(
        message: "\(file.name) has \(carrier) \(pixels)",
        fix:
          "flatten it onto the background: `iconsmith check --fix` (onto \(background), `background:` in .iconsmith.yml), or regenerate it with `iconsmith icons MASTER`"
      )
    ]
  }
}
