import CZlib

/// zlib as iconsmith uses it: CRC-32, bounded inflate (zlib or raw), and
/// one-shot deflate with a chosen strategy. The only file that imports CZlib; a built app's
/// zip archive inflates its entries through it too, and a compiled asset catalog its zip bitmaps.
package enum Zlib {
  /// zlib's compression strategies the encoder tries.
  enum Strategy: Int32, CaseIterable, Sendable {
    case standard = 0  // Z_DEFAULT_STRATEGY
    case filtered = 1  // Z_FILTERED
    case rle = 3  // Z_RLE
  }

  package enum Framing: Sendable {
    /// A zlib stream: 2-byte header and Adler-32 trailer.
    case zlib
    /// Raw deflate, as Apple's CgBI stores IDAT and iCCP.
    case raw
    /// A zlib or a gzip stream, told apart by their headers, as a compiled asset catalog's
    /// "zip" bitmaps may be either.
    case zlibOrGzip

    var windowBits: Int32 {
      switch self {
      case .zlib: 15
      case .raw: -15
      // zlib's inflateInit2: 32 added to the window bits detects either header.
      case .zlibOrGzip: 15 + 32
      }
    }
  }

  package enum InflateFailure: Error, Equatable {
    /// zlib's own message ("invalid distance too far back", ...).
    case corrupt(String)
    /// The stream ended after `produced` bytes; `expected` were needed.
    case tooShort(produced: Int, expected: Int)
    /// The stream holds more than the cap.
    case tooLong(cap: Int)
    /// The input ran out before the stream's end marker.
    case unterminated(produced: Int)
  }

  package static func crc32(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
    checksum(bytes, initial: 0, CZlib.crc32)
  }

  static func adler32(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
    checksum(bytes, initial: 1, CZlib.adler32)
  }

  /// One of zlib's running checksums over `bytes`. zlib's length is a 32-bit
  /// `uInt`, so the bytes go in slices.
  private static func checksum(
    _ bytes: UnsafeRawBufferPointer, initial: UInt,
    _ update: (UInt, UnsafePointer<Bytef>?, uInt) -> UInt
  ) -> UInt32 {
    guard let base = bytes.baseAddress else { return UInt32(initial) }
    var sum = initial
    var remaining = bytes.count
    var pointer = base.assumingMemoryBound(to: UInt8.self)
    while remaining > 0 {
      let slice = min(remaining, 1 << 30)
      sum = update(sum, pointer, uInt(slice))
      pointer += slice
      remaining -= slice
    }
    return UInt32(truncatingIfNeeded: sum)
  }

  /// Inflates the concatenation of `pieces` of `source`. With `exactly`, the
  /// output must be exactly that long (image data); otherwise at most `cap`.
  package static func inflate(
    _ source: UnsafeRawBufferPointer, pieces: [Range<Int>], framing: Framing,
    exactly expected: Int? = nil, cap: Int
  ) -> Result<[UInt8], InflateFailure> {
    let limit = expected ?? cap
    var stream = z_stream()
    guard
      inflateInit2_(&stream, framing.windowBits, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        == Z_OK
    else { return .failure(.corrupt("zlib could not start")) }
    defer { inflateEnd(&stream) }

    // One byte of slack past the limit tells "too long" from "exactly right".
    var output = [UInt8](repeating: 0, count: limit + 1)
    var finished = false
    let status: InflateFailure? = output.withUnsafeMutableBytes { out in
      stream.next_out = out.baseAddress!.assumingMemoryBound(to: Bytef.self)
      stream.avail_out = uInt(out.count)
      for piece in pieces where !finished {
        guard !piece.isEmpty else { continue }
        stream.next_in = UnsafeMutablePointer(
          mutating: source.baseAddress!.advanced(by: piece.lowerBound).assumingMemoryBound(
            to: Bytef.self))
        stream.avail_in = uInt(piece.count)
        while stream.avail_in > 0 {
          let code = CZlib.inflate(&stream, Z_NO_FLUSH)
          if code == Z_STREAM_END {
            finished = true
            break
          }
          if code == Z_BUF_ERROR && stream.avail_out == 0 { return .tooLong(cap: limit) }
          if code != Z_OK {
            let message = stream.msg.map { String(cString: $0) } ?? "zlib error \(code)"
            return .corrupt(message)
          }
          if stream.avail_out == 0 { return .tooLong(cap: limit) }
        }
      }
      return nil
    }
    if let status { return .failure(status) }
    let produced = Int(stream.total_out)
    if produced > limit { return .failure(.tooLong(cap: limit)) }
    guard finished else { return .failure(.unterminated(produced: produced)) }
    if let expected, produced != expected {
      return .failure(.tooShort(produced: produced, expected: expected))
    }
    output.removeLast(output.count - produced)
    return .success(output)
  }

  /// zlib's match-search parameters (`deflateTune`): level 9's matching with
  /// a bounded hash chain costs a fraction of its time for most of its gain.
  struct Tuning: Equatable, Sendable {
    var goodLength: Int32
    var maxLazy: Int32
    var niceLength: Int32
    var maxChain: Int32
  }

  /// `bytes` as one zlib stream, as a compiled catalog's zip bitmaps store them.
  package static func zlibCompress(_ bytes: [UInt8]) -> [UInt8] {
    bytes.withUnsafeBytes { deflate($0, strategy: .standard, framing: .zlib) }
  }

  /// `bytes` as one raw deflate stream (no zlib header), as a zip entry stores them.
  package static func rawDeflate(_ bytes: [UInt8]) -> [UInt8] {
    bytes.withUnsafeBytes { deflate($0, strategy: .standard, framing: .raw) }
  }

  /// Compresses `input` in one go at `level` with memLevel 9.
  static func deflate(
    _ input: UnsafeRawBufferPointer, level: Int32 = 9, strategy: Strategy, framing: Framing = .zlib,
    tuning: Tuning? = nil
  ) -> [UInt8] {
    Deflater(framing: framing, level: level, strategy: strategy)
      .compress(input, level: level, strategy: strategy, tuning: tuning)
  }

  /// A raw deflate stream of `input` framed as a zlib stream: the header of
  /// a maximum-compression stream with a 32 KiB window, then the Adler-32 of `input`.
  static func framed(rawDeflate: [UInt8], of input: UnsafeRawBufferPointer) -> [UInt8] {
    var stream: [UInt8] = [0x78, 0xDA]
    stream.reserveCapacity(rawDeflate.count + 6)
    stream += rawDeflate
    let sum = adler32(input)
    stream += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: sum >> $0) }
    return stream
  }

  static var version: String { String(cString: zlibVersion()) }
}

