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
      + "for it, since how that slot compiles has not been seen in a real watch app. A thinned "
      + "build never holds it, and a development build may not, so those get a note.",
    itmsCode: "ITMS-90719")

  static func check(_ app: BuiltAppContext) -> [Finding] {
    guard app.kind == .watchApp, app.platform != "watchsimulator" else { return [] }
    // That the watch-marketing slot compiles to the marketing idiom, as the phone's does, is
    // known from the format study and our own catalog builder, not from a real watch app's
    // Assets.car: a 1024 of any idiom is taken for it, so only a watch app with no 1024 at
    // all is refused.
    return BuiltAppStoreIconMissingRule.missingMarketingIcon(
      of: app, code: "ITMS-90719", anyIdiom: true)
  }
}
