import CheckConfiguration
import Rules

/// Reads the input as `.iconsmith.yml`: any crash, hang or sanitizer report is a bug; an
/// error naming the line is expected.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
  if let configuration = try? Configuration.parse(
    yaml: text, file: ".iconsmith.yml", baseDirectory: "App", knownRules: RuleCatalog.ids)
  {
    // The globs it holds must match without trouble too.
    for glob in configuration.exclude { _ = glob.matches("App/Icons/Icon@2x.png") }
  }
  return 0
}
