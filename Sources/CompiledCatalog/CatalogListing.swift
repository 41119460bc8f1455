/// What `assetutil --info` lists about a car file, as plain values: the tools that built it and
/// one entry per rendition, for `iconsmith car list` and its JSON.
///
/// Invariant: entries are sorted by facet name, idiom, scale, appearance id, subtype, key
/// values, rendition name and value block, so the same file always lists the same way; every
/// rendition appears, including those whose record could not be read (with `problem` set).
public struct CatalogListing: Sendable, Equatable, Codable {
  public let coreUIVersion: UInt32
  public let storageVersion: UInt32
  public let mainVersion: String
  public let versionString: String
  public let renditionCount: UInt32
  public let deploymentPlatform: String?
  public let deploymentPlatformVersion: String?
  public let authoringTool: String?
  public let thinningArguments: String?
  /// KEYFORMAT's attribute names, in key order (KEYFORMATWORKAROUND's when present).
  public let keyFormat: [String]
  public let renditions: [Entry]

  /// One rendition, named and measured as `assetutil --info` shows it.
  public struct Entry: Sendable, Equatable, Codable {
    /// The facet whose identifier the key carries; nil when no facet does.
    public let facetName: String?
    /// The record's rendition name (the source file), empty when the record is unreadable.
    public let renditionName: String
    public let identifier: UInt16
    public let idiom: String
    public let scale: UInt16
    /// The appearance's name from APPEARANCEKEYS, or "unknown N".
    public let appearance: String
    public let subtype: UInt16
    public let width: UInt32
    public let height: UInt32
    /// The pixel format's FourCC (`GA8`, `ARGB`…; `none` for colours).
    public let pixelFormat: String
    public let layout: String
    /// A bitmap payload's compression; nil for other payloads.
    public let compression: String?
    /// The payload's tag (`CELM`, `RAWD`, `COLR`, `MSIS`…); nil when empty.
    public let payload: String?
    /// Every key attribute by name (`unknown N` for unnamed ones) with its value.
    public let key: [String: UInt16]
    /// What could not be read or is not known: the record's error, or the unknown layout,
    /// pixel format, TLV types, payload tag or compression, each named with its number.
    public let problems: [String]
  }

  /// The raw values the order uses beside the names shown.
  private struct Order {
    let idiom: UInt16
    let appearance: UInt16
    let values: [UInt16]
    let valueBlockID: UInt32
  }

  public init(_ file: CarFile) {
    coreUIVersion = file.header.coreUIVersion
    storageVersion = file.header.storageVersion
    mainVersion = file.header.mainVersion
    versionString = file.header.versionString
    renditionCount = file.header.renditionCount
    deploymentPlatform = file.metadata?.deploymentPlatform
    deploymentPlatformVersion = file.metadata?.deploymentPlatformVersion
    authoringTool = file.metadata?.authoringTool
    thinningArguments = file.metadata?.thinningArguments
    keyFormat = file.effectiveKeyFormat.attributes.map(\.description)
    var facetNames: [UInt16: String] = [:]
    // Two facets sharing an identifier (only a hostile file has them): the first in tree
    // order names the rendition, as a lookup by identifier would find it.
    for facet in file.facets {
      if let identifier = facet.identifier, facetNames[identifier] == nil {
        facetNames[identifier] = facet.name
      }
    }
    var appearanceNames: [UInt16: String] = [:]
    for appearance in file.appearances where appearanceNames[appearance.id] == nil {
      appearanceNames[appearance.id] = appearance.name
    }
    let attributeNames = file.effectiveKeyFormat.attributes.map(\.description)
    renditions = file.renditions.map { rendition in
      Self.entry(
        rendition, attributeNames: attributeNames, facetNames: facetNames,
        appearanceNames: appearanceNames)
    }.sorted(by: Self.precedes).map(\.0)
  }

  private static func entry(
    _ rendition: Rendition, attributeNames: [String], facetNames: [UInt16: String],
    appearanceNames: [UInt16: String]
  ) -> (Entry, Order) {
    let key = rendition.key
    var keyValues: [String: UInt16] = [:]
    for (name, value) in zip(attributeNames, key.values) { keyValues[name] = value }
    var problems: [String] = []
    if case .unknown(let value) = key.idiom { problems.append("idiom \(value) not known") }
    let record: CSIRecord?
    switch rendition.record {
    case .success(let read): record = read
    case .failure(let error):
      record = nil
      problems.append(error.description)
    }
    if let record {
      if case .unknown(let value) = record.layout { problems.append("layout \(value) not known") }
      if case .unknown(let value) = record.pixelFormat {
        problems.append("pixel format \(RenditionPixelFormat.text(value)) not known")
      }
      for tlv in record.tlvs {
        if case .unknown(let value) = tlv.type { problems.append("TLV \(value) not known") }
      }
      if case .unknown(let tag, _) = record.payload {
        problems.append("payload \(RenditionPixelFormat.text(tag)) not known")
      }
      if case .unknown(let value) = record.compression {
        problems.append("compression \(value) not known")
      }
    }
    let entry = Entry(
      facetName: facetNames[key.identifier], renditionName: record?.name ?? "",
      identifier: key.identifier, idiom: key.idiom.description, scale: key.scale,
      appearance: appearanceNames[key.appearance] ?? "unknown \(key.appearance)",
      subtype: key.subtype, width: record?.width ?? 0, height: record?.height ?? 0,
      pixelFormat: record.map { $0.pixelFormat.name ?? $0.pixelFormat.fourCC } ?? "",
      layout: record?.layout.description ?? "", compression: record?.compression?.description,
      payload: record?.payload.tag, key: keyValues, problems: problems)
    let order = Order(
      idiom: key.idiom.rawValue, appearance: key.appearance, values: key.values,
      valueBlockID: rendition.valueBlockID)
    return (entry, order)
  }

  private static func precedes(_ left: (Entry, Order), _ right: (Entry, Order)) -> Bool {
    let ((a, x), (b, y)) = (left, right)
    if a.facetName != b.facetName {
      // Renditions no facet names sort last.
      guard let first = a.facetName else { return false }
      guard let second = b.facetName else { return true }
      return first < second
    }
    if x.idiom != y.idiom { return x.idiom < y.idiom }
    if a.scale != b.scale { return a.scale < b.scale }
    if x.appearance != y.appearance { return x.appearance < y.appearance }
    if a.subtype != b.subtype { return a.subtype < b.subtype }
    if x.values != y.values { return x.values.lexicographicallyPrecedes(y.values) }
    if a.renditionName != b.renditionName { return a.renditionName < b.renditionName }
    return x.valueBlockID < y.valueBlockID
  }
}
