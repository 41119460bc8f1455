import Raster
import Testing

/// The Bayer matrix of side `side` (a power of two), by its recursive
/// definition: each entry n of the half-size matrix becomes the 2 x 2 block
/// 4n, 4n + 2 / 4n + 3, 4n + 1.
private func bayer(side: Int) -> [Int] {
  guard side > 1 else { return [0] }
  let half = side / 2
  let smaller = bayer(side: half)
  var matrix = [Int](repeating: 0, count: side * side)
  for y in 0..<side {
    for x in 0..<side {
      let offset = [[0, 2], [3, 1]][y / half][x / half]
      matrix[y * side + x] = 4 * smaller[(y % half) * half + x % half] + offset
    }
  }
  return matrix
}

/// The matrix entry the dither uses at (x, y), read back from its threshold.
private func entry(x: Int, y: Int) -> Int {
  Int(OrderedDither.threshold(x: x, y: y) * 64 - 0.5)
}

struct OrderedDitherTests {
  @Test("the matrix is the 8 x 8 Bayer matrix")
  func matrixIsBayer() {
    #expect(OrderedDither.matrix.map(Int.init) == bayer(side: 8))
    #expect(Set(OrderedDither.matrix).count == 64 && OrderedDither.matrix.max() == 63)
  }

  @Test("every 8 x 8 window, wherever it starts, meets each threshold once")
  func windowsHoldTheWholeMatrix() {
    for top in -8..<8 {
      for left in -64..<64 {
        var seen = Set<Int>()
        for y in top..<(top + 8) {
          for x in left..<(left + 8) { seen.insert(entry(x: x, y: y)) }
        }
        #expect(seen.count == 64, "window at \(left), \(top)")
      }
    }
  }

  @Test("every 64 pixels of a row meet each threshold once, so a row averages to its value")
  func rowsHoldTheWholeMatrix() {
    for y in -8..<16 {
      for left in [-64, -3, 0, 5, 64, 100] {
        let seen = Set((left..<(left + OrderedDither.period)).map { entry(x: $0, y: y) })
        #expect(seen.count == 64, "row \(y) from \(left)")
      }
    }
    // The plain matrix, one matrix row per image row, does not: its row 0
    // holds eight entries, none above 42.
    #expect(OrderedDither.matrix.prefix(8).max() == 42)
  }

  @Test("a whole number is kept at every threshold; anything else goes to a neighbour")
  func quantiseKeepsTheRange() {
    // Counted, then expected once: half a million expectations would be slow.
    var changedLevels = 0
    var leftTheRange = 0
    for y in 0..<8 {
      for x in 0..<64 {
        for level in 0...255 where OrderedDither.quantise(Double(level), x: x, y: y) != level {
          changedLevels += 1
        }
        for value in stride(from: 0.0, through: 255, by: 0.37) {
          let result = Double(OrderedDither.quantise(value, x: x, y: y))
          if result != value.rounded(.down) && result != value.rounded(.up) { leftTheRange += 1 }
        }
      }
    }
    #expect(changedLevels == 0)
    #expect(leftTheRange == 0)
    #expect(OrderedDither.quantise(-3, x: 0, y: 0) == 0)
    #expect(OrderedDither.quantise(300, x: 7, y: 7) == 255)
  }

  @Test(
    "a filled row averages to its exact value within 1/128 of a level, in every row of the pattern",
    arguments: [0.0, 0.25, 12.5, 100.015625, 100.3, 200.99, 254.6, 255])
  func rowAverage(value: Double) {
    var image = RGBAImage(width: 640, height: 8)
    for y in 0..<8 {
      image.fillRow(y, ditheredRed: value, green: value, blue: 255 - value)
      var sums = (red: 0, blue: 0)
      for x in 0..<640 {
        let pixel = image[x, y]
        #expect(pixel.red == pixel.green && pixel.alpha == 255, "\(x), \(y)")
        sums.red += Int(pixel.red)
        sums.blue += Int(pixel.blue)
      }
      #expect(abs(Double(sums.red) / 640 - value) <= 1.0 / 128, "row \(y)")
      #expect(abs(Double(sums.blue) / 640 - (255 - value)) <= 1.0 / 128, "row \(y)")
    }
  }

  @Test("a filled row is the dither of each pixel, on narrow images too")
  func rowMatchesPixels() {
    for width in [1, 7, 63, 64, 65, 130] {
      var image = RGBAImage(width: width, height: 3)
      image.fillRow(2, ditheredRed: 10.3, green: 20.6, blue: 30.9)
      for x in 0..<width {
        #expect(
          image[x, 2]
            == RGBA(
              OrderedDither.quantise(10.3, x: x, y: 2), OrderedDither.quantise(20.6, x: x, y: 2),
              OrderedDither.quantise(30.9, x: x, y: 2)), "width \(width), x \(x)")
        #expect(image[x, 1] == .clear, "the other rows are untouched")
      }
    }
  }
}
