import Diagnostics
import HIG
import RuleCore

/// `Icon-Settings.png`, the old name of the Settings icon.
enum LegacySettingsIconRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "legacy-settings-icon", severity: .warning,
    summary: "Icon-Settings.png, the old name of Icon-Small.png",
    rationale:
      "The OS still uses Icon-Settings.png when Icon-Small.png is missing, but it is the old "
      + "name; when both exist, Icon-Settings.png is dead weight.")

  static func check(_ root: AppRootContext) -> [Finding] {
    guard root.names.contains("Icon-Settings.png") else { return [] }
    if root.names.contains("Icon-Small.png") {
      return [
        Finding(
          path: root.path("Icon-Settings.png"),
          message: "Icon-Settings.png is dead weight: Icon-Small.png replaces it",
          fix: "delete Icon-Settings.png")
      ]
    }
    return [
      Finding(
        path: root.path("Icon-Settings.png"),
        message:
          "Icon-Settings.png is the old name of the Settings icon; the name now is Icon-Small.png",
        fix: "rename it to Icon-Small.png")
    ]
  }
}
