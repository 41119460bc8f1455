import Diagnostics
import RuleCore

/// A built watch app whose icon asset has no App Store (marketing) rendition: an upload of the
/// app that embeds it is refused (ITMS-90719); a development or thinned build may lack it,
/// which is said as a note.
enum BuiltWatchAppStoreIconMissingRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "built-watch-app-store-icon-missing", severity: .error,
    summary: "a built watch app whose icon asset has no 1024x1024 App Store icon",
    rationale:
      "App Store Connect takes a watch app's own App Store icon from the watch app's "
      + "Assets.car (the watch-marketing slot, or the single 1024 image of a single-size set), "
      + "and refuses an upload whose watch app lacks it. A 1024 rendition of any idiom counts "
      + "for it: a single-size watchOS icon compiles to the watch idiom, not the marketing one. "
      + "A thinned build never holds it, and a development build may not, so those get a note.",
    itmsCode: "ITMS-90719")

  static func check(_ app: BuiltAppContext) -> [Finding] {
    guard app.kind == .watchApp, app.platform != "watchsimulator" else { return [] }
    // A watch-marketing slot may compile to the marketing idiom, as the phone's does, but a
    // single-size watchOS icon does not: assetutil lists the one Xcode 26.5 built as a 1024
    // Icon Image of idiom watch (semantic-craft/iOS-vibebuddy#29). Any 1024 counts.
    return BuiltAppStoreIconMissingRule.missingMarketingIcon(of: app, code: "ITMS-90719")
  }
}
