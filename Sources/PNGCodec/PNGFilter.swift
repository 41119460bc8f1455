/// The five PNG scanline filters: undoing them (CgBI decoding) and applying
/// them (encoding).
enum PNGFilter: UInt8, CaseIterable, Sendable {
  case none = 0
  case sub = 1
  case up = 2
  case average = 3
  case paeth = 4

  @inline(__always)
  static func paethPredictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let p = Int(a) + Int(b) - Int(c)
    let pa = abs(p - Int(a))
    let pb = abs(p - Int(b))
    let pc = abs(p - Int(c))
    if pa <= pb && pa <= pc { return a }
    return pb <= pc ? b : c
  }

  /// Reconstructs `rows` scanlines in place. Each is one filter byte followed
  /// by `rowBytes` bytes; `bpp` is the bytes per complete pixel (at least 1).
  /// Returns the first row whose filter byte is not 0-4, if any.
  static func unfilter(
    _ data: UnsafeMutableBufferPointer<UInt8>, start: Int, rowBytes: Int, rows: Int, bpp: Int
  ) -> (row: Int, filter: UInt8)? {
    let stride = rowBytes + 1
    for y in 0..<rows {
      let filterOffset = start + y * stride
      guard let filter = PNGFilter(rawValue: data[filterOffset]) else {
        return (y, data[filterOffset])
      }
      let row = data.baseAddress! + filterOffset + 1
      let previous: UnsafeMutablePointer<UInt8>? = y > 0 ? row - stride : nil
      switch filter {
      case .none:
        break
      case .sub:
        for i in bpp..<max(bpp, rowBytes) { row[i] &+= row[i - bpp] }
      case .up:
        if let previous { for i in 0..<rowBytes { row[i] &+= previous[i] } }
      case .average:
        for i in 0..<rowBytes {
          let left = i >= bpp ? Int(row[i - bpp]) : 0
          let above = previous.map { Int($0[i]) } ?? 0
          row[i] &+= UInt8((left + above) >> 1)
        }
      case .paeth:
        for i in 0..<rowBytes {
          let left = i >= bpp ? row[i - bpp] : 0
          let above = previous?[i] ?? 0
          let corner = (i >= bpp ? previous?[i - bpp] : nil) ?? 0
          row[i] &+= paethPredictor(left, above, corner)
        }
      }
    }
    return nil
  }

  /// Writes `row` filtered with this filter into `out` (`rowBytes` bytes, no filter byte).
  @inline(__always)
  func apply(
    row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>?, rowBytes: Int, bpp: Int,
    into out: UnsafeMutablePointer<UInt8>
  ) {
    switch self {
    case .none:
      out.update(from: row, count: rowBytes)
    case .sub:
      for i in 0..<min(bpp, rowBytes) { out[i] = row[i] }
      for i in min(bpp, rowBytes)..<rowBytes { out[i] = row[i] &- row[i - bpp] }
    case .up:
      if let previous {
        for i in 0..<rowBytes { out[i] = row[i] &- previous[i] }
      } else {
        out.update(from: row, count: rowBytes)
      }
    case .average:
      if let previous {
        for i in 0..<min(bpp, rowBytes) { out[i] = row[i] &- (previous[i] >> 1) }
        for i in min(bpp, rowBytes)..<rowBytes {
          out[i] = row[i] &- UInt8((Int(row[i - bpp]) + Int(previous[i])) >> 1)
        }
      } else {
        for i in 0..<min(bpp, rowBytes) { out[i] = row[i] }
        for i in min(bpp, rowBytes)..<rowBytes { out[i] = row[i] &- (row[i - bpp] >> 1) }
      }
    case .paeth:
      if let previous {
        for i in 0..<min(bpp, rowBytes) { out[i] = row[i] &- previous[i] }
        for i in min(bpp, rowBytes)..<rowBytes {
          out[i] =
            row[i] &- PNGFilter.paethPredictor(row[i - bpp], previous[i], previous[i - bpp])
        }
      } else {
        // With no row above, Paeth predicts from the left, as Sub does.
        for i in 0..<min(bpp, rowBytes) { out[i] = row[i] }
        for i in min(bpp, rowBytes)..<rowBytes { out[i] = row[i] &- row[i - bpp] }
      }
    }
  }
}

/// Adam7 interlacing: the seven passes and where their pixels land.
enum Adam7 {
  struct Pass: Sendable {
    let xStart: Int
    let yStart: Int
    let xStep: Int
    let yStep: Int

    func width(of imageWidth: Int) -> Int {
      imageWidth > xStart ? (imageWidth - xStart + xStep - 1) / xStep : 0
    }
    func height(of imageHeight: Int) -> Int {
      imageHeight > yStart ? (imageHeight - yStart + yStep - 1) / yStep : 0
    }
  }

  static let passes: [Pass] = [
    Pass(xStart: 0, yStart: 0, xStep: 8, yStep: 8),
    Pass(xStart: 4, yStart: 0, xStep: 8, yStep: 8),
    Pass(xStart: 0, yStart: 4, xStep: 4, yStep: 8),
    Pass(xStart: 2, yStart: 0, xStep: 4, yStep: 4),
    Pass(xStart: 0, yStart: 2, xStep: 2, yStep: 4),
    Pass(xStart: 1, yStart: 0, xStep: 2, yStep: 2),
    Pass(xStart: 0, yStart: 1, xStep: 1, yStep: 2),
  ]

  /// The single "pass" of a non-interlaced image.
  static let whole = Pass(xStart: 0, yStart: 0, xStep: 1, yStep: 1)
}
