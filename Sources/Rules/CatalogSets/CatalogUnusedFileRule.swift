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
      "Xcode ignores files a set's Contents.json does not name, and those named only by an entry "
      + "at a size no slot of its idiom has (an unassigned child, such as an iPad size under "
      + "`iphone`): the file is dead weight, or the slot meant for it is empty.")

  static func check(_ set: CatalogContext) -> [Finding] {
    guard let images = set.set.contents?.images else { return [] }
    let named = Set(images.compactMap(\.filename))
    let setName = AssetPath.name(of: set.set.folder)
    // Only images: Flutter's template keeps a README.md in its LaunchImage set.
    let imageEndings = [".png", ".jpg", ".jpeg", ".pdf", ".svg", ".heic", ".webp", ".gif"]
    let unused = set.names.sorted().filter { name in
      !named.contains(name) && !name.hasPrefix(".")
        && imageEndings.contains { name.lowercased().hasSuffix($0) }
    }.map { name in
      Finding(
        path: AssetPath.join(set.set.folder, name),
        message: "\(name) is in \(setName) but no slot of its Contents.json names it",
        fix: "assign it to a slot in Xcode, or delete it")
    }
    return unused + misplaced(in: set, setName: setName)
  }

  /// Files of an app-icon set named only by entries at a size no slot of their idiom has
  /// (an iPad size under `iphone`): Xcode lists each as an unassigned child and compiles
  /// nothing of it. Image-set entries with a launch image's subtype are left alone: what the
  /// compiler does with them is not known.
  private static func misplaced(in set: CatalogContext, setName: String) -> [Finding] {
    guard set.set.kind == .appIconSet, set.set.contents != nil else { return [] }
    let names = Set(set.set.contents?.images.compactMap(\.filename) ?? [])
    return names.sorted().compactMap { name in
      let strays = set.set.entriesNotCompiled(naming: name)
      guard !strays.isEmpty, set.set.entries(naming: name).isEmpty, set.names.contains(name)
      else { return nil }
      let labels = strays.map(\.label).joined(separator: ", ")
      let idioms = Set(strays.compactMap(\.idiom)).sorted().joined(separator: " or ")
      return Finding(
        path: AssetPath.join(set.set.folder, name),
        message:
          "\(name) is named only by \(labels) of \(setName), a size no \(idioms) slot has: Xcode leaves it out as an unassigned child",
        fix: "move it to the slot it was meant for in Xcode, or delete the entry and the file")
    }
  }
}
