import XcodeProject

/// An iOS app target a Tuist manifest of the tree declares, with the manifest's tree path.
///
/// Invariant: `target.isApp`, and its platform is iOS or not written.
package struct TuistApp: Sendable {
  package let manifest: String
  package let target: TuistManifest.Target

  /// The iOS app targets of the tree's Tuist manifests, in tree order: `Project.swift` files
  /// that import ProjectDescription, outside `Tuist/` (whose helpers only define templates).
  package static func all(in sortedPaths: [String], read: (String) -> [UInt8]?) -> [TuistApp] {
    sortedPaths.filter { path in
      let components = path.split(separator: "/")
      return components.last == "Project.swift" && !components.dropLast().contains("Tuist")
    }.flatMap { path -> [TuistApp] in
      guard let bytes = read(path), TuistManifest.isManifest(bytes) else { return [] }
      return TuistManifest.parse(bytes, path: path).targets.filter { target in
        target.isApp && (target.platform == .iOS || target.platform == .unknown)
      }.map { TuistApp(manifest: path, target: $0) }
    }
  }
}
