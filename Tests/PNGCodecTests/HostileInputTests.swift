import PNGCodec
import Raster
import SampleArt
import TestSupport
import Testing

/// Damaged and hostile files: each gives its typed error at once, never a
/// crash, a hang or a large allocation.
struct HostileInputTests {
  @Test("a PNG cut at every byte is refused as truncated at that byte")
  func truncatedEverywhere() throws {
    let bytes = try HostileFiles.smallPNG()
    let chunks = try PNGDecoder().inspect(bytes).chunks
    for length in 0..<bytes.count {
      let error = #expect(throws: PNGError.self) {
        try PNGDecoder().decode(Array(bytes.prefix(length)))
      }
      guard let problem = error?.problem else { continue }
      if length == 0 {
        #expect(problem == .empty)
        continue
      }
      // Cut inside a chunk: that chunk is named; cut between chunks: none is.
      let inside = chunks.first { length > $0.offset && length < $0.offset + 12 + $0.length }
      let expected: PNGError.Problem =
        length < 8 || inside == nil || length - inside!.offset < 8
        ? .truncated(chunk: nil, atByte: length) : .truncated(chunk: inside!.type, atByte: length)
      #expect(problem == expected, "cut at \(length)")
    }
  }

  @Test("a flipped byte in a critical chunk is a CRC mismatch; in an ancillary one, a warning")
  func flippedBytes() throws {
    let bytes = try HostileFiles.smallPNG()
    let chunks = try PNGDecoder().inspect(bytes).chunks
    for position in 0..<bytes.count {
      var damaged = bytes
      damaged[position] ^= 0xFF
      let chunk = chunks.first { position >= $0.offset && position < $0.offset + 12 + $0.length }
      let result = Result { () throws(PNGError) in try PNGDecoder().decode(damaged) }
      guard let chunk else {
        // The signature.
        guard case .failure(let error) = result, case .damagedSignature = error.problem else {
          Issue.record("flip at \(position) in the signature was not reported as damage: \(result)")
          continue
        }
        continue
      }
      let inLengthField = position < chunk.offset + 4
      let inTypeField = !inLengthField && position < chunk.offset + 8
      if inLengthField {
        #expect(throws: PNGError.self, "flip at \(position) in \(chunk.type)'s length") {
          try result.get()
        }
      } else if inTypeField {
        let error = #expect(throws: PNGError.self) { try result.get() }
        #expect(
          error?.problem
            == .badChunkType(
              atByte: chunk.offset + 4,
              bytes: Array(damaged[(chunk.offset + 4)..<(chunk.offset + 8)])))
      } else if chunk.isCritical {
        let error = #expect(throws: PNGError.self) { try result.get() }
        #expect(
          error?.problem == .crcMismatch(chunk: chunk.type, atByte: chunk.offset),
          "flip at \(position)")
      } else {
        let decoded = try result.get()
        #expect(
          decoded.facts.warnings.contains { $0.contains("CRC mismatch in chunk \(chunk.type)") })
      }
    }
  }

  @Test("an empty file is named as empty")
  func emptyFile() {
    let error = #expect(throws: PNGError.self) { try PNGDecoder().decode([], file: "Icon.png") }
    #expect(error == PNGError(.empty, file: "Icon.png"))
    #expect(error?.description == "Icon.png: not a PNG: the file is empty (0 bytes)")
  }

  @Test(
    "other formats named .png are named by their real format",
    arguments: HostileFiles.otherFormats.indices)
  func otherFormats(index: Int) {
    let (kind, bytes) = HostileFiles.otherFormats[index]
    let error = #expect(throws: PNGError.self) { try PNGDecoder().decode(bytes) }
    #expect(error?.problem == .notPNG(kind))
  }

  @Test("a JPEG says so in plain words")
  func jpegMessage() {
    let error = #expect(throws: PNGError.self) {
      try PNGDecoder().decode(HostileFiles.otherFormats[0].1, file: "Icon.png")
    }
    #expect(error?.description == "Icon.png: not a PNG: this is a JPEG file")
  }

  @Test("huge declared dimensions are refused before any pixel is allocated")
  func hugeDimensions() {
    let error = #expect(throws: PNGError.self) {
      try PNGDecoder().decode(FixtureWriter.hugeDeclared(width: 100_000, height: 100_000))
    }
    #expect(error?.problem == .dimensionsOverLimit(width: 100_000, height: 100_000, maxSide: 8192))
    #expect(error?.description == "declared 100000x100000 exceeds the limit of 8192x8192")

    let budget = #expect(throws: PNGError.self) {
      try PNGDecoder().decode(FixtureWriter.hugeDeclared(width: 8000, height: 8000))
    }
    #expect(budget?.problem == .pixelsOverLimit(width: 8000, height: 8000, maxPixels: 32 << 20))

    let custom = DecodeLimits(maxSide: 64, maxPixels: 1000)
    let small = #expect(throws: PNGError.self) {
      try PNGDecoder(limits: custom).decode(FixtureWriter.hugeDeclared(width: 65, height: 2))
    }
    #expect(small?.problem == .dimensionsOverLimit(width: 65, height: 2, maxSide: 64))
  }

  @Test("a 52-byte file declaring a 1.19 GB text chunk is refused as truncated")
  func hugeTextChunk() {
    let bytes = HostileFiles.hugeTextChunk()
    #expect(bytes.count == 52)
    let error = #expect(throws: PNGError.self) { try PNGDecoder().decode(bytes) }
    #expect(error?.problem == .truncated(chunk: "tEXt", atByte: 52))
  }

  @Test("a compressed text chunk that inflates past the cap is skipped, pixels still decode")
  func compressedTextBomb() throws {
    let bytes = HostileFiles.compressedTextBomb(megabytes: 64)
    #expect(bytes.count < 200_000)
    let decoded = try PNGDecoder().decode(bytes)
    #expect(decoded.image.width == 1)
    #expect(!decoded.facts.warnings.isEmpty, "libpng should have said it skipped the chunk")
  }

  @Test("libpng's memory budget is enforced")
  func memoryBudget() throws {
    let wide = try PNGEncoder().encode(RGBAImage(width: 4000, height: 2, fill: RGBA(1, 2, 3, 4)))
    let error = #expect(throws: PNGError.self) {
      try PNGDecoder(limits: DecodeLimits(maxLibpngMemory: 24 << 10)).decode(wide)
    }
    #expect(error?.problem == .memoryBudgetExceeded(limit: 24 << 10))
    #expect(try PNGDecoder().decode(wide).image.width == 4000)
  }

  @Test("a palette index past the end of PLTE is an error, not silent black")
  func paletteIndex() throws {
    #expect(
      try PNGDecoder().decode(HostileFiles.paletteIndex(1)).image.rgba8[2, 0] == RGBA(0, 0, 255))
    let error = #expect(throws: PNGError.self) {
      try PNGDecoder().decode(HostileFiles.paletteIndex(5))
    }
    #expect(error?.problem == .paletteIndexOutOfRange(index: 5, paletteSize: 2, row: 0))
  }

  @Test("damaged image data inside a valid chunk is reported as corrupt image data")
  func corruptStream() {
    let cases: [[UInt8]] = [
      [0x78, 0xDA, 0xFF, 0xFF, 0xFF, 0xFF, 0x00],  // a zlib header, then garbage
      PNGChunkWriter.compress([0, 1, 2, 3, 4]),  // one row of four
      PNGChunkWriter.compress([UInt8](repeating: 0, count: 200)),  // far too much
      PNGChunkWriter.compress([7, 0, 0, 0, 0] + [UInt8](repeating: 0, count: 15)),  // filter type 7
    ]
    for data in cases {
      let error = #expect(throws: PNGError.self) {
        try PNGDecoder().decode(HostileFiles.imageData(data))
      }
      guard case .corruptImageData = error?.problem else {
        Issue.record("expected corrupt image data, got \(String(describing: error))")
        continue
      }
    }
  }
}
