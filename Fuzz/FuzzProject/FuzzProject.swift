import XcodeProject

/// Reads the input as a project.pbxproj, with a second `.xcconfig` taken from its tail: any
/// crash, hang or sanitizer report is a bug; a refusal with a reason is expected.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))
  let cut = bytes.lastIndex(of: 0) ?? bytes.count
  let pbxproj = Array(bytes[..<cut])
  let xcconfig = cut < bytes.count ? Array(bytes[(cut + 1)...]) : []
  if let project = try? XcodeProject.parse(
    pbxproj: pbxproj, projectPath: "App.xcodeproj", read: { _ in xcconfig })
  {
    _ = project.targets.count
  }
  return 0
}
