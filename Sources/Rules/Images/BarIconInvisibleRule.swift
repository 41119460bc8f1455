import AssetModel
import Diagnostics
import HIG
import Raster
import RuleCore

/// A bar icon whose every pixel is fully transparent.
enum BarIconInvisibleRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "bar-icon-invisible", severity: .error,
    summary: "a tab-bar, toolbar or template icon that is fully transparent",
    rationale: "A mask with no opaque pixel draws nothing: the bar shows an empty slot.")

  static func check(_ file: FileContext) -> [Finding] {
    let role = file.role
    guard role.role.isMask, file.alpha.transparent == file.alpha.pixelCount
    else { return [] }
    return [
      Finding(
        message:
          "every pixel of \(file.name) is fully transparent: the \(role.role.rawValue) is invisible",
        fix: "re-export it with its glyph; check that the alpha channel was not inverted")
    ]
  }
}
