/// Chooses the scanline filter and zlib settings for packed scanlines and
/// returns the compressed stream.
///
/// Invariant: deterministic; ties keep the earlier trial in the fixed order
/// (filters none, sub, up, average, Paeth, adaptive; strategies default,
/// filtered, RLE). `.exhaustive` tries every filter with every strategy at
/// level 9. `.balanced` ranks the filters of a small image with a cheap
/// compression and gives the best one every strategy at level 9; level 9
/// costs about 4 MB/s on smooth artwork, so a larger image chooses filter and
/// strategy on a sample of its rows, then is compressed once at level 9 with a
/// hash chain bounded by its size (zlib's `deflateTune`).
struct FilterSearch {
  let packed: PackedScanlines
  let effort: PNGEncoder.Effort
  /// One stream for every trial of this search.
  private let deflater = Deflater()

  init(packed: PackedScanlines, effort: PNGEncoder.Effort) {
    self.packed = packed
    self.effort = effort
  }

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
      if size <= Self.wholeSearchLimit { return rankedSearch() }
      let (choice, strategy) = sampledChoice()
      return compress(choice, strategy: strategy, level: 9, tuning: Self.tuning(forBytes: size))
    }
  }

  /// Level 9 walks up to 4096 links of a hash chain at every byte; on runs of
  /// one value (the empty parts of a mask) every byte is in one chain, and a
  /// 60-pixel mask takes 20 ms a trial. A bounded chain loses almost nothing.
  static let wholeSearchTuning = Zlib.Tuning(
    goodLength: 32, maxLazy: 258, niceLength: 258, maxChain: 512)

  /// Every filter with every strategy, level 9, on the whole image (`.exhaustive`).
  private func wholeSearch() -> [UInt8] {
    var filtered = [UInt8](repeating: 0, count: packed.rows * (packed.rowBytes + 1))
    var best: [UInt8]? = nil
    for choice in Self.choices {
      apply(choice, rows: 0..<packed.rows, into: &filtered)
      for strategy in Zlib.Strategy.allCases {
        let stream = filtered.withUnsafeBytes {
          deflater.compress($0, level: 9, strategy: strategy, tuning: Self.wholeSearchTuning)
        }
        if best == nil || stream.count < best!.count { best = stream }
      }
    }
    return best!
  }

  /// The whole search, ranked: every filter is compressed once, cheaply
  /// (level 1, a 4-link chain), and only the one that compresses best gets
  /// level 9 with each of zlib's strategies. On the 80 masks of the benchmark
  /// this finds the same smallest stream as all 18 trials, in a third of the time.
  private func rankedSearch() -> [UInt8] {
    var filtered = [UInt8](repeating: 0, count: packed.rows * (packed.rowBytes + 1))
    var best: (choice: Choice, size: Int)? = nil
    for choice in Self.choices {
      apply(choice, rows: 0..<packed.rows, into: &filtered)
      let size = filtered.withUnsafeBytes {
        deflater.compress($0, level: 1, strategy: .filtered, tuning: Self.rankingTuning)
      }.count
      if best == nil || size < best!.size { best = (choice, size) }
    }
    apply(best!.choice, rows: 0..<packed.rows, into: &filtered)
    var smallest: [UInt8]? = nil
    for strategy in Zlib.Strategy.allCases {
      let stream = filtered.withUnsafeBytes {
        deflater.compress($0, level: 9, strategy: strategy, tuning: Self.wholeSearchTuning)
      }
      if smallest == nil || stream.count < smallest!.count { smallest = stream }
    }
    return smallest!
  }

  /// Barely any match search: enough to rank filters, at a tenth of a level-9 trial.
  static let rankingTuning = Zlib.Tuning(goodLength: 4, maxLazy: 4, niceLength: 16, maxChain: 4)

  /// The filter and strategy that compress a sample of bands of rows best (level 6).
  private func sampledChoice() -> (Choice, Zlib.Strategy) {
    let rows = sampleRows()
    var filtered = [UInt8](repeating: 0, count: rows.count * (packed.rowBytes + 1))
    var best: (choice: Choice, strategy: Zlib.Strategy, size: Int)? = nil
    for choice in Self.choices {
      apply(choice, rows: rows, into: &filtered)
      for strategy in [Zlib.Strategy.filtered, .rle] {
        let size = filtered.withUnsafeBytes {
          deflater.compress($0, level: 6, strategy: strategy)
        }.count
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
      deflater.compress($0, level: level, strategy: strategy, tuning: tuning)
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
