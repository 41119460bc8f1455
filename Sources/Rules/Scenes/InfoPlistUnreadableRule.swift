import AssetModel
import Diagnostics
import HIG
import RuleCore
import TreeFacts

/// An Info.plist that cannot be read or parsed; its app is checked without it.
enum InfoPlistUnreadableRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "info-plist-unreadable", severity: .error,
    summary: "an Info.plist that cannot be read",
    rationale:
      "The icons an app declares live in Info.plist; a damaged plist also breaks the build.")

  static func check(_ problem: SceneProblem) -> [Finding] {
    guard case .infoPlistUnreadable(let path, let error) = problem else { return [] }
    return [
      Finding(
        message: "\(AssetPath.name(of: path)) cannot be read: \(error)",
        fix: "repair the plist (plutil -lint on macOS shows where it breaks)")
    ]
  }
}
