import Diagnostics
import RuleCore

/// A built app whose Info.plist declares a Newsstand icon although it is no Newsstand app:
/// App Store Connect refuses it (ITMS-90138).
enum BuiltNewsstandIconRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "built-newsstand-icon", severity: .error,
    summary: "a built app whose Info.plist declares a Newsstand icon but is no Newsstand app",
    rationale:
      "A Newsstand icon (UINewsstandIcon under CFBundleIcons) is for the Newsstand apps of "
      + "iOS 5 to 8, which also set UINewsstandApp. An app that declares the icon without the "
      + "key is refused at upload; Newsstand ended with iOS 9, so the entry is a leftover to "
      + "delete.",
    itmsCode: "ITMS-90138")

  static func check(_ app: BuiltAppContext) -> [Finding] {
    guard app.infoPlistProblem == nil, app.kind == .app, app.isForIOSDevices,
      let key = app.strayNewsstandIcon
    else { return [] }
    return [
      Finding(
        message:
          "the Info.plist of \(app.bundlePath) declares a Newsstand icon (\(key)), but the app does not set UINewsstandApp: App Store Connect refuses the upload (ITMS-90138)",
        fix: "delete UINewsstandIcon from CFBundleIcons in the target's Info.plist",
        location: key)
    ]
  }
}
