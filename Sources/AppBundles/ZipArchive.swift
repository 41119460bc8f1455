import PNGCodec

/// A zip archive's central directory, and its entries' bytes on demand: how an `.ipa`
/// (`Payload/NAME.app/...`) is read without unpacking it.
///
/// Invariant: every entry's name is a relative path that stays inside the archive (no `..`,
/// no leading `/`, no drive), names are unique, and there are at most `limits.entries` of
/// them; an entry's bytes are only ever inflated up to the size it declares, which is within
/// `limits.entryBytes`, and must match its CRC-32.
public struct ZipArchive: Sendable {
  /// Bounds that keep a hostile archive from costing memory or time.
  public struct Limits: Sendable, Equatable {
    /// Entries in the central directory.
    public var entries: Int
    /// The unpacked size of one entry that may be read.
    public var entryBytes: Int

    public init(entries: Int = 200_000, entryBytes: Int = 512 << 20) {
      self.entries = entries
      self.entryBytes = entryBytes
    }
  }

  /// One file or folder of the archive, as its central directory describes it.
  public struct Entry: Sendable, Equatable {
    /// The path inside the archive, "/"-separated, without a trailing "/".
    public let name: String
    public let isFolder: Bool
    /// A Unix symbolic link (its bytes are the target's path); never followed.
    public let isSymlink: Bool
    public let method: UInt16
    public let compressedSize: UInt64
    public let size: UInt64
    public let crc32: UInt32
    let flags: UInt16
    let localHeaderOffset: UInt64
  }

  public let entries: [Entry]
  public let limits: Limits
  private let source: any RandomAccessBytes
  private let byName: [String: Int]

  /// Reads the central directory of `source`.
  public init(_ source: some RandomAccessBytes, limits: Limits = Limits())
    throws(ZipError)
  {
    self.source = source
    self.limits = limits
    let directory = try Self.centralDirectory(source)
    guard directory.count <= UInt64(limits.entries) else {
      throw .tooManyEntries(count: Int(clamping: directory.count), limit: limits.entries)
    }
    // Each central record is at least 46 bytes: a count the directory cannot hold is a lie.
    guard directory.size >= directory.count * 46 else {
      throw .truncated(record: "central directory", offset: Int(clamping: directory.offset))
    }
    let table = try source.bytes(
      at: Int(clamping: directory.offset), count: Int(clamping: directory.size))
    var entries: [Entry] = []
    var byName: [String: Int] = [:]
    var cursor = 0
    for _ in 0..<Int(directory.count) {
      let entry = try Self.entry(table, at: &cursor, base: Int(clamping: directory.offset))
      guard byName[entry.name] == nil else { throw .duplicateName(entry.name) }
      byName[entry.name] = entries.count
      entries.append(entry)
    }
    self.entries = entries
    self.byName = byName
  }

  /// The entry of that name (a folder without its trailing "/").
  public func entry(named name: String) -> Entry? {
    byName[name].map { entries[$0] }
  }

