import PNGCodec
import Raster
import SampleArt
import TestSupport
import Testing

@Suite struct FileFailureRuleTests {
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
}
