import Diagnostics
import HIG

/// A file the guidelines recommend, missing from an app root.
enum MissingRecommendedAssetRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "missing-recommended-asset", severity: .warning,
    summary: "a recommended icon or launch image missing from an app root",
    rationale:
      "Without Icon-Small.png the OS scales the app icon down for Spotlight and Settings; "
      + "without Default.png the app starts on a black screen; without @2x files a retina screen "
      + "shows blurry enlargements.")

  static func check(_ root: AppRootContext) -> [Finding] {
    MissingAssets.missing(at: root, need: .recommended).compactMap { row in
      // Icon-Settings.png stands in for Icon-Small.png; legacy-settings-icon says so.
      if row.name == "Icon-Small.png" && root.names.contains("Icon-Settings.png") { return nil }
      // App Store artwork in the bundle serves only ad hoc and enterprise installs: the App
      // Store's own is uploaded apart (shared/HIG.md): a note at most.
      if row.role == .appStoreArtwork {
        return Finding(
          path: root.path(row.name),
          message:
            "\(root.named) has no \(row.name): the App Store takes its artwork at upload; the bundle needs it (\(PixelSize.list(row.sizes))) only for ad hoc or enterprise installs, where iTunes shows it",
          fix: MissingAssets.fix(for: row, root: root), atMost: .note)
      }
      return Finding(
        path: root.path(row.name),
        message: MissingAssets.message(for: row, root: root, need: "recommended"),
        fix: MissingAssets.fix(for: row, root: root))
    }
  }
}
