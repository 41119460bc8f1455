/// A reader of binary property lists (`bplist00`, as Xcode writes built Info.plists): the
/// 32-byte trailer, the offset table, object references of 1 to 8 bytes, and integers, reals,
/// dates, data, ASCII and UTF-16 strings, arrays, sets, dictionaries, booleans, null and UIDs.
///
/// Invariants: every offset, length and reference is checked against the bytes before it is
/// followed; an object that contains itself is an error, not a hang; nesting is at most
/// `PropertyList.maxDepth`; the object count is at most `maxObjects`, and the tree that shared
/// references expand to holds at most one value per byte of the file plus
/// `expansionAllowance` (each value but the top takes a reference of a byte or more), so a few
/// hundred bytes cannot stand for a tree of billions of values.
struct BinaryPropertyListReader {
  /// More objects than the largest list the readers allow (64 MiB) could hold.
  static let maxObjects = 1 << 24
  static let expansionAllowance = 1 << 16

  private let bytes: [UInt8]
  private let offsetSize: Int
  private let referenceSize: Int
  private let objectCount: Int
  private let offsetTable: Int
  /// Objects read so far, by index, so a shared one is read once; kept by dictionary, not by
  /// an array of every index, so a trailer that declares millions of objects costs nothing
  /// until they are reached.
  private var decoded: [Int: (value: PropertyList, size: Int)] = [:]
  /// The objects being read, from the top down to the current one: meeting one again is a cycle.
  private var inProgress: Set<Int> = []
  private let expansionLimit: Int

