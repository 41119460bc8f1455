import BuildDescriptions
import Testing

/// What a user reads when a build description cannot be read at all.
struct BuildDescriptionErrorTests {
  @Test(
    "descriptions: the fact, lowercase, no final period",
    arguments: [
      (
        BuildDescriptionError.tooLarge(bytes: 20_000_000, limit: 16_777_216),
        "it is 20000000 bytes, more than the 16777216 bytes any such file has"
      ),
      (.notUTF8(offset: 12), "it is not UTF-8 text (at byte 12)"),
      (
        .notYAML(detail: "found unexpected end of stream"),
        "it is not valid YAML (found unexpected end of stream)"
      ),
      (
        .notJSON(detail: "a string never ends", offset: 4),
        "it is not valid JSON (a string never ends at byte 4)"
      ),
      (
        .notXML(.unexpectedEndTag(name: "a", offset: 0)),
        "it is not well-formed XML (</a> at byte 0 closes no open element)"
      ),
      (
        .wrongTopLevel(expected: "a dictionary", found: "a list"),
        "its top level is a list, not a dictionary"
      ),
      (.tooManyValues(limit: 1_000_000), "its aliases expand to more than 1000000 values"),
      (.tooDeep(limit: 256), "its values nest deeper than 256 levels"),
      (
        .complexKey(line: 9),
        "a key on line 9 is a mapping or a list, where a key must be plain text"
      ),
    ])
  func descriptions(error: BuildDescriptionError, expected: String) {
    #expect(error.description == expected)
    #expect(error.description.first?.isLowercase == true)
    #expect(error.description.last != ".")
  }
}
