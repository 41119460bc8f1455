/// Where an internal reference (layout 1003) takes its pixels: a frame of a packed atlas
/// (TLV 1010, `INLK`, stored as `KLNI`): u32 tag, u32 unused, the frame's x, y, width and height as u32 with the
/// origin at the atlas's lower left, u16 the atlas's layout, u32 the length of the atlas's key,
/// then the key as u16 attribute and value pairs (attributes it leaves out are 0).
///
/// Invariant: `key` holds the pairs the record names, in its order, a trailing `(0, 0)` pair
/// dropped; the frame is as stored, not yet checked against any atlas.
public struct InternalLink: Sendable, Equatable {
  public let x: UInt32
  public let y: UInt32
  public let width: UInt32
  public let height: UInt32
  public let layout: UInt16
  public let key: [(attribute: UInt16, value: UInt16)]

  public static func == (lhs: InternalLink, rhs: InternalLink) -> Bool {
    lhs.x == rhs.x && lhs.y == rhs.y && lhs.width == rhs.width && lhs.height == rhs.height
      && lhs.layout == rhs.layout && lhs.key.elementsEqual(rhs.key, by: ==)
  }

  /// The link in a TLV 1010 value, or nil when the value is too short for what it declares.
  public init?(_ value: ArraySlice<UInt8>) {
    let reader = ByteReader(value)
    let at = reader.start
    guard value.count >= 30, value.prefix(4).elementsEqual("KLNI".utf8),
      let keyLength = reader.u32le(at + 26), Int(keyLength) <= value.count - 30
    else { return nil }
    x = reader.u32le(at + 8)!
    y = reader.u32le(at + 12)!
    width = reader.u32le(at + 16)!
    height = reader.u32le(at + 20)!
    layout = reader.u16le(at + 24)!
    var pairs: [(attribute: UInt16, value: UInt16)] = []
    for offset in stride(from: 30, to: 30 + Int(keyLength) - 3, by: 4) {
      pairs.append((reader.u16le(at + offset)!, reader.u16le(at + offset + 2)!))
    }
    while let last = pairs.last, last == (0, 0) { pairs.removeLast() }
    key = pairs
  }
}

extension CSIRecord {
  /// Whether the record holds a picture: a `CELM` bitmap, or an internal reference's frame of
  /// an atlas.
  public var holdsImage: Bool {
    if case .bitmap = payload { return true }
    return layout == .internalReference
  }

  /// The atlas frame an internal reference takes its pixels from; nil for other records, and
  /// for one whose TLV 1010 is malformed.
  public var internalLink: InternalLink? {
    tlvs.first { $0.type == .internalLink }.flatMap { InternalLink($0.value) }
  }
}

extension CarFile {
  /// The packed atlas `link` names: the first bitmap rendition in tree order whose key holds
  /// the value the link gives each attribute, and 0 for every attribute it leaves out.
  public func atlas(for link: InternalLink) -> (rendition: Rendition, record: CSIRecord)? {
    let attributes = renditions.first?.key.attributes ?? effectiveKeyFormat.attributes
    let values = attributes.map { attribute in
      link.key.first { UInt32($0.attribute) == attribute.rawValue }?.value ?? 0
    }
    guard let position = bitmapsByKey[values],
      case .success(let record) = renditions[position].record
    else { return nil }
    return (renditions[position], record)
  }
}
