import CheckConfiguration
import Diagnostics
import HIG
import PNGCodec
import Raster
import Rules
import SampleArt
import TestSupport
import Testing

/// Encoded in memory; private to each file that uses it (see Support/Fixtures.swift).
private func png(_ image: RGBAImage, _ format: PNGEncoder.Format = .automatic) throws -> [UInt8] {
  try PNGEncoder(format: format).encode(image)
}

/// An Info.plist whose dictionary holds `body`; private to each file that uses it.
private func plist(_ body: String = "") -> [UInt8] { infoPlist(body) }

@Suite struct RuleTests {
  struct MissingCase: Sendable, CustomTestStringConvertible {
    let profiles: [Profile]
    let required: [String]
    let recommended: [String]
    var testDescription: String { profiles.map(\.rawValue).joined(separator: "+") }
  }

  @Test(arguments: [
    // App Store artwork is uploaded on its own; in the bundle it serves ad-hoc installs.
    MissingCase(
      profiles: [.iphoneos3], required: ["Icon.png"],
      recommended: ["Default.png", "Icon-Small.png", "iTunesArtwork"]),
    MissingCase(
      profiles: [.iphoneos3, .retina], required: ["Icon.png", "Icon@2x.png"],
      recommended: [
        "Default.png", "Default@2x.png", "Icon-Small.png", "Icon-Small@2x.png", "iTunesArtwork",
        "iTunesArtwork@2x",
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
    #expect(recommended.allSatisfy { $0.severity == .warning })
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

  @Test func aCorrectAppIconSetHasNoCatalogDiagnostic() throws {
    let report = try catalogApp().check()
    #expect(report.rules.isDisjoint(with: Self.catalogRules))
    #expect(report.filesChecked == 4)
  }

  private static let catalogRules: Set<RuleID> = [
    "catalog-invalid-contents", "catalog-missing-file", "catalog-unassigned-slot",
    "catalog-unused-file", "catalog-wrong-size",
  ]

  @Test func anUnassignedSlot() throws {
    var slots = catalogSlots
    slots[2].filename = nil
    var assets = try catalogApp(slots: slots)
    assets[appIconSet + "/icon-29.png"] = nil
    let diagnostic = try assets.check().only("catalog-unassigned-slot")
    #expect(diagnostic.path == appIconSet + "/Contents.json")
    #expect(diagnostic.severity == .warning)
    #expect(diagnostic.message == "slot 29x29@1x (iphone) of AppIcon.appiconset has no image")
    #expect(diagnostic.location == "images[2]")
    #expect(diagnostic.fix?.contains("--appiconset AppIcon") == true)
  }

  @Test func anUnusedFile() throws {
    var assets = try catalogApp()
    assets[appIconSet + "/old-icon.png"] = try png(icon(57))
    let report = assets.check()
    let diagnostic = try report.only("catalog-unused-file")
    #expect(diagnostic.path == appIconSet + "/old-icon.png")
    #expect(diagnostic.severity == .warning)
    #expect(
      diagnostic.message
        == "old-icon.png is in AppIcon.appiconset but no slot of its Contents.json names it")
    #expect(report.rules.intersection(Self.catalogRules) == ["catalog-unused-file"])
  }

  @Test func aSlotImageOfTheWrongSize() throws {
    var assets = try catalogApp()
    assets[appIconSet + "/icon-114.png"] = try png(icon(112))
    let report = assets.check()
    let diagnostic = try report.only("catalog-wrong-size")
    #expect(diagnostic.path == appIconSet + "/icon-114.png")
    #expect(diagnostic.severity == .error)
    #expect(
      diagnostic.message
        == "icon-114.png is 112x112 px; slot 57x57@2x (iphone) of AppIcon.appiconset needs 114x114 px"
    )
    // The slot's own rule reports it; the conventional-size rule does not again.
    #expect(!report.has("wrong-size"))
  }

  @Test func aJPEGInAnAppIconSlotNamesTheSlot() throws {
    var slots = catalogSlots
    slots[0].filename = "icon-57.jpg"
    var assets = try catalogApp(slots: slots)
    assets[appIconSet + "/icon-57.png"] = nil
    assets[appIconSet + "/icon-57.jpg"] = FixtureWriter.jpeg()
    let diagnostic = try assets.check().only("not-a-png")
    #expect(diagnostic.path == appIconSet + "/icon-57.jpg")
    #expect(
      diagnostic.message
        == "icon-57.jpg in slot 57x57@1x (iphone) of AppIcon.appiconset is not a PNG: this is a JPEG file; app icons must be PNG"
    )
    // In an image set a JPEG is a valid photo: nothing to say.
    let photo = InMemoryAssets([
      "Assets.xcassets/Photo.imageset/Contents.json": Array(
        #"{ "images" : [ { "idiom" : "universal", "filename" : "photo.png" } ] }"#.utf8),
      "Assets.xcassets/Photo.imageset/photo.png": FixtureWriter.jpeg(),
    ])
    #expect(!photo.check().has("not-a-png"))
  }

  @Test func aSlotNamingAMissingFile() throws {
    var assets = try catalogApp()
    assets[appIconSet + "/icon-58.png"] = nil
    let diagnostic = try assets.check().only("catalog-missing-file")
    #expect(diagnostic.path == appIconSet + "/Contents.json")
    #expect(diagnostic.severity == .error)
    #expect(
      diagnostic.message
        == "slot 29x29@2x (iphone) of AppIcon.appiconset names icon-58.png, but there is no such file in the set"
    )
    #expect(diagnostic.location == "images[3]")
  }

  @Test func contentsThatAreNotJSON() throws {
    var assets = try catalogApp()
    assets[appIconSet + "/Contents.json"] = Array("{ \"images\" : [ { \"size\" : ".utf8)
    let report = assets.check()
    let diagnostic = try report.only("catalog-invalid-contents")
    #expect(diagnostic.path == appIconSet + "/Contents.json")
    #expect(diagnostic.severity == .error)
    #expect(
      diagnostic.message.hasPrefix(
        "Contents.json of AppIcon.appiconset cannot be used: it is not valid JSON"))
    // With no readable slots, no other catalog rule can say anything.
    #expect(report.rules.intersection(Self.catalogRules) == ["catalog-invalid-contents"])
  }

