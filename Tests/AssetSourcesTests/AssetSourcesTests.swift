import AssetModel
import AssetSources
import IconsmithIO
import TestSupport
import Testing

/// Where a check's files come from: a folder on disk, and the git index with HEAD.
struct AssetSourcesTests {
  @Test("a folder on disk: every file listed by display path, images the targets, read back")
  func disk() throws {
    let folder = TemporaryFolder()
    folder.write("App/Icon.png", [1, 2, 3])
    folder.write("App/Info.plist", Array("<plist/>".utf8))
    folder.write("App/big.png", [UInt8](repeating: 7, count: 100))
    let source = DiskSource(
      paths: [RawPath(folder.file("App"))], configurationFolder: nil, maxFileBytes: 64)
    let loaded = try source.load()
    let root = folder.file("App")
    #expect(Set(loaded.inventory.files.map(\.path)).count == 3)
    #expect(loaded.inventory.targets == [root + "/Icon.png", root + "/big.png"])
    #expect(try loaded.reader.read(root + "/Icon.png") == [1, 2, 3])
    // The reader's error carries the display path and the reason apart, as values.
    #expect(
      throws: AssetReadError(path: root + "/big.png", reason: .tooLarge(bytes: 100, limit: 64))
    ) {
      try loaded.reader.read(root + "/big.png")
    }
    #expect(throws: AssetReadError(path: root + "/gone.png", reason: .notFound)) {
      try loaded.reader.read(root + "/gone.png")
    }
  }

  @Test("a path that does not exist is an error naming it")
  func missingPath() {
    let folder = TemporaryFolder()
    let missing = RawPath(folder.file("nowhere"))
    #expect(throws: AssetSourceError.file(.notFound(missing))) {
      try DiskSource(paths: [missing], configurationFolder: nil, maxFileBytes: 64).load()
    }
  }

  @Test("the index: staged images are the targets, unstaged changes unseen, HEAD the baseline")
  func staged() throws {
    let repository = GitFixture()
    repository.stage(["App/Icon.png": [1], "App/Default.png": [2]])
    repository.commitSkippingHooks()
    repository.stage(["App/Icon.png": [3]])
    repository.write("App/Default.png", [9])  // changed on disk, not staged
    repository.git("rm", "-q", "--cached", "App/Default.png")
    let loaded = try StagedSource(
      configurationFolder: nil, maxFileBytes: 1 << 20, repositoryFolder: RawPath(repository.path)
    ).load()
    #expect(loaded.inventory.targets == ["App/Icon.png"])
    #expect(loaded.inventory.files.map(\.path) == ["App/Icon.png"])
    // The deletion brings its folder's set rules; the staged bytes are read, not the disk's.
    #expect(loaded.inventory.setScope == ["App"])
    #expect(try loaded.reader.read("App/Icon.png") == [3])
    #expect(throws: AssetReadError(path: "App/Default.png", reason: .notInIndex)) {
      try loaded.reader.read("App/Default.png")
    }
    let baseline = try #require(loaded.baseline)
    #expect(Set(baseline.inventory.files.map(\.path)) == ["App/Icon.png", "App/Default.png"])
    #expect(baseline.inventory.targets.isEmpty)
    #expect(try baseline.reader.read("App/Default.png") == [2])
  }

  @Test("outside a repository, the index cannot be read: git's words, as an error")
  func notARepository() {
    let folder = TemporaryFolder()
    #expect {
      try StagedSource(
        configurationFolder: nil, maxFileBytes: 64, repositoryFolder: RawPath(folder.path)
      ).load()
    } throws: { error in
      guard case .git(let failure) = error as? AssetSourceError else { return false }
      return failure.message.contains("not a git repository")
    }
  }
}
