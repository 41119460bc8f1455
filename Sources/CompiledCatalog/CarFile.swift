/// A compiled asset catalog (`Assets.car`) read from bytes: its header and metadata, key
/// format, appearances, facets and renditions, without decoding any pixels.
///
/// Invariant: the container and every catalog structure were read bounds-checked and in full
/// (a broken one is a `CarError`); each rendition's record is read on its own, so a bad record
/// is a `CSIError` on that rendition while the rest of the catalog stays readable. Trees keep
/// their file order.
public struct CarFile: Sendable {
  public let store: BOMStore
  public let header: CarHeader
  /// EXTENDED_METADATA, which older catalogs lack.
  public let metadata: CarMetadata?
  /// KEYFORMAT as stored.
  public let keyFormat: RenditionKeyFormat
  /// KEYFORMATWORKAROUND, if present: the ids CoreUI replaced in KEYFORMAT (those of 24 and
  /// up, written there as 5) so that older readers could still open the file.
  public let keyFormatWorkaround: RenditionKeyFormat?
  /// APPEARANCEKEYS: names and ids, in tree order (empty when the tree is absent).
  public let appearances: [Appearance]
  /// FACETKEYS, in tree order (empty when the tree is absent).
  public let facets: [CarFacet]
  public let renditions: [Rendition]
  /// The first bitmap rendition of each key's values, in tree order: where an internal
  /// reference finds its atlas, in one lookup however many renditions the file holds.
  let bitmapsByKey: [[UInt16]: Int]

  /// An appearance name and the id rendition keys carry for it (attribute 7).
  public struct Appearance: Sendable, Equatable {
    public let name: String
    public let id: UInt16
  }

  public init(bytes: [UInt8]) throws(CarError) {
    let store = try Self.bom { () throws(BOMError) in try BOMStore(bytes: bytes) }
    self.store = store
    header = try CarHeader(
      try Self.bom { () throws(BOMError) in try store.block(named: "CARHEADER") })
    metadata =
      store.blockID(named: "EXTENDED_METADATA") == nil
      ? nil
      : try CarMetadata(
        try Self.bom { () throws(BOMError) in try store.block(named: "EXTENDED_METADATA") })
    keyFormat = try RenditionKeyFormat(
      try Self.bom { () throws(BOMError) in try store.block(named: "KEYFORMAT") }, name: "KEYFORMAT"
    )
    // Catalogs Xcode 10 (ibtoold) built for macOS 10.14 carry a zeroed KEYFORMATWORKAROUND
    // (no `tmfk` tag) beside a sound KEYFORMAT, and CoreUI reads them: a block without the tag
    // is no key format, and KEYFORMAT stands.
    let workaroundBlock: ArraySlice<UInt8>? =
      store.blockID(named: "KEYFORMATWORKAROUND") == nil
      ? nil
      : try Self.bom { () throws(BOMError) in try store.block(named: "KEYFORMATWORKAROUND") }
    if let workaroundBlock, workaroundBlock.prefix(4).elementsEqual("tmfk".utf8) {
      let workaround = try RenditionKeyFormat(workaroundBlock, name: "KEYFORMATWORKAROUND")
      guard workaround.attributes.count == keyFormat.attributes.count else {
        throw .keyFormatWorkaroundMismatch(
          count: workaround.attributes.count, keyFormatCount: keyFormat.attributes.count)
      }
      keyFormatWorkaround = workaround
    } else {
      keyFormatWorkaround = nil
    }
    var budget = BlockBudget(fileLength: bytes.count)
    var appearances: [Appearance] = []
    for (name, value, _) in try Self.namedEntries("APPEARANCEKEYS", in: store, budget: &budget) {
      let reader = ByteReader(value)
      guard let id = reader.u16le(reader.start) else {
        throw .appearanceTruncated(name: name, length: value.count)
      }
      appearances.append(Appearance(name: name, id: id))
    }
    self.appearances = appearances
    var facets: [CarFacet] = []
    // Facets naming one value block share its pairs, read once.
    var facetValues: [UInt32: CarFacet] = [:]
    for (name, value, entry) in try Self.namedEntries("FACETKEYS", in: store, budget: &budget) {
      if let known = facetValues[entry.valueID] {
        facets.append(known.renamed(name))
      } else {
        let facet = try CarFacet(name: name, value: value)
        facetValues[entry.valueID] = facet
        facets.append(facet)
      }
    }
    self.facets = facets
    let attributes = (keyFormatWorkaround ?? keyFormat).attributes
    var renditions: [Rendition] = []
    // A block named twice is read once: its values and record are shared, not read again.
    var keys: [UInt32: [UInt16]] = [:]
    var records: [UInt32: Result<CSIRecord, CSIError>] = [:]
    let tree = try Self.bom { () throws(BOMError) in try store.tree(named: "RENDITIONS") }
    for entry in try Self.bom({ () throws(BOMError) in try store.entries(of: tree) }) {
      let values: [UInt16]
      if let known = keys[entry.keyID] {
        values = known
      } else {
        let key = try budget.block(entry.keyID, in: store)
        let needed = attributes.count * 2
        guard key.count >= needed else {
          throw .renditionKeyTooShort(keyBlock: entry.keyID, length: key.count, needed: needed)
        }
        let reader = ByteReader(key)
        values = (0..<attributes.count).map { reader.u16le(reader.start + $0 * 2)! }
        keys[entry.keyID] = values
      }
      let record: Result<CSIRecord, CSIError>
      if let known = records[entry.valueID] {
        record = known
      } else {
        let value = try budget.block(entry.valueID, in: store)
        do throws(CSIError) {
          record = .success(try CSIRecord(bytes: value))
        } catch {
          record = .failure(error)
        }
        records[entry.valueID] = record
      }
      renditions.append(
        Rendition(
          key: RenditionKey(attributes: attributes, values: values), keyBlockID: entry.keyID,
          valueBlockID: entry.valueID, record: record))
    }
    self.renditions = renditions
    var bitmapsByKey: [[UInt16]: Int] = [:]
    for (position, rendition) in renditions.enumerated() {
      guard case .success(let record) = rendition.record, case .bitmap = record.payload else {
        continue
      }
      if bitmapsByKey[rendition.key.values] == nil { bitmapsByKey[rendition.key.values] = position }
    }
    self.bitmapsByKey = bitmapsByKey
  }

