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
    rationale: "Xcode fails the build, or leaves the slot empty, when a slot's file is missing.")

  static func check(_ set: CatalogContext) -> [Finding] {
    guard let images = set.set.contents?.images else { return [] }
    let setName = AssetPath.name(of: set.set.folder)
    return images.enumerated().compactMap { index, entry in
      guard let name = entry.filename, !set.names.contains(name) else { return nil }
      return Finding(
        path: set.set.contentsPath,
        message:
          "slot \(entry.label) of \(setName) names \(name), but there is no such file in the set",
        fix: "add \(name) to the set, or correct the slot",
        location: "images[\(index)]")
    }
  }
}
