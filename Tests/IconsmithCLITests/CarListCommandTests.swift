import Foundation
import TestSupport
import Testing

/// `iconsmith car list` run as a user runs it, on tuist/Rosalind's built app (MIT).
struct CarListCommandTests {
  let ipa = Repository.path("Tests/AppBundlesTests/Fixtures/rosalind/App.ipa")
  let car = Repository.path("Tests/CompiledCatalogTests/Fixtures/rosalind/Assets.car")

  @Test("an .ipa's car and a car file: the tools that built them and one row per rendition")
  func text() {
    let result = CommandRunner.iconsmith("car", "list", ipa, car)
    #expect(result.status == 0, "\(result)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "\(ipa)/Payload/App.app/Assets.car: Xcode 16.3 (16E140) via AssetCatalogSimulatorAgent, CoreUI 918, for ios 18.2; 3 renditions"
    )
    #expect(lines.count == 10)
    #expect(
      lines[1].split(separator: " ", omittingEmptySubsequences: true) == [
        "facet", "rendition", "idiom", "scale", "appearance", "size", "format", "layout",
        "compression",
      ])
    #expect(
      lines[3].split(separator: " ", omittingEmptySubsequences: true) == [
        "Image", "Tuist-Filled@2x.png", "universal", "@2x", "UIAppearanceAny", "29x30", "GA8",
        "one-part", "scale", "deepmap2",
      ])
    #expect(lines[5].hasPrefix("\(car): Xcode 16.3"))
    #expect(Array(lines[1...4]) == Array(lines[6...9]), "the same car lists the same way")
    #expect(result.stderr.isEmpty)
  }

  @Test(
    "JSON: one object per car file, each rendition with its key, keys sorted, same bytes each run")
  func json() throws {
    let result = CommandRunner.iconsmith("car", "list", "--format", "json", ipa)
    #expect(result.status == 0, "\(result)")
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    #expect(parsed.count == 1)
    #expect(parsed[0]["path"] as? String == "\(ipa)/Payload/App.app/Assets.car")
    let listing = try #require(parsed[0]["listing"] as? [String: Any])
    #expect(listing["coreUIVersion"] as? Int == 918)
    #expect(
      listing["keyFormat"] as? [String] == [
        "appearance", "localization", "scale", "idiom", "subtype", "identifier", "element", "part",
      ])
    let renditions = try #require(listing["renditions"] as? [[String: Any]])
    #expect(
      renditions.map { $0["renditionName"] as? String } == [
        "Tuist-Filled.png", "Tuist-Filled@2x.png", "Tuist-Filled@3x.png",
      ])
    #expect(renditions.map { $0["width"] as? Int } == [14, 29, 43])
    #expect((renditions[2]["key"] as? [String: Int])?["part"] == 181)
    #expect(CommandRunner.iconsmith("car", "list", "--format", "json", ipa).stdout == result.stdout)
  }

  @Test(
    "what is no car, no file, or a product without a car: named on stderr, exit 1, the rest listed")
  func failures() {
    let folder = TemporaryFolder()
    let text = folder.write("notes.txt", Array("# notes".utf8))
    let emptyApp = folder.write("Empty.app/Info.plist", Array("<plist/>".utf8))
    _ = emptyApp
    let result = CommandRunner.iconsmith(
      "car", "list", text, folder.file("missing.car"), folder.file("Empty.app"), car)
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout.hasPrefix("\(car): Xcode 16.3"), "\(result.stdout)")
    let errors = result.stderr.split(separator: "\n").map(String.init)
    #expect(
      errors == [
        "error: \(text): not a compiled asset catalog: it starts with \"# notes\", not \"BOMStore\"",
        "error: \(folder.file("missing.car")): no such file or folder",
        "error: \(folder.file("Empty.app")): no Assets.car in it",
      ])
  }
}

/// `iconsmith check` on built products it cannot read yet: a clear refusal, never a silent pass.
struct CheckBuiltProductTests {
  @Test("an .ipa, an .xcarchive and an .app with Assets.car are refused with exit 2 and a way on")
  func refusals() {
    let folder = TemporaryFolder()
    let ipa = Repository.path("Tests/AppBundlesTests/Fixtures/rosalind/App.ipa")
    folder.write(
      "Notes.xcarchive/Products/Applications/Notes.app/Info.plist", Array("<plist/>".utf8))
    folder.write("Built.app/Info.plist", Array("<plist/>".utf8))
    folder.write("Built.app/Assets.car", Array("BOMStore".utf8))
    for (path, reason) in [
      (ipa, "checking a built .ipa or .xcarchive is not done yet"),
      (folder.file("Notes.xcarchive"), "checking a built .ipa or .xcarchive is not done yet"),
      (
        folder.file("Built.app"),
        "its icons are compiled into Assets.car, which check does not read yet"
      ),
    ] {
      let result = CommandRunner.iconsmith("check", path)
      #expect(result.status == 2, "\(result)")
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr
          == "error: \(path): \(reason); `iconsmith car list \(path)` lists what its asset catalog holds\n"
      )
    }
  }
}