  /// The entry's bytes, unpacked and checked against its CRC-32.
  public func contents(of entry: Entry) throws(ZipError) -> [UInt8] {
    guard entry.flags & 1 == 0 else { throw .encrypted(name: entry.name) }
    guard entry.method == 0 || entry.method == 8 else {
      throw .unsupportedMethod(name: entry.name, method: entry.method)
    }
    guard entry.size <= UInt64(limits.entryBytes) else {
      throw .entryTooLarge(name: entry.name, size: entry.size, limit: limits.entryBytes)
    }
    // Stored data is exactly its size; deflate of n bytes is never more than about n + n/1000
    // + 64 bytes, so a larger compressed size is refused before it is read.
    let bound = entry.method == 0 ? entry.size : entry.size + entry.size / 1000 + 64 + (5 << 10)
    guard entry.compressedSize <= bound else {
      throw .corruptData(
        name: entry.name,
        reason: "\(entry.compressedSize) compressed bytes for \(entry.size) unpacked")
    }
    let offset = Int(clamping: entry.localHeaderOffset)
    let header = try source.bytes(at: offset, count: 30)
    guard Self.u32(header, 0) == 0x0403_4b50 else {
      throw .badSignature(record: "local header of \(entry.name)", offset: offset)
    }
    let start = offset + 30 + Int(Self.u16(header, 26)) + Int(Self.u16(header, 28))
    guard start <= source.count, entry.compressedSize <= UInt64(source.count - start) else {
      throw .truncated(record: "data of \(entry.name)", offset: start)
    }
    let packed = try source.bytes(at: start, count: Int(entry.compressedSize))
    let unpacked: [UInt8]
    if entry.method == 0 {
      guard entry.compressedSize == entry.size else {
        throw .corruptData(
          name: entry.name, reason: "stored with \(entry.compressedSize) bytes for \(entry.size)")
      }
      unpacked = packed
    } else {
      let result = packed.withUnsafeBytes {
        Zlib.inflate(
          $0, pieces: [0..<packed.count], framing: .raw, exactly: Int(entry.size),
          cap: Int(entry.size))
      }
      switch result {
      case .success(let bytes): unpacked = bytes
      case .failure(let failure):
        throw .corruptData(name: entry.name, reason: Self.describe(failure))
      }
    }
    let actual = unpacked.withUnsafeBytes { Zlib.crc32($0) }
    guard actual == entry.crc32 else {
      throw .checksumMismatch(name: entry.name, expected: entry.crc32, actual: actual)
    }
    return unpacked
  }

  private static func describe(_ failure: Zlib.InflateFailure) -> String {
    switch failure {
    case .corrupt(let message): return message
    case .tooShort(let produced, let expected):
      return "it unpacks to \(produced) bytes, not the \(expected) it declares"
    case .tooLong(let cap): return "it unpacks to more than the \(cap) bytes it declares"
    case .unterminated(let produced): return "its data ends after \(produced) unpacked bytes"
    }
  }

  // MARK: Records

  private struct Directory {
    var count: UInt64
    var size: UInt64
    var offset: UInt64
  }

  /// The end-of-central-directory record (searched for backwards over the longest comment
  /// a zip may carry), and its ZIP64 form when a field overflows.
  private static func centralDirectory(_ source: some RandomAccessBytes) throws(ZipError)
    -> Directory
  {
    guard source.count >= 22 else { throw .notAZip }
    let window = min(source.count, 22 + 0xFFFF)
    let tail = try source.bytes(at: source.count - window, count: window)
    var found: Int?
    var index = tail.count - 22
    while index >= 0 {
      if u32(tail, index) == 0x0605_4b50
        && index + 22 + Int(u16(tail, index + 20)) <= tail.count
      {
        found = index
        break
      }
      index -= 1
    }
    guard let end = found else { throw .notAZip }
    let endOffset = source.count - window + end
    guard u16(tail, end + 4) == 0, u16(tail, end + 6) == 0,
      u16(tail, end + 8) == u16(tail, end + 10)
    else { throw .multiDisk }
    var directory = Directory(
      count: UInt64(u16(tail, end + 10)), size: UInt64(u32(tail, end + 12)),
      offset: UInt64(u32(tail, end + 16)))
    let overflows =
      directory.count == 0xFFFF || directory.size == 0xFFFF_FFFF
      || directory.offset == 0xFFFF_FFFF
    if overflows && endOffset >= 20 {
      let locator = try source.bytes(at: endOffset - 20, count: 20)
      if u32(locator, 0) == 0x0706_4b50 {
        let recordOffset = u64(locator, 8)
        guard source.count >= 56, recordOffset <= UInt64(source.count - 56) else {
          throw .truncated(record: "ZIP64 end record", offset: Int(clamping: recordOffset))
        }
        let record = try source.bytes(at: Int(recordOffset), count: 56)
        guard u32(record, 0) == 0x0606_4b50 else {
          throw .badSignature(record: "ZIP64 end record", offset: Int(recordOffset))
        }
        guard u32(record, 16) == 0, u32(record, 20) == 0 else { throw .multiDisk }
        directory = Directory(
          count: u64(record, 32), size: u64(record, 40), offset: u64(record, 48))
      }
    }
    guard directory.offset <= UInt64(source.count),
      directory.size <= UInt64(source.count) - directory.offset
    else { throw .truncated(record: "central directory", offset: Int(clamping: directory.offset)) }
    return directory
  }

