import Diagnostics
import RuleCore

/// A name in a built app's `CFBundleIconFiles` that finds no file in the bundle, with any of
/// the suffixes iOS tries: App Store Connect refuses it (ITMS-90032).
enum BuiltIconFileMissingRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "built-icon-file-missing", severity: .error,
    summary: "an icon file a built app's Info.plist names that the bundle does not hold",
    rationale:
      "Every name in CFBundleIconFiles must find a PNG in the bundle, as it is or with the "
      + "@2x, @3x, ~iphone and ~ipad suffixes iOS tries; the asset catalog compiler copies the "
      + "app icon's sizes out of Assets.car under these names. A name that finds nothing is "
      + "refused at upload.",
    itmsCode: "ITMS-90032")

  static func check(_ app: BuiltAppContext) -> [Finding] {
    let icons = (app.primary.map { [$0] } ?? []) + app.alternates
    return icons.flatMap { icon in
      icon.files.filter { app.looseFiles(named: $0).isEmpty }.map { name in
        Finding(
          message:
            "the Info.plist of \(app.bundlePath) names \(name) for \(icon.what) in CFBundleIconFiles, but the bundle holds no \(name), \(name)@2x.png or other size of it (ITMS-90032)",
          fix:
            "build the icon into the app (the target's App Icon set, or the file in Copy Bundle Resources), or remove the entry",
          location: icon.key)
      }
    }
  }
}
