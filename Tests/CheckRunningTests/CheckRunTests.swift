import AssetSources
import CheckConfiguration
import CheckRunning
import Diagnostics
import Foundation
import HIG
import IconsmithIO
import PNGCodec
import Preview
import Raster
import Rules
import SampleArt
import TestSupport
import Testing

/// `check` as a library call: what a run reports, what it writes, and what it leaves alone.
@Suite("CheckRun")
struct CheckRunTests {
  /// A 57-pixel Icon.png with a half-transparent band across its middle (an app-icon-alpha
  /// error that --fix flattens) beside a whole iTunesArtwork, in `App/`.
  static func translucentIconApp() throws -> TemporaryFolder {
    var icon = SampleArt.masterArtwork(side: 57, roundedCorners: false)
    for y in 19..<38 {
      for x in 0..<57 { icon[x, y].alpha = 128 }
    }
    let folder = TemporaryFolder()
    folder.write("App/Icon.png", try PNGEncoder().encode(icon))
    folder.write(
      "App/iTunesArtwork",
      try PNGEncoder().encode(SampleArt.masterArtwork(side: 512, roundedCorners: false)))
    return folder
  }

  static func run(_ folder: TemporaryFolder, fixes: CheckRun.FixMode = .off) throws -> CheckOutcome
  {
    try CheckRun(source: .paths([RawPath(folder.file("App"))]), fixes: fixes).run()
  }

  static func findings(_ outcome: CheckOutcome, _ rule: RuleID, endingWith suffix: String)
    -> [Diagnostic]
  {
    outcome.report.diagnostics.filter { $0.rule == rule && $0.path.hasSuffix(suffix) }
  }

  @Test("a check reports what is wrong and writes nothing")
  func checkOnly() throws {
    let folder = try Self.translucentIconApp()
    let before = folder.read("App/Icon.png")
    let outcome = try Self.run(folder)
    #expect(Self.findings(outcome, .appIconAlpha, endingWith: "App/Icon.png").count == 1)
    #expect(outcome.report.filesChecked == 2)
    #expect(outcome.fixes.isEmpty)
    #expect(outcome.changedFiles == 0)
    #expect(folder.read("App/Icon.png") == before)
  }

  /// MyWeight (round 22): a watch icon set whose Contents.json lies in `Watch/` and whose
  /// images lie in `watch/`, one folder on the Mac that builds it; its icons went unchecked.
  @Test("folders that differ only in case are one folder; findings and fixes name the real file")
  func foldersDifferingInCaseAreOne() throws {
    let folder = TemporaryFolder()
    folder.write("App/Info.plist", infoPlist(""))
    folder.write(
      "App/Assets.xcassets/AppIcon.appiconset/Contents.json",
      catalogContents([
        CatalogEntry(idiom: "ios-marketing", size: "1024x1024", scale: "1x", filename: "big.png")
      ]))
    var icon = SampleArt.masterArtwork(side: 1024, roundedCorners: false)
    for y in 300..<700 {
      for x in 0..<1024 { icon[x, y].alpha = 128 }
    }
    let real = "App/assets.xcassets/AppIcon.appiconset/big.png"
    folder.write(real, try PNGEncoder().encode(icon))

    let outcome = try Self.run(folder)
    #expect(
      outcome.report.diagnostics.filter { $0.rule.rawValue == "catalog-missing-file" }.isEmpty)
    let alpha = Self.findings(outcome, .appIconAlpha, endingWith: "big.png")
    #expect(alpha.map(\.path) == [folder.file(real)], "\(outcome.report.diagnostics)")

    let fixed = try Self.run(folder, fixes: .apply)
    #expect(fixed.fixes.map(\.result) == [.changed])
    #expect(fixed.fixes.first?.path == folder.file(real))
    let written = try PNGDecoder().decode(#require(folder.read(real)))
    #expect(written.alpha.transparent == 0 && written.alpha.partial == 0)
    #expect(folder.read("App/Assets.xcassets/AppIcon.appiconset/big.png") == nil)
  }

  @Test("a dry run lists the fix it would make and changes no byte")
  func dryRun() throws {
    let folder = try Self.translucentIconApp()
    let before = folder.read("App/Icon.png")
    let outcome = try Self.run(folder, fixes: .dryRun)
    #expect(outcome.fixes.count == 1)
    #expect(outcome.fixes.first?.result == .wouldChange)
    #expect(outcome.fixes.first?.path.hasSuffix("App/Icon.png") == true)
    #expect(outcome.fixes.first?.changes.first?.contains("flattened") == true)
    #expect(outcome.changedFiles == 1)
    #expect(folder.read("App/Icon.png") == before)
    // Nothing was fixed, so the finding stands.
    #expect(Self.findings(outcome, .appIconAlpha, endingWith: "App/Icon.png").count == 1)
  }

