/// A PNG file's chunk structure, walked and validated without decoding pixels.
///
/// Invariant: the signature, every chunk length, every critical CRC, the IHDR
/// fields and the chunk order were valid, and the declared size is within the
/// limits. Image data may still be corrupt inside its zlib stream.
struct PNGStructure: Sendable {
  var facts: PNGFacts
  /// Where the image data of each IDAT chunk lies, in order.
  var imageData: [Range<Int>]
  /// The compressed profile inside `iCCP` (zlib, or raw deflate for CgBI).
  var iccProfileData: Range<Int>?

  /// Walks `bytes` chunk by chunk; throws at the first thing a reader must refuse.
  init(scanning bytes: [UInt8], limits: DecodeLimits) throws(PNGError) {
    try FileSignature.validatePNG(bytes)
    var walker = ChunkWalker(bytes: bytes, limits: limits)
    try walker.walk()
    guard let header = walker.header else { throw PNGError(.missingChunk("IHDR")) }
    if walker.imageData.isEmpty { throw PNGError(.missingChunk("IDAT")) }
    if header.colorType == .palette && walker.paletteSize == nil {
      throw PNGError(.missingChunk("PLTE"))
    }
    facts = PNGFacts(
      width: header.width, height: header.height, bitDepth: header.bitDepth,
      colorType: header.colorType, interlaced: header.interlaced, chunks: walker.chunks,
      hasTRNS: walker.hasTRNS, paletteSize: walker.paletteSize, gamma: walker.gamma,
      srgbIntent: walker.srgbIntent, iccProfileName: walker.iccProfileName,
      textChunkCount: walker.textChunks, fileSize: bytes.count, appleOptimized: walker.isCgBI,
      warnings: walker.warnings)
    imageData = walker.imageData
    iccProfileData = walker.iccProfileData
  }
}

/// IHDR's fields, validated.
struct PNGHeader: Sendable, Equatable {
  var width: Int
  var height: Int
  var bitDepth: Int
  var colorType: PNGColorType
  var interlaced: Bool

  init(_ data: ArraySlice<UInt8>) throws(PNGError) {
    guard data.count == 13 else {
      throw PNGError(.invalidHeader("IHDR is \(data.count) bytes long; it must be 13"))
    }
    let base = data.startIndex
    width = Int(readBigEndian32(data, at: base))
    height = Int(readBigEndian32(data, at: base + 4))
    bitDepth = Int(data[base + 8])
    let typeCode = Int(data[base + 9])
    let compression = data[base + 10]
    let filter = data[base + 11]
    let interlace = data[base + 12]
    guard width > 0, height > 0 else {
      throw PNGError(
        .invalidHeader("the image is \(width)x\(height); both sides must be at least 1"))
    }
    guard width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
      throw PNGError(.invalidHeader("width or height is over the PNG maximum of 2^31-1"))
    }
    guard let type = PNGColorType(rawValue: typeCode) else {
      throw PNGError(
        .invalidHeader("colour type \(typeCode) is not a PNG colour type (0, 2, 3, 4 or 6)"))
    }
    colorType = type
    guard type.allowedBitDepths.contains(bitDepth) else {
      let allowed = type.allowedBitDepths.map(String.init).joined(separator: ", ")
      throw PNGError(
        .invalidHeader(
          "bit depth \(bitDepth) is not allowed for \(type.name) (allowed: \(allowed))"))
    }
    guard compression == 0 else {
      throw PNGError(.invalidHeader("compression method \(compression) is unknown (must be 0)"))
    }
    guard filter == 0 else {
      throw PNGError(.invalidHeader("filter method \(filter) is unknown (must be 0)"))
    }
    guard interlace <= 1 else {
      throw PNGError(.invalidHeader("interlace method \(interlace) is unknown (must be 0 or 1)"))
    }
    interlaced = interlace == 1
  }
}

func readBigEndian32(_ bytes: ArraySlice<UInt8>, at offset: Int) -> UInt32 {
  UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
    | UInt32(bytes[offset + 3])
}

/// The state of one walk over a file's chunks.
private struct ChunkWalker {
  let bytes: [UInt8]
  let limits: DecodeLimits
  var chunks: [PNGChunk] = []
  var header: PNGHeader?
  var isCgBI = false
  var paletteSize: Int?
  var hasTRNS = false
  var gamma: Double?
  var srgbIntent: RenderingIntent?
  var iccProfileName: String?
  var iccProfileData: Range<Int>?
  var textChunks = 0
  var imageData: [Range<Int>] = []
  var warnings: [String] = []
  var sawEnd = false
  /// The IDAT run has ended: another IDAT would be out of place.
  var imageDataClosed = false

  init(bytes: [UInt8], limits: DecodeLimits) {
    self.bytes = bytes
    self.limits = limits
  }

