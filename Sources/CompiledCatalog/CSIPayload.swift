/// What follows a CSI record's TLVs: a bitmap (`CELM`), raw bytes (`RAWD`), a colour (`COLR`),
/// a multisize set (`MSIS`, `SISM` on disk), nothing, or a tag this reader does not know.
///
/// Invariant: every declared length has been checked against the bytes present; `data` slices
/// keep the file's indices. Unknown tags keep their bytes, so nothing is silently dropped.
public enum CSIPayload: Sendable, Equatable {
  case none
  case bitmap(Bitmap)
  case rawData(RawData)
  case color(Color)
  case multisize([MultisizeEntry])
  /// A tag with no case here (`ARGG` gradients among them): the FourCC and everything after it.
  case unknown(tag: UInt32, bytes: ArraySlice<UInt8>)

  /// `CELM`: u32 version, u32 compression, u32 length, then the data. Versions 0 and 2 hold one
  /// compressed blob of `length` bytes; versions 1 and 3 hold `length` KCBC chunks.
  public struct Bitmap: Sendable, Equatable {
    public let version: UInt32
    public let compression: RenditionCompression
    public let length: UInt32
    public let data: ArraySlice<UInt8>

    /// Whether `length` counts KCBC strips rather than bytes.
    public var isChunked: Bool { version == 1 || version == 3 }
  }

  /// `RAWD`: u32 version, u32 length, then the original file's bytes (JPEG, PDF, SVG, data…).
  public struct RawData: Sendable, Equatable {
    public let version: UInt32
    public let data: ArraySlice<UInt8>
  }

  /// `COLR`: u32 version, u32 colour-space info, u32 n, n little-endian f64 components.
  public struct Color: Sendable, Equatable {
    public let version: UInt32
    public let colorSpace: UInt32
    public let components: [Double]
  }

  /// One size of a multisize set, in points, and the idiom it is for; `index` is what a
  /// rendition key's dimension 2 points at.
  public struct MultisizeEntry: Sendable, Equatable {
    public let width: UInt32
    public let height: UInt32
    public let index: UInt16
    public let idiom: RenditionIdiom
  }

  /// The payload's FourCC as tools print it (`CELM`, `RAWD`…), or nil when empty.
  public var tag: String? {
    switch self {
    case .none: nil
    case .bitmap: "CELM"
    case .rawData: "RAWD"
    case .color: "COLR"
    case .multisize: "MSIS"
    case .unknown(let tag, _): RenditionPixelFormat.text(tag)
    }
  }

  static let celm = RenditionPixelFormat.fourCC("CELM")
  static let rawd = RenditionPixelFormat.fourCC("RAWD")
  static let colr = RenditionPixelFormat.fourCC("COLR")
  // On disk `SISM`, like `MLEC` for CELM: the tag is a little-endian FourCC.
  static let sism = RenditionPixelFormat.fourCC("MSIS")

  /// Reads the payload; every field little-endian, like the rest of the CAR data.
  init(_ bytes: ArraySlice<UInt8>) throws(CSIError) {
    let reader = ByteReader(bytes)
    let at = reader.start
    guard !bytes.isEmpty else {
      self = .none
      return
    }
    guard let tag = reader.u32le(at) else {
      throw .payloadTruncated(tag: 0, declared: 4, available: bytes.count)
    }
    func field(_ offset: Int) throws(CSIError) -> UInt32 {
      guard let value = reader.u32le(at + offset) else {
        throw .payloadTruncated(tag: tag, declared: UInt64(offset + 4), available: bytes.count)
      }
      return value
    }
    func data(from offset: Int, length: UInt64) throws(CSIError) -> ArraySlice<UInt8> {
      let available = bytes.count - offset
      guard length <= UInt64(available) else {
        throw .payloadTruncated(tag: tag, declared: length, available: available)
      }
      return bytes[(at + offset)..<(at + offset + Int(length))]
    }
    switch tag {
    case Self.celm:
      let version = try field(4)
      let compression = RenditionCompression(rawValue: try field(8))
      let length = try field(12)
      let chunked = version == 1 || version == 3
      // Chunked bitmaps count strips, not bytes; each strip's own header bounds it later.
      let body =
        chunked ? bytes[(at + 16)...] : try data(from: 16, length: UInt64(length))
      self = .bitmap(Bitmap(version: version, compression: compression, length: length, data: body))
    case Self.rawd:
      let version = try field(4)
      let length = try field(8)
      self = .rawData(RawData(version: version, data: try data(from: 12, length: UInt64(length))))
    case Self.colr:
      let version = try field(4)
      let colorSpace = try field(8)
      let count = try field(12)
      let values = try data(from: 16, length: UInt64(count) * 8)
      let components = stride(from: values.startIndex, to: values.endIndex, by: 8).map {
        Double(bitPattern: ByteReader(values).u64le($0)!)
      }
      self = .color(Color(version: version, colorSpace: colorSpace, components: components))
    case Self.sism:
      let count = try field(8)
      let entries = try data(from: 12, length: UInt64(count) * 12)
      let table = ByteReader(entries)
      self = .multisize(
        stride(from: entries.startIndex, to: entries.endIndex, by: 12).map {
          MultisizeEntry(
            width: table.u32le($0)!, height: table.u32le($0 + 4)!, index: table.u16le($0 + 8)!,
            idiom: RenditionIdiom(rawValue: table.u16le($0 + 10)!))
        })
    default:
      self = .unknown(tag: tag, bytes: bytes)
    }
  }
}
