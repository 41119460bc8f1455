import AssetModel
import PNGCodec
import TreeFacts

/// An image the checker could not read, or read and could not decode.
///
/// Invariant: only files that must be PNG for their target get here: an image-set entry that
/// Xcode reads by content, or a mac slot holding ICNS data, never does.
package struct FileFailure: RuleSubject {
  package enum Problem: Sendable, Equatable {
    case unreadable(AssetReadError.Reason)
    case undecodable(PNGError.Problem)
    /// A Git LFS pointer whose image this checkout (or the local LFS store) does not hold.
    case lfsPointer(GitLFSPointer)
  }

  package let path: String
  package let problem: Problem
  /// "1024x1024 (ios-marketing) of AppIcon.appiconset" when an app-icon slot names the file.
  package let slot: String?

  package init(path: String, problem: Problem, slot: String?) {
    self.path = path
    self.problem = problem
    self.slot = slot
  }

  package var reportPath: String { path }
  package var name: String { AssetPath.name(of: path) }
}

extension PNGError.Problem {
  /// Whether the decoder stopped at a limit it was given, not at damage in the file.
  package var isOverLimits: Bool {
    switch self {
    case .dimensionsOverLimit, .pixelsOverLimit, .memoryBudgetExceeded, .tooManyChunks: return true
    default: return false
    }
  }
}
