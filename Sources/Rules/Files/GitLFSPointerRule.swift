import Diagnostics
import HIG
import RuleCore
import TreeFacts
import Utilities

/// An image that is a Git LFS pointer here: the checkout (or the index) holds the pointer and
/// the local LFS store does not hold the image, so there is nothing to check yet.
enum GitLFSPointerRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "git-lfs-pointer", severity: .note,
    summary: "an image stored with Git LFS whose content is not here: only its pointer is",
    rationale:
      "A repository that keeps images in Git LFS holds small text pointers in their place "
      + "until `git lfs pull` fetches them. The pointer is not the image and the image cannot "
      + "be checked: a note says so, and a commit of such a file is not refused for it.")

  static func check(_ failure: FileFailure) -> [Finding] {
    guard case .lfsPointer(let pointer) = failure.problem else { return [] }
    return [
      Finding(
        message:
          "\(failure.name) is a Git LFS pointer to a \(pointer.size.grouped)-byte file that is not here, so the image was not checked",
        fix: "fetch the images (`git lfs pull`), then check again")
    ]
  }
}
