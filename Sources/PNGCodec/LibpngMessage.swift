/// One message from libpng (zlib's words included, which libpng passes on), sorted into the
/// classes of damage iconsmith tells apart.
///
/// Invariant: `kind` follows from `text` through `fragments` and nothing else, and this is the
/// only place in iconsmith that reads libpng's or zlib's wording; `text` stays verbatim, as
/// evidence. A message libpng prefixes with another chunk's name ("iCCP: truncated") is about
/// that chunk, never about the image data, so it is `unknown`.
struct LibpngMessage: Equatable, Sendable {
  /// The classes of message iconsmith tells apart.
  enum Kind: Sendable {
    /// The IDAT chunks, or the stream inside them, end before the last row.
    case imageDataEndsEarly
    /// Data is left after the last row: in the stream, after its end, or in further IDATs.
    case imageDataTooLong
    /// zlib refused the stream: its header, a block, a code, a distance or the checksum.
    case damagedStream
    /// A row starts with a filter type byte other than 0 to 4.
    case badFilterType
    /// Anything else (another chunk, the file's structure, libpng's or zlib's own failures):
    /// libpng's own error, not damaged image data.
    case unknown
  }

  /// Fragments of libpng's and zlib's messages, per class; a message is of the class of the
  /// first fragment it contains. Copied from the sources of libpng 1.6.39 and zlib 1.2.13 (the
  /// versions tested here); libpng 1.6.0 to 1.6.58 and zlib up to 1.3.1 use the same words.
  /// The comments name where each is raised, to look up when either library rewords one.
  static let fragments: [(kind: Kind, texts: [String])] = [
    // pngrutil.c png_read_IDAT_data, png_error: a chunk other than IDAT came, or the stream
    // ended, while rows were still wanted. CPNGShim's read callback, png_error: libpng read
    // past the end of the file (the chunk scanner makes this unreachable today).
    (.imageDataEndsEarly, ["Not enough image data", "unexpected end of file"]),
    // pngrutil.c png_read_IDAT_data, png_chunk_benign_error: output after the last row ("Too
    // much"), input after the stream's end ("Extra"). pngread.c png_read_info and
    // png_read_end, png_(chunk_)benign_error, with none, one or two leading dots to tell its
    // three callers apart: an IDAT after the stream ended or after another chunk.
    (.imageDataTooLong, ["Too much image data", "Extra compressed data", "Too many IDATs found"]),
    (
      .damagedStream,
      [
        // zlib inflate.c and inffast.c, strm->msg, which libpng passes on with png_chunk_error
        // (png_chunk_benign_error once the rows are read), so prefixed "IDAT: ". The gzip-only
        // messages ("header crc mismatch", ...) cannot occur: libpng inflates zlib streams.
        "incorrect header check",
        "unknown compression method",
        "invalid window size",
        "invalid block type",
        "invalid stored block lengths",
        "too many length or distance symbols",
        "invalid code lengths set",
        "invalid bit length repeat",
        "invalid code -- missing end-of-block",
        "invalid literal/lengths set",
        "invalid distances set",
        "invalid literal/length code",
        "invalid distance code",
        "invalid distance too far back",
        "incorrect data check",
        // png.c png_zstream_error, for a zlib return that came without a message: Z_DATA_ERROR,
        // Z_BUF_ERROR, Z_NEED_DICT (PNG has no preset dictionary), an early Z_STREAM_END. Its
        // other words ("insufficient memory", "bad parameters to zlib", "unsupported zlib
        // version", ...) are failures of the process, not of the file: unknown.
        "damaged LZ stream",
        "truncated",
        "missing LZ dictionary",
        "unexpected end of LZ stream",
        // pngrutil.c png_zlib_inflate, "invalid window size (libpng)", is caught by zlib's
        // "invalid window size" above: a CINFO over 7, refused before zlib sees it.
      ]
    ),
    // pngread.c png_read_row, png_error.
    (.badFilterType, ["bad adaptive filter value"]),
  ]

  /// libpng's message, verbatim.
  let text: String
  /// The chunk libpng named in front of the message ("IDAT: ..."), if it named one.
  let chunk: String?
  let kind: Kind

  init(_ text: String) {
    self.text = text
    chunk = Self.chunkName(prefixing: text)
    kind =
      chunk == nil || chunk == "IDAT"
      ? Self.fragments.first { $0.texts.contains { text.contains($0) } }?.kind ?? .unknown
      : .unknown
  }

  /// What a user is told when libpng stopped on this message; `warnings` came before it and
  /// often hold the real cause, so they are kept.
  func problem(after warnings: [String]) -> PNGError.Problem {
    guard kind != .unknown else { return .libpng(message: text, warnings: warnings) }
    return .corruptImageData(
      warnings.isEmpty ? text : "\(text) (after: \(warnings.joined(separator: "; ")))")
  }

  /// Whether the message is about an ancillary chunk (libpng names it first, in lowercase
  /// first letter: "tEXt: CRC error"), which never touches the pixels.
  var isAboutAncillaryChunk: Bool {
    guard let first = chunk?.utf8.first else { return false }
    return (97...122).contains(first)
  }

  /// The first of the warnings libpng raised while reading the pixels that doubts them; nil
  /// when every one is about an ancillary chunk. `raised` counts them all: when more were
  /// raised than kept, the ones not kept are not known to be harmless, so they doubt too.
  static func damage(amongDataWarnings kept: [String], raised: Int) -> LibpngMessage? {
    if let doubt = kept.map(LibpngMessage.init).first(where: { !$0.isAboutAncillaryChunk }) {
      return doubt
    }
    guard raised > kept.count else { return nil }
    return LibpngMessage("libpng warned \(raised) times while reading the pixels")
  }

  /// What a user is told when libpng only warned while reading the pixels: iconsmith refuses
  /// pixels libpng doubted, so even a message of no known class means corrupt image data.
  var problemAsDataWarning: PNGError.Problem {
    .corruptImageData(text)
  }

  /// libpng's png_chunk_error and png_chunk_warning write the chunk's four letters and ": "
  /// in front of the message.
  private static func chunkName(prefixing text: String) -> String? {
    let head = Array(text.utf8.prefix(6))
    guard head.count == 6, head[4] == UInt8(ascii: ":"), head[5] == UInt8(ascii: " "),
      head[..<4].allSatisfy({ (65...90).contains($0) || (97...122).contains($0) })
    else { return nil }
    return String(decoding: head[..<4], as: UTF8.self)
  }
}
