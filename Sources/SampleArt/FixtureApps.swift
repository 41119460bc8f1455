import PNGCodec
import Raster

/// Three small apps drawn by code, for `iconsmith preview`'s golden sheets and the note's
/// pictures: an iPhone OS 4 app of loose files, an iOS 7 asset-catalog app, and an iOS 18 app
/// with dark and tinted appearances.
/// Each carries the mistakes such apps really ship, so the sheets have findings to mark.
///
/// Invariant: deterministic; paths are relative to the app's folder.
public enum FixtureApps {
  /// An iPhone OS 4 app of loose files, drawn with the shine (no `UIPrerenderedIcon`) under a
  /// black translucent status bar; its @2x icon is a glyph on transparency (the home screen
  /// fills it with black) and one tab icon is coloured (the tab bar keeps only its alpha).
  public static func legacyApp() throws -> [(path: String, bytes: [UInt8])] {
    let encoder = PNGEncoder()
    func icon(_ side: Int) throws -> [UInt8] {
      try encoder.encode(SampleArt.masterArtwork(side: side, roundedCorners: false))
    }
    let orange = RGBA(0xE8, 0x5D, 0x2A)
    return [
      ("Info.plist", Array(plist(minimumOS: "4.0", extra: legacyKeys).utf8)),
      ("Icon.png", try icon(57)),
      ("Icon@2x.png", try encoder.encode(SampleArt.gemGlyph(side: 114))),
      ("Icon-Small.png", try icon(29)),
      ("Icon-Small@2x.png", try icon(58)),
      ("iTunesArtwork", try icon(512)),
      ("Tabs/tab-star.png", try encoder.encode(SampleArt.barGlyph(side: 30))),
      ("Tabs/tab-star@2x.png", try encoder.encode(SampleArt.barGlyph(side: 60))),
      ("Tabs/tab-more.png", try encoder.encode(ring(side: 30))),
      ("Tabs/tab-more@2x.png", try encoder.encode(ring(side: 60))),
      ("Tabs/tab-hot.png", try encoder.encode(SampleArt.barGlyph(side: 30, color: orange))),
      ("Tabs/tab-hot@2x.png", try encoder.encode(SampleArt.barGlyph(side: 60, color: orange))),
      ("Toolbar/toolbar-refresh.png", try encoder.encode(ring(side: 20))),
      ("Toolbar/toolbar-refresh@2x.png", try encoder.encode(ring(side: 40))),
      ("Default.png", try encoder.encode(launchScreen(width: 320, height: 480))),
      ("Default@2x.png", try encoder.encode(launchScreen(width: 640, height: 960))),
    ]
  }

  /// An iOS 7 app: an app-icon set in a catalog (its 120-pixel icon with the corners cut
  /// out, so the home screen fills them with black), tab-bar icons (one an opaque photo,
  /// which the tab bar shows as a solid square) and loose launch images under a light
  /// status bar.
  public static func catalogApp() throws -> [(path: String, bytes: [UInt8])] {
    let encoder = PNGEncoder()
    func icon(_ side: Int, corners: Bool = false) throws -> [UInt8] {
      try encoder.encode(SampleArt.masterArtwork(side: side, roundedCorners: corners))
    }
    let set = "Images.xcassets/AppIcon.appiconset/"
    var files: [(String, [UInt8])] = [
      ("Info.plist", Array(plist(minimumOS: "7.0", extra: statusBarLight).utf8)),
      (set + "Contents.json", Array(catalogContents.utf8)),
      (set + "icon-58.png", try icon(58)),
      (set + "icon-80.png", try icon(80)),
      (set + "icon-120.png", try icon(120, corners: true)),
      (set + "icon-180.png", try icon(180)),
      ("TabBar/tab-favorites@2x.png", try encoder.encode(SampleArt.barGlyph(side: 50))),
      ("TabBar/tab-more@2x.png", try encoder.encode(ring(side: 50))),
      ("TabBar/tab-photos@2x.png", try encoder.encode(SampleArt.gearScan(width: 50, height: 50))),
    ]
    files.append(("Default@2x.png", try encoder.encode(launchScreen(width: 640, height: 960))))
    files.append(
      ("Default-568h@2x.png", try encoder.encode(launchScreen(width: 640, height: 1136))))
    return files
  }

