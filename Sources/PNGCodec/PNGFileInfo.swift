import Raster
import Utilities

/// What `iconsmith info` says of one file: its PNG facts and pixel alpha, or why it could not
/// be read, as text for a terminal or as JSON.
///
/// Invariant: `facts` and `alpha` are both set, or `error` is.
public struct PNGFileInfo: Encodable, Sendable {
  public let path: String
  public let facts: PNGFacts?
  public let alpha: AlphaSummary?
  public let error: String?

  /// Reads the file with `read` and decodes it in full, so a corrupt file is reported too.
  public init(path: String, decoder: PNGDecoder, read: () throws -> [UInt8]) {
    self.path = path
    do {
      let bytes = try read()
      let decoded = try decoder.decode(bytes, depth: .native, file: path)
      facts = decoded.facts
      alpha = decoded.alpha
      error = nil
    } catch {
      facts = nil
      alpha = nil
      self.error = "\(error)"
    }
  }

  /// The facts, one labelled line each, under the path.
  public var text: String {
    guard let facts, let alpha else { return "\(path)\n  unreadable      see the error below\n" }
    var lines = ["\(path)"]
    func add(_ label: String, _ value: String) {
      lines.append("  " + label + String(repeating: " ", count: max(0, 16 - label.count)) + value)
    }
    add("dimensions", "\(facts.width) x \(facts.height) px")
    let palette = facts.paletteSize.map { ", \($0) colours" } ?? ""
    add(
      "format",
      "\(facts.bitDepth)-bit \(facts.colorType.name) (colour type \(facts.colorType.rawValue)\(palette)), "
        + (facts.interlaced ? "Adam7 interlaced" : "not interlaced"))
    add("alpha", Self.alphaText(facts: facts, alpha: alpha))
    add("colour space", Self.colourText(facts))
    add("text chunks", "\(facts.textChunkCount)")
    add("file size", "\(facts.fileSize.grouped) bytes")
    add(
      "Apple-optimized",
      facts.appleOptimized ? "yes (CgBI): run `iconsmith convert` for a standard PNG" : "no")
    add("chunks", Self.chunkText(facts.chunks))
    for warning in facts.warnings { add("warning", warning) }
    return lines.joined(separator: "\n") + "\n"
  }

  static func alphaText(facts: PNGFacts, alpha: AlphaSummary) -> String {
    let carrier: String
    switch (facts.hasAlphaChannel, facts.hasTRNS) {
    case (true, true): carrier = "alpha channel and tRNS chunk"
    case (true, false): carrier = "alpha channel"
    case (false, true): carrier = "tRNS chunk"
    case (false, false): return "none (no alpha channel, no tRNS)"
    }
    if alpha.isOpaque { return "\(carrier), but every pixel is opaque" }
    let translucent = alpha.translucent
    return
      "\(carrier); \(translucent.grouped) of \(alpha.pixelCount.grouped) pixels translucent "
      + "(\(alpha.transparent.grouped) transparent, \(alpha.partial.grouped) partly)"
  }

  static func colourText(_ facts: PNGFacts) -> String {
    var parts: [String] = []
    if let name = facts.iccProfileName { parts.append("ICC profile \"\(name)\"") }
    if let intent = facts.srgbIntent { parts.append("sRGB (\(intent.name))") }
    if let gamma = facts.gamma { parts.append("gamma \(gamma)") }
    return parts.isEmpty ? "untagged (shown as sRGB)" : parts.joined(separator: ", ")
  }

  /// Chunks in order; a run of the same type is folded ("IDAT x12, 98,304 bytes").
  static func chunkText(_ chunks: [PNGChunk]) -> String {
    var runs: [(type: String, count: Int, bytes: Int)] = []
    for chunk in chunks {
      if let last = runs.last, last.type == chunk.type {
        runs[runs.count - 1] = (last.type, last.count + 1, last.bytes + chunk.length)
      } else {
        runs.append((chunk.type, 1, chunk.length))
      }
    }
    return runs.map { run in
      run.count == 1
        ? "\(run.type) \(run.bytes.grouped)" : "\(run.type) x\(run.count) \(run.bytes.grouped)"
    }.joined(separator: ", ")
  }

  private enum Key: String, CodingKey {
    case path, error, width, height, bitDepth, colorType, colorTypeCode, interlaced, alphaChannel
    case tRNS, translucentPixels, transparentPixels, partialPixels, gamma, sRGB, iccProfile
    case textChunks, fileSize, appleOptimized, chunks, warnings, paletteSize
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(path, forKey: .path)
    guard let facts, let alpha else {
      try container.encode(error, forKey: .error)
      return
    }
    try container.encode(facts.width, forKey: .width)
    try container.encode(facts.height, forKey: .height)
    try container.encode(facts.bitDepth, forKey: .bitDepth)
    try container.encode(facts.colorType.name, forKey: .colorType)
    try container.encode(facts.colorType.rawValue, forKey: .colorTypeCode)
    try container.encode(facts.interlaced, forKey: .interlaced)
    try container.encode(facts.hasAlphaChannel, forKey: .alphaChannel)
    try container.encode(facts.hasTRNS, forKey: .tRNS)
    try container.encode(alpha.translucent, forKey: .translucentPixels)
    try container.encode(alpha.transparent, forKey: .transparentPixels)
    try container.encode(alpha.partial, forKey: .partialPixels)
    try container.encode(facts.gamma, forKey: .gamma)
    try container.encode(facts.srgbIntent?.name, forKey: .sRGB)
    try container.encode(facts.iccProfileName, forKey: .iccProfile)
    try container.encode(facts.paletteSize, forKey: .paletteSize)
    try container.encode(facts.textChunkCount, forKey: .textChunks)
    try container.encode(facts.fileSize, forKey: .fileSize)
    try container.encode(facts.appleOptimized, forKey: .appleOptimized)
    try container.encode(facts.chunks, forKey: .chunks)
    try container.encode(facts.warnings, forKey: .warnings)
  }
}
