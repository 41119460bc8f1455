import Testing

@testable import AssetModel

/// A build phase that only calls a script of the tree (`exec Scripts/genassets`, as
/// MasterPassword's does) is read through that script: it may write the app icon.
@Suite struct ProjectScriptFilesTests {
  let tree = TreeIndex(
    sortedPaths: [
      "app/Scripts/genassets", "app/Scripts/lint.sh", "app/icons.sh", "outside.sh",
    ], catalogs: [:])

  @Test func aScriptNamedByPathIsFoundFromTheSourceRoot() {
    #expect(
      ProjectUnits.scriptFiles(named: "exec Scripts/genassets\n", from: "app", tree: tree)
        == ["app/Scripts/genassets"])
    #expect(
      ProjectUnits.scriptFiles(
        named: "\"${SRCROOT}/icons.sh\" && ./Scripts/lint.sh", from: "app", tree: tree)
        == ["app/icons.sh", "app/Scripts/lint.sh"])
    // In another letter case, as a Mac's disk finds it.
    #expect(
      ProjectUnits.scriptFiles(named: "sh scripts/GENASSETS", from: "app", tree: tree)
        == ["app/Scripts/genassets"])
  }

  @Test func nothingOutsideTheTreeOrBuiltFromVariablesIsRead() {
    for script in [
      "../outside.sh", "/usr/bin/env ruby /etc/passwd", "$BUILD_DIR/gen.sh", "echo done",
    ] {
      #expect(ProjectUnits.scriptFiles(named: script, from: "app", tree: tree).isEmpty, "\(script)")
    }
  }
}
