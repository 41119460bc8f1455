/// Why a file of an inventory could not be read, with the file's display path.
///
/// Invariant: `reason` says nothing about the path; a message joins the two.
public struct AssetReadError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, in the user's terms.
  public enum Reason: Sendable, Equatable, CustomStringConvertible {
    case notFound
    /// A folder, a FIFO, a device or a socket where a file was expected.
    case notRegularFile(kind: String)
    case tooLarge(bytes: Int, limit: Int)
    case permissionDenied
    /// A system call failed: the call and the system's words for why.
    case failed(operation: String, detail: String)
    /// The path is not in the git index (or HEAD) the inventory came from.
    case notInIndex
    /// git could not hand over the blob.
    case git(detail: String)

    public var description: String {
      switch self {
      case .notFound: return "no such file or folder"
      case .notRegularFile(let kind): return "not a regular file (it is \(kind))"
      case .tooLarge(let bytes, let limit):
        return "\(bytes) bytes is over the limit of \(limit) bytes for an image file"
      case .permissionDenied: return "permission denied"
      case .failed(let operation, let detail): return "\(operation) failed: \(detail)"
      case .notInIndex: return "not in the index"
      case .git(let detail): return detail
      }
    }
  }

  public let path: String
  public let reason: Reason

  public init(path: String, reason: Reason) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "\(path): \(reason)" }
}
