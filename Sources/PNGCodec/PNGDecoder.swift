import CPNGShim
import Raster

/// Decodes PNG bytes, standard or Apple-optimized (CgBI), to straight-alpha RGBA.
///
/// Invariant: every file is walked and validated by the chunk scanner first,
/// and refused before any pixel is allocated when it breaks `limits`.
/// Standard files go through libpng (inside the C shim); CgBI files through
/// iconsmith's own path, which libpng cannot take. Safe to use from many
/// threads at once.
public struct PNGDecoder: Sendable {
  public var limits: DecodeLimits

  public init(limits: DecodeLimits = .default) {
    self.limits = limits
  }

  /// Sample depth of the decoded pixels.
  public enum Depth: Sendable {
    /// Always 8 bits (16-bit files rounded).
    case eight
    /// 16 bits for 16-bit files, 8 bits otherwise.
    case native
  }

  /// The facts a file declares, without decoding pixels (no translucency count).
  public func inspect(_ bytes: [UInt8], file: String? = nil) throws(PNGError) -> PNGFacts {
    do {
      return try PNGStructure(scanning: bytes, limits: limits).facts
    } catch {
      throw error.naming(file)
    }
  }

  /// Decodes the whole file: every chunk, CRC and the zlib stream are verified.
  public func decode(_ bytes: [UInt8], depth: Depth = .eight, file: String? = nil) throws(PNGError)
    -> DecodedPNG
  {
    do {
      let structure = try PNGStructure(scanning: bytes, limits: limits)
      var facts = structure.facts
      if facts.appleOptimized {
        let image = try CgBIDecoder(structure: structure, bytes: bytes).decode(depth: depth)
        return DecodedPNG(facts: facts, image: image, alpha: image.alphaSummary)
      }
      let decoded = try decodeWithLibpng(
        bytes, facts: facts, keep16: depth == .native && facts.is16Bit)
      facts.warnings += decoded.warnings
      return DecodedPNG(facts: facts, image: decoded.image, alpha: decoded.alpha)
    } catch {
      throw error.naming(file)
    }
  }

  /// The ICC profile stored in `iCCP`, inflated; nil when there is none.
  public func iccProfile(_ bytes: [UInt8], file: String? = nil) throws(PNGError) -> [UInt8]? {
    let structure: PNGStructure
    do {
      structure = try PNGStructure(scanning: bytes, limits: limits)
    } catch {
      throw error.naming(file)
    }
    guard let range = structure.iccProfileData else { return nil }
    let framing: Zlib.Framing = structure.facts.appleOptimized ? .raw : .zlib
    let result = bytes.withUnsafeBytes {
      Zlib.inflate($0, pieces: [range], framing: framing, cap: limits.maxAncillaryChunkBytes * 16)
    }
    switch result {
    case .success(let profile): return profile
    case .failure(let failure):
      throw PNGError(.corruptImageData("the ICC profile does not inflate: \(failure)"), file: file)
    }
  }

  /// The colour-space chunks of a file (sRGB, gAMA, cHRM, iCCP), ready to be
  /// written again by ``PNGEncoder`` so a conversion keeps how colours look.
  public func colorChunks(_ bytes: [UInt8], file: String? = nil) throws(PNGError) -> PNGColorChunks
  {
    try colorChunks(bytes, facts: inspect(bytes, file: file), file: file)
  }

  /// The colour chunks of a file whose chunks were already listed (`facts` of these bytes).
  public func colorChunks(_ bytes: [UInt8], facts: PNGFacts, file: String? = nil) throws(PNGError)
    -> PNGColorChunks
  {
    var chunks = PNGColorChunks(srgbIntent: facts.srgbIntent)
    if let gamma = facts.gamma { chunks.gamma = UInt32((gamma * 100_000).rounded()) }
    if let chromaticities = facts.chunks.first(where: { $0.type == "cHRM" && $0.length == 32 }) {
      chunks.chromaticities = Array(bytes[chromaticities.dataRange])
    }
    if let name = facts.iccProfileName, let profile = try iccProfile(bytes, file: file) {
      chunks.iccProfile = PNGColorChunks.ICCProfile(name: name, data: profile)
    }
    return chunks
  }

