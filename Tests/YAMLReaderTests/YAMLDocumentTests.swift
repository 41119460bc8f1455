import Testing
import YAMLReader

/// Each construct of the language, composed: the text, tag, style and place of what comes out.
struct YAMLDocumentTests {
  private func root(_ text: String, _ resolver: YAMLResolver = .yaml11) throws -> YAMLNode {
    try #require(try YAMLDocument(text, resolver: resolver).root)
  }

  private func value(_ node: YAMLNode, _ key: String) throws -> YAMLNode {
    try #require(node.entry(key)?.value, "no \(key)")
  }

  @Test("plain, single- and double-quoted scalars: escapes, folding and places")
  func flowScalars() throws {
    let top = try root(
      #"""
      plain: two  words
      multi: first
        second

        third
      single: 'it''s
        folded'
      double: "tab\there \u00e9 \x41 \U0001F600 \"q\" \\ \/ \N\_\L\P\0 end\
        joined"
      empty: ""
      é: ü
      """#)
    let plain = try value(top, "plain")
    #expect(plain.text == "two  words")
    #expect(plain.style == .plain)
    #expect(plain.position == YAMLPosition(line: 1, column: 8))
    #expect(try value(top, "multi").text == "first second\nthird")
    let single = try value(top, "single")
    #expect(single.text == "it's folded")
    #expect(single.style == .singleQuoted)
    let double = try value(top, "double")
    #expect(
      double.text
        == "tab\there é A 😀 \"q\" \\ / \u{85}\u{A0}\u{2028}\u{2029}\u{0} endjoined")
    #expect(double.style == .doubleQuoted)
    #expect(try value(top, "empty").text == "")
    #expect(try value(top, "empty").tag == .str)
    // Columns count characters, not bytes.
    #expect(try value(top, "é").position == YAMLPosition(line: 11, column: 4))
  }

  @Test("literal and folded block scalars: chomping and indentation indicators")
  func blockScalars() throws {
    let top = try root(
      """
      literal: |
        a
          b

        c
      folded: >
        one
        two

        three
          indented
        four
      strip: |-
        x

      keep: |+
        x

      clip: >
        x


      indented: |2
          two more
        base
      both: >-2
          y
      comment: | # why
        z
      """)
    #expect(try value(top, "literal").text == "a\n  b\n\nc\n")
    #expect(try value(top, "literal").style == .literal)
    #expect(try value(top, "folded").text == "one two\nthree\n  indented\nfour\n")
    #expect(try value(top, "folded").style == .folded)
    #expect(try value(top, "strip").text == "x")
    #expect(try value(top, "keep").text == "x\n\n")
    #expect(try value(top, "clip").text == "x\n")
    #expect(try value(top, "indented").text == "  two more\nbase\n")
    #expect(try value(top, "both").text == "  y")
    // The text's last line has no line break to keep.
    #expect(try value(top, "comment").text == "z")
    // A block scalar is a string, whatever it holds.
    #expect(try root("a: |\n  12\n").entry("a")?.value.tag == .str)
  }

  @Test("block mappings and sequences, with the list at its key's own indentation")
  func blockCollections() throws {
    let top = try root(
      """
      targets:
        App:
          sources:
          - Sources
          - path: Resources
            type: folder
      list:
        - a
        -
        - - nested
          - pair: 1
      """)
    let sources = try value(try value(try value(top, "targets"), "App"), "sources")
    #expect(sources.kind == .sequence)
    #expect(sources.position == YAMLPosition(line: 4, column: 5))
    #expect(sources.items.count == 2)
    #expect(sources.items[0].text == "Sources")
    #expect(sources.items[1].kind == .mapping)
    #expect(sources.items[1].pairs.map { $0.key.text } == ["path", "type"])
    let list = try value(top, "list")
    #expect(list.items.count == 3)
    #expect(list.items[1].isNull)
    #expect(list.items[2].items.map(\.kind) == [.scalar, .mapping])
    #expect(
      top.pairs.map { $0.key.position } == [
        YAMLPosition(line: 1, column: 1), YAMLPosition(line: 7, column: 1),
      ])
  }

  @Test("flow mappings and sequences, nested, with keys alone and one-pair mappings in lists")
  func flowCollections() throws {
    let top = try root(#"{a: 1, b: [x, y], "c d": {e: f}, g, [h]: i, j: [k: l], m: [],}"#)
    #expect(top.pairs.map { $0.key.text } == ["a", "b", "c d", "g", nil, "j", "m"])
    #expect(try value(top, "b").items.map(\.text) == ["x", "y"])
    #expect(try value(try value(top, "c d"), "e").text == "f")
    #expect(try value(top, "g").isNull)
    #expect(top.pairs[4].key.kind == .sequence)
    let pairs = try value(top, "j").items
    #expect(pairs.count == 1)
    #expect(pairs[0].entry("k")?.value.text == "l")
    #expect(try value(top, "m").items.isEmpty)
    #expect(try value(top, "b").position == YAMLPosition(line: 1, column: 11))
  }

  @Test("comments are skipped; a # inside a word is text")
  func comments() throws {
    let top = try root(
      """
      # heading
      a: b # trailing
      c: d#e
      f: "g # h"
      # between
      list: [x, # inside
        y]
      """)
    #expect(try value(top, "a").text == "b")
    #expect(try value(top, "c").text == "d#e")
    #expect(try value(top, "f").text == "g # h")
    #expect(try value(top, "list").items.map(\.text) == ["x", "y"])
  }

  @Test("document markers: the first document is read, and where a second starts is kept")
  func documents() throws {
    #expect(try YAMLDocument("").root == nil)
    #expect(try YAMLDocument("# only a comment\n").root == nil)
    let marked = try YAMLDocument("%YAML 1.2\n--- \na: 1\n...\n")
    #expect(marked.root?.entry("a")?.value.text == "1")
    #expect(marked.nextDocument == nil)
    let two = try YAMLDocument("a: 1\n---\nb: 2\n")
    #expect(two.root?.pairs.count == 1)
    #expect(two.nextDocument == YAMLPosition(line: 2, column: 1))
    #expect(try YAMLDocument("--- |\n  text\n").root?.text == "text\n")
    #expect(try YAMLDocument("---\n").root?.isNull == true)
    #expect(
      try YAMLDocument("\u{FEFF}a: 1").root?.entry("a")?.key.position
        == YAMLPosition(line: 1, column: 1))
    #expect(
      try YAMLDocument("a: 1\r\nb: 2\r\n").root?.entry("b")?.key.position
        == YAMLPosition(line: 2, column: 1))
  }

  @Test("an alias is the node its anchor names, at the anchor's place; a later anchor shadows")
  func anchorsAndAliases() throws {
    let top = try root(
      """
      base: &base
        a: 1
      copy: *base
      list: [&x one, *x, *x]
      again: &x two
      last: *x
      """)
    let base = try value(top, "base")
    let copy = try value(top, "copy")
    #expect(copy.id == base.id)
    #expect(copy.position == YAMLPosition(line: 1, column: 7))
    #expect(try value(top, "list").items.map(\.text) == ["one", "one", "one"])
    #expect(try value(top, "last").text == "two")
    // base (3 nodes) twice, list (4), again, last, the five keys and the top mapping.
    #expect(top.expandedCount == 1 + 5 + 3 + 3 + 4 + 1 + 1)
    #expect(top.height == 2)
  }

  @Test("merge keys: a mapping, or a list of them where the first wins; own keys win over all")
  func mergeKeys() throws {
    let top = try root(
      """
      base: &base {a: 1, b: 2}
      over: &over {b: 3, c: 4}
      one:
        <<: *base
        b: 9
      two:
        <<: [*over, *base]
        d: 5
      nested:
        <<: {<<: *base, e: 6}
      quoted:
        "<<": *base
      """)
    func merged(_ key: String) throws -> [String: String] {
      var dictionary: [String: String] = [:]
      for (key, value) in try value(top, key).mergedPairs {
        dictionary[key.text ?? ""] = value.text
      }
      return dictionary
    }
    #expect(try value(top, "one").mergedPairs.map { $0.key.text } == ["a", "b", "b"])
    #expect(try merged("one") == ["a": "1", "b": "9"])
    #expect(try merged("two") == ["a": "1", "b": "3", "c": "4", "d": "5"])
    #expect(try merged("nested") == ["a": "1", "b": "2", "e": "6"])
    // A quoted "<<" is a key like any other.
    #expect(try value(top, "quoted").mergedPairs.map { $0.key.text } == ["<<"])
    #expect(try value(top, "one").pairs.first?.key.tag == .merge)
    for resolver in [YAMLResolver.yaml11, .xcodeGen, .dart] {
      #expect(resolver.tag(ofPlain: "<<") == .merge)
    }
  }

  @Test("explicit tags are kept: !!str, !!int on a quoted scalar, local tags, %TAG handles")
  func explicitTags() throws {
    let top = try root(
      """
      %TAG !e! tag:example.com,2024:
      ---
      a: !!str 12
      b: !!int "7"
      c: !custom x
      d: !<tag:example.com,2024:y> y
      e: !e!thing z
      f: ! 12
      g: !!set {x, y}
      h: !!str
      i: &anchor !!int 3
      """)
    #expect(try value(top, "a").tag == .str)
    #expect(try value(top, "a").text == "12")
    let quoted = try value(top, "b")
    #expect(quoted.tag == .int)
    // Yams reads an integer from a plain scalar only.
    #expect(quoted.int == nil)
    #expect(try value(top, "c").tag == YAMLTag("!custom"))
    #expect(try value(top, "d").tag == YAMLTag("tag:example.com,2024:y"))
    #expect(try value(top, "e").tag == YAMLTag("tag:example.com,2024:thing"))
    #expect(try value(top, "f").tag == .str)
    #expect(try value(top, "g").tag == YAMLTag("tag:yaml.org,2002:set"))
    #expect(try value(top, "h").text == "")
    #expect(try value(top, "h").tag == .str)
    #expect(try value(top, "i").int == 3)
    #expect(try value(top, "i").position == YAMLPosition(line: 11, column: 4))
  }

  @Test("values: booleans, integers and reals as Yams reads them, nulls by tag")
  func values() throws {
    let top = try root(
      """
      bools: [yes, No, TRUE, off, true, y]
      ints: [0, 0o17, 017, 0x1F, -0b101, 1_000, 1:30, -1:30, 99999999999999999999]
      reals: [1.5, .5, 1e3, -.inf, .NaN, 1:30.5]
      nulls: [~, null, '~', !!null "", ]
      """)
    #expect(try value(top, "bools").items.map(\.bool) == [true, false, true, false, true, nil])
    #expect(
      try value(top, "ints").items.map(\.int) == [0, 15, 15, 31, -5, 1000, 90, -90, nil])
    let reals = try value(top, "reals").items.map(\.double)
    #expect(reals[0] == 1.5)
    #expect(reals[1] == 0.5)
    #expect(reals[2] == 1000)
    #expect(reals[3] == -.infinity)
    #expect(reals[4]?.isNaN == true)
    #expect(reals[5] == 90.5)
    #expect(try value(top, "nulls").items.map(\.isNull) == [true, true, false, true])
  }
}
