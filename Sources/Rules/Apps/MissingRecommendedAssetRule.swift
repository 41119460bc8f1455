import AssetModel
import Diagnostics
import HIG
import RuleCore
import TreeFacts

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
    loosefileGaps(root) + allSizesGaps(root)
  }

  /// The point sizes of HIG.md's `ios7` list (notifications 20, Settings 29, Spotlight 40)
  /// that an all-sizes app-icon set has no slot for at all, per device it is for: the system
  /// scales another icon down for them. One finding per set; a slot that is there
  /// but empty is catalog-unassigned-slot's, and the home-screen and App Store sizes are
  /// missing-required-asset's.
  static func allSizesGaps(_ root: AppRootContext) -> [Finding] {
    let sizes: [(points: Int, use: String)] = [
      (20, "notifications"), (29, "Settings"), (40, "Spotlight"),
    ]
    var findings: [Finding] = []
    for (set, all) in MissingAssets.allSizesSets(root) {
      let entries = all.filter { ($0.platform ?? "ios") == "ios" }
      let families = root.unit.effectiveFamilies
      let devices: [(idiom: String, named: String, home: String, scales: [Int])] = [
        ("iphone", "iPhone", "60x60", [2, 3]), ("ipad", "iPad", "76x76", [1, 2]),
      ]
      var gaps: [String] = []
      for size in sizes {
        var lacking: [String] = []
        for device in devices {
          // The device family a project gives; without one, the set's home-screen slots tell.
          let targeted =
            families.isEmpty
            ? entries.contains { $0.idiom == device.idiom && $0.size == device.home }
            : root.unit.targets(idiom: device.idiom)
          let slot = "\(size.points)x\(size.points)"
          guard targeted,
            !entries.contains(where: {
              ($0.idiom == device.idiom || $0.idiom == "universal") && $0.size == slot
            })
          else { continue }
          lacking.append(
            "\(device.named) "
              + device.scales.map { "\(size.points * $0)" }.joined(separator: ", "))
        }
        if !lacking.isEmpty {
          gaps.append(
            "\(size.use) \(size.points) pt (\(lacking.joined(separator: "; ")) px)")
        }
      }
      guard !gaps.isEmpty else { continue }
      findings.append(
        Finding(
          path: set.contentsPath,
          message:
            "\(set.name) has no slot for \(gaps.joined(separator: ", ")): the system scales another icon down for them",
          fix:
            "add the slots in Xcode (or regenerate the set: `iconsmith icons MASTER -o DIR --appiconset \(set.name)`)"
        ))
    }
    return findings
  }

  private static func loosefileGaps(_ root: AppRootContext) -> [Finding] {
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
