import PNGCodec
import Raster

/// Whatever decodes must survive our encoder: decode, encode at both efforts, decode again,
/// and the pixels must be the same. A difference is a bug, reported as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))
  let decoder = PNGDecoder(limits: DecodeLimits(maxSide: 512, maxPixels: 1 << 16))
  guard let decoded = try? decoder.decode(bytes, depth: .native, file: "fuzz.png") else {
    return 0
  }
  for effort in [PNGEncoder.Effort.fast, .balanced] {
    let encoder = PNGEncoder(effort: effort)
    let written: [UInt8]
    switch decoded.image {
    case .rgba8(let image):
      guard let bytes = try? encoder.encode(image) else {
        fatalError("encode refused 8-bit pixels")
      }
      written = bytes
    case .rgba16(let image):
      guard let bytes = try? encoder.encode(image) else {
        fatalError("encode refused 16-bit pixels")
      }
      written = bytes
    }
    guard let again = try? decoder.decode(written, depth: .native, file: "again.png") else {
      fatalError("our own encoding does not decode")
    }
    if again.image != decoded.image { fatalError("the pixels changed in a round trip (\(effort))") }
  }
  return 0
}
