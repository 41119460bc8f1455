import AssetModel
import PNGCodec
import Raster
import TestSupport
import Testing

@Suite struct NoAppRootRuleTests {
  @Test func noAppRootIsSaidOnce() throws {
    let assets = InMemoryAssets([
      "Art/logo.png": try png(icon(40)),
      "Art/more/banner.png": try png(icon(48)),
      "Other/badge.png": try png(icon(20)),
    ])
    let report = assets.check(scope: .named(folders: ["Art", "Other"], files: []))
    let diagnostic = try report.only("no-app-root")
    #expect(diagnostic.path == "Art")
    #expect(diagnostic.severity == .note)
    #expect(diagnostic.message.hasPrefix("no app root under Art, Other: "))
    #expect(report.diagnostics.count == 1)
  }

  @Test func noAppRootIsNotSaidOfNamedFiles() throws {
    let assets = InMemoryAssets(["Art/logo.png": try png(icon(40))])
    #expect(assets.check(scope: .named(folders: [], files: ["Art/logo.png"])).diagnostics == [])
  }

  @Test func noAppRootIsNotSaidWhenThereIsOne() throws {
    var assets = try iphoneApp()
    assets["Art/logo.png"] = try png(icon(40))
    #expect(!assets.check().has("no-app-root"))
  }
}
