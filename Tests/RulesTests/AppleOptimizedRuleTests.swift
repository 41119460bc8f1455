import PNGCodec
import SampleArt
import TestSupport
import Testing

@Suite struct AppleOptimizedRuleTests {
  @Test func anOpaqueCgBIIconInASourceFolderIsACopiedOutFile() throws {
    // Xcode's build step stores every icon as RGBA: only real translucency counts there.
    var assets = try iphoneApp()
    assets["Icon.png"] = CgBIWriter.file(icon(57), opaque: false)
    let facts = try PNGDecoder().inspect(try #require(assets["Icon.png"]))
    #expect(facts.appleOptimized && facts.hasAlphaChannel)
    let report = assets.check()
    #expect(!report.has("app-icon-alpha") && !report.has("app-icon-alpha-channel"))
    #expect(!report.has("apple-optimized"))
    let warning = try report.only("apple-optimized-source")
    #expect(warning.path == "Icon.png")
    #expect(warning.severity == .warning)
    #expect(
      warning.message
        == "Icon.png is Apple-optimized (CgBI) outside a built app: most tools cannot open it")
  }

  @Test func cgBIInABuiltAppIsANoteWhateverTheRole() throws {
    var assets = InMemoryAssets()
    assets["Payload/My.app/Icon.png"] = CgBIWriter.file(icon(57), opaque: false)
    // A file no rule gives a role is still said to be Apple-optimized outside an app.
    assets["Art/photo.png"] = CgBIWriter.file(icon(40), opaque: false)
    let report = assets.check()
    let note = try report.only("apple-optimized")
    #expect(note.path == "Payload/My.app/Icon.png")
    #expect(note.severity == .note)
    #expect(
      note.message == "Icon.png is Apple-optimized (CgBI): only iOS and Xcode's tools display it")
    #expect(report.with("apple-optimized-source").map(\.path) == ["Art/photo.png"])
  }
}
