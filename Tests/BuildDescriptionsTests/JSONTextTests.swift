import Testing

@testable import BuildDescriptions

/// The small JSON reader behind app.json, tauri.conf.json and JSON XcodeGen specs.
struct JSONTextTests {
  func parse(_ text: String) throws(BuildDescriptionError) -> JSONValue {
    try JSONText.parse(Array(text.utf8), limit: 1 << 20)
  }

  @Test("values, member lines, duplicates (the last wins), numbers as written")
  func values() throws {
    let value = try parse(
      """
      {
        "a": [1, -2.5e3, true, false, null],
        "b": {"c": "d"},
        "a": "again"
      }
      """)
    #expect(value["a"] == .string("again"))
    #expect(value.member("b")?.line == 3)
    #expect(value["b"]?["c"]?.string == "d")
    guard case .object(let members) = value else {
      Issue.record("expected an object")
      return
    }
    #expect(members.map(\.key) == ["a", "b", "a"])
    #expect(
      members[0].value
        == .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null]))
    let any = value.any as? [String: Any]
    #expect(any?["a"] as? String == "again")
    #expect((try parse("[7, 2.5]").any as? [Any])?.first as? Int == 7)
  }

  @Test("escapes, surrogate pairs, a lone surrogate as U+FFFD")
  func strings() throws {
    let value = try parse(#"["\"\\\/\b\f\n\r\t", "\u00e9\ud83d\ude00", "\ud800x", "\u0041"]"#)
    #expect(
      value
        == .array([
          .string("\"\\/\u{08}\u{0C}\n\r\t"), .string("é😀"), .string("\u{FFFD}x"), .string("A"),
        ]))
  }

  @Test("comments and trailing commas, as JSON5 readers accept")
  func lenient() throws {
    let value = try parse("/* head */ {\"a\": 1, // one\n \"b\": [2,],}")
    #expect(value["b"] == .array([.number("2")]))
  }

  @Test(
    "broken JSON names the problem and the byte",
    arguments: [
      ("", "the text ends where a value should be", 0),
      ("{\"a\" 1}", "expected ':' after an object key", 5),
      ("{a: 1}", "an object key must be a string", 1),
      ("[1 2]", "expected ',' or ']' in a list", 3),
      ("\"open", "a string never ends", 0),
      ("\"tab\there\"", "a control character inside a string", 4),
      ("\"\\q\"", "an unknown escape in a string", 3),
      ("\"\\u12\"", "a \\u escape without four hex digits", 3),
      ("-", "a number has no digits", 1),
      ("1.", "a number has no digits after its point", 2),
      ("1e", "a number has no exponent digits", 2),
      ("tru", "unexpected character", 0),
      ("{} x", "unexpected text after the value", 3),
    ])
  func errors(text: String, detail: String, offset: Int) {
    #expect(throws: BuildDescriptionError.notJSON(detail: detail, offset: offset)) {
      try parse(text)
    }
  }

  @Test("size, encoding and depth are bounded")
  func bounds() {
    #expect(throws: BuildDescriptionError.tooLarge(bytes: 11, limit: 10)) {
      try JSONText.parse(Array("[1,2,3,4,5]".utf8), limit: 10)
    }
    #expect(throws: BuildDescriptionError.notUTF8(offset: 2)) {
      try JSONText.parse([0x22, 0x61, 0x80, 0x22], limit: 10)
    }
    // A NUL is no text, at its offset in the file, the byte-order mark counted.
    #expect(throws: BuildDescriptionError.notUTF8(offset: 5)) {
      try JSONText.parse([0xEF, 0xBB, 0xBF, 0x22, 0x61, 0x00, 0x22], limit: 10)
    }
    // A byte-order mark is skipped; offsets still count it.
    #expect(throws: BuildDescriptionError.notJSON(detail: "unexpected character", offset: 3)) {
      try JSONText.parse([0xEF, 0xBB, 0xBF, 0x78], limit: 10)
    }
    let deep = String(repeating: "{\"a\":", count: 300) + "1" + String(repeating: "}", count: 300)
    #expect(
      throws: BuildDescriptionError.notJSON(detail: "nesting deeper than 256", offset: 256 * 5)
    ) { try parse(deep) }
  }
}
