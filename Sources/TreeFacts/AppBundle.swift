import HIG

/// How Xcode lays a target's files into its bundle.
package enum AppBundle {
  /// Loose files (outside catalogs and `.icon` bundles) by name: Xcode copies a target's
  /// resources into one flat folder. The first path in byte order wins a shared name.
  package static func flat(_ files: some Sequence<String>) -> [String: String] {
    var bundle: [String: String] = [:]
    for path in files.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      let folder = AssetPath.folder(of: path)
      guard !AssetPath.isInsideCatalog(folder),
        !folder.split(separator: "/").contains(where: { $0.hasSuffix(".icon") })
      else { continue }
      let name = AssetPath.name(of: path)
      if bundle[name] == nil { bundle[name] = path }
    }
    return bundle
  }

  /// The Icon Composer bundles (`NAME.icon` folders) among the files.
  package static func iconBundles(_ files: some Sequence<String>) -> [String] {
    Set(
      files.compactMap { path -> String? in
        let components = path.split(separator: "/").dropLast()
        guard let index = components.lastIndex(where: { $0.hasSuffix(".icon") }) else {
          return nil
        }
        return components[...index].joined(separator: "/")
      }
    ).sorted()
  }
}
