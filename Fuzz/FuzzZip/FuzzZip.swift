import AppBundles

/// The bytes as an `.ipa`: its central directory read, then every entry unpacked. Any crash,
/// hang or sanitizer report is a bug; a refusal with a reason is expected.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))
  let limits = ZipArchive.Limits(entries: 1000, entryBytes: 1 << 20)
  guard let archive = try? ZipArchive(InMemoryBytes(bytes), limits: limits) else { return 0 }
  for entry in archive.entries {
    _ = try? archive.contents(of: entry)
  }
  return 0
}
