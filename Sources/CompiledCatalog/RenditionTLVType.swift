/// The type of one TLV in a CSI record, from ipsw's and carfile-go's tables.
///
/// Invariant: any u32 is a value; types no table names are `unknown` and their bytes are kept.
public enum RenditionTLVType: CatalogCode {
  case slices, metrics, blendModeAndOpacity, uti, exifOrientation, bytesPerRow, externalTags
  case frame, internalLink, alphaCroppedFrame, layerReferences, packedNames, texture
  case physicalSize, renditionProperty, transformation
  case unknown(UInt32)

  public static let table: [(UInt32, RenditionTLVType, String)] = [
    (1001, .slices, "slices"), (1003, .metrics, "metrics"),
    (1004, .blendModeAndOpacity, "blend mode and opacity"), (1005, .uti, "UTI"),
    (1006, .exifOrientation, "EXIF orientation"), (1007, .bytesPerRow, "bytes per row"),
    (1008, .externalTags, "external tags"), (1009, .frame, "frame"),
    (1010, .internalLink, "internal link"), (1011, .alphaCroppedFrame, "alpha-cropped frame"),
    (1012, .layerReferences, "layer references"), (1013, .packedNames, "packed names"),
    (1014, .texture, "texture"), (1015, .physicalSize, "physical size"),
    (1016, .renditionProperty, "rendition property"), (1017, .transformation, "transformation"),
  ]

  public var unknownValue: UInt32? {
    if case .unknown(let value) = self { value } else { nil }
  }
}
