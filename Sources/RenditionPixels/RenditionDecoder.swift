import CompiledCatalog
import Raster

/// Decodes a rendition's `CELM` bitmap to straight-alpha RGBA: one blob (versions 0 and 2) or
/// `KCBC` strips (versions 1 and 3) stacked top first; each uncompressed, run-length, zip (zlib
/// or gzip), LZVN, LZFSE, legacy deepmap or deepmap2; pixels `ARGB` (BGRA in memory) or
/// `GA8 `, or a deepmap blob's own G8, GA8, RGB8 or RGBA8; CoreUI's premultiplied colour
/// un-premultiplied.
///
/// Invariant: `decode` answers an image exactly the record's size, or a `RenditionPixelError`
/// naming the rendition: what is not decoded (JPEG-LZFSE, ASTC, HEVC, RGBA16…) as
/// `notDecoded`, a defect with its evidence; every size is checked against `limits` in 64-bit
/// arithmetic before anything of that size is allocated. It never traps on any input.
public struct RenditionDecoder: Sendable {
  public let limits: RenditionDecodeLimits

  public init(limits: RenditionDecodeLimits = .standard) {
    self.limits = limits
  }

  typealias Problem = RenditionPixelError.Problem

  /// The record's pixels, or why there are none.
  public func decode(_ record: CSIRecord) throws(RenditionPixelError) -> RGBAImage {
    do throws(Problem) {
      return try image(record)
    } catch {
      throw RenditionPixelError(rendition: record.name, problem: error)
    }
  }

  /// What this decoder leaves undecoded in the record, read from its headers alone (nil when
  /// it would try: the bytes may still be broken, and a deepmap2 blob's own method and format
  /// are only known once it is read).
  public static func notDecoded(_ record: CSIRecord) -> RenditionPixelError.NotDecoded? {
    guard case .bitmap(let bitmap) = record.payload else {
      return .payload(record.payload.tag ?? "none")
    }
    guard bitmap.version <= 3 else { return .celmVersion(bitmap.version) }
    if bitmap.compression == .deepmap2 || bitmap.compression == .deepmapLZFSE { return nil }
    guard bitmap.compression == .rle || Decompression(bitmap.compression) != nil else {
      return .compression(bitmap.compression)
    }
    guard layout(of: record.pixelFormat) != nil else { return .pixelFormat(record.pixelFormat) }
    return nil
  }

  static func layout(of format: RenditionPixelFormat) -> StoredLayout? {
    switch format {
    case .argb: .bgraPremultiplied
    case .ga8: .grayAlphaPremultiplied
    default: nil
    }
  }

  private func image(_ record: CSIRecord) throws(Problem) -> RGBAImage {
    if let what = Self.notDecoded(record) { throw .notDecoded(what) }
    guard case .bitmap(let bitmap) = record.payload else { throw .notDecoded(.payload("none")) }
    guard record.width > 0, record.height > 0 else {
      throw .noPixels(width: record.width, height: record.height)
    }
    let limit = limits.maxBytes
    // The RGBA image made at the end bounds every size: a blob or strip must fit it too.
    try Self.check(
      width: UInt64(record.width), height: UInt64(record.height),
      bytesPerRow: UInt64(record.width) * 4, limit: limit)
    let width = Int(record.width)
    let height = Int(record.height)
    let data = BitmapBytes(bitmap.data)
    if bitmap.compression == .deepmap2 || bitmap.compression == .deepmapLZFSE {
      let (layout, stored) = try deepmap(data, bitmap: bitmap, width: width, height: height)
      return layout.image(stored, width: width, height: height)
    }
    let layout = Self.layout(of: record.pixelFormat)!
    let decompression = Decompression(bitmap.compression)
    let tight = width * layout.bytesPerPixel
    // TLV 1007's bytes per row, where it is a stride the rows can have: CoreUI pads ARGB rows
    // to it (180 px in 736 bytes, a 198-px atlas in 800), while a GA8 record's may count
    // 4 bytes a pixel. Rows are accepted tight or at that stride.
    var stride = tight
    if let tlv = record.tlvs.first(where: { $0.type == .bytesPerRow }), tlv.value.count >= 4,
      let value = BitmapBytes(tlv.value).u32(0), Int(value) > tight
    {
      try Self.check(
        width: UInt64(width), height: UInt64(height), bytesPerRow: UInt64(value), limit: limit)
      stride = Int(value)
    }
    func rows(_ blob: ArraySlice<UInt8>, at offset: Int, count: Int) throws(Problem) -> [UInt8] {
      // Run-length rows are always tight, whatever the stride.
      guard let decompression else {
        return try RunLengthRows.decode(
          data, at: offset, length: blob.count, width: width, rows: count, layout: layout)
      }
      let sizes = stride == tight ? [count * tight] : [count * stride, count * tight]
      let expanded = try decompression.expand(blob, at: offset, sizes: sizes)
      let rowBytes = expanded.count / count
      guard rowBytes != tight else { return expanded }
      var packed: [UInt8] = []
      packed.reserveCapacity(count * tight)
      for row in 0..<count {
        packed += expanded[(row * rowBytes)..<(row * rowBytes + tight)]
      }
      return packed
    }
    var stored: [UInt8]
    if bitmap.isChunked {
      stored = []
      stored.reserveCapacity(height * tight)
      try Self.strips(data, count: bitmap.length, height: height) {
        (strip, offset, count) throws(Problem) in
        stored += try rows(strip, at: offset, count: count)
      }
    } else {
      stored = try rows(bitmap.data, at: 0, count: height)
    }
    return layout.image(stored, width: width, height: height)
  }

