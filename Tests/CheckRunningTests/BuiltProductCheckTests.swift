import CheckRunning
import Diagnostics
import Foundation
import HIG
import IconsmithIO
import PNGCodec
import Preview
import Raster
import SampleArt
import TestSupport
import Testing

/// `check` of a built product, end to end: the product opened, its Info.plist and Assets.car
/// read, the built-app rules run, the report in the product's spelling.
struct BuiltProductCheckTests {
  /// tuist/Rosalind's `App.ipa` (MIT; Tests/AppBundlesTests/Fixtures/rosalind): built with the
  /// iOS 18.4 SDK, no icon at all.
  static let rosalindIPA = Repository.path("Tests/AppBundlesTests/Fixtures/rosalind/App.ipa")
  /// The Assets.car of the same project (MIT): one image asset, `Image`, three GA8 bitmaps.
  static let rosalindCar = Repository.path(
    "Tests/CompiledCatalogTests/Fixtures/rosalind/Assets.car")

  static func infoPlist(_ body: String) -> [UInt8] {
    Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict>
      <key>CFBundlePackageType</key><string>APPL</string>
      <key>DTPlatformName</key><string>iphoneos</string>
      <key>DTSDKName</key><string>iphoneos17.0</string>
      <key>MinimumOSVersion</key><string>15.0</string>
      \(body)
      </dict></plist>
      """.utf8)
  }

  /// An app whose icon asset is the Rosalind car's `Image` (no icon sizes), with a loose
  /// 120 px `AppIcon60x60@2x.png`, at `bundle` in `folder`.
  static func writeApp(_ bundle: String, in folder: TemporaryFolder, families: String) throws {
    folder.write(
      bundle + "/Info.plist",
      infoPlist(
        """
        <key>UIDeviceFamily</key><array>\(families)</array>
        <key>CFBundleIcons</key><dict><key>CFBundlePrimaryIcon</key><dict>
        <key>CFBundleIconName</key><string>Image</string>
        <key>CFBundleIconFiles</key><array><string>AppIcon60x60</string></array>
        </dict></dict>
        """))
    folder.write(bundle + "/Assets.car", try #require(FileBytes.read(rosalindCar)))
    folder.write(
      bundle + "/AppIcon60x60@2x.png",
      try PNGEncoder().encode(SampleArt.masterArtwork(side: 120, roundedCorners: false)))
  }

  static func rules(_ report: CheckReport) -> [String] {
    report.diagnostics.map(\.rule.rawValue)
  }

  @Test("a real .ipa built with the iOS 18 SDK and no icon: ITMS-90713, named inside the .ipa")
  func rosalindHasNoIconName() throws {
    let report = try BuiltProductCheck(path: RawPath(Self.rosalindIPA)).run()
    #expect(Self.rules(report) == ["built-icon-name-missing"])
    let finding = try #require(report.diagnostics.first)
    #expect(finding.severity == .error)
    #expect(finding.path == Self.rosalindIPA + "/Payload/App.app/Info.plist")
    #expect(report.units.map(\.kind) == ["app"])
    #expect(report.units.first?.profileReason.contains("MinimumOSVersion") == true)
  }

  @Test("the same app's real .xcarchive: the same finding, named inside the archive")
  func rosalindArchive() throws {
    let path = Repository.path("Tests/AppBundlesTests/Fixtures/rosalind/App.xcarchive")
    let report = try BuiltProductCheck(path: RawPath(path)).run()
    #expect(Self.rules(report) == ["built-icon-name-missing"])
    let finding = try #require(report.diagnostics.first)
    #expect(finding.severity == .error && finding.message.contains("ITMS-90713"))
    #expect(finding.path == path + "/Products/Applications/App.app/Info.plist")
    #expect(report.units.map(\.kind) == ["app"])
  }

  @Test("an .app: a loose 120 px icon passes for iPhone; iPad sizes and the App Store icon miss")
  func developmentApp() throws {
    let folder = TemporaryFolder()
    try Self.writeApp("Notes.app", in: folder, families: "<integer>1</integer>")
    let phone = try BuiltProductCheck(path: RawPath(folder.file("Notes.app"))).run()
    // The App Store icon is missing, which a development build may be: a note.
    #expect(Self.rules(phone) == ["built-app-store-icon-missing"])
    #expect(phone.diagnostics.map(\.severity) == [.note])
    // Its Info.plist, its Assets.car and the loose PNG.
    #expect(phone.filesChecked == 3)

    try Self.writeApp(
      "Both.app", in: folder, families: "<integer>1</integer><integer>2</integer>")
    let both = try BuiltProductCheck(path: RawPath(folder.file("Both.app"))).run()
    let sizes = both.diagnostics.filter { $0.rule == "built-required-icon-size" }
    #expect(sizes.count == 2)
    #expect(sizes.allSatisfy { $0.message.contains("ITMS-90023") })
  }

  @Test("an .xcarchive is an upload: its missing App Store icon is an error; extensions too")
  func archive() throws {
    let folder = TemporaryFolder()
    let app = "Notes.xcarchive/Products/Applications/Notes.app"
    try Self.writeApp(app, in: folder, families: "<integer>1</integer>")
    // An extension with no Info.plist: said, not passed.
    folder.write(app + "/PlugIns/Widget.appex/Widget", [0xCF, 0xFA, 0xED, 0xFE])
    let report = try BuiltProductCheck(path: RawPath(folder.file("Notes.xcarchive"))).run()
    let storeIcon = try #require(
      report.diagnostics.first { $0.rule == "built-app-store-icon-missing" })
    #expect(storeIcon.severity == .error)
    let unreadable = try #require(report.diagnostics.first { $0.rule == "built-bundle-unreadable" })
    #expect(unreadable.path.hasSuffix("Notes.app/PlugIns/Widget.appex/Info.plist"))
    #expect(unreadable.message.contains("it is missing"))
    #expect(report.units.map(\.kind) == ["app", "app extension"])
  }

  static func writeIconApp(_ bundle: String, in folder: TemporaryFolder, car: [UInt8]) {
    folder.write(
      bundle + "/Info.plist",
      infoPlist(
        """
        <key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>
        <key>CFBundleIcons</key><dict><key>CFBundlePrimaryIcon</key><dict>
        <key>CFBundleIconName</key><string>AppIcon</string></dict></dict>
        """))
    folder.write(bundle + "/Assets.car", car)
  }

  @Test("an archive whose App Store icon has translucent pixels: ITMS-90717, counted")
  func translucentAppStoreIcon() throws {
    let folder = TemporaryFolder()
    let app = "Notes.xcarchive/Products/Applications/Notes.app"
    Self.writeIconApp(app, in: folder, car: CarBuilder.appIconCatalog(translucent: 3000))
    let report = try BuiltProductCheck(path: RawPath(folder.file("Notes.xcarchive"))).run()
    #expect(Self.rules(report) == ["built-app-store-icon-alpha"])
    let finding = try #require(report.diagnostics.first)
    #expect(finding.severity == .error)
    #expect(finding.message.contains("3,000 of 1,048,576 pixels translucent"))
    #expect(finding.message.contains("compiled from Master.png"))
    #expect(finding.message.contains("ITMS-90717"))

    // The same catalog with every pixel opaque passes.
    let opaque = TemporaryFolder()
    Self.writeIconApp(app, in: opaque, car: CarBuilder.appIconCatalog(translucent: 0))
    #expect(
      try BuiltProductCheck(path: RawPath(opaque.file("Notes.xcarchive"))).run()
        .diagnostics.isEmpty)
  }

  @Test("the HTML report's picture of a built app is the icon its finding is about")
  func thumbnailOfTheJudgedIcon() throws {
    let folder = TemporaryFolder()
    let app = "Notes.xcarchive/Products/Applications/Notes.app"
    Self.writeIconApp(app, in: folder, car: CarBuilder.appIconCatalog(translucent: 1024 * 40))
    let check = BuiltProductCheck(path: RawPath(folder.file("Notes.xcarchive")))
    let outcome = try check.outcome(withThumbnails: true)
    let path = folder.file("Notes.xcarchive") + "/Products/Applications/Notes.app/Info.plist"
    #expect(Array(outcome.thumbnails.keys) == [path])
    let thumbnail = try #require(outcome.thumbnails[path])
    #expect(thumbnail.width == 256 && thumbnail.originalWidth == 1024)
    let picture = try PNGDecoder().decode(thumbnail.png).image.rgba8
    // The top 40 rows are the translucent ones: the thumbnail's top 10 show them.
    #expect(picture[0, 0].alpha == 128 && picture[0, 9].alpha == 128)
    #expect(picture[0, 10].alpha == 255 && picture[255, 255].alpha == 255)
    #expect(try check.outcome(withThumbnails: false).thumbnails.isEmpty)

    // No finding, no picture.
    let opaque = TemporaryFolder()
    Self.writeIconApp(app, in: opaque, car: CarBuilder.appIconCatalog(translucent: 0))
    let passing = try BuiltProductCheck(path: RawPath(opaque.file("Notes.xcarchive")))
      .outcome(withThumbnails: true)
    #expect(passing.thumbnails.isEmpty)
  }

  /// The sample master at `side` px, its colours darkened for the dark appearance.
  static func art(_ side: Int, dark: Bool = false) -> RGBAImage {
    var image = SampleArt.masterArtwork(side: side, roundedCorners: false)
    if dark {
      for index in stride(from: 0, to: image.pixels.count, by: 4) {
        for channel in 0..<3 { image.pixels[index + channel] /= 4 }
      }
    }
    return image
  }

  @Test("preview of a built app: its icon asset's renditions by appearance, its findings marked")
  func previewOfABuiltApp() throws {
    let folder = TemporaryFolder()
    let app = "Notes.xcarchive/Products/Applications/Notes.app"
    let bitmaps: [CarBuilder.IconBitmap] = [
      .init(idiom: 1, scale: 2, picture: Self.art(120)),
      .init(idiom: 1, scale: 2, picture: Self.art(58)),
      .init(idiom: 6, scale: 1, picture: Self.art(1024)),
      .init(idiom: 6, scale: 1, appearance: 1, picture: Self.art(1024, dark: true)),
    ]
    // No iPad sizes: the iPad family's findings are the bundle's, marked on its icon.
    Self.writeIconApp(app, in: folder, car: CarBuilder.appIconCatalog(bitmaps))
    let outcome = try BuiltProductCheck(path: RawPath(folder.file("Notes.xcarchive"))).preview()
    #expect(outcome.targets.map(\.name) == ["Notes"])
    let target = try #require(outcome.targets.first)
    // Named from the product on: the sheet's line has room for that, not for a temporary path.
    #expect(target.label == "Notes.xcarchive/Products/Applications/Notes.app")
    #expect(target.eras == [.flat])
    #expect(
      target.findings.map(\.rule.rawValue) == [
        "built-required-icon-size", "built-required-icon-size",
      ])
    let light = target.pictures(.appIcon(nil))
    #expect(light.map(\.size.width).sorted() == [120, 1024])
    #expect(light.allSatisfy { max($0.pixels.width, $0.pixels.height) <= PreviewPicture.maxSide })
    #expect(light.filter { !$0.diagnostics.isEmpty }.count == 1)
    #expect(target.pictures(.appIcon(.dark)).map(\.size.width) == [1024])
    // 58 px at 2x is the 29-point Settings icon.
    #expect(target.pictures(.smallIcon).map(\.size.width) == [58])
    #expect(outcome.unplaced.isEmpty)
  }

  /// `Notes.xcarchive`: an app with an opaque, complete icon, and its watch app
  /// (`Watch/NotesWatch.app`, watchOS, `AppIcon`) whose catalog is `watchCar`.
  static func archiveWithWatchApp(watchCar: [UInt8]) -> TemporaryFolder {
    let folder = TemporaryFolder()
    let app = "Notes.xcarchive/Products/Applications/Notes.app"
    Self.writeIconApp(app, in: folder, car: CarBuilder.appIconCatalog(translucent: 0))
    let watch = app + "/Watch/NotesWatch.app"
    folder.write(
      watch + "/Info.plist",
      Self.infoPlist(
        """
        <key>UIDeviceFamily</key><array><integer>4</integer></array>
        <key>CFBundleIcons</key><dict><key>CFBundlePrimaryIcon</key><dict>
        <key>CFBundleIconName</key><string>AppIcon</string></dict></dict>
        """
      ).replacing(Array("iphoneos".utf8), with: Array("watchos".utf8)))
    folder.write(watch + "/Assets.car", watchCar)
    return folder
  }

  @Test("a watch app whose icon has translucent pixels: ITMS-90396, beside the phone app's pass")
  func translucentWatchIcon() throws {
    let folder = Self.archiveWithWatchApp(
      watchCar: CarBuilder.appIconCatalog(idiom: 5, side: 100, translucent: 12))
    let report = try BuiltProductCheck(path: RawPath(folder.file("Notes.xcarchive"))).run()
    // Its catalog holds no 1024 App Store icon either, which an upload needs (ITMS-90719).
    #expect(
      Self.rules(report) == ["built-watch-app-store-icon-missing", "built-watch-icon-alpha"])
    let finding = try #require(report.diagnostics.first { $0.rule == "built-watch-icon-alpha" })
    #expect(finding.severity == .error)
    #expect(finding.path.hasSuffix("Watch/NotesWatch.app/Info.plist"))
    #expect(finding.message.contains("watch 100x100 @1x `Master.png` (12 of 10,000 pixels)"))
    #expect(report.units.map(\.kind) == ["app", "watch app"])
  }

  @Test("a watch icon cut from a packed atlas is judged by the atlas's pixels, not passed over")
  func watchIconInAnAtlas() throws {
    var car = CarBuilder()
    car.facets = [("AppIcon", CarBuilder.facet([(1, 85), (2, 220), (17, 4001)]))]
    // A 100 × 120 atlas whose bottom 100 rows hold the icon; 12 of its pixels translucent.
    var atlas: [UInt8] = []
    for index in 0..<(100 * 120) {
      atlas += index >= 100 * 20 && index < 100 * 20 + 12 ? [20, 30, 50, 128] : [40, 60, 100, 255]
    }
    car.renditions.append(
      (
        key: [0, 0, 1, 0, 0, 0, 9, 181],
        value: CarBuilder.csi(
          name: "ZZZZPackedAsset-1.0.0-gamut0", width: 100, height: 120, pixelFormat: "ARGB",
          layout: 1004, payload: CarBuilder.celm(compression: 0, data: atlas))
      ))
    car.renditions.append(
      (
        key: [0, 0, 1, 5, 0, 4001, 85, 220],
        value: CarBuilder.csi(
          name: "Icon-50.png", width: 100, height: 100, pixelFormat: "ARGB", layout: 1003,
          tlvs: [
            (
              1010,
              CarBuilder.internalLink(
                x: 0, y: 0, width: 100, height: 100, key: [(1, 9), (2, 181), (12, 1)])
            )
          ])
      ))
    let folder = Self.archiveWithWatchApp(watchCar: car.build())
    let report = try BuiltProductCheck(path: RawPath(folder.file("Notes.xcarchive"))).run()
    let finding = try #require(report.diagnostics.first { $0.rule == "built-watch-icon-alpha" })
    #expect(finding.message.contains("`Icon-50.png` (12 of 10,000 pixels)"))
    #expect(!report.diagnostics.contains { $0.message.contains("not decoded") })
  }

  @Test("an App Store icon whose bitmap is cut short is a note that says why, not a pass")
  func undecodableAppStoreIcon() throws {
    let folder = TemporaryFolder()
    // The zlib stream loses its checksum and the end of its stored block.
    Self.writeIconApp(
      "Notes.app", in: folder, car: CarBuilder.appIconCatalog(side: 64, translucent: 0, cut: 40))
    let report = try BuiltProductCheck(path: RawPath(folder.file("Notes.app"))).run()
    let note = try #require(report.diagnostics.first { $0.rule == "built-app-store-icon-alpha" })
    #expect(note.severity == .note)
    #expect(note.message.contains("was not judged for transparency"))
    #expect(note.message.contains("Master.png"))
  }

  @Test(
    "iPad multitasking: a launch storyboard compiled in Base.lproj is found, a missing one named")
  func launchStoryboard() throws {
    let folder = TemporaryFolder()
    let keys = """
      <key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>
      <key>UISupportedInterfaceOrientations~ipad</key><array>
      <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string>
      <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string>
      </array>
      """
    for (name, storyboard) in [("Found", "LaunchScreen"), ("Spelled", "LaunchScreen.storyboard")] {
      folder.write(
        "\(name).app/Info.plist",
        Self.infoPlist(keys + "<key>UILaunchStoryboardName</key><string>\(storyboard)</string>"))
      folder.write("\(name).app/Base.lproj/LaunchScreen.storyboardc/Info.plist", [0])
      let report = try BuiltProductCheck(path: RawPath(folder.file("\(name).app"))).run()
      #expect(!Self.rules(report).contains("built-launch-storyboard-missing"), "\(name)")
    }
    folder.write(
      "Missing.app/Info.plist",
      Self.infoPlist(keys + "<key>UILaunchStoryboardName</key><string>Launch</string>"))
    folder.write("Missing.app/LaunchScreen.storyboardc/Info.plist", [0])
    let report = try BuiltProductCheck(path: RawPath(folder.file("Missing.app"))).run()
    let finding = try #require(
      report.diagnostics.first { $0.rule == "built-launch-storyboard-missing" })
    #expect(finding.message.contains("holds no Launch.storyboardc (ITMS-90475)"))
  }

  @Test("a file that is no built product is a thrown error that names it")
  func notAProduct() throws {
    let folder = TemporaryFolder()
    folder.write("Broken.ipa", Array("not a zip".utf8))
    #expect(throws: (any Error).self) {
      try BuiltProductCheck(path: RawPath(folder.file("Broken.ipa"))).run()
    }
    do {
      _ = try BuiltProductCheck(path: RawPath(folder.file("Broken.ipa"))).run()
    } catch {
      #expect("\(error)".contains("Broken.ipa"))
    }
  }
}
