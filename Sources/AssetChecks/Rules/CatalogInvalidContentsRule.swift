import HIG

/// A catalog set whose Contents.json is missing or cannot be read.
enum CatalogInvalidContentsRule: CatalogRule {
  static let descriptor = RuleDescriptor(
    id: "catalog-invalid-contents", severity: .error,
    summary: "an asset-catalog set whose Contents.json cannot be read",
    rationale:
      "Xcode reads a set's slots from Contents.json; without it the set is ignored or breaks the build."
  )

  static func check(_ set: CatalogContext) -> [Finding] {
    guard let problem = set.set.problem else { return [] }
    return [
      Finding(
        path: set.set.contentsPath,
        message:
          "Contents.json of \(AssetPath.name(of: set.set.folder)) cannot be used: \(problem)",
        fix:
          "repair it, or let Xcode rewrite it (`iconsmith icons MASTER --appiconset NAME` writes a new set)"
      )
    ]
  }
}
