/// A CSI record's layout: what kind of rendition it is (an image, a colour, a multisize set,
/// an atlas…), from Timac's, car-parser's, carfile-go's and ipsw's tables.
///
/// Invariant: any u16 is a value; newer layouts no table names are `unknown`, kept so a caller
/// can say what it could not read.
public enum RenditionLayout: CatalogCode {
  case gradient, effect, vector
  case onePartFixedSize, onePartTile, onePartScale
  case threePartHorizontalTile, threePartHorizontalScale, threePartHorizontalUniform
  case threePartVerticalTile, threePartVerticalScale, threePartVerticalUniform
  case ninePartTile, ninePartScale, ninePartHorizontalUniformVerticalScale
  case ninePartHorizontalScaleVerticalUniform, ninePartEdgesOnly
  case sixPart, animationFilmstrip
  case data, externalLink, layerStack, internalReference, packedImage, nameList
  case thinningPlaceholder, texture, textureImage, color, multisizeImageSet, layerReference
  case contentRendition, recognitionObject, vectorGlyph, solidImageStack, iconImageStack
  case iconGroup, namedGradient
  case unknown(UInt16)

  public static let table: [(UInt16, RenditionLayout, String)] = [
    (6, .gradient, "gradient"), (7, .effect, "effect"), (9, .vector, "vector"),
    (10, .onePartFixedSize, "one-part fixed size"), (11, .onePartTile, "one-part tile"),
    (12, .onePartScale, "one-part scale"),
    (20, .threePartHorizontalTile, "three-part horizontal tile"),
    (21, .threePartHorizontalScale, "three-part horizontal scale"),
    (22, .threePartHorizontalUniform, "three-part horizontal uniform"),
    (23, .threePartVerticalTile, "three-part vertical tile"),
    (24, .threePartVerticalScale, "three-part vertical scale"),
    (25, .threePartVerticalUniform, "three-part vertical uniform"),
    (30, .ninePartTile, "nine-part tile"), (31, .ninePartScale, "nine-part scale"),
    (32, .ninePartHorizontalUniformVerticalScale, "nine-part horizontal uniform vertical scale"),
    (33, .ninePartHorizontalScaleVerticalUniform, "nine-part horizontal scale vertical uniform"),
    (34, .ninePartEdgesOnly, "nine-part edges only"), (40, .sixPart, "six-part"),
    (50, .animationFilmstrip, "animation filmstrip"), (1000, .data, "data"),
    (1001, .externalLink, "external link"), (1002, .layerStack, "layer stack"),
    (1003, .internalReference, "internal reference"), (1004, .packedImage, "packed image"),
    (1005, .nameList, "name list"), (1006, .thinningPlaceholder, "thinning placeholder"),
    (1007, .texture, "texture"), (1008, .textureImage, "texture image"),
    (1009, .color, "color"), (1010, .multisizeImageSet, "multisize image set"),
    (1011, .layerReference, "layer reference"), (1012, .contentRendition, "content rendition"),
    (1013, .recognitionObject, "recognition object"), (1017, .vectorGlyph, "vector glyph"),
    (1018, .solidImageStack, "solid image stack"), (1019, .iconImageStack, "icon image stack"),
    (1020, .iconGroup, "icon group"), (1021, .namedGradient, "named gradient"),
  ]

  public var unknownValue: UInt16? {
    if case .unknown(let value) = self { value } else { nil }
  }
}
