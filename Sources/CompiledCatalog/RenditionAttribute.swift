/// One attribute of a rendition key, as KEYFORMAT lists them and FACETKEYS pairs them:
/// ids 0 to 27 from Timac's table and car-parser's.
///
/// Invariant: any u32 is a value; ids no table names are `unknown`, kept in the key format so
/// the key's values still line up.
public enum RenditionAttribute: CatalogCode {
  case themeLook, element, part, size, direction, placeholder, value, appearance
  case dimension1, dimension2, state, layer, scale, localization, presentationState, idiom
  case subtype, identifier, previousValue, previousState, horizontalSizeClass
  case verticalSizeClass, memoryClass, graphicsFeatureSetClass, displayGamut, deploymentTarget
  case glyphWeight, glyphSize
  case unknown(UInt32)

  public static let table: [(UInt32, RenditionAttribute, String)] = [
    (0, .themeLook, "theme look"), (1, .element, "element"), (2, .part, "part"),
    (3, .size, "size"), (4, .direction, "direction"), (5, .placeholder, "placeholder"),
    (6, .value, "value"), (7, .appearance, "appearance"), (8, .dimension1, "dimension 1"),
    (9, .dimension2, "dimension 2"), (10, .state, "state"), (11, .layer, "layer"),
    (12, .scale, "scale"), (13, .localization, "localization"),
    (14, .presentationState, "presentation state"), (15, .idiom, "idiom"),
    (16, .subtype, "subtype"), (17, .identifier, "identifier"),
    (18, .previousValue, "previous value"), (19, .previousState, "previous state"),
    (20, .horizontalSizeClass, "horizontal size class"),
    (21, .verticalSizeClass, "vertical size class"), (22, .memoryClass, "memory class"),
    (23, .graphicsFeatureSetClass, "graphics feature-set class"),
    (24, .displayGamut, "display gamut"), (25, .deploymentTarget, "deployment target"),
    (26, .glyphWeight, "glyph weight"), (27, .glyphSize, "glyph size"),
  ]

  public var unknownValue: UInt32? {
    if case .unknown(let value) = self { value } else { nil }
  }
}
