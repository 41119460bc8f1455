import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a finished child process did.
public struct CommandResult: Sendable, CustomStringConvertible {
  public let status: Int32
  public let stdout: String
  public let stderr: String
  public let seconds: Double

  public var description: String { "exit \(status)\nstdout:\n\(stdout)\nstderr:\n\(stderr)" }
}

/// Runs the built executables as a user would, with raw-byte arguments, and
/// measures their exit status, output, peak memory and time.
public enum CommandRunner {
  /// The folder holding the built products (beside the test bundle).
  public static let productsFolder: String = {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    if FileManager.default.isExecutableFile(atPath: bundle.appendingPathComponent("iconsmith").path)
    {
      return bundle.path
    }
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return repository.appendingPathComponent(".build/debug").path
  }()

  public static var iconsmith: String { productsFolder + "/iconsmith" }
  public static var bench: String { productsFolder + "/iconsmith-bench" }

  /// Runs iconsmith through `iconsmith-bench peak-memory`; returns the result
  /// and iconsmith's own peak resident memory in KiB.
  /// Whether the suite runs under a sanitizer (`.ci/sanitizers` says which): its redzones and
  /// quarantine multiply the heap, so memory bounds hold for real builds only.
  public static var underSanitizer: Bool {
    ProcessInfo.processInfo.environment["ICONSMITH_SANITIZER"] != nil
  }

  public static func iconsmithPeakMemory(_ arguments: String...) -> (CommandResult, Int) {
    let result = run(
      bench, [Array("peak-memory".utf8), Array(iconsmith.utf8)] + arguments.map { Array($0.utf8) })
    let last = result.stderr.split(separator: "\n").last { $0.hasPrefix("peak-memory-kib ") }
    let kib = last.flatMap { Int($0.dropFirst("peak-memory-kib ".count)) } ?? Int.max
    return (result, kib)
  }

  public static func iconsmith(
    _ arguments: String..., in folder: String? = nil, environment: [String: String] = [:]
  )
    -> CommandResult
  {
    iconsmith(arguments, in: folder, environment: environment)
  }

  /// The tool with arguments made at run time (a README's command line).
  public static func iconsmith(
    _ arguments: [String], in folder: String? = nil, environment: [String: String] = [:]
  ) -> CommandResult {
    run(iconsmith, arguments.map { Array($0.utf8) }, in: folder, environment: environment)
  }

  /// The program `name` as the shell finds it on PATH, or nil.
  public static func onPath(_ name: String) -> String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Runs `executable` with `arguments` given as raw bytes (so not-UTF-8 names pass through).
  ///
  /// With `killAfter`, the process gets SIGKILL that many seconds after it starts (if it is
  /// still running): a crash or a power cut, as atomic writes must survive. Its status is then
  /// 128 + 9.
  public static func run(
    _ executable: String, _ arguments: [[UInt8]], in folder: String? = nil,
    environment: [String: String] = [:], stdin: [UInt8] = [], killAfter: Double? = nil
  ) -> CommandResult {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "iconsmith-run-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outPath = scratch.appendingPathComponent("out").path
    let errPath = scratch.appendingPathComponent("err").path
    let inPath = scratch.appendingPathComponent("in").path
    precondition(FileManager.default.createFile(atPath: inPath, contents: Data(stdin)), inPath)

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, inPath, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

    var merged = ProcessInfo.processInfo.environment
    for (key, value) in environment { merged[key] = value }
    // To run in another folder, a shell changes into it and then becomes the command.
    var program = executable
    var argv = [Array(executable.utf8)] + arguments
    if let folder {
      program = "/bin/sh"
      argv =
        [
          Array("sh".utf8), Array("-c".utf8), Array("cd -- \"$0\" && exec \"$@\"".utf8),
          Array(folder.utf8),
        ] + argv
    }
    let envp = merged.map { Array("\($0.key)=\($0.value)".utf8) }
    let start = Date()
    var pid: pid_t = 0
    let spawned = withCStrings(argv) { argvPointers in
      withCStrings(envp) { envPointers in
        posix_spawn(&pid, program, &actions, nil, argvPointers, envPointers)
      }
    }
    precondition(
      spawned == 0, "could not start \(executable): \(String(cString: strerror(spawned)))")
    var status: Int32 = 0
    if let killAfter {
      usleep(UInt32(max(0, killAfter) * 1_000_000))
      kill(pid, SIGKILL)
    }
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let seconds = Date().timeIntervalSince(start)
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    let stdout = String(decoding: FileBytes.read(outPath) ?? [], as: UTF8.self)
    let stderr = String(decoding: FileBytes.read(errPath) ?? [], as: UTF8.self)
    return CommandResult(status: exitStatus, stdout: stdout, stderr: stderr, seconds: seconds)
  }

  private static func withCStrings<Result>(
    _ strings: [[UInt8]], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result
  ) -> Result {
    let pointers: [UnsafeMutablePointer<CChar>?] =
      strings.map { bytes in
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
        for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
        pointer[bytes.count] = 0
        return pointer
      } + [nil]
    defer { for pointer in pointers { pointer?.deallocate() } }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
  }
}

/// A fresh temporary folder, removed when the value is dropped.
public final class TemporaryFolder: @unchecked Sendable {
  public let path: String

  public init() {
    var template = Array((NSTemporaryDirectory() + "iconsmith-test-XXXXXX").utf8CString)
    path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  public func file(_ name: String) -> String { path + "/" + name }

  @discardableResult
  public func write(_ name: String, _ bytes: [UInt8]) -> String {
    let target = file(name)
    try! FileManager.default.createDirectory(
      atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    // Close-on-exec: tests run in parallel, and a descriptor open for writing that a process
    // spawned by another test inherits makes a hook written here fail to run ("Text file busy").
    let descriptor = open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    precondition(descriptor >= 0, target)
    defer { close(descriptor) }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { systemWrite(descriptor, $0) }
      precondition(count > 0, target)
      written += count
    }
    return target
  }

  public func read(_ name: String) -> [UInt8]? {
    FileBytes.read(file(name))
  }

  /// Every file under a folder of this one, relative to that folder, sorted.
  public func listing(_ name: String) -> [String] { regularFiles(under: file(name)) }
}

/// The C library's write, which `write(_:_:)` of a fixture shadows.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
  write(descriptor, bytes.baseAddress, bytes.count)
}
