import AssetModel
import Diagnostics
import HIG
import Raster
import RuleCore
import Utilities

/// A bar icon with coloured pixels, where the original guidelines ask for pure white.
enum BarIconNotWhiteRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "bar-icon-not-white", severity: .warning,
    summary: "a tab-bar or toolbar icon that is not pure white where visible (iphoneos3)",
    rationale:
      "Before template images the OS drew bar icons as white masks and threw their colour away: "
      + "a coloured icon does not look like its file. Template images (ios7) may have any colour.",
    fix: .rewrite
  )

  static func check(_ file: FileContext) -> [Finding] {
    let role = file.role
    guard role.role == .tabBarIcon || role.role == .toolbarIcon,
      file.profiles.contains(where: \.barIconsArePureWhite)
    else { return [] }
    let coloured = file.image.nonWhitePixelCount()
    guard coloured > 0 else { return [] }
    let visible = file.alpha.opaque + file.alpha.partial
    return [
      Finding(
        message:
          "\(coloured.grouped) of \(visible.grouped) visible pixels of \(file.name) are not white: bar icons are white masks, their colour is thrown away",
        fix: "paint it pure white and keep the alpha (`iconsmith check --fix` does)")
    ]
  }
}
