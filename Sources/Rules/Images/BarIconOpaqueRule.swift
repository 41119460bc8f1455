import AssetModel
import Diagnostics
import HIG
import PNGCodec
import Raster
import RuleCore

/// A bar icon with no transparency: the OS uses only alpha, so it shows a solid square.
enum BarIconOpaqueRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "bar-icon-opaque", severity: .error,
    summary: "a tab-bar, toolbar or template icon that is fully opaque",
    rationale:
      "A bar icon is a mask: the OS ignores its colour and draws its alpha. With no transparent "
      + "pixel the mask is a solid square.")

  static func check(_ file: FileContext) -> [Finding] {
    let role = file.role
    guard role.role.isMask, file.alpha.isOpaque else { return [] }
    let why = file.facts.hasAlpha ? "every pixel is opaque" : "it has no alpha channel"
    return [
      Finding(
        message:
          "\(file.name) is fully opaque (\(why)): as a \(role.role.rawValue) it shows as a solid square",
        fix:
          "give it a transparent background; `iconsmith masks SOURCE -o DIR --bar tab` derives a mask from any glyph"
      )
    ]
  }
}
