import CompiledCatalog
import LZFSE

/// Why a rendition's pixels were not decoded: what the decoder does not handle (a named
/// outcome, `notDecoded`), or a defect of its bytes, each with the evidence found.
///
/// Invariant: `rendition` names the rendition (its record's name); offsets count from the first
/// byte after the `CELM` header (the bitmap's data), so a test can expect the exact error.
public struct RenditionPixelError: Error, Sendable, Equatable, CustomStringConvertible {
  public let rendition: String
  public let problem: Problem

  public init(rendition: String, problem: Problem) {
    self.rendition = rendition
    self.problem = problem
  }

  /// What the decoder leaves undecoded: not a defect of the file, and never silently empty.
  public enum NotDecoded: Sendable, Equatable, CustomStringConvertible {
    /// The payload is no `CELM` bitmap (`RAWD`, `COLR`, `MSIS`…, or "none").
    case payload(String)
    /// JPEG-LZFSE, blurred, ASTC, palette-img, HEVC, DXTC, or an unknown id.
    case compression(RenditionCompression)
    /// A record pixel format other than `ARGB` and `GA8 ` (`RGBW`, `GA16`, `RGB5`…).
    case pixelFormat(RenditionPixelFormat)
    /// A `CELM` version other than 0–3.
    case celmVersion(UInt32)
    /// A deepmap2 container or blob version other than 1.
    case deepmap2Version(container: UInt32, blob: UInt8)
    /// A deepmap2 method other than 1 (none), 2 (default), 3 (lossless) and 4 (palette).
    case deepmap2Method(UInt8)
    /// A deepmap2 pixel format other than 1 (G8), 2 (GA8), 3 (RGB8) and 4 (RGBA8); 20 is RGBA16.
    case deepmap2PixelFormat(UInt8)
    /// A legacy deepmap blob of a version other than 1, a method other than 1–4, or a pixel
    /// format other than deepmap2's 1–4.
    case deepmapBlob(version: UInt8, method: UInt8, format: UInt8)

    public var description: String {
      switch self {
      case .payload(let tag): "payload \(tag) not decoded"
      case .compression(let compression):
        "compression \(compression.rawValue) (\(compression.description)) not decoded"
      case .pixelFormat(let format): "pixel format \(format.fourCC) not decoded"
      case .celmVersion(let version): "CELM version \(version) not decoded"
      case .deepmap2Version(let container, let blob):
        "deepmap2 container version \(container), blob version \(blob) not decoded"
      case .deepmap2Method(let method): "deepmap2 method \(method) not decoded"
      case .deepmap2PixelFormat(let format):
        "deepmap2 pixel format \(format)\(format == 20 ? " (RGBA16)" : "") not decoded"
      case .deepmapBlob(let version, let method, let format):
        "legacy deepmap blob version \(version), method \(method), pixel format \(format)\(format == 20 ? " (RGBA16)" : "") not decoded"
      }
    }
  }

