/// Paths that no iOS app ships, skipped by default (shared/HIG.md, "What is an app, and what
/// is not"): dependency managers, build output, other platforms' trees, test fixtures.
///
/// Invariant: a reason is a short plural noun phrase ("dependencies (Pods/, Carthage/)"), so
/// the report can count skipped files under it in one line.
package enum NotAppPaths {
  /// Folder names skipped wherever they are, with the reason they are not app files.
  package static let folders: [String: String] = [
    "Pods": "dependencies", "Carthage": "dependencies", "node_modules": "dependencies",
    ".build": "build output", "build": "build output", "DerivedData": "build output",
    "__MACOSX": "archive metadata", "android": "other platforms", "src-tauri": "other platforms",
    "web": "other platforms", "www": "other platforms", "public": "other platforms",
    "macos": "other platforms", "windows": "other platforms", "linux": "other platforms",
    "Tests": "tests", "UITests": "tests", "test": "tests", "tests": "tests",
    "__tests__": "tests", "fixtures": "tests",
  ]

  /// Folder name prefixes skipped wherever they are: Android's resource folders
  /// (`drawable-hdpi`, `mipmap-xxhdpi`), which Xamarin and React Native projects keep beside
  /// the iOS app and which hold `Icon.png` files of their own.
  package static let prefixes: [(prefix: String, reason: String)] = [
    ("drawable", "other platforms"), ("mipmap", "other platforms"),
  ]

  /// Folder suffixes skipped wherever they are.
  package static let suffixes: [(suffix: String, reason: String)] = [
    (".framework", "dependencies"), (".xcframework", "dependencies"), (".bundle", "dependencies"),
    (".dSYM", "build output"), (".docset", "documentation"), ("Tests", "tests"),
  ]

  /// Why `path` is not an app file, or nil when it may be one. A folder named like a
  /// skipped one counts only below the top of what was checked (`root`), so pointing
  /// iconsmith at `build/MyApp.app` or a `Tests/` folder still checks it.
  package static func reason(for path: String, below root: String) -> String? {
    let inner = root.isEmpty || root == "." ? path : String(path.dropFirst(root.count + 1))
    let components = inner.split(separator: "/")
    guard let name = components.last else { return nil }
    if name.hasPrefix("._") { return "archive metadata" }
    for component in components.dropLast() {
      let folder = String(component)
      if let reason = folders[folder] { return reason }
      if let match = prefixes.first(where: { folder.hasPrefix($0.prefix) }) { return match.reason }
      if let match = suffixes.first(where: { folder.hasSuffix($0.suffix) }) { return match.reason }
    }
    return nil
  }
}