  /// The attribute ids rendition keys follow: KEYFORMATWORKAROUND's when present, since it
  /// holds the real ids KEYFORMAT had to hide.
  public var effectiveKeyFormat: RenditionKeyFormat { keyFormatWorkaround ?? keyFormat }

  /// The name of an appearance id, if APPEARANCEKEYS lists it.
  public func appearanceName(_ id: UInt16) -> String? {
    appearances.first { $0.id == id }?.name
  }

  /// The facets whose identifier a rendition's key carries, in tree order.
  public func facets(of rendition: Rendition) -> [CarFacet] {
    facets.filter { $0.identifier == rendition.key.identifier }
  }

  /// A tree whose keys are names (FACETKEYS, APPEARANCEKEYS): each name, value and entry; none
  /// when the catalog has no such tree.
  private static func namedEntries(
    _ name: String, in store: BOMStore, budget: inout BlockBudget
  ) throws(CarError) -> [(String, ArraySlice<UInt8>, BOMTree.Entry)] {
    guard store.blockID(named: name) != nil else { return [] }
    let tree = try bom { () throws(BOMError) in try store.tree(named: name) }
    var named: [(String, ArraySlice<UInt8>, BOMTree.Entry)] = []
    for entry in try bom({ () throws(BOMError) in try store.entries(of: tree) }) {
      let key = try budget.block(entry.keyID, in: store)
      let value = try budget.block(entry.valueID, in: store)
      named.append((String(decoding: key, as: UTF8.self), value, entry))
    }
    return named
  }

  /// The bytes of the distinct blocks the trees name, kept within the file's size: a writer
  /// never overlaps blocks, so a file that does cannot make the reader parse the same bytes
  /// once per entry (a quadratic cost) or hold that many copies of its keys.
  private struct BlockBudget {
    let fileLength: Int
    var seen: Set<UInt32> = []
    var total = 0

    mutating func block(_ id: UInt32, in store: BOMStore) throws(CarError) -> ArraySlice<UInt8> {
      let bytes = try bom { () throws(BOMError) in try store.block(id) }
      if seen.insert(id).inserted {
        total += bytes.count
        guard total <= fileLength else {
          throw .blocksExceedFile(total: total, fileLength: fileLength)
        }
      }
      return bytes
    }
  }

  private static func bom<T>(_ body: () throws(BOMError) -> T) throws(CarError) -> T {
    do throws(BOMError) {
      return try body()
    } catch {
      throw .bom(error)
    }
  }
}
