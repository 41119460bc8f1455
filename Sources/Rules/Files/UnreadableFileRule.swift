import Diagnostics
import HIG
import RuleCore

/// A file that could not be read at all: permissions, not a regular file, over the size limit.
/// Found from the reader's error, or a decoder that stopped at the limits it was given.
enum UnreadableFileRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "unreadable-file", severity: .error,
    summary: "a file that cannot be read",
    rationale:
      "A file the checker cannot read cannot be checked, and a build step may not read it either.")

  static func check(_ failure: FileFailure) -> [Finding] {
    switch failure.problem {
    case .unreadable(let reason):
      return [
        Finding(
          message: "cannot read \(failure.name): \(reason)",
          fix: "check that it is a regular file you can read, under the size limit")
      ]
    case .undecodable(let problem) where problem.isOverLimits:
      return [
        Finding(
          message: "\(failure.name) cannot be checked: \(problem)",
          fix:
            "if the file is meant to be this large, raise the limit (--max-side, --max-megapixels)")
      ]
    case .undecodable, .lfsPointer:
      return []
    }
  }
}
