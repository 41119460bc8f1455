import BuildDescriptions
import Testing

/// The small XML reader: structure, entities, the leniency real files need, and the typed
/// errors (with their byte offsets) of broken and hostile input.
struct MarkupDocumentTests {
  func parse(_ text: String) throws(MarkupError) -> MarkupDocument {
    try MarkupDocument(bytes: Array(text.utf8))
  }

  @Test("elements, attributes in document order, text and lines")
  func structure() throws {
    let document = try parse(
      """
      <?xml version="1.0" encoding="utf-8"?>
      <!-- a comment before the root -->
      <widget id="com.example.app" version="2.1.0" xmlns:gap="http://phonegap.com/ns/1.0">
        <name>Example</name>
        <platform name="ios">
          <icon src="res/ios/icon-60@3x.png" width="180" height="180" />
          <icon src='res/ios/icon-1024.png' width = "1024"   height="1024"/>
        </platform>
      </widget>
      """)
    let root = document.root
    #expect(root.name == "widget")
    #expect(root.line == 3)
    #expect(root.offset == 74)
    #expect(
      root.attributes.map(\.name) == ["id", "version", "xmlns:gap"])
    #expect(root.attribute("version") == "2.1.0")
    #expect(root.attribute("missing") == nil)
    #expect(root.children.map(\.name) == ["name", "platform"])
    #expect(root.children(named: "name").first?.text == "Example")
    let icons = root.descendants(named: "icon")
    #expect(
      icons.map { $0.attribute("src") } == ["res/ios/icon-60@3x.png", "res/ios/icon-1024.png"])
    #expect(icons.map(\.line) == [6, 7])
    #expect(icons[1].attribute("width") == "1024")
    #expect(icons[0].children.isEmpty)
    #expect(root.children(named: "icon").isEmpty)
  }

  @Test("predefined, numeric and unknown entities; CDATA kept as written")
  func entities() throws {
    let document = try parse(
      """
      <a title="Tom &amp; Jerry &quot;&#65;&#x42;&apos;&lt;&gt;" bad="&nbsp;&#0;&#xD800;&#12">\
      x &lt; y &amp;&amp; z &unknown; &#x1F600;<![CDATA[<raw> &amp;]]></a>
      """)
    #expect(document.root.attribute("title") == "Tom & Jerry \"AB'<>")
    #expect(document.root.attribute("bad") == "&nbsp;&#0;&#xD800;&#12")
    #expect(document.root.text == "x < y && z &unknown; 😀<raw> &amp;")
  }

  @Test("line breaks: CRLF in text becomes LF, in attributes a space")
  func lineEnds() throws {
    let document = try parse("<a v=\"one\r\ntwo\tthree\">l1\r\nl2\rl3</a>")
    #expect(document.root.attribute("v") == "one two three")
    #expect(document.root.text == "l1\nl2\nl3")
  }

  @Test("a byte-order mark, a DOCTYPE with an internal subset, and processing instructions")
  func prologue() throws {
    let text =
      "\u{FEFF}<?xml version=\"1.0\"?>\n<!DOCTYPE a [ <!ENTITY e \"x>y\"> ]>\n<?pi data?>\n<a><?inside?>t</a>\n<!-- end -->\n"
    let document = try parse(text)
    #expect(document.root.name == "a")
    #expect(document.root.text == "t")
    #expect(document.root.line == 4)
  }

  @Test("text directly inside an element, children's text excluded")
  func ownText() throws {
    let document = try parse("<a> one <b>two</b> three </a>")
    #expect(document.root.text == " one  three ")
    #expect(document.root.children.first?.text == "two")
  }

  @Test("descendants are in document order at every depth")
  func descendantsOrder() throws {
    let document = try parse("<r><x n='1'><x n='2'/></x><y><x n='3'/></y><x n='4'/></r>")
    #expect(
      document.root.descendants(named: "x").compactMap { $0.attribute("n") } == [
        "1", "2", "3", "4",
      ])
  }

  @Test(
    "broken structure is a typed error with its offset",
    arguments: [
      ("<a><b></a>", MarkupError.mismatchedEndTag(expected: "b", found: "a", offset: 6)),
      ("<a><b>", .unclosedTag(name: "b", offset: 3)),
      ("</a>", .unexpectedEndTag(name: "a", offset: 0)),
      ("<a></a><b/>", .contentOutsideRoot(offset: 7)),
      ("<a/>text", .contentOutsideRoot(offset: 4)),
      ("<a x></a>", .badAttribute(offset: 3)),
      ("<a x=y></a>", .badAttribute(offset: 3)),
      ("<a x=\"1></a>", .unterminated(construct: "attribute value", offset: 3)),
      ("<a><!-- never", .unterminated(construct: "comment", offset: 3)),
      ("<a><![CDATA[ never", .unterminated(construct: "CDATA section", offset: 3)),
      ("<?xml ", .unterminated(construct: "processing instruction", offset: 0)),
      ("<!DOCTYPE a [ ", .unterminated(construct: "DOCTYPE", offset: 0)),
      ("<a", .unterminated(construct: "tag", offset: 0)),
      ("<a>< b/></a>", .badTag(offset: 3)),
      ("<a></a >x", .contentOutsideRoot(offset: 8)),
      ("<a/ >", .badTag(offset: 0)),
      ("", .noRootElement),
      ("  <!-- only a comment -->  ", .noRootElement),
    ])
  func brokenStructure(text: String, expected: MarkupError) {
    #expect(throws: expected) { try parse(text) }
  }

  @Test("bytes that are not UTF-8, and UTF-16, are refused with the offset")
  func notUTF8() {
    #expect(throws: MarkupError.notUTF8(offset: 6)) {
      try MarkupDocument(bytes: Array("<a>ok ".utf8) + [0xC3, 0x28] + Array("</a>".utf8))
    }
    #expect(throws: MarkupError.notUTF8(offset: 0)) {
      try MarkupDocument(bytes: [0xFF, 0xFE, 0x3C, 0x00, 0x61, 0x00])
    }
    // An overlong encoding of "/" and a surrogate encoded in UTF-8.
    #expect(throws: MarkupError.notUTF8(offset: 3)) {
      try MarkupDocument(bytes: Array("<a>".utf8) + [0xC0, 0xAF] + Array("</a>".utf8))
    }
    #expect(throws: MarkupError.notUTF8(offset: 3)) {
      try MarkupDocument(bytes: Array("<a>".utf8) + [0xED, 0xA0, 0x80] + Array("</a>".utf8))
    }
  }

  @Test("nesting past the depth limit stops at the element that crosses it")
  func tooDeep() throws {
    let deep = String(repeating: "<d>", count: 300) + String(repeating: "</d>", count: 300)
    #expect(throws: MarkupError.tooDeep(limit: 256, offset: 256 * 3)) { try parse(deep) }
    let fits = String(repeating: "<d>", count: 256) + String(repeating: "</d>", count: 256)
    var depth = 0
    var element: MarkupElement? = try parse(fits).root
    while let current = element {
      depth += 1
      element = current.children.first
    }
    #expect(depth == 256)
    #expect(throws: MarkupError.tooDeep(limit: 4, offset: 12)) {
      try MarkupDocument(bytes: Array("<a><b><c><d><e/></d></c></b></a>".utf8), maxDepth: 4)
    }
  }

  @Test("more elements than the limit are refused; a million-deep file ends quickly")
  func tooMany() throws {
    let many = "<r>" + String(repeating: "<i/>", count: 1_000) + "</r>"
    #expect(throws: MarkupError.tooManyElements(limit: 500, offset: 3 + 499 * 4)) {
      try MarkupDocument(bytes: Array(many.utf8), maxElements: 500)
    }
    #expect(try MarkupDocument(bytes: Array(many.utf8)).root.children.count == 1_000)
    let hostile = String(repeating: "<d>", count: 1_000_000)
    #expect(throws: MarkupError.tooDeep(limit: 256, offset: 768)) { try parse(hostile) }
  }

  @Test("more bytes than the limit are refused before reading")
  func tooLarge() {
    let bytes = [UInt8](repeating: 0x20, count: MarkupDocument.maxBytes + 1)
    #expect(throws: MarkupError.tooLarge(bytes: MarkupDocument.maxBytes + 1, limit: 16 << 20)) {
      try MarkupDocument(bytes: bytes)
    }
  }

  @Test("error descriptions say what and where")
  func descriptions() {
    #expect(
      MarkupError.mismatchedEndTag(expected: "b", found: "a", offset: 6).description
        == "</a> at byte 6 closes <b>")
    #expect(
      MarkupError.unclosedTag(name: "b", offset: 3).description
        == "<b> opened at byte 3 is never closed")
    #expect(MarkupError.noRootElement.description == "it holds no element")
    #expect(
      MarkupError.tooDeep(limit: 256, offset: 768).description
        == "elements nest deeper than 256 levels at byte 768")
  }
}
