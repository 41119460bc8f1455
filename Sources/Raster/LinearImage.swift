/// An image in linear light with premultiplied alpha, in Float32: the form
/// resampling must happen in, so edges and colours average as light does.
///
/// Invariant: `samples.count == width * height * 4` (R, G, B, A); colour
/// channels are already multiplied by alpha; values of a fresh conversion lie
/// in 0...1 (resampling may overshoot; ``clamped()`` brings them back).
public struct LinearImage: Sendable {
  public let width: Int
  public let height: Int
  public var samples: [Float]

  public init(width: Int, height: Int, samples: [Float]) {
    precondition(samples.count == width * height * 4, "sample count does not match the size")
    self.width = width
    self.height = height
    self.samples = samples
  }

  /// The 8-bit sRGB image decoded to linear light and premultiplied.
  public init(_ image: RGBAImage) {
    width = image.width
    height = image.height
    let count = image.pixelCount
    samples = [Float](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
      image.pixels.withUnsafeBufferPointer { source in
        SRGB.toLinear.withUnsafeBufferPointer { table in
          let shared = ConversionPointers(
            bytes: source.baseAddress!, floats: buffer.baseAddress!, table: table.baseAddress!)
          Parallel.forEachBlock(count: count, minimumBlock: 16384) { pixels in
            for index in pixels {
              let alpha = Float(shared.bytes[index * 4 + 3]) * (1 / 255)
              shared.floats[index * 4] = shared.table[Int(shared.bytes[index * 4])] * alpha
              shared.floats[index * 4 + 1] = shared.table[Int(shared.bytes[index * 4 + 1])] * alpha
              shared.floats[index * 4 + 2] = shared.table[Int(shared.bytes[index * 4 + 2])] * alpha
              shared.floats[index * 4 + 3] = alpha
            }
          }
        }
      }
      initialized = count * 4
    }
  }

  /// Straight-alpha 8-bit sRGB, each colour flattened over `background`
  /// with sRGB "over" when given (then every pixel is opaque).
  public func srgbImage(flattenedOnto background: RGBA? = nil) -> RGBAImage {
    let count = width * height
    let back = background.map { SIMD3<Float>(Float($0.red), Float($0.green), Float($0.blue)) / 255 }
    let pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
      samples.withUnsafeBufferPointer { source in
        SRGB.encodeGrid.withUnsafeBufferPointer { grid in
          let shared = EncodingPointers(
            floats: source.baseAddress!, bytes: buffer.baseAddress!, grid: grid.baseAddress!)
          Parallel.forEachBlock(count: count, minimumBlock: 8192) { range in
            for index in range {
              let alpha = min(1, max(0, shared.floats[index * 4 + 3]))
              var color = SIMD3<Float>(repeating: 0)
              if alpha > 0 {
                for channel in 0..<3 {
                  let straight = min(alpha, max(0, shared.floats[index * 4 + channel])) / alpha
                  color[channel] = SRGB.encode(straight, grid: shared.grid)
                }
              }
              if let back {
                // The design tool's "over", in sRGB: colour * alpha + background * (1 - alpha).
                color = color * alpha + back * (1 - alpha)
                shared.bytes[index * 4 + 3] = 255
              } else {
                shared.bytes[index * 4 + 3] = Self.byte(alpha)
              }
              for channel in 0..<3 { shared.bytes[index * 4 + channel] = Self.byte(color[channel]) }
            }
          }
        }
      }
      initialized = count * 4
    }
    return RGBAImage(width: width, height: height, pixels: pixels)!
  }

  /// A value in 0...1 as a byte, rounded half up (no libm call: deterministic and fast).
  @inline(__always)
  static func byte(_ value: Float) -> UInt8 {
    UInt8(min(255, max(0, value * 255 + 0.5)))
  }
}

/// Pointers handed to workers converting disjoint ranges of pixels.
private struct ConversionPointers: @unchecked Sendable {
  let bytes: UnsafePointer<UInt8>
  let floats: UnsafeMutablePointer<Float>
  let table: UnsafePointer<Float>
}

private struct EncodingPointers: @unchecked Sendable {
  let floats: UnsafePointer<Float>
  let bytes: UnsafeMutablePointer<UInt8>
  let grid: UnsafePointer<Float>
}
