import Testing
import YAMLReader

/// Texts built to hurt a reader: each gives its typed error, and soon. The time bounds are
/// loose (debug builds, a busy machine); what they catch is work that grows with the square
/// of the input, or a stack that overflows, which would take minutes or crash.
struct YAMLHostileTests {
  private let clock = ContinuousClock()

  private func expectError(
    _ text: String, _ expected: YAMLError, within seconds: Int = 10,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let start = clock.now
    #expect(throws: expected, sourceLocation: sourceLocation) { try YAMLDocument(text) }
    #expect(clock.now - start < .seconds(seconds), sourceLocation: sourceLocation)
  }

  @Test("100,000 levels of nesting, flow or block, stop at 1,000 levels without recursion")
  func deepNesting() {
    let tooDeep = YAMLError.Problem.tooDeep(limit: 1_000)
    expectError(
      String(repeating: "[", count: 100_000),
      YAMLError(tooDeep, at: YAMLPosition(line: 1, column: 1_002)))
    expectError(
      String(repeating: "{a: ", count: 100_000),
      YAMLError(tooDeep, at: YAMLPosition(line: 1, column: 4_002)))
    expectError(
      String(repeating: "- ", count: 100_000) + "x",
      YAMLError(tooDeep, at: YAMLPosition(line: 1, column: 2_003)))
    // Mappings nested by indentation, one level a line: line 1,001's mapping is 1,000 levels
    // down, and its key one more.
    let indented = (0..<1_100).map { String(repeating: " ", count: $0) + "a:\n" }.joined()
    expectError(indented, YAMLError(tooDeep, at: YAMLPosition(line: 1_001, column: 1_001)))
  }

  @Test("aliases that deepen a tree past the limit are refused, though each line is shallow")
  func deepAliases() {
    var chain = "a0: &a0 [x]\n"
    for level in 1...1_100 { chain += "a\(level): &a\(level) [*a\(level - 1)]\n" }
    // In a999's list (1 level down), *a998 holds 999 lists: its x would be 1,001 levels down.
    expectError(
      chain, YAMLError(.tooDeep(limit: 1_000), at: YAMLPosition(line: 1_000, column: 14)))
  }

  @Test("merge keys nested 900 deep merge without recursion, in order")
  func deepMerges() throws {
    var nested = "{k0: 0}"
    for level in 1..<900 { nested = "{<<: \(nested), k\(level): \(level)}" }
    let top = try #require(try YAMLDocument(nested).root)
    let start = clock.now
    let merged = top.mergedPairs
    #expect(clock.now - start < .seconds(10))
    #expect(merged.map { $0.key.text } == (0..<900).map { "k\($0)" })
  }

  @Test("a billion laughs: aliases that would expand to 10^9 nodes stop at the limit")
  func billionLaughs() {
    var bomb = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1..<10 {
      let previous = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
      bomb += "a\(level): &a\(level) [\(previous)]\n"
    }
    // a5's list expands to 1,111,111 nodes.
    expectError(
      bomb,
      YAMLError(.aliasesExpandTooFar(limit: 1_000_000), at: YAMLPosition(line: 6, column: 5)),
      within: 2)
  }

  @Test("a flow list of a million and one values stops at the node limit")
  func hugeFlowSequence() {
    expectError(
      "[" + String(repeating: "a,", count: 1_000_001) + "a]",
      YAMLError(.tooManyNodes(limit: 1_000_000), at: YAMLPosition(line: 1, column: 2_000_002)),
      within: 120)
  }

  @Test("everything left open: strings, lists, mappings, tags, at the end of a long text")
  func unterminated() {
    let long = String(repeating: "x", count: 500_000)
    expectError(
      "a: \"" + long,
      YAMLError(.unterminatedString(quote: "\""), at: YAMLPosition(line: 1, column: 4)))
    expectError(
      "a: '" + String(repeating: "x y\n", count: 100_000),
      YAMLError(.unterminatedString(quote: "'"), at: YAMLPosition(line: 1, column: 4)))
    expectError(
      "[" + String(repeating: "a, ", count: 100_000),
      YAMLError(
        .expectedValue(found: "the end of the text"), at: YAMLPosition(line: 2, column: 1)))
    expectError(
      "{" + String(repeating: "a: b, ", count: 50_000) + "c: d",
      YAMLError(
        .unclosedMapping(opened: YAMLPosition(line: 1, column: 1)),
        at: YAMLPosition(line: 2, column: 1)))
    expectError(
      "a: !<" + long,
      YAMLError(.malformedTag("'!<' without '>'"), at: YAMLPosition(line: 1, column: 500_006)))
    expectError(
      "a: &", YAMLError(.missingName(indicator: "&"), at: YAMLPosition(line: 1, column: 4)))
    expectError(
      "a: \"\\u12",
      YAMLError(.shortEscape(letter: "u", digits: 4), at: YAMLPosition(line: 1, column: 7)))
  }
}
