import Raster

/// What one pass over an 8-bit image learns about the smallest lossless way to store it.
///
/// Invariant: `palette` is nil when the image has more than 256 distinct
/// RGBA values; otherwise it lists them all, in a deterministic order (not
/// opaque ones first, so `tRNS` stays short; then by frequency; then by value).
struct ColorAnalysis {
  var isOpaque = true
  var isGray = true
  /// Smallest grayscale depth (1, 2, 4, 8) that holds every gray value exactly.
  var grayDepth = 1
  /// Every alpha is 0 or 255.
  var binaryAlpha = true
  /// The one RGB shared by every transparent pixel, if they all share one.
  var transparentKey: RGBA?
  var palette: [RGBA]?

  init(_ image: RGBAImage) {
    var table = ColorTable()
    var keyConsistent = true
    var overflowed = false
    image.pixels.withUnsafeBufferPointer { pixels in
      var previous: UInt32? = nil
      var offset = 0
      while offset < pixels.count {
        let r = pixels[offset]
        let g = pixels[offset + 1]
        let b = pixels[offset + 2]
        let a = pixels[offset + 3]
        let packed = UInt32(r) << 24 | UInt32(g) << 16 | UInt32(b) << 8 | UInt32(a)
        offset += 4
        if packed == previous {
          if !overflowed { table.countAgain() }
          continue
        }
        previous = packed
        if a != 255 {
          isOpaque = false
          if a != 0 {
            binaryAlpha = false
          } else if let key = transparentKey {
            if key.red != r || key.green != g || key.blue != b { keyConsistent = false }
          } else {
            transparentKey = RGBA(r, g, b, 0)
          }
        }
        if r != g || r != b {
          isGray = false
        } else if grayDepth < 8 {
          grayDepth = max(grayDepth, Self.grayDepth(of: r))
        }
        if !overflowed && !table.insert(packed) { overflowed = true }
      }
    }
    if !binaryAlpha || !keyConsistent || isOpaque { transparentKey = nil }
    if let key = transparentKey {
      // The key only works when no opaque pixel has its colour.
      let opaqueTwin = RGBA(key.red, key.green, key.blue, 255)
      let collides =
        overflowed
        ? Self.contains(image, opaqueTwin)
        : table.entries.contains { $0.color == opaqueTwin }
      if collides { transparentKey = nil }
      if transparentKey != nil && isGray { grayDepth = max(grayDepth, Self.grayDepth(of: key.red)) }
    }
    palette = overflowed ? nil : table.orderedColors
  }

  /// 1, 2, 4 or 8: the least depth at which `value` is a sample exactly.
  static func grayDepth(of value: UInt8) -> Int {
    if value % 255 == 0 { return 1 }
    if value % 85 == 0 { return 2 }
    if value % 17 == 0 { return 4 }
    return 8
  }

  private static func contains(_ image: RGBAImage, _ color: RGBA) -> Bool {
    image.pixels.withUnsafeBufferPointer { pixels in
      var offset = 0
      while offset < pixels.count {
        if pixels[offset] == color.red && pixels[offset + 1] == color.green
          && pixels[offset + 2] == color.blue && pixels[offset + 3] == color.alpha
        {
          return true
        }
        offset += 4
      }
      return false
    }
  }
}

/// A small open-addressing table of up to 256 distinct packed RGBA values with counts.
struct ColorTable {
  private static let capacity = 1024
  private var keys = [UInt32](repeating: 0, count: capacity)
  private var used = [Bool](repeating: false, count: capacity)
  private var counts = [Int](repeating: 0, count: capacity)
  private var lastSlot = 0
  private(set) var count = 0

  /// Adds one occurrence; false when this would be the 257th distinct value.
  mutating func insert(_ key: UInt32) -> Bool {
    var slot = Int((key &* 2_654_435_761) >> 22) & (Self.capacity - 1)
    while used[slot] {
      if keys[slot] == key {
        counts[slot] += 1
        lastSlot = slot
        return true
      }
      slot = (slot + 1) & (Self.capacity - 1)
    }
    guard count < 256 else { return false }
    used[slot] = true
    keys[slot] = key
    counts[slot] = 1
    lastSlot = slot
    count += 1
    return true
  }

  /// Counts the value inserted last once more.
  mutating func countAgain() { counts[lastSlot] += 1 }

  func index(of key: UInt32) -> Int? {
    var slot = Int((key &* 2_654_435_761) >> 22) & (Self.capacity - 1)
    while used[slot] {
      if keys[slot] == key { return slot }
      slot = (slot + 1) & (Self.capacity - 1)
    }
    return nil
  }

  var entries: [(color: RGBA, count: Int)] {
    (0..<Self.capacity).filter { used[$0] }.map { slot in
      let key = keys[slot]
      let color = RGBA(
        UInt8(key >> 24), UInt8(truncatingIfNeeded: key >> 16), UInt8(truncatingIfNeeded: key >> 8),
        UInt8(truncatingIfNeeded: key))
      return (color, counts[slot])
    }
  }

  /// Translucent colours first (tRNS then covers a prefix), then most frequent, then by value.
  var orderedColors: [RGBA] {
    entries.sorted { left, right in
      let leftOpaque = left.color.alpha == 255
      let rightOpaque = right.color.alpha == 255
      if leftOpaque != rightOpaque { return !leftOpaque }
      if left.count != right.count { return left.count > right.count }
      return left.color.packed < right.color.packed
    }.map(\.color)
  }
}

extension RGBA {
  var packed: UInt32 {
    UInt32(red) << 24 | UInt32(green) << 16 | UInt32(blue) << 8 | UInt32(alpha)
  }
}
