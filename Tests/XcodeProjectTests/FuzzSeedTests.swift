import TestSupport
import Testing

/// FuzzProject starts from the project fixtures these tests parse: each seed in
/// `Fuzz/Seeds/project` is one fixture's text as a file, and every fixture has its seed, so a
/// fixture that changes cannot leave the fuzzer on an old copy.
struct FuzzSeedTests {
  static let fixtures: [String: String] = [
    "legacy.pbxproj": LegacyProjectFixture.text, "notes.pbxproj": NotesProjectFixture.text,
    "runner.pbxproj": RunnerProjectFixture.text, "shop.pbxproj": ShopProjectFixture.text,
  ]

  @Test("the project seeds are the fixtures, byte for byte, and nothing else")
  func seedsAreTheFixtures() {
    #expect(Repository.files(under: "Fuzz/Seeds/project") == Self.fixtures.keys.sorted())
    for (name, text) in Self.fixtures {
      #expect(
        Repository.bytes("Fuzz/Seeds/project/" + name) == Array((text + "\n").utf8),
        "Fuzz/Seeds/project/\(name) differs from its fixture: write the fixture's text to it")
    }
  }
}