  @Test("--fix flattens the icon in place, reports it fixed, and a second run has nothing to do")
  func applyFlattens() throws {
    let folder = try Self.translucentIconApp()
    let outcome = try Self.run(folder, fixes: .apply)
    #expect(outcome.fixes.map(\.result) == [.changed])
    #expect(Self.findings(outcome, .appIconAlpha, endingWith: "App/Icon.png").isEmpty)
    let written = try PNGDecoder().decode(#require(folder.read("App/Icon.png")))
    #expect(written.alpha.transparent == 0 && written.alpha.partial == 0)
    #expect(written.facts.width == 57)
    let again = try Self.run(folder, fixes: .apply)
    #expect(again.fixes.isEmpty)
    #expect(again.report.count(.error) == 0, "\(again.report.diagnostics)")
  }

  @Test("a rename is checked again: the artwork is no longer missing once it has its name")
  func renameRechecks() throws {
    let folder = try Self.translucentIconApp()
    let artwork = try #require(folder.read("App/iTunesArtwork"))
    try FileManager.default.removeItem(atPath: folder.file("App/iTunesArtwork"))
    folder.write("App/iTunesArtwork.png", artwork)
    let outcome = try Self.run(folder, fixes: .apply)
    #expect(outcome.fixes.allSatisfy { $0.result == .changed })
    #expect(outcome.fixes.contains { $0.path.hasSuffix("App/iTunesArtwork.png") })
    #expect(folder.read("App/iTunesArtwork") == artwork)
    #expect(folder.read("App/iTunesArtwork.png") == nil)
    #expect(Self.findings(outcome, .artworkExtension, endingWith: "iTunesArtwork.png").isEmpty)
    #expect(outcome.report.count(.error) == 0, "\(outcome.report.diagnostics)")
  }

  @Test("a rename never replaces a file: both stay as they were and the outcome says why")
  func renameOverAFileIsRefused() throws {
    let folder = try Self.translucentIconApp()
    let other = try PNGEncoder().encode(SampleArt.masterArtwork(side: 256, roundedCorners: false))
    folder.write("App/iTunesArtwork.png", other)
    let kept = folder.read("App/iTunesArtwork")
    let outcome = try Self.run(folder, fixes: .apply)
    let refused = try #require(outcome.fixes.first { $0.path.hasSuffix("iTunesArtwork.png") })
    guard case .newNameTaken(let taken) = refused.result else {
      Issue.record("expected the new name to be taken, got \(refused.result)")
      return
    }
    #expect(taken.hasSuffix("App/iTunesArtwork"))
    #expect(!refused.isDone)
    #expect(folder.read("App/iTunesArtwork") == kept)
    #expect(folder.read("App/iTunesArtwork.png") == other)
    #expect(!Self.findings(outcome, .artworkExtension, endingWith: "iTunesArtwork.png").isEmpty)
  }

  @Test("a path that does not exist is a thrown error naming it, not an empty report")
  func missingPath() throws {
    let folder = TemporaryFolder()
    let missing = folder.file("nothing-here")
    #expect {
      try CheckRun(source: .paths([RawPath(missing)])).run()
    } throws: { error in
      guard case .file(let io) = error as? AssetSourceError else { return false }
      return "\(io)".contains("nothing-here")
    }
  }

  @Test("the configuration found beside the tree is the one the run is held to")
  func configurationIsFoundAndUsed() throws {
    let folder = try Self.translucentIconApp()
    folder.write(".iconsmith.yml", Array("rules:\n  app-icon-alpha: disabled\n".utf8))
    let configuration = try ConfigurationFile.load(
      explicit: nil, near: RawPath(folder.file("App/Icon.png")))
    #expect(configuration.folder != nil)
    let outcome = try CheckRun(
      source: .paths([RawPath(folder.file("App"))]), configuration: configuration
    ).run()
    #expect(Self.findings(outcome, .appIconAlpha, endingWith: "App/Icon.png").isEmpty)
    // The defaults still find it.
    #expect(!Self.findings(try Self.run(folder), .appIconAlpha, endingWith: "Icon.png").isEmpty)
  }

  @Test("no configuration file: the defaults, from no folder")
  func noConfigurationFile() throws {
    let folder = try Self.translucentIconApp()
    let found = try ConfigurationFile.load(explicit: nil, near: RawPath(folder.file("App")))
    #expect(found.folder == nil)
    #expect(found.configuration == .default)
  }

