import Diagnostics
import RuleCore

/// A built app for iOS devices, made with the iOS 11 SDK or later, whose Info.plist has no
/// `CFBundleIconName`: App Store Connect refuses it (ITMS-90713).
enum BuiltIconNameMissingRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "built-icon-name-missing", severity: .error,
    summary:
      "a built app made with the iOS 11 SDK or later whose Info.plist has no CFBundleIconName",
    rationale:
      "Apps built with the iOS 11 SDK or later must take their icon from an asset catalog and "
      + "name it in CFBundleIconName; Xcode writes the key when the target's App Icon set is "
      + "chosen (ASSETCATALOG_COMPILER_APPICON_NAME). Without it the upload is refused.",
    itmsCode: "ITMS-90713")

  static func check(_ app: BuiltAppContext) -> [Finding] {
    guard app.infoPlistProblem == nil, app.kind == .app, app.isForIOSDevices,
      let sdk = app.sdkMajor, sdk >= 11,
      app.primary?.assetName == nil
    else { return [] }
    return [
      Finding(
        message:
          "the Info.plist of \(app.bundlePath) has no CFBundleIconName, which apps built with the iOS \(sdk) SDK must have (ITMS-90713)",
        fix:
          "choose the app-icon set in the target's General tab (ASSETCATALOG_COMPILER_APPICON_NAME), or set CFBundleIcons.CFBundlePrimaryIcon.CFBundleIconName",
        location: "CFBundleIcons.CFBundlePrimaryIcon")
    ]
  }
}
