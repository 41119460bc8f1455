import Diagnostics
import RuleCore

/// A `CFBundleIconName` of a built app that names no asset of its compiled catalog: for an
/// alternate icon App Store Connect refuses it (ITMS-90895); for the primary icon the app has
/// no icon at all.
enum BuiltIconAssetMissingRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "built-icon-asset-missing", severity: .error,
    summary: "an icon a built app's Info.plist names by CFBundleIconName that Assets.car lacks",
    rationale:
      "CFBundleIconName names an app-icon set of the asset catalog, compiled into Assets.car. "
      + "An alternate icon whose set was not compiled (not in the target's catalog, or not "
      + "listed in ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES) is refused at upload; a "
      + "primary icon whose set is missing leaves the app without an icon.",
    itmsCode: "ITMS-90895")

  static func check(_ app: BuiltAppContext) -> [Finding] {
    // An Assets.car that cannot be read may hold every asset: another rule says it is unread.
    guard app.catalogProblem == nil else { return [] }
    let icons = (app.primary.map { [$0] } ?? []) + app.alternates
    return icons.compactMap { icon in
      guard let asset = icon.assetName, !app.catalogAssets.contains(asset) else { return nil }
      let holds =
        app.catalog == nil
        ? "the bundle has no Assets.car" : "its Assets.car has no asset of that name"
      return Finding(
        message:
          "the Info.plist of \(app.bundlePath) names \(asset) for \(icon.what), but \(holds) (ITMS-90895)",
        fix:
          "add the \(asset) app-icon set to the target's asset catalog (alternates also to ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES), or correct the name",
        location: icon.key)
    }
  }
}
