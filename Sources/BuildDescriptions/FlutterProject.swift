import Utilities

/// What a Flutter project's own files say it builds: an app, or a plugin or package, whose
/// `ios/` folder is a CocoaPod that apps depend on and from which `flutter build` makes no
/// app (a plugin's example app lives in `example/`).
///
/// Invariant: read from `.metadata` (`project_type:`, which `flutter create` writes), else
/// from `pubspec.yaml` (a `flutter:` section with a `plugin:` entry); unknown when neither
/// says, which callers treat as an app.
public enum FlutterProject: Sendable, Equatable {
  case app
  case plugin
  case package
  case module

  /// The kind `.metadata` and `pubspec.yaml` (either may be absent) give; nil when neither
  /// names one.
  public static func kind(metadata: [UInt8]?, pubspec: [UInt8]?) -> FlutterProject? {
    if let metadata, let kind = projectType(metadata) { return kind }
    if let pubspec, declaresPlugin(pubspec) { return .plugin }
    return nil
  }

  /// `project_type: plugin` at the top of `.metadata` (a small YAML file; a line is enough).
  static func projectType(_ bytes: [UInt8]) -> FlutterProject? {
    guard bytes.count <= 1 << 20 else { return nil }
    for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
      guard line.hasPrefix("project_type:") else { continue }
      let value = line.dropFirst("project_type:".count).trimmingWhitespaces()
      switch value.trimming(where: { $0 == "\"" || $0 == "'" }) {
      case "app", "skeleton": return .app
      case "plugin", "plugin_ffi": return .plugin
      case "package": return .package
      case "module": return .module
      default: return nil
      }
    }
    return nil
  }

  /// Whether `pubspec.yaml` declares a plugin: `flutter:` > `plugin:`, read as YAML.
  static func declaresPlugin(_ bytes: [UInt8]) -> Bool {
    guard
      let top = try? YAMLText.load(bytes, limit: 1 << 20, resolver: YAMLText.dartResolver)
        as? [String: Any],
      let flutter = top["flutter"] as? [String: Any]
    else { return false }
    return flutter["plugin"] is [String: Any]
  }
}
