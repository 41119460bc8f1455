/// Chooses the scanline filter and zlib settings for packed scanlines and
/// returns the compressed stream.
///
/// Invariant: deterministic; ties keep the earlier trial in the fixed order
/// (filters none, sub, up, average, Paeth, adaptive; strategies default,
/// filtered, RLE). Small images get every filter with every strategy at level
/// 9. Level 9 costs about 4 MB/s on smooth artwork, so larger images choose
/// filter and strategy on a sample of their rows, then compress once at level
/// 9 with a hash chain bounded by size (zlib's `deflateTune`).
struct FilterSearch {
  let packed: PackedScanlines
  let effort: PNGEncoder.Effort

  /// Filtered bytes up to which every combination is tried on the whole image.
  static let wholeSearchLimit = 48 * 1024

  /// A whole-image filter choice: one filter for every row, or the adaptive per-row pick.
  enum Choice: Equatable {
    case fixed(PNGFilter)
    case adaptive
  }

  static let choices: [Choice] = PNGFilter.allCases.map(Choice.fixed) + [.adaptive]

  func smallestStream() -> [UInt8] {
    let size = packed.rows * (packed.rowBytes + 1)
    switch effort {
    case .fast:
      return compress(.adaptive, strategy: .standard, level: 6)
    case .exhaustive:
      return wholeSearch()
    case .balanced:
      if size <= Self.wholeSearchLimit { return wholeSearch() }
      let (choice, strategy) = sampledChoice()
      return compress(choice, strategy: strategy, level: 9, tuning: Self.tuning(forBytes: size))
    }
  }

  /// Level 9 walks up to 4096 links of a hash chain at every byte; on runs of
  /// one value (the empty parts of a mask) every byte is in one chain, and a
  /// 60-pixel mask takes 20 ms a trial. A bounded chain loses almost nothing.
  static let wholeSearchTuning = Zlib.Tuning(
    goodLength: 32, maxLazy: 258, niceLength: 258, maxChain: 512)

  /// Every filter with every strategy, level 9, on the whole image.
  private func wholeSearch() -> [UInt8] {
    var filtered = [UInt8](repeating: 0, count: packed.rows * (packed.rowBytes + 1))
    var best: [UInt8]? = nil
    for choice in Self.choices {
      apply(choice, rows: 0..<packed.rows, into: &filtered)
      for strategy in Zlib.Strategy.allCases {
        let stream = filtered.withUnsafeBytes {
          Zlib.deflate($0, level: 9, strategy: strategy, tuning: Self.wholeSearchTuning)
        }
        if best == nil || stream.count < best!.count { best = stream }
      }
    }
    return best!
  }

  /// The filter and strategy that compress a sample of bands of rows best (level 6).
  private func sampledChoice() -> (Choice, Zlib.Strategy) {
    let rows = sampleRows()
    var filtered = [UInt8](repeating: 0, count: rows.count * (packed.rowBytes + 1))
    var best: (choice: Choice, strategy: Zlib.Strategy, size: Int)? = nil
    for choice in Self.choices {
      apply(choice, rows: rows, into: &filtered)
      for strategy in [Zlib.Strategy.filtered, .rle] {
        let size = filtered.withUnsafeBytes { Zlib.deflate($0, level: 6, strategy: strategy) }.count
        if best == nil || size < best!.size { best = (choice, strategy, size) }
      }
    }
    return (best!.choice, best!.strategy)
  }

  /// About an eighth of the rows, in bands of 8 spread over the image.
  private func sampleRows() -> [Int] {
    let band = 8
    let bands = packed.rows / band
    let wanted = max(4, bands / 8)
    guard bands > wanted else { return Array(0..<packed.rows) }
    return (0..<wanted).flatMap { index -> Range<Int> in
      let start = (index * bands / wanted) * band
      return start..<(start + band)
    }
  }

  /// Level 9's matching with a hash chain that shrinks as the image grows.
  static func tuning(forBytes size: Int) -> Zlib.Tuning {
    switch size {
    case ..<(512 * 1024):
      return Zlib.Tuning(goodLength: 16, maxLazy: 128, niceLength: 258, maxChain: 1024)
    case ..<(2 * 1024 * 1024):
      return Zlib.Tuning(goodLength: 8, maxLazy: 64, niceLength: 258, maxChain: 512)
    default: return Zlib.Tuning(goodLength: 8, maxLazy: 32, niceLength: 128, maxChain: 256)
    }
  }

  private func compress(
    _ choice: Choice, strategy: Zlib.Strategy, level: Int32, tuning: Zlib.Tuning? = nil
  ) -> [UInt8] {
    var filtered = [UInt8](repeating: 0, count: packed.rows * (packed.rowBytes + 1))
    apply(choice, rows: 0..<packed.rows, into: &filtered)
    return filtered.withUnsafeBytes {
      Zlib.deflate($0, level: level, strategy: strategy, tuning: tuning)
    }
  }

  /// Filters the given rows, back to back, into `out` (filter byte, then the filtered row).
  func apply<Rows: Collection<Int>>(_ choice: Choice, rows: Rows, into out: inout [UInt8]) {
    let rowBytes = packed.rowBytes
    let stride = packed.stride
    var scratch = [UInt8](repeating: 0, count: rowBytes * PNGFilter.allCases.count)
    packed.data.withUnsafeBufferPointer { source in
      out.withUnsafeMutableBufferPointer { destination in
        scratch.withUnsafeMutableBufferPointer { trial in
          for (position, y) in rows.enumerated() {
            let row = source.baseAddress! + y * rowBytes
            let previous: UnsafePointer<UInt8>? = y > 0 ? row - rowBytes : nil
            let target = destination.baseAddress! + position * (rowBytes + 1)
            switch choice {
            case .fixed(let filter):
              target[0] = filter.rawValue
              filter.apply(
                row: row, previous: previous, rowBytes: rowBytes, bpp: stride, into: target + 1)
            case .adaptive:
              // The usual heuristic: the filter whose output, read as signed
              // bytes, has the least sum of magnitudes.
              var bestFilter = PNGFilter.none
              var bestScore = Int.max
              for filter in PNGFilter.allCases {
                let candidate = trial.baseAddress! + Int(filter.rawValue) * rowBytes
                filter.apply(
                  row: row, previous: previous, rowBytes: rowBytes, bpp: stride, into: candidate)
                var score = 0
                for i in 0..<rowBytes {
                  score += abs(Int(Int8(bitPattern: candidate[i])))
                  if score >= bestScore { break }
                }
                if score < bestScore {
                  bestScore = score
                  bestFilter = filter
                }
              }
              target[0] = bestFilter.rawValue
              (target + 1).update(
                from: trial.baseAddress! + Int(bestFilter.rawValue) * rowBytes, count: rowBytes)
            }
          }
        }
      }
    }
  }
}
