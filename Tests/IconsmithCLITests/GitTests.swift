import Foundation
import PNGCodec
import Raster
import SampleArt
import TestSupport
import Testing
import Utilities

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Small images for the git tests, drawn and encoded once per run.
enum GitArt {
  /// A good 57-px app icon: square, opaque, RGB.
  static let icon = try! PNGEncoder().encode(
    SampleArt.masterArtwork(side: 57, roundedCorners: false))
  /// The same picture encoded differently: another blob, just as good.
  static let otherIcon = try! PNGEncoder(effort: .fast).encode(
    SampleArt.masterArtwork(side: 57, roundedCorners: false))
  /// A 57-px app icon with a half-transparent band across its middle (RGBA), which the home
  /// screen shows black: app-icon-alpha.
  static let translucentImage: RGBAImage = {
    var image = SampleArt.masterArtwork(side: 57, roundedCorners: false)
    for y in 19..<38 {
      for x in 0..<57 { image[x, y].alpha = 128 }
    }
    return image
  }()
  static let alphaIcon = try! PNGEncoder().encode(translucentImage)
  /// A good 29-px small icon.
  static let smallIcon = try! PNGEncoder().encode(
    SampleArt.masterArtwork(side: 29, roundedCorners: false))
  /// Good 512-px App Store artwork (required beside Icon.png).
  static let artwork = try! PNGEncoder(effort: .fast).encode(
    SampleArt.masterArtwork(side: 512, roundedCorners: false))
  /// A 30-px tab-bar glyph in orange: bar-icon-not-white.
  static let orangeGlyph = SampleArt.barGlyph(side: 30, color: RGBA(255, 128, 0))
  static let colouredBarIcon = try! PNGEncoder().encode(orangeGlyph)
  /// A 30-px opaque white square as a bar icon: bar-icon-opaque.
  static let opaqueBarIcon = try! PNGEncoder().encode(
    RGBAImage(width: 30, height: 30, fill: .white))

  /// A good app folder's files: Icon.png and iTunesArtwork.
  static func goodApp(_ folder: String = "App") -> [String: [UInt8]] {
    ["\(folder)/Icon.png": icon, "\(folder)/iTunesArtwork": artwork]
  }

  static func decode(_ bytes: [UInt8]?) throws -> DecodedPNG {
    try PNGDecoder().decode(try #require(bytes))
  }
}

/// `check --staged` and the pre-commit hook, run as a user runs
/// them: the built iconsmith against real git repositories in temporary folders.
struct GitTests {
  // MARK: check --staged

  @Test("a file fixed in the working tree but staged broken fails, and the error names it")
  func stagedBrokenWorkingTreeFixed() {
    let repository = GitFixture()
    repository.stage(["App/Icon.png": GitArt.alphaIcon, "App/iTunesArtwork": GitArt.artwork])
    repository.write("App/Icon.png", GitArt.icon)
    // The working tree passes...
    let disk = repository.iconsmith("check", "App")
    #expect(disk.status == 0, "\(disk)")
    // ...but the commit would hold the broken file.
    let staged = repository.iconsmith("check", "--staged")
    #expect(staged.status == 1, "\(staged)")
    #expect(staged.stdout.contains("App/Icon.png\n  error   Icon.png has an alpha channel (RGBA)"))
    #expect(staged.stdout.contains("[app-icon-alpha]"))
    #expect(staged.stdout.contains("1 error, "))
  }

  @Test("a file staged right but broken in the working tree passes")
  func stagedGoodWorkingTreeBroken() {
    let repository = GitFixture()
    repository.stage(GitArt.goodApp())
    repository.write("App/Icon.png", GitArt.alphaIcon)
    let disk = repository.iconsmith("check", "App")
    #expect(disk.status == 1, "\(disk)")
    let staged = repository.iconsmith("check", "--staged")
    #expect(staged.status == 0, "\(staged)")
    #expect(staged.stdout.contains("0 errors, 2 warnings in 2 files"), "\(staged)")
    #expect(!staged.stdout.contains("app-icon-alpha"))
  }

