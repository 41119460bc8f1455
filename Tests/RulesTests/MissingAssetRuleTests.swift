import CheckConfiguration
import Diagnostics
import HIG
import PNGCodec
import Raster
import SampleArt
import TestSupport
import Testing

@Suite struct MissingAssetRuleTests {
  struct MissingCase: Sendable, CustomTestStringConvertible {
    let profiles: [Profile]
    let required: [String]
    let recommended: [String]
    var testDescription: String { profiles.map(\.rawValue).joined(separator: "+") }
  }

  /// A Tuist app (round 13): its Info.plist lives in Project.swift, so the folder taken as
  /// the app holds a catalog and no Info.plist; nothing says it lacks a launch screen.
  @Test func aCatalogFolderWithNoInfoPlistIsAskedNoLaunchImage() throws {
    var assets = InMemoryAssets([
      "Quiz/Resources/Assets.xcassets/AppIcon.appiconset/Contents.json": appIconContents([
        Slot(size: "60x60", scale: "2x", filename: "icon-120.png")
      ]),
      "Quiz/Resources/Assets.xcassets/AppIcon.appiconset/icon-120.png": try png(icon(120)),
    ])
    let launch = { (report: CheckReport) in
      report.with("missing-recommended-asset").filter { $0.path.hasSuffix("Default-568h@2x.png") }
    }
    #expect(launch(assets.check()).isEmpty, "\(assets.check().diagnostics)")
    // An Info.plist with no launch screen says it: the 4-inch launch image is asked for.
    assets["Quiz/Resources/Info.plist"] = plist("")
    #expect(launch(assets.check()).count == 1, "\(assets.check().diagnostics)")
  }

