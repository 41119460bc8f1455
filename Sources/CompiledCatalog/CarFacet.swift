/// A facet (an asset, as the catalog's author named it) from FACETKEYS: its name, hot spot and
/// attribute pairs; its `identifier` (attribute 17) joins it to its renditions.
///
/// Invariant: `attributes` holds exactly the value's declared count of pairs, in file order.
public struct CarFacet: Sendable, Equatable {
  public let name: String
  public let hotSpotX: UInt16
  public let hotSpotY: UInt16
  public let attributes: [Pair]

  /// One attribute and its value.
  public struct Pair: Sendable, Equatable {
    public let attribute: RenditionAttribute
    public let value: UInt16
  }

  /// The identifier its renditions' keys carry, if it lists one.
  public var identifier: UInt16? {
    attributes.first { $0.attribute == .identifier }?.value
  }

  private init(name: String, hotSpotX: UInt16, hotSpotY: UInt16, attributes: [Pair]) {
    self.name = name
    self.hotSpotX = hotSpotX
    self.hotSpotY = hotSpotY
    self.attributes = attributes
  }

  /// The same value under another name.
  func renamed(_ name: String) -> CarFacet {
    CarFacet(name: name, hotSpotX: hotSpotX, hotSpotY: hotSpotY, attributes: attributes)
  }

  /// Reads a value: u16 hot-spot x, u16 y, u16 n, then n × {u16 attribute, u16 value}.
  init(name: String, value: ArraySlice<UInt8>) throws(CarError) {
    let reader = ByteReader(value)
    let at = reader.start
    guard let count = reader.u16le(at + 4), value.count >= 6 + Int(count) * 4 else {
      let needed = 6 + Int(reader.u16le(at + 4) ?? 0) * 4
      throw .facetTruncated(name: name, length: value.count, needed: needed)
    }
    self.name = name
    hotSpotX = reader.u16le(at)!
    hotSpotY = reader.u16le(at + 2)!
    attributes = (0..<Int(count)).map {
      Pair(
        attribute: RenditionAttribute(rawValue: UInt32(reader.u16le(at + 6 + $0 * 4)!)),
        value: reader.u16le(at + 8 + $0 * 4)!)
    }
  }
}