  @Test("a renamed file is checked under its new path; the old path is not reported")
  func renamed() {
    let repository = GitFixture()
    repository.stage(GitArt.goodApp().merging(["Tabs/star.png": GitArt.opaqueBarIcon]) { $1 })
    repository.commitSkippingHooks()
    #expect(repository.git("mv", "Tabs/star.png", "Tabs/moved star.png").status == 0)
    let staged = repository.iconsmith("check", "--staged")
    #expect(staged.status == 1, "\(staged)")
    #expect(staged.stdout.contains("Tabs/moved star.png\n  error   moved star.png is fully opaque"))
    #expect(staged.stdout.contains("[bar-icon-opaque]"))
    #expect(!staged.stdout.contains("Tabs/star.png"), "\(staged)")
    #expect(staged.stdout.hasSuffix(" in 1 file\n"), "\(staged)")
  }

  @Test("a deleted file is not checked, and its deletion alone passes")
  func deletedFileIgnored() {
    let repository = GitFixture()
    repository.stage(GitArt.goodApp().merging(["Tabs/solid.png": GitArt.opaqueBarIcon]) { $1 })
    repository.commitSkippingHooks()
    #expect(repository.git("rm", "-q", "Tabs/solid.png").status == 0)
    let staged = repository.iconsmith("check", "--staged")
    #expect(staged.status == 0, "\(staged)")
    #expect(!staged.stdout.contains("solid.png"))
    #expect(staged.stdout.hasPrefix("0 errors, 0 warnings in 0 files"), "\(staged)")
  }

  @Test("set rules see the staged tree: Icon.png deleted, Icon-Small.png changed, Icon.png on disk")
  func deletedFileMissingFromSet() {
    let repository = GitFixture()
    repository.stage(GitArt.goodApp().merging(["App/Icon-Small.png": GitArt.smallIcon]) { $1 })
    repository.commitSkippingHooks()
    #expect(repository.git("rm", "-q", "App/Icon.png").status == 0)
    repository.stage([
      "App/Icon-Small.png": try! PNGEncoder(effort: .fast).encode(
        SampleArt.masterArtwork(side: 29, roundedCorners: false))
    ])
    // The working tree still has Icon.png: it is not what the commit holds.
    repository.write("App/Icon.png", GitArt.icon)
    #expect(repository.iconsmith("check", "App").status == 0)
    let staged = repository.iconsmith("check", "--staged")
    #expect(staged.status == 1, "\(staged)")
    #expect(
      staged.stdout.contains(
        "App/Icon.png\n  error   App has no Icon.png: the iphoneos3 app icon (57x57 px) is required [missing-required-asset]"
      ), "\(staged)")
    #expect(!staged.stdout.contains("App/iTunesArtwork\n"), "iTunesArtwork is still in the index")
  }

