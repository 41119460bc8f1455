import PNGCodec
import Raster
import SampleArt
import TestSupport
import Testing

/// Property tests, seeded: random images of every colour class survive
/// encode-then-decode exactly, in the narrowest form, with stable bytes.
struct EncoderRoundTripTests {
  static let casesPerClass = 12

  @Test("8-bit images round-trip exactly in the narrowest form", arguments: ImageClass.allCases)
  func roundTrip(kind: ImageClass) throws {
    var random = SeededRandom(seed: 0x1C0 + UInt64(ImageClass.allCases.firstIndex(of: kind)!))
    for _ in 0..<Self.casesPerClass {
      let image = ImageFactory.random(kind, using: &random)
      let encoded = try PNGEncoder().encode(image)
      let decoded = try PNGDecoder().decode(encoded)
      #expect(
        decoded.image == .rgba8(image), "\(kind) \(image.width)x\(image.height): pixels changed")

      // The layout is the narrowest of its kind: the narrowest direct one (or,
      // with a tRNS key, the alpha channel it replaces), or a palette with the
      // fewest index bits.
      let facts = decoded.facts
      let oracle = NarrowestLayout(image)
      if facts.colorType == .palette {
        #expect(facts.bitDepth == oracle.paletteDepth, "\(kind): palette depth \(facts.bitDepth)")
      } else {
        let bitsPerPixel = facts.colorType.channels * facts.bitDepth
        #expect(
          bitsPerPixel == oracle.directBitsPerPixel
            || (oracle.keyable && bitsPerPixel == oracle.alphaBitsPerPixel),
          "\(kind): wrote \(facts.bitDepth)-bit \(facts.colorType.name), expected \(oracle.directBitsPerPixel) bits a pixel"
        )
      }
      if oracle.opaque {
        #expect(!facts.hasAlpha, "\(kind): opaque image written with alpha")
      }
      if oracle.gray {
        #expect(
          facts.colorType != .rgb && facts.colorType != .rgba, "\(kind): gray written as colour")
      }
      #expect(facts.chunks.allSatisfy { !["tIME", "tEXt", "zTXt", "iTXt"].contains($0.type) })
      #expect(try PNGEncoder().encode(image) == encoded, "\(kind): encoding is not deterministic")

      // The search keeps the smallest: never larger than a forced RGBA file of the same pixels.
      let forced = try PNGEncoder(format: .rgba8).encode(image)
      #expect(encoded.count <= forced.count)
      #expect(try PNGDecoder().decode(forced).image == .rgba8(image))
    }
  }

  @Test("16-bit images round-trip exactly and stay 16-bit", arguments: [false, true])
  func sixteenBit(withAlpha: Bool) throws {
    var random = SeededRandom(seed: withAlpha ? 16 : 61)
    for round in 0..<Self.casesPerClass {
      let width = random.int(1...30)
      let height = random.int(1...30)
      let gray = round % 2 == 0
      var samples: [UInt16] = []
      for _ in 0..<(width * height) {
        let red = UInt16(truncatingIfNeeded: random.next())
        let green = gray ? red : UInt16(truncatingIfNeeded: random.next())
        let blue = gray ? red : UInt16(truncatingIfNeeded: random.next())
        samples += [
          red, green, blue, withAlpha ? UInt16(truncatingIfNeeded: random.next()) : 65535,
        ]
      }
      let image = RGBA16Image(width: width, height: height, samples: samples)!
      let encoded = try PNGEncoder().encode(image)
      let decoded = try PNGDecoder().decode(encoded, depth: .native)
      #expect(decoded.image == .rgba16(image))
      #expect(decoded.facts.bitDepth == 16)
      let expectedType: PNGColorType =
        gray ? (withAlpha ? .grayAlpha : .gray) : (withAlpha ? .rgba : .rgb)
      #expect(decoded.facts.colorType == expectedType)
      #expect(try PNGEncoder().encode(image) == encoded)
    }
  }

  @Test("forced formats write the colour type asked for, or refuse with a reason")
  func forcedFormats() throws {
    var random = SeededRandom(seed: 7)
    let opaque = ImageFactory.random(.gray1, using: &random)
    let rgb = try PNGDecoder().decode(PNGEncoder(format: .rgb8).encode(opaque))
    #expect(rgb.facts.colorType == .rgb && rgb.facts.bitDepth == 8 && !rgb.facts.hasTRNS)
    #expect(rgb.image == .rgba8(opaque))

    let mask = ImageFactory.random(.grayAlpha, using: &random)
    let grayAlpha = try PNGDecoder().decode(PNGEncoder(format: .grayAlpha8).encode(mask))
    #expect(grayAlpha.facts.colorType == .grayAlpha)
    #expect(grayAlpha.image == .rgba8(mask))

    // Two grays only: the automatic choice would be 1-bit, the forced one stays 8-bit gray.
    let gray = try PNGDecoder().decode(PNGEncoder(format: .gray8).encode(opaque))
    #expect(gray.facts.colorType == .gray && gray.facts.bitDepth == 8 && !gray.facts.hasTRNS)
    #expect(gray.image == .rgba8(opaque))
    #expect(throws: PNGError.self) { try PNGEncoder(format: .gray8).encode(mask) }

    let translucent = ImageFactory.random(.rgba, using: &random)
    let error = #expect(throws: PNGError.self) { try PNGEncoder(format: .rgb8).encode(translucent) }
    #expect(error?.description.contains("flatten") == true)
    let colour = ImageFactory.random(.rgb, using: &random)
    #expect(throws: PNGError.self) { try PNGEncoder(format: .grayAlpha8).encode(colour) }
    #expect(throws: PNGError.self) { try PNGEncoder(format: .gray8).encode(colour) }
  }

  @Test("colour-space chunks are carried over and read back")
  func colorChunks() throws {
    let image = RGBAImage(width: 3, height: 2, fill: RGBA(200, 10, 10))
    let profile = (0..<700).map { UInt8(truncatingIfNeeded: $0 * 7) }
    let chunks = PNGColorChunks(
      gamma: 45455, chromaticities: (0..<32).map(UInt8.init),
      iccProfile: .init(name: "Display P3", data: profile))
    let encoded = try PNGEncoder(colorChunks: chunks).encode(image)
    let decoder = PNGDecoder()
    #expect(try decoder.colorChunks(encoded) == chunks)
    let facts = try decoder.inspect(encoded)
    #expect(facts.iccProfileName == "Display P3")
    #expect(facts.chunks.map(\.type) == ["IHDR", "cHRM", "gAMA", "iCCP", "IDAT", "IEND"])
    #expect(try decoder.decode(encoded).image == .rgba8(image))

    let srgb = try PNGEncoder(colorChunks: PNGColorChunks(srgbIntent: .perceptual)).encode(image)
    #expect(try decoder.inspect(srgb).srgbIntent == .perceptual)
  }

  @Test("an empty image is refused, not written")
  func emptyImage() {
    #expect(throws: PNGError.self) { try PNGEncoder().encode(RGBAImage(width: 0, height: 5)) }
  }

  @Test(
    "the balanced search stays within 5% of the exhaustive one on small icons and masks",
    arguments: [29, 57, 60, 87, 120])
  func balancedNearExhaustive(side: Int) throws {
    for image in [
      SampleArt.masterArtwork(side: side), SampleArt.barGlyph(side: side),
      SampleArt.starGlyph(side: side),
    ] {
      let balanced = try PNGEncoder(effort: .balanced).encode(image)
      let exhaustive = try PNGEncoder(effort: .exhaustive).encode(image)
      // The balanced trials are a subset of the exhaustive ones: never smaller, not much larger.
      #expect(exhaustive.count <= balanced.count)
      #expect(
        balanced.count * 20 <= exhaustive.count * 21, "\(balanced.count) vs \(exhaustive.count)")
      #expect(try PNGDecoder().decode(balanced).image == PNGDecoder().decode(exhaustive).image)
    }
  }
}

