import Utilities

extension Resampler {
  /// Clamps every sample of `outputs`, each smaller than the source both ways and drawn from a
  /// pyramid level, to the range of the *source's* pixels its area overlaps: the level's own
  /// range lets in light from beyond the area wherever the area only grazes a level pixel that
  /// holds an edge (70 levels on red beside green at 20 px, where Pillow's Lanczos rings 15).
  ///
  /// One pass over the source's rows serves every output. Each row's ranges over windows of
  /// 2^m pixels are built level by level (a sparse table), so the range of any column span is
  /// that of two windows that cover it; a band of rows folds them into the output rows it
  /// touches, and the bands' partial ranges are merged at the end.
  static func clamp(
    _ outputs: inout [LinearImage], toSpansOf reader: RowReader, sourceHeight: Int
  ) {
    let width = reader.width
    if reader.bytes != nil, let table = reader.table {
      // Flattening is 8-bit sRGB "over" and the conversion to linear light never decreases,
      // so the range of the flattened bytes gives the range of the linear samples: a
      // quarter of the bytes to compare, and no conversion but of each output's range.
      let background = SIMD4<UInt8>(
        reader.background.red, reader.background.green, reader.background.blue, 255)
      clamp(&outputs, width: width, height: sourceHeight) {
        (y, row: UnsafeMutablePointer<SIMD4<UInt8>>) in
        let source = reader.bytes! + y * width * 4
        for x in 0..<width {
          let pixel = UnsafeRawPointer(source + x * 4).loadUnaligned(as: SIMD4<UInt8>.self)
          row[x] = pixel[3] == 255 ? pixel : Self.flattened(pixel, over: background)
        }
      } linear: { range in
        SIMD4(table[Int(range[0])], table[Int(range[1])], table[Int(range[2])], 1)
      }
    } else {
      clamp(&outputs, width: width, height: sourceHeight) {
        (y, row: UnsafeMutablePointer<SIMD4<Float>>) in
        let source = UnsafeRawPointer(reader.row(y, into: nil))
        for x in 0..<width {
          row[x] = source.loadUnaligned(fromByteOffset: x * 16, as: SIMD4<Float>.self)
        }
      } linear: {
        $0
      }
    }
  }

  /// An 8-bit pixel over an opaque background, as `LinearImage.flattenedLinear` flattens it
  /// before its conversion.
  @inline(__always)
  private static func flattened(_ pixel: SIMD4<UInt8>, over background: SIMD4<UInt8>)
    -> SIMD4<UInt8>
  {
    let alpha = UInt32(pixel[3])
    let color = SIMD4<UInt32>(truncatingIfNeeded: pixel)
    let back = SIMD4<UInt32>(truncatingIfNeeded: background)
    let mixed = (color &* alpha &+ back &* (255 - alpha) &+ 127) / 255
    return SIMD4(UInt8(mixed[0]), UInt8(mixed[1]), UInt8(mixed[2]), 255)
  }

