import BuildDescriptions
import ProjectSpecs

/// Reads the input as every build description iconsmith parses: a workspace, an XcodeGen
/// spec (its includes read back the input), a .NET project, Cordova's config.xml, and the
/// icon generators' configurations (pubspec.yaml, app.json, tauri.conf.json). Any crash, hang
/// or sanitizer report is a bug; a refusal with a reason is expected.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))
  _ = try? XcodeWorkspace.parse(bytes, workspacePath: "ios/App.xcworkspace")
  _ = try? XcodeGenSpec.parse(bytes, specPath: "app/project.yml", read: { _ in bytes })
  _ = try? DotNetProject.parse(bytes, projectPath: "App/App.csproj")
  _ = try? CordovaConfig.parse(bytes, configPath: "config.xml")
  let files = ["pubspec.yaml", "app.json", "src-tauri/tauri.conf.json", "assets/icon.png"]
  _ = IconGeneratorConfig.detect(files: files, read: { _ in bytes })
  return 0
}
