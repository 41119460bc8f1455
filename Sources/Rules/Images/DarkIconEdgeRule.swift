import AssetModel
import CheckConfiguration
import Diagnostics
import HIG
import PNGCodec
import Raster
import RuleCore

/// An app icon whose outer ring is nearly black.
enum DarkIconEdgeRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "dark-icon-edge", severity: .warning,
    summary: "an app icon whose outer ring of pixels is nearly black",
    rationale:
      "On the home screen a black-edged icon merges with a dark wallpaper: the rounded corners "
      + "disappear and the icon stops looking tappable.")

  /// The share of edge pixels that must be nearly black to report it: a letter whose strokes
  /// touch the edges of a black icon leaves it merging with the wallpaper all the same
  /// (Letters' white "A" on black, iPhone OS 3, is 86% of its ring).
  static let threshold = 0.8

  static func check(_ file: FileContext) -> [Finding] {
    let role = file.role.role
    // Dark and tinted appearances are dark by design, over the system's own backdrop.
    // The guidelines of the era of glossy icons on any wallpaper say so; from iOS 7 dark
    // icons (and dark alternate icons users pick) are ordinary.
    guard role == .appIcon || role == .smallIcon || role == .appStoreArtwork,
      !file.role.alphaAllowed, file.role.appearance == nil,
      !file.profiles.isDisjoint(with: [.iphoneos3, .retina, .ipad])
    else { return [] }
    // What shows: transparent edge pixels are the background's colour, not black.
    let shown =
      file.facts.hasAlpha ? file.image.flattened(onto: file.configuration.background) : file.image
    let fraction = shown.darkBorderFraction()
    guard fraction >= threshold else { return [] }
    return [
      Finding(
        message:
          "the outer ring of \(file.name) is nearly black (\(Int((fraction * 100).rounded()))% of its edge pixels): it merges with a dark wallpaper",
        fix: "give the icon a lighter or coloured background at its edge")
    ]
  }
}
