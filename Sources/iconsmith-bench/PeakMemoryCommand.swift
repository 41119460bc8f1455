import ArgumentParser
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `peak-memory CMD ARGS...`: runs a command and prints its peak resident memory.
///
/// A child started from a large process inherits that process's high-water
/// mark when it execs; started from this small one, the figure is the
/// command's own (with this tool's few MiB as a floor).
struct PeakMemoryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "peak-memory",
    abstract: "Run a command; print its peak resident memory (KiB) on stderr as the last line.")

  @Argument(parsing: .captureForPassthrough, help: "The command and its arguments.")
  var command: [String]

  func run() throws {
    let words = command.first == "--" ? Array(command.dropFirst()) : command
    guard !words.isEmpty else { throw ValidationError("no command given") }
    let (code, kib) = try Self.run(rawPassthroughArguments(count: words.count))
    FileHandle.standardError.write(Data("peak-memory-kib \(kib)\n".utf8))
    throw ExitCode(code)
  }

  /// Runs `arguments` (the program first, as bytes) from this small process and waits; returns
  /// its exit status and its peak resident memory in KiB. With `quiet`, its stdout is dropped.
  static func run(_ arguments: [[UInt8]], quiet: Bool = false) throws -> (status: Int32, kib: Int) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if quiet { posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0) }
    let program = String(decoding: arguments[0], as: UTF8.self)
    var pid: pid_t = 0
    let argv: [UnsafeMutablePointer<CChar>?] =
      arguments.map { bytes in
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
        for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
        pointer[bytes.count] = 0
        return pointer
      } + [nil]
    defer { for pointer in argv { pointer?.deallocate() } }
    let spawned = argv.withUnsafeBufferPointer {
      posix_spawnp(&pid, program, &actions, nil, $0.baseAddress!, environ)
    }
    guard spawned == 0 else {
      throw ValidationError("cannot run \(program): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    #if os(Linux)
      let kib = Int(usage.ru_maxrss)
    #else
      let kib = Int(usage.ru_maxrss) / 1024
    #endif
    return ((status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F), kib)
  }

  /// The last `count` words of argv as bytes, so file names that are not UTF-8 pass through.
  private func rawPassthroughArguments(count: Int) -> [[UInt8]] {
    let all = (0..<Int(CommandLine.argc)).map { index -> [UInt8] in
      guard let pointer = CommandLine.unsafeArgv[index] else { return [] }
      return Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map {
        UInt8(bitPattern: $0)
      }
    }
    return Array(all.suffix(count))
  }
}
