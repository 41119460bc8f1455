import PNGCodec
import Raster
import TestSupport

/// An image as PNG bytes, in the format asked for.
func png(_ image: RGBAImage, _ format: PNGEncoder.Format = .automatic) throws -> [UInt8] {
  try PNGEncoder(format: format).encode(image)
}

/// An Info.plist whose dictionary holds `body`.
func plist(_ body: String = "") -> [UInt8] { infoPlist(body) }
