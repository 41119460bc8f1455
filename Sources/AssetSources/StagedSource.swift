import AssetModel
import Dispatch
import IconsmithIO
import TreeFacts

/// What the next commit holds, read from the git index of the repository around the current
/// folder: every index entry is a file, and the staged images are the ones to check.
///
/// Invariant: set rules run only in folders the commit touches (a deletion counts), and HEAD's
/// tree in the same scope is the baseline, so findings a commit did not cause do not refuse it.
public struct StagedSource: AssetSource {
  public let configurationFolder: RawPath?
  public let maxFileBytes: Int
  /// A folder inside the repository; nil for the current folder.
  public let repositoryFolder: RawPath?

  public init(configurationFolder: RawPath?, maxFileBytes: Int, repositoryFolder: RawPath? = nil) {
    self.configurationFolder = configurationFolder
    self.maxFileBytes = maxFileBytes
    self.repositoryFolder = repositoryFolder
  }

  public func load() throws(AssetSourceError) -> LoadedAssets {
    do {
      return try loadFromGit()
    } catch {
      throw .git(error)
    }
  }

  private func loadFromGit() throws(GitRepository.Failure) -> LoadedAssets {
    let repository = try GitRepository.containing(repositoryFolder)
    // Four questions git answers independently, each a child process the hook would otherwise
    // wait for in turn: asked side by side, a commit waits for the slowest.
    let staged = Answer { () throws(GitRepository.Failure) in try repository.stagedChanges() }
    let index = Answer { () throws(GitRepository.Failure) in try repository.indexEntries() }
    let deletions = Answer { () throws(GitRepository.Failure) in try repository.stagedDeletions() }
    let headTree = Answer { () throws(GitRepository.Failure) in try repository.headEntries() }
    let changed = Set(try staged.value().map(\.description))
    // Glob patterns are relative to the configuration's folder, paths here to the top level.
    var prefix = ""
    if let folder = configurationFolder.flatMap(DirectoryWalker.realPath),
      let top = DirectoryWalker.realPath(repository.topLevel), folder != top
    {
      prefix = folder.relative(to: top).description + "/"
    }
    let (files, blobs) = Self.files(try index.value(), prefix: prefix)
    let inIndex = Set(blobs.keys)
    let targets = changed.filter {
      inIndex.contains($0)
        && AssetInventory.isImageCandidate(name: RawPath($0).lastComponent.description)
    }
    // A file deleted from the index (`git rm --cached Icon.png`) brings its folder's set rules.
    let deleted = try deletions.value().map(\.description)
    let folders = Set(
      (Array(changed) + deleted).map { path -> String in
        let folder = RawPath(path).parent.description
        return folder == "." ? "" : folder
      })
    let scope = CheckScope.commit(changed: changed.sorted(), touchedFolders: folders)
    let display = Self.display(top: repository.topLevel)
    let inventory = AssetInventory(
      files: files, targets: targets, scope: scope, display: display)
    let reader = try GitBlobReader(repository: repository, blobs: blobs, limit: maxFileBytes)
    var loaded = LoadedAssets(inventory: inventory, reader: reader)

    let head = try headTree.value()
    if !head.isEmpty {
      let (headFiles, headBlobs) = Self.files(head, prefix: prefix)
      let headInventory = AssetInventory(
        files: headFiles, targets: [], scope: scope, display: display)
      let headReader = try GitBlobReader(
        repository: repository, blobs: headBlobs, limit: maxFileBytes)
      loaded.baseline = LoadedAssets.Baseline(inventory: headInventory, reader: headReader)
    }
    return loaded.mergingFolderCase()
  }

  /// Paths as git shows them in its hook: from the top of the repository, wherever the
  /// command runs.
  private static func display(top: RawPath) -> PathDisplay {
    .relative(
      toTreeFolder: "", topName: (DirectoryWalker.realPath(top) ?? top).lastComponent.description)
  }

  /// Inventory files of tree entries, and the blob of each tree path.
  private static func files(_ entries: [(path: RawPath, blob: String)], prefix: String)
    -> (files: [AssetInventory.File], blobs: [String: String])
  {
    var files: [AssetInventory.File] = []
    var blobs: [String: String] = [:]
    for (path, blob) in entries {
      let display = path.description
      let globPath = display.hasPrefix(prefix) ? String(display.dropFirst(prefix.count)) : display
      files.append(AssetInventory.File(path: display, globPath: globPath))
      blobs[display] = blob
    }
    return (files, blobs)
  }
}

/// One question put to git on a thread of its own as soon as it is made; `value()` waits for
/// the answer (most of the wait is the child process, so the questions overlap). A serial queue
/// of its own is an overcommitting one: it gets a thread even while every core's is busy or
/// waiting, as a detached thread would.
private final class Answer<Value: Sendable>: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var result: Result<Value, GitRepository.Failure>?

  init(_ ask: @escaping @Sendable () throws(GitRepository.Failure) -> Value) {
    DispatchQueue(label: "iconsmith.git-question").async { [self] in
      result = Result(catching: ask)
      done.signal()
    }
  }

  func value() throws(GitRepository.Failure) -> Value {
    done.wait()
    // The semaphore orders the write before this read; a second call finds it signalled no more,
    // so it is signalled again for any later caller.
    defer { done.signal() }
    return try result!.get()
  }
}
