import HIG

/// A file that could not be read at all: permissions, not a regular file, over the size limit.
/// Reported by the checker from the reader's error.
enum UnreadableFileRule: AssetRule {
  static let descriptor = RuleDescriptor(
    id: "unreadable-file", severity: .error,
    summary: "a file that cannot be read",
    rationale:
      "A file the checker cannot read cannot be checked, and a build step may not read it either.")

  static let fix = "check that it is a regular file you can read, under the size limit"
}
