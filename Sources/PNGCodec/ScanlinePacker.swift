import Raster

/// One way to store pixels: colour type, bit depth, and the palette or `tRNS` key it needs.
///
/// Invariant: `palette` is non-empty exactly when `colorType == .palette`;
/// `key` is set only for gray and RGB, and only when every transparent pixel
/// has that colour and no opaque pixel does.
struct PixelLayout: Equatable {
  var colorType: PNGColorType
  var bitDepth: Int
  var palette: [RGBA] = []
  var key: RGBA? = nil

  var bitsPerPixel: Int { colorType.channels * bitDepth }
  /// The filter's "bpp": bytes per complete pixel, at least 1.
  var filterStride: Int { max(1, bitsPerPixel / 8) }

  func rowBytes(width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }

  /// The index depth for a palette of `count` colours.
  static func indexDepth(forColors count: Int) -> Int {
    switch count {
    case ...2: return 1
    case ...4: return 2
    case ...16: return 4
    default: return 8
    }
  }

  /// `tRNS` contents for a gray or RGB key, in this layout's sample scale.
  func keyBytes(_ key: RGBA) -> [UInt8] {
    if colorType == .gray {
      let level = UInt16(key.red) / UInt16(255 / ((1 << bitDepth) - 1))
      return [UInt8(level >> 8), UInt8(level & 0xFF)]
    }
    return [0, key.red, 0, key.green, 0, key.blue]
  }
}

/// Scanlines as stored before filtering: rows back to back, no filter bytes.
struct PackedScanlines {
  var data: [UInt8]
  var rowBytes: Int
  var rows: Int
  var stride: Int
}

/// Turns RGBA pixels into the raw scanlines of a ``PixelLayout``.
enum ScanlinePacker {
  static func pack(_ image: RGBAImage, as layout: PixelLayout) -> PackedScanlines {
    let rowBytes = layout.rowBytes(width: image.width)
    var data = [UInt8](repeating: 0, count: rowBytes * image.height)
    let width = image.width
    image.pixels.withUnsafeBufferPointer { pixels in
      data.withUnsafeMutableBufferPointer { out in
        switch (layout.colorType, layout.bitDepth) {
        case (.rgba, _):
          out.baseAddress!.update(from: pixels.baseAddress!, count: pixels.count)
        case (.rgb, _):
          for pixel in 0..<(width * image.height) {
            out[pixel * 3] = pixels[pixel * 4]
            out[pixel * 3 + 1] = pixels[pixel * 4 + 1]
            out[pixel * 3 + 2] = pixels[pixel * 4 + 2]
          }
        case (.grayAlpha, _):
          for pixel in 0..<(width * image.height) {
            out[pixel * 2] = pixels[pixel * 4]
            out[pixel * 2 + 1] = pixels[pixel * 4 + 3]
          }
        case (.gray, 8):
          for pixel in 0..<(width * image.height) { out[pixel] = pixels[pixel * 4] }
        case (.gray, let depth):
          let divisor = UInt8(255 / ((1 << depth) - 1))
          packBits(into: out, width: width, height: image.height, rowBytes: rowBytes, depth: depth)
          {
            pixels[$0 * 4] / divisor
          }
        case (.palette, let depth):
          var table = ColorTable()
          var indexOfSlot = [UInt8](repeating: 0, count: 1024)
          for (index, color) in layout.palette.enumerated() {
            _ = table.insert(color.packed)
            indexOfSlot[table.index(of: color.packed)!] = UInt8(index)
          }
          packBits(into: out, width: width, height: image.height, rowBytes: rowBytes, depth: depth)
          {
            let offset = $0 * 4
            let packed =
              UInt32(pixels[offset]) << 24 | UInt32(pixels[offset + 1]) << 16
              | UInt32(pixels[offset + 2]) << 8 | UInt32(pixels[offset + 3])
            return indexOfSlot[table.index(of: packed)!]
          }
        }
      }
    }
    return PackedScanlines(
      data: data, rowBytes: rowBytes, rows: image.height, stride: layout.filterStride)
  }

  static func pack(_ image: RGBA16Image, as layout: PixelLayout) -> PackedScanlines {
    let rowBytes = layout.rowBytes(width: image.width)
    var data = [UInt8](repeating: 0, count: rowBytes * image.height)
    let channels: [Int]
    switch layout.colorType {
    case .gray: channels = [0]
    case .grayAlpha: channels = [0, 3]
    case .rgb: channels = [0, 1, 2]
    default: channels = [0, 1, 2, 3]
    }
    image.samples.withUnsafeBufferPointer { samples in
      data.withUnsafeMutableBufferPointer { out in
        var position = 0
        for pixel in 0..<(image.width * image.height) {
          for channel in channels {
            let sample = samples[pixel * 4 + channel]
            out[position] = UInt8(sample >> 8)
            out[position + 1] = UInt8(sample & 0xFF)
            position += 2
          }
        }
      }
    }
    return PackedScanlines(
      data: data, rowBytes: rowBytes, rows: image.height, stride: layout.filterStride)
  }

  /// Packs samples of `depth` < 8 bits, leftmost pixel in the high bits.
  private static func packBits(
    into out: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, rowBytes: Int, depth: Int,
    sample: (Int) -> UInt8
  ) {
    let perByte = 8 / depth
    for y in 0..<height {
      for x in 0..<width {
        let shift = 8 - depth * (x % perByte + 1)
        out[y * rowBytes + x / perByte] |= sample(y * width + x) << shift
      }
    }
  }
}
