import Utilities

/// Separable Lanczos-3 resampling of linear-light, premultiplied images.
///
/// Invariant: output sizes are exact; when shrinking, the kernel widens with
/// the scale factor (support 3 x scale source pixels), so every source pixel
/// contributes and nothing aliases; weights are computed in Double,
/// normalised to sum to 1 and applied in Float32; near the edges the kernel
/// is cut and renormalised. Rows run in parallel; results do not depend on
/// how rows are split.
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
    }
  }

  /// `image` resampled to exactly `width` x `height`.
  public static func resample(_ image: LinearImage, width: Int, height: Int) -> LinearImage {
    precondition(width > 0 && height > 0, "output size must be positive")
    if width == image.width && height == image.height { return image }
    let horizontal = Weights(source: image.width, destination: width)
    let vertical = Weights(source: image.height, destination: height)
    // Run the pass that shrinks more first: fewer pixels for the second one.
    let horizontalFirst =
      image.height * width * horizontal.stride + height * width * vertical.stride
      <= height * image.width * vertical.stride + height * width * horizontal.stride
    if horizontalFirst {
      return resampleInBands(image, width: width, height: height, horizontal, vertical)
    }
    let tall = resampleColumns(image, height: height, weights: vertical)
    return resampleRows(tall, width: width, weights: horizontal)
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
    _ image: LinearImage, width: Int, height: Int, _ horizontal: Weights, _ vertical: Weights
  ) -> LinearImage {
    image.samples.withUnsafeBufferPointer { source in
      resampleInBands(
        RowReader(floats: source.baseAddress!, width: image.width), sourceHeight: image.height,
        width: width, height: height, horizontal, vertical)
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
    _ vertical: Weights
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
    horizontal.values.withUnsafeBufferPointer { hValues in
      horizontal.first.withUnsafeBufferPointer { hFirsts in
        horizontal.count.withUnsafeBufferPointer { hCounts in
          withPointers(vertical, &output) { shared in
            let rows = RowWeights(
              values: hValues.baseAddress!, firsts: hFirsts.baseAddress!,
              counts: hCounts.baseAddress!, stride: horizontal.stride)
            let minimumBands = max(1, minimumRows(taps: rowLength * vertical.stride) / band)
            Parallel.forEachBlock(count: bands, minimumBlock: minimumBands) { range in
              var scratch: [Float] = []
              // One converted source row, when the source is 8-bit.
              var sourceRow = [Float](
                repeating: 0, count: reader.bytes == nil ? 0 : reader.width * 4)
              for index in range {
                let top = index * band
                let bottom = min(height, top + band)
                // Not the top row's first: an enlargement whose output centre falls on a
                // source centre has one weight, and rows below it start higher.
                var firstRow = shared.firsts[top]
                var endRow = firstRow
                for y in top..<bottom {
                  firstRow = min(firstRow, shared.firsts[y])
                  endRow = max(endRow, shared.firsts[y] + shared.counts[y])
                }
                let needed = (endRow - firstRow) * rowLength
                if scratch.count < needed {
                  scratch = [Float](repeating: 0, count: needed)
                }
                scratch.withUnsafeMutableBufferPointer { wide in
                  sourceRow.withUnsafeMutableBufferPointer { converted in
                    for sourceY in firstRow..<endRow {
                      filterRow(
                        reader.row(sourceY, into: converted.baseAddress),
                        into: wide.baseAddress! + (sourceY - firstRow) * rowLength, width: width,
                        rows)
                    }
                  }
                  for y in top..<bottom {
                    let outRow = shared.out + y * rowLength
                    let w = shared.values + y * vertical.stride
                    outRow.update(repeating: 0, count: rowLength)
                    for k in 0..<shared.counts[y] {
                      let weight = w[k]
                      let sourceRow =
                        wide.baseAddress! + (shared.firsts[y] + k - firstRow) * rowLength
                      for i in 0..<rowLength { outRow[i] += sourceRow[i] * weight }
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
    return output
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
private struct RowReader: @unchecked Sendable {
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
