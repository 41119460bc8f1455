import PNGCodec

/// Decodes the input at both depths (the libpng path, or the CgBI path for an Apple-optimized
/// file) and inspects it: any crash, hang or sanitizer report is a bug; errors are expected.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))
  // Small limits: one input must decode in milliseconds, as libFuzzer needs.
  let decoder = PNGDecoder(limits: DecodeLimits(maxSide: 1024, maxPixels: 1 << 20))
  _ = try? decoder.inspect(bytes, file: "fuzz.png")
  if let decoded = try? decoder.decode(bytes, depth: .native, file: "fuzz.png") {
    _ = decoded.image.rgba8
  }
  _ = try? decoder.decode(bytes, depth: .eight, file: "fuzz.png")
  return 0
}
