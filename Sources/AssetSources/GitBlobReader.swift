import AssetModel
import IconsmithIO
import TreeFacts
import Utilities

/// Reads the staged blobs through one `git cat-file --batch`, shared by the checker's threads.
final class GitBlobReader: AssetReader, @unchecked Sendable {
  private let blobs: [String: String]
  private let git: ChildProcess
  private let lock = Lock()
  private let limit: Int

  /// Where LFS objects are read from, for blobs that are LFS pointers.
  private let lfsStore: SafeFileReader
  private let top: RawPath

  /// `blobs` maps each tree path to its blob id.
  init(repository: GitRepository, blobs: [String: String], limit: Int) throws(GitRepository.Failure)
  {
    self.blobs = blobs
    self.limit = limit
    top = repository.topLevel
    lfsStore = SafeFileReader(maxBytes: limit)
    do {
      git = try ChildProcess(
        ["git", "cat-file", "--batch"], in: repository.topLevel, errors: .discard)
    } catch {
      throw GitRepository.Failure(message: "cannot run git: \(error)")
    }
  }

  func read(_ path: String) throws(AssetReadError) -> [UInt8] {
    let bytes = try readBlob(path)
    // The index holds an LFS pointer; the image is checked from the local LFS store.
    if let pointer = GitLFSPointer(bytes),
      let object = try? lfsStore.read(top.appending(pointer.objectPath)),
      object.count == pointer.size
    {
      return object
    }
    return bytes
  }

  private func readBlob(_ path: String) throws(AssetReadError) -> [UInt8] {
    guard let blob = blobs[path] else { throw AssetReadError(path: path, reason: .notInIndex) }
    lock.lock()
    defer { lock.unlock() }
    do {
      do {
        try git.write(Array((blob + "\n").utf8))
      } catch {
        throw AssetReadError(path: path, reason: .git(detail: "git stopped reading blob ids"))
      }
      let header = String(decoding: git.readLine() ?? [], as: UTF8.self)
      // "<id> blob <size>", or "<id> missing".
      let fields = header.split(separator: " ")
      guard fields.count == 3, let size = Int(fields[2]) else {
        throw AssetReadError(
          path: path, reason: .git(detail: "git cannot read the staged blob (\(header))"))
      }
      var remaining = size + 1  // the content, then a newline
      var content = [UInt8]()
      if size <= limit { content.reserveCapacity(size) }
      while remaining > 0 {
        let chunk = git.read(min(remaining, 1 << 20))
        if chunk.isEmpty {
          throw AssetReadError(
            path: path, reason: .git(detail: "git stopped while sending the blob"))
        }
        if size <= limit { content += chunk }
        remaining -= chunk.count
      }
      guard size <= limit else {
        throw AssetReadError(path: path, reason: .tooLarge(bytes: size, limit: limit))
      }
      content.removeLast()
      return content
    }
  }
}
