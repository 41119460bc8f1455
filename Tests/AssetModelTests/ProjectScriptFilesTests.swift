import Testing
import TreeFacts

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

  /// ScaryFlight (round 16): an icon-versioning phase stamps the build number on the compiled
  /// `AppIcon76x76~ipad` files. It makes no icon the catalog lacks, so the empty 1024 slot
  /// was missed while the script was taken for one that writes the app icon.
  @Test func aScriptThatStampsTheCompiledIconsWritesNone() {
    let stamping =
      "processIcon \"AppIcon72x72~ipad*\"\nprocessIcon \"AppIcon76x76@2x~ipad*\"\n"
      + "convert $base_path -blur 10x8 /tmp/blurred.png"
    #expect(!ProjectUnits.writesAppIcon(stamping))
    for writer in [
      "cp -R \"Icons/$CONFIGURATION\" App/Images.xcassets/AppIcon.appiconset",
      "xcrun actool --compile \"$TARGET_BUILD_DIR\" Assets.xcassets",
      "cp branding/AppIcon-$BRAND.png \"$SRCROOT/App/icon.png\"",
      "cp Media/iTunesArtwork@2x.png \"$TARGET_BUILD_DIR/\"",
      stamping + "\ncp Resources/AppIcon.png \"$SRCROOT\"",
    ] {
      #expect(ProjectUnits.writesAppIcon(writer), "\(writer)")
    }
  }
}