  /// One problem and its evidence.
  public enum Problem: Error, Sendable, Equatable {
    case notDecoded(NotDecoded)
    /// The record declares no pixels.
    case noPixels(width: UInt32, height: UInt32)
    /// Rows of `bytesPerRow` bytes (stored, or 4 per pixel once decoded), `height` of them,
    /// overflow 64 bits or pass the limit; nothing of that size was allocated.
    case tooLarge(width: UInt64, height: UInt64, bytesPerRow: UInt64, limit: Int)
    /// A header or block at `offset` needs `needed` bytes and only `available` remain.
    case truncated(offset: Int, needed: Int, available: Int)
    /// The four bytes at `offset` are not the `expected` tag (`KCBC`, `dmp2`).
    case badTag(offset: Int, expected: String, found: [UInt8])
    /// The strip at `offset` declares `rows` rows where `remaining` of the image's are left
    /// (or 0 rows).
    case stripRows(offset: Int, rows: UInt32, remaining: Int)
    /// The `CELM` header counts `strips` strips and they hold `rows` rows, not `height`.
    case stripsShort(strips: UInt32, rows: Int, height: Int)
    /// `count` bytes follow the last strip or segment, ending at `offset`.
    case trailingBytes(offset: Int, count: Int)
    /// What the blob at `offset` holds decompresses (or is stored) as `actual` bytes, not the
    /// `expected` its rows and stride need.
    case sizeMismatch(offset: Int, expected: Int, actual: Int)
    /// The LZFSE or LZVN stream at `offset` is broken (its error's offsets count from it),
    /// or it would expand past what the image needs.
    case lzfse(offset: Int, LZFSEError)
    /// The zlib or gzip stream at `offset` is broken: zlib's reason.
    case inflate(offset: Int, reason: String)
    /// The zlib or gzip stream at `offset` expands past the `limit` bytes its rows need.
    case inflateTooLong(offset: Int, limit: Int)
    /// The deepmap2 blob at `offset` is `width × height`, where the record (or strip) says
    /// `expectedWidth × expectedHeight`.
    case geometryMismatch(
      offset: Int, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int)
    /// The deepmap2 blob at `offset` has pixel format `found`; an earlier strip had `expected`.
    case formatMismatch(offset: Int, found: UInt8, expected: UInt8)
    /// The deepmap2 palette at `offset` has `count` entries of `components` components, for
    /// pixels of `pixelComponents` (1–256 entries and 1…pixelComponents components hold).
    case badPalette(offset: Int, count: Int, components: Int, pixelComponents: Int)
    /// Pixel `pixel` (row-major) uses palette entry `index`; the palette has `count`.
    case paletteIndexOutOfRange(pixel: Int, index: UInt8, count: Int)
    /// Row `row` of a deepmap2 default segment names predictor `value` (0–4 exist).
    case badPredictor(row: Int, value: UInt8)
    /// The deepmap2 default segment at `offset` decodes to `bytes` bytes: not whole rows of
    /// `bytesPerRow` (at most 15 bytes of padding) or more rows than the image has left.
    case segmentRows(offset: Int, bytes: Int, bytesPerRow: Int, rowsLeft: Int)
    /// An internal reference whose TLV 1010 (`INLK`) is missing or too short for its key.
    case linkUnreadable
    /// No bitmap rendition of the catalog has the key an internal reference links to (its
    /// attribute and value pairs).
    case linkedAtlasMissing(key: [[UInt16]])
    /// An internal reference's frame (lower-left origin) passes its atlas's edge, or is empty.
    case frameOutsideAtlas(
      x: UInt32, y: UInt32, width: UInt32, height: UInt32, atlasWidth: Int, atlasHeight: Int)
    /// The legacy deepmap data at `offset` holds `segments` segments (or more) where its
    /// 256 × 256 tiles are `tiles`.
    case deepmapTiles(offset: Int, segments: Int, tiles: Int)
    /// The run-length header at `offset` names pixel encoding `encoding` and
    /// `width × height`, where the record (or strip) needs the expected ones (4 for `ARGB`, 3
    /// for `GA8 `).
    case runLengthHeader(
      offset: Int, encoding: UInt32, width: UInt32, height: UInt32, expectedEncoding: UInt32,
      expectedWidth: UInt32, expectedHeight: UInt32)
    /// Row `row`'s entry in the run-length table (at `offset`) starts it at `start`: inside
    /// the table, or past the blob's `length` bytes.
    case runLengthRowOffset(row: Int, offset: Int, start: Int, length: Int)
    /// The run-length packet at `offset` in row `row` is `control`: a kind other than 0
    /// (literal) or 0x80 (repeat), no pixels, or more than the `width - written` left.
    case runLengthPacket(row: Int, offset: Int, control: UInt32, written: Int, width: Int)
  }

  public var description: String {
    "\(rendition): \(problemDescription)"
  }

