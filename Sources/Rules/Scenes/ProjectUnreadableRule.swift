import AssetModel
import Diagnostics
import HIG
import RuleCore
import TreeFacts

/// An Xcode project file that cannot be read. Reported by the scene; the check goes on
/// folder by folder below the project's folder.
enum ProjectUnreadableRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "project-unreadable", severity: .warning,
    summary: "an Xcode project file that cannot be read",
    rationale:
      "The project says which files each target ships and which iOS it targets. Without it "
      + "the folder is checked as loose files, and findings may miss what the target really ships.")

  static func check(_ problem: SceneProblem) -> [Finding] {
    guard case .projectUnreadable(let pbxproj, let error) = problem else { return [] }
    let project = AssetPath.name(of: AssetPath.folder(of: pbxproj))
    return [
      Finding(
        message: "\(project) cannot be read: \(error); its folder is checked without it",
        fix: "open the project in Xcode and save it, or resolve the merge conflict in it")
    ]
  }
}
