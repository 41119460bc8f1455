import CheckConfiguration
import Foundation
import Testing

struct GlobTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let pattern: String
    let path: String
    let matches: Bool

    init(_ pattern: String, _ path: String, _ matches: Bool) {
      self.pattern = pattern
      self.path = path
      self.matches = matches
    }

    var testDescription: String { "'\(pattern)' \(matches ? "~" : "!~") '\(path)'" }
  }

  static let cases: [Case] = [
    // `*` and `?` stay within one component.
    Case("*.png", "Icon.png", true),
    Case("*.png", "Icon.jpg", false),
    Case("Images/*.png", "Images/a.png", true),
    Case("Images/*.png", "Images/x/a.png", false),
    Case("Icon?.png", "Icon2.png", true),
    Case("Icon?.png", "Icon.png", false),
    Case("Icon?.png", "Icon22.png", false),
    Case("a?b", "a/b", false),
    Case("Images*", "Images/a.png", false),
    Case("*", "", false),
    Case("*.png", ".png", true),
    // Classes.
    Case("Icon[0-9].png", "Icon7.png", true),
    Case("Icon[0-9].png", "Iconx.png", false),
    Case("Icon[abc].png", "Iconb.png", true),
    Case("Icon[!abc].png", "Iconb.png", false),
    Case("Icon[!abc].png", "Icond.png", true),
    Case("Icon[^abc].png", "Icond.png", true),
    Case("Icon[]].png", "Icon].png", true),
    Case("Icon[a-].png", "Icon-.png", true),
    Case("Icon[\\]].png", "Icon].png", true),
    // `**` as a whole component.
    Case("Images/**/*.png", "Images/a.png", true),
    Case("Images/**/*.png", "Images/x/a.png", true),
    Case("Images/**/*.png", "Images/x/y/a.png", true),
    Case("Images/**/*.png", "Other/a.png", false),
    Case("Images/**/*.png", "Images/x/a.jpg", false),
    Case("**/Icon.png", "Icon.png", true),
    Case("**/Icon.png", "a/b/c/Icon.png", true),
    Case("**/Icon.png", "a/b/c/Icon.png.bak", false),
    Case("Vendor/**", "Vendor/a.png", true),
    Case("Vendor/**", "Vendor/x/y/a.png", true),
    Case("Vendor/**", "Vendor", false),
    Case("Vendor/**", "NotVendor/a.png", false),
    Case("a/**/b/**/c", "a/b/c", true),
    Case("a/**/b/**/c", "a/x/b/y/z/c", true),
    Case("a/**/b/**/c", "a/x/c/y/b", false),
    Case("a/**/**/b", "a/b", true),
    Case("**", "anything/at/all.png", true),
    // Stars inside a component are ordinary stars.
    Case("a**b", "axxb", true),
    Case("a**b", "ax/xb", false),
    // No `/`: the last component at any depth.
    Case("*-old.png", "A/b-old.png", true),
    Case("*-old.png", "b-old.png", true),
    Case("*-old.png", "A/b-old.png/c", false),
    Case("Icon.png", "Deep/er/Icon.png", true),
    // A `/` anchors at the start.
    Case("App/Icon.png", "App/Icon.png", true),
    Case("App/Icon.png", "Other/App/Icon.png", false),
    Case("Targets/*", "Targets/Main", true),
    Case("Targets/*", "Targets/Main/Icon.png", false),
    // A leading `./` or `/` is dropped (and still anchors); a trailing `/` does not anchor.
    Case("./Icon.png", "Icon.png", true),
    Case("./Icon.png", "A/Icon.png", false),
    Case("/Icon.png", "Icon.png", true),
    Case("/Icon.png", "A/Icon.png", false),
    Case("Vendor/", "A/Vendor", true),
    Case("Icon.png", "./Icon.png", true),
    // Case-sensitive, as on the device.
    Case("icon.png", "Icon.png", false),
    Case("*.PNG", "Icon.png", false),
    // Escapes.
    Case("\\*.png", "*.png", true),
    Case("\\*.png", "a.png", false),
    // Non-ASCII names compare as Swift strings do.
    Case("Icon\u{E9}.png", "Icone\u{301}.png", true),
    Case("Icon?.png", "Icone\u{301}.png", true),
  ]

  @Test(arguments: cases)
  func matching(_ test: Case) throws {
    let glob = try Glob(test.pattern)
    #expect(glob.matches(test.path) == test.matches)
  }

  static let ancestorCases: [Case] = [
    Case("Vendor", "Vendor/Lib/Icon.png", true),
    Case("Vendor", "App/Vendor/Icon.png", true),
    Case("Vendor", "App/Vendors/Icon.png", false),
    Case("/Vendor", "App/Vendor/Icon.png", false),
    Case("Vendor/**", "Vendor/Icon.png", true),
    Case("*-old.png", "App/Icon-old.png", true),
    Case("*-old.png", "App/Icon.png", false),
    Case("Targets/*", "Targets/Main/Images/Icon.png", true),
    Case("Targets/*", "Other/Main/Icon.png", false),
    Case("App", "", false),
  ]

  @Test(arguments: ancestorCases)
  func folderOrAncestor(_ test: Case) throws {
    let glob = try Glob(test.pattern)
    #expect(glob.matchesFolderOrAncestor(test.path) == test.matches)
  }

  static let invalid: [(String, String)] = [
    ("Images/[ab.png", "invalid glob 'Images/[ab.png': '[' is not closed"),
    ("[!]", "invalid glob '[!]': '[' is not closed"),
    ("Icon[z-a].png", "invalid glob 'Icon[z-a].png': the range 'z-a' is reversed"),
    ("Icon\\", "invalid glob 'Icon\\': '\\' at the end escapes nothing"),
    ("", "invalid glob '': the pattern is empty"),
    ("./", "invalid glob './': the pattern is empty"),
    ("../Icon.png", "invalid glob '../Icon.png': '..' cannot match inside the base folder"),
  ]

  @Test(arguments: invalid)
  func invalidPatterns(_ pattern: String, _ description: String) {
    #expect(throws: GlobError.self) { try Glob(pattern) }
    do {
      _ = try Glob(pattern)
    } catch {
      #expect(error.description == description)
      #expect(error.pattern == pattern)
    }
  }

  @Test func keepsThePatternVerbatimAndComparesByIt() throws {
    let glob = try Glob("./Images//**/*.png")
    #expect(glob.pattern == "./Images//**/*.png")
    #expect(glob.matches("Images/x/a.png"))
    #expect(try Glob("*.png") == Glob("*.png"))
    #expect(try Glob("*.png") != Glob("./*.png"))
    #expect(Set([try Glob("a"), try Glob("a"), try Glob("b")]).count == 2)
  }

  /// A naive backtracking matcher takes exponential time on these; the single
  /// backtrack point keeps them well under a second.
  @Test func pathologicalPatternsFinishFast() throws {
    let segment = try Glob("*a*a*a*a*a*a*a*a*a*a*a*a*b")
    let components = try Glob("**/a/**/a/**/a/**/a/**/a/**/a/**/b")
    let longName = String(repeating: "a", count: 5_000)
    let deepPath = Array(repeating: "a", count: 2_000).joined(separator: "/")
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      #expect(!segment.matches(longName))
      #expect(segment.matches(longName + "b"))
      #expect(!components.matches(deepPath))
      #expect(components.matches(deepPath + "/b"))
      #expect(
        !components.matchesFolderOrAncestor(
          Array(repeating: "a", count: 300).joined(separator: "/")))
    }
    #expect(elapsed < .seconds(2))
  }
}