  /// An iOS 18 app: one 1024-pixel icon in three appearances (any, dark over transparency,
  /// tinted in gray), a launch screen instead of launch images, and a tab-bar icon drawn in
  /// colour, which iOS tints anyway.
  public static func appearanceApp() throws -> [(path: String, bytes: [UInt8])] {
    let encoder = PNGEncoder()
    let set = "Assets.xcassets/AppIcon.appiconset/"
    let side = 1024
    let dark = SampleArt.gemGlyph(side: side)
    var tinted = dark
    for index in 0..<tinted.pixelCount {
      let offset = index * 4
      let red = Int(tinted.pixels[offset]) * 2126
      let green = Int(tinted.pixels[offset + 1]) * 7152
      let blue = Int(tinted.pixels[offset + 2]) * 722
      let gray = UInt8((red + green + blue) / 10000)
      tinted.pixels[offset] = gray
      tinted.pixels[offset + 1] = gray
      tinted.pixels[offset + 2] = gray
    }
    return [
      ("Info.plist", Array(plist(minimumOS: "18.0", extra: launchScreen).utf8)),
      (set + "Contents.json", Array(appearanceContents.utf8)),
      (
        set + "icon-1024.png",
        try encoder.encode(SampleArt.masterArtwork(side: side, roundedCorners: false))
      ),
      (set + "icon-1024-dark.png", try encoder.encode(dark)),
      (set + "icon-1024-tinted.png", try encoder.encode(tinted)),
      (
        "Tabs/tab-star@3x.png",
        try encoder.encode(SampleArt.barGlyph(side: 75, color: RGBA(0xE8, 0x5D, 0x2A)))
      ),
      (
        "Tabs/tab-star@2x.png",
        try encoder.encode(SampleArt.barGlyph(side: 50, color: RGBA(0xE8, 0x5D, 0x2A)))
      ),
    ]
  }

  /// A white ring on transparency: a "more" tab glyph.
  static func ring(side: Int) -> RGBAImage {
    var canvas = Canvas(width: side, height: side)
    let center = Point(Double(side) / 2, Double(side) / 2)
    canvas.fill(
      .outline(.circle(center: center, radius: Double(side) * 0.32), width: Double(side) * 0.1),
      with: .solid(RGBA.white))
    canvas.fill(.circle(center: center, radius: Double(side) * 0.08), with: .solid(RGBA.white))
    return canvas.image
  }

  /// A first screen without text: a navigation bar and empty rows, as the HIG asks.
  static func launchScreen(width: Int, height: Int) -> RGBAImage {
    let unit = Double(width) / 320
    var canvas = Canvas(width: width, height: height, background: RGBA(0xF7, 0xF7, 0xF7))
    canvas.fill(
      .roundedRect(
        center: Point(Double(width) / 2, 42 * unit), halfWidth: Double(width) / 2,
        halfHeight: 22 * unit,
        radius: 0), with: .solid(RGBA(0x2E, 0x6C, 0xB5)))
    var y = 90 * unit
    while y < Double(height) - 20 * unit {
      canvas.fill(
        .roundedRect(
          center: Point(Double(width) / 2, y), halfWidth: Double(width) / 2 - 12 * unit,
          halfHeight: 18 * unit,
          radius: 6 * unit), with: .solid(RGBA(255, 255, 255)))
      y += 44 * unit
    }
    return canvas.image
  }

  static func plist(minimumOS: String, extra: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>CFBundleIdentifier</key>
    \t<string>com.example.fixture</string>
    \t<key>CFBundlePackageType</key>
    \t<string>APPL</string>
    \t<key>MinimumOSVersion</key>
    \t<string>\(minimumOS)</string>
    \(extra)</dict>
    </plist>

    """
  }

  static let legacyKeys = """
    \t<key>CFBundleIconFiles</key>
    \t<array>
    \t\t<string>Icon.png</string>
    \t\t<string>Icon@2x.png</string>
    \t\t<string>Icon-Small.png</string>
    \t\t<string>Icon-Small@2x.png</string>
    \t</array>
    \t<key>UIStatusBarStyle</key>
    \t<string>UIStatusBarStyleBlackTranslucent</string>

    """

  static let statusBarLight = """
    \t<key>UIStatusBarStyle</key>
    \t<string>UIStatusBarStyleLightContent</string>

    """

  static let launchScreen = """
    \t<key>UILaunchScreen</key>
    \t<dict/>

    """

  static let catalogContents = """
    {
      "images" : [
        { "idiom" : "iphone", "size" : "29x29", "scale" : "2x", "filename" : "icon-58.png" },
        { "idiom" : "iphone", "size" : "40x40", "scale" : "2x", "filename" : "icon-80.png" },
        { "idiom" : "iphone", "size" : "60x60", "scale" : "2x", "filename" : "icon-120.png" },
        { "idiom" : "iphone", "size" : "60x60", "scale" : "3x", "filename" : "icon-180.png" }
      ],
      "info" : { "version" : 1, "author" : "xcode" }
    }

    """

  static let appearanceContents = """
    {
      "images" : [
        { "filename" : "icon-1024.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" },
        {
          "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
          "filename" : "icon-1024-dark.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024"
        },
        {
          "appearances" : [ { "appearance" : "luminosity", "value" : "tinted" } ],
          "filename" : "icon-1024-tinted.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024"
        }
      ],
      "info" : { "version" : 1, "author" : "xcode" }
    }

    """
}
