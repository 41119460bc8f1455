import DataFormats
import Testing

/// The XML reader on every element, the markup around them, and the files it must refuse, with
/// the line each refusal names.
struct XMLPropertyListTests {
  static func parse(_ text: String) throws(PropertyListError) -> PropertyList {
    try PropertyList.parse(Array(text.utf8))
  }

  static func plist(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    \(body)
    </plist>
    """
  }

  @Test("reads every element, nested, with the declaration and DOCTYPE")
  func everyElement() throws {
    let list = try Self.parse(
      Self.plist(
        """
        <dict>
          <key>string</key><string>Icon.png</string>
          <key>integer</key><integer> -42 </integer>
          <key>hex</key><integer>0x1F</integer>
          <key>big</key><integer>18446744073709551615</integer>
          <key>real</key><real>2.5</real>
          <key>exponent</key><real>1e3</real>
          <key>yes</key><true/>
          <key>no</key><false/>
          <key>date</key><date>2001-01-02T00:00:01Z</date>
          <key>data</key><data>
            AAEC
            /w==
          </data>
          <key>array</key><array><string>a</string><array><dict/></array></array>
          <key>nested</key><dict><key>deeper</key><dict><key>x</key><integer>1</integer></dict></dict>
        </dict>
        """))
    #expect(
      list
        == .dictionary([
          "string": .string("Icon.png"), "integer": .integer(-42), "hex": .integer(31),
          "big": .unsignedInteger(.max), "real": .real(2.5), "exponent": .real(1000),
          "yes": .boolean(true), "no": .boolean(false), "date": .date(secondsSince2001: 86_401),
          "data": .data([0, 1, 2, 255]),
          "array": .array([.string("a"), .array([.dictionary([:])])]),
          "nested": .dictionary(["deeper": .dictionary(["x": .integer(1)])]),
        ]))
  }

  @Test("empty forms give empty values")
  func emptyForms() throws {
    let list = try Self.parse(
      Self.plist(
        "<array><string/><dict/><array/><data/><dict></dict><array></array><string></string></array>"
      ))
    #expect(
      list
        == .array([
          .string(""), .dictionary([:]), .array([]), .data([]), .dictionary([:]), .array([]),
          .string(""),
        ]))
    #expect(
      try Self.parse(Self.plist("<dict><key/><string>v</string></dict>"))
        == .dictionary(["": .string("v")]))
  }

  @Test("a string keeps its white space, entities, character references and CDATA")
  func stringText() throws {
    let text =
      "  two  spaces\n\ta tab &amp; &lt;b&gt; &apos;&quot; &#233;&#x1F600; <![CDATA[<raw> & ]]>end  "
    let list = try Self.parse(Self.plist("<string>\(text)</string>"))
    #expect(list == .string("  two  spaces\n\ta tab & <b> '\" é😀 <raw> & end  "))
  }

  @Test("comments and processing instructions may stand between elements and inside text")
  func comments() throws {
    let list = try Self.parse(
      """
      <?xml version="1.0"?><!-- before -->
      <plist><!-- in --><dict><!-- a --><key>k</key><!-- b --><string>a<!-- c -->b</string></dict>
      <?pi after?></plist>
      """)
    #expect(list == .dictionary(["k": .string("ab")]))
  }

  @Test("the last of two equal keys wins, as in Foundation")
  func duplicateKeys() throws {
    let list = try Self.parse(
      Self.plist("<dict><key>a</key><string>1</string><key>a</key><string>2</string></dict>"))
    #expect(list == .dictionary(["a": .string("2")]))
  }

  @Test("a bare value without <plist>, a byte-order mark, UTF-16 and ISO-8859-1 are read")
  func encodings() throws {
    #expect(try Self.parse("<string>bare</string>") == .string("bare"))
    #expect(
      try PropertyList.parse([0xEF, 0xBB, 0xBF] + Array("<plist><true/></plist>".utf8))
        == .boolean(true))
    let utf16: [UInt8] =
      [0xFF, 0xFE]
      + "<plist><string>é</string></plist>".utf16.flatMap {
        [UInt8($0 & 0xFF), UInt8($0 >> 8)]
      }
    #expect(try PropertyList.parse(utf16) == .string("é"))
    let latin1 =
      Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><plist><string>".utf8) + [0xE9]
      + Array("</string></plist>".utf8)
    #expect(try PropertyList.parse(latin1) == .string("é"))
  }

  @Test(
    "refuses what is not a property list, naming the line and what is wrong",
    arguments: [
      ("<plist><dict><key>a</key></dict></plist>", 1, "the key 'a' has no value"),
      (
        "<plist><dict>\n<key>a</key><key>b</key><true/></dict></plist>", 2,
        "the key 'a' has no value"
      ),
      ("<plist><string>a &foo; b</string></plist>", 1, "&foo; is not one of XML's five entities"),
      ("<plist><string>&#xD800;</string></plist>", 1, "&#xD800; names no character"),
      ("<plist><array>\n<integer>x</integer></array></plist>", 2, "'x' is not an integer"),
      ("<plist><integer></integer></plist>", 1, "'' is not an integer"),
      (
        "<plist><integer>99999999999999999999</integer></plist>", 1,
        "the integer 99999999999999999999 does not fit in 64 bits"
      ),
      (
        "<plist><integer>-9223372036854775809</integer></plist>", 1,
        "the integer -9223372036854775809 does not fit in 64 bits"
      ),
      ("<plist><real>fast</real></plist>", 1, "'fast' is not a real number"),
      (
        "<plist><date>yesterday</date></plist>", 1,
        "'yesterday' is not a date (YYYY-MM-DDTHH:MM:SSZ)"
      ),
      ("<plist><dict><key>a</key><string>x</string>", 1, "the file ends inside <dict>"),
      (
        "<plist><dict>\n<string>x</string></dict></plist>", 2,
        "a <dict> holds <string> where a <key> belongs"
      ),
      ("<plist><array></dict></plist>", 1, "</dict> closes <array>"),
      ("<plist><frob/></plist>", 1, "<frob> is not a property-list element"),
      (
        "<plist><dict>\n#ifdef X\n</dict></plist>", 2,
        "the text '#ifdef X' stands where an element belongs"
      ),
      ("<plist></plist>", 1, "the file holds no value"),
      ("<?xml version=\"1.0\"?>\n<!-- only a comment -->", 2, "the file holds no value"),
      ("<plist><string>a<b/></string></plist>", 1, "<string> holds <b>, not text"),
      ("<plist><true/><false/></plist>", 1, "<plist> holds more than one value"),
      ("<plist><!-- open", 1, "the file ends inside a comment"),
      (
        "<?xml version=\"1.0\" encoding=\"Shift_JIS\"?><plist/>", 1,
        "the encoding Shift_JIS is not read (UTF-8, UTF-16 and ISO-8859-1 are)"
      ),
    ])
  func refusals(text: String, line: Int, problem: String) {
    #expect(throws: PropertyListError.self) { try Self.parse(text) }
    do {
      _ = try Self.parse(text)
    } catch {
      #expect(error.place == .line(line))
      #expect(error.problem.description == problem)
      #expect(error.description == "line \(line): \(problem)")
    }
  }

  @Test("text that is not UTF-8 is refused at its line")
  func notUTF8() {
    let bytes = Array("<plist>\n<string>".utf8) + [0xC3, 0x28] + Array("</string></plist>".utf8)
    #expect(throws: PropertyListError(.line(2), .notText(encoding: "UTF-8"))) {
      try PropertyList.parse(bytes)
    }
  }

  @Test("nesting a million deep is refused at the limit, without a stack overflow")
  func deepNesting() {
    let depth = 1_000_000
    let text =
      "<plist>" + String(repeating: "<array>", count: depth)
      + String(repeating: "</array>", count: depth) + "</plist>"
    #expect(throws: PropertyListError(.line(1), .tooDeep(limit: PropertyList.maxDepth))) {
      try Self.parse(text)
    }
    let fine =
      String(repeating: "<array>", count: PropertyList.maxDepth)
      + String(repeating: "</array>", count: PropertyList.maxDepth)
    #expect((try? Self.parse("<plist>\(fine)</plist>")) != nil)
  }

  @Test("what follows the top element is not read, as Foundation reads none of it")
  func trailingText() throws {
    #expect(try Self.parse("<plist><true/></plist>\n#endif\n") == .boolean(true))
  }
}
