import Raster
import Testing

@testable import Preview

@Suite struct BitmapFontTests {
  @Test func widthCountsAdvancesWithoutTrailingGap() {
    #expect(BitmapFont.width(of: "") == 0)
    #expect(BitmapFont.width(of: "a") == 5)
    #expect(BitmapFont.width(of: "ab", scale: 2) == 22)
  }

  @Test func drawsTheGlyphsPixelsAndNothingElse() {
    var canvas = Canvas(width: 12, height: 8, background: RGBA(0, 0, 0))
    BitmapFont.draw("I-", into: &canvas, x: 0, y: 0, color: RGBA(255, 255, 255))
    let image = canvas.image
    // "I" is .###. on row 0 and ..#.. on row 3; "-" is a bar on row 3 of the second cell.
    let lit = { (x: Int, y: Int) in image[x, y].red == 255 }
    #expect(!lit(0, 0) && lit(1, 0) && lit(2, 0) && lit(3, 0) && !lit(4, 0))
    #expect(!lit(1, 3) && lit(2, 3) && !lit(3, 3))
    #expect((6...10).allSatisfy { lit($0, 3) })
    #expect(!lit(5, 3) && !lit(11, 3))
    #expect(!(0..<12).contains { lit($0, 7) })
  }

  @Test func unknownCharactersDrawAsQuestionMarks() {
    var first = Canvas(width: 6, height: 8)
    var second = Canvas(width: 6, height: 8)
    BitmapFont.draw("é", into: &first, x: 0, y: 0, color: RGBA(255, 255, 255))
    BitmapFont.draw("?", into: &second, x: 0, y: 0, color: RGBA(255, 255, 255))
    #expect(first.image == second.image)
    #expect(first.image.alphaSummary.opaque > 0)
  }

  @Test func fittedCutsWithAnEllipsis() {
    #expect(BitmapFont.fitted("short", width: 100) == "short")
    let cut = BitmapFont.fitted("a-very-long-file-name.png", width: 60)
    #expect(cut.hasSuffix("..."))
    #expect(BitmapFont.width(of: cut) <= 60)
  }
}
