import HIG

/// No app root under the paths checked: only file-level rules ran.
/// Reported by the checker once per check.
enum NoAppRootRule: AssetRule {
  static let descriptor = RuleDescriptor(
    id: "no-app-root", severity: .note,
    summary: "no app root found: set rules (missing files, pairs, slots) did not run",
    rationale:
      "Rules about a set of files (a missing Icon.png, catalog slots) apply only to an app root: "
      + "a folder with Info.plist, a conventional icon or launch image, or an asset catalog "
      + "with an app icon. Without one, a typo in the path would pass silently.")

  static let fix =
    "point iconsmith at the app's folder, or list the folder under `app-roots:` in .iconsmith.yml"
}
