import DataFormats
import Foundation
import Testing

/// The OpenStep reader against Foundation's on the shapes project files take, and its errors
/// on the shapes they must not.
struct OpenStepPropertyListTests {
  /// Foundation's value as Swift containers, to compare with ours.
  static func foundation(_ text: String) -> Any? {
    guard
      let value = try? PropertyListSerialization.propertyList(
        from: Data(text.utf8), format: nil)
    else { return nil }
    return swiftValue(value)
  }

  static func swiftValue(_ value: Any) -> Any {
    if let dictionary = value as? [String: Any] { return dictionary.mapValues(swiftValue) }
    if let array = value as? [Any] { return array.map(swiftValue) }
    if let data = value as? Data { return Array(data) }
    return value
  }

  static func same(_ a: Any, _ b: Any) -> Bool {
    switch (a, b) {
    case (let a as String, let b as String): return a == b
    case (let a as [UInt8], let b as [UInt8]): return a == b
    case (let a as [Any], let b as [Any]):
      return a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
    case (let a as [String: Any], let b as [String: Any]):
      return a.count == b.count
        && a.allSatisfy { key, value in b[key].map { same(value, $0) } ?? false }
    default: return false
    }
  }

  @Test(
    "reads what Foundation reads, to the same values",
    arguments: [
      "// !$*UTF8*$!\n{ archiveVersion = 1; objects = { A1 = {isa = PBXGroup; children = (B, C, ); }; }; }",
      #"{ a = "x y"; b = 'single'; c = "tab\there\nline"; d = "quote \" and \\"; }"#,
      #"{ e = "\U00e9t\U00E9"; f = "\UD83D\UDE00"; g = "\101\102"; h = "\q\a\b\f\r\v"; }"#,
      "{ /* comment */ path = ../Shared/Icon.png; sourceTree = \"<group>\"; x = \"$(SRCROOT)/a\"; y = $SRCROOT/a:b.c-d_e; }",
      "{ data = <0fA1 b2>; empty = <>; list = (); dict = {}; }",
      "{ k = v; k = w; // the last wins\n }",
      "\u{FEFF}{ bom = yes; }",
      "( a, (b, {c = d;}), \"e\" )",
      #"{ "quoted key" = 1; "é" = "ü"; }"#,
    ])
  func sameAsFoundation(text: String) throws {
    let ours = try OpenStepPropertyList.parse(Array(text.utf8))
    let theirs = try #require(Self.foundation(text), "Foundation reads it")
    #expect(Self.same(ours, theirs), "\(ours) against \(theirs)")
  }

  @Test(
    "refuses what Foundation refuses, with the line and what is wrong",
    arguments: [
      ("{ objects = { ", 1, "a dictionary is not closed with '}'"),
      ("{ a = b }", 1, "';' is missing after the value of 'a' (found '}')"),
      ("{\n a b; }", 2, "'=' is missing after the key 'a' (found 'b')"),
      ("{ a = \"open; }", 1, "a quoted string is not closed"),
      ("( a b )", 1, "',' or ')' is missing after an array's value (found 'b')"),
      ("{ a = <0g>; }", 1, "'g' is not a hexadecimal digit in data"),
      ("{ a = <0>; }", 1, "data ends in half a byte"),
      ("{ a = b; }\n}", 2, "'}' follows the top value"),
      ("", 1, "the file holds no value"),
      ("{ a = ; }", 1, "';' begins no value"),
    ])
  func refuses(text: String, line: Int, reason: String) {
    #expect(Self.foundation(text) == nil || text.isEmpty, "Foundation reads \(text)")
    do {
      _ = try OpenStepPropertyList.parse(Array(text.utf8))
      Issue.record("read \(text)")
    } catch {
      #expect(error.line == line)
      #expect(error.reason == reason)
    }
  }

  @Test("nesting past the limit is an error, not a stack overflow")
  func deepNesting() {
    let deep = String(repeating: "(", count: 100_000)
    #expect(throws: OpenStepPropertyList.Failure.self) {
      try OpenStepPropertyList.parse(Array(deep.utf8))
    }
    let fine = String(repeating: "(", count: 500) + String(repeating: ")", count: 500)
    #expect((try? OpenStepPropertyList.parse(Array(fine.utf8))) != nil)
  }

  @Test("XML and binary property lists are told apart, for Foundation to read")
  func otherFormats() {
    #expect(OpenStepPropertyList.isXMLOrBinary(Array("<?xml version=\"1.0\"?>".utf8)))
    #expect(OpenStepPropertyList.isXMLOrBinary(Array("\n <plist version=\"1.0\">".utf8)))
    #expect(OpenStepPropertyList.isXMLOrBinary(Array("bplist00".utf8)))
    #expect(!OpenStepPropertyList.isXMLOrBinary(Array("// !$*UTF8*$!\n{".utf8)))
    #expect(!OpenStepPropertyList.isXMLOrBinary(Array("{ a = <0f>; }".utf8)))
  }
}
