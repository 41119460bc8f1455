import Testing
import YAMLReader

/// Each kind of malformed text: its typed error, where it is placed, and what it says.
struct YAMLErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let text: String
    let problem: YAMLError.Problem
    let line: Int
    let column: Int

    init(_ text: String, _ problem: YAMLError.Problem, _ line: Int, _ column: Int) {
      self.text = text
      self.problem = problem
      self.line = line
      self.column = column
    }

    var testDescription: String { text.debugDescription }
  }

  static let cases: [Case] = [
    // Tabs where YAML wants spaces.
    Case("a:\n\tb: 1", .tabIndentation, 2, 1),
    Case("- \tb", .tabIndentation, 1, 3),
    Case("a: b\n\tc", .tabInPlainScalar, 2, 1),
    Case("a: |\n \tx", .tabInBlockScalar, 2, 2),
    // Strings never closed: placed where they open.
    Case("a: \"open", .unterminatedString(quote: "\""), 1, 4),
    Case("a: 'x\nb: 1\n", .unterminatedString(quote: "'"), 1, 4),
    Case(
      "a: \"x\n---\n\"", .documentMarkerInString(opened: YAMLPosition(line: 1, column: 4)), 2, 1),
    // Indentation.
    Case("a:\n  b: 1\n c: 2", .expectedKey(mapping: YAMLPosition(line: 1, column: 1)), 3, 2),
    Case("profiles: iphoneos3\n  bad: indent", .colonNotAllowed, 2, 6),
    Case("a: 1\nb\nc: 2", .missingColon, 2, 1),
    Case("a: - b", .listEntryNotAllowed, 1, 4),
    Case("a: ? b", .explicitKeyNotAllowed, 1, 4),
    Case("- a\nb: c", .expectedListEntry(list: YAMLPosition(line: 1, column: 1)), 2, 1),
    // Flow collections.
    Case("a: [1, 2\nb: 3", .unclosedList(opened: YAMLPosition(line: 1, column: 4)), 2, 2),
    Case("{a: 1", .unclosedMapping(opened: YAMLPosition(line: 1, column: 1)), 2, 1),
    Case("a: ]", .expectedValue(found: "']'"), 1, 4),
    Case("[a:,b]", .colonInFlowValue, 1, 3),
    // Anchors, aliases, tags.
    Case("a: *nope", .undefinedAlias("nope"), 1, 4),
    Case("a: &x [*x]", .undefinedAlias("x"), 1, 8),
    Case("a: [*.png]", .missingName(indicator: "*"), 1, 5),
    Case("a: & x", .missingName(indicator: "&"), 1, 4),
    Case("a: !x!y z", .undefinedTagHandle("!x!"), 1, 4),
    Case("a: !<x", .malformedTag("'!<' without '>'"), 1, 7),
    // Keys.
    Case("a: 1\nb: 2\na: 3", .duplicateKeys(["a"], first: YAMLPosition(line: 1, column: 1)), 3, 1),
    Case(
      "{b: 1, a: 2, b: 3, a: 4}",
      .duplicateKeys(["a", "b"], first: YAMLPosition(line: 1, column: 8)),
      1, 20),
    Case(
      "? [x, y]\n: 1\n? [x, y]\n: 2",
      .duplicateKeys(["[…]"], first: YAMLPosition(line: 1, column: 3)),
      3, 3),
    // Escapes.
    Case("a: \"\\q\"", .unknownEscape("q"), 1, 5),
    Case("a: \"\\x4\"", .shortEscape(letter: "x", digits: 2), 1, 7),
    Case("a: \"\\uD800\"", .escapeOutOfRange(0xD800), 1, 7),
    // Block scalar headers.
    Case("a: |0\n  x", .malformedBlockScalarHeader("an indentation indicator of 0"), 1, 5),
    Case(
      "a: |x\n  x", .malformedBlockScalarHeader("text after the indicators on their line"), 1, 5),
    // Characters.
    Case("@a", .cannotStart("@"), 1, 1),
    Case("a: %b", .cannotStart("%"), 1, 4),
    Case("a: b\u{7}", .controlCharacter(7), 1, 5),
    Case("a:\n  - \u{FFFE}", .controlCharacter(0xFFFE), 2, 5),
    // Documents and directives.
    Case("a: 1\n...\nb: 2", .expectedDocumentStart, 3, 1),
    Case("%YAML 2.0\n---\na", .unsupportedVersion(major: 2, minor: 0), 1, 1),
    Case("%YAML 1.1\n%YAML 1.1\n---\na", .duplicateYAMLDirective, 2, 1),
    Case("%TAG !a! x\n%TAG !a! y\n---\na", .duplicateTagDirective(handle: "!a!"), 2, 1),
    Case("%FOO bar\n---\na", .unknownDirective("FOO"), 1, 1),
  ]

  @Test("each malformed text gives its typed error at its place", arguments: cases)
  func errors(_ testCase: Case) {
    #expect(
      throws: YAMLError(
        testCase.problem, at: YAMLPosition(line: testCase.line, column: testCase.column))
    ) {
      try YAMLDocument(testCase.text)
    }
  }

  @Test("bytes that are not UTF-8 are refused at their byte, placed by line and column")
  func notUTF8() {
    #expect(throws: YAMLError(.notUTF8(byteOffset: 8), at: YAMLPosition(line: 2, column: 4))) {
      try YAMLDocument(bytes: Array("a: 1\nb: ".utf8) + [0xFF])
    }
    // An overlong "/" and an encoded surrogate.
    #expect(throws: YAMLError(.notUTF8(byteOffset: 3), at: YAMLPosition(line: 1, column: 4))) {
      try YAMLDocument(bytes: Array("a: ".utf8) + [0xC0, 0xAF])
    }
    #expect(throws: YAMLError(.notUTF8(byteOffset: 3), at: YAMLPosition(line: 1, column: 4))) {
      try YAMLDocument(bytes: Array("a: ".utf8) + [0xED, 0xA0, 0x80])
    }
  }

  @Test("the limits: bytes, depth, nodes and aliases expanded, each named in its error")
  func limits() {
    #expect(
      throws: YAMLError(.tooLarge(bytes: 11, limit: 10), at: YAMLPosition(line: 1, column: 1))
    ) {
      try YAMLDocument("a: 12345678", limits: YAMLLimits(maxBytes: 10))
    }
    let shallow = YAMLLimits(maxDepth: 3)
    #expect(throws: Never.self) { try YAMLDocument("[[[[]]]]", limits: shallow) }
    #expect(throws: YAMLError(.tooDeep(limit: 3), at: YAMLPosition(line: 1, column: 5))) {
      try YAMLDocument("[[[[[]]]]]", limits: shallow)
    }
    // A scalar is a level too: here it is 3 levels down.
    #expect(throws: YAMLError(.tooDeep(limit: 2), at: YAMLPosition(line: 1, column: 4))) {
      try YAMLDocument("[[[a]]]", limits: YAMLLimits(maxDepth: 2))
    }
    // An alias deepens what it is attached to: the anchored list is 2 deep, here at depth 2.
    #expect(throws: YAMLError(.tooDeep(limit: 3), at: YAMLPosition(line: 2, column: 6))) {
      try YAMLDocument("a: &x [[1]]\nb: [[*x]]", limits: shallow)
    }
    #expect(throws: YAMLError(.tooManyNodes(limit: 4), at: YAMLPosition(line: 1, column: 14))) {
      try YAMLDocument("[a, b, c, d, e]", limits: YAMLLimits(maxNodes: 4))
    }
    #expect(
      throws: YAMLError(.aliasesExpandTooFar(limit: 10), at: YAMLPosition(line: 2, column: 4))
    ) {
      try YAMLDocument("a: &a [x, x, x]\nb: [*a, *a, *a]", limits: YAMLLimits(maxExpandedNodes: 10))
    }
  }

  @Test("messages: the fact in a user's words, lowercase, no final period, with the place")
  func messages() {
    let error = YAMLError(
      .unclosedList(opened: YAMLPosition(line: 1, column: 11)), at: YAMLPosition(line: 2, column: 8)
    )
    #expect(
      error.description == "line 2, column 8: expected ',' or ']' in the list opened with '[' at "
        + "line 1, column 11")
    for testCase in Self.cases {
      let message = testCase.problem.message
      #expect(message.first?.isLowercase == true || message.first == "'", "\(message)")
      #expect(message.last != ".", "\(message)")
    }
    #expect(
      YAMLError.Problem.duplicateKeys(["a"], first: YAMLPosition(line: 1, column: 1)).message
        == "duplicate key 'a' (first at line 1)")
    #expect(YAMLError.Problem.controlCharacter(7).message.hasPrefix("control character U+0007 "))
    #expect(
      YAMLError.Problem.tooDeep(limit: 1_000).message == "values nest deeper than 1000 levels")
  }
}
