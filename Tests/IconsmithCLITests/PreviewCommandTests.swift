import Foundation
import PNGCodec
import Raster
import SampleArt
import TestSupport
import Testing

/// `iconsmith preview` end to end: the three fixture apps' sheets against goldens, pixel for
/// pixel, and how the command names, refuses and replaces what it writes.
@Suite struct PreviewCommandTests {
  let folder = TemporaryFolder()

  func writeApp(_ name: String) throws {
    let files: [(path: String, bytes: [UInt8])]
    switch name {
    case "LegacyApp": files = try FixtureApps.legacyApp()
    case "CatalogApp": files = try FixtureApps.catalogApp()
    default: files = try FixtureApps.appearanceApp()
    }
    for (path, bytes) in files { folder.write("\(name)/\(path)", bytes) }
  }

  @Test(
    "each fixture app's sheet matches its golden, pixel for pixel",
    arguments: ["LegacyApp", "CatalogApp", "AppearanceApp"])
  func goldens(app: String) throws {
    try writeApp(app)
    let result = CommandRunner.iconsmith("preview", app, "-o", "sheet.png", in: folder.path)
    #expect(result.status == 0, "\(result)")
    let bytes = try #require(folder.read("sheet.png"))
    let golden = Repository.path("Tests/IconsmithCLITests/Goldens/preview-\(app).png")
    if Repository.recordingGoldens {
      try Data(bytes).write(to: URL(fileURLWithPath: golden))
      return
    }
    let actual = try PNGDecoder().decode(bytes).image.rgba8
    let expected = try PNGDecoder().decode(
      #require(
        Repository.bytes(
          "Tests/IconsmithCLITests/Goldens/preview-\(app).png"))
    ).image.rgba8
    if actual != expected {
      // Kept to look at beside the golden.
      let artifacts = Repository.path(".build/test-artifacts")
      try? FileManager.default.createDirectory(
        atPath: artifacts, withIntermediateDirectories: true)
      try? Data(bytes).write(to: URL(fileURLWithPath: artifacts + "/preview-\(app).png"))
    }
    #expect(actual.width == expected.width && actual.height == expected.height)
    #expect(
      actual == expected,
      "the sheet differs from its golden (saved in .build/test-artifacts); set ICONSMITH_RECORD_GOLDENS=1 to record it if it is right"
    )
  }

  @Test("the same tree gives the same bytes, and an existing sheet is kept without --force")
  func deterministicAndCareful() throws {
    try writeApp("CatalogApp")
    let first = CommandRunner.iconsmith("preview", "CatalogApp", "-o", "a.png", in: folder.path)
    #expect(first.status == 0, "\(first)")
    #expect(first.stdout.contains("wrote a.png (1120x"))
    // The 120-pixel icon's cut corners are harmless (a note on its set): one picture marked;
    // the set made before Xcode 9 has no 1024 App Store icon, which App Store Connect asks for,
    // and no 20 pt notification slot, which iOS 10 added.
    #expect(first.stdout.contains("5 findings, 1 picture marked"), "\(first)")
    let second = CommandRunner.iconsmith("preview", "CatalogApp", "-o", "b.png", in: folder.path)
    #expect(second.status == 0)
    #expect(folder.read("a.png") == folder.read("b.png"))

    folder.write("taken.png", Array("not a sheet".utf8))
    let refused = CommandRunner.iconsmith(
      "preview", "CatalogApp", "-o", "taken.png", in: folder.path)
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("taken.png already exists"))
    #expect(refused.stderr.contains("use --force"))
    #expect(folder.read("taken.png") == Array("not a sheet".utf8))
    let forced = CommandRunner.iconsmith(
      "preview", "CatalogApp", "-o", "taken.png", "--force", in: folder.path)
    #expect(forced.status == 0)
    #expect(folder.read("taken.png") == folder.read("a.png"))
    #expect(folder.listing(".").filter { $0.hasPrefix(".") || $0.contains("tmp") }.isEmpty)
  }

  @Test("several apps give one sheet each, named after the target; --target picks one")
  func severalTargets() throws {
    try writeApp("LegacyApp")
    try writeApp("CatalogApp")
    let result = CommandRunner.iconsmith("preview", ".", "-o", "out/sheet.png", in: folder.path)
    #expect(result.status == 0, "\(result)")
    #expect(folder.listing("out") == ["sheet-CatalogApp.png", "sheet-LegacyApp.png"])

    let one = CommandRunner.iconsmith(
      "preview", ".", "-o", "one.png", "--target", "LegacyApp", in: folder.path)
    #expect(one.status == 0, "\(one)")
    #expect(folder.read("one.png") == folder.read("out/sheet-LegacyApp.png"))

    let unknown = CommandRunner.iconsmith(
      "preview", ".", "-o", "x.png", "--target", "Nope", in: folder.path)
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("no target named 'Nope'"))
    #expect(unknown.stderr.contains("CatalogApp, LegacyApp"))
    #expect(folder.read("x.png") == nil)
  }

  @Test("an app previewed from inside its folder is named after the folder, not '.'")
  func previewFromInside() {
    let sheet = folder.file("inside.png")
    let result = CommandRunner.iconsmith(
      "preview", "-o", sheet, in: Repository.path("SampleAssets/GoodApp"))
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout.contains(", GoodApp, 0 findings, 0 pictures marked)"),
      "\(result.stdout)")
    #expect(!result.stdout.contains(", ., "))
  }

  @Test("nothing to draw, a missing folder, or an output that is no .png: a clear error")
  func errors() throws {
    folder.write("Empty/readme.txt", Array("hello".utf8))
    let empty = CommandRunner.iconsmith("preview", "Empty", "-o", "e.png", in: folder.path)
    #expect(empty.status == 2)
    #expect(empty.stderr.contains("holds no app icon, bar icon or launch image"))
    let missing = CommandRunner.iconsmith("preview", "Nowhere", "-o", "m.png", in: folder.path)
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("Nowhere"))
    let wrong = CommandRunner.iconsmith("preview", "Empty", "-o", "sheet.jpg", in: folder.path)
    #expect(wrong.status == 64)
    #expect(wrong.stderr.contains("--output names a .png file"))
    #expect(folder.listing(".") == ["Empty/readme.txt"])
  }
}
