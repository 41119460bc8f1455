/// The few transcendental values the raster code needs, computed with IEEE
/// basic operations only (`+ - * /`), whose results are the same on every
/// machine; libm's `sin` and `pow` may differ in the last bit between
/// systems, which would change a rounded byte now and then.
enum DeterministicMath {
  /// sin(pi * x), to within a few units in the last place.
  static func sinPi(_ x: Double) -> Double {
    // Reduce to [-1, 1), then fold into [-0.5, 0.5] by sin(pi(1 - t)) = sin(pi t).
    var t = x - 2 * (x / 2).rounded(.down)
    if t >= 1 { t -= 2 }
    if t > 0.5 { t = 1 - t } else if t < -0.5 { t = -1 - t }
    let angle = Double.pi * t
    let square = angle * angle
    // Taylor series to the 23rd power: below 1e-17 for |angle| <= pi / 2.
    var term = angle
    var sum = angle
    var n = 1.0
    for _ in 0..<11 {
      term *= -square / ((n + 1) * (n + 2))
      sum += term
      n += 2
    }
    return sum
  }

  /// The positive `n`-th root of `value` in (0, 1], by Newton's method.
  static func root(_ value: Double, _ n: Int) -> Double {
    guard value > 0 else { return 0 }
    var y = 1.0
    for _ in 0..<200 {
      var power = 1.0
      for _ in 0..<(n - 1) { power *= y }
      let next = (Double(n - 1) * y + value / power) / Double(n)
      if next == y { break }
      y = next
    }
    return y
  }

  /// x^2.4 for x in [0, 1]: x^2 * (x^2)^(1/5).
  static func power2p4(_ x: Double) -> Double { x * x * root(x * x, 5) }

  /// x^(1/2.4) = (x^5)^(1/12) for x in [0, 1].
  static func power1over2p4(_ x: Double) -> Double {
    let fifth = x * x * x * x * x
    return root(fifth, 12)
  }
}

/// The sRGB transfer function, as tables built once, deterministically.
///
/// Invariant: `toLinear[v]` is the exact sRGB decoding of the 8-bit value v;
/// `encode` is the sRGB encoding, interpolated on a 4096-step grid (error
/// below 0.005 of an 8-bit step).
public enum SRGB {
  /// Linear light of each 8-bit sRGB value.
  public static let toLinear: [Float] = (0..<256).map { Float(decodeExactly(Double($0) / 255)) }

  static let gridSteps = 4096

  /// sRGB values (0...1) at linear 0, 1/4096, ..., 1.
  static let encodeGrid: [Float] = (0...gridSteps).map { step in
    Float(encodeExactly(Double(step) / Double(gridSteps)))
  }

  /// The sRGB encoding of linear light in 0...1, in Double, for references.
  public static func encodeExactly(_ linear: Double) -> Double {
    linear <= 0.0031308 ? linear * 12.92 : 1.055 * DeterministicMath.power1over2p4(linear) - 0.055
  }

  /// The sRGB decoding of a value in 0...1, in Double, for references.
  public static func decodeExactly(_ value: Double) -> Double {
    value <= 0.04045 ? value / 12.92 : DeterministicMath.power2p4((value + 0.055) / 1.055)
  }

  /// Linear light (clamped to 0...1) to sRGB in 0...1.
  /// The linear value from which each byte is the nearest: byte b for
  /// values in `byteThresholds[b] ..< byteThresholds[b + 1]`, the sRGB
  /// curve's own boundaries (decoded from (b - 0.5) / 255 in Double).
  static let byteThresholds: [Float] = (0...256).map { byte in
    byte == 0
      ? -.infinity : byte == 256 ? .infinity : Float(decodeExactly((Double(byte) - 0.5) / 255))
  }

  static let byteBuckets = 4096

  /// The byte at the start of each of `byteBuckets` equal steps of 0...1: a
  /// value's byte is its bucket's, or a few above (one at most but near black).
  static let bucketBytes: [UInt8] = (0..<byteBuckets).map { bucket in
    let value = Float(bucket) / Float(byteBuckets)
    return UInt8(byteThresholds.lastIndex { $0 <= value }!)
  }

  /// A linear value (clamped to 0...1) as the nearest 8-bit sRGB byte, by the
  /// curve's exact thresholds: a table step and a comparison or two, no power.
  @inline(__always)
  static func byte(
    _ linear: Float, buckets: UnsafePointer<UInt8>, thresholds: UnsafePointer<Float>
  ) -> UInt8 {
    let clamped = min(1, max(0, linear))
    var byte = Int(buckets[min(byteBuckets - 1, Int(clamped * Float(byteBuckets)))])
    while clamped >= thresholds[byte + 1] { byte += 1 }
    return UInt8(byte)
  }

  public static func encode(_ linear: Float) -> Float {
    encodeGrid.withUnsafeBufferPointer { encode(linear, grid: $0.baseAddress!) }
  }

  /// As ``encode(_:)``, with the grid already in hand (hot loops).
  @inline(__always)
  static func encode(_ linear: Float, grid: UnsafePointer<Float>) -> Float {
    let clamped = min(1, max(0, linear))
    // Below the grid's second step the curve is the straight 12.92 segment.
    if clamped < 1 / Float(gridSteps) { return clamped * 12.92 }
    let position = clamped * Float(gridSteps)
    let index = min(gridSteps - 1, Int(position))
    let fraction = position - Float(index)
    return grid[index] + (grid[index + 1] - grid[index]) * fraction
  }
}
