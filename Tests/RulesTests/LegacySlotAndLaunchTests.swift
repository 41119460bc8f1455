import AssetModel
import Diagnostics
import Fixing
import Foundation
import HIG
import PNGCodec
import Raster
import Rules
import SampleArt
import TestSupport
import Testing

// Legacy icon slots, launch storyboards and launch images.
// The builders shared by these suites are in RealProjectFixtures.swift.

@Suite struct LegacySlotAndLaunchTests {

  // MARK: 5. Legacy slots and launch storyboards

  /// An all-sizes set of Xcode 6 to 8 with the iOS 6 slots left empty; `laterSlots: false`
  /// drops the iPad Pro and App Store slots, which Xcode 6's sets did not have.
  private static func legacySlotsApp(
    deployment: String, laterSlots: Bool = true, family: String = "1,2"
  ) throws -> InMemoryAssets {
    var assets = InMemoryAssets()
    assets["Classic.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Classic", resources: ["Classic/Images.xcassets", "Classic/LaunchScreen.storyboard"],
        settings: appSettings(
          deployment: deployment, infoPlist: "Classic/Classic-Info.plist", family: family))
    ])
    assets["Classic/Classic-Info.plist"] = plist(launchStoryboardKey)
    assets["Classic/LaunchScreen.storyboard"] = Array("<document/>".utf8)
    let set = "Classic/Images.xcassets/AppIcon.appiconset"
    var filled: [(Entry, Int)] = [
      (Entry(idiom: "iphone", size: "20x20", scale: "2x", filename: "i20@2x.png"), 40),
      (Entry(idiom: "iphone", size: "20x20", scale: "3x", filename: "i20@3x.png"), 60),
      (Entry(idiom: "ipad", size: "20x20", scale: "1x", filename: "p20.png"), 20),
      (Entry(idiom: "ipad", size: "20x20", scale: "2x", filename: "p20@2x.png"), 40),
      (Entry(idiom: "iphone", size: "29x29", scale: "2x", filename: "i29@2x.png"), 58),
      (Entry(idiom: "iphone", size: "29x29", scale: "3x", filename: "i29@3x.png"), 87),
      (Entry(idiom: "iphone", size: "40x40", scale: "2x", filename: "i40@2x.png"), 80),
      (Entry(idiom: "iphone", size: "40x40", scale: "3x", filename: "i40@3x.png"), 120),
      (Entry(idiom: "iphone", size: "60x60", scale: "2x", filename: "i60@2x.png"), 120),
      (Entry(idiom: "iphone", size: "60x60", scale: "3x", filename: "i60@3x.png"), 180),
      (Entry(idiom: "ipad", size: "29x29", scale: "1x", filename: "p29.png"), 29),
      (Entry(idiom: "ipad", size: "29x29", scale: "2x", filename: "p29@2x.png"), 58),
      (Entry(idiom: "ipad", size: "40x40", scale: "1x", filename: "p40.png"), 40),
      (Entry(idiom: "ipad", size: "40x40", scale: "2x", filename: "p40@2x.png"), 80),
      (Entry(idiom: "ipad", size: "76x76", scale: "1x", filename: "p76.png"), 76),
      (Entry(idiom: "ipad", size: "76x76", scale: "2x", filename: "p76@2x.png"), 152),
      (Entry(idiom: "ipad", size: "83.5x83.5", scale: "2x", filename: "p83.5@2x.png"), 167),
      (Entry(idiom: "ios-marketing", size: "1024x1024", scale: "1x", filename: "store.png"), 1024),
    ]
    if !laterSlots {
      filled.removeAll {
        $0.0.idiom == "ios-marketing" || $0.0.size == "83.5x83.5" || $0.0.size == "20x20"
      }
    }
    // An iPad-only app's set has no 60 pt slot (CodeCombat's).
    if family == "2" { filled.removeAll { $0.0.idiom == "iphone" } }
    let legacy = [
      Entry(idiom: "iphone", size: "29x29", scale: "1x"),
      Entry(idiom: "iphone", size: "57x57", scale: "1x"),
      Entry(idiom: "iphone", size: "57x57", scale: "2x"),
      Entry(idiom: "ipad", size: "50x50", scale: "1x"),
      Entry(idiom: "ipad", size: "50x50", scale: "2x"),
      Entry(idiom: "ipad", size: "72x72", scale: "1x"),
      Entry(idiom: "ipad", size: "72x72", scale: "2x"),
    ]
    assets[set + "/Contents.json"] = contents(filled.map(\.0) + legacy)
    for (entry, side) in filled { assets[set + "/" + entry.filename!] = try iconPNG(side) }
    return assets
  }

  @Test func legacySlotsAreUnneededFromIOS9() throws {
    let report = try Self.legacySlotsApp(deployment: "9.0").check()
    #expect(
      report.found("catalog-unassigned-slot").isEmpty, "\(report.found("catalog-unassigned-slot"))")
    #expect(report.found("missing-required-asset").isEmpty, "\(report.diagnostics)")
  }

  /// EventBlank, CodeCombat and a React Native tutorial app (round 3 of the corpus): sets made
  /// by Xcode 6 have no 1024 or iPad Pro slot, and App Store Connect asks for both all the same.
  @Test(arguments: ["1,2", "1", "2"])
  func anXcode6SetStillNeedsTheAppStoreAndIPadProIcons(family: String) throws {
    let report = try Self.legacySlotsApp(deployment: "8.0", laterSlots: false, family: family)
      .check()
    let messages = Set(report.found("missing-required-asset").map(\.message))
    var expected: Set<String> = [
      "AppIcon has no App Store icon of 1024x1024 px: App Store Connect refuses the upload (ITMS-90704)"
    ]
    if family != "1" {
      expected.insert(
        "AppIcon has no iPad icon of 167x167 px: App Store Connect refuses the upload (ITMS-90023)")
    }
    #expect(messages == expected, "\(report.diagnostics)")
    #expect(
      report.found("missing-required-asset").allSatisfy {
        $0.path == "Classic/Images.xcassets/AppIcon.appiconset/Contents.json"
          && $0.severity == .error
      })
    // Notifications (iOS 10) have no slot either: the system scales another icon down.
    let devices = ["1": "iPhone 40, 60", "2": "iPad 20, 40", "1,2": "iPhone 40, 60; iPad 20, 40"]
    let sets = report.found("missing-recommended-asset").filter {
      $0.path == "Classic/Images.xcassets/AppIcon.appiconset/Contents.json"
    }
    #expect(sets.count == 1, "\(sets)")
    let recommended = try #require(sets.first)
    #expect(recommended.severity == .warning)
    #expect(
      recommended.message
        == "AppIcon has no slot for notifications 20 pt (\(devices[family]!) px): the system scales another icon down for them"
    )
    // With the slots filled, nothing is missing.
    let full = try Self.legacySlotsApp(deployment: "8.0", family: family).check()
    #expect(full.found("missing-required-asset").isEmpty, "\(full.diagnostics)")
    #expect(
      !full.found("missing-recommended-asset").contains { $0.path.hasSuffix("Contents.json") },
      "\(full.diagnostics)")
  }

  /// The hook replayed on CardsAgainst, CoolSpot and HackerNewsReader (2014 to 2017): App
  /// Store Connect has asked the set's 1024 and 167 since Xcode 9, and these projects were last
  /// upgraded by Xcode 6 to 8. Still told, as a warning that names the Xcode.
  @Test(arguments: [("0720", true), ("610", true), ("0900", false), (nil, false)])
  func theXcode9DemandsFollowTheProjectsXcode(check: String?, lenient: Bool) throws {
    var assets = try Self.legacySlotsApp(deployment: "8.0", laterSlots: false, family: "1,2")
    if let check {
      let project = String(decoding: assets["Classic.xcodeproj/project.pbxproj"]!, as: UTF8.self)
      assets["Classic.xcodeproj/project.pbxproj"] = Array(
        project.replacingOccurrences(
          of: "compatibilityVersion =",
          with: "attributes = {LastUpgradeCheck = \(check); }; compatibilityVersion ="
        ).utf8)
    }
    let found = assets.check().found("missing-required-asset")
    #expect(found.count == 2, "\(found)")
    #expect(found.allSatisfy { $0.severity == (lenient ? .warning : .error) }, "\(found)")
    if lenient {
      let xcode = check == "0720" ? "Xcode 7.2" : "Xcode 6.1"
      #expect(
        found.map(\.message).sorted() == [
          "AppIcon has no App Store icon of 1024x1024 px: App Store Connect refuses an upload built with Xcode 9 or later (ITMS-90704); this project was last upgraded by \(xcode), which uploaded without it",
          "AppIcon has no iPad icon of 167x167 px: App Store Connect refuses an upload built with Xcode 9 or later (ITMS-90023); this project was last upgraded by \(xcode), which uploaded without it",
        ])
    }
  }

  /// A React Native calculator (round 4 of the corpus): a project that sets no
  /// TARGETED_DEVICE_FAMILY builds for the iPhone alone (Xcode's default), so the iPad slots of
  /// its template set ask for nothing.
  @Test func aProjectWithNoDeviceFamilyIsForTheIPhone() throws {
    var assets = try Self.legacySlotsApp(deployment: "8.0", laterSlots: false, family: "")
    let report = assets.check()
    #expect(
      report.found("missing-required-asset").map(\.message) == [
        "AppIcon has no App Store icon of 1024x1024 px: App Store Connect refuses the upload (ITMS-90704)"
      ], "\(report.diagnostics)")
    let sets = report.found("missing-recommended-asset").filter { $0.path.hasSuffix(".json") }
    #expect(
      sets.map(\.message) == [
        "AppIcon has no slot for notifications 20 pt (iPhone 40, 60 px): the system scales another icon down for them"
      ])
    // Where the project says 1,2 the iPad is asked for its own.
    assets = try Self.legacySlotsApp(deployment: "8.0", laterSlots: false, family: "1,2")
    #expect(assets.check().found("missing-required-asset").count == 2)
  }

  /// A set whose 20 pt slots are there, their files missing, is told so by the catalog rules;
  /// the single-size form of Xcode 14 has no slots to lack.
  @Test func aSlotThatIsThereButEmptyIsNotMissing() throws {
    var assets = try Self.legacySlotsApp(deployment: "8.0", family: "1")
    let set = "Classic/Images.xcassets/AppIcon.appiconset"
    assets[set + "/i20@2x.png"] = nil
    assets[set + "/i20@3x.png"] = nil
    let report = assets.check()
    #expect(
      !report.found("missing-recommended-asset").contains { $0.path.hasSuffix("Contents.json") },
      "\(report.diagnostics)")
    #expect(report.has("catalog-missing-file"), "\(report.diagnostics)")
  }

  /// Provenance (round 2 of the corpus): Xcode 14's all-sizes form writes each iOS slot as
  /// `universal` with `platform: ios`; its 120, 152 and 167 serve iPhone and iPad alike, and
  /// its watchOS slots serve neither.
  @Test func theUniversalAllSizesFormServesEveryIdiom() throws {
    var assets = InMemoryAssets()
    assets["Emu.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Emu", resources: ["Emu/Assets.xcassets"],
        settings: appSettings(deployment: "16.0", infoPlist: nil))
    ])
    let set = "Emu/Assets.xcassets/AppIcon.appiconset"
    let slots: [(Entry, Int)] = [
      (Entry(size: "60x60", scale: "2x", filename: "ios60@2x.png", platform: "ios"), 120),
      (Entry(size: "76x76", scale: "2x", filename: "ios76@2x.png", platform: "ios"), 152),
      (Entry(size: "83.5x83.5", scale: "2x", filename: "ios83@2x.png", platform: "ios"), 167),
      (Entry(size: "1024x1024", filename: "store.png", platform: "ios"), 1024),
      (Entry(size: "50x50", scale: "2x", filename: "watch50@2x.png", platform: "watchos"), 100),
    ]
    assets[set + "/Contents.json"] = contents(slots.map(\.0))
    for (entry, side) in slots { assets[set + "/" + entry.filename!] = try iconPNG(side) }
    let report = assets.check()
    #expect(report.found("missing-required-asset").isEmpty, "\(report.diagnostics)")
    // A watchOS slot of 152 would not serve the iPad.
    assets[set + "/Contents.json"] = contents(
      slots.filter { $0.1 != 152 }.map(\.0)
        + [Entry(size: "76x76", scale: "2x", filename: "ios76@2x.png", platform: "watchos")])
    let watchOnly = assets.check().found("missing-required-asset").map(\.message)
    #expect(
      watchOnly == [
        "AppIcon has no iPad icon of 152x152 px: App Store Connect refuses the upload (ITMS-90023)"
      ], "\(watchOnly)")
  }

  @Test func legacySlotsAreNeededByAnIOS6Target() throws {
    let report = try Self.legacySlotsApp(deployment: "6.0").check()
    let slots = report.found("catalog-unassigned-slot")
    #expect(
      Set(slots.map(\.message)) == [
        "slot 29x29@1x (iphone) of AppIcon.appiconset has no image",
        "slot 57x57@1x (iphone) of AppIcon.appiconset has no image",
        "slot 57x57@2x (iphone) of AppIcon.appiconset has no image",
        "slot 50x50@1x (ipad) of AppIcon.appiconset has no image",
        "slot 50x50@2x (ipad) of AppIcon.appiconset has no image",
        "slot 72x72@1x (ipad) of AppIcon.appiconset has no image",
        "slot 72x72@2x (ipad) of AppIcon.appiconset has no image",
      ], "\(slots)")
    #expect(
      slots.allSatisfy { $0.path == "Classic/Images.xcassets/AppIcon.appiconset/Contents.json" })
  }

  enum LaunchScreenSource: String, CaseIterable, Sendable {
    case infoPlist, generatedKey
  }

  @Test(arguments: LaunchScreenSource.allCases)
  func aLaunchStoryboardRetiresDefaultPNG(_ source: LaunchScreenSource) throws {
    var assets = InMemoryAssets()
    let settings: [String: String]
    switch source {
    case .infoPlist:
      settings = appSettings(deployment: "12.0", infoPlist: "Notes/Info.plist")
      assets["Notes/Info.plist"] = plist(launchStoryboardKey)
    case .generatedKey:
      settings = appSettings(
        deployment: "12.0", infoPlist: nil,
        more: [
          "GENERATE_INFOPLIST_FILE": "YES",
          "INFOPLIST_KEY_UILaunchStoryboardName": "LaunchScreen",
        ])
    }
    assets["Notes.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Notes",
        resources: ["Notes/Assets.xcassets", "Notes/Default.png", "Notes/Default@2x.png"],
        settings: settings)
    ])
    try singleSizeIconSet("Notes/Assets.xcassets/AppIcon.appiconset", into: &assets)
    // A leftover splash of the wrong size, half transparent.
    var leftover = flat(300, 300, RGBA(0xF5, 0xF3, 0xFF))
    for y in 150..<300 { for x in 0..<300 { leftover[x, y].alpha = 0 } }
    assets["Notes/Default.png"] = try png(leftover)
    assets["Notes/Default@2x.png"] = try png(flat(640, 960))
    let report = assets.check()
    #expect(report.at("Notes/Default.png").isEmpty, "\(report.at("Notes/Default.png"))")
    #expect(report.about("Default").isEmpty, "no launch image is demanded: \(report.diagnostics)")
    #expect(report.found("launch-image-alpha").isEmpty)

    // The control: without the storyboard the same leftover is judged.
    var bare = assets
    bare["Notes/Info.plist"] = plist()
    bare["Notes.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Notes",
        resources: ["Notes/Assets.xcassets", "Notes/Default.png", "Notes/Default@2x.png"],
        settings: appSettings(deployment: "12.0", infoPlist: "Notes/Info.plist"))
    ])
    let judged = bare.check()
    #expect(judged.paths("launch-image-alpha") == ["Notes/Default.png"], "\(judged.diagnostics)")
  }

  // MARK: 9. Launch images with device and orientation modifiers

  @Test func launchImageVariantsOfValidSizes() throws {
    var assets = InMemoryAssets()
    let launch: [(String, Int, Int)] = [
      ("Default~iphone.png", 320, 480), ("Default@2x~iphone.png", 640, 960),
      ("Default-568h@2x.png", 640, 1136), ("Default-Portrait~ipad.png", 768, 1024),
      ("Default-LandscapeLeft~ipad.png", 1024, 768), ("Default-LandscapeRight~ipad.png", 1024, 748),
      ("Default-Portrait@2x~ipad.png", 1536, 2008),
    ]
    assets["Scores.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Scores",
        resources: launch.map { "Scores/Launch/\($0.0)" } + [
          "Scores/Icon.png", "Scores/Icon@2x.png",
        ],
        settings: appSettings(deployment: "6.0", infoPlist: "Scores/Scores-Info.plist"))
    ])
    assets["Scores/Scores-Info.plist"] = plist()
    assets["Scores/Icon.png"] = try iconPNG(57)
    assets["Scores/Icon@2x.png"] = try iconPNG(114)
    for (name, width, height) in launch {
      assets["Scores/Launch/" + name] = try png(flat(width, height, RGBA(0xF5, 0xF3, 0xFF)), .rgb8)
    }
    let report = assets.check()
    let launchPaths = Set(launch.map { "Scores/Launch/\($0.0)" })
    let onLaunch = report.diagnostics.filter { launchPaths.contains($0.path) }
    #expect(onLaunch.isEmpty, "\(onLaunch)")
    #expect(report.found("wrong-size").isEmpty, "\(report.found("wrong-size"))")
    let missing = report.found("missing-recommended-asset") + report.found("missing-required-asset")
    for covered in ["Default.png", "Default@2x.png", "Default-568h@2x.png", "Default-Portrait.png"]
    {
      #expect(
        !missing.contains { $0.message.contains("has no \(covered):") },
        "\(covered) is covered: \(missing)")
    }
  }

  /// decider (round 21 of the corpus): an iOS 6.1 iPhone app whose catalog set has an empty
  /// 29x29@2x slot and no 29 pt @1x one. The empty slot is told once, by
  /// catalog-unassigned-slot, not again as a missing `Icon-Small@2x.png`; the 1x icon that has
  /// no slot at all is still missing.
  @Test func anEmptySlotIsNotAlsoAMissingLooseIcon() throws {
    var assets = InMemoryAssets()
    let set = "App/Images.xcassets/AppIcon.appiconset"
    assets["App/Info.plist"] = plist("<key>MinimumOSVersion</key><string>6.1</string>")
    assets[set + "/Contents.json"] = catalogContents([
      CatalogEntry(idiom: "iphone", size: "29x29", scale: "2x", filename: nil),
      CatalogEntry(idiom: "iphone", size: "57x57", scale: "1x", filename: "Icon.png"),
      CatalogEntry(idiom: "iphone", size: "57x57", scale: "2x", filename: "Icon@2x.png"),
    ])
    assets[set + "/Icon.png"] = try png(icon(57), .rgb8)
    assets[set + "/Icon@2x.png"] = try png(icon(114), .rgb8)
    assets["App.xcodeproj/project.pbxproj"] = pbxproj([
      ProjectTargetSpec(
        name: "App", resources: ["App/Images.xcassets"],
        settings: appTargetSettings(deployment: "6.1", infoPlist: "App/Info.plist", family: "1"))
    ])
    let report = assets.check()
    #expect(report.has("catalog-unassigned-slot"), "\(report.diagnostics)")
    let missing = report.with("missing-recommended-asset").map {
      $0.path.split(separator: "/").last.map(String.init) ?? ""
    }
    #expect(!missing.contains("Icon-Small@2x.png"), "the empty 29x29@2x slot, told twice")
    #expect(missing.contains("Icon-Small.png"), "no 29 pt @1x slot: still missing")
  }

}
