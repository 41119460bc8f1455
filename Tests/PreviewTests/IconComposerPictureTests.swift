import Preview
import Raster
import Testing
import TreeFacts

/// The flat picture of an Icon Composer icon: the fill, then each PNG layer at its own size in
/// points times its scale, centred on the 1024-point canvas and moved right and down.
struct IconComposerPictureTests {
  typealias Colour = IconComposerDrawing.Colour

  static func drawing(_ layers: [IconComposerDrawing.Layer], fill: IconComposerDrawing.Fill)
    -> IconComposerDrawing
  {
    // Through the parser, so that the test builds only what icon.json can say.
    let groups = layers.map { layer in
      """
      { "layers" : [ { "image-name" : "\(layer.imageName)", "opacity" : \(layer.opacity),
        "position" : { "scale" : \(layer.scale),
          "translation-in-points" : [\(layer.translation.x), \(layer.translation.y)] } } ] }
      """
    }
    let fillJSON: String
    switch fill {
    case .solid(let c): fillJSON = #"{ "solid" : "srgb:\#(c.red),\#(c.green),\#(c.blue),1" }"#
    default: fillJSON = #""automatic""#
    }
    let json =
      #"{ "fill" : \#(fillJSON), "groups" : [ \#(groups.reversed().joined(separator: ",")) ] }"#
    return try! IconComposerDrawing.parse(Array(json.utf8))
  }

  static func layer(
    _ name: String, scale: Double = 1, x: Double = 0, y: Double = 0, opacity: Double = 1
  )
    -> IconComposerDrawing.Layer
  {
    try! IconComposerDrawing.parse(
      Array(
        """
        { "groups" : [ { "layers" : [ { "image-name" : "\(name)", "opacity" : \(opacity),
          "position" : { "scale" : \(scale), "translation-in-points" : [\(x), \(y)] } } ] } ] }
        """.utf8)
    ).layers[0]
  }

  @Test("a layer is centred at its size in points, over the fill")
  func centred() {
    let red = RGBAImage(width: 512, height: 512, fill: RGBA(255, 0, 0))
    let picture = IconComposerPicture.draw(
      Self.drawing([Self.layer("red.png")], fill: .solid(Colour(red: 0, green: 0, blue: 1))),
      images: ["red.png": red], side: 256)
    #expect(picture.width == 256 && picture.height == 256)
    #expect(picture[128, 128] == RGBA(255, 0, 0))
    // 512 points of 1024 is the middle half: 64...191 of 256 pixels.
    #expect(picture[70, 70] == RGBA(255, 0, 0))
    #expect(picture[60, 128] == RGBA(0, 0, 255))
    #expect(picture[5, 5] == RGBA(0, 0, 255))
  }

  @Test("translation moves right and down; scale and opacity apply; a missing image is skipped")
  func placed() {
    let green = RGBAImage(width: 256, height: 256, fill: RGBA(0, 255, 0))
    let picture = IconComposerPicture.draw(
      Self.drawing(
        [
          Self.layer("green.png", scale: 0.5, x: 256, y: 256),
          Self.layer("missing.png", scale: 4),
          Self.layer("green.png", x: -384, y: -384, opacity: 0.5),
        ], fill: .system),
      images: ["green.png": green], side: 256)
    // 128 points centred at (512 + 256, 512 + 256): pixels 176...207.
    #expect(picture[192, 192] == RGBA(0, 255, 0))
    #expect(picture[170, 192] == RGBA(255, 255, 255))
    // The half-transparent one, 256 points centred at (128, 128): pixels 0...63.
    #expect(picture[32, 32] == RGBA(128, 255, 128))
    #expect(picture[128, 128] == RGBA(255, 255, 255), "the missing layer draws nothing")
  }

  @Test("transparent pixels of a layer show the fill, and the result is opaque")
  func transparency() {
    var ring = RGBAImage(width: 1024, height: 1024, fill: .clear)
    for y in 0..<1024 { for x in 0..<100 { ring[x, y] = RGBA(0, 0, 0) } }
    let picture = IconComposerPicture.draw(
      Self.drawing([Self.layer("ring.png")], fill: .solid(Colour(red: 1, green: 1, blue: 0))),
      images: ["ring.png": ring], side: 128)
    #expect(picture[4, 64] == RGBA(0, 0, 0))
    #expect(picture[100, 64] == RGBA(255, 255, 0))
    #expect(
      stride(from: 3, to: picture.pixels.count, by: 4).allSatisfy { picture.pixels[$0] == 255 })
  }

  @Test("a vertical gradient runs from its first colour at the top to its second at the bottom")
  func gradient() throws {
    let drawing = try IconComposerDrawing.parse(
      Array(
        #"{ "fill" : { "linear-gradient" : [ "srgb:1,1,1,1", "srgb:0,0,0,1" ] }, "groups" : [] }"#
          .utf8))
    let picture = IconComposerPicture.draw(drawing, images: [:], side: 100)
    #expect(picture[50, 0].red > 250)
    #expect(picture[50, 99].red < 5)
    #expect((120...135).contains(Int(picture[50, 50].red)))
  }
}
