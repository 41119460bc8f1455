import HIG

/// An Xcode project file that cannot be read. Reported by the scene; the check goes on
/// folder by folder below the project's folder.
enum ProjectUnreadableRule: AssetRule {
  static let descriptor = RuleDescriptor(
    id: "project-unreadable", severity: .warning,
    summary: "an Xcode project file that cannot be read",
    rationale:
      "The project says which files each target ships and which iOS it targets. Without it "
      + "the folder is checked as loose files, and findings may miss what the target really ships.")

  static let fix = "open the project in Xcode and save it, or resolve the merge conflict in it"
}
