import CompiledCatalog
import Raster
import RenditionPixels

/// Reads the input as an `Assets.car`: the BOM container, every variable as a tree (whatever
/// it is), the CAR model, every rendition's record and its pixels (within 4 MiB; an internal
/// reference's cut from its atlas), and the
/// listing. Any crash, hang, leak or
/// sanitizer report is a bug; errors are expected. Each payload's bytes must lie inside the
/// file, and each listing must name every rendition.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))
  guard let store = try? BOMStore(bytes: bytes) else { return 0 }
  // The tree walker on every named block, trees or not.
  for variable in store.variables {
    guard let tree = try? store.tree(at: variable.blockID),
      let entries = try? store.entries(of: tree)
    else { continue }
    for entry in entries {
      _ = try? store.block(entry.keyID)
      _ = try? store.block(entry.valueID)
    }
  }
  let car: CarFile
  do throws(CarError) {
    car = try CarFile(bytes: bytes)
  } catch {
    _ = error.description
    return 0
  }
  let decoder = RenditionDecoder(limits: RenditionDecodeLimits(maxBytes: 4 << 20)!)
  var atlases: [UInt32: RGBAImage] = [:]
  for rendition in car.renditions {
    _ = (rendition.key.idiom, rendition.key.scale, rendition.key.identifier)
    if case .success(let record) = rendition.record {
      // Internal references are cut from the atlas their link names.
      do throws(RenditionPixelError) {
        _ = try decoder.decode(record, in: car, atlases: &atlases)
      } catch {
        _ = error.description
      }
    }
    switch rendition.record {
    case .failure(let error): _ = error.description
    case .success(let record):
      for tlv in record.tlvs { check(tlv.value, in: bytes) }
      switch record.payload {
      case .bitmap(let bitmap): check(bitmap.data, in: bytes)
      case .rawData(let raw): check(raw.data, in: bytes)
      case .unknown(_, let rest): check(rest, in: bytes)
      case .none, .color, .multisize: break
      }
    }
  }
  let listing = CatalogListing(car)
  if listing.renditions.count != car.renditions.count {
    fatalError("the listing has \(listing.renditions.count) of \(car.renditions.count) renditions")
  }
  return 0
}

/// A slice the reader hands out must be a range of the file it read.
func check(_ slice: ArraySlice<UInt8>, in bytes: [UInt8]) {
  if slice.startIndex < 0 || slice.endIndex > bytes.count || slice.startIndex > slice.endIndex {
    fatalError("a slice \(slice.startIndex)..<\(slice.endIndex) outside \(bytes.count) bytes")
  }
}
