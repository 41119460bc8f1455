import AssetModel
import Checking
import Diagnostics
import Foundation
import PNGCodec
import Raster
import Rules
import SampleArt
import TestSupport
import Testing
import TreeFacts

@testable import Fixing

/// The fixes `check --fix` plans: what they change, and what they read to do it.
struct AssetFixerTests {
  @Test("what --fix mends is what the rules' descriptors say: five rewrites, one rename")
  func theRulesSayWhatFixMends() {
    #expect(
      AssetFixer.fixableRules
        == [
          "app-icon-alpha", "app-icon-alpha-channel", "apple-optimized", "apple-optimized-source",
          "bar-icon-not-white", "artwork-extension",
        ])
    #expect(AssetFixer.fixableRules.subtracting(AssetFixer.rewritingRules) == ["artwork-extension"])
    #expect(RuleCatalog.descriptor(id: "interlaced")?.fix == nil)
  }

  /// The check of `files` and its fix plans, read through `reader` (by default, the files).
  func checkAndPlan(_ files: [String: [UInt8]], readBy reader: (any AssetReader)? = nil)
    -> (report: CheckReport, plans: [FixPlan])
  {
    let assets = InMemoryAssets(files)
    let reader: any AssetReader = reader ?? assets.reader
    return AssetFixer.checkAndPlan(assets.inventory(), reader: reader, checker: Checker())
  }

  func plans(_ files: [String: [UInt8]]) -> [FixPlan] { checkAndPlan(files).plans }

  @Test("the check and its fixes read each file once; a rename alone has no new bytes")
  func oneRead() throws {
    let artwork = try PNGEncoder().encode(SampleArt.masterArtwork(side: 512, roundedCorners: false))
    var translucent = SampleArt.masterArtwork(side: 57, roundedCorners: false)
    translucent[28, 28] = RGBA(10, 20, 30, 128)
    let files = [
      "App/Icon.png": try PNGEncoder(format: .rgba8).encode(translucent),
      "App/iTunesArtwork.png": artwork,
    ]
    let reader = CountingReader(InMemoryReader(files: files))
    let (report, plans) = checkAndPlan(files, readBy: reader)
    #expect(reader.counts == ["App/Icon.png": 1, "App/iTunesArtwork.png": 1])
    let rename = try #require(plans.first { $0.path == "App/iTunesArtwork.png" })
    #expect(rename.newPath == "App/iTunesArtwork")
    #expect(rename.newBytes == nil)
    #expect(rename.changes == ["renamed iTunesArtwork.png to iTunesArtwork"])
    #expect(rename.rules == ["artwork-extension"])
    let flatten = try #require(plans.first { $0.path == "App/Icon.png" })
    #expect(flatten.rules == ["app-icon-alpha"])
    #expect(
      report.diagnostics.contains { $0.path == "App/Icon.png" && $0.rule == "app-icon-alpha" })
  }

  @Test("after pixel fixes, the report is what a new check of the fixed files finds")
  func reportAfterFixes() throws {
    var icon = SampleArt.masterArtwork(side: 57, roundedCorners: false)
    icon[28, 28] = RGBA(200, 40, 40, 90)
    var tab = SampleArt.masterArtwork(side: 30, roundedCorners: false)
    tab[0, 0] = RGBA(0, 0, 0, 0)
    let files = [
      "App/Icon.png": try PNGEncoder(format: .rgba8).encode(icon),
      "App/Icon-Small.png": try PNGEncoder(format: .rgb8).encode(
        SampleArt.masterArtwork(side: 29, roundedCorners: false)),
    ]
    let (report, plans) = checkAndPlan(files)
    #expect(!plans.isEmpty)
    #expect(plans.allSatisfy { $0.newPath == nil })
    var fixedFiles = files
    for plan in plans {
      let bytes: [UInt8] = try #require(plan.newBytes)
      fixedFiles[plan.path] = bytes
    }
    let recheck = InMemoryAssets(fixedFiles).check()
    let after = AssetFixer.report(report, after: plans)
    #expect(after.diagnostics == recheck.diagnostics)
    #expect(after.diagnostics.count < report.diagnostics.count)
  }

  @Test("a rewrite and a rename together: the pixels fixed, then the name, in that order")
  func rewriteAndRename() throws {
    var artwork = SampleArt.masterArtwork(side: 512, roundedCorners: false)
    artwork[0, 0] = RGBA(10, 20, 30, 128)
    let files = [
      "App/Icon.png": try PNGEncoder(format: .rgb8).encode(
        SampleArt.masterArtwork(side: 57, roundedCorners: false)),
      "App/iTunesArtwork.png": try PNGEncoder(format: .rgba8).encode(artwork),
    ]
    let plan = try #require(plans(files).first { $0.path == "App/iTunesArtwork.png" })
    #expect(plan.newPath == "App/iTunesArtwork")
    #expect(plan.rules == ["app-icon-alpha", "artwork-extension"])
    #expect(
      plan.changes == [
        "flattened iTunesArtwork.png onto #FFFFFF: 1 translucent pixels changed",
        "renamed iTunesArtwork.png to iTunesArtwork",
      ])
    let fixed = try PNGDecoder().decode(#require(plan.newBytes))
    #expect(fixed.facts.colorType == .rgb)
    // Half of (10, 20, 30) over white, channel by channel in sRGB.
    let corner = fixed.image.rgba8[0, 0]
    #expect(corner.alpha == 255 && corner.red == 132 && corner.green == 137 && corner.blue == 142)
  }
}
