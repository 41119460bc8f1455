import Deflate

/// Chooses the scanline filter and compresses the filtered rows.
///
/// Invariant: deterministic; ties keep the earlier trial in the fixed order
/// (filters none, sub, up, average, Paeth, adaptive; then the encoders).
/// `.balanced` ranks the filter choices cheaply (`SizeEstimate` over the
/// whole of a small image, `DeflateEncoder`'s quick search on a sample of a
/// larger one's rows), then compresses once with iconsmith's own deflate,
/// which on filtered rows reaches zlib level 9's size in a small part of its
/// time. `.exhaustive` tries every choice with both of its settings and each
/// of zlib's strategies.
struct FilterSearch {
  let packed: PackedScanlines
  let effort: PNGEncoder.Effort

  /// Filtered bytes up to which every filter choice is ranked on the whole image.
  static let wholeSearchLimit = 48 * 1024

  /// A whole-image filter choice: one filter for every row, or the adaptive per-row pick.
  enum Choice: Equatable {
    case fixed(PNGFilter)
    case adaptive
  }

  static let choices: [Choice] = PNGFilter.allCases.map(Choice.fixed) + [.adaptive]

  /// The zlib stream of the filtered rows.
  func smallestStream() -> [UInt8] {
    let size = packed.rows * (packed.rowBytes + 1)
    var filtered = [UInt8](repeating: 0, count: size)
    switch effort {
    case .fast:
      apply(.adaptive, rows: 0..<packed.rows, into: &filtered)
      return deflate(filtered, .quick)
    case .exhaustive:
      return wholeSearch(&filtered, includingZlib: true)
    case .balanced:
      if size <= Self.wholeSearchLimit { return rankedSearch(&filtered) }
      apply(sampledChoice(), rows: 0..<packed.rows, into: &filtered)
      return deflate(filtered, .thorough)
    }
  }

  /// zlib's level 9 walks up to 4096 links of a hash chain at every byte; on
  /// runs of one value (the empty parts of a mask) every byte is in one
  /// chain. A bounded chain loses almost nothing.
  static let zlibTuning = Zlib.Tuning(goodLength: 32, maxLazy: 258, niceLength: 258, maxChain: 512)

  /// Every filter choice compressed whole; with `includingZlib`, also zlib's
  /// level 9 with each strategy. Only the winner is framed (its Adler-32 computed).
  private func wholeSearch(_ filtered: inout [UInt8], includingZlib: Bool) -> [UInt8] {
    let deflater = includingZlib ? Deflater() : nil
    var best: (choice: Choice, stream: [UInt8], framed: Bool)? = nil
    for choice in Self.choices {
      apply(choice, rows: 0..<packed.rows, into: &filtered)
      var streams = [true, false].map { shortMatches in
        (
          filtered.withUnsafeBytes {
            DeflateEncoder(effort: .thorough, shortMatches: shortMatches).compress($0)
          }, false
        )
      }
      if let deflater {
        for strategy in Zlib.Strategy.allCases {
          streams.append(
            (
              filtered.withUnsafeBytes {
                deflater.compress($0, level: 9, strategy: strategy, tuning: Self.zlibTuning)
              }, true
            ))
        }
      }
      // A raw stream is compared with its frame's 6 bytes counted.
      for (stream, framed) in streams {
        let size = stream.count + (framed ? 0 : 6)
        if best == nil || size < best!.stream.count + (best!.framed ? 0 : 6) {
          best = (choice, stream, framed)
        }
      }
    }
    if best!.framed { return best!.stream }
    apply(best!.choice, rows: 0..<packed.rows, into: &filtered)
    return filtered.withUnsafeBytes { Zlib.framed(rawDeflate: best!.stream, of: $0) }
  }

  /// Every filter choice ranked by `SizeEstimate` (one greedy pass that tries
  /// the latest repeat of each 4 bytes and the bytes a row up), then the best
  /// compressed once by `DeflateEncoder`, without short matches where the
  /// estimate finds they cost more than they save (a mask's flat runs). On
  /// the benchmark's 80 masks this writes 44,024 bytes where ranking by zlib's
  /// level 1 and compressing with zlib's level 9, both strategies, wrote
  /// 44,363, in a third of the time.
  private func rankedSearch(_ filtered: inout [UInt8]) -> [UInt8] {
    let estimator = SizeEstimate(period: packed.rowBytes + 1)
    var best: (choice: Choice, estimate: SizeEstimate.Estimate, bits: Int)? = nil
    for choice in Self.choices {
      apply(choice, rows: 0..<packed.rows, into: &filtered)
      let estimate = filtered.withUnsafeBytes { estimator.estimate($0) }
      let bits = min(estimate.bits, estimate.bitsWithoutShortMatches)
      if best == nil || bits < best!.bits { best = (choice, estimate, bits) }
    }
    apply(best!.choice, rows: 0..<packed.rows, into: &filtered)
    let estimate = best!.estimate
    return deflate(
      filtered, .thorough, shortMatches: estimate.bits <= estimate.bitsWithoutShortMatches)
  }

  /// The choice whose filtered sample compresses smallest with a quick search.
  private func sampledChoice() -> Choice {
    let rows = sampleRows()
    var filtered = [UInt8](repeating: 0, count: rows.count * (packed.rowBytes + 1))
    var best: (choice: Choice, size: Int)? = nil
    for choice in Self.choices {
      apply(choice, rows: rows, into: &filtered)
      let size = filtered.withUnsafeBytes { DeflateEncoder(effort: .quick).compressedSize($0) }
      if best == nil || size < best!.size { best = (choice, size) }
    }
    return best!.choice
  }

  /// About a sixteenth of the rows, in bands of 16 spread over the image: on
  /// the benchmark's icons it ranks the filters as an eighth did, for half the time.
  private func sampleRows() -> [Int] {
    let band = 16
    let bands = packed.rows / band
    let wanted = max(4, packed.rows / 16 / band)
    guard bands > wanted else { return Array(0..<packed.rows) }
    return (0..<wanted).flatMap { index -> Range<Int> in
      let start = (index * bands / wanted) * band
      return start..<(start + band)
    }
  }

  private func deflate(
    _ filtered: [UInt8], _ effort: DeflateEncoder.Effort, shortMatches: Bool = true
  ) -> [UInt8] {
    filtered.withUnsafeBytes {
      // Beyond `Deflate`'s 32-bit positions (a 2 GB image), zlib takes over.
      guard $0.count <= DeflateEncoder.maximumInput else {
        return Zlib.deflate($0, level: 6, strategy: .filtered)
      }
      let encoder = DeflateEncoder(effort: effort, shortMatches: shortMatches)
      return Zlib.framed(rawDeflate: encoder.compress($0), of: $0)
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
