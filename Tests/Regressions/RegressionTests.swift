import BuildDescriptions
import Foundation
import HIG
import IconsmithIO
import ProjectSpecs
import SourceScanning
import TestSupport
import Testing

/// One input per defect that fuzzing or a sanitizer found, named after it, replayed through
/// the entry it broke. `Fuzz/run` seeds its corpora with the same files, so every fuzz run
/// starts from them too. Patterns real repositories taught are fixtures built in code, in
/// the suites of the rules they concern (RulesTests, `*PatternTests`).
struct RegressionTests {
  /// Every input, by its path under `Inputs/`, with the defect it caught.
  static let inputs: [String: String] = [
    "build-descriptions/yaml-mapping-as-key.yml":
      "a YAML key that is a mapping or a list made Yams trap (FuzzBuildDescriptions, 8ab51ea)",
    "plist-json/contents-json-size-past-int-max.json":
      "a slot size past Int.max trapped in Int(Double) (FuzzCheck, 0001210)",
    "source-scan/name-with-trailing-space.swift":
      "an image name kept its space before '.png' or '@2x' (FuzzSourceScan, e254b85)",
  ]

  static func input(_ name: String) throws -> [UInt8] {
    try #require(Repository.bytes("Tests/Regressions/Inputs/" + name), "missing input \(name)")
  }

  @Test("every input in Inputs/ is listed here with the defect it caught, and the other way")
  func inputsAreListed() {
    #expect(Repository.files(under: "Tests/Regressions/Inputs") == Self.inputs.keys.sorted())
  }

  @Test("a YAML key that is a mapping: a typed error at its line, and a check of its tree runs")
  func yamlMappingAsKey() throws {
    let bytes = try Self.input("build-descriptions/yaml-mapping-as-key.yml")
    #expect(throws: BuildDescriptionError.complexKey(line: 9)) {
      try XcodeGenSpec.parse(bytes, specPath: "project.yml") { _ in nil }
    }
    var assets = InMemoryAssets()
    assets["project.yml"] = bytes
    assets["pubspec.yaml"] = bytes
    assets["ios/Runner/Info.plist"] = infoPlist()
    let report = assets.check()
    // The check runs to its set rules: the app folder's missing App Store icon is found.
    #expect(
      report.diagnostics.map(\.rule.description) == ["missing-required-asset"],
      "\(report.diagnostics)")
  }

  @Test("slot sizes past Int.max, NaN or 1e300 are no sizes, and a check of the set runs")
  func contentsSizePastIntMax() throws {
    let bytes = try Self.input("plist-json/contents-json-size-past-int-max.json")
    let contents = try AssetCatalogContents.parse(Data(bytes))
    #expect(contents.images.count == 3)
    #expect(contents.images.allSatisfy { $0.iconPixelSize == nil })
    var assets = InMemoryAssets()
    assets["App/Assets.xcassets/AppIcon.appiconset/Contents.json"] = bytes
    assets["App/Assets.xcassets/AppIcon.appiconset/icon.png"] = [0x89, 0x50, 0x4E, 0x47]
    let report = assets.check()
    #expect(report.filesChecked == 1, "\(report.diagnostics)")
  }

  @Test("an image name is kept without the space before '.png' or '@2x'")
  func nameWithTrailingSpace() throws {
    let bytes = try Self.input("source-scan/name-with-trailing-space.swift")
    let uses = BarIconUses.scan(bytes, path: "Tabs/TabsController.swift")
    #expect(Set(uses.map(\.name)) == ["tab-x@2", "gear"])
    #expect(uses.allSatisfy { $0.role == .tabBarIcon })
  }

  /// AddressSanitizer over the suite (5888c6d): a 256-byte copy of `d_name` read past the end
  /// of glibc's getdents buffer for the last entry. A name of the longest length a Linux
  /// file system allows is listed whole.
  @Test("a file name of 255 bytes is listed whole")
  func longestFileName() throws {
    let folder = TemporaryFolder()
    let name = String(repeating: "n", count: 251) + ".png"
    folder.write("App/" + name, [1])
    let listing = DirectoryWalker.walk(RawPath(folder.file("App")))
    #expect(listing.files.map(\.lastComponent.description) == [name])
    #expect(listing.problems.isEmpty)
  }
}
