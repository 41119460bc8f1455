import AssetChecks
import PNGCodec
import Raster
import SampleArt
import TestSupport
import Testing

/// The fixes `check --fix` plans: what they change, and what they read to do it.
struct AssetFixerTests {
  /// A report that finds `files` in an app with `iTunesArtwork.png` named wrong.
  func plans(_ files: [String: [UInt8]], readBy reader: InMemoryReader? = nil) -> [FixPlan] {
    let assets = InMemoryAssets(files)
    let report = assets.check()
    return AssetFixer.plan(
      for: report, reader: reader ?? assets.reader, configuration: .default, limits: .default)
  }

  @Test("a rename alone neither reads nor decodes the file")
  func renameOnly() throws {
    let artwork = try PNGEncoder().encode(SampleArt.masterArtwork(side: 512, roundedCorners: false))
    let files = [
      "App/Icon.png": try PNGEncoder(format: .rgb8).encode(
        SampleArt.masterArtwork(side: 57, roundedCorners: false)),
      "App/iTunesArtwork.png": artwork,
    ]
    // The planner's reader refuses the artwork: a plan that still renames it never read it.
    let plans = plans(
      files, readBy: InMemoryReader(files: files, unreadable: ["App/iTunesArtwork.png"]))
    let plan = try #require(plans.first { $0.path == "App/iTunesArtwork.png" })
    #expect(plan.newPath == "App/iTunesArtwork")
    #expect(plan.newBytes == nil)
    #expect(plan.changes == ["renamed iTunesArtwork.png to iTunesArtwork"])
    #expect(plan.rules == ["artwork-extension"])
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
