import PNGCodec
import Raster

/// The files of SampleAssets that code draws: the generators' sources, and
/// BrokenApp, with one deliberate defect per file (its README says which).
///
/// Invariant: deterministic; paths are relative to the folder they belong in.
public enum SampleAppFiles {
  /// SampleAssets/Sources: the master artwork and the glyphs.
  public static func sources() throws -> [(path: String, bytes: [UInt8])] {
    [
      ("master.png", try PNGEncoder().encode(SampleArt.masterArtwork())),
      ("star.png", try PNGEncoder().encode(SampleArt.starGlyph())),
      ("gear-scan.png", try PNGEncoder().encode(SampleArt.gearScan())),
    ]
  }

  /// The files of SampleAssets/GoodApp that no generator writes: its Info.plist
  /// and configuration (the images come from `iconsmith icons`, `masks` and `launch`).
  public static func goodAppStatic() -> [(path: String, bytes: [UInt8])] {
    [(".iconsmith.yml", Array(configuration.utf8)), ("Info.plist", Array(goodInfoPlist.utf8))]
  }

  /// SampleAssets/BrokenApp: every rule that a file can break, broken once.
  public static func brokenApp() throws -> [(path: String, bytes: [UInt8])] {
    let encoder = PNGEncoder()
    func icon(_ side: Int) -> RGBAImage {
      SampleArt.masterArtwork(side: side, roundedCorners: false)
    }
    func png(_ image: RGBAImage) throws -> [UInt8] { try encoder.encode(image) }

    var files: [(String, [UInt8])] = []
    files.append((".iconsmith.yml", Array(brokenConfiguration.utf8)))
    files.append(("Info.plist", Array(infoPlist.utf8)))
    // App icons.
    files.append(("Icon.png", try png(icon(58))))
    var darkEdged = icon(72)
    for i in 0..<72 {
      for (x, y) in [(i, 0), (i, 71), (0, i), (71, i), (i, 1), (i, 70), (1, i), (70, i)] {
        darkEdged[x, y] = RGBA(8, 8, 12)
      }
    }
    files.append(("Icon-72.png", try png(darkEdged)))
    // A half-transparent band across the middle: the home screen shows black there.
    var banded = icon(29)
    for y in 10..<19 {
      for x in 0..<29 { banded[x, y].alpha = 128 }
    }
    files.append(("Icon-Small.png", try png(banded)))
    // Opaque, but stored with an alpha channel: a channel to drop.
    files.append(("Icon-72@2x.png", try PNGEncoder(format: .rgba8).encode(icon(144))))
    files.append(("Icon-Settings.png", try png(icon(29))))
    files.append(("Icon-Settings@2x.png", try png(icon(56))))
    files.append(("iTunesArtwork", try png(icon(57).bilinearUpscaled(toWidth: 512, height: 512))))
    files.append(("iTunesArtwork@2x.png", try png(stripes(side: 1024))))
    // Launch images.
    files.append(("default.png", try png(launch(320, 480, alpha: 255))))
    files.append(("Default@2x.png", try png(launch(640, 960, alpha: 180))))
    // Tab-bar icons, found by their folder's name.
    files.append(("Tabs/photo.png", FixtureWriter.jpeg()))
    let whole = try png(SampleArt.barGlyph(side: 30))
    files.append(("Tabs/truncated.png", Array(whole.prefix(whole.count * 2 / 3))))
    files.append(("Tabs/huge.png", FixtureWriter.hugeDeclared(width: 100_000, height: 100_000)))
    files.append(("Tabs/solid.png", try png(RGBAImage(width: 30, height: 30, fill: .white))))
    files.append(
      (
        "Tabs/empty.png",
        try PNGEncoder(format: .grayAlpha8).encode(
          RGBAImage(width: 30, height: 30, fill: RGBA(255, 255, 255, 0)))
      ))
    files.append(
      ("Tabs/deep.png", try encoder.encode(RGBA16Image(widening: SampleArt.barGlyph(side: 30)))))
    files.append(("Tabs/interlaced.png", FixtureWriter.interlaced(SampleArt.barGlyph(side: 30))))
    files.append(("Tabs/settings.png", try png(SampleArt.barGlyph(side: 30))))
    files.append(("Tabs/settings@2x.png", try png(SampleArt.barGlyph(side: 56))))
    files.append(("Tabs/optimized@2x.png", CgBIWriter.file(SampleArt.barGlyph(side: 60))))
    // Toolbar icons.
    files.append(("Toolbar/colored.png", try png(SampleArt.starGlyph(side: 20))))
    files.append(("Toolbar/jagged.png", try png(SampleArt.barGlyph(side: 20, antialiased: false))))
    files.append(("Toolbar/oversized.png", try png(SampleArt.barGlyph(side: 28))))
    let p3 = PNGColorChunks(
      iccProfile: .init(
        name: "Display P3", data: FixtureWriter.iccProfile(description: "Display P3")))
    files.append(
      ("Toolbar/p3.png", try PNGEncoder(colorChunks: p3).encode(SampleArt.barGlyph(side: 20))))
    // An asset catalog with one of each catalog mistake.
    let set = "Assets.xcassets/AppIcon.appiconset/"
    files.append((set + "Contents.json", Array(appIconContents.utf8)))
    files.append((set + "icon-120.png", try png(icon(120))))
    files.append((set + "icon-180.png", try png(icon(170))))
    files.append((set + "old-icon.png", try png(icon(57))))
    files.append(
      (
        "Assets.xcassets/Badge.imageset/Contents.json",
        Array("{ \"images\": [ { \"filename\": \"badge.png\" ".utf8)
      ))
    files.append(
      ("Assets.xcassets/Badge.imageset/badge.png", try png(SampleArt.barGlyph(side: 40))))
    return files
  }

