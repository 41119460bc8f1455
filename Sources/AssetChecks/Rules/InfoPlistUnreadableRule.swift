import HIG

/// An Info.plist that cannot be parsed. Reported by the checker.
enum InfoPlistUnreadableRule: AssetRule {
  static let descriptor = RuleDescriptor(
    id: "info-plist-unreadable", severity: .error,
    summary: "an Info.plist that cannot be read",
    rationale:
      "The icons an app declares live in Info.plist; a damaged plist also breaks the build.")

  static let fix = "repair the plist (plutil -lint on macOS shows where it breaks)"
}
