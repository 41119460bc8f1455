/// How a `CELM` bitmap payload is compressed: ids 0 to 12, the same in ipsw, carfile-go and
/// car-parser (xcbuild's older header numbers them differently and is wrong).
///
/// Invariant: any u32 is a value; ids no table names are `unknown`, so a caller can say
/// "compression N not decoded" instead of failing the file.
public enum RenditionCompression: CatalogCode {
  case uncompressed, rle, zip, lzvn, lzfse, jpegLZFSE, blurred, astc, paletteImage, hevc
  case deepmapLZFSE, deepmap2, dxtc
  case unknown(UInt32)

  public static let table: [(UInt32, RenditionCompression, String)] = [
    (0, .uncompressed, "uncompressed"), (1, .rle, "rle"), (2, .zip, "zip"), (3, .lzvn, "lzvn"),
    (4, .lzfse, "lzfse"), (5, .jpegLZFSE, "jpeg-lzfse"), (6, .blurred, "blurred"),
    (7, .astc, "astc"), (8, .paletteImage, "palette-img"), (9, .hevc, "hevc"),
    (10, .deepmapLZFSE, "deepmap-lzfse"), (11, .deepmap2, "deepmap2"), (12, .dxtc, "dxtc"),
  ]

  public var unknownValue: UInt32? {
    if case .unknown(let value) = self { value } else { nil }
  }
}
