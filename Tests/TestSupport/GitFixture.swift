import Foundation

/// A real git repository in a fresh temporary folder, for tests of `check --staged`
/// and the pre-commit hook: git runs as a user runs it, with raw-byte arguments.
///
/// Invariant: the repository has its own user.name and user.email and no
/// signing, and git reads neither the global nor the system configuration,
/// so commits work on any machine and no global hooksPath interferes.
public final class GitFixture: @unchecked Sendable {
  public let folder = TemporaryFolder()
  /// The repository's top level.
  public var path: String { folder.path }

  /// `git init` on branch `main`, with a user for commits.
  public init() {
    let made = git("init", "-q", "-b", "main")
    precondition(made.status == 0, "git init failed: \(made)")
    for (key, value) in [
      ("user.name", "Icon Smith Tests"), ("user.email", "tests@iconsmith.invalid"),
      ("commit.gpgsign", "false"), ("core.autocrlf", "false"),
    ] {
      git("config", key, value)
    }
  }

  /// An absolute path inside the repository.
  public func file(_ name: String) -> String { folder.file(name) }

  /// Runs git in the top level, or in `subfolder` of it.
  @discardableResult
  public func git(_ arguments: String..., in subfolder: String? = nil) -> CommandResult {
    Self.git(arguments.map { Array($0.utf8) }, at: subfolder.map(file) ?? path)
  }

  /// Runs iconsmith in the top level, or in `subfolder` of it.
  public func iconsmith(
    _ arguments: String..., in subfolder: String? = nil, environment: [String: String] = [:]
  ) -> CommandResult {
    Self.iconsmith(arguments, at: subfolder.map(file) ?? path, environment: environment)
  }

  /// Runs git with raw-byte arguments in any folder.
  @discardableResult
  public static func git(
    _ arguments: [[UInt8]], at folder: String, environment: [String: String] = [:],
    stdin: [UInt8] = []
  ) -> CommandResult {
    var attempt = 0
    while true {
      let result = CommandRunner.run(
        "/usr/bin/env", [Array("git".utf8)] + arguments, in: folder,
        environment: Self.environment.merging(environment) { $1 }, stdin: stdin)
      // Between fork and exec, a process spawned by a test running in parallel holds every
      // descriptor of this process, including one a test has just written a hook through;
      // git then cannot run that hook. Only this harness has the race; a user's git does not.
      guard result.stderr.contains("Text file busy"), attempt < 2 else { return result }
      attempt += 1
      usleep(100_000)
    }
  }

  /// Runs the built iconsmith in any folder, with git isolated as in the fixture.
  public static func iconsmith(
    _ arguments: [String], at folder: String, environment: [String: String] = [:]
  ) -> CommandResult {
    CommandRunner.run(
      CommandRunner.iconsmith, arguments.map { Array($0.utf8) }, in: folder,
      environment: Self.environment.merging(environment) { $1 })
  }

  /// Writes a file (making its folders) without staging it.
  @discardableResult
  public func write(_ name: String, _ bytes: [UInt8]) -> String { folder.write(name, bytes) }

  public func read(_ name: String) -> [UInt8]? { folder.read(name) }

  public func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: file(name)) }

  /// Writes files and stages them.
  public func stage(_ files: [String: [UInt8]]) {
    for (name, bytes) in files { write(name, bytes) }
    add(Array(files.keys))
  }

  /// `git add -- NAMES`, names as raw bytes.
  public func add(_ names: [String]) {
    let added = Self.git(
      [Array("add".utf8), Array("--".utf8)] + names.map { Array($0.utf8) }, at: path)
    precondition(added.status == 0, "git add failed: \(added)")
  }

  /// Puts `bytes` in the index at `rawPath` (any bytes but NUL), without
  /// touching the working tree: only the index holds the file.
  public func stageBlob(_ bytes: [UInt8], at rawPath: [UInt8]) {
    let hashed = Self.git(
      [Array("hash-object".utf8), Array("-w".utf8), Array("--stdin".utf8)], at: path, stdin: bytes)
    precondition(hashed.status == 0, "git hash-object failed: \(hashed)")
    let blob = hashed.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    let staged = Self.git(
      [
        Array("update-index".utf8), Array("--add".utf8), Array("--cacheinfo".utf8),
        Array("100644,\(blob),".utf8) + rawPath,
      ], at: path)
    precondition(staged.status == 0, "git update-index failed: \(staged)")
  }

  /// Commits what is staged without running hooks (to set up history).
  public func commitSkippingHooks(_ message: String = "setup") {
    let made = git("commit", "-q", "--no-verify", "-m", message)
    precondition(made.status == 0, "git commit failed: \(made)")
  }

  /// How many commits HEAD has (0 before the first).
  public var commitCount: Int {
    let counted = git("rev-list", "--count", "HEAD")
    return counted.status == 0
      ? Int(counted.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 : 0
  }

  /// Git reads neither the user's global configuration nor the system's.
  public static let environment: [String: String] = [
    "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_TERMINAL_PROMPT": "0",
  ]
}
