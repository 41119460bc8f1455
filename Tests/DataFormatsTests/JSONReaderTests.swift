import DataFormats
import Foundation
import Testing

/// The JSON reader on every construct, the place and reason of each refusal, hostile nesting
/// and bytes, and against Foundation's `JSONSerialization`, which the shipped modules used
/// before: the same values from Contents.json and icon.json files, the same answers to the
/// casts their readers make, the same verdict on the edge cases.
struct JSONReaderTests {
  static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
    try JSONReader.parse(Array(text.utf8))
  }

  static func problem(_ bytes: [UInt8], allowingFragments: Bool = true) -> JSONSyntaxError? {
    do {
      _ = try JSONReader.parse(bytes, allowingFragments: allowingFragments)
      return nil
    } catch {
      return error
    }
  }

  @Test("reads every construct")
  func everyConstruct() throws {
    let node = try Self.parse(
      #"""
       { "images" : [ { "idiom" : "iphone", "scale" : "2x", "size" : "29x29" } ],
        "info" : { "author" : "xcode", "version" : 1 },
        "numbers": [0, -1, 2.5, -0.25e2, 1E3, 12345678901234567890],
        "literals": [true, false, null], "empty": [{}, [], ""],
        "escapes": "\" \\ \/ \b \f \n \r \t \u00e9 \ud83d\ude00 é" }
      """#)
    #expect(
      node
        == .object([
          "images": .array([
            .object(["idiom": .string("iphone"), "scale": .string("2x"), "size": .string("29x29")])
          ]),
          "info": .object(["author": .string("xcode"), "version": .number("1")]),
          "numbers": .array(
            ["0", "-1", "2.5", "-0.25e2", "1E3", "12345678901234567890"].map(JSONNode.number)),
          "literals": .array([.bool(true), .bool(false), .null]),
          "empty": .array([.object([:]), .array([]), .string("")]),
          "escapes": .string("\" \\ / \u{8} \u{C} \n \r \t é 😀 é"),
        ]))
    #expect(try Self.parse("\u{FEFF} [1] ") == .array([.number("1")]))
    #expect(try Self.parse(#"{"a": 1, "a": 2}"#) == .object(["a": .number("2")]))
    #expect(try Self.parse("[1, 2,]") == .array([.number("1"), .number("2")]))
    #expect(try Self.parse(#"{"a": 1,}"#) == .object(["a": .number("1")]))
  }

  @Test(
    "refuses what is not JSON, saying where (line, column, byte) and why",
    arguments: [
      (#"{ "images": [ { "filename": "badge.png" {"#, 1, 41, "'{' stands where ',' or '}' belongs"),
      ("{\n  \"a\": [1, 2\n", 3, 1, "the text ends inside an array"),
      ("[01]", 1, 2, "'01' is not a JSON number"),
      ("[1.]", 1, 2, "'1.' is not a JSON number"),
      ("[-]", 1, 2, "'-' is not a JSON number"),
      ("[.5]", 1, 2, "'.' stands where a value belongs"),
      ("[1e400]", 1, 2, "the number 1e400 is beyond a Double's range"),
      (#"["\x"]"#, 1, 3, #"'\x' is not an escape"#),
      (#"["\u12G4"]"#, 1, 3, #"'\u12G' is not an escape"#),
      (#"["\ud800"]"#, 1, 3, "a \\u escape is half of a UTF-16 surrogate pair"),
      ("[\"a\u{1}\"]", 1, 4, "a string holds the control character 0x1, which must be escaped"),
      ("[tru]", 1, 2, "'tru' is not true, false or null"),
      ("[1 2]", 1, 4, "'2' stands where ',' or ']' belongs"),
      (#"{"a" 1}"#, 1, 6, "'1' stands where ':' after the key belongs"),
      ("{a: 1}", 1, 2, "'a' stands where a key in quotes belongs"),
      ("[,]", 1, 2, "',' stands where a value belongs"),
      ("[1,,2]", 1, 4, "',' stands where a value belongs"),
      ("  ", 1, 3, "the text holds no value"),
      ("[1] x", 1, 5, "text follows the value"),
      ("\"é\" é", 1, 5, "text follows the value"),
      ("[\"never", 1, 2, "the text ends inside a string"),
    ])
  func refusals(text: String, line: Int, column: Int, problem: String) {
    let error = Self.problem(Array(text.utf8))
    #expect(error?.line == line)
    #expect(error?.column == column)
    #expect(error?.problem.description == problem)
    #expect(error?.description == "\(problem) at line \(line), column \(column)")
  }

  @Test("the byte offset points where the line and column do")
  func offsets() {
    let error = Self.problem(Array("{\n  \"é\": x}".utf8))
    #expect(
      error
        == JSONSyntaxError(
          line: 2, column: 8, offset: 10, problem: .unexpected("'x'", expected: "a value")))
  }

  @Test("a top level that is no object or array is refused only when fragments are not allowed")
  func fragments() {
    #expect(Self.problem(Array("42".utf8)) == nil)
    #expect(
      Self.problem(Array("42".utf8), allowingFragments: false)?.problem
        == .fragment(kind: "a number"))
    #expect(Self.problem(Array("[]".utf8), allowingFragments: false) == nil)
  }

  @Test("bytes that are not UTF-8 are refused at the first bad one")
  func notUTF8() {
    for bad: [UInt8] in [
      [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
    ] {
      let bytes = Array("[\"ok\",\n \"".utf8) + bad + Array("\"]".utf8)
      #expect(
        Self.problem(bytes) == JSONSyntaxError(line: 2, column: 3, offset: 9, problem: .notUTF8))
    }
  }

  @Test("nesting a million deep is refused at the limit, without a stack overflow")
  func deepNesting() {
    let depth = 1_000_000
    let deep = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let error = Self.problem(Array(deep.utf8))
    #expect(error?.problem == .tooDeep(limit: JSONReader.maxDepth))
    #expect(error?.offset == JSONReader.maxDepth)
    let objects = String(repeating: #"{"a":"#, count: depth)
    #expect(Self.problem(Array(objects.utf8))?.problem == .tooDeep(limit: JSONReader.maxDepth))
    let fine =
      String(repeating: "[", count: JSONReader.maxDepth)
      + String(repeating: "]", count: JSONReader.maxDepth)
    #expect(Self.problem(Array(fine.utf8)) == nil)
  }

  // MARK: Against Foundation

  /// Foundation's value as a `JSONNode`, numbers compared by value.
  static func same(_ ours: JSONNode, _ theirs: Any) -> Bool {
    switch ours {
    case .object(let members):
      guard let dictionary = theirs as? [String: Any], dictionary.count == members.count else {
        return false
      }
      return members.allSatisfy { key, value in dictionary[key].map { same(value, $0) } ?? false }
    case .array(let items):
      guard let array = theirs as? [Any], array.count == items.count else { return false }
      return zip(items, array).allSatisfy { same($0, $1) }
    case .string(let text): return theirs as? String == text
    case .number, .bool:
      guard let number = theirs as? NSNumber else { return false }
      return ours.double == theirs as? Double && ours.int == theirs as? Int
        && ours.bool == theirs as? Bool && "\(number)" != ""
    case .null: return theirs is NSNull
    }
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test("Contents.json and icon.json files read to Foundation's values")
  func sameValues() throws {
    var files = [
      Array(
        #"""
        {
          "images" : [
            { "filename" : "Icon-40.png", "idiom" : "iphone", "scale" : "2x", "size" : "20x20" },
            { "idiom" : "ios-marketing", "scale" : "1x", "size" : "1024x1024" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "filename" : "dark.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" }
          ],
          "info" : { "author" : "xcode", "version" : 1 },
          "properties" : { "template-rendering-intent" : "template", "pre-rendered" : true }
        }
        """#.utf8),
      Array(
        #"""
        {
          "fill" : { "automatic-gradient" : "extended-srgb:0.00000,0.53333,1.00000,1.00000" },
          "groups" : [ { "layers" : [ { "image-name" : "glyph.svg", "name" : "glyph",
            "position" : { "scale" : 1.5, "translation-in-points" : [ 0, -12.25 ] },
            "hidden" : false, "opacity" : 0.8 } ],
            "shadow" : { "kind" : "neutral", "opacity" : 0.5 }, "specular" : true } ],
          "supported-platforms" : { "circles" : [ "watchOS" ], "squares" : "shared" }
        }
        """#.utf8),
    ]
    for path in [
      "Fuzz/Seeds/plist-json/appearances-Contents.json",
      "Fuzz/Seeds/plist-json/appiconset-Contents.json",
      "SampleAssets/BrokenApp/Assets.xcassets/AppIcon.appiconset/Contents.json",
    ] {
      if let data = try? Data(contentsOf: Self.root.appendingPathComponent(path)) {
        files.append(Array(data))
      }
    }
    #expect(files.count == 5)
    for bytes in files {
      let theirs = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
      #expect(Self.same(try JSONReader.parse(bytes), theirs))
    }
  }

  @Test(
    "each value answers the readers' casts as Foundation's did",
    arguments: [
      "true", "false", "0", "1", "2", "-1", "1.0", "1.5", "0.0", "-0", "1e2",
      "12345678901234567890",
      "9007199254740993", "\"1\"", "null", "[1]", "{}",
    ])
  func sameCasts(text: String) throws {
    let ours = try Self.parse("[\(text)]").array![0]
    let theirs = try #require(
      (try JSONSerialization.jsonObject(with: Data("[\(text)]".utf8))) as? [Any])[0]
    #expect(ours.double == theirs as? Double, "as? Double")
    #expect(ours.int == theirs as? Int, "as? Int")
    #expect(ours.bool == theirs as? Bool, "as? Bool")
    #expect(ours.string == theirs as? String, "as? String")
    #expect(ours.isNull == (theirs is NSNull), "is NSNull")
  }

  @Test(
    "the edge cases of the format get Foundation's verdict",
    arguments: [
      "[1,]", "{\"a\":1,}", "[,]", "[1,,2]", "{,}", "[01]", "[-0]", "[1.]", "[.5]", "[1e]",
      "[1E+2]",
      "[-]", "[\"\\x\"]", "[\"\\u00\"]", "[\"a\u{7F}\"]", "[\"\\ud83d\\ude00\"]", "tru",
      "[true false]",
      "  ", "[1] [2]", "{\"a\" 1}", "{\"a\":}", "{1:2}", "[\"\t\"]", "\u{FEFF}[1]", "[NaN]",
      "[Infinity]", "// c\n[1]", "/* c */[1]", "['a']", "[1e400]", "[-1e-400]",
    ])
  func sameVerdict(text: String) {
    let bytes = Array(text.utf8)
    let ours = try? JSONReader.parse(bytes)
    let theirs = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    #expect(
      (ours == nil) == (theirs == nil),
      "ours \(String(describing: ours)), Foundation's \(String(describing: theirs))")
    if let ours, let theirs { #expect(Self.same(ours, theirs)) }
  }
}