  /// The one-pass clamp over source rows of `Scalar` pixels that `load` writes, each row once;
  /// `linear` turns a range's end into the outputs' samples.
  @inline(__always)
  private static func clamp<Scalar: RangeScalar>(
    _ outputs: inout [LinearImage], width: Int, height: Int,
    load: @Sendable (Int, UnsafeMutablePointer<SIMD4<Scalar>>) -> Void,
    linear: (SIMD4<Scalar>) -> SIMD4<Float>
  ) {
    let plans = outputs.map {
      SourceClampPlan(sourceWidth: width, sourceHeight: height, width: $0.width, height: $0.height)
    }
    guard !plans.isEmpty else { return }
    let levels = plans.map(\.topLevel).max()! + 1
    // Bands at least as tall as the tallest span, so each output row's rows meet at most two.
    let tallest = plans.map(\.tallestSpan).max()!
    let bandCount = max(1, min(Parallel.workerCount * 2, height / max(32, tallest)))
    let bands = (0..<bandCount).map { (height * $0 / bandCount)..<(height * ($0 + 1) / bandCount) }
    let partials = Parallel.map(bands) { band in
      Self.partialRanges(of: band, width: width, plans: plans, levels: levels, load: load)
    }
    for index in outputs.indices {
      let plan = plans[index]
      var low = [SIMD4<Scalar>](repeating: .lowestStart, count: plan.width * plan.height)
      var high = [SIMD4<Scalar>](repeating: .highestStart, count: low.count)
      for (band, part) in partials.enumerated() {
        let first = part.firstRows[index] * plan.width
        let rows = plan.lastOutputRow[bands[band].upperBound - 1] - part.firstRows[index] + 1
        for at in 0..<(rows * plan.width) {
          low[first + at] = .lower(low[first + at], part.low[part.offsets[index] + at])
          high[first + at] = .higher(high[first + at], part.high[part.offsets[index] + at])
        }
      }
      outputs[index].samples.withUnsafeMutableBufferPointer { samples in
        let raw = UnsafeMutableRawPointer(samples.baseAddress!)
        for at in low.indices {
          let value = raw.loadUnaligned(fromByteOffset: at * 16, as: SIMD4<Float>.self)
          raw.storeBytes(
            of: lower(higher(value, linear(low[at])), linear(high[at])), toByteOffset: at * 16,
            as: SIMD4<Float>.self)
        }
      }
    }
  }

  /// The ranges a band of source rows gives each output, for the output rows it touches.
  @_specialize(where Scalar == UInt8)
  @_specialize(where Scalar == Float)
  private static func partialRanges<Scalar: RangeScalar>(
    of band: Range<Int>, width sourceWidth: Int, plans: [SourceClampPlan], levels: Int,
    load: (Int, UnsafeMutablePointer<SIMD4<Scalar>>) -> Void
  ) -> PartialRanges<Scalar> {
    typealias Pixel = SIMD4<Scalar>
    // Every output's rows that the band touches, one after another in one buffer.
    var firstRows: [Int] = []
    var offsets: [Int] = []
    var total = 0
    for plan in plans {
      let first = plan.firstOutputRow[band.lowerBound]
      let last = plan.lastOutputRow[band.upperBound - 1]
      firstRows.append(first)
      offsets.append(total)
      total += (last - first + 1) * plan.width
    }
    var low = [Pixel](repeating: .lowestStart, count: total)
    var high = [Pixel](repeating: .highestStart, count: total)
    // Level m's window at x covers x..<(x + 2^m): lows, then highs, `sourceWidth` each.
    var table = [Pixel](repeating: .lowestStart, count: levels * sourceWidth * 2)
    table.withUnsafeMutableBufferPointer { table in
      low.withUnsafeMutableBufferPointer { low in
        high.withUnsafeMutableBufferPointer { high in
          let windows = table.baseAddress!
          for y in band {
            load(y, windows)
            windows.advanced(by: sourceWidth).update(from: windows, count: sourceWidth)
            for level in 1..<levels {
              let below = windows + (level - 1) * sourceWidth * 2
              let here = windows + level * sourceWidth * 2
              let half = 1 << (level - 1)
              let count = sourceWidth - 2 * half + 1
              Scalar.lowerWindows(below, half: half, into: here, count: count)
              Scalar.higherWindows(
                below + sourceWidth, half: half, into: here + sourceWidth, count: count)
            }
            let highWindows = windows + sourceWidth
            for (index, plan) in plans.enumerated() {
              let width = plan.width
              let start = offsets[index] - firstRows[index] * width
              let first = low.baseAddress! + start + plan.firstOutputRow[y] * width
              let rows = plan.lastOutputRow[y] - plan.firstOutputRow[y] + 1
              plan.windows.withUnsafeBufferPointer { pairs in
                for x in 0..<width {
                  let (left, right) = (pairs[2 * x], pairs[2 * x + 1])
                  let lowest = Pixel.lower(windows[left], windows[right])
                  let highest = Pixel.higher(highWindows[left], highWindows[right])
                  var at = first + x
                  for _ in 0..<rows {
                    at.pointee = .lower(at.pointee, lowest)
                    let up = high.baseAddress! + (at - low.baseAddress!)
                    up.pointee = .higher(up.pointee, highest)
                    at += width
                  }
                }
              }
            }
          }
        }
      }
    }
    return PartialRanges(firstRows: firstRows, offsets: offsets, low: low, high: high)
  }
}

