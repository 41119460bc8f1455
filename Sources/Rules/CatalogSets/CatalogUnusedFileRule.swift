import AssetModel
import Diagnostics
import HIG
import PNGCodec
import RuleCore
import TreeFacts

/// An image in a catalog set's folder that no slot names.
enum CatalogUnusedFileRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "catalog-unused-file", severity: .warning,
    summary: "an image in an asset-catalog set that no slot uses",
    rationale:
      "Xcode ignores files a set's Contents.json does not name: the file is dead weight, or the "
      + "slot meant for it is empty.")

  static func check(_ set: CatalogContext) -> [Finding] {
    guard let images = set.set.contents?.images else { return [] }
    let named = Set(images.compactMap(\.filename))
    let setName = AssetPath.name(of: set.set.folder)
    // Only images: Flutter's template keeps a README.md in its LaunchImage set.
    let imageEndings = [".png", ".jpg", ".jpeg", ".pdf", ".svg", ".heic", ".webp", ".gif"]
    return set.names.sorted().filter { name in
      !named.contains(name) && !name.hasPrefix(".")
        && imageEndings.contains { name.lowercased().hasSuffix($0) }
    }.map { name in
      Finding(
        path: AssetPath.join(set.set.folder, name),
        message: "\(name) is in \(setName) but no slot of its Contents.json names it",
        fix: "assign it to a slot in Xcode, or delete it")
    }
  }
}
