/// A KEYFORMAT block (`tmfk` on disk): which attribute each u16 of a rendition key holds.
/// KEYFORMATWORKAROUND has the same layout.
///
/// Invariant: `attributes` holds exactly the block's declared count, which the block was
/// checked to hold (12 bytes of tag, version and count, then 4 per id).
public struct RenditionKeyFormat: Sendable, Equatable {
  public let version: UInt32
  public let attributes: [RenditionAttribute]

  public init(version: UInt32, attributes: [RenditionAttribute]) {
    self.version = version
    self.attributes = attributes
  }

  /// More attributes than any catalog uses (28 are named) by a wide margin.
  static let limit = 256

  init(_ block: ArraySlice<UInt8>, name: String) throws(CarError) {
    guard block.count >= 12 else {
      throw .blockTooShort(name: name, length: block.count, needed: 12)
    }
    guard block.prefix(4).elementsEqual("tmfk".utf8) else {
      throw .badTag(name: name, expected: "tmfk", found: Array(block.prefix(4)))
    }
    let reader = ByteReader(block)
    let at = reader.start
    version = reader.u32le(at + 4)!
    let count = reader.u32le(at + 8)!
    let capacity = (block.count - 12) / 4
    guard Int(count) <= capacity else {
      throw .keyFormatCountExceedsBlock(name: name, count: count, capacity: capacity)
    }
    guard count <= Self.limit else {
      throw .keyFormatTooLong(name: name, count: count, limit: Self.limit)
    }
    attributes = (0..<Int(count)).map {
      RenditionAttribute(rawValue: reader.u32le(at + 12 + $0 * 4)!)
    }
  }
}
