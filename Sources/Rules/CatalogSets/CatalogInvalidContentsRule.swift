import AssetModel
import Diagnostics
import HIG
import RuleCore
import TreeFacts

/// A catalog set whose Contents.json is missing or cannot be read.
enum CatalogInvalidContentsRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "catalog-invalid-contents", severity: .error,
    summary: "an asset-catalog set whose Contents.json cannot be read",
    rationale:
      "Xcode reads a set's slots from Contents.json; without it the set is ignored or breaks the build."
  )

  static func check(_ set: CatalogContext) -> [Finding] {
    guard let problem = set.set.problem else { return [] }
    let setName = AssetPath.name(of: set.set.folder)
    let fix: String
    switch set.set.kind {
    case .appIconSet:
      fix = "repair it, or write a new set: `iconsmith icons MASTER -o DIR --appiconset NAME`"
    case .imageSet:
      fix =
        "repair it, or write a new template set: `iconsmith masks SOURCE -o DIR --bar tab --imageset`"
    case .launchImage:
      fix = "repair it, or let Xcode rewrite it"
    }
    return [
      Finding(
        path: set.set.contentsPath,
        message: "Contents.json of \(setName) cannot be used: \(problem)", fix: fix)
    ]
  }
}
