/// One rendition's value: a CSI record ("ISTC" on disk), its header, its TLVs and its payload.
///
/// Invariant: every length in the record has been checked against its bytes; unknown layouts,
/// pixel formats, TLV types, payload tags and compressions are kept as values, so a caller can
/// name what it cannot decode. Pixels are not decoded here.
public struct CSIRecord: Sendable, Equatable {
  public let version: UInt32
  public let flags: Flags
  public let width: UInt32
  public let height: UInt32
  /// The scale times 100 (200 for @2x; 0 for renditions without pixels).
  public let scaleTimes100: UInt32
  public let pixelFormat: RenditionPixelFormat
  /// The colour-space field as stored. Only its low 4 bits are an id, and the sources number
  /// those differently (Timac: 0 sRGB, 1 gray, 2 Display P3…; the Xcode 16.3 sample has 2 on a
  /// gray image), so no name is guessed here.
  public let colorSpaceField: UInt32
  public let modificationTime: UInt32
  public let layout: RenditionLayout
  /// The rendition name: the source file's name, such as `Tuist-Filled@2x.png`.
  public let name: String
  public let bitmapLengths: [UInt32]
  public let tlvs: [TLV]
  public let payload: CSIPayload

  /// The header's flag bits: 0 FPO, 1 excluded from the contrast filter, 2 vector, 3 opaque,
  /// 4–7 the bitmap encoding, 8 opt-out of thinning, 9 flippable, 10 tintable, 11 preserve the
  /// vector representation (Timac, car-parser and carfile-go agree; ipsw differs).
  public struct Flags: Sendable, Equatable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public var isVector: Bool { rawValue & 1 << 2 != 0 }
    public var isOpaque: Bool { rawValue & 1 << 3 != 0 }
    public var bitmapEncoding: UInt32 { rawValue >> 4 & 0xf }
    public var optsOutOfThinning: Bool { rawValue & 1 << 8 != 0 }
    public var isFlippable: Bool { rawValue & 1 << 9 != 0 }
    public var isTintable: Bool { rawValue & 1 << 10 != 0 }
  }

  /// One TLV: its type and its value bytes (which keep the file's indices).
  public struct TLV: Sendable, Equatable {
    public let type: RenditionTLVType
    public let value: ArraySlice<UInt8>
  }

  /// The on-disk tag, `ISTC`: `CTSI` read little-endian.
  static let tag: [UInt8] = Array("ISTC".utf8)

  /// Reads a record: the 180-byte header, 4 bytes per bitmap length, the TLV list, then the
  /// payload, all little-endian.
  public init(bytes: ArraySlice<UInt8>) throws(CSIError) {
    let reader = ByteReader(bytes)
    let at = reader.start
    guard bytes.count >= 180 else { throw .tooShort(length: bytes.count, needed: 180) }
    guard bytes.prefix(4).elementsEqual(Self.tag) else {
      throw .badTag(found: Array(bytes.prefix(4)))
    }
    version = reader.u32le(at + 4)!
    flags = Flags(rawValue: reader.u32le(at + 8)!)
    width = reader.u32le(at + 12)!
    height = reader.u32le(at + 16)!
    scaleTimes100 = reader.u32le(at + 20)!
    pixelFormat = RenditionPixelFormat(rawValue: reader.u32le(at + 24)!)
    colorSpaceField = reader.u32le(at + 28)!
    modificationTime = reader.u32le(at + 32)!
    layout = RenditionLayout(rawValue: reader.u16le(at + 36)!)
    name = reader.cString(at + 40, capacity: 128)!
    let tlvLength = reader.u32le(at + 168)!
    let bitmapCount = reader.u32le(at + 172)!
    let capacity = (bytes.count - 180) / 4
    guard Int(bitmapCount) <= capacity else {
      throw .bitmapCountExceedsRecord(count: bitmapCount, capacity: capacity)
    }
    bitmapLengths = (0..<Int(bitmapCount)).map { reader.u32le(at + 180 + $0 * 4)! }
    let tlvStart = 180 + Int(bitmapCount) * 4
    let available = bytes.count - tlvStart
    guard UInt64(tlvLength) <= UInt64(available) else {
      throw .tlvListPastEnd(offset: tlvStart, length: tlvLength, available: available)
    }
    let tlvEnd = tlvStart + Int(tlvLength)
    var tlvs: [TLV] = []
    var offset = tlvStart
    while offset < tlvEnd {
      let remaining = tlvEnd - offset
      guard remaining >= 8 else { throw .tlvTruncated(index: tlvs.count, remaining: remaining) }
      let type = reader.u32le(at + offset)!
      let length = reader.u32le(at + offset + 4)!
      guard UInt64(length) <= UInt64(remaining - 8) else {
        throw .tlvPastEnd(index: tlvs.count, type: type, length: length, available: remaining - 8)
      }
      let value = bytes[(at + offset + 8)..<(at + offset + 8 + Int(length))]
      tlvs.append(TLV(type: RenditionTLVType(rawValue: type), value: value))
      offset += 8 + Int(length)
    }
    self.tlvs = tlvs
    payload = try CSIPayload(bytes[(at + tlvEnd)...])
  }

  /// The compression of a `CELM` bitmap payload; nil for every other payload.
  public var compression: RenditionCompression? {
    if case .bitmap(let bitmap) = payload { bitmap.compression } else { nil }
  }
}