  static func parse(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyList {
    var reader = try BinaryPropertyListReader(bytes: bytes)
    return try reader.topObject()
  }

  private let top: Int

  private init(bytes: [UInt8]) throws(PropertyListError) {
    self.bytes = bytes
    guard bytes.count >= 8 + 32 else {
      throw PropertyListError(.offset(0), .tooShort(bytes: bytes.count))
    }
    let trailer = bytes.count - 32
    func field(_ at: Int) -> UInt64 {
      bytes[(trailer + at)..<(trailer + at + 8)].reduce(0) { $0 << 8 | UInt64($1) }
    }
    offsetSize = Int(bytes[trailer + 6])
    referenceSize = Int(bytes[trailer + 7])
    let count = field(8)
    let topObject = field(16)
    let tableOffset = field(24)
    guard (1...8).contains(offsetSize) else {
      throw PropertyListError(
        .offset(trailer + 6), .badTrailer("gives offsets \(offsetSize) bytes"))
    }
    guard (1...8).contains(referenceSize) else {
      throw PropertyListError(
        .offset(trailer + 7), .badTrailer("gives object references \(referenceSize) bytes"))
    }
    guard count >= 1 else {
      throw PropertyListError(.offset(trailer + 8), .badTrailer("declares no objects"))
    }
    guard count <= UInt64(Self.maxObjects) else {
      throw PropertyListError(
        .offset(trailer + 8), .tooManyObjects(count: count, limit: Self.maxObjects))
    }
    guard topObject < count else {
      throw PropertyListError(
        .offset(trailer + 16),
        .badTrailer("names object \(topObject) as the top of \(count) objects"))
    }
    // count <= 2^24 and offsetSize <= 8: the product cannot overflow.
    guard tableOffset >= 8, tableOffset <= UInt64(trailer),
      UInt64(trailer) - tableOffset >= count * UInt64(offsetSize)
    else {
      throw PropertyListError(
        .offset(trailer + 24),
        .badTrailer(
          "puts \(count) offsets of \(offsetSize) bytes at byte \(tableOffset), outside the file"))
    }
    objectCount = Int(count)
    top = Int(topObject)
    offsetTable = Int(tableOffset)
    expansionLimit = bytes.count + Self.expansionAllowance
  }

  private mutating func topObject() throws(PropertyListError) -> PropertyList {
    try object(top, depth: 0).value
  }

  /// A big-endian unsigned integer of `size` (1 to 8) bytes at `offset`, which is in range.
  private func unsigned(at offset: Int, size: Int) -> UInt64 {
    bytes[offset..<(offset + size)].reduce(0) { $0 << 8 | UInt64($1) }
  }

  /// Object `index`, with the number of values it stands for.
  private mutating func object(_ index: Int, depth: Int) throws(PropertyListError) -> (
    value: PropertyList, size: Int
  ) {
    if let known = decoded[index] { return known }
    let entry = offsetTable + index * offsetSize
    let start = unsigned(at: entry, size: offsetSize)
    guard start >= 8, start < UInt64(offsetTable) else {
      throw PropertyListError(.offset(entry), .objectOutOfRange(object: index, offset: start))
    }
    guard !inProgress.contains(index) else {
      throw PropertyListError(.offset(Int(start)), .cycle(object: index))
    }
    guard depth <= PropertyList.maxDepth else {
      throw PropertyListError(.offset(Int(start)), .tooDeep(limit: PropertyList.maxDepth))
    }
    inProgress.insert(index)
    let result = try parseObject(at: Int(start), depth: depth)
    inProgress.remove(index)
    guard result.size <= expansionLimit else {
      throw PropertyListError(.offset(Int(start)), .tooManyValues(limit: expansionLimit))
    }
    decoded[index] = result
    return result
  }

  /// The length in a marker's low nibble, or in the integer object after it when the nibble
  /// is 0xF; with the offset of the first byte after the marker and length.
  private func length(at offset: Int, nibble: UInt8) throws(PropertyListError) -> (
    length: UInt64, next: Int
  ) {
    guard nibble == 0xF else { return (UInt64(nibble), offset + 1) }
    let at = offset + 1
    guard at < offsetTable, bytes[at] >> 4 == 0x1 else {
      throw PropertyListError(.offset(at), .badTrailer("follows a long object with no length"))
    }
    let size = 1 << Int(bytes[at] & 0x0F)
    guard size <= 8, at + 1 + size <= offsetTable else {
      throw PropertyListError(.offset(at), .runsPastEnd(what: "a length", length: UInt64(size)))
    }
    return (unsigned(at: at + 1, size: size), at + 1 + size)
  }

  /// Checks that `count` units of `unit` bytes from `start` lie before the offset table.
  private func ensure(_ start: Int, count: UInt64, unit: Int, what: String)
    throws(PropertyListError)
  {
    let available = UInt64(offsetTable - min(start, offsetTable))
    guard count <= available / UInt64(unit) else {
      throw PropertyListError(.offset(start), .runsPastEnd(what: what, length: count))
    }
  }

  private mutating func parseObject(at offset: Int, depth: Int) throws(PropertyListError) -> (
    value: PropertyList, size: Int
  ) {
    let marker = bytes[offset]
    let nibble = marker & 0x0F
    switch marker >> 4 {
    case 0x0:
      switch marker {
      case 0x00: return (.null, 1)
      case 0x08: return (.boolean(false), 1)
      case 0x09: return (.boolean(true), 1)
      default: throw PropertyListError(.offset(offset), .unknownMarker(marker))
      }
    case 0x1:
      return (try integer(at: offset, nibble: nibble), 1)
    case 0x2:
      guard nibble == 2 || nibble == 3 else {
        throw PropertyListError(.offset(offset), .unknownMarker(marker))
      }
      let size = 1 << Int(nibble)
      try ensure(offset + 1, count: UInt64(size), unit: 1, what: "a real")
      let raw = unsigned(at: offset + 1, size: size)
      let value = size == 4 ? Double(Float(bitPattern: UInt32(raw))) : Double(bitPattern: raw)
      return (.real(value), 1)
    case 0x3:
      guard marker == 0x33 else { throw PropertyListError(.offset(offset), .unknownMarker(marker)) }
      try ensure(offset + 1, count: 8, unit: 1, what: "a date")
      return (.date(secondsSince2001: Double(bitPattern: unsigned(at: offset + 1, size: 8))), 1)
    case 0x4:
      let (count, start) = try length(at: offset, nibble: nibble)
      try ensure(start, count: count, unit: 1, what: "data")
      return (.data(Array(bytes[start..<(start + Int(count))])), 1)
    case 0x5:
      let (count, start) = try length(at: offset, nibble: nibble)
      try ensure(start, count: count, unit: 1, what: "an ASCII string")
      let scalars = bytes[start..<(start + Int(count))].map { Unicode.Scalar($0) }
      return (.string(String(String.UnicodeScalarView(scalars))), 1)
    case 0x6:
      let (count, start) = try length(at: offset, nibble: nibble)
      try ensure(start, count: count, unit: 2, what: "a UTF-16 string")
      let units = (0..<Int(count)).map { UInt16(unsigned(at: start + 2 * $0, size: 2)) }
      return (.string(String(decoding: units, as: UTF16.self)), 1)
    case 0x8:
      let size = Int(nibble) + 1
      guard size <= 8 else { throw PropertyListError(.offset(offset), .integerTooWide) }
      try ensure(offset + 1, count: UInt64(size), unit: 1, what: "a UID")
      return (.uid(unsigned(at: offset + 1, size: size)), 1)
    case 0xA, 0xB, 0xC:
      // 0xB (ordered set) and 0xC (set) are read as arrays: no plist reader here tells them apart.
      let (count, start) = try length(at: offset, nibble: nibble)
      try ensure(start, count: count, unit: referenceSize, what: "an array")
      var items: [PropertyList] = []
      items.reserveCapacity(Int(count))
      var size = 1
      for item in 0..<Int(count) {
        let child = try reference(at: start + item * referenceSize, depth: depth)
        items.append(child.value)
        size += child.size
      }
      return (.array(items), size)
    case 0xD:
      let (count, start) = try length(at: offset, nibble: nibble)
      try ensure(start, count: count, unit: 2 * referenceSize, what: "a dictionary")
      var entries: [String: PropertyList] = [:]
      entries.reserveCapacity(Int(count))
      var size = 1
      let values = start + Int(count) * referenceSize
      for entry in 0..<Int(count) {
        let key = try reference(at: start + entry * referenceSize, depth: depth)
        guard case .string(let name) = key.value else {
          throw PropertyListError(
            .offset(start + entry * referenceSize), .keyNotString(found: key.value.kind))
        }
        let value = try reference(at: values + entry * referenceSize, depth: depth)
        entries[name] = value.value
        size += key.size + value.size
      }
      return (.dictionary(entries), size)
    default:
      throw PropertyListError(.offset(offset), .unknownMarker(marker))
    }
  }

  /// 1, 2 and 4-byte integers are unsigned, 8-byte ones signed; a 16-byte one holds a value
  /// of 64 bits in its low half (an unsigned one above `Int.max`, as Foundation writes them).
  private func integer(at offset: Int, nibble: UInt8) throws(PropertyListError) -> PropertyList {
    guard nibble <= 4 else { throw PropertyListError(.offset(offset), .integerTooWide) }
    let size = 1 << Int(nibble)
    try ensure(offset + 1, count: UInt64(size), unit: 1, what: "an integer")
    if size == 16 {
      let high = unsigned(at: offset + 1, size: 8)
      let low = unsigned(at: offset + 9, size: 8)
      if high == 0 {
        return low <= UInt64(Int.max) ? .integer(Int(low)) : .unsignedInteger(low)
      }
      guard high == UInt64.max, low > UInt64(Int.max) else {
        throw PropertyListError(.offset(offset), .integerTooWide)
      }
      return .integer(Int(bitPattern: UInt(low)))
    }
    let raw = unsigned(at: offset + 1, size: size)
    return .integer(size == 8 ? Int(bitPattern: UInt(raw)) : Int(raw))
  }

  /// The object a reference at `offset` names.
  private mutating func reference(at offset: Int, depth: Int) throws(PropertyListError) -> (
    value: PropertyList, size: Int
  ) {
    let target = unsigned(at: offset, size: referenceSize)
    guard target < UInt64(objectCount) else {
      throw PropertyListError(
        .offset(offset), .referenceOutOfRange(reference: target, objects: objectCount))
    }
    return try object(Int(target), depth: depth + 1)
  }
}
