import AssetModel
import Diagnostics
import HIG
import Raster
import RuleCore

/// A bar icon whose alpha has no value between 0 and 255: hard, jagged edges.
enum BarIconNotAntialiasedRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "bar-icon-not-antialiased", severity: .warning,
    summary: "a tab-bar, toolbar or template icon with no anti-aliasing",
    rationale:
      "A mask with only fully transparent and fully opaque pixels has staircase edges; the "
      + "guidelines ask for anti-aliased bar icons.")

  static func check(_ file: FileContext) -> [Finding] {
    let role = file.role
    // A glyph of squares and bars has only straight edges: hard edges are right there.
    guard role.role.isMask, file.alpha.partial == 0, file.alpha.opaque > 0,
      file.alpha.transparent > 0, !file.image.hasOnlyAxisAlignedEdges()
    else { return [] }
    return [
      Finding(
        message:
          "\(file.name) has only fully transparent and fully opaque pixels: its edges are jagged",
        fix:
          "export it with anti-aliasing, or derive it with `iconsmith masks` from a larger source")
    ]
  }
}
