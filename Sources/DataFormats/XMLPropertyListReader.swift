/// A reader of XML property lists (Apple's DTD PLIST 1.0): the declaration, a DOCTYPE,
/// comments and processing instructions, CDATA sections, XML's five entities and numeric
/// character references, and the elements `plist`, `dict`, `key`, `string`, `integer`, `real`,
/// `true`, `false`, `date`, `data` and `array`, each also in its empty `<x/>` form.
///
/// Invariants: the text is UTF-8 (a byte-order mark, UTF-16 with its mark and a declared
/// ISO-8859-1 are converted first); a `<string>`'s text is kept as written, white space and
/// all, as Foundation keeps it; containers nest at most `PropertyList.maxDepth` deep, so
/// hostile nesting is an error, never a stack overflow; what follows the top element is not
/// read, as Foundation reads none of it.
struct XMLPropertyListReader {
  private let bytes: [UInt8]
  private var position = 0

  private init(bytes: [UInt8]) { self.bytes = bytes }

  static func parse(_ raw: [UInt8]) throws(PropertyListError) -> PropertyList {
    var reader = XMLPropertyListReader(bytes: try utf8(raw))
    return try reader.document()
  }

  /// The text as UTF-8, from the encodings property lists are written in.
  private static func utf8(_ raw: [UInt8]) throws(PropertyListError) -> [UInt8] {
    if raw.starts(with: [0xFE, 0xFF]) || raw.starts(with: [0xFF, 0xFE]) {
      let bigEndian = raw[0] == 0xFE
      var units: [UInt16] = []
      units.reserveCapacity(raw.count / 2)
      var index = 2
      while index + 1 < raw.count {
        let (high, low) = bigEndian ? (raw[index], raw[index + 1]) : (raw[index + 1], raw[index])
        units.append(UInt16(high) << 8 | UInt16(low))
        index += 2
      }
      var text: [UInt8] = []
      let failed = transcode(
        units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: true,
        into: { text.append($0) })
      guard !failed else { throw PropertyListError(.line(1), .notText(encoding: "UTF-16")) }
      return text
    }
    var bytes = raw
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    let encoding = declaredEncoding(bytes)
    switch encoding?.lowercased() {
    case nil, "utf-8", "utf8", "us-ascii", "ascii": break
    case "iso-8859-1", "iso_8859-1", "latin1", "iso-latin-1":
      return Array(String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) })).utf8)
    default: throw PropertyListError(.line(1), .unsupportedEncoding(encoding ?? ""))
    }
    if let offset = UTF8Validation.firstInvalidOffset(bytes) {
      throw PropertyListError(.line(line(at: offset, in: bytes)), .notText(encoding: "UTF-8"))
    }
    return bytes
  }

  /// The `encoding` of an `<?xml ...?>` declaration at the start, if it names one.
  private static func declaredEncoding(_ bytes: [UInt8]) -> String? {
    guard bytes.starts(with: Array("<?xml".utf8)),
      let end = bytes.firstIndex(of: UInt8(ascii: ">"))
    else { return nil }
    let declaration = String(decoding: bytes[..<end], as: UTF8.self)
    guard let key = declaration.firstRange(of: "encoding") else { return nil }
    let rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
    return String(rest.dropFirst().prefix { $0 != quote })
  }

  private static func line(at offset: Int, in bytes: [UInt8]) -> Int {
    bytes[..<min(offset, bytes.count)].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
  }

  private func failure(_ problem: PropertyListError.Problem) -> PropertyListError {
    PropertyListError(.line(Self.line(at: position, in: bytes)), problem)
  }

  private var atEnd: Bool { position >= bytes.count }

  private func looksAt(_ text: String) -> Bool {
    bytes[position...].starts(with: text.utf8)
  }

  // MARK: Markup

  private struct Tag {
    let name: String
    let isEmpty: Bool
  }

  private mutating func document() throws(PropertyListError) -> PropertyList {
    try skipMarkup(allowingDoctype: true)
    guard !atEnd else { throw failure(.noValue) }
    guard bytes[position] == UInt8(ascii: "<"), !looksAt("</") else {
      throw failure(.textOutsideValue(snippet()))
    }
    let tag = try openTag()
    guard tag.name == "plist" else { return try value(of: tag, depth: 0) }
    guard !tag.isEmpty else { throw failure(.noValue) }
    try skipMarkup(allowingDoctype: false)
    guard !atEnd else { throw failure(.unexpectedEnd(inside: "<plist>")) }
    if looksAt("</") {
      try closeTag(of: "plist")
      throw failure(.noValue)
    }
    let value = try nextValue(depth: 0)
    try skipMarkup(allowingDoctype: false)
    guard !atEnd else { throw failure(.unexpectedEnd(inside: "<plist>")) }
    guard looksAt("</") else {
      throw failure(.malformedMarkup("<plist> holds more than one value"))
    }
    try closeTag(of: "plist")
    return value
  }

  /// Skips white space, comments and processing instructions (and a DOCTYPE where allowed).
  private mutating func skipMarkup(allowingDoctype: Bool) throws(PropertyListError) {
    while !atEnd {
      let byte = bytes[position]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        position += 1
      } else if looksAt("<!--") {
        try skip(past: "-->", what: "a comment")
      } else if looksAt("<?") {
        try skip(past: "?>", what: "a processing instruction")
      } else if allowingDoctype, looksAt("<!DOCTYPE") {
        try skipDoctype()
      } else {
        return
      }
    }
  }

  private mutating func skip(past end: String, what: String) throws(PropertyListError) {
    let start = position
    let pattern = Array(end.utf8)
    guard let range = bytes[position...].firstRange(of: pattern) else {
      position = start
      throw failure(.unexpectedEnd(inside: what))
    }
    position = range.upperBound
  }

  /// `<!DOCTYPE plist PUBLIC "..." "...">`, with an internal subset in brackets if any.
  private mutating func skipDoctype() throws(PropertyListError) {
    let start = position
    var quote: UInt8? = nil
    var inSubset = false
    while !atEnd {
      let byte = bytes[position]
      position += 1
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == 0x22 || byte == 0x27 {
        quote = byte
      } else if byte == UInt8(ascii: "[") {
        inSubset = true
      } else if byte == UInt8(ascii: "]") {
        inSubset = false
      } else if byte == UInt8(ascii: ">"), !inSubset {
        return
      }
    }
    position = start
    throw failure(.unexpectedEnd(inside: "the DOCTYPE"))
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x30 && byte <= 0x39)
      || byte == 0x2D || byte == 0x5F || byte == 0x3A || byte == 0x2E || byte >= 0x80
  }

  /// `<name attributes>` or `<name/>`, at a `<`.
  private mutating func openTag() throws(PropertyListError) -> Tag {
    let start = position
    position += 1
    let nameStart = position
    while !atEnd, Self.isNameByte(bytes[position]) { position += 1 }
    let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
    guard !name.isEmpty else {
      position = start
      throw failure(.malformedMarkup("a '<' begins no element"))
    }
    var quote: UInt8? = nil
    while !atEnd {
      let byte = bytes[position]
      position += 1
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == 0x22 || byte == 0x27 {
        quote = byte
      } else if byte == UInt8(ascii: ">") {
        return Tag(name: name, isEmpty: bytes[position - 2] == UInt8(ascii: "/"))
      } else if byte == UInt8(ascii: "<") {
        position -= 1
        throw failure(.malformedMarkup("the tag <\(name)> is not closed with '>'"))
      }
    }
    throw failure(.unexpectedEnd(inside: "the tag <\(name)>"))
  }

  /// `</name>`, at a `</`, which must close `open`.
  private mutating func closeTag(of open: String) throws(PropertyListError) {
    let start = position
    position += 2
    let nameStart = position
    while !atEnd, Self.isNameByte(bytes[position]) { position += 1 }
    let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
    while !atEnd, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    guard !atEnd else { throw failure(.unexpectedEnd(inside: "<\(open)>")) }
    guard bytes[position] == UInt8(ascii: ">"), name == open else {
      position = start
      throw failure(.unexpectedClose(found: name, open: open))
    }
    position += 1
  }

  /// A few characters of stray text, for a message.
  private func snippet() -> String {
    let text = bytes[position...].prefix { $0 != UInt8(ascii: "<") && $0 != 0x0A }.prefix(24)
    return String(decoding: text, as: UTF8.self).trimmingSpaces()
  }

  // MARK: Values

  /// The value element that must come next, at a `<` that opens one.
  private mutating func nextValue(depth: Int) throws(PropertyListError) -> PropertyList {
    guard bytes[position] == UInt8(ascii: "<") else {
      throw failure(.textOutsideValue(snippet()))
    }
    return try value(of: try openTag(), depth: depth)
  }

  private mutating func value(of tag: Tag, depth: Int) throws(PropertyListError) -> PropertyList {
    switch tag.name {
    case "dict":
      return tag.isEmpty ? .dictionary([:]) : try dictionary(depth: depth + 1)
    case "array":
      return tag.isEmpty ? .array([]) : try array(depth: depth + 1)
    case "string":
      return .string(tag.isEmpty ? "" : try text(of: "string"))
    case "integer":
      return try integer(tag.isEmpty ? "" : try text(of: "integer"))
    case "real":
      let text = tag.isEmpty ? "" : try text(of: "real")
      guard let value = Self.real(text.trimmingSpaces()) else { throw failure(.badReal(text)) }
      return .real(value)
    case "true", "false":
      if !tag.isEmpty {
        let inside = try text(of: tag.name)
        guard inside.trimmingSpaces().isEmpty else {
          throw failure(.malformedMarkup("<\(tag.name)> holds text"))
        }
      }
      return .boolean(tag.name == "true")
    case "date":
      let text = tag.isEmpty ? "" : try text(of: "date")
      guard let seconds = Self.date(text.trimmingSpaces()) else { throw failure(.badDate(text)) }
      return .date(secondsSince2001: seconds)
    case "data":
      return .data(tag.isEmpty ? [] : Self.base64(Array(try text(of: "data").utf8)))
    case "key":
      throw failure(.malformedMarkup("<key> stands outside a <dict>"))
    default:
      throw failure(.unknownElement(tag.name))
    }
  }

  private mutating func dictionary(depth: Int) throws(PropertyListError) -> PropertyList {
    guard depth <= PropertyList.maxDepth else {
      throw failure(.tooDeep(limit: PropertyList.maxDepth))
    }
    var entries: [String: PropertyList] = [:]
    while true {
      try skipMarkup(allowingDoctype: false)
      guard !atEnd else { throw failure(.unexpectedEnd(inside: "<dict>")) }
      guard bytes[position] == UInt8(ascii: "<") else {
        throw failure(.textOutsideValue(snippet()))
      }
      if looksAt("</") {
        try closeTag(of: "dict")
        return .dictionary(entries)
      }
      let keyStart = position
      let tag = try openTag()
      guard tag.name == "key" else {
        position = keyStart
        throw failure(.keyExpected(found: "<\(tag.name)>"))
      }
      let key = tag.isEmpty ? "" : try text(of: "key")
      try skipMarkup(allowingDoctype: false)
      guard !atEnd else { throw failure(.unexpectedEnd(inside: "<dict>")) }
      if looksAt("</") { throw failure(.valueMissing(key: key)) }
      if looksAt("<key>") || looksAt("<key/>") { throw failure(.valueMissing(key: key)) }
      entries[key] = try nextValue(depth: depth)
    }
  }

  private mutating func array(depth: Int) throws(PropertyListError) -> PropertyList {
    guard depth <= PropertyList.maxDepth else {
      throw failure(.tooDeep(limit: PropertyList.maxDepth))
    }
    var items: [PropertyList] = []
    while true {
      try skipMarkup(allowingDoctype: false)
      guard !atEnd else { throw failure(.unexpectedEnd(inside: "<array>")) }
      if looksAt("</") {
        try closeTag(of: "array")
        return .array(items)
      }
      items.append(try nextValue(depth: depth))
    }
  }

  /// The text up to `</name>`: entities and character references replaced, CDATA kept as
  /// written, comments dropped; another element inside is an error.
  private mutating func text(of name: String) throws(PropertyListError) -> String {
    var text: [UInt8] = []
    while true {
      guard let next = bytes[position...].firstIndex(where: { $0 == 0x3C || $0 == 0x26 }) else {
        position = bytes.count
        throw failure(.unexpectedEnd(inside: "<\(name)>"))
      }
      text += bytes[position..<next]
      position = next
      if bytes[position] == UInt8(ascii: "&") {
        text += try reference()
      } else if looksAt("</") {
        try closeTag(of: name)
        return String(decoding: text, as: UTF8.self)
      } else if looksAt("<![CDATA[") {
        position += 9
        guard let end = bytes[position...].firstRange(of: Array("]]>".utf8)) else {
          throw failure(.unexpectedEnd(inside: "a CDATA section"))
        }
        text += bytes[position..<end.lowerBound]
        position = end.upperBound
      } else if looksAt("<!--") {
        try skip(past: "-->", what: "a comment")
      } else {
        let inner = (try? openTag())?.name ?? "markup"
        throw failure(.malformedMarkup("<\(name)> holds <\(inner)>, not text"))
      }
    }
  }

  /// `&amp;` and its kin, or `&#NN;` / `&#xHH;`, at a `&`: the UTF-8 of what it stands for.
  private mutating func reference() throws(PropertyListError) -> [UInt8] {
    let start = position + 1
    guard let end = bytes[start...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
      let shown = String(decoding: bytes[start...].prefix(8), as: UTF8.self)
      throw failure(.unknownEntity(shown))
    }
    let name = String(decoding: bytes[start..<end], as: UTF8.self)
    let replacement: String
    switch name {
    case "amp": replacement = "&"
    case "lt": replacement = "<"
    case "gt": replacement = ">"
    case "apos": replacement = "'"
    case "quot": replacement = "\""
    default:
      guard name.hasPrefix("#") else { throw failure(.unknownEntity(name)) }
      let digits = name.dropFirst()
      let code =
        digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      guard let code, code != 0, let scalar = Unicode.Scalar(code),
        digits.allSatisfy({ $0.isHexDigit || $0 == "x" })
      else { throw failure(.badCharacterReference(name)) }
      replacement = String(Character(scalar))
    }
    position = end + 1
    return Array(replacement.utf8)
  }

  // MARK: Scalars

  /// Foundation's reading of `<integer>`: white space around, a minus sign (a plus is refused,
  /// as Foundation refuses it), decimal or `0x` hex, from -2^63 to 2^64-1.
  private func integer(_ raw: String) throws(PropertyListError) -> PropertyList {
    var text = Substring(raw.trimmingSpaces())
    guard !text.isEmpty else { throw failure(.badInteger(raw)) }
    var negative = false
    if text.first == "-" {
      negative = true
      text = text.dropFirst()
    }
    var radix = 10
    if text.hasPrefix("0x") || text.hasPrefix("0X") {
      radix = 16
      text = text.dropFirst(2)
    }
    let isDigit: (Character) -> Bool = { $0.isASCII && (radix == 16 ? $0.isHexDigit : $0.isNumber) }
    guard !text.isEmpty, text.allSatisfy(isDigit) else { throw failure(.badInteger(raw)) }
    guard let magnitude = UInt64(text, radix: radix) else {
      throw failure(.integerOverflow(raw.trimmingSpaces()))
    }
    if negative {
      guard magnitude <= UInt64(Int.max) + 1 else {
        throw failure(.integerOverflow(raw.trimmingSpaces()))
      }
      return .integer(magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude))
    }
    return magnitude <= UInt64(Int.max) ? .integer(Int(magnitude)) : .unsignedInteger(magnitude)
  }

  /// A real as `strtod` reads it, and Foundation's spellings of the infinities.
  private static func real(_ text: String) -> Double? {
    switch text.lowercased() {
    case "nan": return .nan
    case "inf", "infinity", "+inf", "+infinity": return .infinity
    case "-inf", "-infinity": return -.infinity
    default:
      guard let first = text.first, first.isNumber || first == "-" || first == "+" || first == "."
      else { return nil }
      return Double(text)
    }
  }

  /// `YYYY-MM-DDTHH:MM:SSZ` as seconds from 2001-01-01 00:00:00 UTC.
  static func date(_ text: String) -> Double? {
    let bytes = Array(text.utf8)
    guard bytes.count == 20, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x54,
      bytes[13] == 0x3A, bytes[16] == 0x3A, bytes[19] == 0x5A
    else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      guard bytes[range].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
      return bytes[range].reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
      (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
    else { return nil }
    // Days from 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra - 719_468
    let unix = days * 86_400 + hour * 3_600 + minute * 60 + second
    return Double(unix - 978_307_200)
  }

  /// Base64 as Foundation decodes a plist's `<data>`: characters outside the alphabet (white
  /// space, line breaks) are passed over, and `=` ends the data.
  static func base64(_ text: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(text.count * 3 / 4)
    var accumulator: UInt32 = 0
    var bits = 0
    for byte in text {
      let value: UInt32
      switch byte {
      case 0x41...0x5A: value = UInt32(byte - 0x41)
      case 0x61...0x7A: value = UInt32(byte - 0x61 + 26)
      case 0x30...0x39: value = UInt32(byte - 0x30 + 52)
      case 0x2B: value = 62
      case 0x2F: value = 63
      case 0x3D: return output
      default: continue
      }
      accumulator = accumulator << 6 | value
      bits += 6
      if bits >= 8 {
        bits -= 8
        output.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
      }
    }
    return output
  }
}

extension StringProtocol {
  /// Without the XML white space (space, tab, line feed, carriage return) at its ends.
  func trimmingSpaces() -> String {
    let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
    let last = scalars.lastIndex(where: { !isSpace($0) })!
    var kept = String.UnicodeScalarView()
    kept.append(contentsOf: scalars[first...last])
    return String(kept)
  }
}
