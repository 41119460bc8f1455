import PNGCodec

/// Writes zip archives byte by byte, as the tests need them: honest ones, and ones that lie
/// about sizes, checksums, offsets and names.
public struct ZipBuilder {
  public init() {}

  public struct Item {
    public var name: String
    public var data: [UInt8]
    public var deflate = false
    /// Overrides of what the records declare.
    public var declaredSize: UInt32?
    public var declaredCRC: UInt32?
    public var method: UInt16?
    public var flags: UInt16 = 0
    /// A Unix mode for the external attributes (0o120777 is a symbolic link).
    public var unixMode: UInt32?
    public var localOffset: UInt32?

    public init(
      name: String, data: [UInt8], deflate: Bool = false, declaredSize: UInt32? = nil,
      declaredCRC: UInt32? = nil, method: UInt16? = nil, flags: UInt16 = 0,
      unixMode: UInt32? = nil, localOffset: UInt32? = nil
    ) {
      self.name = name
      self.data = data
      self.deflate = deflate
      self.declaredSize = declaredSize
      self.declaredCRC = declaredCRC
      self.method = method
      self.flags = flags
      self.unixMode = unixMode
      self.localOffset = localOffset
    }
  }

  public var items: [Item] = []
  public var comment: [UInt8] = []
  /// Writes every size and offset as ZIP64 does: 0xFFFFFFFF in the record, the value in the
  /// extra field, and a ZIP64 end record.
  public var zip64 = false
  public var declaredCount: Int?
  public var diskNumber: UInt16 = 0

  public mutating func add(_ name: String, _ text: String, deflate: Bool = false) {
    items.append(Item(name: name, data: Array(text.utf8), deflate: deflate))
  }

  public func bytes() -> [UInt8] {
    var out: [UInt8] = []
    var central: [UInt8] = []
    for item in items {
      let packed =
        item.deflate
        ? Zlib.rawDeflate(item.data)
        : item.data
      let crc = item.declaredCRC ?? item.data.withUnsafeBytes { Zlib.crc32($0) }
      let size = item.declaredSize ?? UInt32(item.data.count)
      let method = item.method ?? (item.deflate ? 8 : 0)
      let name = Array(item.name.utf8)
      let offset = item.localOffset ?? UInt32(out.count)
      // Local header.
      out += le32(0x0403_4b50) + le16(20) + le16(item.flags) + le16(method) + le16(0) + le16(0)
      out += le32(crc) + le32(UInt32(packed.count)) + le32(size)
      out += le16(UInt16(name.count)) + le16(0) + name + packed
      // Central record.
      var extra: [UInt8] = []
      if zip64 {
        extra =
          le16(1) + le16(24) + le64(UInt64(size)) + le64(UInt64(packed.count))
          + le64(UInt64(offset))
      }
      central += le32(0x0201_4b50) + le16(item.unixMode == nil ? 20 : 0x0314) + le16(20)
      central += le16(item.flags) + le16(method) + le16(0) + le16(0) + le32(crc)
      central +=
        zip64 ? le32(0xFFFF_FFFF) + le32(0xFFFF_FFFF) : le32(UInt32(packed.count)) + le32(size)
      central += le16(UInt16(name.count)) + le16(UInt16(extra.count)) + le16(0) + le16(0) + le16(0)
      central += le32((item.unixMode ?? 0) << 16)
      central += zip64 ? le32(0xFFFF_FFFF) : le32(offset)
      central += name + extra
    }
    let centralOffset = out.count
    out += central
    let count = declaredCount ?? items.count
    if zip64 {
      let recordOffset = out.count
      out += le32(0x0606_4b50) + le64(44) + le16(45) + le16(45) + le32(0) + le32(0)
      out += le64(UInt64(count)) + le64(UInt64(count)) + le64(UInt64(central.count))
      out += le64(UInt64(centralOffset))
      out += le32(0x0706_4b50) + le32(0) + le64(UInt64(recordOffset)) + le32(1)
    }
    out += le32(0x0605_4b50) + le16(diskNumber) + le16(0)
    out += zip64 ? le16(0xFFFF) + le16(0xFFFF) : le16(UInt16(count)) + le16(UInt16(count))
    out +=
      zip64
      ? le32(0xFFFF_FFFF) + le32(0xFFFF_FFFF)
      : le32(UInt32(central.count)) + le32(UInt32(centralOffset))
    out += le16(UInt16(comment.count)) + comment
    return out
  }
}

func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
func le32(_ value: UInt32) -> [UInt8] { le16(UInt16(value & 0xFFFF)) + le16(UInt16(value >> 16)) }
func le64(_ value: UInt64) -> [UInt8] {
  le32(UInt32(value & 0xFFFF_FFFF)) + le32(UInt32(value >> 32))
}
