import ArgumentParser
import CheckRunning
import IconsmithIO

/// `iconsmith hook`: a git pre-commit hook that runs `iconsmith check --staged`.
struct HookCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "hook",
    abstract: "Install or remove a git pre-commit hook that checks the staged assets.",
    subcommands: [Install.self, Uninstall.self])

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
      let hook = try HookCommand.locate()
      do {
        let kept = try hook.install(
          executable: HookCommand.currentExecutable(), keepForeign: force)
        print("installed \(hook.path): commits now run `iconsmith check --staged`")
        if kept { print("kept the previous hook as \(hook.keptPath); it runs first") }
      } catch {
        Terminal.error("error: \(error)")
        throw ExitCode(1)
      }
    }
  }

  struct Uninstall: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Remove the pre-commit hook iconsmith wrote, and restore the one it kept.",
      discussion:
        "Exit codes: 0 removed (or nothing to remove); 1 the hook is not iconsmith's; 2 not in a git repository."
    )

    func run() throws {
      let hook = try HookCommand.locate()
      do {
        switch try hook.uninstall() {
        case .nothingThere: print("no pre-commit hook at \(hook.path): nothing to remove")
        case .removed: print("removed \(hook.path)")
        case .restoredKept: print("removed iconsmith's hook and restored the previous \(hook.path)")
        }
      } catch {
        Terminal.error("error: \(error)")
        throw ExitCode(1)
      }
    }
  }

  /// The repository's pre-commit hook, or exit 2 outside a repository.
  static func locate() throws -> PreCommitHook {
    do {
      return try PreCommitHook.current()
    } catch {
      Terminal.error("error: \(error)")
      throw ExitCode(2)
    }
  }

  /// The absolute path of the running iconsmith.
  static func currentExecutable() -> RawPath {
    #if os(Linux)
      if let executable = DirectoryWalker.linkTarget(of: RawPath("/proc/self/exe")) {
        return executable
      }
    #endif
    let argument = RawPath(CommandLine.arguments[0])
    return DirectoryWalker.realPath(argument) ?? argument
  }
}
