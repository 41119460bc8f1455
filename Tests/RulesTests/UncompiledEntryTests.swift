import AssetModel
import Diagnostics
import HIG
import PNGCodec
import Raster
import Rules
import SampleArt
import TestSupport
import Testing
import TreeFacts

// Catalog entries the compiler leaves out, and devices an app's requirements rule out: the
// patterns behind round 24's false findings (a Flutter app's iPhone set with iPad sizes under
// `iphone`; a launch picture under a launch image's subtype in an image set; an arm64 app's
// empty 1x iPad slots).

@Suite struct UncompiledEntryTests {
  /// A Flutter-style app: `ios/Runner.xcodeproj`, its AppIcon set given by `entries` (files
  /// are written for each named entry: `.jpg` names get JPEG bytes, the others an opaque PNG
  /// of the entry's size).
  private static func flutterApp(
    entries: [Entry], deployment: String = "13.0", family: String = "1",
    plistKeys: String = launchStoryboardKey
  ) throws -> InMemoryAssets {
    var assets = InMemoryAssets()
    assets["ios/Runner.xcodeproj/project.pbxproj"] = projectFile([
      Target(
        name: "Runner", resources: ["Runner/Assets.xcassets", "Runner/LaunchScreen.storyboard"],
        settings: appSettings(
          deployment: deployment, infoPlist: "Runner/Info.plist", family: family))
    ])
    assets["ios/Runner/Info.plist"] = plist(plistKeys)
    assets["ios/Runner/LaunchScreen.storyboard"] = Array("<document/>".utf8)
    let set = "ios/Runner/Assets.xcassets/AppIcon.appiconset"
    assets[set + "/Contents.json"] = contents(entries)
    for entry in entries {
      guard let name = entry.filename, let side = pixels(entry) else { continue }
      assets[set + "/" + name] = name.hasSuffix(".jpg") ? FixtureWriter.jpeg() : try iconPNG(side)
    }
    return assets
  }

  /// An entry's side in pixels: points times scale ("83.5x83.5" at 2x is 167).
  private static func pixels(_ entry: Entry) -> Int? {
    guard let points = entry.size?.split(separator: "x").first.flatMap({ Double($0) }) else {
      return nil
    }
    let scale = entry.scale.flatMap { Double($0.dropLast()) } ?? 1
    return Int((points * scale).rounded())
  }

  /// Every iPhone slot of an iOS 13 app filled, plus the App Store icon.
  private static let iPhoneSlots = [
    Entry(idiom: "iphone", size: "20x20", scale: "2x", filename: "40.png"),
    Entry(idiom: "iphone", size: "20x20", scale: "3x", filename: "60.png"),
    Entry(idiom: "iphone", size: "29x29", scale: "2x", filename: "58.png"),
    Entry(idiom: "iphone", size: "29x29", scale: "3x", filename: "87.png"),
    Entry(idiom: "iphone", size: "40x40", scale: "2x", filename: "80.png"),
    Entry(idiom: "iphone", size: "40x40", scale: "3x", filename: "120-spotlight.png"),
    Entry(idiom: "iphone", size: "60x60", scale: "2x", filename: "120.png"),
    Entry(idiom: "iphone", size: "60x60", scale: "3x", filename: "180.png"),
    Entry(idiom: "ios-marketing", size: "1024x1024", scale: "1x", filename: "1024.png"),
  ]