  private func decodeWithLibpng(_ bytes: [UInt8], facts: PNGFacts, keep16: Bool) throws(PNGError)
    -> (image: DecodedImage, alpha: AlphaSummary, warnings: [String])
  {
    var options = isp_limits(
      max_width: UInt32(clamping: limits.maxSide), max_height: UInt32(clamping: limits.maxSide),
      max_pixels: UInt64(limits.maxPixels), max_memory: UInt64(limits.maxLibpngMemory),
      max_chunk_bytes: UInt64(limits.maxAncillaryChunkBytes))
    var result = isp_decode_result()
    // The scanner has read IHDR and checked the limits: the buffer is allocated
    // here, at its exact size, and libpng decodes straight into it.
    let sampleCount = facts.width * facts.height * 4
    func run(_ buffer: UnsafeMutableRawBufferPointer) -> isp_status {
      bytes.withUnsafeBufferPointer { input in
        isp_decode(
          input.baseAddress, input.count, keep16 ? 1 : 0, &options,
          buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), buffer.count, &result)
      }
    }
    var status = ISP_OK
    let image: DecodedImage
    if keep16 {
      let samples = [UInt16](unsafeUninitializedCapacity: sampleCount) { buffer, initialized in
        status = run(UnsafeMutableRawBufferPointer(buffer))
        initialized = sampleCount
      }
      image = .rgba16(RGBA16Image(width: facts.width, height: facts.height, samples: samples)!)
    } else {
      let pixels = [UInt8](unsafeUninitializedCapacity: sampleCount) { buffer, initialized in
        status = run(UnsafeMutableRawBufferPointer(buffer))
        initialized = sampleCount
      }
      image = .rgba8(RGBAImage(width: facts.width, height: facts.height, pixels: pixels)!)
    }
    let warnings = (0..<Int(min(result.warning_count, ISP_WARNINGS_MAX))).compactMap { index in
      isp_warning_at(&result, Int32(index)).map { String(cString: $0) }
    }
    let dataWarnings = (0..<Int(min(result.data_warning_count, ISP_WARNINGS_MAX))).compactMap {
      index in isp_data_warning_at(&result, Int32(index)).map { String(cString: $0) }
    }
    // Pixels libpng doubted are not trusted, whether it went on or stopped after the doubt
    // (a refused memory budget says more, and wins).
    let damage = LibpngMessage.damage(
      amongDataWarnings: dataWarnings, raised: Int(result.data_warning_count))
    if let damage, status == ISP_OK || status == ISP_ERR_LIBPNG {
      throw PNGError(damage.problemAsDataWarning)
    }
    guard status == ISP_OK else {
      throw PNGError(problem(for: status, result: &result, warnings: warnings))
    }
    let total = facts.width * facts.height
    let opaque = Int(result.opaque_pixels)
    let transparent = Int(result.transparent_pixels)
    let alpha = AlphaSummary(
      opaque: opaque, transparent: transparent, partial: total - opaque - transparent)
    return (image, alpha, warnings)
  }

  private func problem(
    for status: isp_status, result: inout isp_decode_result, warnings: [String]
  ) -> PNGError.Problem {
    let message = withUnsafeBytes(of: &result.message) { raw in
      String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
    }
    switch status {
    case ISP_ERR_MEMORY_BUDGET:
      return .memoryBudgetExceeded(limit: limits.maxLibpngMemory)
    case ISP_ERR_PIXEL_BUDGET:
      return .pixelsOverLimit(
        width: Int(result.width), height: Int(result.height), maxPixels: limits.maxPixels)
    case ISP_ERR_PALETTE_INDEX:
      return .paletteIndexOutOfRange(
        index: Int(result.bad_index), paletteSize: Int(result.palette_size),
        row: Int(result.bad_index_row))
    case ISP_ERR_OUT_OF_MEMORY:
      return .memoryBudgetExceeded(limit: limits.maxPixels * 8)
    default:
      return LibpngMessage(message).problem(after: warnings)
    }
  }

  /// The libpng version the shim runs against.
  public static var libpngVersion: String { String(cString: isp_libpng_version()) }
  /// The zlib version the codec runs against.
  public static var zlibVersion: String { Zlib.version }
}

/// A decoded file: its facts and its pixels.
public struct DecodedPNG: Sendable {
  public let facts: PNGFacts
  public let image: DecodedImage
  /// Counts of opaque, transparent and partly transparent pixels.
  public let alpha: AlphaSummary

  public init(facts: PNGFacts, image: DecodedImage, alpha: AlphaSummary) {
    self.facts = facts
    self.image = image
    self.alpha = alpha
  }
}

/// Decoded pixels at the depth asked for.
public enum DecodedImage: Sendable, Equatable {
  case rgba8(RGBAImage)
  case rgba16(RGBA16Image)

  public var width: Int {
    switch self {
    case .rgba8(let image): return image.width
    case .rgba16(let image): return image.width
    }
  }

  public var height: Int {
    switch self {
    case .rgba8(let image): return image.height
    case .rgba16(let image): return image.height
    }
  }

  /// The pixels at 8 bits (16-bit rounded).
  public var rgba8: RGBAImage {
    switch self {
    case .rgba8(let image): return image
    case .rgba16(let image): return image.rounded8
    }
  }

  public var alphaSummary: AlphaSummary {
    switch self {
    case .rgba8(let image): return image.alphaSummary
    case .rgba16(let image): return image.alphaSummary
    }
  }
}
