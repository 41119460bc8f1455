/// Tries scanline filters and zlib strategies on packed scanlines and keeps
/// the smallest compressed stream.
///
/// Invariant: deterministic; ties keep the earlier trial in the fixed order
/// (filters none, sub, up, average, Paeth, adaptive; strategies default,
/// filtered, RLE), so the same input always gives the same stream.
struct FilterSearch {
  let packed: PackedScanlines
  let effort: PNGEncoder.Effort

  /// A whole-image filter choice: one filter for every row, or the adaptive per-row pick.
  enum Choice: Equatable {
    case fixed(PNGFilter)
    case adaptive
  }

  func smallestStream() -> [UInt8] {
    let choices: [Choice] =
      effort == .fast ? [.adaptive] : PNGFilter.allCases.map(Choice.fixed) + [.adaptive]
    let strategies: [Zlib.Strategy] = effort == .fast ? [.standard] : Zlib.Strategy.allCases
    var filtered = [UInt8](repeating: 0, count: packed.rows * (packed.rowBytes + 1))
    var best: [UInt8]? = nil
    for choice in choices {
      apply(choice, into: &filtered)
      for strategy in strategies {
        let stream = filtered.withUnsafeBytes { Zlib.deflate($0, level: 9, strategy: strategy) }
        if best == nil || stream.count < best!.count { best = stream }
      }
    }
    return best!
  }

  /// Filters every row into `out` (filter byte, then the filtered row).
  func apply(_ choice: Choice, into out: inout [UInt8]) {
    let rowBytes = packed.rowBytes
    let stride = packed.stride
    var scratch = [UInt8](repeating: 0, count: rowBytes * PNGFilter.allCases.count)
    packed.data.withUnsafeBufferPointer { source in
      out.withUnsafeMutableBufferPointer { destination in
        scratch.withUnsafeMutableBufferPointer { trial in
          for y in 0..<packed.rows {
            let row = source.baseAddress! + y * rowBytes
            let previous: UnsafePointer<UInt8>? = y > 0 ? row - rowBytes : nil
            let target = destination.baseAddress! + y * (rowBytes + 1)
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
