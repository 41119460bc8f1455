import AssetModel
import Diagnostics
import HIG
import RuleCore
import TreeFacts

/// An image in a catalog slot whose pixel size is not the slot's.
enum CatalogWrongSizeRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "catalog-wrong-size", severity: .error,
    summary: "an image of the wrong size in an asset-catalog slot",
    rationale:
      "A slot's size is its points times its scale (60x60 at 2x is 120x120 pixels); Xcode "
      + "warns and the device rescales an image of any other size.")

  static func check(_ set: CatalogContext) -> [Finding] {
    guard let images = set.set.compiledEntries else { return [] }
    let setName = AssetPath.name(of: set.set.folder)
    var findings: [Finding] = []
    for entry in images {
      guard let name = entry.filename, let size = set.sizes[name] else { continue }
      // A slot of a device the target does not build for is never compiled (the watch slots
      // of an iPhone app's set).
      if let unit = set.unit, !unit.targets(idiom: entry.idiom) { continue }
      let expected: [PixelSize]
      switch set.set.kind {
      case .appIconSet: expected = entry.iconPixelSize.map { [$0] } ?? []
      case .launchImage: expected = LaunchImageTable.sizes(for: entry)
      case .imageSet: expected = []
      }
      guard !expected.isEmpty, !expected.contains(size) else { continue }
      findings.append(
        Finding(
          path: AssetPath.join(set.set.folder, name),
          message:
            "\(name) is \(size) px; slot \(entry.label) of \(setName) needs \(PixelSize.list(expected))",
          fix: "regenerate the set: `iconsmith icons MASTER -o DIR --appiconset NAME`"))
    }
    return findings
  }
}