/// One zlib deflate stream reused for many compressions of the same kind:
/// reset between inputs, so its 400 KB of tables are allocated once, not
/// once a trial (the encoder's search makes 18 trials an image).
///
/// Invariant: every `compress` gives the bytes a fresh stream with the same
/// settings would (deflateReset restores the initial state).
final class Deflater {
  private var stream = z_stream()
  private var output: [UInt8] = []
  private let framing: Zlib.Framing
  private var settings: (level: Int32, strategy: Zlib.Strategy)

  init(framing: Zlib.Framing = .zlib, level: Int32 = 9, strategy: Zlib.Strategy = .standard) {
    self.framing = framing
    settings = (level, strategy)
    start()
  }

  deinit { deflateEnd(&stream) }

  private func start() {
    let initialized = deflateInit2_(
      &stream, settings.level, Z_DEFLATED, framing.windowBits, 9, settings.strategy.rawValue,
      ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
    precondition(initialized == Z_OK, "deflateInit2 failed: \(initialized)")
  }

  func compress(
    _ input: UnsafeRawBufferPointer, level: Int32, strategy: Zlib.Strategy,
    tuning: Zlib.Tuning? = nil
  ) -> [UInt8] {
    deflateReset(&stream)
    if settings != (level, strategy) {
      settings = (level, strategy)
      // Some zlib versions (1.2.11) refuse new parameters after a reset; a new
      // stream then takes them, so the bytes never depend on the zlib version.
      if deflateParams(&stream, level, strategy.rawValue) != Z_OK {
        deflateEnd(&stream)
        start()
      }
    }
    if let tuning {
      deflateTune(&stream, tuning.goodLength, tuning.maxLazy, tuning.niceLength, tuning.maxChain)
    }
    let bound = Int(deflateBound(&stream, uLong(input.count)))
    if output.count < bound { output = [UInt8](repeating: 0, count: bound) }
    let produced: Int = output.withUnsafeMutableBytes { out in
      stream.next_in = UnsafeMutablePointer(
        mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
      stream.avail_in = uInt(input.count)
      stream.next_out = out.baseAddress!.assumingMemoryBound(to: Bytef.self)
      stream.avail_out = uInt(out.count)
      let code = CZlib.deflate(&stream, Z_FINISH)
      precondition(code == Z_STREAM_END, "deflate into its own bound failed: \(code)")
      return Int(stream.total_out)
    }
    return Array(output[..<produced])
  }
}
