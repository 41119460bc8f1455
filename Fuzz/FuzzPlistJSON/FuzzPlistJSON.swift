import AssetModel
import Foundation
import HIG
import TreeFacts

/// The same bytes as an Info.plist (plain and preprocessed), an asset catalog's
/// `Contents.json` (parsed, and loaded as a set), and an Icon Composer `icon.json` (checked, and
/// read for drawing): any crash, hang or sanitizer report is a bug; a refusal with a reason is
/// expected.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))
  _ = try? InfoPlistFacts.parse(bytes)
  _ = try? InfoPlistFacts.parse(bytes, preprocessed: true)
  _ = try? AssetCatalogContents.parse(Data(bytes))
  _ = try? IconComposerBundle.parse(bytes)
  _ = try? IconComposerDrawing.parse(bytes)
  let reader = OneFileReader(path: "AppIcon.appiconset/Contents.json", bytes: bytes)
  for kind in [AssetCatalogSetKind.appIconSet, .imageSet, .launchImage] {
    _ = CatalogSet.load(folder: "AppIcon.appiconset", kind: kind, reader: reader)
  }
  return 0
}

/// A reader holding one file.
struct OneFileReader: AssetReader {
  let path: String
  let bytes: [UInt8]

  func read(_ path: String) throws(AssetReadError) -> [UInt8] {
    guard path == self.path else { throw AssetReadError(path: path, reason: .notFound) }
    return bytes
  }
}
