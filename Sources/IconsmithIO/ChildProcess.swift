#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program started with `posix_spawn`, its standard input and output on pipes, its errors
/// on a pipe or discarded, waited for with `waitpid`.
///
/// Foundation's `Process` is not used: on Linux its `waitUntilExit` polls a run loop in 50 ms
/// steps, which made each of the seven git commands of a staged check cost about 70 ms; the
/// pre-commit hook spent nine tenths of its time there.
///
/// Invariants: the program is found on `PATH` (`posix_spawnp`), started in `folder` when one is
/// given, with every signal at its default and none blocked; every descriptor it holds is closed by `wait()` or when it is released (the child is
/// then reaped, so no zombie stays); a write to a program that has exited is an error, never a
/// SIGPIPE (the signal is ignored once the first child starts).
public final class ChildProcess: @unchecked Sendable {
  /// What becomes of the program's standard error.
  public enum Errors: Sendable {
    case capture
    case discard
  }

  private let program: String
  private let pid: pid_t
  private var input: Int32
  private var output: Int32
  private var errors: Int32
  private var status: Int32?
  /// Bytes read from `output` past the last line `readLine` gave.
  private var buffered: [UInt8] = []

  private static let ignoreSIGPIPE: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

  /// Starts `arguments[0]` with the rest as its arguments.
  public init(_ arguments: [String], in folder: RawPath? = nil, errors: Errors = .capture)
    throws(FileIOError)
  {
    precondition(!arguments.isEmpty, "a program to run")
    program = arguments[0]
    _ = Self.ignoreSIGPIPE
    var inPipe: [Int32] = [-1, -1]
    var outPipe: [Int32] = [-1, -1]
    var errPipe: [Int32] = [-1, -1]
    let name = RawPath(program)
    guard Self.makePipe(&inPipe), Self.makePipe(&outPipe) else {
      let code = errno
      Self.close(inPipe + outPipe)
      throw .system(name, operation: "create a pipe to run it", errno: code)
    }
    if errors == .capture, !Self.makePipe(&errPipe) {
      let code = errno
      Self.close(inPipe + outPipe)
      throw .system(name, operation: "create a pipe to run it", errno: code)
    }
    #if canImport(Glibc)
      var actions = posix_spawn_file_actions_t()
    #else
      var actions: posix_spawn_file_actions_t? = nil
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
    if errors == .capture {
      posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
    } else {
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    if let folder {
      var path = folder.bytes.map { CChar(bitPattern: $0) }
      path.append(0)
      let changed =
        SystemCalls.addChdir.map { addChdir in
          withUnsafeMutablePointer(to: &actions) { addChdir(UnsafeMutableRawPointer($0), path) }
        } ?? ENOSYS
      guard changed == 0 else {
        Self.close(inPipe + outPipe + errPipe)
        throw .system(folder, operation: "run \(program) in it", errno: changed)
      }
    }
    // The program starts with every signal at its default and none blocked: SIGPIPE, which
    // this process ignores, must still end a program whose reader is gone.
    #if canImport(Glibc)
      var attributes = posix_spawnattr_t()
    #else
      var attributes: posix_spawnattr_t? = nil
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    Self.startWithDefaultSignals(&attributes)
    var child: pid_t = 0
    let cArguments = arguments.map { strdup($0) } + [nil]
    defer { for argument in cArguments { free(argument) } }
    #if canImport(Glibc)
      let environment = environ
    #else
      let environment = _NSGetEnviron().pointee
    #endif
    let spawned = posix_spawnp(&child, program, &actions, &attributes, cArguments, environment)
    // The parent keeps only its ends of the pipes.
    Self.close([inPipe[0], outPipe[1], errPipe[1]])
    guard spawned == 0 else {
      Self.close([inPipe[1], outPipe[0], errPipe[0]])
      throw .system(name, operation: "run", errno: spawned)
    }
    pid = child
    input = inPipe[1]
    output = outPipe[0]
    self.errors = errPipe[0]
  }

  #if canImport(Glibc)
    private typealias SpawnAttributes = posix_spawnattr_t
  #else
    private typealias SpawnAttributes = posix_spawnattr_t?
  #endif

  /// Every signal at its default disposition and none blocked in the program spawned.
  private static func startWithDefaultSignals(_ attributes: inout SpawnAttributes) {
    var all = sigset_t()
    var none = sigset_t()
    sigfillset(&all)
    sigemptyset(&none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
  }

  deinit {
    closeAll()
    if status == nil {
      var raw: Int32 = 0
      while waitpid(pid, &raw, 0) == -1 && errno == EINTR {}
    }
  }

  /// Runs a program to its end: its output, its errors and its exit status.
  ///
  /// The errors are read after the output, so a program must not write more than a pipe holds
  /// (64 KiB on Linux) to standard error before it closes its output; git's complaints are a
  /// line or two.
  public static func run(_ arguments: [String], in folder: RawPath? = nil) throws(FileIOError)
    -> (status: Int32, output: [UInt8], errors: [UInt8])
  {
    let child = try ChildProcess(arguments, in: folder)
    child.closeInput()
    let output = child.readToEnd()
    let errors = child.readErrors()
    return (child.wait(), output, errors)
  }

  /// Writes all of `bytes` to the program's standard input.
  public func write(_ bytes: [UInt8]) throws(FileIOError) {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        systemWrite(input, buffer.baseAddress! + written, buffer.count - written)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .system(RawPath(program), operation: "write to", errno: errno)
      }
      written += count
    }
  }

