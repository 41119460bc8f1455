import Raster

@testable import Rules

extension IconBundleRule: RuleExamples {
  static func examples() throws -> RuleExample {
    let json = Array(
      #"{ "groups" : [ { "layers" : [ { "image-name" : "glyph.png", "name" : "glyph" } ] } ] }"#
        .utf8)
    // A layer icon.json names that Assets/ does not hold (a small one is only soft: a warning).
    func bundle(layer: String) throws -> Fixture {
      try appFixture {
        $0["AppIcon.icon/icon.json"] = json
        $0["AppIcon.icon/Assets/\(layer)"] = try png(
          RGBAImage(width: 1024, height: 1024, fill: RGBA(0x3B, 0x2F, 0x9E)))
      }
    }
    return (try bundle(layer: "Glyph.png"), try bundle(layer: "glyph.png"))
  }
}
