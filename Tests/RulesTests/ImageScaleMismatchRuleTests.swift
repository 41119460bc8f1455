import CheckConfiguration
import Checking
import PNGCodec
import Raster
import Rules
import SampleArt
import TestSupport
import Testing

@Suite struct ImageScaleMismatchRuleTests {
  @Test func otherImagesOfTwoScalesAreAWarningWithinAPixel() throws {
    let report = barIcons([
      "Tabs/star.png": try png(SampleArt.barGlyph(side: 30)),
      "Tabs/star@2x.png": try png(SampleArt.barGlyph(side: 56)),
    ]).check(iphoneos3)
    #expect(!report.has("retina-pair-size"))
    let diagnostic = try report.only("image-scale-mismatch")
    #expect(diagnostic.path == "Tabs/star@2x.png")
    #expect(diagnostic.severity == .warning)
    #expect(
      diagnostic.message
        == "star@2x.png is 56x56 px at 2x; beside star.png (30x30 px at 1x) it should be 60x60 px")
    // Exported with rounding (61 for 60): not reported.
    let near = barIcons([
      "Tabs/star.png": try png(SampleArt.barGlyph(side: 30)),
      "Tabs/star@2x.png": try png(SampleArt.barGlyph(side: 61)),
    ]).check(iphoneos3)
    #expect(!near.has("image-scale-mismatch"))
    // The 1x picture saved again under the @2x name is drawn at half size on a retina screen.
    let copy = barIcons([
      "Tabs/star.png": try png(SampleArt.barGlyph(side: 30)),
      "Tabs/star@2x.png": try png(SampleArt.barGlyph(side: 30)),
    ]).check(iphoneos3)
    #expect(
      try copy.only("image-scale-mismatch").message
        == "star@2x.png is 30x30 px at 2x; beside star.png (30x30 px at 1x) it should be 60x60 px")
    // Launch images are held to the table each on its own: 320x460 beside 640x960 is valid.
    var app = try iphoneApp()
    app["Default.png"] = try png(launchImage(320, 460))
    app["Default@2x.png"] = try png(launchImage(640, 960))
    let launch = app.check(Configuration(profiles: [.iphoneos3, .retina]))
    #expect(!launch.has("retina-pair-size") && !launch.has("image-scale-mismatch"))
    #expect(!launch.has("wrong-size"))
  }

  @Test func aScalePairIsCheckedWhenOnlyOneOfItIsNamed() throws {
    // Checking one named file still compares it with its partner in the folder.
    let assets = barIcons([
      "Tabs/star.png": try png(SampleArt.barGlyph(side: 30)),
      "Tabs/star@2x.png": try png(SampleArt.barGlyph(side: 56)),
    ])
    var inventory = assets.inventory(scope: .named(folders: [], files: ["Tabs/star.png"]))
    inventory.targets = ["Tabs/star.png"]
    let report = Checker(configuration: iphoneos3).check(inventory, reader: assets.reader)
    #expect(report.with("image-scale-mismatch").map(\.path) == ["Tabs/star@2x.png"])
    #expect(report.filesChecked == 1)
  }
}