  /// Closes the program's standard input: it reads the end of its input.
  public func closeInput() {
    Self.close([input])
    input = -1
  }

  /// Up to `count` bytes of the program's output (fewer only at its end).
  public func read(_ count: Int) -> [UInt8] {
    var result = [UInt8]()
    result.reserveCapacity(count)
    let taken = min(count, buffered.count)
    result += buffered.prefix(taken)
    buffered.removeFirst(taken)
    while result.count < count {
      let chunk = readChunk(from: output, max: min(count - result.count, 1 << 20))
      if chunk.isEmpty { break }
      result += chunk
    }
    return result
  }

  /// The next line of the program's output, without its newline; nil at its end.
  public func readLine() -> [UInt8]? {
    while true {
      if let newline = buffered.firstIndex(of: 0x0A) {
        let line = Array(buffered[..<newline])
        buffered.removeFirst(newline + 1)
        return line
      }
      let chunk = readChunk(from: output, max: 1 << 16)
      if chunk.isEmpty {
        guard !buffered.isEmpty else { return nil }
        defer { buffered = [] }
        return buffered
      }
      buffered += chunk
    }
  }

  /// The rest of the program's output.
  public func readToEnd() -> [UInt8] {
    var result = buffered
    buffered = []
    while true {
      let chunk = readChunk(from: output, max: 1 << 16)
      if chunk.isEmpty { return result }
      result += chunk
    }
  }

  /// Everything the program wrote to its standard error (empty when it is discarded).
  public func readErrors() -> [UInt8] {
    guard errors >= 0 else { return [] }
    var result: [UInt8] = []
    while true {
      let chunk = readChunk(from: errors, max: 1 << 16)
      if chunk.isEmpty { return result }
      result += chunk
    }
  }

  /// Closes every pipe, waits for the program to end and gives its exit status (128 plus the
  /// signal's number when a signal ended it).
  @discardableResult
  public func wait() -> Int32 {
    if let status { return status }
    closeAll()
    var raw: Int32 = 0
    while waitpid(pid, &raw, 0) == -1 {
      guard errno == EINTR else {
        status = -1
        return -1
      }
    }
    let signal = raw & 0x7F
    let code = signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
    status = code
    return code
  }

  private func readChunk(from descriptor: Int32, max: Int) -> [UInt8] {
    guard descriptor >= 0, max > 0 else { return [] }
    var chunk = [UInt8](repeating: 0, count: max)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, max) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return [] }
      chunk.removeLast(max - count)
      return chunk
    }
  }

  private func closeAll() {
    Self.close([input, output, errors])
    (input, output, errors) = (-1, -1, -1)
  }

  private static func makePipe(_ ends: inout [Int32]) -> Bool {
    if let pipe2 = SystemCalls.pipe2 {
      return ends.withUnsafeMutableBufferPointer { pipe2($0.baseAddress!, Int32(O_CLOEXEC)) } == 0
    }
    guard ends.withUnsafeMutableBufferPointer({ pipe($0.baseAddress!) }) == 0 else {
      return false
    }
    // The program must not inherit the other ends: it would never see its input end.
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return true
  }

  private static func close(_ descriptors: [Int32]) {
    #if canImport(Glibc)
      for descriptor in descriptors where descriptor >= 0 { _ = Glibc.close(descriptor) }
    #else
      for descriptor in descriptors where descriptor >= 0 { _ = Darwin.close(descriptor) }
    #endif
  }
}
