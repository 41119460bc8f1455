/// Why a PNG could not be read or written, with the file it concerns.
///
/// Invariant: `problem` carries the evidence (chunk, byte offset, sizes,
/// libpng's own words), so a test can expect the exact error and a user reads
/// a sentence naming what is wrong. `file` is set wherever the name is known.
public struct PNGError: Error, Equatable, Sendable, CustomStringConvertible {
  public var file: String?
  public let problem: Problem

  public init(_ problem: Problem, file: String? = nil) {
    self.problem = problem
    self.file = file
  }

  /// The same error, naming `file`.
  public func naming(_ file: String?) -> PNGError {
    PNGError(problem, file: file ?? self.file)
  }

  public var description: String {
    guard let file else { return problem.description }
    return "\(file): \(problem.description)"
  }

  /// One thing wrong with a file, and the evidence for it.
  public enum Problem: Equatable, Sendable, CustomStringConvertible {
    /// The file has no bytes at all.
    case empty
    /// The signature says another format (JPEG, GIF, ...) or none at all.
    case notPNG(FileKind)
    /// The first eight bytes are nearly a PNG signature: damaged in transfer.
    case damagedSignature(SignatureDamage)
    /// The file ends inside a chunk (`chunk` non-nil) or between chunks.
    case truncated(chunk: String?, atByte: Int)
    /// A chunk's stored CRC does not match its contents.
    case crcMismatch(chunk: String, atByte: Int)
    /// A chunk length above 2^31 - 1, which PNG forbids.
    case badChunkLength(chunk: String, atByte: Int, length: UInt32)
    /// Bytes where a chunk type should be are not four ASCII letters.
    case badChunkType(atByte: Int, bytes: [UInt8])
    /// A chunk that must be present is not (IHDR, IDAT, IEND, PLTE).
    case missingChunk(String)
    /// A chunk in the wrong place or repeated.
    case misplacedChunk(String, reason: String)
    /// A critical chunk this decoder cannot know the meaning of.
    case unknownCriticalChunk(String)
    /// The IHDR fields break the PNG specification.
    case invalidHeader(String)
    /// A declared side over the configured limit.
    case dimensionsOverLimit(width: Int, height: Int, maxSide: Int)
    /// Declared width * height over the configured pixel budget.
    case pixelsOverLimit(width: Int, height: Int, maxPixels: Int)
    /// A file with more chunks than any real image has.
    case tooManyChunks(limit: Int)
    /// A palette index past the end of PLTE (it would show as silent black).
    case paletteIndexOutOfRange(index: Int, paletteSize: Int, row: Int)
    /// The compressed image data is damaged or the wrong length.
    case corruptImageData(String)
    /// libpng needed more memory than the budget allows.
    case memoryBudgetExceeded(limit: Int)
    /// libpng refused the file: its message, and the warnings that came before.
    case libpng(message: String, warnings: [String])
    /// An Apple-optimized (CgBI) layout this decoder does not handle.
    case unsupportedCgBI(String)
    /// The encoder was asked for a form that cannot hold the pixels.
    case cannotEncode(String)

    public var description: String {
      switch self {
      case .empty:
        return "not a PNG: the file is empty (0 bytes)"
      case .notPNG(let kind):
        return "not a PNG: \(kind.phrase)"
      case .damagedSignature(let damage):
        return "damaged PNG signature: \(damage.description)"
      case .truncated(let chunk?, let offset):
        return "truncated inside \(chunk) at byte \(offset)"
      case .truncated(nil, let offset):
        return "truncated at byte \(offset): the file ends before IEND"
      case .crcMismatch(let chunk, let offset):
        return "CRC mismatch in chunk \(chunk) at byte \(offset): the file is corrupt"
      case .badChunkLength(let chunk, let offset, let length):
        return
          "chunk \(chunk) at byte \(offset) declares length \(length), over the PNG maximum of 2^31-1"
      case .badChunkType(let offset, let bytes):
        let hex = bytes.map { String($0, radix: 16).paddedHex }.joined(separator: " ")
        return "no valid chunk type at byte \(offset) (bytes \(hex)): the file is corrupt"
      case .missingChunk(let chunk):
        return "missing \(chunk) chunk"
      case .misplacedChunk(let chunk, let reason):
        return "chunk \(chunk) out of place: \(reason)"
      case .unknownCriticalChunk(let chunk):
        return "unknown critical chunk \(chunk): no PNG reader can display this file"
      case .invalidHeader(let reason):
        return "invalid IHDR: \(reason)"
      case .dimensionsOverLimit(let width, let height, let side):
        return "declared \(width)x\(height) exceeds the limit of \(side)x\(side)"
      case .pixelsOverLimit(let width, let height, let pixels):
        return
          "declared \(width)x\(height) (\(width * height) pixels) exceeds the limit of \(pixels) pixels"
      case .tooManyChunks(let limit):
        return "more than \(limit) chunks: refused as hostile"
      case .paletteIndexOutOfRange(let index, let size, let row):
        return
          "palette index \(index) in row \(row) is out of range: the palette has \(size) entries"
      case .corruptImageData(let detail):
        return "corrupt image data: \(detail)"
      case .memoryBudgetExceeded(let limit):
        return "decoding needs more than the memory budget of \(limit / (1 << 20)) MiB"
      case .libpng(let message, let warnings):
        let before = warnings.isEmpty ? "" : " (after: \(warnings.joined(separator: "; ")))"
        return "libpng: \(message)\(before)"
      case .unsupportedCgBI(let detail):
        return "Apple-optimized (CgBI) PNG not supported: \(detail)"
      case .cannotEncode(let detail):
        return "cannot encode: \(detail)"
      }
    }
  }
}

extension String {
  fileprivate var paddedHex: String { count == 1 ? "0" + self : self }
}
