import SourceScanning

/// Reads the input as a source or interface file: its first byte picks the kind (the scanners
/// choose their parser by extension), the rest is the file. Any crash, hang or sanitizer
/// report is a bug; every use found must keep `BarIconUse`'s invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  guard count > 0 else { return 0 }
  let names = ["Main.storyboard", "Main.xib", "App.swift", "App.m", "main-page.xml", "tabs.vue"]
  let path = names[Int(data[0]) % names.count]
  let bytes = Array(UnsafeBufferPointer(start: data + 1, count: count - 1))
  for use in BarIconUses.scan(bytes, path: path) {
    let name = use.name
    let edges = [name.unicodeScalars.first, name.unicodeScalars.last].compactMap { $0 }
    if name.isEmpty || name.unicodeScalars.count > 255
      || edges.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
    {
      fatalError("\(path): a use named \(use.name) breaks BarIconUse's invariant")
    }
  }
  return 0
}
