import Diagnostics
import RuleCore

/// A built iPad app that offers multitasking (every orientation, not full screen) without a
/// launch storyboard in its bundle: App Store Connect refuses it (ITMS-90475).
enum BuiltLaunchStoryboardMissingRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "built-launch-storyboard-missing", severity: .error,
    summary: "a built iPad app with multitasking and no launch storyboard in its bundle",
    rationale:
      "iPad runs an app in Split View and Slide Over when it supports every orientation and "
      + "does not set UIRequiresFullScreen; such an app must launch from a storyboard, and an "
      + "upload without one in the bundle is refused (ITMS-90475, \"iPad Multitasking support "
      + "requires launch storyboard\"). Launch images do not count. A UILaunchScreen "
      + "dictionary (iOS 14 and later) replaces the storyboard and is not judged.",
    itmsCode: "ITMS-90475")

  static func check(_ app: BuiltAppContext) -> [Finding] {
    guard app.kind == .app, app.isForIOSDevices, app.deviceFamily.contains(2),
      let launch = app.iPadLaunch, launch.supportsMultitasking, !launch.hasLaunchScreenDictionary
    else { return [] }
    let fix =
      "add a launch storyboard (UILaunchStoryboardName), or set UIRequiresFullScreen to YES if the app must not run beside others"
    guard let storyboard = launch.storyboard else {
      return [
        Finding(
          message:
            "\(app.bundlePath) supports iPad multitasking (every orientation, not full screen) but its Info.plist names no launch storyboard (ITMS-90475)",
          fix: fix)
      ]
    }
    guard !launch.storyboardCompiled else { return [] }
    return [
      Finding(
        message:
          "\(app.bundlePath) supports iPad multitasking and its Info.plist names the launch storyboard \(storyboard), but the bundle holds no \(storyboard.hasSuffix(".storyboard") ? storyboard + "c" : storyboard + ".storyboardc") (ITMS-90475)",
        fix:
          "name the storyboard as the target compiles it, without its extension (UILaunchStoryboardName = LaunchScreen), and make sure the target copies it",
        location: "UILaunchStoryboardName")
    ]
  }
}
