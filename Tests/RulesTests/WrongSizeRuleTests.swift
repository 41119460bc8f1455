import CheckConfiguration
import HIG
import PNGCodec
import Raster
import TestSupport
import Testing

@Suite struct WrongSizeRuleTests {
  @Test func wrongSizeNamesBothSizes() throws {
    var assets = try iphoneApp()
    assets["Icon.png"] = try png(icon(58))
    let diagnostic = try assets.check().only("wrong-size")
    #expect(diagnostic.path == "Icon.png")
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.message == "Icon.png is 58x58 px; the iphoneos3 app icon must be 57x57 px")
    #expect(diagnostic.fix?.contains("iconsmith icons") == true)
  }

  struct SizeCase: Sendable, CustomTestStringConvertible {
    let name: String
    let profiles: [Profile]
    let wrong: PixelSize
    let expected: String
    var testDescription: String { "\(name) at \(wrong)" }
  }

  @Test(arguments: [
    SizeCase(
      name: "Icon-Small.png", profiles: [.iphoneos3], wrong: PixelSize(square: 30),
      expected: "the iphoneos3 small icon must be 29x29 px"),
    SizeCase(
      name: "Icon@2x.png", profiles: [.iphoneos3, .retina], wrong: PixelSize(square: 112),
      expected: "the retina app icon must be 114x114 px"),
    SizeCase(
      name: "Icon-72.png", profiles: [.iphoneos3, .ipad], wrong: PixelSize(square: 76),
      expected: "the ipad app icon must be 72x72 px"),
    SizeCase(
      name: "Icon-60@2x.png", profiles: [.ios7], wrong: PixelSize(square: 114),
      expected: "the ios7 app icon must be 120x120 px"),
    SizeCase(
      name: "Default.png", profiles: [.iphoneos3], wrong: PixelSize(320, 470),
      expected:
        "a launch image named Default.png must be 320x480 or 480x320 or 320x460 or 480x300 or 460x320 or 768x1024 or 1024x768 or 768x1004 or 1024x748 or 1004x768 px"
    ),
    SizeCase(
      name: "Default-Portrait.png", profiles: [.iphoneos3, .ipad], wrong: PixelSize(768, 1000),
      expected:
        "a launch image named Default-Portrait.png must be 320x480 or 320x460 or 768x1024 or 768x1004 px"
    ),
  ])
  func wrongSizeOfEachConventionalName(_ size: SizeCase) throws {
    let configuration = Configuration(profiles: size.profiles)
    let isLaunch = size.name.hasPrefix("Default")
    func image(_ pixels: PixelSize) -> RGBAImage {
      isLaunch ? launchImage(pixels.width, pixels.height) : icon(pixels.width)
    }
    let wrong = InMemoryAssets([size.name: try png(image(size.wrong))])
    let diagnostic = try wrong.check(configuration).only("wrong-size")
    #expect(diagnostic.path == size.name)
    #expect(diagnostic.message == "\(size.name) is \(size.wrong) px; \(size.expected)")

    let right = try #require(HIG.rows(named: size.name).first?.sizes.first)
    let correct = InMemoryAssets([size.name: try png(image(right))])
    #expect(!correct.check(configuration).has("wrong-size"))
  }

  @Test func aFileNamedByInfoPlistIsAnAppIcon() throws {
    var assets = try iphoneApp()
    assets["Info.plist"] = iconFilesPlist(["Icon.png", "AppIcon57.png"])
    // Info.plist lists the icons of every era: any icon size of any era at 1x to 3x is right.
    assets["AppIcon57.png"] = try png(icon(59))
    let diagnostic = try assets.check().only("wrong-size")
    #expect(diagnostic.path == "AppIcon57.png")
    #expect(
      diagnostic.message
        == "AppIcon57.png is 59x59 px; the app icon named by CFBundleIconFiles in Info.plist must be "
        + HIG.anyIconSizes.map(\.description).joined(separator: " or ") + " px")
    #expect(HIG.anyIconSizes.contains(PixelSize(square: 171)), "57 pt at 3x, as Icon@3x.png")
    assets["AppIcon57.png"] = try png(icon(58))
    #expect(!assets.check().has("wrong-size"), "58 is the 29 pt icon at 2x")
    assets["AppIcon57.png"] = try png(icon(57))
    #expect(assets.check().diagnostics == [])
  }

  /// osubus (iPhone OS 3.1 target) shipped 1024-pixel iTunesArtwork: iTunes of the iPhone OS 4
  /// era took it under either name, whatever the deployment target, so only other sizes are wrong.
  @Test func anIPhoneOS3AppsArtworkMayBe1024() throws {
    let configuration = Configuration(profiles: [.iphoneos3])
    for (side, wrong) in [(512, false), (1024, false), (600, true)] {
      var assets = try iphoneApp()
      assets["iTunesArtwork"] = try png(icon(side), .rgb8)
      let diagnostics = try assets.check(configuration)
      #expect(diagnostics.has("wrong-size") == wrong, "\(side)")
      if wrong {
        #expect(
          try diagnostics.only("wrong-size").message
            == "iTunesArtwork is 600x600 px; the iphoneos3 App Store artwork must be 512x512 or 1024x1024 px"
        )
      }
    }
  }
}
