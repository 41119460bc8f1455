import AssetModel
import Diagnostics
import HIG
import RuleCore
import TreeFacts

/// No app root under the paths checked: only file-level rules ran.
/// Found once per check, of folders (the hook names files, which need no app).
enum NoAppRootRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "no-app-root", severity: .note,
    summary: "no app root found: set rules (missing files, pairs, slots) did not run",
    rationale:
      "Rules about a set of files (a missing Icon.png, catalog slots) apply only to an app root: "
      + "a folder with Info.plist, a conventional icon or launch image, or an asset catalog "
      + "with an app icon. Without one, a typo in the path would pass silently.")

  static func check(_ scene: Scene) -> [Finding] {
    guard scene.units.isEmpty && scene.scope.looksForApps && !scene.fromProjects else {
      return []
    }
    let roots = scene.scope.namedFolders.map(AssetPath.display(folder:)).joined(separator: ", ")
    return [
      Finding(
        message:
          "no app root under \(roots): no Xcode project, no Info.plist, no conventionally named icon or launch image, no asset catalog with an app icon; only the files themselves were checked",
        fix:
          "point iconsmith at the app's folder, or list the folder under `app-roots:` in .iconsmith.yml"
      )
    ]
  }
}