  @Test(arguments: [
    // App Store artwork is uploaded on its own; in the bundle it serves ad-hoc installs.
    MissingCase(
      profiles: [.iphoneos3], required: ["Icon.png"],
      recommended: ["Default.png", "Icon-Small.png", "iTunesArtwork"]),
    MissingCase(
      profiles: [.iphoneos3, .retina], required: ["Icon.png"],
      recommended: [
        "Default.png", "Default@2x.png", "Icon-Small.png", "Icon-Small@2x.png", "Icon@2x.png",
        "iTunesArtwork", "iTunesArtwork@2x",
      ]),
    MissingCase(
      profiles: [.iphoneos3, .ipad], required: ["Icon-72.png", "Icon.png"],
      recommended: [
        "Default-Landscape.png", "Default-Portrait.png", "Default.png", "Icon-Small-50.png",
        "Icon-Small.png", "iTunesArtwork",
      ]),
    MissingCase(
      profiles: [.ios7], required: ["Icon-60@2x.png"],
      recommended: [
        "Default-568h@2x.png", "Icon-60@3x.png", "Icon-Small-40@2x.png", "Icon-Small-40@3x.png",
        "Icon-Small@2x.png", "Icon-Small@3x.png", "iTunesArtwork@2x",
      ]),
    MissingCase(profiles: [.modern], required: [], recommended: []),
  ])
  func anEmptyAppRootLacksItsProfilesFiles(_ missing: MissingCase) throws {
    // Info.plist alone makes MyApp an app root.
    let assets = InMemoryAssets(["MyApp/Info.plist": plist("")])
    let report = assets.check(Configuration(profiles: missing.profiles))
    let required = report.with("missing-required-asset").filter { $0.path != "MyApp" }
    #expect(required.map(\.path) == missing.required.map { "MyApp/" + $0 })
    #expect(required.allSatisfy { $0.severity == .error && $0.message.hasSuffix(" is required") })
    let recommended = report.with("missing-recommended-asset")
    #expect(recommended.map(\.path) == missing.recommended.map { "MyApp/" + $0 })
    // App Store artwork in the bundle serves only ad hoc installs: a note, never more.
    #expect(
      recommended.allSatisfy {
        $0.severity == ($0.path.contains("/iTunesArtwork") ? .note : .warning)
      })
    #expect(!report.has("no-app-root"))
    // Only modern asks for an asset catalog.
    let catalog = report.with("missing-required-asset").filter { $0.path == "MyApp" }
    #expect(catalog.count == (missing.profiles == [.modern] ? 1 : 0))
  }

  @Test func missingMessagesNameTheFileItsProfileAndSize() throws {
    let report = InMemoryAssets(["MyApp/Info.plist": plist("")]).check(iphoneos3)
    let icon = try #require(
      report.with("missing-required-asset").first { $0.path == "MyApp/Icon.png" })
    #expect(icon.message == "MyApp has no Icon.png: the iphoneos3 app icon (57x57 px) is required")
    let launch = try #require(
      report.with("missing-recommended-asset").first { $0.path == "MyApp/Default.png" })
    #expect(
      launch.message
        == "MyApp has no Default.png: the iphoneos3 launch image (320x480 px) is recommended")
    #expect(launch.fix?.contains("iconsmith launch -o MyApp") == true)
  }

  @Test func theModernProfileWantsA1024IconInACatalog() throws {
    let configuration = Configuration(profiles: [.modern])
    let empty = InMemoryAssets(["Info.plist": plist("")])
    let diagnostic = try empty.check(configuration).only("missing-required-asset")
    #expect(diagnostic.path == ".")
    #expect(
      diagnostic.message
        == ". has no 1024x1024 app icon in an asset catalog it compiles, and no Icon Composer bundle: App Store Connect refuses the upload (ITMS-90704)"
    )

    let withIcon = InMemoryAssets([
      "Info.plist": plist(""),
      appIconSet + "/Contents.json": appIconContents([
        Slot(size: "1024x1024", scale: "1x", filename: "icon-1024.png", idiom: "universal")
      ]),
      appIconSet + "/icon-1024.png": try png(
        RGBAImage(width: 1024, height: 1024, fill: RGBA(0x3B, 0x2F, 0x9E))),
    ])
    #expect(withIcon.check(configuration).diagnostics == [])
  }

  @Test func catalogSlotsStandInForConventionalFiles() throws {
    let report = try catalogApp().check()
    // The catalog has the 57 pt slots of iOS 6 at 1x and 2x (iphoneos3 and retina), and 29 pt:
    // Icon.png, Icon@2x.png and both Icon-Small files are provided.
    #expect(report.units.map(\.profiles) == [["iphoneos3", "retina"]])
    #expect(report.with("missing-required-asset").map(\.path) == [])
    #expect(
      report.with("missing-recommended-asset").map(\.path) == [
        "Default.png", "Default@2x.png", "iTunesArtwork", "iTunesArtwork@2x",
      ])
  }

  @Test func aFolderThatIsNotAnAppRootLacksNothing() throws {
    let assets = InMemoryAssets([
      "Art/logo.png": try png(icon(40)),
      "Art/Tabs/star.png": try png(SampleArt.barGlyph(side: 30)),
      "MyApp/Info.plist": plist(""),
    ])
    let report = assets.check(iphoneos3)
    let missing = report.with("missing-required-asset") + report.with("missing-recommended-asset")
    #expect(!missing.isEmpty)
    #expect(missing.allSatisfy { $0.path.hasPrefix("MyApp/") })
  }

  @Test func aLowercaseIconIsACaseProblemNotAMissingFile() throws {
    var assets = try iphoneApp()
    assets.move("Icon.png", to: "icon.png")
    let report = assets.check()
    let diagnostic = try report.only("name-case")
    #expect(diagnostic.path == "icon.png")
    #expect(diagnostic.severity == .error)
    #expect(
      diagnostic.message
        == "icon.png differs from Icon.png only in case: the simulator finds it, the device does not"
    )
    #expect(!report.has("missing-required-asset"))
    // Its role is still the app icon's: the size rule applies.
    assets["icon.png"] = try png(icon(58))
    #expect(try assets.check().only("wrong-size").message.hasPrefix("icon.png is 58x58 px"))
  }

  /// WizardWar (round 5 of the corpus): an 88x64 menu button called icon-settings.png is a
  /// picture, not the Settings icon spelt wrong.
  @Test func aPictureThatIsNotSquareIsNoMisspeltIcon() throws {
    var assets = try iphoneApp()
    assets["images/menu/icon-settings.png"] = try png(
      RGBAImage(width: 88, height: 64, fill: RGBA(200, 40, 40, 128)))
    let report = assets.check()
    #expect(
      !report.diagnostics.contains { $0.path == "images/menu/icon-settings.png" },
      "\(report.diagnostics)")
    // Square, it is the icon with its name's case wrong.
    assets["images/menu/icon-settings.png"] = try png(icon(29))
    #expect(try assets.check().only("name-case").path == "images/menu/icon-settings.png")
  }

  @Test func theOldSettingsIconNameAlone() throws {
    var assets = try iphoneApp()
    assets.move("Icon-Small.png", to: "Icon-Settings.png")
    let report = assets.check()
    let diagnostic = try report.only("legacy-settings-icon")
    #expect(diagnostic.path == "Icon-Settings.png")
    #expect(diagnostic.severity == .warning)
    #expect(
      diagnostic.message
        == "Icon-Settings.png is the old name of the Settings icon; the name now is Icon-Small.png")
    // It stands in for Icon-Small.png: that is not reported missing as well.
    #expect(!report.has("missing-recommended-asset"))
  }

  @Test func theOldSettingsIconBesideTheNewOne() throws {
    var assets = try iphoneApp()
    assets["Icon-Settings.png"] = try png(icon(29))
    let diagnostic = try assets.check().only("legacy-settings-icon")
    #expect(diagnostic.message == "Icon-Settings.png is dead weight: Icon-Small.png replaces it")
  }
}