  @Test("a configuration file that cannot be used is a typed error naming the file")
  func badConfigurationFile() throws {
    let folder = TemporaryFolder()
    folder.write(".iconsmith.yml", Array("rules:\n  interlace: note\n".utf8))
    #expect {
      try ConfigurationFile.load(explicit: nil, near: RawPath(folder.path))
    } throws: { error in
      guard case .invalid(let invalid) = error as? ConfigurationFileError else { return false }
      return "\(invalid)".contains(".iconsmith.yml") && "\(invalid)".contains("interlaced")
    }
    let missing = RawPath(folder.file("elsewhere.yml"))
    #expect {
      try ConfigurationFile.load(explicit: missing, near: RawPath(folder.path))
    } throws: { error in
      guard case .unreadable(let io) = error as? ConfigurationFileError else { return false }
      return "\(io)".contains("elsewhere.yml")
    }
  }

  /// The DocC article "From PNG to finding" quotes what this call finds in the sample.
  @Test("the article's one call on SampleAssets/BrokenApp finds what the article says")
  func articleSnippet() throws {
    let folder = RawPath(Repository.path("SampleAssets/BrokenApp"))
    let configuration = try ConfigurationFile.load(explicit: nil, near: folder)
    #expect(configuration.folder != nil, "the sample's own .iconsmith.yml is found")
    let outcome = try CheckRun(source: .paths([folder]), configuration: configuration).run()
    #expect(outcome.report.count(.error) == 14)
    // As `iconsmith check SampleAssets/BrokenApp` counts them (the README's sample output).
    #expect(outcome.report.count(.warning) == 19)
  }

  @Test("a preview run plans one target per app, with the check's findings, and writes nothing")
  func previewPlansTargets() throws {
    let folder = try Self.translucentIconApp()
    let before = folder.read("App/Icon.png")
    let outcome = try CheckRun(source: .paths([RawPath(folder.file("App"))]), fixes: .apply)
      .preview()
    #expect(outcome.targets.count == 1)
    let target = try #require(outcome.targets.first)
    #expect(target.findings.contains { $0.rule == .appIconAlpha && $0.path.hasSuffix("Icon.png") })
    #expect(target.pictures.contains { $0.path.hasSuffix("Icon.png") && !$0.diagnostics.isEmpty })
    #expect(outcome.sourceFiles.map(\.description).contains { $0.hasSuffix("App/Icon.png") })
    #expect(folder.read("App/Icon.png") == before, "a preview never fixes, whatever it is told")
  }

  @Test("--profile over a file's profiles says where they came from")
  func profilesOverride() {
    let held = ConfigurationFile.defaults.holding(to: [.retina], origin: "--profile")
    #expect(held.configuration.profiles == [.retina])
    #expect(held.configuration.profilesOrigin == "--profile")
    #expect(ConfigurationFile.defaults.configuration.profiles == nil)
  }
}

/// `preview` of an app whose icon is an Icon Composer icon: drawn flat from its PNG layers.
struct IconComposerPreviewTests {
  @Test(
    "the icon is drawn from its PNG layers over its fill, and its SVG layer is named as not drawn")
  func drawnFromLayers() throws {
    let folder = TemporaryFolder()
    _ = folder.write(
      "App/AppIcon.icon/icon.json",
      Array(
        """
        { "fill" : { "solid" : "srgb:0.00000,0.00000,1.00000,1.00000" },
          "groups" : [
            { "layers" : [ { "image-name" : "glyph.svg", "name" : "glyph" },
                           { "image-name" : "disc.png", "name" : "disc",
                             "position" : { "scale" : 2, "translation-in-points" : [0, 0] } } ] } ],
          "supported-platforms" : { "squares" : "shared" } }
        """.utf8))
    _ = folder.write(
      "App/AppIcon.icon/Assets/disc.png",
      try PNGEncoder().encode(RGBAImage(width: 256, height: 256, fill: RGBA(255, 0, 0))))
    _ = folder.write("App/AppIcon.icon/Assets/glyph.svg", Array("<svg/>".utf8))
    // Beside it, the catalog of an Xcode 26 app: an alternate icon.
    _ = folder.write(
      "App/Assets.xcassets/Sunset.appiconset/Contents.json",
      catalogContents([CatalogEntry(size: "1024x1024", filename: "icon.png", platform: "ios")]))
    _ = folder.write(
      "App/Assets.xcassets/Sunset.appiconset/icon.png",
      try PNGEncoder().encode(SampleArt.masterArtwork(side: 1024, roundedCorners: false)))
    let outcome = try CheckRun(source: .paths([RawPath(folder.file("App"))])).preview()
    let target = try #require(outcome.targets.first { $0.iconComposerIcon != nil })
    #expect(target.iconComposerIcon == "App/AppIcon.icon")
    let picture = try #require(target.iconComposerPicture)
    #expect(picture.width == 256)
    #expect(picture[128, 128] == RGBA(255, 0, 0), "the PNG layer, centred")
    #expect(picture[8, 8] == RGBA(0, 0, 255), "the fill around it")
    #expect(target.iconComposerUndrawn == ["glyph.svg (SVG)"])
    // Drawn at twice its pixels, the layer is warned about, and the picture that shows it is
    // marked with that finding.
    #expect(target.iconComposerFindings.map(\.rule.rawValue) == ["icon-bundle-invalid"])
    #expect(
      target.markedPictureCount == 1 + target.pictures.filter { !$0.diagnostics.isEmpty }.count)
  }
}