  /// A fine checkerboard: detail no 57-pixel icon can hold, in a few bytes.
  static func stripes(side: Int) -> RGBAImage {
    var image = RGBAImage(width: side, height: side)
    for y in 0..<side {
      for x in 0..<side {
        image[x, y] = (x / 8 + y / 8) % 2 == 0 ? RGBA(0xE8, 0xF4, 0xFF) : RGBA(0x7A, 0xB8, 0xE8)
      }
    }
    return image
  }

  /// A launch image: the app's colours, a bar at the top, `alpha` at the bottom half.
  static func launch(_ width: Int, _ height: Int, alpha: UInt8) -> RGBAImage {
    var canvas = Canvas(width: width, height: height)
    canvas.fill(
      .roundedRect(
        center: Point(Double(width) / 2, Double(height) / 2), halfWidth: Double(width) / 2 + 1,
        halfHeight: Double(height) / 2 + 1, radius: 0),
      with: .linear(
        start: Point(0, 0), end: Point(0, Double(height)), from: ColorValue(RGBA(hex: "#F5F3FF")!),
        to: ColorValue(RGBA(hex: "#DDF6F3")!)))
    var image = canvas.image
    for y in (height / 2)..<height {
      for x in 0..<width { image[x, y].alpha = alpha }
    }
    return image
  }

  /// BrokenApp is universal: its iPad icons (Icon-72.png) are checked too.
  static let brokenConfiguration = """
    # A universal iPhone OS 4 app: iPhone screens with and without retina, and the iPad.
    profiles: [iphoneos3, retina, ipad]

    """

  static let configuration = """
    # An iPhone OS 4 app, for screens with and without retina.
    profiles: [iphoneos3, retina]

    """

  static let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>CFBundleIdentifier</key>
    \t<string>com.example.brokenapp</string>
    \t<key>CFBundleIconFiles</key>
    \t<array>
    \t\t<string>Icon.png</string>
    \t\t<string>Icon-Small-50.png</string>
    \t</array>
    \t<key>UIPrerenderedIcon</key>
    \t<true/>
    </dict>
    </plist>

    """

  static let goodInfoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>CFBundleDisplayName</key>
    \t<string>Gem</string>
    \t<key>CFBundleIdentifier</key>
    \t<string>com.example.gem</string>
    \t<key>CFBundleIconFiles</key>
    \t<array>
    \t\t<string>Icon.png</string>
    \t\t<string>Icon@2x.png</string>
    \t\t<string>Icon-Small.png</string>
    \t\t<string>Icon-Small@2x.png</string>
    \t</array>
    \t<key>UIPrerenderedIcon</key>
    \t<true/>
    \t<key>UIStatusBarStyle</key>
    \t<string>UIStatusBarStyleDefault</string>
    </dict>
    </plist>

    """

  static let appIconContents = """
    {
      "images" : [
        { "idiom" : "iphone", "size" : "60x60", "scale" : "2x", "filename" : "icon-120.png" },
        { "idiom" : "iphone", "size" : "60x60", "scale" : "3x", "filename" : "icon-180.png" },
        { "idiom" : "iphone", "size" : "29x29", "scale" : "2x" },
        { "idiom" : "iphone", "size" : "40x40", "scale" : "2x", "filename" : "icon-80.png" }
      ],
      "info" : { "version" : 1, "author" : "xcode" }
    }

    """
}
