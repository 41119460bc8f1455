import LZFSE

/// Decodes the input as a framed LZFSE stream and as raw LZVN: any crash, hang or sanitizer
/// report is a bug; errors are expected. What decodes must respect the size it was given.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: count)
  // Small limits: one input must decode in milliseconds, as libFuzzer needs; 4 MiB still
  // lets a 64 KB input reach the largest blocks.
  let limit = 1 << 22
  if let decoded = try? LZFSE.decode(bytes, limit: limit), decoded.count > limit {
    fatalError("LZFSE decoded \(decoded.count) bytes, over its limit of \(limit)")
  }
  // A size the raw stream may well not have: the decoder then runs to its end mark, or to
  // where it would overrun, and says so.
  let expected = min(count * 8 + 256, limit)
  if let decoded = try? LZVN.decode(bytes, expectedSize: expected), decoded.count != expected {
    fatalError("LZVN decoded \(decoded.count) bytes, not the \(expected) expected")
  }
  return 0
}