  @Test("a required icon removed from the index only (git rm --cached) refuses the commit")
  func removedFromIndexOnly() {
    let repository = GitFixture()
    repository.stage(GitArt.goodApp())
    repository.commitSkippingHooks()
    #expect(repository.git("rm", "-q", "--cached", "App/Icon.png").status == 0)
    // The file is still on disk: the commit would not hold it.
    #expect(repository.exists("App/Icon.png"))
    let staged = repository.iconsmith("check", "--staged")
    #expect(staged.status == 1, "\(staged)")
    #expect(
      staged.stdout.contains("App/Icon.png\n  error   App has no Icon.png"), "\(staged)")
  }

  @Test("a commit is judged on what it changes: set findings HEAD already had do not refuse it")
  func preexistingSetFindings() {
    let repository = GitFixture()
    // An app that has lacked Icon.png for years (committed without the hook)...
    repository.stage([
      "App/Default.png": try! PNGEncoder().encode(RGBAImage(width: 320, height: 480, fill: .white)),
      "App/Icon-Small.png": GitArt.smallIcon, "App/iTunesArtwork": GitArt.artwork,
    ])
    repository.commitSkippingHooks()
    #expect(repository.iconsmith("check", "App").status == 1, "the tree has the error")
    // ...and a commit that only re-encodes its small icon: not refused for the old gap.
    repository.stage([
      "App/Icon-Small.png": try! PNGEncoder(effort: .fast).encode(
        SampleArt.masterArtwork(side: 29, roundedCorners: false))
    ])
    let edit = repository.iconsmith("check", "--staged")
    #expect(edit.status == 0, "\(edit)")
    #expect(!edit.stdout.contains("missing-required-asset"), "\(edit)")
    // A commit that breaks a set rule of its own is refused: an Icon.png of the wrong size
    // is its own finding, and deleting the artwork adds a new gap.
    repository.stage([
      "App/Icon.png": try! PNGEncoder().encode(
        SampleArt.masterArtwork(side: 58, roundedCorners: false))
    ])
    let broken = repository.iconsmith("check", "--staged")
    #expect(broken.status == 1, "\(broken)")
    #expect(broken.stdout.contains("[wrong-size]"), "\(broken)")
  }

  @Test("names with spaces and non-ASCII letters come through git intact")
  func unusualNames() {
    let repository = GitFixture()
    repository.stage([
      "My Äpp/Icon.png": GitArt.alphaIcon, "My Äpp/iTunesArtwork": GitArt.artwork,
      "Tabs/ströke icon.png": GitArt.colouredBarIcon,
    ])
    let staged = repository.iconsmith("check", "--staged")
    #expect(staged.status == 1, "\(staged)")
    let lines = staged.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("My Äpp/Icon.png"), "\(staged)")
    #expect(lines.contains("Tabs/ströke icon.png"), "\(staged)")
    #expect(staged.stdout.contains("[app-icon-alpha]"))
    #expect(staged.stdout.contains("[bar-icon-not-white]"))
    #expect(!staged.stdout.contains("\\303"), "no path may come quoted, octal-escaped by git")
    #expect(staged.stdout.contains("1 error, "))
  }

  @Test("a name that is not UTF-8, held only by the index, is read and reported")
  func rawByteName() {
    let repository = GitFixture()
    // "Tabs/café.png" in Latin-1: the é is the single byte 0xE9.
    repository.stageBlob(
      GitArt.opaqueBarIcon, at: Array("Tabs/caf".utf8) + [0xE9] + Array(".png".utf8))
    let staged = repository.iconsmith("check", "--staged")
    #expect(staged.status == 1, "\(staged)")
    #expect(
      staged.stdout.contains("Tabs/caf\\xE9.png\n  error   caf\\xE9.png is fully opaque"),
      "\(staged)")
    #expect(staged.stdout.contains("[bar-icon-opaque]"))
    #expect(!staged.stdout.contains("[unreadable-file]"), "\(staged)")
  }

  @Test("a repository with no commits yet: the index is checked against nothing")
  func noCommitsYet() {
    let repository = GitFixture()
    repository.stage(["App/Icon.png": GitArt.alphaIcon, "App/iTunesArtwork": GitArt.artwork])
    #expect(repository.git("rev-parse", "--verify", "-q", "HEAD").status != 0)
    let bad = repository.iconsmith("check", "--staged")
    #expect(bad.status == 1, "\(bad)")
    #expect(bad.stdout.contains("App/Icon.png\n  error   Icon.png has an alpha channel"))
    repository.stage(["App/Icon.png": GitArt.icon])
    let good = repository.iconsmith("check", "--staged")
    #expect(good.status == 0, "\(good)")
    #expect(good.stdout.contains("0 errors, 2 warnings in 2 files"), "\(good)")
  }

  @Test("from a subfolder, paths are still relative to the top level")
  func fromSubfolder() {
    let repository = GitFixture()
    repository.stage(["App/Icon.png": GitArt.alphaIcon])
    repository.write("App/Sources/main.m", Array("int main() {}\n".utf8))
    let staged = repository.iconsmith("check", "--staged", in: "App/Sources")
    #expect(staged.status == 1, "\(staged)")
    let lines = staged.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("App/Icon.png"), "\(staged)")
    #expect(lines.contains("App/iTunesArtwork"), "\(staged)")
    #expect(!lines.contains("Icon.png") && !lines.contains("../Icon.png"))
    let xcode = repository.iconsmith("check", "--staged", "--format", "xcode", in: "App")
    #expect(xcode.stdout.contains("App/Icon.png:1:1: error: "), "\(xcode)")
  }

  @Test("nothing staged: nothing to check, exit 0")
  func nothingStaged() {
    let repository = GitFixture()
    repository.stage(GitArt.goodApp())
    repository.commitSkippingHooks()
    // Broken but not staged: a changed tracked file and an untracked one.
    repository.write("App/Icon.png", GitArt.alphaIcon)
    repository.write("App/Icon-Small.png", GitArt.alphaIcon)
    let staged = repository.iconsmith("check", "--staged")
    #expect(staged.status == 0, "\(staged)")
    #expect(staged.stdout.hasPrefix("0 errors, 0 warnings in 0 files"), "\(staged)")
  }

  @Test("outside any git repository: exit 2 with git's reason")
  func outsideRepository() {
    let folder = TemporaryFolder()
    folder.write("App/Icon.png", GitArt.alphaIcon)
    let parent = (folder.path as NSString).deletingLastPathComponent
    let result = GitFixture.iconsmith(
      ["check", "--staged"], at: folder.path, environment: ["GIT_CEILING_DIRECTORIES": parent])
    #expect(result.status == 2, "\(result)")
    #expect(result.stderr.contains("error: not a git repository"), "\(result)")
    #expect(result.stdout.isEmpty)
  }

  @Test(
    "--staged with --fix or paths, and --dry-run without --fix, are usage errors",
    arguments: [["--staged", "--fix"], ["--staged", "App"], ["--dry-run"], ["--dry-run", "App"]])
  func usage(arguments: [String]) {
    let repository = GitFixture()
    repository.stage(["App/Icon.png": GitArt.alphaIcon])
    let result = GitFixture.iconsmith(["check"] + arguments, at: repository.path)
    #expect(result.status == 64, "\(result)")
    #expect(repository.read("App/Icon.png") == GitArt.alphaIcon)
  }

  // MARK: hook install and uninstall

  /// The iconsmith binary as the hook must record it: absolute, links resolved.
  static var binary: String {
    guard let resolved = realpath(CommandRunner.iconsmith, nil) else {
      return CommandRunner.iconsmith
    }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  static func isExecutable(_ path: String) -> Bool { access(path, X_OK) == 0 }

  @Test("install writes an executable .git/hooks/pre-commit naming this iconsmith")
  func installWritesHook() throws {
    let repository = GitFixture()
    let installed = repository.iconsmith("hook", "install")
    #expect(installed.status == 0, "\(installed)")
    let hook = repository.file(".git/hooks/pre-commit")
    #expect(
      installed.stdout.contains("installed \(hook): commits now run `iconsmith check --staged`"))
    let text = String(
      decoding: try #require(repository.read(".git/hooks/pre-commit")), as: UTF8.self)
    #expect(text.hasPrefix("#!/bin/sh\n# iconsmith pre-commit hook"))
    #expect(text.contains("\nICONSMITH='\(Self.binary)'\n"), "\(text)")
    #expect(Self.isExecutable(hook))
    #expect(!repository.exists(".git/hooks/pre-commit.before-iconsmith"))
  }

  @Test("a commit with a bad staged icon is refused; fixed and staged again, it goes through")
  func commitRefusedThenAccepted() {
    let repository = GitFixture()
    #expect(repository.iconsmith("hook", "install").status == 0)
    repository.stage(["App/Icon.png": GitArt.alphaIcon, "App/iTunesArtwork": GitArt.artwork])
    let refused = repository.git("commit", "-m", "Add the icon")
    #expect(refused.status != 0, "\(refused)")
    let output = refused.stdout + refused.stderr
    #expect(output.contains("App/Icon.png\n  error   Icon.png has an alpha channel"), "\(refused)")
    #expect(output.contains("[app-icon-alpha]"))
    #expect(output.contains("iconsmith: commit refused."))
    #expect(
      output.contains("('iconsmith check --fix PATH' does the safe fixes)"),
      "the hint is printed, not run by the shell: \(refused)")
    #expect(!output.contains("not found"), "\(refused)")
    #expect(repository.commitCount == 0)

    // The fix the message suggests, then the commit again.
    let fixed = repository.iconsmith("check", "--fix", "App")
    #expect(fixed.status == 1, "\(fixed)")
    repository.add(["App"])
    let accepted = repository.git("commit", "-m", "Add the icon")
    #expect(accepted.status == 0, "\(accepted)")
    #expect(
      accepted.stderr.contains("0 errors, 2 warnings in 2 files"), "the hook ran: \(accepted)")
    #expect(repository.commitCount == 1)
  }

  @Test("a partial commit (`git commit PATH`) checks the file as committed")
  func partialCommit() {
    let repository = GitFixture()
    repository.stage(GitArt.goodApp())
    repository.commitSkippingHooks()
    #expect(repository.iconsmith("hook", "install").status == 0)
    repository.write("App/Icon.png", GitArt.alphaIcon)
    repository.write("App/Sub/readme.txt", Array("x\n".utf8))
    // From a subfolder, naming the changed working-tree file.
    let refused = repository.git("commit", "-m", "Change", "../Icon.png", in: "App/Sub")
    #expect(refused.status != 0, "\(refused)")
    #expect(refused.stderr.contains("App/Icon.png\n  error   Icon.png has an alpha channel"))
    #expect(repository.commitCount == 1)
  }

  @Test("core.hooksPath (relative) is honoured, also when installing from a subfolder")
  func hooksPath() throws {
    let repository = GitFixture()
    repository.git("config", "core.hooksPath", ".githooks")
    repository.write("App/readme.txt", Array("x\n".utf8))
    let installed = repository.iconsmith("hook", "install", in: "App")
    #expect(installed.status == 0, "\(installed)")
    #expect(installed.stdout.contains("installed \(repository.file(".githooks/pre-commit"))"))
    #expect(Self.isExecutable(repository.file(".githooks/pre-commit")))
    #expect(!repository.exists(".git/hooks/pre-commit"))
    #expect(!repository.exists("App/.githooks"))
    repository.stage(["App/Icon.png": GitArt.alphaIcon, "App/iTunesArtwork": GitArt.artwork])
    let refused = repository.git("commit", "-m", "bad")
    #expect(refused.status != 0, "\(refused)")
    #expect(refused.stderr.contains("iconsmith: commit refused."), "\(refused)")
  }

  @Test("core.hooksPath with ~/ is expanded as git expands it")
  func hooksPathHome() {
    let repository = GitFixture()
    let home = TemporaryFolder()
    repository.git("config", "core.hooksPath", "~/hooks")
    let installed = repository.iconsmith("hook", "install", environment: ["HOME": home.path])
    #expect(installed.status == 0, "\(installed)")
    #expect(Self.isExecutable(home.file("hooks/pre-commit")), "\(installed)")
    #expect(!repository.exists("~"))
    repository.stage(["App/Icon.png": GitArt.alphaIcon, "App/iTunesArtwork": GitArt.artwork])
    let refused = GitFixture.git(
      [Array("commit".utf8), Array("-m".utf8), Array("bad".utf8)], at: repository.path,
      environment: ["HOME": home.path])
    #expect(refused.status != 0, "\(refused)")
    #expect(refused.stderr.contains("iconsmith: commit refused."), "\(refused)")
  }

  @Test("from a linked worktree the hook goes to the common hooks folder and checks its commits")
  func linkedWorktree() {
    let repository = GitFixture()
    repository.stage(GitArt.goodApp())
    repository.commitSkippingHooks()
    let outside = TemporaryFolder()
    let worktree = outside.file("linked")
    #expect(repository.git("worktree", "add", "-q", "-b", "feature", worktree).status == 0)
    let installed = GitFixture.iconsmith(["hook", "install"], at: worktree)
    #expect(installed.status == 0, "\(installed)")
    #expect(installed.stdout.contains("installed \(repository.file(".git/hooks/pre-commit"))"))
    #expect(Self.isExecutable(repository.file(".git/hooks/pre-commit")))
    #expect(!repository.exists(".git/worktrees/linked/hooks"))

    outside.write("linked/App/Icon.png", GitArt.alphaIcon)
    func git(_ arguments: String...) -> CommandResult {
      GitFixture.git(arguments.map { Array($0.utf8) }, at: worktree)
    }
    #expect(git("add", "App/Icon.png").status == 0)
    let refused = git("commit", "-m", "bad icon")
    #expect(refused.status != 0, "\(refused)")
    #expect(refused.stderr.contains("App/Icon.png\n  error   Icon.png has an alpha channel"))
    #expect(GitArt.otherIcon != GitArt.icon, "a change to commit")
    outside.write("linked/App/Icon.png", GitArt.otherIcon)
    #expect(git("add", "App/Icon.png").status == 0)
    let accepted = git("commit", "-m", "good icon")
    #expect(accepted.status == 0, "\(accepted)")
    // The app's missing small icon and launch image were there before: not this commit's.
    #expect(accepted.stderr.contains("0 errors, 0 warnings in 1 file"), "\(accepted)")
  }

  @Test("a foreign hook too large to read is still foreign: refused, and left alone")
  func largeForeignHook() {
    let repository = GitFixture()
    let foreign = Array("#!/bin/sh\n".utf8) + [UInt8](repeating: 0x23, count: 2 << 20)
    repository.write(".git/hooks/pre-commit", foreign)
    let refused = repository.iconsmith("hook", "install")
    #expect(refused.status == 1, "\(refused)")
    #expect(repository.read(".git/hooks/pre-commit") == foreign)
    let uninstall = repository.iconsmith("hook", "uninstall")
    #expect(uninstall.status == 1, "\(uninstall)")
    #expect(repository.read(".git/hooks/pre-commit") == foreign)
  }

  @Test("a foreign hook: refused without --force, chained with it, restored byte for byte")
  func foreignHook() throws {
    let repository = GitFixture()
    let marker = TemporaryFolder()
    let foreign = Array(
      "#!/bin/sh\n# the team's own checks\ntouch '\(marker.file("ran"))'\n".utf8)
    let hook = repository.write(".git/hooks/pre-commit", foreign)
    chmod(hook, 0o755)

    let refused = repository.iconsmith("hook", "install")
    #expect(refused.status == 1, "\(refused)")
    #expect(
      refused.stderr.contains(
        "\(hook) exists and was not written by iconsmith; nothing was changed"))
    #expect(repository.read(".git/hooks/pre-commit") == foreign)
    #expect(!repository.exists(".git/hooks/pre-commit.before-iconsmith"))

    let forced = repository.iconsmith("hook", "install", "--force")
    #expect(forced.status == 0, "\(forced)")
    #expect(
      forced.stdout.contains("kept the previous hook as \(hook).before-iconsmith; it runs first"))
    #expect(repository.read(".git/hooks/pre-commit.before-iconsmith") == foreign)

    // A bad commit runs both: the old hook first, then iconsmith's check.
    repository.stage(["App/Icon.png": GitArt.alphaIcon, "App/iTunesArtwork": GitArt.artwork])
    let bad = repository.git("commit", "-m", "bad")
    #expect(bad.status != 0, "\(bad)")
    #expect(FileManager.default.fileExists(atPath: marker.file("ran")), "the old hook ran")
    #expect(bad.stderr.contains("[app-icon-alpha]"), "\(bad)")
    try FileManager.default.removeItem(atPath: marker.file("ran"))
    repository.stage(["App/Icon.png": GitArt.icon])
    let good = repository.git("commit", "-m", "good")
    #expect(good.status == 0, "\(good)")
    #expect(FileManager.default.fileExists(atPath: marker.file("ran")))
    #expect(good.stderr.contains("0 errors"), "\(good)")

    let removed = repository.iconsmith("hook", "uninstall")
    #expect(removed.status == 0, "\(removed)")
    #expect(removed.stdout.contains("restored the previous \(hook)"))
    #expect(repository.read(".git/hooks/pre-commit") == foreign)
    #expect(Self.isExecutable(hook))
    #expect(!repository.exists(".git/hooks/pre-commit.before-iconsmith"))

    // Now the hook is not iconsmith's: uninstall leaves it.
    let notOurs = repository.iconsmith("hook", "uninstall")
    #expect(notOurs.status == 1, "\(notOurs)")
    #expect(notOurs.stderr.contains("\(hook) was not written by iconsmith; leaving it"))
    #expect(repository.read(".git/hooks/pre-commit") == foreign)
  }

  @Test("uninstall removes iconsmith's hook; with none there, it has nothing to do")
  func uninstallOwn() {
    let repository = GitFixture()
    #expect(repository.iconsmith("hook", "install").status == 0)
    let removed = repository.iconsmith("hook", "uninstall")
    #expect(removed.status == 0, "\(removed)")
    #expect(removed.stdout.contains("removed \(repository.file(".git/hooks/pre-commit"))"))
    #expect(!repository.exists(".git/hooks/pre-commit"))
    let again = repository.iconsmith("hook", "uninstall")
    #expect(again.status == 0, "\(again)")
    #expect(again.stdout.contains("nothing to remove"))
  }

  @Test("installing twice updates iconsmith's own hook and chains nothing")
  func installTwice() throws {
    let repository = GitFixture()
    #expect(repository.iconsmith("hook", "install").status == 0)
    let first = try #require(repository.read(".git/hooks/pre-commit"))
    // An older install, from an iconsmith that has since moved.
    let stale = String(decoding: first, as: UTF8.self).replacingOccurrences(
      of: "ICONSMITH='\(Self.binary)'", with: "ICONSMITH='/old/place/iconsmith'")
    #expect(stale != String(decoding: first, as: UTF8.self))
    repository.write(".git/hooks/pre-commit", Array(stale.utf8))
    let second = repository.iconsmith("hook", "install")
    #expect(second.status == 0, "\(second)")
    #expect(!second.stdout.contains("kept the previous hook"))
    #expect(repository.read(".git/hooks/pre-commit") == first)
    #expect(!repository.exists(".git/hooks/pre-commit.before-iconsmith"))
    #expect(Self.isExecutable(repository.file(".git/hooks/pre-commit")))
  }

  @Test("a hook whose iconsmith is gone blocks the commit and says why")
  func missingBinary() throws {
    let repository = GitFixture()
    #expect(repository.iconsmith("hook", "install").status == 0)
    let text = String(
      decoding: try #require(repository.read(".git/hooks/pre-commit")), as: UTF8.self)
    let moved = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix("ICONSMITH=") ? "ICONSMITH='/nowhere/iconsmith'" : String(line)
    }.joined(separator: "\n")
    #expect(moved != text)
    chmod(repository.write(".git/hooks/pre-commit", Array(moved.utf8)), 0o755)
    repository.stage(GitArt.goodApp())
    let blocked = repository.git("commit", "-m", "good icons, missing tool")
    #expect(blocked.status != 0, "\(blocked)")
    #expect(
      blocked.stderr.contains(
        "iconsmith: this pre-commit hook cannot find /nowhere/iconsmith (moved or deleted?)"),
      "\(blocked)")
    #expect(blocked.stderr.contains("git commit --no-verify"))
    #expect(repository.commitCount == 0)
  }
}
