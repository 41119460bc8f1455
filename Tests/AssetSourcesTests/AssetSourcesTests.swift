import AssetModel
import AssetSources
import Foundation
import IconsmithIO
import TestSupport
import Testing
import TreeFacts

/// Where a check's files come from: a folder on disk, and the git index with HEAD.
struct AssetSourcesTests {
  @Test("outside any repository, a named folder is listed under its own name: files by tree path")
  func disk() throws {
    let folder = TemporaryFolder()
    folder.write("App/Icon.png", [1, 2, 3])
    folder.write("App/Info.plist", Array("<plist/>".utf8))
    folder.write("App/big.png", [UInt8](repeating: 7, count: 100))
    folder.write("Other/unrelated.png", [4])  // beside it, never listed
    let sources = try DiskSource.sources(
      paths: [RawPath(folder.file("App"))], configurationFolder: nil, maxFileBytes: 64)
    try #require(sources.count == 1)
    let loaded = try sources[0].load()
    #expect(
      loaded.inventory.files.map(\.path) == ["App/Icon.png", "App/Info.plist", "App/big.png"])
    #expect(loaded.inventory.targets == ["App/Icon.png", "App/big.png"])
    #expect(loaded.inventory.scope == .named(folders: ["App"], files: []))
    // Named absolutely, it is shown behind the name as given.
    #expect(loaded.inventory.display.show("App/Icon.png") == folder.file("App") + "/Icon.png")
    #expect(try loaded.reader.read("App/Icon.png") == [1, 2, 3])
    // The reader's error carries the tree path and the reason apart, as values.
    #expect(
      throws: AssetReadError(path: "App/big.png", reason: .tooLarge(bytes: 100, limit: 64))
    ) {
      try loaded.reader.read("App/big.png")
    }
    #expect(throws: AssetReadError(path: "App/gone.png", reason: .notFound)) {
      try loaded.reader.read("App/gone.png")
    }
  }

  @Test("a sub-folder or a file of a repository is checked within the repository's whole tree")
  func namedInsideRepository() throws {
    let repository = GitFixture()
    repository.stage([
      "ios/App.xcodeproj/project.pbxproj": Array("// project".utf8),
      "ios/App/Info.plist": Array("<plist/>".utf8),
      "ios/App/Icon.png": [1],
      "ios/App/Tabs/star.png": [2],
    ])
    repository.commitSkippingHooks()
    repository.write("ios/App/Tabs/new.png", [3])  // not tracked yet: named, so listed
    let sources = try DiskSource.sources(
      paths: [
        RawPath(repository.file("ios/App/Tabs")), RawPath(repository.file("ios/App/Icon.png")),
      ],
      configurationFolder: nil, maxFileBytes: 64)
    try #require(sources.count == 1)
    let loaded = try sources[0].load()
    #expect(
      loaded.inventory.files.map(\.path) == [
        "ios/App.xcodeproj/project.pbxproj", "ios/App/Icon.png", "ios/App/Info.plist",
        "ios/App/Tabs/new.png", "ios/App/Tabs/star.png",
      ])
    #expect(
      loaded.inventory.scope == .named(folders: ["ios/App/Tabs"], files: ["ios/App/Icon.png"]))
    #expect(
      loaded.inventory.targets == [
        "ios/App/Icon.png", "ios/App/Tabs/new.png", "ios/App/Tabs/star.png",
      ])
    #expect(
      loaded.inventory.display.show("ios/App/Icon.png") == repository.file("ios/App/Icon.png"))
    #expect(try loaded.reader.read("ios/App/Tabs/new.png") == [3])
  }

  /// Found checking one image of nightguard (round 23) from a repository where its set was
  /// not tracked: the set's Contents.json was not listed, and the set was said to have none.
  @Test("a named image in an untracked catalog set is listed with its set's other files")
  func namedImageInUntrackedSet() throws {
    let repository = GitFixture()
    repository.stage(["README": Array("tracked".utf8)])
    repository.commitSkippingHooks()
    repository.write("App/Media.xcassets/Care.imageset/Contents.json", Array("{}".utf8))
    repository.write("App/Media.xcassets/Care.imageset/hand.png", [1])
    repository.write("App/Media.xcassets/Other.imageset/Contents.json", Array("{}".utf8))
    repository.write("App/loose/a.png", [2])
    repository.write("App/loose/b.png", [3])
    let sources = try DiskSource.sources(
      paths: [
        RawPath(repository.file("App/Media.xcassets/Care.imageset/hand.png")),
        RawPath(repository.file("App/loose/a.png")),
      ],
      configurationFolder: nil, maxFileBytes: 64)
    let loaded = try sources[0].load()
    // The set's Contents.json comes with its image; a loose file's siblings, and other sets,
    // are still not listed.
    #expect(
      loaded.inventory.files.map(\.path) == [
        "App/Media.xcassets/Care.imageset/Contents.json",
        "App/Media.xcassets/Care.imageset/hand.png", "App/loose/a.png", "README",
      ])
    #expect(
      loaded.inventory.targets == ["App/Media.xcassets/Care.imageset/hand.png", "App/loose/a.png"])
  }

  @Test("the same tree, named by a link to its folder, is the same inventory")
  func throughLink() throws {
    let folder = TemporaryFolder()
    folder.write("Real/App/Icon.png", [1])
    folder.write("Real/App/Info.plist", Array("<plist/>".utf8))
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("Link"), withDestinationPath: folder.file("Real"))
    let direct = try DiskSource.sources(
      paths: [RawPath(folder.file("Real/App"))], configurationFolder: nil, maxFileBytes: 64)[0]
      .load()
    let linked = try DiskSource.sources(
      paths: [RawPath(folder.file("Link/App"))], configurationFolder: nil, maxFileBytes: 64)[0]
      .load()
    #expect(linked.inventory.files == direct.inventory.files)
    #expect(linked.inventory.targets == direct.inventory.targets)
    #expect(
      linked.inventory.display.show("App/Icon.png") == folder.file("Link/App") + "/Icon.png")
  }

  @Test("a path that does not exist is an error naming it")
  func missingPath() {
    let folder = TemporaryFolder()
    let missing = RawPath(folder.file("nowhere"))
    #expect(throws: AssetSourceError.file(.notFound(missing))) {
      try DiskSource.sources(paths: [missing], configurationFolder: nil, maxFileBytes: 64)
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
    #expect(
      loaded.inventory.scope == .commit(changed: ["App/Icon.png"], touchedFolders: ["App"]))
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
