import Utilities

/// Separable Lanczos-3 resampling of linear-light, premultiplied images, clamped so that
/// hard edges do not ring.
///
/// Invariant: output sizes are exact; when shrinking, the kernel widens with
/// the scale factor (support 3 x scale source pixels), so every source pixel
/// contributes and nothing aliases; weights are computed in Double,
/// normalised to sum to 1 and applied in Float32; near the edges the kernel
/// is cut and renormalised. Every output sample, each channel in the same
/// linear premultiplied space, lies within the range of the source samples of
/// its span: when shrinking, the source pixels its area overlaps; when
/// enlarging, those under the kernel's main lobe (the nearest one or two). In
/// linear light the negative lobes are far stronger on an edge's dark side once
/// encoded (#3366CC beside white lost 51 levels of red at 29 px), and the main
/// lobe's light spills past the pixel's own area far more than in sRGB (up to 90
/// levels against Pillow's 30): the clamp leaves neither. Rows run in parallel;
/// results do not depend on how rows are split.
public enum Resampler {
  /// Lanczos-3 at `t` source pixels: sinc(t) sinc(t / 3), zero beyond 3.
  public static func lanczos3(_ t: Double) -> Double {
    let x = abs(t)
    if x < 1e-12 { return 1 }
    if x >= 3 { return 0 }
    let pi = Double.pi
    return 3 * DeterministicMath.sinPi(x) * DeterministicMath.sinPi(x / 3) / (pi * pi * x * x)
  }

  /// Steps of the kernel table per source pixel.
  static let kernelSteps = 4096

  /// Lanczos-3 sampled on a fine grid, built once: weights come from it by
  /// linear interpolation (error about 1e-7, before normalisation) instead of
  /// two series evaluations a tap.
  static let kernelTable: [Double] = (0...(3 * kernelSteps + 1)).map {
    lanczos3(Double($0) / Double(kernelSteps))
  }

  /// Lanczos-3 at `t`, from ``kernelTable``.
  @inline(__always)
  static func kernel(_ t: Double, table: UnsafePointer<Double>) -> Double {
    let position = abs(t) * Double(kernelSteps)
    guard position < Double(3 * kernelSteps) else { return 0 }
    let index = Int(position)
    let fraction = position - Double(index)
    return table[index] + (table[index + 1] - table[index]) * fraction
  }

  /// The contributions of source pixels to each output pixel along one axis.
  struct Weights: Sendable {
    /// First source pixel of each output pixel.
    let first: [Int]
    /// How many source pixels each output pixel reads.
    let count: [Int]
    /// Weights, `stride` per output pixel.
    let values: [Float]
    let stride: Int
    /// First source pixel of each output pixel's span: the range
    /// its sample is clamped to is that of these pixels.
    let spanFirst: [Int]
    /// How many source pixels each span holds (at least one).
    let spanCount: [Int]
    /// The source pixels cut into runs at every span's ends (run `r` is
    /// `runStarts[r]..<runStarts[r + 1]`), so each span is whole runs: a run's
    /// range is found once, not once for each of the spans over it.
    let runStarts: [Int]
    /// First run of each output pixel's span; it ends before `lastRun[index] + 1`.
    let firstRun: [Int]
    let lastRun: [Int]

