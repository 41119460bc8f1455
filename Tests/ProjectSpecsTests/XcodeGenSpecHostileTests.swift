import BuildDescriptions
import ProjectSpecs
import Testing
import XcodeProject

/// XcodeGen specs that are wrong or hostile: shapes XcodeGen would refuse, includes that loop
/// or leave the tree, fan-out and alias bombs, bad bytes. Each gives a note or a typed error,
/// never a crash, a hang or unbounded memory.
struct XcodeGenSpecHostileTests {
  typealias Tree = XcodeGenSpecTests.Tree

  @Test("what a target says wrongly is a note, never a crash")
  func wrongShapes() throws {
    let spec = try Tree().parse(
      """
      name: W
      configs: [Debug]
      targets:
        NoType:
          platform: iOS
        BadPlatform:
          type: application
          platform: ios
          deploymentTarget: latest
          sources: 42
          settings: [not, a, dictionary]
        Paths:
          type: application
          platform: iOS
          info:
            path: /etc/Info.plist
          sources:
            - ../../outside
            - /absolute
            - {name: nameless}
            - path: Fine
              excludes: [../../../../up, /abs]
          settings:
            NESTED: {a: 1}
            INFOPLIST_FILE: ""
        NotADictionary: 7
      """, at: "spec/project.yml")
    #expect(spec.targets.map(\.name) == ["BadPlatform", "NoType", "Paths"])
    #expect(spec.targets[0].platform == .unknown)
    #expect(spec.targets[1].productType == .other(""))
    #expect(spec.targets[2].synchronizedFolders == ["spec/Fine"])
    #expect(spec.targets[2].infoPlistPath == nil)
    #expect(
      Set(spec.notes) == [
        "configs is not a dictionary of names and types; Debug and Release are used",
        "target NotADictionary is not a dictionary; it is skipped",
        "target BadPlatform has the platform ios, which XcodeGen does not know (names are case-sensitive)",
        "target BadPlatform names no Info.plist; XcodeGen takes the first Info.plist among its sources, which is not looked for here",
        "the deployment target latest of target BadPlatform is not a version; it is skipped",
        "the settings of target BadPlatform are not a dictionary; they are skipped",
        "sources of target BadPlatform is not a list; skipped",
        "target NoType has no type; XcodeGen requires one",
        "setting NESTED of target Paths is not a single value; it is skipped",
        "info.path of target Paths is the absolute path /etc/Info.plist, outside the tree; it is skipped",
        "the source ../../outside of target Paths (../../outside) leaves the tree; it is skipped",
        "the source /absolute of target Paths is the absolute path /absolute, outside the tree; it is skipped",
        "a source of target Paths has no path; it is skipped",
        "the exclude ../../../../up of source Fine (target Paths) is not inside the source; it is skipped",
        "the exclude /abs of source Fine (target Paths) is not inside the source; it is skipped",
      ])
  }

  @Test("includes that loop, go too deep, are missing, leave the tree or are disabled")
  func hostileIncludes() throws {
    var files: [String: String] = [
      "a.yml": "include: [b.yml]\ntargets: {A: {type: framework, platform: iOS}}\n",
      "b.yml": "include: [a.yml]\ntargets: {B: {type: framework, platform: iOS}}\n",
      "bad.yml": "targets: [unclosed\n",
      "list.yml": "- 1\n- 2\n",
    ]
    for level in 0..<12 { files["chain/\(level).yml"] = "include: [\(level + 1).yml]\n" }
    let tree = Tree(files)
    let spec = try tree.parse(
      """
      name: H
      include:
        - a.yml
        - chain/0.yml
        - missing.yml
        - ../../outside.yml
        - /etc/passwd
        - path: bad.yml
        - list.yml
        - path: optional.yml
          enable: ${INCLUDE_OPTIONAL}
        - path: off.yml
          enable: false
      """)
    #expect(spec.targets.map(\.name) == ["A", "B"])
    #expect(
      spec.notes == [
        "a.yml includes itself (through b.yml); the loop is cut",
        "spec includes nest deeper than 8 at chain/7.yml; it is skipped",
        "the spec missing.yml included by project.yml is missing",
        "project.yml includes ../../outside.yml, which leaves the tree; it is skipped",
        "project.yml includes the absolute path /etc/passwd, outside the tree; it is skipped",
        "the spec bad.yml included by project.yml cannot be read: it is not valid YAML (line 2, column 1: expected ',' or ']' in the list opened with '[' at line 1, column 10)",
        "the spec list.yml included by project.yml cannot be read: its top level is a list, not a dictionary",
        "the include optional.yml of project.yml depends on enable: ${INCLUDE_OPTIONAL}; it is left out, as XcodeGen leaves it out when that is unset",
        "the include off.yml of project.yml is disabled (enable: false)",
      ])
    #expect(!tree.asked.contains("optional.yml"))
    #expect(tree.asked.filter { $0 == "a.yml" }.count == 1)
  }

  @Test("fan-out in setting groups, xcconfig includes and spec includes stays bounded")
  func fanOut() throws {
    // Each group names the next twenty times: 20^9 visits without a budget.
    var groups = "settingGroups:\n"
    for level in 0..<9 {
      let next = Array(repeating: "g\(level + 1)", count: 20).joined(separator: ", ")
      groups += "  g\(level):\n    groups: [\(next)]\n"
    }
    groups += "  g9:\n    ASSETCATALOG_COMPILER_APPICON_NAME: Deep\n"
    var files: [String: String] = [:]
    for level in 0..<7 {
      files["x\(level).xcconfig"] = String(
        repeating: "#include \"x\(level + 1).xcconfig\"\n", count: 20)
    }
    files["x7.xcconfig"] = "LAUNCH = Deep\nASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME = $(LAUNCH)\n"
    let includes = (0..<300).map { "  - part\($0).yml" }.joined(separator: "\n")
    for part in 0..<300 { files["part\(part).yml"] = "fileGroups: [part\(part)]\n" }
    let tree = Tree(files)
    let spec = try tree.parse(
      """
      name: F
      include:
      \(includes)
      \(groups)
      targets:
        App:
          type: application
          platform: iOS
          configFiles:
            Release: x0.xcconfig
          settings:
            groups: [g0]
            base:
              GENERATE_INFOPLIST_FILE: YES
      """)
    let app = try #require(spec.targets.first)
    #expect(app.appIconName == "Deep")
    #expect(app.launchImageName == "Deep")
    #expect(
      spec.notes.contains(
        "setting groups are used more than 256 times; setting group g9 is skipped"))
    #expect(
      spec.notes.contains(where: {
        $0.hasPrefix("xcconfig includes read more than 256 files; ")
      }))
    #expect(spec.notes.contains("spec includes read more than 256 files; part256.yml is skipped"))
    #expect(tree.asked.count < 300 + 10)
    #expect(!spec.notes.contains(where: { $0.contains("names no Info.plist") }))
  }

  @Test("a JSON spec reads like a YAML one")
  func jsonSpec() throws {
    let spec = try Tree().parse(
      """
      {
        "name": "J",
        "targets": {
          "App": {"type": "application", "platform": "iOS", "deploymentTarget": 16,
                  "sources": ["App"], "settings": {"GENERATE_INFOPLIST_FILE": true}}
        }
      }
      """, at: "project.json")
    let app = try #require(spec.targets.first)
    #expect(app.deploymentTarget == "16.0")
    #expect(app.generatesInfoPlist)
    #expect(app.synchronizedFolders == ["App"])
  }

  @Test("an empty spec, and one without a name")
  func emptySpec() throws {
    let empty = try Tree().parse("", at: "project.yml")
    #expect(empty.targets.isEmpty)
    #expect(empty.name == nil)
    #expect(empty.notes == ["the spec has no name; XcodeGen requires one"])
  }

  /// Found by FuzzBuildDescriptions in CI's 30-second smoke: a flow mapping whose key is
  /// itself a mapping made Yams trap (a crash of `check` on any repository holding the file).
  @Test(
    "a mapping or list as a key, or an alias of one, is a typed error, not a crash",
    arguments: [
      ("targets:\n  Notes:\n    sources: {Shared, {path: Shared}}\n", 3),
      ("targets:\n  ? [a, b]\n  : application\n", 2),
      ("base: &b {a: 1}\ntargets:\n  *b : application\n", 1),
    ])
  func complexKeys(yaml: String, line: Int) {
    #expect(throws: BuildDescriptionError.complexKey(line: line)) { try Tree().parse(yaml) }
  }

  @Test("YAML alias bombs, nesting, bad bytes, wrong top level: typed errors")
  func hostileDocuments() {
    var bomb = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1..<10 {
      let previous = "*a\(level - 1)"
      bomb +=
        "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
    }
    #expect(throws: BuildDescriptionError.tooManyValues(limit: 1_000_000)) {
      try Tree().parse(bomb)
    }
    let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
    #expect(throws: BuildDescriptionError.tooDeep(limit: 256)) { try Tree().parse(deep) }
    let deeper = String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)
    let error = #expect(throws: BuildDescriptionError.self) { try Tree().parse(deeper) }
    guard case .notYAML(let detail) = error else {
      Issue.record("expected notYAML, got \(String(describing: error))")
      return
    }
    #expect(detail.count <= 201)
    #expect(throws: BuildDescriptionError.notUTF8(offset: 6)) {
      try XcodeGenSpec.parse(Array("name: ".utf8) + [0xFE], specPath: "p.yml") { _ in nil }
    }
    #expect(
      throws: BuildDescriptionError.wrongTopLevel(expected: "a dictionary", found: "a list")
    ) { try Tree().parse("- a\n- b\n") }
    #expect(
      throws: BuildDescriptionError.wrongTopLevel(expected: "a dictionary", found: "a string")
    ) { try Tree().parse("just words") }
    let huge = [UInt8](repeating: 0x20, count: XcodeGenSpec.maxBytes + 1)
    #expect(throws: BuildDescriptionError.tooLarge(bytes: huge.count, limit: 16 << 20)) {
      try XcodeGenSpec.parse(huge, specPath: "p.yml") { _ in nil }
    }
  }

  @Test("a spec path outside the tree: the top stands in for its folder, with a note")
  func specOutside() throws {
    let spec = try Tree().parse(
      "name: O\ntargets: {A: {type: application, platform: iOS, sources: [Src]}}\n",
      at: "../elsewhere/project.yml")
    #expect(spec.targets.first?.synchronizedFolders == ["Src"])
    #expect(
      spec.notes.first
        == "the spec path ../elsewhere/project.yml is not inside the tree; its folder is taken as the top"
    )
  }

  @Test("a setting that refers to itself expands to empty, with a note")
  func selfReference() throws {
    let spec = try Tree().parse(
      """
      name: R
      targets:
        A:
          type: application
          platform: iOS
          settings:
            ASSETCATALOG_COMPILER_APPICON_NAME: $(ICON)
            ICON: x$(ASSETCATALOG_COMPILER_APPICON_NAME)
            PRODUCT_NAME: $(inherited)-pro
      """)
    let app = try #require(spec.targets.first)
    #expect(app.appIconName == "x")
    #expect(app.productName == "A-pro")
    #expect(
      spec.notes.contains(
        "target A: build setting ASSETCATALOG_COMPILER_APPICON_NAME refers to itself; it is read as empty there"
      ))
  }
}
