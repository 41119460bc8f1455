import HIG
import PNGCodec
import SampleArt
import TestSupport
import Testing

@testable import RuleCore

// What rules share: how a profile names itself, how a file carries alpha, and how sizes and
// paths are written into messages and fix commands.

@Suite struct ICCProfileNameTests {
  @Test func aVersion2DescriptionIsReadUpToItsNul() {
    let profile = FixtureWriter.iccProfile(description: "Display P3")
    #expect(ICCProfileName.description(ofProfile: profile) == "Display P3")
  }

  @Test func aVersion4DescriptionIsReadAsUTF16() {
    #expect(
      ICCProfileName.description(ofProfile: Self.mlucProfile("Adobe RGB (1998)"))
        == "Adobe RGB (1998)")
  }

  @Test func aProfileCutShortOrWithoutDescriptionHasNone() {
    let profile = FixtureWriter.iccProfile(description: "sRGB IEC61966-2.1")
    #expect(ICCProfileName.description(ofProfile: Array(profile.prefix(140))) == nil)
    #expect(ICCProfileName.description(ofProfile: []) == nil)
    // A tag count past any real profile is not walked.
    var huge = profile
    huge.replaceSubrange(128..<132, with: [0, 0, 0x27, 0x10])
    #expect(ICCProfileName.description(ofProfile: huge) == nil)
  }

  @Test(arguments: [
    ("sRGB IEC61966-2.1", true, false), ("IEC 61966-2-1 Default RGB", true, false),
    ("Display P3", false, true), ("Generic RGB Profile", false, false),
  ])
  func namesSayWhichSpaceTheyAre(_ name: String, _ srgb: Bool, _ p3: Bool) {
    #expect(ICCProfileName.isSRGB(name) == srgb)
    #expect(ICCProfileName.isDisplayP3(name) == p3)
  }

  /// The smallest v4 profile with one `mluc` description record.
  static func mlucProfile(_ text: String) -> [UInt8] {
    func word(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(value >> (24 - 8 * $0) & 0xFF) } }
    let units = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    let tag =
      Array("mluc".utf8) + word(0) + word(1) + word(12) + Array("enUS".utf8)
      + word(units.count) + word(28) + units
    let offset = 128 + 4 + 12
    return [UInt8](repeating: 0, count: 128) + word(1) + Array("desc".utf8) + word(offset)
      + word(tag.count) + tag
  }
}

@Suite struct SharedWordingTests {
  @Test func anAlphaCarrierIsTheChannelOrTheTransparencyChunk() throws {
    let glyph = SampleArt.barGlyph(side: 8)
    let rgba = try PNGDecoder().inspect(try PNGEncoder(format: .rgba8).encode(glyph), file: "a")
    #expect(AlphaCarrier.describe(rgba) == "an alpha channel (RGBA)")
    // PngSuite's RGB image with a tRNS key colour.
    let suite = try #require(Repository.bytes("Tests/PNGCodecTests/PngSuite/png/tbrn2c08.png"))
    let keyed = try PNGDecoder().inspect(suite, file: "tbrn2c08.png")
    #expect(keyed.hasTRNS && !keyed.hasAlphaChannel)
    #expect(AlphaCarrier.describe(keyed) == "a tRNS chunk (transparency)")
  }

  @Test func sizesAreListedAsAlternatives() {
    #expect(PixelSize.list([PixelSize(57, 57)]) == "57x57 px")
    #expect(
      PixelSize.list([PixelSize(768, 1004), PixelSize(768, 1024)])
        == "768x1004 or 768x1024 px")
  }

  @Test(arguments: [
    ("Icon.png", "Icon.png"), ("My App/Icon.png", "'My App/Icon.png'"),
    ("it's.png", #"'it'\''s.png'"#), ("", "''"), ("a;rm -rf.png", "'a;rm -rf.png'"),
  ])
  func pathsInFixCommandsAreOneShellWord(_ path: String, _ word: String) {
    #expect(path.shellWord == word)
  }
}
