import CheckRunning
import IconsmithIO
import TestSupport
import Testing

/// The pre-commit hook as a library call, in a hooks folder of a temporary folder: what it
/// writes, what it keeps, and what it refuses to touch.
struct PreCommitHookTests {
  let folder = TemporaryFolder()
  var hook: PreCommitHook { PreCommitHook(folder: RawPath(folder.file("hooks"))) }
  let foreign = Array("#!/bin/sh\necho lint\n".utf8)

  @Test("install writes a hook that names the executable, quoted for sh, and marks it as ours")
  func installs() throws {
    let kept = try hook.install(executable: RawPath("/opt/it's here/iconsmith"), keepForeign: false)
    #expect(!kept)
    let text = String(decoding: try #require(folder.read("hooks/pre-commit")), as: UTF8.self)
    #expect(text.hasPrefix("#!/bin/sh\n\(PreCommitHook.marker):"))
    #expect(text.contains(#"ICONSMITH='/opt/it'\''s here/iconsmith'"#))
    #expect(text.contains(#""$ICONSMITH" check --staged"#))
    #expect(try hook.install(executable: RawPath("/bin/iconsmith"), keepForeign: false) == false)
    #expect(folder.read("hooks/pre-commit.before-iconsmith") == nil, "our own hook is replaced")
  }

  @Test("a foreign hook is refused, then kept and restored byte for byte")
  func foreignHook() throws {
    folder.write("hooks/pre-commit", foreign)
    #expect(throws: PreCommitHook.Failure.self) {
      try hook.install(executable: RawPath("/bin/iconsmith"), keepForeign: false)
    }
    #expect(folder.read("hooks/pre-commit") == foreign)
    #expect(throws: PreCommitHook.Failure.self) { try hook.uninstall() }
    #expect(folder.read("hooks/pre-commit") == foreign, "uninstall leaves a foreign hook")

    #expect(try hook.install(executable: RawPath("/bin/iconsmith"), keepForeign: true))
    #expect(folder.read("hooks/pre-commit.before-iconsmith") == foreign)
    #expect(try hook.uninstall() == .restoredKept)
    #expect(folder.read("hooks/pre-commit") == foreign)
    #expect(folder.read("hooks/pre-commit.before-iconsmith") == nil)
    #expect(throws: PreCommitHook.Failure.self, "restored, the hook is foreign again") {
      try hook.uninstall()
    }
  }

  @Test("a kept hook's place that is taken stops install before anything moves")
  func keptPlaceTaken() throws {
    folder.write("hooks/pre-commit", foreign)
    folder.write("hooks/pre-commit.before-iconsmith", [0x41])
    do {
      _ = try hook.install(executable: RawPath("/bin/iconsmith"), keepForeign: true)
      Issue.record("install went ahead")
    } catch {
      guard case .keptPathTaken(let path) = error else {
        Issue.record("wrong error: \(error)")
        return
      }
      #expect(path.description.hasSuffix("hooks/pre-commit.before-iconsmith"))
      #expect(error.description.hasSuffix("already exists; move it away first"))
    }
    #expect(folder.read("hooks/pre-commit") == foreign)
  }

  @Test("uninstall removes our hook; with none there it has nothing to do")
  func uninstalls() throws {
    #expect(try hook.uninstall() == .nothingThere)
    _ = try hook.install(executable: RawPath("/bin/iconsmith"), keepForeign: false)
    #expect(try hook.uninstall() == .removed)
    #expect(folder.read("hooks/pre-commit") == nil)
  }
}