    init(source: Int, destination: Int) {
      let scale = Double(source) / Double(destination)
      let widening = max(1, scale)
      let support = 3 * widening
      // Every output reads at most this many source pixels: one flat table, no per-row arrays.
      let stride = min(source, Int((2 * support).rounded(.up)) + 2)
      var first = [Int](repeating: 0, count: destination)
      var count = [Int](repeating: 0, count: destination)
      var values = [Float](repeating: 0, count: destination * stride)
      var weights = [Double](repeating: 0, count: stride)
      for index in 0..<destination {
        let center = (Double(index) + 0.5) * scale
        let low = max(0, Int((center - support - 0.5).rounded(.down)))
        let high = min(source - 1, Int((center + support - 0.5).rounded(.up)), low + stride - 1)
        var taken = 0
        Resampler.kernelTable.withUnsafeBufferPointer { table in
          for pixel in low...high {
            weights[taken] = Resampler.kernel(
              (Double(pixel) + 0.5 - center) / widening, table: table.baseAddress!)
            taken += 1
          }
        }
        // Drop zero weights at both ends, then normalise.
        var start = 0
        var end = taken
        while start < end - 1 && weights[start] == 0 { start += 1 }
        while end > start + 1 && weights[end - 1] == 0 { end -= 1 }
        var sum = 0.0
        for k in start..<end { sum += weights[k] }
        let row = index * stride
        var floatSum: Float = 0
        var largest = row
        for k in start..<end {
          let value = Float(weights[k] / sum)
          values[row + k - start] = value
          floatSum += value
          if value > values[largest] { largest = row + k - start }
        }
        // Put the Float rounding error on the largest weight, so a constant stays constant.
        values[largest] += 1 - floatSum
        first[index] = low + start
        count[index] = end - start
      }
      self.first = first
      self.count = count
      self.stride = stride
      self.values = values
      var spanFirst = [Int](repeating: 0, count: destination)
      var spanCount = [Int](repeating: 0, count: destination)
      var ends: [Int] = []
      for index in 0..<destination {
        let span = Self.span(of: index, source: source, destination: destination)
        spanFirst[index] = span.lowerBound
        spanCount[index] = span.count
        ends += [span.lowerBound, span.upperBound + 1]
      }
      // Every span's two ends cut the source; each span is then whole runs.
      let runStarts = Array(Set(ends)).sorted()
      var runOf: [Int: Int] = [:]
      for (run, start) in runStarts.enumerated() { runOf[start] = run }
      self.spanFirst = spanFirst
      self.spanCount = spanCount
      self.runStarts = runStarts
      firstRun = spanFirst.map { runOf[$0]! }
      lastRun = (0..<destination).map { runOf[spanFirst[$0] + spanCount[$0]]! - 1 }
    }

    /// The source pixels whose range bounds output pixel `index`'s sample, never empty:
    /// shrinking, every pixel its area overlaps, so that it shows nothing from beyond its
    /// area (no ring, and no spill of the main lobe past it); enlarging, the one or two
    /// under the kernel's main lobe, between which it draws.
    static func span(of index: Int, source: Int, destination: Int) -> ClosedRange<Int> {
      guard source > destination else {
        // Centres less than one source pixel from the output's centre, in integers:
        // |(2p + 1) destination - (2 index + 1) source| < 2 destination.
        let centre = (2 * index + 1) * source
        let candidates =
          max(
            0, (centre - 3 * destination) / (2 * destination))...min(
            source - 1, (centre + destination) / (2 * destination))
        let near = candidates.filter { abs((2 * $0 + 1) * destination - centre) < 2 * destination }
        let nearest = min(source - 1, centre / (2 * destination))
        return (near.first ?? nearest)...(near.last ?? nearest)
      }
      // The output's area is [index, index + 1) x source / destination.
      return
        (index * source / destination)...min(
          source - 1, ((index + 1) * source - 1) / destination)
    }
  }

  /// `image` resampled to exactly `width` x `height`; `clamped: false` leaves out the clamp, for
  /// a caller that clamps to another source's spans (a pyramid's, to the master's).
  public static func resample(
    _ image: LinearImage, width: Int, height: Int, clamped: Bool = true
  ) -> LinearImage {
    precondition(width > 0 && height > 0, "output size must be positive")
    if width == image.width && height == image.height { return image }
    let horizontal = Weights(source: image.width, destination: width)
    let vertical = Weights(source: image.height, destination: height)
    // Run the pass that shrinks more first: fewer pixels for the second one.
    let horizontalFirst =
      image.height * width * horizontal.stride + height * width * vertical.stride
      <= height * image.width * vertical.stride + height * width * horizontal.stride
    if horizontalFirst {
      return resampleInBands(
        image, width: width, height: height, horizontal, vertical, clamped: clamped)
    }
    let tall = resampleColumns(image, height: height, weights: vertical)
    var output = resampleRows(tall, width: width, weights: horizontal)
    if clamped { Self.clamp(&output, toSpansOf: image, horizontal, vertical) }
    return output
  }

