import CompiledCatalog
import RenditionPixels

/// Reads the input as one CSI record (a rendition's value) and decodes its bitmap within a
/// 4 MiB limit: the CELM container, KCBC strips, zip, LZVN, LZFSE and deepmap2. Any crash,
/// hang, leak or sanitizer report is a bug; errors are expected. A decoded image must be the
/// record's size, and a pixel with alpha 0 must be 0, 0, 0, 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))
  guard let record = try? CSIRecord(bytes: bytes[...]) else { return 0 }
  _ = RenditionDecoder.notDecoded(record)?.description
  let decoder = RenditionDecoder(limits: RenditionDecodeLimits(maxBytes: 4 << 20)!)
  do throws(RenditionPixelError) {
    let image = try decoder.decode(record)
    if image.width != Int(record.width) || image.height != Int(record.height) {
      fatalError(
        "decoded \(image.width)x\(image.height) for a \(record.width)x\(record.height) record")
    }
    for offset in stride(from: 0, to: image.pixels.count, by: 4) where image.pixels[offset + 3] == 0
    {
      if image.pixels[offset..<(offset + 3)] != [0, 0, 0] {
        fatalError("a transparent pixel keeps its colour at \(offset / 4)")
      }
    }
  } catch {
    _ = error.description
  }
  return 0
}
