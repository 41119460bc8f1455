/// What a file's first bytes say it is.
public enum FileKind: String, Sendable, Equatable, Codable, CaseIterable {
  case png, jpeg, gif, webp, heic, avif, bmp, tiff, ico, icns, pdf, svg, text, unknown

  /// "this is a JPEG file", for error messages.
  public var phrase: String {
    switch self {
    case .png: return "this is a PNG file"
    case .jpeg: return "this is a JPEG file"
    case .gif: return "this is a GIF file"
    case .webp: return "this is a WebP file"
    case .heic: return "this is a HEIC file"
    case .avif: return "this is an AVIF file"
    case .bmp: return "this is a BMP file"
    case .tiff: return "this is a TIFF file"
    case .ico: return "this is a Windows ICO file"
    case .icns: return "this is a macOS ICNS file"
    case .pdf: return "this is a PDF file"
    case .svg: return "this is an SVG (XML) file"
    case .text: return "this is a text file"
    case .unknown: return "the signature is not one of any known image format"
    }
  }
}

/// How an almost-PNG signature was damaged; each has a known cause.
public enum SignatureDamage: Equatable, Sendable, CustomStringConvertible {
  /// Line endings were converted (CR or LF bytes added or removed): a text-mode transfer.
  case lineEndingsConverted
  /// The top bit of the first byte was cleared: a 7-bit transfer.
  case highBitStripped
  /// Some other byte differs from the signature.
  case bytesDiffer(at: [Int])

  public var description: String {
    switch self {
    case .lineEndingsConverted:
      return
        "its line-ending bytes were converted, as by a text-mode (ASCII) transfer; transfer the file as binary"
    case .highBitStripped:
      return "the top bit of its first byte was cleared, as by a 7-bit transfer"
    case .bytesDiffer(let offsets):
      let list = offsets.map(String.init).joined(separator: ", ")
      return "byte\(offsets.count == 1 ? "" : "s") \(list) differ from the PNG signature"
    }
  }
}

/// Classifies the first bytes of a file.
public enum FileSignature {
  public static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Checks the PNG signature, naming the format or the damage when it is not one.
  public static func validatePNG(_ bytes: [UInt8]) throws(PNGError) {
    if bytes.isEmpty { throw PNGError(.empty) }
    if bytes.starts(with: png) { return }
    if bytes.count < png.count && png.starts(with: bytes) {
      throw PNGError(.truncated(chunk: nil, atByte: bytes.count))
    }
    if let damage = damage(bytes) { throw PNGError(.damagedSignature(damage)) }
    throw PNGError(.notPNG(kind(of: bytes)))
  }

  /// The damage to a signature that is recognisably PNG's, or nil.
  static func damage(_ bytes: [UInt8]) -> SignatureDamage? {
    let head = Array(bytes.prefix(12))
    let name: [UInt8] = [0x50, 0x4E, 0x47]
    guard head.count >= 4 else { return nil }
    let nameMatches = head[1...3].elementsEqual(name)
    if head[0] == 0x09 && nameMatches { return .highBitStripped }
    // A text-mode transfer rewrites the CR and LF bytes around the 0x1A:
    // the run before it should be CR LF, the one after it LF.
    if head[0] == 0x89 && nameMatches {
      let isNewline: (UInt8) -> Bool = { $0 == 0x0D || $0 == 0x0A }
      let before = Array(head[4...].prefix(while: isNewline))
      let marker = 4 + before.count
      if marker < head.count && head[marker] == 0x1A {
        let after = Array(head[(marker + 1)...].prefix(while: isNewline))
        if !before.isEmpty && !after.isEmpty && (before != [0x0D, 0x0A] || after.first != 0x0A) {
          return .lineEndingsConverted
        }
      }
    }
    guard bytes.count >= 8 else { return nil }
    let differing = (0..<8).filter { bytes[$0] != png[$0] }
    // Two or fewer wrong bytes: damage; more is some other file.
    return differing.count <= 2 ? .bytesDiffer(at: differing) : nil
  }

  /// The format the first bytes announce.
  public static func kind(of bytes: [UInt8]) -> FileKind {
    func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
      bytes.count >= offset + prefix.count
        && bytes[offset..<offset + prefix.count].elementsEqual(prefix)
    }
    func ascii(_ text: String, at offset: Int = 0) -> Bool { starts(Array(text.utf8), at: offset) }

    if starts(png) { return .png }
    if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
    if ascii("GIF87a") || ascii("GIF89a") { return .gif }
    if ascii("RIFF") && ascii("WEBP", at: 8) { return .webp }
    if ascii("ftyp", at: 4) {
      for brand in ["avif", "avis"] where ascii(brand, at: 8) { return .avif }
      for brand in ["heic", "heix", "hevc", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]
      where ascii(brand, at: 8) {
        return .heic
      }
    }
    if ascii("BM") && bytes.count >= 14 { return .bmp }
    if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
    if starts([0x00, 0x00, 0x01, 0x00]) { return .ico }
    if ascii("icns") { return .icns }
    if ascii("%PDF") { return .pdf }
    let lead = bytes.prefix(512).drop(while: {
      [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0)
    })
    if lead.starts(with: Array("<svg".utf8)) || lead.starts(with: Array("<?xml".utf8)) {
      return String(decoding: bytes.prefix(4096), as: UTF8.self).contains("<svg") ? .svg : .text
    }
    let sample = bytes.prefix(512)
    if !sample.isEmpty
      && sample.allSatisfy({ $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || (0x20..<0x7F).contains($0) })
    {
      return .text
    }
    return .unknown
  }
}
