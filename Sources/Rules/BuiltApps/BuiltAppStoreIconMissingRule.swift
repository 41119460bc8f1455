import Diagnostics
import RuleCore

/// A built app for iOS devices whose icon asset has no App Store (marketing) rendition: an
/// archive or an exported `.ipa` without it is refused (ITMS-90704); a development or thinned
/// build may lack it, which is said as a note.
enum BuiltAppStoreIconMissingRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "built-app-store-icon-missing", severity: .error,
    summary: "a built app whose icon asset has no 1024x1024 App Store icon",
    rationale:
      "The App Store icon is compiled into Assets.car as a 1024x1024 rendition of the app's "
      + "icon asset: of the marketing idiom from an ios-marketing slot, of the phone or pad "
      + "idiom from a single-size set. An upload without it is refused. A thinned build never "
      + "holds it, and a development build of an old Xcode may not, so those get a note.",
    itmsCode: "ITMS-90704")

  static func check(_ app: BuiltAppContext) -> [Finding] {
    guard app.kind == .app, app.isForIOSDevices else { return [] }
    return missingMarketingIcon(of: app, code: "ITMS-90704")
  }

  /// The finding for an app (or a watch app) whose icon asset is in Assets.car without its
  /// App Store icon, at the severity its kind of build allows. A marketing rendition is one,
  /// and so is a 1024x1024 of any idiom: a single-size set compiles its 1024 to the phone
  /// and pad idioms (an App Store gate script over `assetutil --info` expects exactly one
  /// phone 1024 Icon Image and no marketing one), a single-size watchOS set to the watch.
  static func missingMarketingIcon(of app: BuiltAppContext, code: String) -> [Finding] {
    guard let asset = app.primary?.assetName, app.catalogAssets.contains(asset) else {
      return []
    }
    let renditions = app.renditions(of: asset)
    guard !renditions.isEmpty, !renditions.contains(where: \.isAppStoreIcon) else {
      return []
    }
    let message =
      "the \(asset) icon of \(app.bundlePath) has no App Store icon (a 1024x1024 px rendition) in Assets.car (\(code))"
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