  /// A deepmap2 or legacy deepmap bitmap: one container, or one per strip stacked; every blob
  /// in one format.
  private func deepmap(
    _ data: BitmapBytes, bitmap: CSIPayload.Bitmap, width: Int, height: Int
  ) throws(Problem) -> (StoredLayout, [UInt8]) {
    let limit = limits.maxBytes
    let legacy = bitmap.compression == .deepmapLZFSE
    func container(at offset: Int, length: Int, rows: Int) throws(Problem) -> (
      format: UInt8, layout: StoredLayout, stored: [UInt8]
    ) {
      if legacy {
        let blob = try LegacyDeepmapBlob(
          data, at: offset, length: length, width: width, height: rows, limit: limit)
        return (blob.format, blob.layout, blob.stored)
      }
      let blob = try Deepmap2Blob(
        data, at: offset, length: length, width: width, height: rows, limit: limit)
      return (blob.format, blob.layout, blob.stored)
    }
    guard bitmap.isChunked else {
      let blob = try container(at: 0, length: data.count, rows: height)
      return (blob.layout, blob.stored)
    }
    var first: (format: UInt8, layout: StoredLayout)?
    var stored: [UInt8] = []
    try Self.strips(data, count: bitmap.length, height: height) {
      (strip, offset, count) throws(Problem) in
      let blob = try container(at: offset, length: strip.count, rows: count)
      if let first, first.format != blob.format {
        throw .formatMismatch(offset: offset + 16, found: blob.format, expected: first.format)
      }
      if first == nil { first = (blob.format, blob.layout) }
      stored += blob.stored
    }
    return (first!.layout, stored)
  }

  /// Walks `count` `KCBC` strips (a 20-byte header: tag, two u32 this reader does not use,
  /// u32 rows, u32 length; then the strip's data) that must stack to `height` rows and end
  /// the data; `body` gets each strip's data, its offset and its rows.
  static func strips(
    _ data: BitmapBytes, count: UInt32, height: Int,
    _ body: (ArraySlice<UInt8>, Int, Int) throws(Problem) -> Void
  ) throws(Problem) {
    var offset = 0
    var rows = 0
    for _ in 0..<count {
      guard let header = data.slice(offset, 20) else {
        throw .truncated(offset: offset, needed: 20, available: data.count - offset)
      }
      guard header.prefix(4).elementsEqual("KCBC".utf8) else {
        throw .badTag(offset: offset, expected: "KCBC", found: Array(header.prefix(4)))
      }
      let stripRows = data.u32(offset + 12)!
      let length = Int(data.u32(offset + 16)!)
      guard stripRows > 0, stripRows <= height - rows else {
        throw .stripRows(offset: offset, rows: stripRows, remaining: height - rows)
      }
      guard let strip = data.slice(offset + 20, length) else {
        throw .truncated(offset: offset + 20, needed: length, available: data.count - offset - 20)
      }
      try body(strip, offset + 20, Int(stripRows))
      rows += Int(stripRows)
      offset += 20 + length
    }
    guard rows == height else { throw .stripsShort(strips: count, rows: rows, height: height) }
    guard offset == data.count else {
      throw .trailingBytes(offset: offset, count: data.count - offset)
    }
  }

  /// Refuses rows whose bytes overflow 64 bits or pass the limit.
  static func check(width: UInt64, height: UInt64, bytesPerRow: UInt64, limit: Int) throws(Problem)
  {
    let (total, overflow) = height.multipliedReportingOverflow(by: bytesPerRow)
    guard !overflow, total <= UInt64(limit) else {
      throw .tooLarge(width: width, height: height, bytesPerRow: bytesPerRow, limit: limit)
    }
  }
}
