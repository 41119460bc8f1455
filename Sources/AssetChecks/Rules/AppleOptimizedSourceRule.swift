import HIG

/// Apple's private CgBI variant outside a built app: a file copied out of a build.
/// Reported by the checker for every file, whatever its role.
enum AppleOptimizedSourceRule: AssetRule {
  static let descriptor = RuleDescriptor(
    id: "apple-optimized-source", severity: .warning,
    summary: "an Apple-optimized (CgBI) PNG outside a built app",
    rationale:
      "Xcode writes CgBI only into built apps. In a source tree it means the file was copied out "
      + "of a build: most tools cannot open it, and Xcode's own PNG step may fail on it again.")

  static func finding(name: String) -> Finding {
    Finding(
      message: "\(name) is Apple-optimized (CgBI) outside a built app: most tools cannot open it",
      fix:
        "rewrite it as a standard PNG: `iconsmith check --fix`, or `iconsmith convert \(name) \(name) --force`"
    )
  }
}