/// The narrowest layouts for an image, worked out the plain way, as an oracle for the encoder.
struct NarrowestLayout {
  let opaque: Bool
  let gray: Bool
  /// Every transparent pixel shares one colour no opaque pixel has: a tRNS key can stand for alpha.
  let keyable: Bool
  let directBitsPerPixel: Int
  let alphaBitsPerPixel: Int
  let paletteDepth: Int?

  init(_ image: RGBAImage) {
    var pixels: [RGBA] = []
    for y in 0..<image.height { for x in 0..<image.width { pixels.append(image[x, y]) } }
    opaque = pixels.allSatisfy { $0.alpha == 255 }
    gray = pixels.allSatisfy { $0.red == $0.green && $0.green == $0.blue }
    let transparent = Set(pixels.filter { $0.alpha == 0 }.map { [$0.red, $0.green, $0.blue] })
    let opaqueColours = Set(pixels.filter { $0.alpha == 255 }.map { [$0.red, $0.green, $0.blue] })
    keyable =
      !opaque && pixels.allSatisfy { $0.alpha == 0 || $0.alpha == 255 } && transparent.count == 1
      && !opaqueColours.contains(transparent.first!)
    alphaBitsPerPixel = gray ? 16 : 32
    if gray && (opaque || keyable) {
      let levels = pixels.map(\.red)
      let depth = [1, 2, 4, 8].first { depth in
        levels.allSatisfy { Int($0) % (255 / ((1 << depth) - 1)) == 0 }
      }!
      directBitsPerPixel = depth
    } else if opaque || keyable {
      directBitsPerPixel = gray ? 8 : 24
    } else {
      directBitsPerPixel = alphaBitsPerPixel
    }
    let distinct = Set(pixels).count
    paletteDepth = distinct > 256 ? nil : [1, 2, 4, 8].first { distinct <= 1 << $0 }
  }
}
