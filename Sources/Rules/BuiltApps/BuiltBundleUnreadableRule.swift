import Diagnostics
import RuleCore

/// A built bundle whose Info.plist or Assets.car cannot be read: its icons cannot be judged,
/// which is said rather than passed in silence.
enum BuiltBundleUnreadableRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "built-bundle-unreadable", severity: .error,
    summary:
      "a built app whose Info.plist cannot be read, or whose Assets.car iconsmith cannot read",
    rationale:
      "A bundle without a readable Info.plist is refused at upload. An Assets.car that "
      + "is cut short, or is no compiled catalog at all, is damaged and no device reads its "
      + "icons: an error. One iconsmith cannot read otherwise (a layout it does not know) "
      + "leaves the app's icons unjudged: a note, since the device may read it.")

  static func check(_ app: BuiltAppContext) -> [Finding] {
    var findings: [Finding] = []
    if let problem = app.infoPlistProblem {
      findings.append(
        Finding(
          message: "the Info.plist of \(app.bundlePath) cannot be read: \(problem)",
          fix: "rebuild the app; a built Info.plist is a binary or XML property list"))
    }
    if let problem = app.catalogProblem {
      findings.append(
        app.catalogIsDamaged
          ? Finding(
            path: app.bundlePath + "/Assets.car",
            message:
              "the Assets.car of \(app.bundlePath) is damaged (\(problem)): no device can read its icons",
            fix: "build and export the app again; a file cut short is often a copy that stopped")
          : Finding(
            path: app.bundlePath + "/Assets.car",
            message:
              "the Assets.car of \(app.bundlePath) cannot be read (\(problem)): its icons were not checked",
            atMost: .note))
    }
    return findings
  }
}
