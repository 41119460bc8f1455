import HIG

/// A slot of an app-icon or launch-image set with no image.
enum CatalogUnassignedSlotRule: CatalogRule {
  static let descriptor = RuleDescriptor(
    id: "catalog-unassigned-slot", severity: .warning,
    summary: "an asset-catalog slot with no image",
    rationale:
      "An empty slot means a size the device falls back on by scaling another image, or a "
      + "warning at build time.")

  static func check(_ set: CatalogContext) -> [Finding] {
    guard set.set.kind != .imageSet, let images = set.set.contents?.images else { return [] }
    let setName = AssetPath.name(of: set.set.folder)
    return images.enumerated().compactMap { index, entry in
      guard entry.filename == nil else { return nil }
      return Finding(
        path: set.set.contentsPath,
        message: "slot \(entry.label) of \(setName) has no image",
        fix: set.set.kind == .appIconSet
          ? "fill every slot: `iconsmith icons MASTER -o DIR --appiconset \(setName.split(separator: ".").first ?? "AppIcon")`"
          : "assign an image to it in Xcode, or remove the slot",
        location: "images[\(index)]")
    }
  }
}
