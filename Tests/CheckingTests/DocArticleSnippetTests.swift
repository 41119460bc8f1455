import CheckConfiguration
import Checking
import Diagnostics
import PNGCodec
import Raster
import Rules
import TestSupport
import Testing

// The DocC article Sources/Checking/Checking.docc/FromPNGToFinding.md quotes what each of its steps
// finds in SampleAssets/BrokenApp. These tests take the same steps on the same files, so a
// change that makes the article wrong fails here. This target does not link AssetSources or
// Reporting, so the files are read into memory instead of through DiskSource; the checker
// sees the same inventory either way.

@Suite struct DocArticleSnippetTests {
  static let folder = "SampleAssets/BrokenApp"

  @Test func decodingIconSmallGivesTheArticlesFactsAndAlpha() throws {
    let bytes = try #require(Repository.bytes(Self.folder + "/Icon-Small.png"))
    let decoder = PNGDecoder(limits: .default)
    let facts = try decoder.inspect(bytes, file: "Icon-Small.png")
    #expect(facts.width == 29 && facts.height == 29)
    #expect(facts.colorType.name == "RGBA")
    #expect(facts.hasAlpha)

    let decoded = try decoder.decode(bytes, depth: .eight, file: "Icon-Small.png")
    let pixels: RGBAImage = decoded.image.rgba8
    #expect(pixels.width == 29 && pixels.height == 29)
    #expect(decoded.alpha.translucent == 261)
    #expect(decoded.alpha.pixelCount == 841)
    #expect(!decoded.alpha.isOpaque)
    // The summary counted while decoding agrees with one counted from the pixels.
    #expect(pixels.alphaSummary == decoded.alpha)
  }

  @Test func checkingTheFolderFindsTheAlphaErrorTheArticleQuotes() throws {
    let report = try Self.checkBrokenApp()
    let diagnostic = try report.only(.appIconAlpha)
    #expect(diagnostic.path == "Icon-Small.png")
    #expect(diagnostic.severity == .error)
    #expect(
      diagnostic.message
        == "Icon-Small.png has an alpha channel (RGBA) and 261 of 841 pixels are translucent, so flattening changes how they look (ITMS-90717)"
    )
    #expect(diagnostic.fix != nil)
    // The example rule of the article fires on the sample's interlaced tab icon.
    #expect(try report.only("interlaced").path == "Tabs/interlaced.png")
    // The summary line the article prints.
    #expect(report.filesChecked == 28)
    #expect(report.count(.error) == 14)
    #expect(report.count(.warning) == 19)
    #expect(report.count(.note) == 1)
  }

  @Test func theCatalogueDescribesTheRuleTheArticleLooksUp() throws {
    let rule = try #require(RuleCatalog.descriptor(id: .appIconAlpha))
    #expect(rule.severity == .error)
    #expect(
      rule.summary
        == "an app icon with translucent pixels the device shows, or an alpha channel where it is refused (loose App Store artwork, watch icons)"
    )
    #expect(RuleCatalog.ids.contains("interlaced"))
  }

  /// SampleAssets/BrokenApp checked with its own `.iconsmith.yml`, paths relative to it.
  static func checkBrokenApp() throws -> CheckReport {
    var files: [String: [UInt8]] = [:]
    for path in Repository.files(under: folder) {
      let bytes = try #require(Repository.bytes(folder + "/" + path))
      files[path] = bytes
    }
    let yaml = String(decoding: try #require(files[".iconsmith.yml"]), as: UTF8.self)
    let configuration = try Configuration.parse(
      yaml: yaml, file: ".iconsmith.yml", baseDirectory: "", knownRules: RuleCatalog.ids)
    let assets = InMemoryAssets(files)
    return Checker(configuration: configuration, limits: .default).check(
      assets.inventory(), reader: assets.reader)
  }
}

extension CheckReport {
  /// The one diagnostic of `rule`; fails the test when there are none or several.
  fileprivate func only(
    _ rule: RuleID, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Diagnostic {
    let found = diagnostics.filter { $0.rule == rule }
    #expect(found.count == 1, "\(rule): \(found)", sourceLocation: sourceLocation)
    return try #require(found.first, "no \(rule) in \(diagnostics)", sourceLocation: sourceLocation)
  }
}
