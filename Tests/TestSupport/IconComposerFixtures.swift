/// Icon Composer bundles as the app writes them, for the model's parser tests and the rule's.
public enum IconComposerFixtures {
  /// Two groups: a PNG background, a glyph with dark and tinted variants, a shine layer that
  /// reuses the glyph, and keys the checks do not read.
  public static let fullIconJSON = """
    {
      "fill" : {
        "automatic-gradient" : "srgb:0.20000,0.30000,0.60000,1.00000"
      },
      "groups" : [
        {
          "layers" : [
            {
              "glass" : false,
              "image-name" : "background.png",
              "name" : "background",
              "position" : {
                "scale" : 1,
                "translation-in-points" : [0, 0]
              }
            },
            {
              "fill-specializations" : [
                { "value" : { "solid" : "srgb:1.00000,1.00000,1.00000,1.00000" } },
                { "appearance" : "dark", "value" : "automatic" }
              ],
              "image-name-specializations" : [
                { "value" : "glyph.svg" },
                { "appearance" : "dark", "value" : "glyph-dark.svg" },
                { "appearance" : "tinted", "value" : null },
                { "idiom" : "square", "value" : "glyph-square.png" }
              ],
              "name" : "glyph"
            }
          ],
          "shadow" : { "kind" : "neutral", "opacity" : 0.5 },
          "translucency" : { "enabled" : true, "value" : 0.5 }
        },
        {
          "blend-mode-specializations" : [
            { "value" : "plus-lighter" },
            { "appearance" : "tinted", "value" : "normal" }
          ],
          "layers" : [
            {
              "image-name" : "shine.png",
              "image-name-specializations" : [
                { "appearance" : "dark", "value" : "glyph.svg" }
              ],
              "name" : "shine",
              "opacity-specializations" : [
                { "value" : 0.4 },
                { "appearance" : "dark", "value" : 0.2 }
              ]
            }
          ]
        }
      ],
      "supported-platforms" : {
        "circles" : ["watchOS"],
        "squares" : "shared"
      }
    }
    """

  /// `count` nested JSON arrays: a document deeper than any parser should follow.
  public static func nestedArrays(_ count: Int) -> [UInt8] {
    [UInt8](repeating: UInt8(ascii: "["), count: count)
      + [UInt8](repeating: UInt8(ascii: "]"), count: count)
  }

  /// A bundle of one glass layer showing `imageName`.
  public static func oneLayerJSON(_ imageName: String) -> String {
    """
    {
      "fill" : "automatic",
      "groups" : [
        { "layers" : [ { "glass" : true, "image-name" : "\(imageName)", "name" : "logo" } ] }
      ],
      "supported-platforms" : { "squares" : "shared" }
    }
    """
  }
}
