import CheckConfiguration
import Diagnostics
import HIG
import Raster
import TestSupport
import Testing

struct ConfigurationTests {
  static let rules = [
    RuleDescriptor(
      id: "dark-icon-edge", severity: .warning,
      summary: "app icon whose outer ring is nearly black",
      rationale: "The home screen draws icons on black."),
    RuleDescriptor(
      id: "interlaced", severity: .note, summary: "interlaced PNG",
      rationale: "Interlacing costs memory and decode time."),
    RuleDescriptor(
      id: "alpha-channel", severity: .error, summary: "app icon with an alpha channel",
      rationale: "The App Store rejects icons with alpha."),
  ]

  static func parse(_ yaml: String) throws(ConfigurationError) -> Configuration {
    try Configuration.parse(
      yaml: yaml, file: ".iconsmith.yml", baseDirectory: "Project",
      knownRules: rules.map(\.id))
  }

  // MARK: Valid files

  @Test func fullFile() throws {
    let yaml = """
      # Every key, as the command-line reference shows them.
      profiles: [iphoneos3, retina]
      app-roots: ["App", "Targets/*"]
      exclude: ["Vendor/**", "*-old.png"]
      background: "#102030"
      roles:
        tab-bar-icons: ["Images/Tabs/*.png"]
        launch-images:
          - Launch/Default*.png
          - "Launch/**/Default-*.png"
      rules:
        dark-icon-edge: disabled
        interlaced: error
        alpha-channel: warning
      """
    let configuration = try Self.parse(yaml)
    #expect(
      configuration
        == Configuration(
          profiles: [.iphoneos3, .retina],
          roleGlobs: [
            .tabBarIcon: try globs("Images/Tabs/*.png"),
            .launchImage: try globs("Launch/Default*.png", "Launch/**/Default-*.png"),
          ],
          ruleSettings: [
            "dark-icon-edge": .disabled, "interlaced": .severity(.error),
            "alpha-channel": .severity(.warning),
          ],
          exclude: try globs("Vendor/**", "*-old.png"), appRoots: try globs("App", "Targets/*"),
          background: RGBA(0x10, 0x20, 0x30), baseDirectory: "Project"))
    #expect(configuration.severity(of: Self.rules[0]) == nil)
    #expect(configuration.severity(of: Self.rules[1]) == .error)
  }

  @Test(arguments: [
    ("profiles: \"iphoneos3,retina\"", [Profile.iphoneos3, .retina]),
    ("profiles: ' modern , ipad,iphoneos3 '", [.iphoneos3, .ipad, .modern]),
    ("profiles: ios7", [.ios7]),
    ("profiles: [ipad, iphoneos3, ipad]", [.iphoneos3, .ipad]),
    ("profiles:\n  - retina\n  - \"iphoneos3, ios7\"", [.iphoneos3, .retina, .ios7]),
  ])
  func profileSpellings(_ yaml: String, _ profiles: [Profile]) throws {
    #expect(try Self.parse(yaml).profiles == profiles)
  }

  @Test func singleStringGlobs() throws {
    let configuration = try Self.parse(
      """
      roles:
        tab-bar-icons: "Images/Tabs/*.png"
        toolbar-icons: Images/Toolbar/*.png
        template-images: []
      exclude: "Vendor"
      app-roots: App
      """)
    #expect(
      configuration.roleGlobs == [
        .tabBarIcon: try globs("Images/Tabs/*.png"),
        .toolbarIcon: try globs("Images/Toolbar/*.png"),
      ])
    #expect(try configuration.exclude == globs("Vendor"))
    #expect(try configuration.appRoots == globs("App"))
  }

  @Test(arguments: [
    "", "\n\n", "# only a comment\n  # and another\n", "---\n", "---\n...\n", "~",
    "rules:\nroles:\nexclude:\napp-roots:\n", "rules: {}\nroles: {}\nexclude: []\n",
  ])
  func emptyFilesGiveTheDefaults(_ yaml: String) throws {
    var expected = Configuration.default
    expected.baseDirectory = "Project"
    #expect(try Self.parse(yaml) == expected)
  }

  @Test(arguments: [
    ("\"#FFF\"", RGBA.white), ("'#000000'", .black), ("\"#aBc\"", RGBA(0xAA, 0xBB, 0xCC)),
    ("\"#0a0B0c\"", RGBA(0x0A, 0x0B, 0x0C)), ("102030", RGBA(0x10, 0x20, 0x30)),
  ])
  func backgrounds(_ value: String, _ colour: RGBA) throws {
    #expect(try Self.parse("background: \(value)").background == colour)
  }

  @Test func errorDescriptionNamesFileLineAndColumn() {
    #expect(throws: ConfigurationError.self) { try Self.parse("profiles: [ipad]\nprofils: x") }
    do {
      _ = try Self.parse("profiles: [ipad]\nprofils: x")
    } catch {
      #expect(
        error.description == ".iconsmith.yml:2:1: unknown key 'profils' (did you mean 'profiles'?)")
    }
  }

  // MARK: Errors

  struct Failure: Sendable, CustomTestStringConvertible {
    let yaml: String
    let line: Int
    let column: Int
    let message: String

    init(_ yaml: String, _ line: Int, _ column: Int, _ message: String) {
      self.yaml = yaml
      self.line = line
      self.column = column
      self.message = message
    }

    var testDescription: String { message }
  }

  static let failures: [Failure] = [
    // Unknown keys, with and without a suggestion.
    Failure(
      "profiles: [ipad]\nprofils: [retina]", 2, 1,
      "unknown key 'profils' (did you mean 'profiles'?)"),
    Failure("app_roots: [App]", 1, 1, "unknown key 'app_roots' (did you mean 'app-roots'?)"),
    Failure("Exclude: [Vendor]", 1, 1, "unknown key 'Exclude' (did you mean 'exclude'?)"),
    Failure("colour: red", 1, 1, "unknown key 'colour'"),
    Failure("root: [App]", 1, 1, "unknown key 'root' (did you mean 'app-roots'?)"),
    Failure("[a]: b", 1, 1, "keys must be plain names, not a list"),
    Failure(
      "roles:\n  tab-icons: x.png", 2, 3,
      "unknown role 'tab-icons' (did you mean 'tab-bar-icons'?)"),
    Failure(
      "roles:\n  app-icon: [Icon.png]", 2, 3, "unknown role 'app-icon' (did you mean 'app-icons'?)"
    ),
    Failure("roles:\n  widgets: [W.png]", 2, 3, "unknown role 'widgets'"),
    Failure(
      "rules:\n  interlaced: note\n  dark-edge: disabled", 3, 3,
      "unknown rule 'dark-edge' (did you mean 'dark-icon-edge'?)"),
    Failure(
      "rules:\n  interlace: note", 2, 3, "unknown rule 'interlace' (did you mean 'interlaced'?)"),
    Failure("rules:\n  sparkle: error", 2, 3, "unknown rule 'sparkle'"),
    Failure(
      "rules:\n  alpha: error", 2, 3, "unknown rule 'alpha' (did you mean 'alpha-channel'?)"),
    // Severities.
    Failure(
      "rules:\n  interlaced: fatal", 2, 15,
      "'interlaced' must be one of error, warning, note, disabled; got 'fatal'"),
    Failure(
      "rules:\n  interlaced: Error", 2, 15,
      "'interlaced' must be one of error, warning, note, disabled; got 'Error'"),
    Failure(
      "rules:\n  interlaced:\n", 2, 3,
      "'interlaced' must be one of error, warning, note, disabled; got an empty value"),
    Failure(
      "rules:\n  interlaced: [error]", 2, 15,
      "'interlaced' must be one of error, warning, note, disabled; got a list"),
    // Profiles.
    Failure(
      "profiles: [iphoneos3, retna]", 1, 23,
      "unknown profile 'retna' (known: iphoneos3, retina, ipad, ios7, modern)"),
    Failure(
      "profiles: \"iphoneos3, retna\"", 1, 11,
      "unknown profile 'retna' (known: iphoneos3, retina, ipad, ios7, modern)"),
    Failure("profiles: []", 1, 1, "'profiles' must name at least one profile"),
    Failure("\nprofiles:\n", 2, 1, "'profiles' must name at least one profile"),
    Failure(
      "profiles:\n  iphoneos3: yes", 2, 3,
      "'profiles' must be a list of profile names or one comma-separated string, not a mapping"),
    Failure("profiles: [[ipad]]", 1, 12, "items of 'profiles' must be profile names, not a list"),
    // Colours.
    Failure(
      "background: \"#FFFFFF80\"", 1, 13,
      "'background' must be an opaque colour, #RGB or #RRGGBB; got '#FFFFFF80'"),
    Failure(
      "background: white", 1, 13,
      "'background' must be an opaque colour, #RGB or #RRGGBB; got 'white'"),
    Failure(
      "background: \"#ＦＦＦ\"", 1, 13,
      "'background' must be an opaque colour, #RGB or #RRGGBB; got '#ＦＦＦ'"),
    Failure(
      "background: #FFFFFF\n", 1, 1,
      "'background' has no value; quote the colour, as in background: \"#FFFFFF\""),
    Failure(
      "background: [255, 255, 255]", 1, 13,
      "'background' must be a colour like \"#FFFFFF\", not a list"),
    // Node types.
    Failure(
      "exclude:\n  Vendor: yes", 2, 3, "'exclude' must be a list of glob patterns, not a mapping"),
    Failure("app-roots: [[App]]", 1, 13, "items of 'app-roots' must be glob patterns, not a list"),
    Failure(
      "exclude:\n  -\n", 2, 4, "items of 'exclude' must be glob patterns, not an empty value"),
    Failure(
      "roles:\n  tab-bar-icons: {a: b}", 2, 18,
      "'tab-bar-icons' must be a list of glob patterns, not a mapping"),
    Failure("roles: [a]", 1, 8, "'roles' must be a mapping from role to glob patterns, not a list"),
    Failure(
      "rules: strict", 1, 8, "'rules' must be a mapping from rule id to severity, not a string"),
    Failure(
      "- profiles", 1, 1, "the top level must be a mapping of keys like 'profiles:', not a list"),
    Failure(
      "iphoneos3", 1, 1, "the top level must be a mapping of keys like 'profiles:', not a string"),
    // Globs.
    Failure(
      "exclude:\n  - \"Vendor/**\"\n  - \"Images/[ab.png\"", 3, 5,
      "invalid glob 'Images/[ab.png': '[' is not closed"),
    Failure(
      "roles:\n  tab-bar-icons: \"Tabs/[z-a].png\"", 2, 18,
      "invalid glob 'Tabs/[z-a].png': the range 'z-a' is reversed"),
    Failure("app-roots: [\"\"]", 1, 13, "invalid glob '': the pattern is empty"),
    // Duplicate keys: at the second one when it can be found, else at the first.
    Failure(
      "exclude: [a]\nprofiles: [retina]\n# a comment\nexclude: [b]", 4, 1,
      "duplicate key 'exclude' (first at line 1)"),
    Failure(
      "rules:\n  interlaced: note\n\n  'interlaced' : error", 4, 3,
      "duplicate key 'interlaced' (first at line 2)"),
    Failure("rules: {interlaced: error, interlaced: note}", 1, 9, "duplicate key 'interlaced'"),
    // YAML syntax.
    Failure(
      "profiles: [iphoneos3\nexclude: x", 2, 8,
      "invalid YAML: expected ',' or ']' in the list opened with '[' at line 1, column 11"),
    Failure(
      "profiles: iphoneos3\n  bad: indent", 2, 6,
      "invalid YAML: ':' cannot start a mapping value here; check the indentation, or quote a "
        + "value that holds ': '"),
    Failure(
      "exclude: [*.png]", 1, 11,
      "invalid YAML: '*' starts an alias: the name of an anchor (letters, digits, '-' and '_') "
        + "must follow, then a space or the end of the line; quote patterns that start with '*'"),
    Failure(
      "exclude: *-old", 1, 10,
      "invalid YAML: the alias '*-old' names no anchor '&-old' defined before it; quote patterns "
        + "that start with '*'"),
    Failure(
      "profiles: [ipad]\n---\nprofiles: [retina]", 2, 1,
      "invalid YAML: a second document starts here; the file must hold one"),
    Failure(
      "profiles: [ipad]\nexclude: ['a\u{1}']", 2, 13,
      "invalid YAML: control character U+0001 is not allowed; YAML text holds printable "
        + "characters, tabs and line breaks"),
  ]

  @Test(arguments: failures)
  func rejects(_ failure: Failure) {
    #expect(throws: ConfigurationError.self) { try Self.parse(failure.yaml) }
    do {
      _ = try Self.parse(failure.yaml)
    } catch {
      #expect(error.message == failure.message)
      #expect(error.line == failure.line)
      #expect(error.column == failure.column)
      #expect(error.file == ".iconsmith.yml")
    }
  }

  // MARK: Template

  @Test func templateParsesBackToTheDefaults() throws {
    let template = ConfigurationTemplate.starter(rules: Self.rules)
    var expected = Configuration.default
    expected.baseDirectory = "Project"
    #expect(try Self.parse(template) == expected)
  }

  @Test func templateListsEveryRuleAligned() {
    let template = ConfigurationTemplate.starter(rules: Self.rules)
    let lines = template.split(separator: "\n").map(String.init)
    // Profiles are left to each app unless the user holds them all to one.
    #expect(lines.contains("# profiles: [iphoneos3]"))
    #expect(!lines.contains("profiles: [iphoneos3]"))
    #expect(lines.contains("rules:"))
    #expect(
      lines.contains("#   dark-icon-edge: warning   # app icon whose outer ring is nearly black"))
    #expect(lines.contains("#   interlaced: note          # interlaced PNG"))
    #expect(lines.contains("#   alpha-channel: error      # app icon with an alpha channel"))
    #expect(lines.last == "#   alpha-channel: error      # app icon with an alpha channel")
    for key in ["profiles", "roles", "exclude", "include", "app-roots", "background"] {
      #expect(lines.contains { $0.hasPrefix("# \(key): ") || $0 == "# \(key):" })
    }
  }

  /// The commented examples must be valid too, or uncommenting one breaks the file.
  @Test func templateExamplesParseWhenUncommented() throws {
    let template = ConfigurationTemplate.starter(rules: Self.rules)
    let keys = ["profiles:", "roles:", "exclude:", "include:", "app-roots:", "background:"]
    let uncommented = template.split(separator: "\n", omittingEmptySubsequences: false).map {
      line in
      keys.contains { line.hasPrefix("# \($0)") } || line.hasPrefix("#   ")
        ? String(line.dropFirst(2)) : String(line)
    }.joined(separator: "\n")
    let configuration = try Self.parse(uncommented)
    #expect(configuration.profiles == [.iphoneos3])
    #expect(configuration.roleGlobs == [.tabBarIcon: try globs("Images/Tabs/*.png")])
    #expect(try configuration.exclude == globs("Vendor/**", "*-old.png"))
    #expect(try configuration.include == globs("Tests/Fixtures/**"))
    #expect(try configuration.appRoots == globs("App", "Targets/*"))
    #expect(configuration.background == .white)
    #expect(
      configuration.ruleSettings == [
        "dark-icon-edge": .severity(.warning), "interlaced": .severity(.note),
        "alpha-channel": .severity(.error),
      ])
  }

  @Test func templateWithoutRules() throws {
    let template = ConfigurationTemplate.starter(rules: [])
    #expect(try Self.parse(template).ruleSettings.isEmpty)
  }
}
