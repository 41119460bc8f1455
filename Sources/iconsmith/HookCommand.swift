import ArgumentParser
import AssetSources
import Foundation
import IconsmithIO

/// `iconsmith hook`: a git pre-commit hook that runs `iconsmith check --staged`.
struct HookCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "hook",
    abstract: "Install or remove a git pre-commit hook that checks the staged assets.",
    subcommands: [Install.self, Uninstall.self])

  /// The first line after the shebang of every hook iconsmith writes: how it knows its own.
  static let marker = "# iconsmith pre-commit hook"
  /// Where a hook that was there before goes when `install --force` keeps it.
  static let chainedName = "pre-commit.before-iconsmith"

  struct Install: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write the pre-commit hook (honouring core.hooksPath and worktrees).",
      discussion: """
        The hook runs `iconsmith check --staged` with the iconsmith it was installed from, \
        and blocks the commit on errors. A pre-commit hook that iconsmith did not write is \
        never replaced: install refuses, or with --force keeps it and runs it first.

        Exit codes: 0 installed; 1 refused; 2 not in a git repository.
        """)

    @Flag(help: "Keep an existing pre-commit hook and run it before iconsmith's check.")
    var force = false

    func run() throws {
      let (hooks, hook) = try HookCommand.locate()
      let chained = hooks.appending(HookCommand.chainedName)
      var keptExisting = false
      if let existing = HookCommand.existingHook(at: hook) {
        if !HookCommand.isOurs(existing) {
          guard force else {
            Terminal.error(
              "error: \(hook) exists and was not written by iconsmith; nothing was changed. "
                + "Use --force to keep it and run it before iconsmith's check.")
            throw ExitCode(1)
          }
          guard DirectoryWalker.kind(of: chained) == nil else {
            Terminal.error("error: \(chained) already exists; move it away first")
            throw ExitCode(1)
          }
          let moved = hook.withCString { from in chained.withCString { to in rename(from, to) } }
          guard moved == 0 else {
            Terminal.error(
              "error: cannot keep \(hook) as \(chained): \(String(cString: strerror(errno)))")
            throw ExitCode(1)
          }
          keptExisting = true
        }
      }
      do {
        try AtomicFileWriter.makeFolders(hooks)
        try AtomicFileWriter.write(Array(HookCommand.script().utf8), to: hook, overwrite: true)
      } catch {
        Terminal.error("error: \(error)")
        throw ExitCode(1)
      }
      _ = hook.withCString { chmod($0, 0o755) }
      print("installed \(hook): commits now run `iconsmith check --staged`")
      if keptExisting { print("kept the previous hook as \(chained); it runs first") }
    }
  }

  struct Uninstall: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Remove the pre-commit hook iconsmith wrote, and restore the one it kept.",
      discussion:
        "Exit codes: 0 removed (or nothing to remove); 1 the hook is not iconsmith's; 2 not in a git repository."
    )

    func run() throws {
      let (hooks, hook) = try HookCommand.locate()
      guard let existing = HookCommand.existingHook(at: hook) else {
        print("no pre-commit hook at \(hook): nothing to remove")
        return
      }
      guard HookCommand.isOurs(existing) else {
        Terminal.error("error: \(hook) was not written by iconsmith; leaving it")
        throw ExitCode(1)
      }
      let chained = hooks.appending(HookCommand.chainedName)
      if DirectoryWalker.kind(of: chained) != nil {
        let restored = chained.withCString { from in hook.withCString { to in rename(from, to) } }
        guard restored == 0 else {
          Terminal.error("error: cannot restore \(chained): \(String(cString: strerror(errno)))")
          throw ExitCode(1)
        }
        print("removed iconsmith's hook and restored the previous \(hook)")
      } else {
        _ = hook.withCString { unlink($0) }
        print("removed \(hook)")
      }
    }
  }

  /// The hooks folder and the pre-commit hook in it, or exit 2 outside a repository.
  static func locate() throws -> (RawPath, RawPath) {
    do {
      let hooks = try GitRepository.current().hooksFolder()
      return (hooks, hooks.appending("pre-commit"))
    } catch {
      Terminal.error("error: \(error)")
      throw ExitCode(2)
    }
  }

  /// The hook's bytes, nil only when there is no hook. One that cannot be read (over
  /// 1 MiB, a folder, no permission) is someone else's, never mistaken for none.
  static func existingHook(at hook: RawPath) -> [UInt8]? {
    do { return try SafeFileReader(maxBytes: 1 << 20).read(hook) } catch FileIOError.notFound {
      return nil
    } catch { return [] }
  }

  static func isOurs(_ bytes: [UInt8]) -> Bool {
    String(decoding: bytes.prefix(200), as: UTF8.self).contains(marker)
  }

  /// The hook: runs a kept hook first, then this very iconsmith on the staged files.
  static func script() -> String {
    let binary = currentExecutable()
    return """
      #!/bin/sh
      \(marker): checks the staged icons, bar icons and launch images.
      # Written by `iconsmith hook install`; `iconsmith hook uninstall` removes it.
      ICONSMITH=\(shellQuoted(binary.description))
      KEPT="$(dirname "$0")/\(chainedName)"
      if [ -x "$KEPT" ]; then
        "$KEPT" "$@" || exit $?
      fi
      if [ ! -x "$ICONSMITH" ]; then
        echo "iconsmith: this pre-commit hook cannot find $ICONSMITH (moved or deleted?)." >&2
        echo "iconsmith: reinstall it with 'iconsmith hook install --force', remove it with" >&2
        echo "iconsmith: 'iconsmith hook uninstall', or skip it once with 'git commit --no-verify'." >&2
        exit 1
      fi
      "$ICONSMITH" check --staged
      status=$?
      if [ $status -ne 0 ]; then
        echo "iconsmith: commit refused. Fix the files above ('iconsmith check --fix PATH' does the safe fixes)," >&2
        echo "iconsmith: stage them again, and commit; or skip the check once with 'git commit --no-verify'." >&2
      fi
      exit $status

      """
  }

  /// The absolute path of the running iconsmith.
  static func currentExecutable() -> RawPath {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: 4096)
      let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      if length > 0 {
        return RawPath(bytes: buffer[0..<length].map { UInt8(bitPattern: $0) })
      }
    #endif
    let argument = RawPath(CommandLine.arguments[0])
    return DirectoryWalker.realPath(argument) ?? argument
  }

  /// `text` in single quotes for sh, any single quote closed, escaped and reopened.
  static func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}
