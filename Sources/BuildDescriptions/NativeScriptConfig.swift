import XcodeProject

/// What a NativeScript project's configuration (`nativescript.config.ts` or `.js`, or the older
/// `nsconfig.json`) says about where its `App_Resources` live.
///
/// Invariant: `appResourcesFolder` is a normalised tree path, or nil when the configuration
/// names none (the CLI's default applies) or names one outside the tree (`outside` says so).
public struct NativeScriptConfig: Sendable, Equatable {
  /// The file names a NativeScript project's configuration has, newest first.
  public static let fileNames = [
    "nativescript.config.ts", "nativescript.config.js", "nsconfig.json",
  ]

  /// The path of the configuration file.
  public let path: String
  /// `appResourcesPath` as the file writes it, or nil when it sets none.
  public let appResourcesPath: String?
  /// The folder `appResourcesPath` names, resolved from the configuration's folder.
  public let appResourcesFolder: String?

  /// Whether `appResourcesPath` leads out of the repository (a shared resources folder of a
  /// monorepo that was not committed here).
  public var pointsOutside: Bool { appResourcesPath != nil && appResourcesFolder == nil }

  /// Reads `appResourcesPath` from the text of a configuration at `path`: the TypeScript or
  /// JavaScript object literal (`appResourcesPath: '../x'`) and the JSON key alike. A value
  /// built from code (a variable, a template) is not read.
  public static func parse(_ bytes: [UInt8], path: String) -> NativeScriptConfig {
    let text = String(decoding: bytes.prefix(262_144), as: UTF8.self)
    var value: String? = nil
    if let key = text.firstRange(of: "appResourcesPath") {
      var rest = text[key.upperBound...].drop { $0 == "\"" || $0 == "'" || $0.isWhitespace }
      if rest.first == ":" || rest.first == "=" {
        rest = rest.dropFirst().drop(while: \.isWhitespace)
        if let quote = rest.first, quote == "\"" || quote == "'" {
          let body = rest.dropFirst()
          if let end = body.firstIndex(of: quote) { value = String(body[..<end]) }
        }
      }
    }
    let folder = TreePath.parent(path)
    let resolved = value.flatMap { value -> String? in
      BuildPath.isAbsolute(value) ? nil : TreePath.join(folder, value)
    }
    return NativeScriptConfig(path: path, appResourcesPath: value, appResourcesFolder: resolved)
  }
}
