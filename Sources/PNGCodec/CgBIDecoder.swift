import Raster

/// Decodes Apple's CgBI variant, which libpng rejects.
///
/// Invariant: works only on a ``PNGStructure`` that validated the chunks and
/// limits. The image data is raw deflate (no zlib header, no Adler-32),
/// inflated with a hard cap of exactly the bytes the image needs; pixels are
/// BGR(A) with premultiplied alpha, turned back into straight RGBA.
struct CgBIDecoder {
  let structure: PNGStructure
  let bytes: [UInt8]

  func decode(depth: PNGDecoder.Depth) throws(PNGError) -> DecodedImage {
    let facts = structure.facts
    guard facts.bitDepth == 8 else {
      throw PNGError(.unsupportedCgBI("bit depth \(facts.bitDepth) (only 8 is known)"))
    }
    guard facts.colorType != .palette else {
      throw PNGError(.unsupportedCgBI("palette images"))
    }
    let channels = facts.colorType.channels
    let passes = facts.interlaced ? Adam7.passes : [Adam7.whole]
    var expected = 0
    for pass in passes {
      let width = pass.width(of: facts.width)
      let height = pass.height(of: facts.height)
      if width > 0 && height > 0 { expected += height * (1 + width * channels) }
    }

    let inflated = bytes.withUnsafeBytes { raw in
      Zlib.inflate(
        raw, pieces: structure.imageData, framing: .raw, exactly: expected, cap: expected)
    }
    var data: [UInt8]
    switch inflated {
    case .success(let output):
      data = output
    case .failure(.corrupt(let message)):
      throw PNGError(.corruptImageData("the deflate stream is damaged (\(message))"))
    case .failure(.tooShort(let produced, _)):
      throw PNGError(
        .corruptImageData("image data ends after \(produced) of \(expected) bytes"))
    case .failure(.unterminated(let produced)):
      throw PNGError(
        .corruptImageData("image data is cut short after \(produced) of \(expected) bytes"))
    case .failure(.tooLong):
      throw PNGError(
        .corruptImageData("more image data than a \(facts.width)x\(facts.height) image holds"))
    }

    var image = RGBAImage(width: facts.width, height: facts.height)
    var start = 0
    try data.withUnsafeMutableBufferPointer { (buffer) throws(PNGError) in
      for pass in passes {
        let width = pass.width(of: facts.width)
        let height = pass.height(of: facts.height)
        guard width > 0 && height > 0 else { continue }
        let rowBytes = width * channels
        if let bad = PNGFilter.unfilter(
          buffer, start: start, rowBytes: rowBytes, rows: height, bpp: channels)
        {
          throw PNGError(
            .corruptImageData("row \(bad.row) has filter type \(bad.filter); only 0 to 4 exist"))
        }
        image.pixels.withUnsafeMutableBufferPointer { out in
          for row in 0..<height {
            let source = buffer.baseAddress! + start + row * (rowBytes + 1) + 1
            let y = pass.yStart + row * pass.yStep
            for column in 0..<width {
              let x = pass.xStart + column * pass.xStep
              Self.store(
                source + column * channels, type: facts.colorType,
                into: out.baseAddress! + (y * facts.width + x) * 4)
            }
          }
        }
        start += height * (rowBytes + 1)
      }
    }
    _ = depth  // CgBI is 8-bit: both depths give 8-bit pixels.
    return .rgba8(image)
  }

  /// One stored CgBI pixel to straight RGBA.
  @inline(__always)
  static func store(
    _ pixel: UnsafePointer<UInt8>, type: PNGColorType, into out: UnsafeMutablePointer<UInt8>
  ) {
    switch type {
    case .rgba:
      let alpha = pixel[3]
      out[0] = unpremultiply(pixel[2], alpha)
      out[1] = unpremultiply(pixel[1], alpha)
      out[2] = unpremultiply(pixel[0], alpha)
      out[3] = alpha
    case .rgb:
      out[0] = pixel[2]
      out[1] = pixel[1]
      out[2] = pixel[0]
      out[3] = 255
    case .grayAlpha:
      let gray = unpremultiply(pixel[0], pixel[1])
      out[0] = gray
      out[1] = gray
      out[2] = gray
      out[3] = pixel[1]
    case .gray, .palette:
      out[0] = pixel[0]
      out[1] = pixel[0]
      out[2] = pixel[0]
      out[3] = 255
    }
  }

  /// Straight colour from a premultiplied one, rounded and clamped; alpha 0 gives 0.
  @inline(__always)
  static func unpremultiply(_ value: UInt8, _ alpha: UInt8) -> UInt8 {
    switch alpha {
    case 0: return 0
    case 255: return value
    default: return UInt8(min(255, (UInt32(value) * 255 + UInt32(alpha) / 2) / UInt32(alpha)))
    }
  }
}
