import CheckConfiguration
import Checking
import Diagnostics
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

  /// nightguard (round 23): a watchOS 9.1 app's animation frames, 30 px at 1x beside 58 and
  /// 86 px (Watchman's, of an earlier round, 46 and 92 beside a 69 px @3x). Every Apple Watch
  /// is @2x: its 1x and @3x never load, and the @2x shows as drawn. The same set in an iOS 9
  /// app, whose 1x iPads load it, is still held to its 1x.
  @Test("a watch app's image sets are not held to a 1x or a @3x no Apple Watch loads")
  func watchAppsHaveNoOneXScreens() throws {
    func repository(watch: Bool) throws -> CheckReport {
      var assets = InMemoryAssets()
      let folder = watch ? "Watch" : "App"
      assets["\(folder)/Info.plist"] = plist(watch ? "<key>WKApplication</key><true/>" : "")
      let set = "\(folder)/Media.xcassets/Activity1.imageset/"
      assets[set + "Contents.json"] = catalogContents([
        CatalogEntry(scale: "1x", filename: "a.png"),
        CatalogEntry(scale: "2x", filename: "a@2x.png"),
        CatalogEntry(scale: "3x", filename: "a@3x.png"),
      ])
      assets[set + "a.png"] = try png(SampleArt.masterArtwork(side: 30, roundedCorners: false))
      assets[set + "a@2x.png"] = try png(SampleArt.masterArtwork(side: 58, roundedCorners: false))
      assets[set + "a@3x.png"] = try png(SampleArt.masterArtwork(side: 69, roundedCorners: false))
      var settings =
        watch
        ? [
          "WATCHOS_DEPLOYMENT_TARGET": "9.1", "SDKROOT": "watchos",
          "INFOPLIST_FILE": "Watch/Info.plist",
        ]
        : appTargetSettings(deployment: "9.0", infoPlist: "App/Info.plist")
      settings["ASSETCATALOG_COMPILER_APPICON_NAME"] = "AppIcon"
      var targets = [
        ProjectTargetSpec(
          name: folder,
          productType: watch
            ? "com.apple.product-type.application.watchapp2"
            : "com.apple.product-type.application",
          resources: ["\(folder)/Media.xcassets"], settings: settings)
      ]
      if watch {
        assets["App/Info.plist"] = plist()
        targets.insert(
          ProjectTargetSpec(
            name: "App",
            settings: appTargetSettings(deployment: "16.0", infoPlist: "App/Info.plist"),
            dependencies: ["Watch"]), at: 0)
      }
      assets["Project.xcodeproj/project.pbxproj"] = pbxproj(targets)
      return assets.check()
    }
    let watch = try repository(watch: true)
    #expect(watch.units.map(\.kind).contains("watch app"), "\(watch.units)")
    #expect(!watch.has("image-scale-mismatch"), "\(watch.diagnostics)")
    let phone = try repository(watch: false)
    #expect(phone.diagnostics.filter { $0.rule == "image-scale-mismatch" }.count == 2)
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
