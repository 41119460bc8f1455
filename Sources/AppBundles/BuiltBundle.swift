/// An app, app extension or watch app inside a built product, with the files it holds and
/// the bundles it embeds.
///
/// Invariant: `path` is the bundle's folder inside the product ("Payload/Notes.app", "" for
/// an `.app` checked by itself); `files` are paths relative to it, sorted by their bytes, and
/// hold no file of a nested bundle; `nested` are sorted by path.
public struct BuiltBundle: Sendable, Equatable {
  public enum Kind: String, Sendable, Equatable {
    case app
    case appExtension = "app extension"
    case watchApp = "watch app"
  }

  /// How the product wraps its apps.
  public enum Container: String, Sendable, Equatable {
    /// `Payload/NAME.app` in a zip: what App Store Connect receives.
    case ipa
    /// `Products/Applications/NAME.app` in Xcode's archive folder.
    case xcarchive
    /// The app's own folder.
    case app
  }

  public let path: String
  public let kind: Kind
  public let files: [String]
  public let nested: [BuiltBundle]

  /// The bundles of a product whose every file is listed in `paths` ("/"-separated, relative
  /// to the product's top): its apps, each with its extensions and watch app.
  public static func apps(in paths: [String], container: Container) -> [BuiltBundle] {
    let tops: [String]
    switch container {
    case .app: tops = [""]
    case .ipa: tops = folders(matching: "Payload/", in: paths, suffix: ".app")
    case .xcarchive: tops = folders(matching: "Products/Applications/", in: paths, suffix: ".app")
    }
    return tops.map { bundle(at: $0, kind: .app, paths: paths) }
  }

  /// The folders named `PREFIX*SUFFIX` one level below `prefix` that hold a file.
  private static func folders(matching prefix: String, in paths: [String], suffix: String)
    -> [String]
  {
    var found = Set<String>()
    for path in paths where path.hasPrefix(prefix) {
      let rest = path.dropFirst(prefix.count)
      guard let slash = rest.firstIndex(of: "/") else { continue }
      let name = rest[..<slash]
      if name.hasSuffix(suffix) && name.count > suffix.count { found.insert(prefix + name) }
    }
    return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  private static func bundle(at path: String, kind: Kind, paths: [String]) -> BuiltBundle {
    let prefix = path.isEmpty ? "" : path + "/"
    let inside = paths.filter { $0.hasPrefix(prefix) }
    // Extensions sit in PlugIns (and ExtensionKit's Extensions); a watch app in Watch.
    var nested: [BuiltBundle] = []
    for (folder, suffix, nestedKind) in [
      ("PlugIns/", ".appex", Kind.appExtension), ("Extensions/", ".appex", .appExtension),
      ("Watch/", ".app", .watchApp),
    ] {
      for found in folders(matching: prefix + folder, in: inside, suffix: suffix) {
        nested.append(bundle(at: found, kind: nestedKind, paths: inside))
      }
    }
    nested.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    let nestedPrefixes = nested.map { $0.path + "/" }
    let files =
      inside
      .filter { path in !nestedPrefixes.contains { path.hasPrefix($0) } }
      .map { String($0.dropFirst(prefix.count)) }
      .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    return BuiltBundle(path: path, kind: kind, files: files, nested: nested)
  }
}