/// A channel's type whose range the one-pass clamp keeps (`Hashable` and `Codable` because
/// `SIMD4<Self>` in its requirements asks them of `Self`).
protocol RangeScalar: SIMDScalar, Comparable, Hashable, Codable, Sendable {
  /// Above every value: where a range's low end starts.
  static var rangeLowStart: Self { get }
  /// Below every value: where its high end starts.
  static var rangeHighStart: Self { get }
  /// The lower of each lane.
  static func lower(_ a: SIMD4<Self>, _ b: SIMD4<Self>) -> SIMD4<Self>
  /// The higher of each lane.
  static func higher(_ a: SIMD4<Self>, _ b: SIMD4<Self>) -> SIMD4<Self>
  /// `here[x]` = the lower of `below[x]` and `below[x + half]`, for `x` in `0..<count`.
  static func lowerWindows(
    _ below: UnsafePointer<SIMD4<Self>>, half: Int, into here: UnsafeMutablePointer<SIMD4<Self>>,
    count: Int)
  /// `here[x]` = the higher of `below[x]` and `below[x + half]`, for `x` in `0..<count`.
  static func higherWindows(
    _ below: UnsafePointer<SIMD4<Self>>, half: Int, into here: UnsafeMutablePointer<SIMD4<Self>>,
    count: Int)
}

extension RangeScalar {
  @inline(__always)
  static func lowerWindows(
    _ below: UnsafePointer<SIMD4<Self>>, half: Int, into here: UnsafeMutablePointer<SIMD4<Self>>,
    count: Int
  ) {
    for x in 0..<count { here[x] = lower(below[x], below[x + half]) }
  }

  @inline(__always)
  static func higherWindows(
    _ below: UnsafePointer<SIMD4<Self>>, half: Int, into here: UnsafeMutablePointer<SIMD4<Self>>,
    count: Int
  ) {
    for x in 0..<count { here[x] = higher(below[x], below[x + half]) }
  }
}

