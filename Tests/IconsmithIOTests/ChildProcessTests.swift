import IconsmithIO
import TestSupport
import Testing

/// Programs run to their end or talked to line by line, with their errors and exit status.
struct ChildProcessTests {
  @Test("a program's output, errors and exit status come back apart")
  func runToTheEnd() throws {
    let result = try ChildProcess.run(["sh", "-c", "printf 'a\\0b'; printf oops >&2; exit 3"])
    #expect(result.output == [0x61, 0, 0x62])
    #expect(result.errors == Array("oops".utf8))
    #expect(result.status == 3)
    #expect(try ChildProcess.run(["true"]).status == 0)
  }

  @Test("a program starts in the folder given, and the caller's folder does not change")
  func startsInTheFolder() throws {
    let temporary = TemporaryFolder()
    temporary.write("marker.txt", Array("here".utf8))
    let result = try ChildProcess.run(["cat", "marker.txt"], in: RawPath(temporary.path))
    #expect(result.status == 0 && result.output == Array("here".utf8))
    let missing = try ChildProcess.run(["cat", "marker.txt"])
    #expect(missing.status != 0)
  }

  @Test("a conversation: lines written, lines and sized reads back")
  func conversation() throws {
    let child = try ChildProcess(["cat"], errors: .discard)
    try child.write(Array("first\nsecond line\n".utf8))
    #expect(child.readLine() == Array("first".utf8))
    #expect(child.read(6) == Array("second".utf8))
    #expect(child.readLine() == Array(" line".utf8))
    try child.write(Array("tail".utf8))
    child.closeInput()
    #expect(child.readLine() == Array("tail".utf8))
    #expect(child.readLine() == nil)
    #expect(child.wait() == 0)
  }

  @Test("writing to a program that has ended is an error, not a SIGPIPE that kills the caller")
  func writingToAnEndedProgram() throws {
    let child = try ChildProcess(["true"])
    _ = child.readToEnd()
    // The pipe's reader is gone once `true` exits; the first write may still fit the buffer.
    var failure: FileIOError?
    for _ in 0..<64 where failure == nil {
      do {
        try child.write([UInt8](repeating: 0x41, count: 1 << 16))
      } catch {
        failure = error
      }
    }
    guard case .system(let program, let operation, _)? = failure else {
      Issue.record("no error from writing to an ended program")
      return
    }
    #expect(program == RawPath("true") && operation == "write to")
    #expect(child.wait() == 0)
  }

  @Test("a program that does not exist is an error naming it")
  func missingProgram() {
    #expect(throws: FileIOError.self) {
      try ChildProcess.run(["iconsmith-no-such-program-\(UInt32.random(in: 0...UInt32.max))"])
    }
    #expect(throws: FileIOError.self) {
      try ChildProcess.run(["true"], in: RawPath("/no/such/folder/anywhere"))
    }
  }

  @Test("a signal's end reads as 128 plus its number")
  func endedBySignal() throws {
    #expect(try ChildProcess.run(["sh", "-c", "kill -TERM $$"]).status == 128 + 15)
  }
}