  @Test(
    "an iPad size under the iphone idiom is an unassigned child: its file is unused, not a broken icon"
  )
  func iPadSizesUnderIPhone() throws {
    let strays = [
      Entry(idiom: "iphone", size: "152x152", scale: "1x", filename: "152.jpg"),
      Entry(idiom: "iphone", size: "76x76", scale: "1x", filename: "76.png"),
    ]
    let report = try Self.flutterApp(entries: Self.iPhoneSlots + strays).check()
    let set = "ios/Runner/Assets.xcassets/AppIcon.appiconset"
    #expect(report.found("not-a-png").isEmpty, "\(report.found("not-a-png"))")
    #expect(report.paths("catalog-unused-file") == [set + "/152.jpg", set + "/76.png"])
    let message = try #require(report.found("catalog-unused-file").first?.message)
    #expect(
      message
        == "152.jpg is named only by 152x152@1x (iphone) of AppIcon.appiconset, a size no iphone slot has: Xcode leaves it out as an unassigned child"
    )
    #expect(report.found("catalog-unassigned-slot").isEmpty, "\(report.diagnostics)")
    #expect(report.found("catalog-wrong-size").isEmpty, "\(report.diagnostics)")
  }

  @Test("a JPEG in a real iPhone slot is still not a PNG")
  func jpegInARealSlotIsStillReported() throws {
    var entries = Self.iPhoneSlots
    entries[6] = Entry(idiom: "iphone", size: "60x60", scale: "2x", filename: "120.jpg")
    let report = try Self.flutterApp(entries: entries).check()
    #expect(
      report.paths("not-a-png") == ["ios/Runner/Assets.xcassets/AppIcon.appiconset/120.jpg"])
    #expect(report.found("catalog-unused-file").isEmpty, "\(report.diagnostics)")
  }

  @Test("an empty entry at a size no slot has is not an empty slot")
  func emptyStrayEntryIsNoSlot() throws {
    let entries = Self.iPhoneSlots + [Entry(idiom: "iphone", size: "76x76", scale: "2x")]
    let report = try Self.flutterApp(entries: entries).check()
    #expect(report.found("catalog-unassigned-slot").isEmpty, "\(report.diagnostics)")
  }

  /// dasdom/Jupp (round 26): an empty 40x40@3x Spotlight slot is 120 px, as the 60x60@2x
  /// home-screen icon is; only the latter is App Store Connect's (missing-required-asset's).
  @Test("an empty Spotlight slot of 120 px is an unassigned slot, not the required home icon")
  func emptySpotlightSlotAt3x() throws {
    var entries = Self.iPhoneSlots
    entries[5] = Entry(idiom: "iphone", size: "40x40", scale: "3x")
    let report = try Self.flutterApp(entries: entries).check()
    #expect(
      report.found("catalog-unassigned-slot").map(\.message) == [
        "slot 40x40@3x (iphone) of AppIcon.appiconset has no image"
      ], "\(report.diagnostics)")
    #expect(report.found("missing-required-asset").isEmpty, "\(report.diagnostics)")
  }

  @Test("the table holds Xcode's iPhone and iPad slots, and judges no other idiom")
  func deviceSlotTable() {
    #expect(AppIconSlots.isDeviceSlot(idiom: "iphone", points: "60x60", scale: 3) == true)
    #expect(AppIconSlots.isDeviceSlot(idiom: "iphone", points: "57x57", scale: 1) == true)
    #expect(AppIconSlots.isDeviceSlot(idiom: "iphone", points: "76x76", scale: 1) == false)
    #expect(AppIconSlots.isDeviceSlot(idiom: "iphone", points: "20x20", scale: 1) == false)
    #expect(AppIconSlots.isDeviceSlot(idiom: "ipad", points: "83.5x83.5", scale: 2) == true)
    #expect(AppIconSlots.isDeviceSlot(idiom: "ipad", points: "83.5x83.5", scale: 1) == false)
    #expect(AppIconSlots.isDeviceSlot(idiom: "ipad", points: "60x60", scale: 2) == false)
    #expect(AppIconSlots.isDeviceSlot(idiom: "watch", points: "40x40", scale: 2) == nil)
    // Every slot the conventional icon names fill is in the table.
    for row in HIG.files where row.role == .appIcon || row.role == .smallIcon {
      for slot in AppIconSlots.slots(for: row.name, profiles: Set(Profile.allCases))
      where slot.idiom == "iphone" || slot.idiom == "ipad" {
        #expect(
          AppIconSlots.isDeviceSlot(idiom: slot.idiom, points: slot.points, scale: slot.scale)
            == true, "\(row.name): \(slot)")
      }
    }
  }

  // MARK: - Image sets

  /// An image set the launch storyboard draws: plain 2x and 3x entries, and one with a launch
  /// image's subtype (667h), as gsy_github_app_flutter's LaunchImage set has.
  private static func launchPictureApp(subtype: String?) throws -> InMemoryAssets {
    var assets = try flutterApp(entries: iPhoneSlots)
    let set = "ios/Runner/Assets.xcassets/LaunchImage.imageset"
    assets[set + "/Contents.json"] = contents([
      Entry(idiom: "iphone", scale: "2x", filename: "Default@2x-plain.png"),
      Entry(idiom: "iphone", scale: "3x", filename: "Default@3x.png"),
      Entry(
        idiom: "iphone", scale: "2x", filename: "Default@2x.png",
        extra: subtype.map { [("subtype", $0)] } ?? []),
    ])
    assets[set + "/Default@2x-plain.png"] = try png(flat(200), .rgb8)
    assets[set + "/Default@3x.png"] = try png(flat(300), .rgb8)
    assets[set + "/Default@2x.png"] = try withProfile(flat(200), description: "Display")
    return assets
  }

  @Test("a picture under a launch image's subtype in an image set is not proven to ship")
  func launchSubtypeInImageSet() throws {
    let report = try Self.launchPictureApp(subtype: "667h").check()
    #expect(report.found("non-srgb-profile").isEmpty, "\(report.found("non-srgb-profile"))")
    // The same picture under the image set's own subtype ships, and its profile is reported.
    let retina4 = try Self.launchPictureApp(subtype: "retina4").check()
    #expect(
      retina4.paths("non-srgb-profile") == [
        "ios/Runner/Assets.xcassets/LaunchImage.imageset/Default@2x.png"
      ])
  }

  // MARK: - Devices an app's requirements rule out

  /// An iOS 9.3 universal app whose set leaves the iPad 1x notification, Settings and
  /// Spotlight slots empty (adblockplussafariios).
  private static func universalIOS9App(requiring capabilities: [String]) throws -> InMemoryAssets {
    var entries = iPhoneSlots
    entries += [
      Entry(idiom: "ipad", size: "20x20", scale: "1x"),
      Entry(idiom: "ipad", size: "20x20", scale: "2x", filename: "p40.png"),
      Entry(idiom: "ipad", size: "29x29", scale: "1x"),
      Entry(idiom: "ipad", size: "29x29", scale: "2x", filename: "p58.png"),
      Entry(idiom: "ipad", size: "40x40", scale: "1x"),
      Entry(idiom: "ipad", size: "40x40", scale: "2x", filename: "p80.png"),
      Entry(idiom: "ipad", size: "76x76", scale: "1x", filename: "p76.png"),
      Entry(idiom: "ipad", size: "76x76", scale: "2x", filename: "p152.png"),
      Entry(idiom: "ipad", size: "83.5x83.5", scale: "2x", filename: "p167.png"),
    ]
    let required =
      capabilities.isEmpty
      ? ""
      : "<key>UIRequiredDeviceCapabilities</key>\n<array>\n"
        + capabilities.map { "<string>\($0)</string>\n" }.joined() + "</array>"
    return try flutterApp(
      entries: entries, deployment: "9.3", family: "1,2",
      plistKeys: launchStoryboardKey + "\n" + required)
  }

  @Test("an app that requires arm64 meets no 1x iPad: its empty 1x iPad slots are no finding")
  func arm64RulesOutOneXIPads() throws {
    let arm64 = try Self.universalIOS9App(requiring: ["arm64"]).check()
    #expect(arm64.found("catalog-unassigned-slot").isEmpty, "\(arm64.diagnostics)")
    // Without the requirement, iOS 9.3 still runs on the iPad 2 and the first iPad mini.
    let any = try Self.universalIOS9App(requiring: ["armv7"]).check()
    #expect(
      Set(any.found("catalog-unassigned-slot").map(\.message)) == [
        "slot 20x20@1x (ipad) of AppIcon.appiconset has no image",
        "slot 29x29@1x (ipad) of AppIcon.appiconset has no image",
        "slot 40x40@1x (ipad) of AppIcon.appiconset has no image",
      ])
  }

  @Test("UIRequiredDeviceCapabilities is read as an array and as a dictionary")
  func requiredCapabilitiesForms() throws {
    let array = try InfoPlistFacts.parse(
      plist("<key>UIRequiredDeviceCapabilities</key><array><string>arm64</string></array>"))
    #expect(array.requiresArm64)
    let table = try InfoPlistFacts.parse(
      plist("<key>UIRequiredDeviceCapabilities</key><dict><key>arm64</key><true/></dict>"))
    #expect(table.requiresArm64)
    let refused = try InfoPlistFacts.parse(
      plist("<key>UIRequiredDeviceCapabilities</key><dict><key>arm64</key><false/></dict>"))
    #expect(!refused.requiresArm64)
    let none = try InfoPlistFacts.parse(plist("<key>CFBundleName</key><string>A</string>"))
    #expect(!none.requiresArm64)
  }
}