  /// The central record at `cursor` of the directory's bytes, which starts at `base`.
  private static func entry(_ table: [UInt8], at cursor: inout Int, base: Int) throws(ZipError)
    -> Entry
  {
    let at = cursor
    guard at + 46 <= table.count else {
      throw .truncated(record: "central directory entry", offset: base + at)
    }
    guard u32(table, at) == 0x0201_4b50 else {
      throw .badSignature(record: "central directory entry", offset: base + at)
    }
    let nameLength = Int(u16(table, at + 28))
    let extraLength = Int(u16(table, at + 30))
    let commentLength = Int(u16(table, at + 32))
    let end = at + 46 + nameLength + extraLength + commentLength
    guard end <= table.count else {
      throw .truncated(record: "central directory entry", offset: base + at)
    }
    let rawName = String(decoding: table[at + 46..<at + 46 + nameLength], as: UTF8.self)
    var compressed = UInt64(u32(table, at + 20))
    var size = UInt64(u32(table, at + 24))
    var offset = UInt64(u32(table, at + 42))
    // ZIP64's extra field holds, in order, each 32-bit field that overflowed.
    var extra = at + 46 + nameLength
    let extraEnd = extra + extraLength
    while extra + 4 <= extraEnd {
      let id = u16(table, extra)
      let length = Int(u16(table, extra + 2))
      var field = extra + 4
      let fieldEnd = min(field + length, extraEnd)
      if id == 0x0001 {
        func next() -> UInt64? {
          guard field + 8 <= fieldEnd else { return nil }
          defer { field += 8 }
          return u64(table, field)
        }
        if size == 0xFFFF_FFFF, let value = next() { size = value }
        if compressed == 0xFFFF_FFFF, let value = next() { compressed = value }
        if offset == 0xFFFF_FFFF, let value = next() { offset = value }
      }
      extra += 4 + length
    }
    cursor = end
    let isFolder = rawName.hasSuffix("/")
    let name = try safeName(rawName)
    // The upper half of the external attributes is the Unix mode when a Unix zip wrote it.
    let madeOnUnix = u16(table, at + 4) >> 8 == 3
    let mode = u32(table, at + 38) >> 16
    return Entry(
      name: name, isFolder: isFolder, isSymlink: madeOnUnix && mode & 0o170000 == 0o120000,
      method: u16(table, at + 10), compressedSize: compressed, size: size,
      crc32: u32(table, at + 16), flags: u16(table, at + 8), localHeaderOffset: offset)
  }

  /// The name as a relative path inside the archive, or `unsafePath` when it leads out.
  private static func safeName(_ raw: String) throws(ZipError) -> String {
    var parts: [Substring] = []
    if raw.hasPrefix("/") || raw.hasPrefix("\\") || raw.contains("\\")
      || raw.utf8.contains(0) || (raw.count >= 2 && raw.dropFirst().first == ":")
    {
      throw .unsafePath(raw)
    }
    for part in raw.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
      guard part != ".." else { throw .unsafePath(raw) }
      parts.append(part)
    }
    guard !parts.isEmpty else { throw .unsafePath(raw) }
    return parts.joined(separator: "/")
  }

  // MARK: Little-endian fields

  static func u16(_ bytes: [UInt8], _ at: Int) -> UInt16 {
    UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
  }

  static func u32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
    UInt32(u16(bytes, at)) | UInt32(u16(bytes, at + 2)) << 16
  }

  static func u64(_ bytes: [UInt8], _ at: Int) -> UInt64 {
    UInt64(u32(bytes, at)) | UInt64(u32(bytes, at + 4)) << 32
  }
}
