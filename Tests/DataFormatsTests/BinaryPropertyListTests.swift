import DataFormats
import Foundation
import Testing

/// Binary lists assembled byte by byte: every object kind, and the hostile shapes a reader must
/// refuse (a cut trailer, offsets and references out of range, a cycle, huge counts, deep
/// nesting, references that expand exponentially).
struct BinaryPropertyListTests {
  /// A `bplist00` file of `objects` (already encoded, with references of `referenceSize`
  /// bytes), with offsets of `offsetSize` bytes; `top` is the top object.
  static func file(
    _ objects: [[UInt8]], top: Int = 0, referenceSize: Int = 1, offsetSize: Int = 4,
    trailer edit: (inout [UInt8]) -> Void = { _ in }
  ) -> [UInt8] {
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
      offsets.append(bytes.count)
      bytes += object
    }
    let table = bytes.count
    for offset in offsets { bytes += bigEndian(UInt64(offset), size: offsetSize) }
    var trailer = [UInt8](repeating: 0, count: 6) + [UInt8(offsetSize), UInt8(referenceSize)]
    trailer += bigEndian(UInt64(objects.count), size: 8) + bigEndian(UInt64(top), size: 8)
    trailer += bigEndian(UInt64(table), size: 8)
    edit(&trailer)
    return bytes + trailer
  }

  static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
    (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
  }

  static func ascii(_ text: String) -> [UInt8] {
    precondition(text.utf8.count < 15)
    return [0x50 | UInt8(text.utf8.count)] + Array(text.utf8)
  }

  @Test("reads every kind of object")
  func everyKind() throws {
    let keys = [
      "int", "neg", "big", "real", "float", "date", "data", "ascii", "utf16", "yes", "no", "null",
      "uid", "array", "set",
    ]
    var objects: [[UInt8]] = []
    // 0: the dictionary; 1...15 its keys; 16...30 its values.
    objects.append([0xDF, 0x10, UInt8(keys.count)] + (1...30).map { UInt8($0) })
    objects += keys.map(Self.ascii)
    objects.append([0x11, 0x01, 0x2C])  // 300
    objects.append([0x13] + Self.bigEndian(UInt64(bitPattern: -5), size: 8))
    objects.append([0x14] + Self.bigEndian(0, size: 8) + Self.bigEndian(.max, size: 8))
    objects.append([0x23] + Self.bigEndian(2.5.bitPattern, size: 8))
    objects.append([0x22] + Self.bigEndian(UInt64(Float(0.5).bitPattern), size: 4))
    objects.append([0x33] + Self.bigEndian(86_400.0.bitPattern, size: 8))
    objects.append([0x43, 1, 2, 3])
    objects.append(Self.ascii("Icon.png"))
    objects.append([0x62, 0x00, 0xE9, 0xD8, 0x3D])  // "é" and a lone high surrogate
    objects.append([0x09])
    objects.append([0x08])
    objects.append([0x00])
    objects.append([0x81, 0x01, 0x02])
    objects.append([0xA2, 23, 22])  // the ascii string and the data, by reference
    objects.append([0xC1, 25])  // a set of one boolean
    let list = try PropertyList.parse(Self.file(objects))
    #expect(
      list
        == .dictionary([
          "int": .integer(300), "neg": .integer(-5), "big": .unsignedInteger(.max),
          "real": .real(2.5), "float": .real(0.5), "date": .date(secondsSince2001: 86_400),
          "data": .data([1, 2, 3]), "ascii": .string("Icon.png"), "utf16": .string("é\u{FFFD}"),
          "yes": .boolean(true), "no": .boolean(false), "null": .null, "uid": .uid(0x0102),
          "array": .array([.string("Icon.png"), .data([1, 2, 3])]), "set": .array([.boolean(true)]),
        ]))
  }

  @Test("another writer's binary list (Python's plistlib, the fuzz seed) reads as its XML twin")
  func otherWriter() throws {
    let folder = "Fuzz/Seeds/data-formats/"
    let binary = try #require(Self.seed(folder + "built-Info.bplist"))
    let xml = try #require(Self.seed(folder + "built-Info.xml.plist"))
    let value = try PropertyList.parse(binary)
    #expect(value == (try PropertyList.parse(xml)))
    #expect(value.dictionary?["Big"] == .unsignedInteger(.max))
    #expect(value.dictionary?["Unicode"] == .string("café ☃"))
  }

  static func seed(_ path: String) -> [UInt8]? {
    let url = PropertyListFoundationTests.root.appendingPathComponent(path)
    return (try? Data(contentsOf: url)).map(Array.init)
  }

  @Test("references and offsets of every width from 1 to 8 bytes")
  func widths() throws {
    for size in 1...8 {
      let objects: [[UInt8]] = [
        [0xA2] + Self.bigEndian(1, size: size) + Self.bigEndian(2, size: size), Self.ascii("a"),
        [0x09],
      ]
      let file = Self.file(objects, referenceSize: size, offsetSize: size)
      #expect(try PropertyList.parse(file) == .array([.string("a"), .boolean(true)]))
    }
  }

  @Test("a long object's length follows its marker as an integer object")
  func longLength() throws {
    let text = String(repeating: "x", count: 300)
    let object: [UInt8] = [0x5F, 0x11, 0x01, 0x2C] + Array(text.utf8)
    #expect(try PropertyList.parse(Self.file([object])) == .string(text))
  }

  static func problem(_ bytes: [UInt8]) -> PropertyListError? {
    do {
      _ = try PropertyList.parse(bytes)
      return nil
    } catch {
      return error
    }
  }

  @Test("a file too short for its trailer, and trailers that lie, are refused with the byte")
  func badTrailers() {
    #expect(
      Self.problem(Array("bplist00".utf8) + [0, 0, 0])
        == PropertyListError(.offset(0), .tooShort(bytes: 11)))
    let fine = Self.file([[0x09]])
    let trailer = fine.count - 32
    #expect(
      Self.problem(Self.file([[0x09]]) { $0[6] = 0 })
        == PropertyListError(.offset(trailer + 6), .badTrailer("gives offsets 0 bytes")))
    #expect(
      Self.problem(Self.file([[0x09]]) { $0[7] = 9 })
        == PropertyListError(.offset(trailer + 7), .badTrailer("gives object references 9 bytes")))
    #expect(
      Self.problem(Self.file([[0x09]]) { $0[15] = 0 })?.problem
        == .badTrailer("declares no objects"))
    #expect(
      Self.problem(Self.file([[0x09]]) { $0[23] = 1 })?.problem
        == .badTrailer("names object 1 as the top of 1 objects"))
    // The offset table said to lie past the trailer, and one that reaches into it.
    #expect(Self.problem(Self.file([[0x09]]) { $0[31] = 200 })?.place == .offset(trailer + 24))
    #expect(Self.problem(Self.file([[0x09]]) { $0[15] = 3 })?.place == .offset(trailer + 24))
  }

  @Test("a count of objects no file could hold is refused before anything is allocated")
  func hugeCounts() {
    let file = Self.file([[0x09]]) { trailer in
      trailer.replaceSubrange(8..<16, with: Self.bigEndian(1 << 40, size: 8))
    }
    #expect(Self.problem(file)?.problem == .tooManyObjects(count: 1 << 40, limit: 1 << 24))
    // A data object that says it is 2^62 bytes long.
    let data: [UInt8] = [0x4F, 0x13] + Self.bigEndian(1 << 62, size: 8)
    #expect(Self.problem(Self.file([data]))?.problem == .runsPastEnd(what: "data", length: 1 << 62))
    let array: [UInt8] = [0xAF, 0x13] + Self.bigEndian(.max, size: 8)
    #expect(
      Self.problem(Self.file([array]))?.problem == .runsPastEnd(what: "an array", length: .max))
  }

  @Test("offsets and references out of range are refused")
  func outOfRange() {
    // Object 1's offset points at the offset table itself.
    var file = Self.file([[0xA1, 0x01], [0x09]])
    let table = file.count - 32 - 8
    file[table + 7] = UInt8(table)
    #expect(Self.problem(file)?.problem == .objectOutOfRange(object: 1, offset: UInt64(table)))
    #expect(
      Self.problem(Self.file([[0xA1, 0x05], [0x09]]))?.problem
        == .referenceOutOfRange(reference: 5, objects: 2))
    #expect(Self.problem(Self.file([[0x7A]]))?.problem == .unknownMarker(0x7A))
    #expect(
      Self.problem(Self.file([[0xD1, 0x01, 0x01], [0x09]]))?.problem
        == .keyNotString(found: "a boolean"))
    #expect(
      Self.problem(Self.file([[0x15] + [UInt8](repeating: 0, count: 32)]))?.problem
        == .integerTooWide)
    #expect(
      Self.problem(Self.file([[0x14] + Self.bigEndian(1, size: 8) + Self.bigEndian(0, size: 8)]))?
        .problem == .integerTooWide)
  }

  @Test("an array that contains itself is an error, not a hang")
  func cycles() {
    #expect(
      Self.problem(Self.file([[0xA1, 0x00]])) == PropertyListError(.offset(8), .cycle(object: 0)))
    // Through a dictionary and back.
    let file = Self.file([[0xA1, 0x01], [0xD1, 0x02, 0x00], Self.ascii("k")])
    #expect(Self.problem(file)?.problem == .cycle(object: 0))
  }

  @Test("shared references that expand past one value a byte are refused")
  func expansion() throws {
    // Object n holds object n+1 twice: 40 levels stand for 2^40 values in a few hundred bytes.
    var objects: [[UInt8]] = (0..<40).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] }
    objects.append([0x09])
    let problem = Self.problem(Self.file(objects))?.problem
    #expect(problem == .tooManyValues(limit: Self.file(objects).count + (1 << 16)))
    // Sharing that stays small (a string named by every entry) is what writers do, and is read.
    let shared = Self.file([[0xA8] + [UInt8](repeating: 1, count: 8), Self.ascii("s")])
    #expect(try PropertyList.parse(shared) == .array(Array(repeating: .string("s"), count: 8)))
  }

  @Test("nesting a million objects deep is refused at the limit, without a stack overflow")
  func deepNesting() {
    let count = 1_000_000
    var objects = (0..<count - 1).map { [0xA1] + Self.bigEndian(UInt64($0 + 1), size: 3) }
    objects.append([0x09])
    let problem = Self.problem(Self.file(objects, referenceSize: 3))?.problem
    #expect(problem == .tooDeep(limit: PropertyList.maxDepth))
  }
}
