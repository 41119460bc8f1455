import PNGCodec

/// One file a generator wants written: where (relative to the output
/// folder) and its exact bytes.
///
/// Invariant: the same inputs always give the same bytes.
public struct GeneratedFile: Sendable, Equatable {
  public let path: String
  public let bytes: [UInt8]
  /// "57x57 RGB", for listings.
  public let summary: String

  public init(path: String, bytes: [UInt8], summary: String) {
    self.path = path
    self.bytes = bytes
    self.summary = summary
  }
}

/// What a generator made: the files, and what the user should know about them.
public struct GeneratorResult: Sendable {
  public var files: [GeneratedFile]
  /// Facts worth saying ("flattened 48,112 translucent pixels of the master onto #FFFFFF").
  public var notes: [String]
  /// Things that may look wrong ("enlarged from 600 px").
  public var warnings: [String]

  public init(files: [GeneratedFile], notes: [String] = [], warnings: [String] = []) {
    self.files = files
    self.notes = notes
    self.warnings = warnings
  }

  /// Adds another result's files, notes and warnings after these.
  public mutating func append(_ other: GeneratorResult) {
    files += other.files
    notes += other.notes
    warnings += other.warnings
  }
}

/// Why a generator refused its input, naming the source and what it needs.
///
/// Invariant: `description` says what is wrong and what would fix it.
public enum GeneratorError: Error, Sendable, Equatable, CustomStringConvertible {
  case sourceNotSquare(name: String, width: Int, height: Int)
  /// The source is smaller than an output and enlarging was not allowed.
  case sourceTooSmall(name: String, width: Int, height: Int, needed: Int, output: String)
  case emptyMask(name: String, reason: String)
  case fullMask(name: String, reason: String)
  case invalidRequest(String)
  /// A source file that does not decode (the error names the file).
  case unreadableSource(PNGError)
  case encoding(PNGError)

  public var description: String {
    switch self {
    case .sourceNotSquare(let name, let width, let height):
      return "\(name) is \(width)x\(height) px: an app-icon master must be square"
    case .sourceTooSmall(let name, let width, let height, let needed, let output):
      return
        "\(name) is \(width)x\(height) px; \(output) needs at least \(needed) px: use a larger source, or --allow-upscale to enlarge it (it will look soft)"
    case .emptyMask(let name, let reason):
      return "\(name) gives an empty mask: \(reason)"
    case .fullMask(let name, let reason):
      return "\(name) gives a full mask, a solid square: \(reason)"
    case .invalidRequest(let reason):
      return reason
    case .unreadableSource(let error), .encoding(let error):
      return "\(error)"
    }
  }
}
