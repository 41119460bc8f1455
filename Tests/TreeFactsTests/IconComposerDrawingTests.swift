import TestSupport
import Testing
import TreeFacts

/// What a flat preview draws from icon.json: the fill, and the visible layers back to front,
/// each placed with its group's transform first.
struct IconComposerDrawingTests {
  static func parse(_ json: String) throws -> IconComposerDrawing {
    try IconComposerDrawing.parse(Array(json.utf8))
  }

  @Test("groups and layers are listed front to back and drawn back to front; hidden ones are not")
  func order() throws {
    let drawing = try Self.parse(
      """
      { "fill" : { "solid" : "srgb:1,0,0,1" },
        "groups" : [
          { "layers" : [ { "image-name" : "front.png" }, { "image-name" : "middle.png" },
                         { "image-name" : "gone.png", "is-hidden" : true } ] },
          { "hidden" : true, "layers" : [ { "image-name" : "hidden-group.png" } ] },
          { "layers" : [ { "image-name" : "back.png" } ] } ] }
      """)
    #expect(drawing.layers.map(\.imageName) == ["back.png", "middle.png", "front.png"])
    #expect(drawing.fill == .solid(IconComposerDrawing.Colour(red: 1, green: 0, blue: 0)))
  }

  @Test("a layer's place is its group's transform, then its own, in points")
  func transforms() throws {
    let drawing = try Self.parse(
      """
      { "groups" : [ {
          "position" : { "scale" : 0.5, "translation-in-points" : [100, -40] },
          "opacity" : 0.5,
          "layers" : [ { "image-name" : "a.png", "opacity" : 0.5,
            "position" : { "scale" : 2, "translation-in-points" : [20, 10] } } ] } ] }
      """)
    let layer = try #require(drawing.layers.first)
    #expect(layer.scale == 1)
    #expect(layer.translation == (110, -35))
    #expect(layer.opacity == 0.25)
    #expect(drawing.fill == .system)
  }

  @Test("fills: a default written as a specialization, gradients, named and gray colours")
  func fills() throws {
    let full = try Self.parse(IconComposerFixtures.fullIconJSON)
    #expect(
      full.fill == .automaticGradient(IconComposerDrawing.Colour(red: 0.2, green: 0.3, blue: 0.6)))
    // The glyph's image and white fill are axisless specialization entries.
    let glyph = try #require(full.layers.first { $0.imageName == "glyph.svg" })
    #expect(glyph.fill == IconComposerDrawing.Colour(red: 1, green: 1, blue: 1))
    let gradient = try Self.parse(
      """
      { "fill-specializations" : [
          { "appearance" : "dark", "value" : { "solid" : "srgb:0,0,0,1" } },
          { "value" : { "linear-gradient" : [ "named:system-blue", "extended-gray:0.5,1" ],
                        "orientation" : { "start" : { "x" : 0.5, "y" : 0 },
                                          "stop" : { "x" : 0.5, "y" : 0.7 } } } } ],
        "groups" : [] }
      """)
    #expect(
      gradient.fill
        == .linearGradient(
          IconComposerDrawing.Colour(red: 0, green: 122 / 255, blue: 1),
          IconComposerDrawing.Colour(red: 0.5, green: 0.5, blue: 0.5), start: (0.5, 0),
          stop: (0.5, 0.7)))
    let unknown = try Self.parse(#"{ "fill" : { "solid" : "lab:50,0,0,1" }, "groups" : [] }"#)
    #expect(unknown.fill == .system, "an unknown colour space falls back to the system's fill")
  }

  @Test("a file the checks refuse is refused here too")
  func refused() {
    #expect(throws: IconComposerBundleError.self) {
      try Self.parse(#"{ "groups" : [ { "layers" : [ { "image-name" : "" } ] } ] }"#)
    }
    #expect(throws: IconComposerBundleError.self) { try Self.parse("[1, 2]") }
  }
}