  /// Clamps every sample of `output` to the range of its span's source pixels in
  /// `image`: down the span's rows at the source's width, then across its columns.
  static func clamp(
    _ output: inout LinearImage, toSpansOf image: LinearImage, _ horizontal: Weights,
    _ vertical: Weights
  ) {
    let width = output.width
    let sourceLength = image.width * 4
    withSpans(horizontal) { across in
      withSpans(vertical) { down in
        image.samples.withUnsafeBufferPointer { source in
          output.samples.withUnsafeMutableBufferPointer { samples in
            let shared = ClampPointers(source: source.baseAddress!, out: samples.baseAddress!)
            Parallel.forEachBlock(
              count: output.height, minimumBlock: minimumRows(taps: sourceLength * 2)
            ) { rows in
              var column = [Float](repeating: 0, count: sourceLength * 2)
              var ranges = [Float](repeating: 0, count: width * 8)
              var runs = [SIMD4<Float>](repeating: .zero, count: across.runCount * 2)
              column.withUnsafeMutableBufferPointer { column in
                ranges.withUnsafeMutableBufferPointer { ranges in
                  runs.withUnsafeMutableBufferPointer { runs in
                    let low = column.baseAddress!
                    let high = low + sourceLength
                    for y in rows {
                      let top = shared.source + down.first[y] * sourceLength
                      low.update(from: top, count: sourceLength)
                      high.update(from: top, count: sourceLength)
                      for k in 1..<down.count[y] {
                        widen(
                          low: low, high: high, by: top + k * sourceLength,
                          top + k * sourceLength, count: sourceLength)
                      }
                      rangeRow(
                        low: low, high: high, into: ranges.baseAddress!, width: width, across,
                        runs: runs.baseAddress!)
                      clampRow(
                        shared.out + y * width * 4, low: ranges.baseAddress!,
                        high: ranges.baseAddress! + width * 4, count: width * 4)
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  /// The range of each output pixel's span along x: its low end from `low` and its
  /// high end from `high` (one source row twice, or a column's ranges), written as
  /// `width` lows, then `width` highs, into `ranges`. `runs` holds two per run.
  @inline(__always)
  private static func rangeRow(
    low: UnsafePointer<Float>, high: UnsafePointer<Float>, into ranges: UnsafeMutablePointer<Float>,
    width: Int, _ spans: Spans, runs: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    let lowRow = UnsafeRawPointer(low)
    let highRow = UnsafeRawPointer(high)
    for run in 0..<spans.runCount {
      let start = spans.runStarts[run]
      var lowest = lowRow.loadUnaligned(fromByteOffset: start * 16, as: SIMD4<Float>.self)
      var highest = highRow.loadUnaligned(fromByteOffset: start * 16, as: SIMD4<Float>.self)
      for pixel in (start + 1)..<spans.runStarts[run + 1] {
        lowest = lower(
          lowest, lowRow.loadUnaligned(fromByteOffset: pixel * 16, as: SIMD4<Float>.self))
        highest = higher(
          highest, highRow.loadUnaligned(fromByteOffset: pixel * 16, as: SIMD4<Float>.self))
      }
      runs[2 * run] = lowest
      runs[2 * run + 1] = highest
    }
    let out = UnsafeMutableRawPointer(ranges)
    for x in 0..<width {
      let first = spans.firstRun[x]
      var lowest = runs[2 * first]
      var highest = runs[2 * first + 1]
      for run in (first + 1)..<(spans.lastRun[x] + 1) {
        lowest = lower(lowest, runs[2 * run])
        highest = higher(highest, runs[2 * run + 1])
      }
      out.storeBytes(of: lowest, toByteOffset: x * 16, as: SIMD4<Float>.self)
      out.storeBytes(of: highest, toByteOffset: (width + x) * 16, as: SIMD4<Float>.self)
    }
  }

  /// The lower of each lane, as a compare and a blend (`pointwiseMin` orders NaNs, slowly).
  @inline(__always)
  static func lower(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> {
    a.replacing(with: b, where: b .< a)
  }

  /// The higher of each lane.
  @inline(__always)
  static func higher(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> {
    a.replacing(with: b, where: b .> a)
  }

  /// `row` clamped, sample by sample, to `low...high`; `count` is a multiple of 4.
  @inline(__always)
  private static func clampRow(
    _ row: UnsafeMutablePointer<Float>, low: UnsafePointer<Float>, high: UnsafePointer<Float>,
    count: Int
  ) {
    let out = UnsafeMutableRawPointer(row)
    let lows = UnsafeRawPointer(low)
    let highs = UnsafeRawPointer(high)
    for offset in stride(from: 0, to: count * 4, by: 16) {
      let value = out.loadUnaligned(fromByteOffset: offset, as: SIMD4<Float>.self)
      let clamped = lower(
        higher(value, lows.loadUnaligned(fromByteOffset: offset, as: SIMD4<Float>.self)),
        highs.loadUnaligned(fromByteOffset: offset, as: SIMD4<Float>.self))
      out.storeBytes(of: clamped, toByteOffset: offset, as: SIMD4<Float>.self)
    }
  }

  /// Lowers `low` to `lows` and raises `high` to `highs` where they reach further, four
  /// samples at a time; `count` is a multiple of 4.
  @inline(__always)
  private static func widen(
    low: UnsafeMutablePointer<Float>, high: UnsafeMutablePointer<Float>,
    by lows: UnsafePointer<Float>, _ highs: UnsafePointer<Float>, count: Int
  ) {
    let low = UnsafeMutableRawPointer(low)
    let high = UnsafeMutableRawPointer(high)
    let lows = UnsafeRawPointer(lows)
    let highs = UnsafeRawPointer(highs)
    for offset in stride(from: 0, to: count * 4, by: 16) {
      low.storeBytes(
        of: lower(
          low.loadUnaligned(fromByteOffset: offset, as: SIMD4<Float>.self),
          lows.loadUnaligned(fromByteOffset: offset, as: SIMD4<Float>.self)),
        toByteOffset: offset, as: SIMD4<Float>.self)
      high.storeBytes(
        of: higher(
          high.loadUnaligned(fromByteOffset: offset, as: SIMD4<Float>.self),
          highs.loadUnaligned(fromByteOffset: offset, as: SIMD4<Float>.self)),
        toByteOffset: offset, as: SIMD4<Float>.self)
    }
  }

  /// Resamples along x: each output row from the same source row.
  static func resampleRows(_ image: LinearImage, width: Int, weights: Weights) -> LinearImage {
    let height = image.height
    let sourceWidth = image.width
    let stride = weights.stride
    var output = [Float](unsafeUninitializedCapacity: width * height * 4) { _, count in
      count = width * height * 4
    }
    withPointers(image, weights, &output) { shared in
      Parallel.forEachBlock(count: height, minimumBlock: minimumRows(taps: width * stride)) {
        rows in
        for y in rows {
          filterRow(
            shared.source + y * sourceWidth * 4, into: shared.out + y * width * 4, width: width,
            RowWeights(
              values: shared.values, firsts: shared.firsts, counts: shared.counts, stride: stride))
        }
      }
    }
    return LinearImage(width: width, height: height, samples: output)
  }

  /// Rows, then columns, a band of output rows at a time: each band filters
  /// only the source rows it reads into a small scratch buffer, so no
  /// intermediate image of the whole height is made (for a 2048-pixel master
  /// and a 1024-pixel icon, that was 32 MB written once and read once).
  /// Every sample is the same sum, in the same order, as the two passes
  /// would give; bands only recompute the few source rows they share.
  static func resampleInBands(
    _ image: LinearImage, width: Int, height: Int, _ horizontal: Weights, _ vertical: Weights,
    clamped: Bool = true
  ) -> LinearImage {
    image.samples.withUnsafeBufferPointer { source in
      resampleInBands(
        RowReader(floats: source.baseAddress!, width: image.width), sourceHeight: image.height,
        width: width, height: height, horizontal, vertical, clamped: clamped)
    }
  }

  /// `image` flattened over `background` and resampled to `width` x `height`:
  /// the samples of `resample(LinearImage(image, flattenedOnto: background), ...)`,
  /// but each band converts only the 8-bit rows it reads, so the source is
  /// never held in Float (64 MB for a 2048-pixel master).
  public static func resample(
    flattening image: RGBAImage, onto background: RGBA, width: Int, height: Int
  ) -> LinearImage {
    precondition(width > 0 && height > 0, "output size must be positive")
    let horizontal = Weights(source: image.width, destination: width)
    let vertical = Weights(source: image.height, destination: height)
    let horizontalFirst =
      image.height * width * horizontal.stride + height * width * vertical.stride
      <= height * image.width * vertical.stride + height * width * horizontal.stride
    guard horizontalFirst && (width, height) != (image.width, image.height) else {
      return resample(LinearImage(image, flattenedOnto: background), width: width, height: height)
    }
    return image.pixels.withUnsafeBufferPointer { bytes in
      SRGB.toLinear.withUnsafeBufferPointer { table in
        resampleInBands(
          RowReader(
            bytes: bytes.baseAddress!, table: table.baseAddress!, background: background,
            width: image.width), sourceHeight: image.height, width: width, height: height,
          horizontal, vertical)
      }
    }
  }

  private static func resampleInBands(
    _ reader: RowReader, sourceHeight: Int, width: Int, height: Int, _ horizontal: Weights,
    _ vertical: Weights, clamped: Bool = true
  ) -> LinearImage {
    let rowLength = width * 4
    let scale = max(1, sourceHeight / height)
    // A band reads about band * scale + taps source rows: long enough that the shared rows
    // cost at most an eighth more.
    let band = max(8, (8 * vertical.stride + scale - 1) / scale)
    let bands = (height + band - 1) / band
    var output = [Float](unsafeUninitializedCapacity: rowLength * height) { _, count in
      count = rowLength * height
    }
    withSpans(horizontal) { across in
      withSpans(vertical) { down in
        horizontal.values.withUnsafeBufferPointer { hValues in
          horizontal.first.withUnsafeBufferPointer { hFirsts in
            horizontal.count.withUnsafeBufferPointer { hCounts in
              withPointers(vertical, &output) { shared in
                let rows = RowWeights(
                  values: hValues.baseAddress!, firsts: hFirsts.baseAddress!,
                  counts: hCounts.baseAddress!, stride: horizontal.stride)
                let minimumBands = max(1, minimumRows(taps: rowLength * vertical.stride) / band)
                Parallel.forEachBlock(count: bands, minimumBlock: minimumBands) { range in
                  // Each source row the band reads, filtered along x, then the lows and the
                  // highs of its pixels' spans along x.
                  var scratch: [Float] = []
                  // One converted source row, when the source is 8-bit.
                  var sourceRow = [Float](
                    repeating: 0, count: reader.bytes == nil ? 0 : reader.width * 4)
                  var runs = [SIMD4<Float>](repeating: .zero, count: across.runCount * 2)
                  var spanRange = [Float](repeating: 0, count: rowLength * 2)
                  for index in range {
                    let top = index * band
                    let bottom = min(height, top + band)
                    // Not the top row's first: an enlargement whose output centre falls on
                    // a source centre has one weight, and rows below it start higher.
                    var firstRow = shared.firsts[top]
                    var endRow = firstRow
                    for y in top..<bottom {
                      firstRow = min(firstRow, shared.firsts[y])
                      endRow = max(endRow, shared.firsts[y] + shared.counts[y])
                    }
                    let needed = (endRow - firstRow) * rowLength * 3
                    if scratch.count < needed {
                      scratch = [Float](repeating: 0, count: needed)
                    }
                    scratch.withUnsafeMutableBufferPointer { scratch in
                      let wide = scratch.baseAddress!
                      // Row r's lows at `ranges + 2 r rowLength`, its highs one row later.
                      let ranges = wide + (endRow - firstRow) * rowLength
                      sourceRow.withUnsafeMutableBufferPointer { converted in
                        runs.withUnsafeMutableBufferPointer { runs in
                          for sourceY in firstRow..<endRow {
                            let row = reader.row(sourceY, into: converted.baseAddress)
                            filterRow(
                              row, into: wide + (sourceY - firstRow) * rowLength, width: width, rows
                            )
                            guard clamped else { continue }
                            rangeRow(
                              low: row, high: row,
                              into: ranges + 2 * (sourceY - firstRow) * rowLength, width: width,
                              across, runs: runs.baseAddress!)
                          }
                        }
                      }
                      spanRange.withUnsafeMutableBufferPointer { spanRange in
                        let low = spanRange.baseAddress!
                        let high = low + rowLength
                        for y in top..<bottom {
                          let outRow = shared.out + y * rowLength
                          let w = shared.values + y * vertical.stride
                          outRow.update(repeating: 0, count: rowLength)
                          for k in 0..<shared.counts[y] {
                            let weight = w[k]
                            let sourceRow = wide + (shared.firsts[y] + k - firstRow) * rowLength
                            for i in 0..<rowLength { outRow[i] += sourceRow[i] * weight }
                          }
                          guard clamped else { continue }
                          let spanTop = ranges + 2 * (down.first[y] - firstRow) * rowLength
                          guard down.count[y] > 1 else {
                            clampRow(
                              outRow, low: spanTop, high: spanTop + rowLength, count: rowLength)
                            continue
                          }
                          low.update(from: spanTop, count: rowLength)
                          high.update(from: spanTop + rowLength, count: rowLength)
                          for k in 1..<down.count[y] {
                            let rowLow = spanTop + 2 * k * rowLength
                            widen(
                              low: low, high: high, by: rowLow, rowLow + rowLength,
                              count: rowLength)
                          }
                          clampRow(outRow, low: low, high: high, count: rowLength)
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    return LinearImage(width: width, height: height, samples: output)
  }

  /// One source row filtered along x into `width` pixels.
  @inline(__always)
  private static func filterRow(
    _ source: UnsafePointer<Float>, into out: UnsafeMutablePointer<Float>, width: Int,
    _ weights: RowWeights
  ) {
    let sourceRow = UnsafeRawPointer(source)
    let outRow = UnsafeMutableRawPointer(out)
    for x in 0..<width {
      let w = weights.values + x * weights.stride
      let taps = weights.counts[x]
      var pointer = sourceRow + weights.firsts[x] * 16
      // Four sums, so each add need not wait for the one before.
      var sum0 = SIMD4<Float>(repeating: 0)
      var sum1 = SIMD4<Float>(repeating: 0)
      var sum2 = SIMD4<Float>(repeating: 0)
      var sum3 = SIMD4<Float>(repeating: 0)
      var k = 0
      while k + 4 <= taps {
        sum0 += pointer.loadUnaligned(as: SIMD4<Float>.self) * w[k]
        sum1 += pointer.loadUnaligned(fromByteOffset: 16, as: SIMD4<Float>.self) * w[k + 1]
        sum2 += pointer.loadUnaligned(fromByteOffset: 32, as: SIMD4<Float>.self) * w[k + 2]
        sum3 += pointer.loadUnaligned(fromByteOffset: 48, as: SIMD4<Float>.self) * w[k + 3]
        pointer += 64
        k += 4
      }
      while k < taps {
        sum0 += pointer.loadUnaligned(as: SIMD4<Float>.self) * w[k]
        pointer += 16
        k += 1
      }
      outRow.storeBytes(
        of: (sum0 + sum1) + (sum2 + sum3), toByteOffset: x * 16, as: SIMD4<Float>.self)
    }
  }

  /// Resamples along y: each output row a weighted sum of whole source rows.
  static func resampleColumns(_ image: LinearImage, height: Int, weights: Weights) -> LinearImage {
    let rowLength = image.width * 4
    let stride = weights.stride
    var output = [Float](unsafeUninitializedCapacity: rowLength * height) { _, count in
      count = rowLength * height
    }
    withPointers(image, weights, &output) { shared in
      Parallel.forEachBlock(count: height, minimumBlock: minimumRows(taps: rowLength * stride)) {
        rows in
        for y in rows {
          let outRow = shared.out + y * rowLength
          let w = shared.values + y * stride
          outRow.update(repeating: 0, count: rowLength)
          for k in 0..<shared.counts[y] {
            let weight = w[k]
            let sourceRow = shared.source + (shared.firsts[y] + k) * rowLength
            for i in 0..<rowLength { outRow[i] += sourceRow[i] * weight }
          }
        }
      }
    }
    return LinearImage(width: image.width, height: height, samples: output)
  }

  /// One plane of values (a coverage map) resampled to `width` x `height`, with
  /// the weights of ``resample(_:width:height:)``: a quarter of the work when the
  /// four channels would be equal.
  public static func resamplePlane(
    _ values: [Float], width sourceWidth: Int, height sourceHeight: Int, toWidth width: Int,
    height: Int
  ) -> [Float] {
    precondition(values.count == sourceWidth * sourceHeight && width > 0 && height > 0)
    let horizontal = Weights(source: sourceWidth, destination: width)
    let vertical = Weights(source: sourceHeight, destination: height)
    // Rows first, then columns, as the four-channel path does for a shrink of both sides.
    var wide = [Float](repeating: 0, count: width * sourceHeight)
    values.withUnsafeBufferPointer { source in
      horizontal.values.withUnsafeBufferPointer { weights in
        wide.withUnsafeMutableBufferPointer { out in
          for y in 0..<sourceHeight {
            let row = source.baseAddress! + y * sourceWidth
            for x in 0..<width {
              let w = weights.baseAddress! + x * horizontal.stride
              let p = row + horizontal.first[x]
              let taps = horizontal.count[x]
              // Eight taps at a time: a glyph shrunk to a bar icon reads 50 to 150 a pixel.
              var lanes = SIMD8<Float>(repeating: 0)
              var k = 0
              while k + 8 <= taps {
                lanes +=
                  UnsafeRawPointer(p + k).loadUnaligned(as: SIMD8<Float>.self)
                  * UnsafeRawPointer(w + k).loadUnaligned(as: SIMD8<Float>.self)
                k += 8
              }
              var tail: Float = 0
              while k < taps {
                tail += p[k] * w[k]
                k += 1
              }
              let half = lanes.lowHalf + lanes.highHalf
              out[y * width + x] = (half[0] + half[1]) + (half[2] + half[3]) + tail
            }
          }
        }
      }
    }
    var output = [Float](repeating: 0, count: width * height)
    wide.withUnsafeBufferPointer { source in
      vertical.values.withUnsafeBufferPointer { weights in
        output.withUnsafeMutableBufferPointer { out in
          for y in 0..<height {
            let target = out.baseAddress! + y * width
            for k in 0..<vertical.count[y] {
              let weight = weights[y * vertical.stride + k]
              let row = source.baseAddress! + (vertical.first[y] + k) * width
              for x in 0..<width { target[x] += row[x] * weight }
            }
          }
        }
      }
    }
    clampPlane(&output, toSpansOf: values, sourceWidth, sourceHeight, horizontal, vertical)
    return output
  }

  /// Clamps each value of a resampled plane to the range of its span's source values,
  /// as ``clamp(_:toSpansOf:_:_:)`` does for four channels: a glyph's edge keeps its
  /// sharpness and loses the pale ring inside it.
  private static func clampPlane(
    _ output: inout [Float], toSpansOf values: [Float], _ sourceWidth: Int, _ sourceHeight: Int,
    _ horizontal: Weights, _ vertical: Weights
  ) {
    let width = horizontal.first.count
    var low = [Float](repeating: 0, count: width * sourceHeight)
    var high = low
    for y in 0..<sourceHeight {
      for x in 0..<width {
        let start = y * sourceWidth + horizontal.spanFirst[x]
        var lowest = values[start]
        var highest = lowest
        for pixel in start..<(start + horizontal.spanCount[x]) {
          lowest = min(lowest, values[pixel])
          highest = max(highest, values[pixel])
        }
        low[y * width + x] = lowest
        high[y * width + x] = highest
      }
    }
    for y in 0..<vertical.first.count {
      for x in 0..<width {
        let start = vertical.spanFirst[y] * width + x
        var lowest = low[start]
        var highest = high[start]
        for k in 1..<vertical.spanCount[y] {
          lowest = min(lowest, low[start + k * width])
          highest = max(highest, high[start + k * width])
        }
        output[y * width + x] = min(max(output[y * width + x], lowest), highest)
      }
    }
  }

  /// Rows per block so that each block is worth handing to another thread
  /// (a 20-pixel mask is faster on one).
  private static func minimumRows(taps perRow: Int) -> Int {
    max(4, (1 << 12) / max(1, perRow))
  }

  /// The pointers of the vertical pass of the banded resample, which reads its source
  /// through a `RowReader` instead.
  private static func withPointers(
    _ weights: Weights, _ output: inout [Float], _ body: (SharedPointers) -> Void
  ) {
    let placeholder: [Float] = [0]
    withPointers(placeholder, weights, &output, body)
  }

  /// The raw pointers a pass's workers share, valid for the duration of `body`.
  private static func withPointers(
    _ image: LinearImage, _ weights: Weights, _ output: inout [Float],
    _ body: (SharedPointers) -> Void
  ) {
    withPointers(image.samples, weights, &output, body)
  }

  private static func withPointers(
    _ samples: [Float], _ weights: Weights, _ output: inout [Float],
    _ body: (SharedPointers) -> Void
  ) {
    samples.withUnsafeBufferPointer { source in
      weights.values.withUnsafeBufferPointer { values in
        weights.first.withUnsafeBufferPointer { firsts in
          weights.count.withUnsafeBufferPointer { counts in
            output.withUnsafeMutableBufferPointer { out in
              body(
                SharedPointers(
                  source: source.baseAddress!, values: values.baseAddress!, out: out.baseAddress!,
                  firsts: firsts.baseAddress!, counts: counts.baseAddress!))
            }
          }
        }
      }
    }
  }
}

/// Where the banded resample reads its source rows: a linear image in place,
/// or an 8-bit image flattened and converted a row at a time, exactly as
/// `LinearImage(_:flattenedOnto:)` converts it.
struct RowReader: @unchecked Sendable {
  let floats: UnsafePointer<Float>?
  let bytes: UnsafePointer<UInt8>?
  let table: UnsafePointer<Float>?
  let background: RGBA
  let width: Int

  init(floats: UnsafePointer<Float>, width: Int) {
    self.floats = floats
    bytes = nil
    table = nil
    background = .white
    self.width = width
  }

  init(bytes: UnsafePointer<UInt8>, table: UnsafePointer<Float>, background: RGBA, width: Int) {
    floats = nil
    self.bytes = bytes
    self.table = table
    self.background = background
    self.width = width
  }

  /// Row `y` in linear light: in place, or converted into `scratch` (`width * 4` floats).
  @inline(__always)
  func row(_ y: Int, into scratch: UnsafeMutablePointer<Float>?) -> UnsafePointer<Float> {
    if let floats { return floats + y * width * 4 }
    let start = bytes! + y * width * 4
    for x in 0..<width {
      LinearImage.flattenedLinear(
        start + x * 4, over: background, table: table!, into: scratch! + x * 4)
    }
    return UnsafePointer(scratch!)
  }
}

/// The spans of one axis, as pointers a worker can hold.
private struct Spans: @unchecked Sendable {
  let first: UnsafePointer<Int>
  let count: UnsafePointer<Int>
  let runStarts: UnsafePointer<Int>
  let runCount: Int
  let firstRun: UnsafePointer<Int>
  let lastRun: UnsafePointer<Int>
}

extension Resampler {
  /// `weights`' spans as pointers, valid for the duration of `body`.
  fileprivate static func withSpans<Result>(
    _ weights: Weights, _ body: (Spans) -> Result
  ) -> Result {
    weights.spanFirst.withUnsafeBufferPointer { first in
      weights.spanCount.withUnsafeBufferPointer { count in
        weights.runStarts.withUnsafeBufferPointer { runStarts in
          weights.firstRun.withUnsafeBufferPointer { firstRun in
            weights.lastRun.withUnsafeBufferPointer { lastRun in
              body(
                Spans(
                  first: first.baseAddress!, count: count.baseAddress!,
                  runStarts: runStarts.baseAddress!, runCount: runStarts.count - 1,
                  firstRun: firstRun.baseAddress!, lastRun: lastRun.baseAddress!))
            }
          }
        }
      }
    }
  }
}

/// The source and output of a clamp, as pointers workers that write disjoint rows share.
private struct ClampPointers: @unchecked Sendable {
  let source: UnsafePointer<Float>
  let out: UnsafeMutablePointer<Float>
}

/// The horizontal pass's weights, as pointers a worker can hold.
private struct RowWeights: @unchecked Sendable {
  let values: UnsafePointer<Float>
  let firsts: UnsafePointer<Int>
  let counts: UnsafePointer<Int>
  let stride: Int
}

/// Pointers handed to worker threads that write disjoint rows.
private struct SharedPointers: @unchecked Sendable {
  let source: UnsafePointer<Float>
  let values: UnsafePointer<Float>
  let out: UnsafeMutablePointer<Float>
  let firsts: UnsafePointer<Int>
  let counts: UnsafePointer<Int>
}