  private var problemDescription: String {
    switch problem {
    case .notDecoded(let what): what.description
    case .noPixels(let width, let height): "the bitmap is \(width)x\(height): no pixels"
    case .tooLarge(let width, let height, let bytesPerRow, let limit):
      "\(width)x\(height) px in rows of \(bytesPerRow) bytes pass the limit of \(limit) bytes"
    case .truncated(let offset, let needed, let available):
      "the bitmap data ends at offset \(offset): \(needed) bytes needed, \(available) left"
    case .badTag(let offset, let expected, let found):
      "offset \(offset) holds \(shown(found)), not \(expected)"
    case .stripRows(let offset, let rows, let remaining):
      "the strip at offset \(offset) has \(rows) rows; \(remaining) of the image's are left"
    case .stripsShort(let strips, let rows, let height):
      "the \(strips) strips hold \(rows) rows; the image has \(height)"
    case .trailingBytes(let offset, let count):
      "\(count) bytes follow the pixel data at offset \(offset)"
    case .sizeMismatch(let offset, let expected, let actual):
      "the data at offset \(offset) holds \(actual) pixel bytes, not \(expected)"
    case .lzfse(let offset, let error): "the stream at offset \(offset): \(error)"
    case .inflate(let offset, let reason): "the zip stream at offset \(offset): \(reason)"
    case .inflateTooLong(let offset, let limit):
      "the zip stream at offset \(offset) expands past the \(limit) bytes its rows need"
    case .geometryMismatch(let offset, let width, let height, let expectedWidth, let expectedHeight):
      "the deepmap2 blob at offset \(offset) is \(width)x\(height), not \(expectedWidth)x\(expectedHeight)"
    case .formatMismatch(let offset, let found, let expected):
      "the deepmap2 blob at offset \(offset) has pixel format \(found); the first had \(expected)"
    case .badPalette(let offset, let count, let components, let pixelComponents):
      "the deepmap2 palette at offset \(offset) has \(count) entries of \(components) components for \(pixelComponents)-component pixels"
    case .paletteIndexOutOfRange(let pixel, let index, let count):
      "pixel \(pixel) uses palette entry \(index) of \(count)"
    case .badPredictor(let row, let value): "row \(row) names predictor \(value); 0 to 4 exist"
    case .segmentRows(let offset, let bytes, let bytesPerRow, let rowsLeft):
      "the deepmap2 segment at offset \(offset) decodes to \(bytes) bytes: not whole rows of \(bytesPerRow) within the \(rowsLeft) left"
    case .linkUnreadable:
      "the internal reference's link to its atlas (TLV 1010) is missing or cut short"
    case .linkedAtlasMissing(let key):
      "no packed atlas has the key the internal reference links to ("
        + key.map { pair in pair.map(String.init).joined(separator: "=") }.joined(separator: " ")
        + ")"
    case .frameOutsideAtlas(let x, let y, let width, let height, let atlasWidth, let atlasHeight):
      "the internal reference's frame \(width)x\(height) at (\(x), \(y)) from the lower left passes the \(atlasWidth)x\(atlasHeight) atlas"
    case .deepmapTiles(let offset, let segments, let tiles):
      "the legacy deepmap data at offset \(offset) holds \(segments) segments for \(tiles) tiles"
    case .runLengthHeader(
      let offset, let encoding, let width, let height, let expectedEncoding, let expectedWidth,
      let expectedHeight):
      "the run-length header at offset \(offset) says encoding \(encoding), \(width)x\(height); the record needs encoding \(expectedEncoding), \(expectedWidth)x\(expectedHeight)"
    case .runLengthRowOffset(let row, let offset, let start, let length):
      "row \(row)'s offset (at \(offset)) is \(start): inside the row table or past the \(length) bytes of run-length data"
    case .runLengthPacket(let row, let offset, let control, let written, let width):
      "the run-length packet at offset \(offset) in row \(row) is 0x\(String(control, radix: 16)): "
        + (control >> 24 != 0 && control >> 24 != 0x80
          ? "kind 0x\(String(control >> 24, radix: 16)) is neither literal (0) nor repeat (0x80)"
          : "\(control & 0xFF_FFFF) pixels where \(width - written) of the row's \(width) are left")
    }
  }
}

/// Bytes as a message shows them: printable ASCII in quotes, anything else as hex.
func shown(_ bytes: [UInt8]) -> String {
  if !bytes.isEmpty && bytes.allSatisfy({ (0x20...0x7E).contains($0) }) {
    return "\"" + String(decoding: bytes, as: UTF8.self) + "\""
  }
  return bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined(separator: " ")
}