extension Float: RangeScalar {
  static var rangeLowStart: Float { .infinity }
  static var rangeHighStart: Float { -.infinity }
  @inline(__always)
  static func lower(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> { Resampler.lower(a, b) }
  @inline(__always)
  static func higher(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> {
    Resampler.higher(a, b)
  }
}

extension UInt8: RangeScalar {
  static var rangeLowStart: UInt8 { .max }
  static var rangeHighStart: UInt8 { .min }
  @inline(__always)
  static func lower(_ a: SIMD4<UInt8>, _ b: SIMD4<UInt8>) -> SIMD4<UInt8> { pointwiseMin(a, b) }
  @inline(__always)
  static func higher(_ a: SIMD4<UInt8>, _ b: SIMD4<UInt8>) -> SIMD4<UInt8> { pointwiseMax(a, b) }

  static func lowerWindows(
    _ below: UnsafePointer<SIMD4<UInt8>>, half: Int, into here: UnsafeMutablePointer<SIMD4<UInt8>>,
    count: Int
  ) {
    windows(below, half: half, into: here, count: count, { pointwiseMin($0, $1) }, lower)
  }

  static func higherWindows(
    _ below: UnsafePointer<SIMD4<UInt8>>, half: Int, into here: UnsafeMutablePointer<SIMD4<UInt8>>,
    count: Int
  ) {
    windows(below, half: half, into: here, count: count, { pointwiseMax($0, $1) }, higher)
  }

  /// Four pixels a step: the windows' build is most of the clamp's work.
  @inline(__always)
  private static func windows(
    _ below: UnsafePointer<SIMD4<UInt8>>, half: Int, into here: UnsafeMutablePointer<SIMD4<UInt8>>,
    count: Int, _ pick: (SIMD16<UInt8>, SIMD16<UInt8>) -> SIMD16<UInt8>,
    _ pickOne: (SIMD4<UInt8>, SIMD4<UInt8>) -> SIMD4<UInt8>
  ) {
    let from = UnsafeRawPointer(below)
    let to = UnsafeMutableRawPointer(here)
    var x = 0
    while x + 4 <= count {
      let a = from.loadUnaligned(fromByteOffset: x * 4, as: SIMD16<UInt8>.self)
      let b = from.loadUnaligned(fromByteOffset: (x + half) * 4, as: SIMD16<UInt8>.self)
      to.storeBytes(of: pick(a, b), toByteOffset: x * 4, as: SIMD16<UInt8>.self)
      x += 4
    }
    while x < count {
      here[x] = pickOne(below[x], below[x + half])
      x += 1
    }
  }
}

extension SIMD4 where Scalar: RangeScalar {
  static var lowestStart: Self { Self(repeating: .rangeLowStart) }
  static var highestStart: Self { Self(repeating: .rangeHighStart) }
  @inline(__always)
  static func lower(_ a: Self, _ b: Self) -> Self { Scalar.lower(a, b) }
  @inline(__always)
  static func higher(_ a: Self, _ b: Self) -> Self { Scalar.higher(a, b) }
}

/// One output's spans over the source, as the one-pass clamp reads them.
///
/// Invariant: the output is smaller than the source both ways, so every span holds at least
/// one source pixel and the spans of neighbouring outputs share at most one.
struct SourceClampPlan: Sendable {
  let width: Int
  let height: Int
  /// For each source row, the first and last output rows whose spans hold it.
  let firstOutputRow: [Int]
  let lastOutputRow: [Int]
  let topLevel: Int
  let tallestSpan: Int
  /// Each column's two windows in a row's sparse table of `sourceWidth`-pixel levels, lows
  /// and highs alternating: the first at the span's start, the second ending at its end.
  let windows: [Int]

  init(sourceWidth: Int, sourceHeight: Int, width: Int, height: Int) {
    precondition(width < sourceWidth && height < sourceHeight, "the clamp serves shrinking only")
    self.width = width
    self.height = height
    let columns = (0..<width).map {
      Resampler.Weights.span(of: $0, source: sourceWidth, destination: width)
    }
    let columnFirst = columns.map(\.lowerBound)
    let columnLast = columns.map(\.upperBound)
    // The sparse table's level whose two windows cover a span: the largest power of two not
    // over its length.
    let columnLevel = columns.map { Int.bitWidth - 1 - $0.count.leadingZeroBitCount }
    topLevel = columnLevel.max() ?? 0
    windows = (0..<width).flatMap { x -> [Int] in
      let level = columnLevel[x]
      let table = level * sourceWidth * 2
      return [table + columnFirst[x], table + columnLast[x] + 1 - (1 << level)]
    }
    var first = [Int](repeating: Int.max, count: sourceHeight)
    var last = [Int](repeating: -1, count: sourceHeight)
    var tallest = 1
    for row in 0..<height {
      let span = Resampler.Weights.span(of: row, source: sourceHeight, destination: height)
      tallest = max(tallest, span.count)
      for y in span {
        first[y] = min(first[y], row)
        last[y] = max(last[y], row)
      }
    }
    firstOutputRow = first
    lastOutputRow = last
    tallestSpan = tallest
  }
}

/// A band's ranges for every output: output `i`'s rows from `firstRows[i]` on, row after row,
/// from `offsets[i]`. (Unchecked: the compiler cannot see that a `SIMD4` of a `RangeScalar` is
/// a plain value.)
struct PartialRanges<Scalar: RangeScalar>: @unchecked Sendable {
  let firstRows: [Int]
  let offsets: [Int]
  let low: [SIMD4<Scalar>]
  let high: [SIMD4<Scalar>]
}
