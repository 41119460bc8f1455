import CheckConfiguration
import Checking
import Foundation
import HIG
import PNGCodec
import Raster
import Rules
import SampleArt
import TestSupport
import Testing

/// An iOS 8 game whose target copies `loose` files beside its catalog, which holds a 120 px
/// icon; the files themselves are the caller's to write.
private func gameCopying(_ loose: [String]) throws -> InMemoryAssets {
  var assets = InMemoryAssets()
  assets["Game.xcodeproj/project.pbxproj"] = pbxproj([
    ProjectTargetSpec(
      name: "Game", resources: ["Game/Images.xcassets"] + loose,
      settings: appTargetSettings(deployment: "8.0", infoPlist: "Game/Info.plist"))
  ])
  assets["Game/Info.plist"] = plist(
    "<key>UILaunchStoryboardName</key>\n<string>LaunchScreen</string>")
  assets["Game/Images.xcassets/AppIcon.appiconset/Contents.json"] = appIconContents([
    Slot(size: "60x60", scale: "2x", filename: "icon-120.png")
  ])
  assets["Game/Images.xcassets/AppIcon.appiconset/icon-120.png"] = try png(icon(120))
  return assets
}

@Suite struct ColorRuleTests {
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
      coloured(SampleArt.barGlyph(side: 20)), name: profile.name,
      description: profile.description)
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
      assets.inventory(scope: .tree), reader: assets.reader)
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

  /// A folder app (its catalog's app-icon set) whose catalog also holds `Background.imageset`
  /// with `picture`, as a template set when `template`.
  private func appWithPicture(_ picture: [UInt8], template: Bool = false) throws -> InMemoryAssets {
    var assets = try catalogApp()
    let properties =
      template ? ",\n  \"properties\" : { \"template-rendering-intent\" : \"template\" }" : ""
    assets["Assets.xcassets/Background.imageset/Contents.json"] = Array(
      """
      {
        "images" : [ { "idiom" : "universal", "filename" : "bg.png", "scale" : "1x" } ],
        "info" : { "version" : 1, "author" : "xcode" }\(properties)
      }
      """.utf8)
    assets["Assets.xcassets/Background.imageset/bg.png"] = picture
    return assets
  }

  @Test("a picture of a shipped catalog is held to HIG.md's colour rule, like its icons")
  func aCatalogPictureWithAMonitorProfile() throws {
    let picture = RGBAImage(width: 40, height: 30, fill: RGBA(200, 40, 40, 255))
    let monitor = try withProfile(picture, name: "Photoshop ICC profile", description: "Display")
    let report = try appWithPicture(monitor).check()
    let diagnostic = try report.only("non-srgb-profile")
    #expect(diagnostic.path == "Assets.xcassets/Background.imageset/bg.png")
    #expect(diagnostic.severity == .warning)
    #expect(
      diagnostic.message
        == "bg.png carries the ICC profile \"Photoshop ICC profile\" (Display), neither sRGB nor Display P3: its colours shift"
    )
    // Display P3 and sRGB are what a catalog compiles; a template's colours are thrown away.
    for (name, description) in [("Display P3", "Display P3"), ("ICC Profile", "sRGB IEC61966-2.1")]
    {
      let fine = try withProfile(picture, name: name, description: description)
      #expect(!(try appWithPicture(fine).check().has("non-srgb-profile")), "\(description)")
    }
    #expect(!(try appWithPicture(monitor, template: true).check().has("non-srgb-profile")))
    // The same file outside any catalog has no role: it is checked for integrity only.
    #expect(!barIcons(["Art/bg.png": monitor]).check().has("non-srgb-profile"))
  }

  /// WizardWar (the corpus's tuning rounds): game backgrounds and buttons saved with "Generic
  /// RGB Profile", copied loose by the app target. Only a target of an Xcode project proves a
  /// loose file ships: a folder taken as an app holds design sources too, and a DocC
  /// catalogue's images go into the documentation.
  @Test("a loose picture an app target copies is held to the colour and interlacing rules")
  func aLoosePictureOfAnAppTarget() throws {
    let picture = RGBAImage(width: 40, height: 30, fill: RGBA(200, 40, 40, 255))
    let generic = try withProfile(picture, name: "ICC Profile", description: "Generic RGB Profile")
    let p3 = try withProfile(picture, name: "Display P3", description: "Display P3")
    var assets = try gameCopying([
      "Game/images/castle.png", "Game/images/sky.png", "Game/images/menu.png",
      "Game/Guide.docc/Images/step.png",
    ])
    assets["Game/images/castle.png"] = generic
    assets["Game/images/sky.png"] = p3
    assets["Game/Guide.docc/Images/step.png"] = generic
    assets["Design/castle.png"] = generic
    // A loose interlaced picture ships as it is; Xcode re-encodes a catalog's.
    assets["Game/images/menu.png"] = FixtureWriter.interlaced(picture)
    assets["Game/Images.xcassets/Menu.imageset/Contents.json"] = Array(
      """
      { "images" : [ { "idiom" : "universal", "filename" : "menu.png" } ],
        "info" : { "version" : 1, "author" : "xcode" } }
      """.utf8)
    assets["Game/Images.xcassets/Menu.imageset/menu.png"] = FixtureWriter.interlaced(picture)
    let report = assets.check()
    #expect(report.with("interlaced").map(\.path) == ["Game/images/menu.png"])
    let found = report.with("non-srgb-profile")
    #expect(found.map(\.path) == ["Game/images/castle.png"], "\(found)")
    #expect(found.first?.severity == .warning)
    #expect(
      found.first?.message
        == "castle.png carries the ICC profile \"ICC Profile\" (Generic RGB Profile), neither sRGB nor Display P3: its colours shift"
    )
  }

  /// Groceries (round 17): 53 aisle glyphs, pure black on transparency, saved with a Mac
  /// monitor's profile ("Display"), which the app's code tints as masks. Any profile maps black
  /// to black and white to white: nothing shifts, so no warning, however the code draws them.
  @Test("a black or white glyph with a monitor's profile is no colour shift")
  func aBlackGlyphWithAProfile() throws {
    var glyph = RGBAImage(width: 32, height: 32, fill: RGBA(0, 0, 0, 0))
    for y in 8..<24 { for x in 8..<24 { glyph[x, y] = RGBA(0, 0, 0, x == 8 ? 120 : 255) } }
    var twoTone = glyph
    for y in 10..<12 { for x in 10..<20 { twoTone[x, y] = RGBA(255, 255, 255, 255) } }
    var grey = glyph
    grey[16, 16] = RGBA(90, 90, 90, 255)
    var assets = try gameCopying([
      "Game/images/beef-32.png", "Game/images/tea-32.png", "Game/images/grey-32.png",
    ])
    assets["Game/images/beef-32.png"] = try withProfile(
      glyph, name: "ICC Profile", description: "Display")
    assets["Game/images/tea-32.png"] = try withProfile(
      twoTone, name: "ICC Profile", description: "Display")
    // One mid-grey pixel is drawn in another grey under a gamma-1.8 profile: said.
    assets["Game/images/grey-32.png"] = try withProfile(
      grey, name: "ICC Profile", description: "Display")
    let found = assets.check().with("non-srgb-profile")
    #expect(found.map(\.path) == ["Game/images/grey-32.png"], "\(found)")
  }

  /// Profiles whose names say nothing, judged by what they measure: a game's grayscale
  /// pictures (Skeleton Key and Balloon Burst, rounds 10 and 11: macOS's "Calibrated Gray" is
  /// gamma 2.2 and draws as sRGB's gray, while a press's dot-gain curve, surespot's, darkens the
  /// mid-tones), and a watch picture whose sRGB profile calls itself "c2" (PhotoWatch, round 12).
  @Test("a profile whose name says nothing is judged by its colorants and curves")
  func profilesByWhatTheyMeasure() throws {
    let picture = RGBAImage(width: 16, height: 16, fill: RGBA(128, 128, 128, 255))
    func encoded(_ profile: [UInt8]) throws -> [UInt8] {
      try PNGEncoder(
        colorChunks: PNGColorChunks(iccProfile: .init(name: "ICC Profile", data: profile))
      ).encode(picture)
    }
    func gray(_ tone: [UInt16]) throws -> [UInt8] {
      try encoded(FixtureWriter.iccProfile(description: "Calibrated Gray", grayTone: tone))
    }
    func rgb(_ colorants: [[Double]], _ tone: [UInt16]) throws -> [UInt8] {
      try encoded(FixtureWriter.iccProfile(description: "c2", colorants: colorants, tone: tone))
    }
    func curve(_ decode: (Double) -> Double, _ count: Int) -> [UInt16] {
      (0..<count).map { UInt16((decode(Double($0) / Double(count - 1)) * 65535).rounded()) }
    }
    // A table close to gamma 2.2 passes as a single gamma does; gamma 3.2 is a press's darkening.
    let gamma22 = curve({ pow($0, 2.2) }, 256)
    let press = curve({ pow($0, 3.2) }, 256)
    let srgbCurve = curve(
      { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }, 26)
    // The same 2.2 as a parametric curve (ICC `para`, function 0) in place of the `curv` tag.
    var parametric = FixtureWriter.iccProfile(description: "Calibrated Gray", grayTone: [563])
    let curv = try #require(
      (0..<(parametric.count - 4)).first { Array(parametric[$0..<($0 + 4)]) == Array("curv".utf8) })
    parametric.replaceSubrange(
      curv..<(curv + 16), with: Array("para".utf8) + [0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0x33, 0x33])
    parametric[128 + 4 + 12 + 11] = 16  // the kTRC entry's size, the second of the tag table
    let srgb = [[0.4361, 0.2225, 0.0139], [0.3851, 0.7169, 0.0971], [0.1431, 0.0606, 0.7141]]
    let adobe = [[0.6097, 0.3111, 0.0195], [0.2053, 0.6257, 0.0609], [0.1492, 0.0632, 0.7446]]
    let p3 = [[0.5151, 0.2412, -0.0011], [0.2920, 0.6922, 0.0419], [0.1571, 0.0666, 0.7841]]
    let cases: [(String, [UInt8], Bool)] = [
      ("gamma22.png", try gray([563]), false), ("table.png", try gray(gamma22), false),
      ("press.png", try gray(press), true), ("linear.png", try gray([]), true),
      ("para.png", try encoded(parametric), false),
      ("c2.png", try rgb(srgb, srgbCurve), false), ("adobe.png", try rgb(adobe, srgbCurve), true),
      ("p3.png", try rgb(p3, srgbCurve), false), ("gamma18.png", try rgb(srgb, [461]), true),
    ]
    var assets = try gameCopying(cases.map { "Game/art/\($0.0)" })
    for (name, bytes, _) in cases { assets["Game/art/\(name)"] = bytes }
    let found = assets.check().with("non-srgb-profile").map(\.path)
    #expect(found == cases.filter(\.2).map { "Game/art/\($0.0)" }.sorted(), "\(found)")
  }

  /// Mini vMac (round 13): toolbar images of a storyboard, in sets with no rendering intent,
  /// saved with Generic RGB. UIKit draws them from their alpha; a picture of the same kind
  /// in an image view keeps its colours, and its profile shifts them.
  @Test("a profile on an image a toolbar draws as a template is no finding")
  func profilesOfBarIconsDrawnAsTemplates() throws {
    var assets = try gameCopying(["Game/Base.lproj/Main.storyboard"])
    assets["Game/Base.lproj/Main.storyboard"] = Array(
      """
      <document><scenes><scene><objects>
        <barButtonItem image="pause" id="b-1"/>
        <imageView image="photo" id="i-1"/>
      </objects></scene></scenes></document>
      """.utf8)
    let generic = try withProfile(
      coloured(SampleArt.barGlyph(side: 44)), name: "ICC Profile",
      description: "Generic RGB Profile")
    for name in ["pause", "photo"] {
      let set = "Game/Images.xcassets/\(name).imageset"
      assets[set + "/Contents.json"] = Array(
        """
        { "images" : [ { "idiom" : "universal", "filename" : "\(name)@2x.png", "scale" : "2x" } ],
          "info" : { "version" : 1, "author" : "xcode" } }
        """.utf8)
      assets[set + "/\(name)@2x.png"] = generic
    }
    let found = assets.check().with("non-srgb-profile").map(\.path)
    #expect(found == ["Game/Images.xcassets/photo.imageset/photo@2x.png"], "\(found)")
  }
}

/// `glyph` in a mid blue, keeping its alpha: a picture a colour profile changes (a white or
/// black glyph looks the same under any profile).
private func coloured(_ glyph: RGBAImage) -> RGBAImage {
  var image = glyph
  for y in 0..<image.height {
    for x in 0..<image.width { image[x, y] = RGBA(60, 120, 200, glyph[x, y].alpha) }
  }
  return image
}