  @Test func contentsOfTheWrongShape() throws {
    var assets = try catalogApp()
    assets[appIconSet + "/Contents.json"] = Array("{ \"images\" : 3 }".utf8)
    let diagnostic = try assets.check().only("catalog-invalid-contents")
    #expect(
      diagnostic.message.hasPrefix(
        "Contents.json of AppIcon.appiconset cannot be used: 'images' has the wrong type"))
  }

  @Test func aSetWithoutContents() throws {
    var assets = try catalogApp()
    assets[appIconSet + "/Contents.json"] = nil
    let diagnostic = try assets.check().only("catalog-invalid-contents")
    #expect(diagnostic.path == appIconSet + "/Contents.json")
    #expect(
      diagnostic.message
        == "Contents.json of AppIcon.appiconset cannot be used: the set has no Contents.json")
  }

  @Test func infoPlistNamingAMissingIcon() throws {
    var assets = try iphoneApp()
    assets["Info.plist"] = iconFilesPlist(["Icon.png", "Icon-72.png"])
    let diagnostic = try assets.check().only("info-plist-missing-file")
    #expect(diagnostic.path == "Info.plist")
    #expect(diagnostic.severity == .error)
    #expect(
      diagnostic.message
        == "Info.plist names Icon-72.png in CFBundleIconFiles, but . has no such file (ITMS-90032)")
    #expect(diagnostic.location == "CFBundleIconFiles")
  }

  @Test func infoPlistNamesMayOmitTheExtension() throws {
    var assets = try iphoneApp()
    assets["Info.plist"] = plist(
      "<key>CFBundleIconFile</key><string>Icon</string>"
        + "<key>UILaunchImageFile</key><string>Default</string>")
    #expect(assets.check().diagnostics == [])
  }

  @Test func infoPlistNamingAMissingLaunchImage() throws {
    var assets = try iphoneApp()
    assets["Info.plist"] = plist("<key>UILaunchImageFile</key><string>Splash.png</string>")
    let diagnostic = try assets.check().only("info-plist-missing-file")
    #expect(diagnostic.location == "UILaunchImageFile")
    #expect(
      diagnostic.message
        == "Info.plist names the launch image Splash.png in UILaunchImageFile, but . has no Splash.png or variant"
    )
  }

  @Test func infoPlistNamingAFileInTheWrongCase() throws {
    var assets = try iphoneApp()
    assets.move("Icon.png", to: "icon.png")
    assets["Info.plist"] = iconFilesPlist(["Icon.png"])
    let report = assets.check()
    let byPlist = try #require(report.with("name-case").first { $0.path == "Info.plist" })
    #expect(byPlist.severity == .error)
    #expect(
      byPlist.message
        == "Info.plist names Icon.png in CFBundleIconFiles, but the file is icon.png: the device's file system is case-sensitive"
    )
    #expect(report.with("name-case").map(\.path) == ["Info.plist", "icon.png"])
    // Found in the wrong case is not missing.
    #expect(!report.has("info-plist-missing-file"))
  }

  @Test func anInfoPlistThatIsNotAPlist() throws {
    var assets = try iphoneApp()
    assets["Info.plist"] = Array("<plist><dict><key>CFBundleIconFiles".utf8)
    let report = assets.check()
    let diagnostic = try report.only("info-plist-unreadable")
    #expect(diagnostic.path == "Info.plist")
    #expect(diagnostic.severity == .error)
    // Foundation's own words say where the parse broke; its whole NSError dump is not shown.
    #expect(
      diagnostic.message.hasPrefix("Info.plist cannot be read: it is not a valid property list ("))
    #expect(!diagnostic.message.contains("NSCocoaErrorDomain"))
    // The folder is still an app root, and its files are still checked.
    #expect(!report.has("no-app-root"))
    #expect(report.filesChecked == 4)
  }

  @Test func anInfoPlistWhoseTopIsNotADictionary() throws {
    var assets = try iphoneApp()
    assets["Info.plist"] = Array(
      "<?xml version=\"1.0\"?><plist version=\"1.0\"><array/></plist>".utf8)
    #expect(
      try assets.check().only("info-plist-unreadable").message
        == "Info.plist cannot be read: its top level is not a dictionary")
  }

  @Test func anInfoPlistThatCannotBeRead() throws {
    var assets = try iphoneApp()
    assets["Info.plist"] = iconFilesPlist(["Icon.png"])
    assets.unreadable = ["Info.plist"]
    let diagnostic = try assets.check().only("info-plist-unreadable")
    #expect(diagnostic.message == "Info.plist cannot be read: permission denied")
  }

  @Test func noAppRootIsSaidOnce() throws {
    let assets = InMemoryAssets([
      "Art/logo.png": try png(icon(40)),
      "Art/more/banner.png": try png(icon(48)),
      "Other/badge.png": try png(icon(20)),
    ])
    let report = assets.check(roots: ["Art", "Other"])
    let diagnostic = try report.only("no-app-root")
    #expect(diagnostic.path == "Art")
    #expect(diagnostic.severity == .note)
    #expect(diagnostic.message.hasPrefix("no app root under Art, Other: "))
    #expect(report.diagnostics.count == 1)
  }

  @Test func noAppRootIsNotSaidOfNamedFiles() throws {
    let assets = InMemoryAssets(["Art/logo.png": try png(icon(40))])
    #expect(assets.check(roots: ["Art/logo.png"], setScope: ["Art"]).diagnostics == [])
  }

  @Test func noAppRootIsNotSaidWhenThereIsOne() throws {
    var assets = try iphoneApp()
    assets["Art/logo.png"] = try png(icon(40))
    #expect(!assets.check().has("no-app-root"))
  }

  @Test func aTruncatedPNG() throws {
    let whole = try png(SampleArt.barGlyph(side: 30))
    let report = barIcons(["Tabs/star.png": Array(whole.prefix(whole.count * 2 / 3))]).check()
    let diagnostic = try report.only("corrupt-png")
    #expect(diagnostic.path == "Tabs/star.png")
    #expect(diagnostic.severity == .error)
    #expect(
      diagnostic.message.hasPrefix("star.png cannot be decoded: truncated inside IDAT at byte "))
    #expect(diagnostic.location?.hasPrefix("IDAT at byte ") == true)
    // A file that cannot be decoded has no other finding.
    #expect(report.rules == ["corrupt-png", "no-app-root"])
  }

  @Test func aJPEGNamedPNG() throws {
    let report = barIcons(["Tabs/photo.png": FixtureWriter.jpeg()]).check()
    let diagnostic = try report.only("not-a-png")
    #expect(diagnostic.path == "Tabs/photo.png")
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.message == "photo.png is not a PNG: this is a JPEG file")
    #expect(diagnostic.fix?.contains("export photo.png as PNG") == true)
  }

  @Test func anEmptyFileIsNotAPNG() throws {
    var assets = try iphoneApp()
    assets["iTunesArtwork"] = []
    #expect(
      try assets.check().only("not-a-png").message
        == "iTunesArtwork is not a PNG: the file is empty (0 bytes)")
  }

  @Test func aFileTheReaderRefuses() throws {
    var assets = barIcons(["Tabs/star.png": try png(SampleArt.barGlyph(side: 30))])
    assets.unreadable = ["Tabs/star.png"]
    let diagnostic = try assets.check().only("unreadable-file")
    #expect(diagnostic.path == "Tabs/star.png")
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.message == "cannot read star.png: permission denied")
  }

  @Test func aPNGDeclaringAHugeSize() throws {
    let report = barIcons([
      "Tabs/huge.png": FixtureWriter.hugeDeclared(width: 100_000, height: 100_000)
    ]).check()
    let diagnostic = try report.only("unreadable-file")
    #expect(diagnostic.path == "Tabs/huge.png")
    #expect(
      diagnostic.message
        == "huge.png cannot be checked: declared 100000x100000 exceeds the limit of 8192x8192")
    #expect(diagnostic.fix?.contains("--max-side") == true)
    // Within the limits the same kind of file decodes.
    let small = barIcons(["Tabs/huge.png": try png(SampleArt.barGlyph(side: 30))]).check()
    #expect(!small.has("unreadable-file"))
  }

  struct ProfileCase: Sendable, CustomTestStringConvertible {
    let name: String
    let description: String
    let shown: String?
    var testDescription: String { "\(name) / \(description)" }
  }

  @Test(arguments: [
    ProfileCase(name: "Display P3", description: "Display P3", shown: "\"Display P3\""),
    ProfileCase(
      name: "ICC Profile", description: "Display P3", shown: "\"ICC Profile\" (Display P3)"),
    ProfileCase(name: "sRGB IEC61966-2.1", description: "sRGB IEC61966-2.1", shown: nil),
    ProfileCase(name: "ICC Profile", description: "sRGB IEC61966-2.1", shown: nil),
    ProfileCase(
      name: "Adobe RGB (1998)", description: "Adobe RGB (1998)", shown: "\"Adobe RGB (1998)\""),
  ])
  func iccProfilesOtherThanSRGB(_ profile: ProfileCase) throws {
    let bytes = try withProfile(
      SampleArt.barGlyph(side: 20), name: profile.name, description: profile.description)
    let report = barIcons(["Toolbar/star.png": bytes]).check(iphoneos3)
    if let shown = profile.shown {
      let diagnostic = try report.only("non-srgb-profile")
      #expect(diagnostic.path == "Toolbar/star.png")
      #expect(diagnostic.severity == .warning)
      let expected =
        profile.description == "Display P3"
        ? "star.png carries the ICC profile \(shown) outside an asset catalog, in an app of an era that draws sRGB: its colours shift"
        : "star.png carries the ICC profile \(shown), neither sRGB nor Display P3: its colours shift"
      #expect(diagnostic.message == expected)
    } else {
      #expect(!report.has("non-srgb-profile"))
    }
    // Display P3 is a supported gamut for current apps; other profiles still shift colours.
    let modern = barIcons(["Toolbar/star.png": bytes]).check(Configuration(profiles: [.modern]))
    #expect(modern.has("non-srgb-profile") == (profile.name == "Adobe RGB (1998)"))
  }

  @Test("a profile's own description is read under the limits the check was given")
  func profileReadUnderTheGivenLimits() throws {
    // Wider than the default limit: only a check allowed more can decode it, and the
    // profile must be read under that same allowance to see it is sRGB.
    let wide = try withProfile(
      RGBAImage(width: 8200, height: 2, fill: RGBA(255, 255, 255, 255)), name: "ICC Profile",
      description: "sRGB IEC61966-2.1")
    let assets = barIcons(["Tabs/wide.png": wide])
    let allowed = DecodeLimits(maxSide: 9000, maxPixels: DecodeLimits.default.maxPixels)
    let report = Checker(limits: allowed).check(
      assets.inventory(roots: ["."]), reader: assets.reader)
    #expect(report.filesChecked == 1 && !report.has("unreadable-file"), "the file was decoded")
    #expect(!report.has("non-srgb-profile"), "\(report.diagnostics)")
    #expect(assets.check().has("unreadable-file"), "the control: the default limits refuse it")
  }

  @Test func anInterlacedAsset() throws {
    let report = barIcons([
      "Tabs/star.png": FixtureWriter.interlaced(SampleArt.barGlyph(side: 30))
    ]).check(iphoneos3)
    let diagnostic = try report.only("interlaced")
    #expect(diagnostic.path == "Tabs/star.png")
    #expect(diagnostic.severity == .warning)
    #expect(
      diagnostic.message
        == "star.png is Adam7-interlaced: larger and slower to decode, for no benefit")
    // Interlacing changes nothing else: the pixels are the glyph's.
    #expect(report.rules == ["interlaced", "no-app-root"])
  }

  @Test func aSixteenBitAsset() throws {
    let deep = try PNGEncoder().encode(RGBA16Image(widening: SampleArt.barGlyph(side: 30)))
    let report = barIcons(["Tabs/star.png": deep]).check(iphoneos3)
    let diagnostic = try report.only("sixteen-bit")
    #expect(diagnostic.path == "Tabs/star.png")
    #expect(diagnostic.message == "star.png has 16 bits per sample; iOS assets are 8-bit")
    #expect(report.rules == ["sixteen-bit", "no-app-root"])
    // A file with no role is checked for integrity only.
    #expect(!barIcons(["Art/star.png": deep]).check().has("sixteen-bit"))
  }

  @Test func aDisabledRuleDisappears() throws {
    var assets = try iphoneApp()
    assets["Icon.png"] = try png(icon(58))
    assets["Tabs/photo.png"] = FixtureWriter.jpeg()
    assets["Default.png"] = nil
    let all = assets.check()
    #expect(all.rules == ["wrong-size", "not-a-png", "missing-recommended-asset"])
    // A file rule, a rule the checker reports itself, and a set rule.
    for id: RuleID in ["wrong-size", "not-a-png", "missing-recommended-asset"] {
      let configuration = Configuration(ruleSettings: [id: .disabled])
      let report = assets.check(configuration)
      #expect(report.rules == all.rules.subtracting([id]), "\(id)")
    }
  }

  @Test func aSeverityOverrideChangesTheSeverity() throws {
    var assets = try iphoneApp()
    assets["Icon.png"] = try png(icon(58))
    assets["Info.plist"] = Array("not a plist".utf8)
    let configuration = Configuration(ruleSettings: [
      "wrong-size": .severity(.warning), "info-plist-unreadable": .severity(.note),
    ])
    let report = assets.check(configuration)
    #expect(try report.only("wrong-size").severity == .warning)
    #expect(try report.only("info-plist-unreadable").severity == .note)
    // The message does not change with the severity.
    #expect(
      try report.only("wrong-size").message
        == "Icon.png is 58x58 px; the iphoneos3 app icon must be 57x57 px")
  }

  @Test func roleGlobsGiveARole() throws {
    let assets = InMemoryAssets([
      "Art/solid.png": try png(RGBAImage(width: 30, height: 30, fill: .white)),
      "Other/solid.png": try png(RGBAImage(width: 30, height: 30, fill: .white)),
    ])
    #expect(assets.check().rules == ["no-app-root"])
    let configuration = Configuration(roleGlobs: [.tabBarIcon: try globs("Art/*.png")])
    let diagnostic = try assets.check(configuration).only("bar-icon-opaque")
    #expect(diagnostic.path == "Art/solid.png")
    #expect(diagnostic.message.hasSuffix("as a tab-bar icon it shows as a solid square"))
  }

  @Test func aRoleGlobNamesItselfInMessages() throws {
    let assets = InMemoryAssets(["Art/logo.png": try png(icon(60))])
    let configuration = Configuration(
      profiles: [.iphoneos3], roleGlobs: [.appIcon: try globs("Art/*.png")])
    let diagnostic = try assets.check(configuration).only("wrong-size")
    #expect(
      diagnostic.message
        == "logo.png is 60x60 px; an app icon by 'Art/*.png' in the configuration must be 29x29 or 57x57 px"
    )
  }

  @Test func roleGlobsComeBeforeNames() throws {
    // A file in Tabs/ that the configuration calls an app icon is checked as one.
    let assets = InMemoryAssets(["Tabs/home.png": try png(icon(57), .rgba8)])
    let configuration = Configuration(roleGlobs: [.appIcon: try globs("Tabs/home.png")])
    let report = assets.check(configuration)
    #expect(report.has("app-icon-alpha-channel"))
    #expect(!report.has("bar-icon-opaque"))
  }

  @Test func excludedFilesAreGone() throws {
    var assets = try iphoneApp()
    assets["Tabs/solid.png"] = try png(RGBAImage(width: 30, height: 30, fill: .white))
    assets["Tabs/photo.png"] = FixtureWriter.jpeg()
    let all = assets.check()
    #expect(all.filesChecked == 6)
    #expect(all.rules == ["bar-icon-opaque", "not-a-png"])

    let folder = assets.check(Configuration(exclude: try globs("Tabs")))
    #expect(folder.diagnostics == [])
    #expect(folder.filesChecked == 4)

    let one = assets.check(Configuration(exclude: try globs("Tabs/photo.png")))
    #expect(one.rules == ["bar-icon-opaque"])
    #expect(one.filesChecked == 5)

    // An excluded conventional file is missing.
    let icon = assets.check(Configuration(exclude: try globs("Icon.png", "Tabs")))
    #expect(try icon.only("missing-required-asset").path == "Icon.png")
  }

  @Test func appRootGlobsMakeAFolderAnAppRoot() throws {
    let assets = InMemoryAssets(["Art/logo.png": try png(icon(40))])
    let configuration = Configuration(profiles: [.iphoneos3], appRoots: try globs("Art"))
    let report = assets.check(configuration)
    #expect(!report.has("no-app-root"))
    #expect(report.with("missing-required-asset").map(\.path) == ["Art/Icon.png"])
    #expect(
      report.with("missing-recommended-asset").map(\.path) == [
        "Art/Default.png", "Art/Icon-Small.png", "Art/iTunesArtwork",
      ])
  }

  @Test func profilesChangeWhatIsRequired() throws {
    let assets = try iphoneApp()
    #expect(assets.check(Configuration(profiles: [.iphoneos3])).diagnostics == [])
    let retina = assets.check(Configuration(profiles: [.iphoneos3, .retina]))
    #expect(retina.with("missing-required-asset").map(\.path) == ["Icon@2x.png"])
    let ios7 = assets.check(Configuration(profiles: [.ios7]))
    #expect(ios7.with("missing-required-asset").map(\.path) == ["Icon-60@2x.png"])
    #expect(ios7.with("missing-recommended-asset").map(\.path).contains("iTunesArtwork@2x"))
  }
}
