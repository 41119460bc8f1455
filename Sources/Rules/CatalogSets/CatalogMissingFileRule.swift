import AssetModel
import Diagnostics
import HIG
import RuleCore
import TreeFacts

/// A slot of Contents.json naming a file that is not in the set's folder.
enum CatalogMissingFileRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "catalog-missing-file", severity: .error,
    summary: "an asset-catalog slot naming a file that does not exist",
    rationale:
      "Xcode fails the build, or leaves the slot empty, when a slot's file is missing. In an "
      + "app-icon set the app does not use (no target names it, or an Icon Composer bundle of "
      + "its name takes its place) nothing ships from the slot: a warning, to tidy it.")

  static func check(_ set: CatalogContext) -> [Finding] {
    guard let images = set.set.contents?.images else { return [] }
    let setName = AssetPath.name(of: set.set.folder)
    let unused: Bool
    switch set.unit?.use(of: set.set) {
    case .leftover?, .replaced?: unused = set.set.kind == .appIconSet
    default: unused = false
    }
    return images.enumerated().compactMap { index, entry in
      guard let name = entry.filename, !set.names.contains(name) else { return nil }
      return Finding(
        path: set.set.contentsPath,
        message:
          "slot \(entry.label) of \(setName) names \(name), but there is no such file in the set"
          + (unused ? "; the app does not use this set, so the app lacks nothing" : ""),
        fix: "add \(name) to the set, or correct the slot",
        location: "images[\(index)]", atMost: unused ? .warning : nil)
    }
  }
}
