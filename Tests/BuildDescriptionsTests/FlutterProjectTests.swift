import BuildDescriptions
import Testing

// `.metadata` as `flutter create` writes it, and the `flutter: plugin:` section of a plugin's
// pubspec.yaml; what neither names is unknown, which the model reads as an app.

@Suite struct FlutterProjectTests {
  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test(arguments: [
    ("project_type: app", FlutterProject.app), ("project_type: plugin", .plugin),
    ("project_type: plugin_ffi", .plugin), ("project_type: package", .package),
    ("project_type: module", .module), ("project_type: \"plugin\"", .plugin),
  ])
  func metadataSaysTheKind(_ line: String, _ kind: FlutterProject) {
    let metadata = Self.bytes(
      "# This file tracks properties of this Flutter project.\nversion:\n  revision: 4f9d92f\n  channel: stable\n\n\(line)\n"
    )
    #expect(FlutterProject.kind(metadata: metadata, pubspec: nil) == kind)
  }

  @Test func aPubspecWithAPluginSectionIsAPlugin() {
    let plugin = Self.bytes(
      "name: tools\nflutter:\n  plugin:\n    platforms:\n      ios:\n        pluginClass: ToolsPlugin\n"
    )
    #expect(FlutterProject.kind(metadata: nil, pubspec: plugin) == .plugin)
    // `.metadata` wins: it is what the tool wrote.
    #expect(
      FlutterProject.kind(metadata: Self.bytes("project_type: app\n"), pubspec: plugin) == .app)
  }

  @Test func nothingSaidIsUnknown() {
    let app = Self.bytes(
      "name: notes\nflutter:\n  uses-material-design: true\n  assets:\n    - images/\n")
    #expect(FlutterProject.kind(metadata: nil, pubspec: app) == nil)
    #expect(
      FlutterProject.kind(metadata: Self.bytes("version:\n  revision: x\n"), pubspec: nil) == nil)
    #expect(
      FlutterProject.kind(metadata: Self.bytes("project_type: spaceship\n"), pubspec: nil) == nil)
    #expect(
      FlutterProject.kind(metadata: [0xFF, 0xFE, 0x00], pubspec: Self.bytes("flutter: [")) == nil)
    #expect(FlutterProject.kind(metadata: nil, pubspec: nil) == nil)
  }
}
