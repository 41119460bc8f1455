import AssetModel
import CheckConfiguration
import HIG
import PNGCodec
import Raster

/// Where an app icon's alpha comes from, when the rules about it apply at all.
package struct AlphaCarrier {
  package let text: String

  package init?(_ file: FileContext) {
    guard file.role.role.isAppIconLike, !file.role.alphaAllowed, file.facts.hasAlpha else {
      return nil
    }
    // Xcode's CgBI step stores every icon as RGBA: there only real translucency counts.
    if file.facts.appleOptimized && file.alpha.isOpaque { return nil }
    text = Self.describe(file.facts)
  }

  /// "an alpha channel (RGBA)" or "a tRNS chunk (transparency)".
  package static func describe(_ facts: PNGFacts) -> String {
    facts.hasAlphaChannel
      ? "an alpha channel (\(facts.colorType.name))" : "a tRNS chunk (transparency)"
  }

  /// The App Store icon (1024, the primary set's `ios-marketing` entry, iTunesArtwork): shown
  /// unmasked.
  package static func isAppStoreIcon(_ file: FileContext) -> Bool {
    file.role.role == .appStoreArtwork || file.role.isAppStoreIcon
  }

  /// App Store artwork outside a catalog: uploaded as it is.
  package static func isLooseArtwork(_ file: FileContext) -> Bool {
    file.role.role == .appStoreArtwork && !file.role.inCatalog
  }

  package static func fix(_ file: FileContext) -> String {
    let background = file.configuration.background
    return
      "flatten it onto the background: `iconsmith check --fix` (onto \(background), `background:` in .iconsmith.yml), or regenerate it with `iconsmith icons MASTER`"
  }
}