  mutating func walk() throws(PNGError) {
    var offset = FileSignature.png.count
    while !sawEnd {
      guard offset < bytes.count else { throw PNGError(.truncated(chunk: nil, atByte: offset)) }
      guard bytes.count - offset >= 8 else {
        throw PNGError(.truncated(chunk: nil, atByte: bytes.count))
      }
      let length = readBigEndian32(bytes[...], at: offset)
      let typeBytes = bytes[(offset + 4)..<(offset + 8)]
      guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) })
      else {
        throw PNGError(.badChunkType(atByte: offset + 4, bytes: Array(typeBytes)))
      }
      let type = String(decoding: typeBytes, as: UTF8.self)
      guard length <= 0x7FFF_FFFF else {
        throw PNGError(.badChunkLength(chunk: type, atByte: offset, length: length))
      }
      let dataRange = (offset + 8)..<(offset + 8 + Int(length))
      guard dataRange.upperBound + 4 <= bytes.count else {
        throw PNGError(.truncated(chunk: type, atByte: bytes.count))
      }
      let chunk = PNGChunk(type: type, length: Int(length), offset: offset)
      guard chunks.count < limits.maxChunks else {
        throw PNGError(.tooManyChunks(limit: limits.maxChunks))
      }
      chunks.append(chunk)
      let stored = readBigEndian32(bytes[...], at: dataRange.upperBound)
      let computed = bytes.withUnsafeBytes { raw in
        Zlib.crc32(UnsafeRawBufferPointer(rebasing: raw[(offset + 4)..<dataRange.upperBound]))
      }
      offset = dataRange.upperBound + 4
      if stored != computed {
        if chunk.isCritical { throw PNGError(.crcMismatch(chunk: type, atByte: chunk.offset)) }
        warnings.append("CRC mismatch in chunk \(type) at byte \(chunk.offset): chunk ignored")
        continue
      }
      try visit(chunk, data: bytes[dataRange])
    }
    if offset < bytes.count {
      warnings.append("\(bytes.count - offset) bytes after IEND are ignored")
    }
  }

  mutating func visit(_ chunk: PNGChunk, data: ArraySlice<UInt8>) throws(PNGError) {
    let type = chunk.type
    let position = chunks.count - 1
    if type != "IDAT" && !imageData.isEmpty { imageDataClosed = true }
    if header == nil && type != "IHDR" && !(type == "CgBI" && position == 0) {
      throw PNGError(.misplacedChunk(type, reason: "the first chunk must be IHDR"))
    }
    switch type {
    case "CgBI":
      isCgBI = true
    case "IHDR":
      guard header == nil else {
        throw PNGError(.misplacedChunk("IHDR", reason: "IHDR appears twice"))
      }
      let parsed = try PNGHeader(data)
      try limits.check(width: parsed.width, height: parsed.height)
      header = parsed
    case "PLTE":
      try visitPalette(data)
    case "tRNS":
      try visitTransparency(data)
    case "IDAT":
      if imageDataClosed {
        throw PNGError(.misplacedChunk("IDAT", reason: "IDAT chunks must follow one another"))
      }
      imageData.append(chunk.dataRange)
    case "IEND":
      if chunk.length != 0 { warnings.append("IEND carries \(chunk.length) bytes of data") }
      sawEnd = true
    case "gAMA":
      if data.count == 4, imageData.isEmpty {
        gamma = Double(readBigEndian32(data, at: data.startIndex)) / 100_000
      }
    case "sRGB":
      if data.count == 1, imageData.isEmpty {
        srgbIntent = RenderingIntent(rawValue: Int(data[data.startIndex]))
      }
    case "iCCP":
      visitProfile(data, range: chunk.dataRange)
    case "tEXt", "zTXt", "iTXt":
      textChunks += 1
    default:
      if chunk.isCritical { throw PNGError(.unknownCriticalChunk(type)) }
    }
  }

  mutating func visitPalette(_ data: ArraySlice<UInt8>) throws(PNGError) {
    guard let header, paletteSize == nil, imageData.isEmpty else {
      throw PNGError(
        .misplacedChunk(
          "PLTE", reason: paletteSize == nil ? "PLTE must come before IDAT" : "PLTE appears twice"))
    }
    let entries = data.count / 3
    guard data.count % 3 == 0, (1...256).contains(entries) else {
      throw PNGError(
        .misplacedChunk("PLTE", reason: "PLTE is \(data.count) bytes: not 1 to 256 RGB entries"))
    }
    if header.colorType == .gray || header.colorType == .grayAlpha {
      throw PNGError(.misplacedChunk("PLTE", reason: "a grayscale image cannot have a palette"))
    }
    if header.colorType == .palette && entries > 1 << header.bitDepth {
      throw PNGError(
        .misplacedChunk(
          "PLTE",
          reason: "\(entries) entries do not fit in \(header.bitDepth)-bit indices"))
    }
    paletteSize = entries
  }

  mutating func visitTransparency(_ data: ArraySlice<UInt8>) throws(PNGError) {
    guard let header, imageData.isEmpty else {
      throw PNGError(.misplacedChunk("tRNS", reason: "tRNS must come before IDAT"))
    }
    hasTRNS = true
    switch header.colorType {
    case .palette:
      guard let paletteSize else {
        throw PNGError(.misplacedChunk("tRNS", reason: "tRNS must come after PLTE"))
      }
      if data.count > paletteSize {
        warnings.append("tRNS has \(data.count) entries for a \(paletteSize)-colour palette")
      }
    case .gray where data.count != 2, .rgb where data.count != 6:
      warnings.append("tRNS has the wrong length (\(data.count) bytes) and is ignored")
    case .grayAlpha, .rgba:
      warnings.append("tRNS in an image with an alpha channel is ignored by readers")
    default:
      break
    }
  }

  mutating func visitProfile(_ data: ArraySlice<UInt8>, range: Range<Int>) {
    // Name (1-79 Latin-1 bytes), NUL, compression method, compressed profile.
    guard let nul = data.prefix(80).firstIndex(of: 0), nul > data.startIndex,
      nul + 2 <= data.endIndex
    else {
      warnings.append("iCCP has no valid profile name and is ignored")
      return
    }
    iccProfileName = String(data[data.startIndex..<nul].map { Character(Unicode.Scalar($0)) })
    iccProfileData = (nul + 2)..<range.upperBound
  }
}
