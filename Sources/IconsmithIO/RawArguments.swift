/// The process's arguments as raw bytes, to recover file names that are not
/// valid UTF-8 after the argument parser has turned them into strings.
///
/// Invariant: `path(for:)` returns the exact bytes of the argument whose
/// lossy UTF-8 decoding equals the string given, or the string's own bytes.
public struct RawArguments: Sendable {
  private let byDecodedText: [String: [UInt8]]

  public init(_ arguments: [[UInt8]]) {
    var map: [String: [UInt8]] = [:]
    for bytes in arguments {
      let text = String(decoding: bytes, as: UTF8.self)
      if map[text] == nil { map[text] = bytes }
    }
    byDecodedText = map
  }

  /// The arguments of this process, read from `argv` before any decoding.
  public static func current() -> RawArguments {
    let argv = CommandLine.unsafeArgv
    var arguments: [[UInt8]] = []
    for index in 0..<Int(CommandLine.argc) {
      guard let pointer = argv[index] else { continue }
      var bytes: [UInt8] = []
      var cursor = pointer
      while cursor.pointee != 0 {
        bytes.append(UInt8(bitPattern: cursor.pointee))
        cursor += 1
      }
      arguments.append(bytes)
    }
    return RawArguments(arguments)
  }

  public func path(for argument: String) -> RawPath {
    // An option written --name=VALUE reaches argv as one word.
    if let bytes = byDecodedText[argument] { return RawPath(bytes: bytes) }
    // Split the raw word, not its decoded text: a byte that is not UTF-8 decodes to three.
    for bytes in byDecodedText.values {
      guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else { continue }
      let value = Array(bytes[(equals + 1)...])
      if String(decoding: value, as: UTF8.self) == argument { return RawPath(bytes: value) }
    }
    return RawPath(argument)
  }
}
