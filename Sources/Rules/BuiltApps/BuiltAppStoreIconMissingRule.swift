import Diagnostics
import HIG
import RuleCore

/// A built app for iOS devices whose icon asset has no App Store (marketing) rendition: an
/// archive or an exported `.ipa` without it is refused (ITMS-90704); a development or thinned
/// build may lack it, which is said as a note.
enum BuiltAppStoreIconMissingRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "built-app-store-icon-missing", severity: .error,
    summary: "a built app whose icon asset has no 1024x1024 App Store icon",
    rationale:
      "The App Store icon (the ios-marketing slot, or the single 1024 image of a single-size "
      + "set) is compiled into Assets.car as a marketing rendition of the app's icon asset. "
      + "An upload without it is refused. A thinned build never holds it, and a development "
      + "build of an old Xcode may not, so those get a note.",
    itmsCode: "ITMS-90704")

  static func check(_ app: BuiltAppContext) -> [Finding] {
    guard app.kind == .app, app.isForIOSDevices else { return [] }
    return missingMarketingIcon(of: app, code: "ITMS-90704")
  }

  /// The finding for an app (or a watch app) whose icon asset is in Assets.car without its
  /// marketing rendition, at the severity its kind of build allows. With `anyIdiom`, a
  /// 1024x1024 rendition of any idiom counts as the App Store icon too.
  static func missingMarketingIcon(
    of app: BuiltAppContext, code: String, anyIdiom: Bool = false
  ) -> [Finding] {
    guard let asset = app.primary?.assetName, app.catalogAssets.contains(asset) else {
      return []
    }
    let renditions = app.renditions(of: asset)
    let isAppStoreIcon = { (rendition: BuiltAppContext.Rendition) in
      rendition.idiom == "marketing"
        || (anyIdiom && rendition.size == PixelSize(1024, 1024))
    }
    guard !renditions.isEmpty, !renditions.contains(where: isAppStoreIcon) else {
      return []
    }
    let message =
      "the \(asset) icon of \(app.bundlePath) has no App Store icon (1024x1024 px, the marketing rendition) in Assets.car (\(code))"
    let fix =
      "fill the 1024 App Store slot of the \(asset) set: `iconsmith icons MASTER -o DIR --appiconset \(asset)`"
    switch app.build {
    case .distribution:
      return [Finding(message: message, fix: fix)]
    case .development:
      return [
        Finding(
          message: message
            + "; this is an .app folder, which a development build may leave without it",
          fix: fix, atMost: .note)
      ]
    case .thinned(let device):
      return [
        Finding(
          message: message + "; this build is thinned for \(device), which never holds it",
          atMost: .note)
      ]
    }
  }
}
