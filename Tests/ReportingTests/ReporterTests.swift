import Foundation
import Testing

@testable import Diagnostics
@testable import Reporting

/// Four files' worth of findings: every severity, a fix, a location, a path with a space, a comma
/// and a colon, a message with a line break, and a percent sign.
private let sample = CheckReport(
  diagnostics: [
    Diagnostic(
      path: "Settings.png", rule: "filename-case", severity: .error,
      message: "Settings.png should be Settings.png only if Info.plist says so."),
    Diagnostic(
      path: "My Icons, v2: final/Icon@2x.png", rule: "srgb-profile", severity: .note,
      message: "Icon@2x.png is 100% sRGB already; its gAMA chunk is redundant.",
      fix: "drop the gAMA chunk"),
    Diagnostic(
      path: "Icon.png", rule: "icon-size", severity: .warning,
      message: "Icon.png is 58x58 pixels; expected 57x57.\nIt will be scaled and blurred."),
    Diagnostic(
      path: "Icon.png", rule: "alpha-channel", severity: .error,
      message: "Icon.png has an alpha channel; the App Store rejects it.",
      fix: "flatten onto white: iconsmith convert --flatten", location: "IHDR colour type 6"),
  ], filesChecked: 5, milliseconds: 42)

private let rules = [
  RuleDescriptor(
    id: "alpha-channel", severity: .error, summary: "App icons have no alpha channel.",
    rationale: "App Store Connect rejects app icons with transparency."),
  RuleDescriptor(
    id: "icon-size", severity: .warning, summary: "Icons have the size their role expects.",
    rationale: "iOS scales a wrongly sized icon, which blurs it."),
  RuleDescriptor(
    id: "srgb-profile", severity: .note, summary: "Colour-space chunks are needed.",
    rationale: "A redundant gAMA chunk costs bytes and nothing else."),
]

private let options = RenderOptions(color: false, toolVersion: "1.2.3")

private func render(
  _ report: CheckReport, _ format: ReportFormat, color: Bool = false
) -> String {
  var options = options
  options.color = color
  return ReportRenderer.render(report, as: format, rules: rules, options: options)
}

private func render(_ format: ReportFormat, color: Bool = false) -> String {
  render(sample, format, color: color)
}

private func parse(_ text: String) throws -> [String: Any] {
  let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
  return try #require(object as? [String: Any])
}

private func noDiagnostics(files: Int = 3) -> CheckReport {
  CheckReport(diagnostics: [], filesChecked: files, milliseconds: 7)
}

// MARK: - text

@Test func textGroupsByFileWithFixesAndLocations() {
  #expect(
    render(.text) == """
      Icon.png
        error   Icon.png has an alpha channel; the App Store rejects it. [alpha-channel]
                fix: flatten onto white: iconsmith convert --flatten
                at: IHDR colour type 6
        warning Icon.png is 58x58 pixels; expected 57x57.
                It will be scaled and blurred. [icon-size]

      My Icons, v2: final/Icon@2x.png
        note    Icon@2x.png is 100% sRGB already; its gAMA chunk is redundant. [srgb-profile]
                fix: drop the gAMA chunk

      Settings.png
        error   Settings.png should be Settings.png only if Info.plist says so. [filename-case]

      2 errors, 1 warning, 1 note in 5 files

      """)
}

@Test func textSummaryUsesSingularAndPlural() {
  func summary(_ severities: [Severity], files: Int) -> String {
    let report = CheckReport(
      diagnostics: severities.enumerated().map {
        Diagnostic(
          path: "a.png", rule: RuleID(rawValue: "r\($0.offset)"), severity: $0.element, message: "m"
        )
      }, filesChecked: files, milliseconds: 9)
    return String(render(report, .text).split(separator: "\n").last!)
  }
  // No elapsed time, though the report has one: the same check prints the same bytes.
  #expect(summary([.error, .warning], files: 1) == "1 error, 1 warning in 1 file")
  #expect(
    summary([.error, .error, .warning, .warning, .note], files: 2)
      == "2 errors, 2 warnings, 1 note in 2 files")
  #expect(summary([.note, .note], files: 0) == "0 errors, 0 warnings, 2 notes in 0 files")
}

@Test func textWithNothingFoundIsTheSummaryAlone() {
  #expect(render(noDiagnostics(), .text) == "0 errors, 0 warnings in 3 files\n")
  #expect(
    render(noDiagnostics(files: 1), .text, color: true) == "0 errors, 0 warnings in 1 file\n"
  )
}

@Test func textColourOnlyWhenAsked() {
  let plain = render(.text)
  #expect(!plain.utf8.contains(0x1B))

  let coloured = render(.text, color: true)
  #expect(coloured.contains("\u{1B}[1;31merror\u{1B}[0m   Icon.png has"))
  #expect(coloured.contains("\u{1B}[33mwarning\u{1B}[0m Icon.png is"))
  #expect(coloured.contains("\u{1B}[36mnote\u{1B}[0m    Icon@2x.png"))
  #expect(coloured.contains("\u{1B}[1mIcon.png\u{1B}[0m\n"))
  #expect(coloured.contains("\u{1B}[2m [alpha-channel]\u{1B}[0m\n"))
  // Without the escapes the two are the same text.
  #expect(stripANSI(coloured) == plain)
}

@Test func textShowsControlCharactersFromFilesInsteadOfSendingThem() {
  let report = CheckReport(
    diagnostics: [
      Diagnostic(
        path: "evil\u{1B}[2J.png", rule: "icon-size", severity: .error,
        message: "bad\u{1B}]0;title\u{07} and\r\nnext\u{9B}", fix: "f\u{1B}", location: "l\n2")
    ], filesChecked: 1)
  let text = render(report, .text)
  #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
  #expect(
    text == """
      evil\\u{1B}[2J.png
        error   bad\\u{1B}]0;title\\u{7} and
                next\\u{9B} [icon-size]
                fix: f\\u{1B}
                at: l 2

      1 error, 0 warnings in 1 file

      """)
}

private func stripANSI(_ text: String) -> String {
  var result = ""
  var scalars = text.unicodeScalars.makeIterator()
  while let scalar = scalars.next() {
    if scalar == "\u{1B}" {
      while let next = scalars.next(), next != "m" {}
    } else {
      result.unicodeScalars.append(scalar)
    }
  }
  return result
}

// MARK: - json

@Test func jsonHoldsEveryDiagnosticAndTheCounts() throws {
  let object = try parse(render(.json))
  #expect(Set(object.keys) == ["version", "diagnostics", "summary", "skipped", "targets"])
  #expect(object["version"] as? Int == 1)
  let summary = try #require(object["summary"] as? [String: Int])
  #expect(summary == ["errors": 2, "warnings": 1, "notes": 1, "files": 5])

  let diagnostics = try #require(object["diagnostics"] as? [[String: String]])
  #expect(diagnostics.count == 4)
  #expect(
    diagnostics[0] == [
      "path": "Icon.png", "rule": "alpha-channel", "severity": "error",
      "message": "Icon.png has an alpha channel; the App Store rejects it.",
      "fix": "flatten onto white: iconsmith convert --flatten", "location": "IHDR colour type 6",
    ])
  // Optional keys are left out, not null.
  #expect(
    diagnostics[1] == [
      "path": "Icon.png", "rule": "icon-size", "severity": "warning",
      "message": "Icon.png is 58x58 pixels; expected 57x57.\nIt will be scaled and blurred.",
    ])
  #expect(diagnostics[2]["path"] == "My Icons, v2: final/Icon@2x.png")
  #expect(diagnostics[2]["severity"] == "note")
  #expect(
    diagnostics[2]["message"] == "Icon@2x.png is 100% sRGB already; its gAMA chunk is redundant.")
  #expect(
    diagnostics.map { $0["rule"] } == [
      "alpha-channel", "icon-size", "srgb-profile", "filename-case",
    ])
}

@Test func jsonIsPrettyWithSortedKeys() {
  let report = CheckReport(
    diagnostics: [
      Diagnostic(
        path: "a/b.png", rule: "icon-size", severity: .warning, message: "say \"hi\"\\ \u{01}\tü",
        fix: "x")
    ], filesChecked: 1, milliseconds: 99)
  #expect(
    render(report, .json) == """
      {
        "diagnostics": [
          {
            "fix": "x",
            "message": "say \\"hi\\"\\\\ \\u0001\\tü",
            "path": "a/b.png",
            "rule": "icon-size",
            "severity": "warning"
          }
        ],
        "skipped": {},
        "summary": {
          "errors": 0,
          "files": 1,
          "notes": 0,
          "warnings": 1
        },
        "targets": [],
        "version": 1
      }

      """)
}

@Test func jsonWithNothingFound() throws {
  let text = render(noDiagnostics(), .json)
  #expect(
    text == """
      {
        "diagnostics": [],
        "skipped": {},
        "summary": {
          "errors": 0,
          "files": 3,
          "notes": 0,
          "warnings": 0
        },
        "targets": [],
        "version": 1
      }

      """)
  #expect(try parse(text)["diagnostics"] as? [Any] != nil)
}

@Test func jsonRoundTripsAwkwardStrings() throws {
  let message = "quote \" backslash \\ slash / nul \u{0} esc \u{1B} del \u{7F} line\u{2028} 🧪"
  let report = CheckReport(
    diagnostics: [Diagnostic(path: "p", rule: "r", severity: .note, message: message)],
    filesChecked: 1)
  let diagnostics = try #require(parse(render(report, .json))["diagnostics"] as? [[String: Any]])
  #expect(diagnostics.first?["message"] as? String == message)
}

// MARK: - xcode

@Test func xcodeWritesOneLinePerDiagnostic() {
  #expect(
    render(.xcode) == """
      Icon.png:1:1: error: Icon.png has an alpha channel; the App Store rejects it. \
      (fix: flatten onto white: iconsmith convert --flatten) [alpha-channel]
      Icon.png:1:1: warning: Icon.png is 58x58 pixels; expected 57x57. \
      It will be scaled and blurred. [icon-size]
      My Icons, v2: final/Icon@2x.png:1:1: note: Icon@2x.png is 100% sRGB already; \
      its gAMA chunk is redundant. (fix: drop the gAMA chunk) [srgb-profile]
      Settings.png:1:1: error: Settings.png should be Settings.png only if Info.plist says so. \
      [filename-case]

      """)
}

@Test func xcodeWithNothingFoundIsEmpty() {
  #expect(render(noDiagnostics(), .xcode) == "")
}

// MARK: - github

@Test func githubWritesEscapedWorkflowCommands() {
  #expect(
    render(.github) == """
      ::error file=Icon.png,title=alpha-channel::Icon.png has an alpha channel; \
      the App Store rejects it. (fix: flatten onto white: iconsmith convert --flatten)
      ::warning file=Icon.png,title=icon-size::Icon.png is 58x58 pixels; expected 57x57.%0A\
      It will be scaled and blurred.
      ::notice file=My Icons%2C v2%3A final/Icon@2x.png,title=srgb-profile::Icon@2x.png is \
      100%25 sRGB already; its gAMA chunk is redundant. (fix: drop the gAMA chunk)
      ::error file=Settings.png,title=filename-case::Settings.png should be Settings.png only if \
      Info.plist says so.

      """)
}

@Test func githubEscapesPercentFirstAndCarriageReturns() {
  #expect(GitHubReport.escapedData("%0A\r\n:,") == "%250A%0D%0A:,")
  #expect(GitHubReport.escapedProperty("a%:b,c\r\n") == "a%25%3Ab%2Cc%0D%0A")
  let report = CheckReport(
    diagnostics: [
      Diagnostic(path: "x.png", rule: "r", severity: .error, message: "a\r\nb", fix: "50%\n")
    ], filesChecked: 1)
  #expect(render(report, .github) == "::error file=x.png,title=r::a%0D%0Ab (fix: 50%25%0A)\n")
}

@Test func githubWithNothingFoundIsEmpty() {
  #expect(render(noDiagnostics(), .github) == "")
}

// MARK: - sarif

@Test func sarifDescribesTheToolAndItsRules() throws {
  let log = try parse(render(.sarif))
  #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
  #expect(log["version"] as? String == "2.1.0")
  let runs = try #require(log["runs"] as? [[String: Any]])
  #expect(runs.count == 1)
  #expect(runs[0]["columnKind"] as? String == "unicodeCodePoints")

  let tool = try #require(runs[0]["tool"] as? [String: Any])
  let driver = try #require(tool["driver"] as? [String: Any])
  #expect(driver["name"] as? String == "iconsmith")
  #expect(driver["version"] as? String == "1.2.3")
  #expect(driver["informationUri"] as? String == "https://github.com/iconsmith/iconsmith")
  let descriptors = try #require(driver["rules"] as? [[String: Any]])
  #expect(
    descriptors.map { $0["id"] as? String } == ["alpha-channel", "icon-size", "srgb-profile"])
  #expect(descriptors.map { $0["name"] as? String } == ["AlphaChannel", "IconSize", "SrgbProfile"])
  let first = descriptors[0]
  #expect(
    Set(first.keys) == [
      "id", "name", "shortDescription", "fullDescription", "defaultConfiguration", "help",
    ])
  #expect(
    first["shortDescription"] as? [String: String] == ["text": "App icons have no alpha channel."])
  #expect(
    first["fullDescription"] as? [String: String]
      == ["text": "App Store Connect rejects app icons with transparency."])
  #expect(
    first["help"] as? [String: String] == [
      "text": "App Store Connect rejects app icons with transparency."
    ])
  #expect(
    descriptors.map { ($0["defaultConfiguration"] as? [String: String])?["level"] }
      == ["error", "warning", "note"])
}

@Test func sarifResultsPointAtRulesAndFiles() throws {
  let log = try parse(render(.sarif))
  let run = try #require((log["runs"] as? [[String: Any]])?.first)
  let results = try #require(run["results"] as? [[String: Any]])
  #expect(results.count == 4)
  #expect(
    results.map { $0["ruleId"] as? String } == [
      "alpha-channel", "icon-size", "srgb-profile", "filename-case",
    ])
  #expect(results.map { $0["ruleIndex"] as? Int } == [0, 1, 2, nil])
  #expect(results[3]["ruleIndex"] == nil)
  #expect(results.map { $0["level"] as? String } == ["error", "warning", "note", "error"])
  #expect(
    results.map { ($0["message"] as? [String: String])?["text"] } == [
      "Icon.png has an alpha channel; the App Store rejects it. Fix: flatten onto white: iconsmith convert --flatten",
      "Icon.png is 58x58 pixels; expected 57x57.\nIt will be scaled and blurred.",
      "Icon@2x.png is 100% sRGB already; its gAMA chunk is redundant. Fix: drop the gAMA chunk",
      "Settings.png should be Settings.png only if Info.plist says so.",
    ])

  let locations = try #require(results[2]["locations"] as? [[String: Any]])
  #expect(locations.count == 1)
  let physical = try #require(locations[0]["physicalLocation"] as? [String: Any])
  let artifact = try #require(physical["artifactLocation"] as? [String: String])
  #expect(
    artifact == ["uri": "My%20Icons%2C%20v2%3A%20final/Icon%402x.png", "uriBaseId": "%SRCROOT%"])
}

@Test func sarifNamesAndURIs() {
  #expect(SARIFReport.upperCamelCase("alpha-channel") == "AlphaChannel")
  #expect(SARIFReport.upperCamelCase("app-icon-1x") == "AppIcon1x")
  #expect(SARIFReport.upperCamelCase("cgbi") == "Cgbi")
  #expect(SARIFReport.uri("a b/ü#?%.png") == "a%20b/%C3%BC%23%3F%25.png")
  #expect(SARIFReport.uri("Assets.xcassets/AppIcon-1_x~.png") == "Assets.xcassets/AppIcon-1_x~.png")
}

@Test func sarifWithNothingFoundHasEmptyResults() throws {
  let text = ReportRenderer.render(noDiagnostics(), as: .sarif, rules: [], options: options)
  let run = try #require((parse(text)["runs"] as? [[String: Any]])?.first)
  #expect((run["results"] as? [Any])?.isEmpty == true)
  let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
  #expect((driver["rules"] as? [Any])?.isEmpty == true)
  #expect(text.contains("\"results\": []"))
}

@Test func sarifUsesTheGivenToolIdentity() throws {
  let custom = RenderOptions(
    color: true, toolName: "icons", toolVersion: "0.0.1", informationURI: "https://example.com")
  let text = ReportRenderer.render(sample, as: .sarif, rules: rules, options: custom)
  let run = try #require((parse(text)["runs"] as? [[String: Any]])?.first)
  let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
  #expect(driver["name"] as? String == "icons")
  #expect(driver["version"] as? String == "0.0.1")
  #expect(driver["informationUri"] as? String == "https://example.com")
  #expect(!text.utf8.contains(0x1B))
}

// MARK: - every format

@Test(arguments: ReportFormat.allCases)
func sameReportGivesSameBytes(format: ReportFormat) {
  let shuffled = CheckReport(
    diagnostics: sample.diagnostics.reversed(), filesChecked: sample.filesChecked,
    milliseconds: sample.milliseconds)
  let first = render(format)
  #expect(render(format) == first)
  #expect(render(shuffled, format) == first)
  #expect(first.hasSuffix("\n"))
  #expect(!first.hasSuffix("\n\n"))
}

@Test(arguments: ReportFormat.allCases)
func noFormatCarriesTimingAndOnlyTextColour(format: ReportFormat) {
  var slower = sample
  slower.milliseconds = 9000
  #expect(render(slower, format) == render(format))
  #expect((render(format, color: true) == render(format)) == (format != .text))
}

/// Keeps every piece written, to see how the report arrives.
private struct PieceRecorder: TextOutputStream {
  var pieces: [String] = []
  mutating func write(_ string: String) { pieces.append(string) }
}

@Test(
  "a report of thousands of findings is written a finding at a time, never held whole",
  arguments: ReportFormat.allCases.filter { $0 != .html })
func writeStreamsPieceByPiece(format: ReportFormat) {
  let many = CheckReport(
    diagnostics: (0..<3000).map { index in
      Diagnostic(
        path: "App/Icon-\(index).png", rule: "icon-size", severity: .warning,
        message: "Icon-\(index).png is 58x58 pixels; expected 57x57.", fix: "resize it")
    }, filesChecked: 3000, milliseconds: 7)
  var recorder = PieceRecorder()
  ReportRenderer.write(
    many, as: format, rules: rules, options: options, thumbnails: [:], to: &recorder)
  let whole = ReportRenderer.render(many, as: format, rules: rules, options: options)
  #expect(recorder.pieces.joined() == whole)
  // The whole report is hundreds of kilobytes; no piece holds more than a finding or two.
  #expect(whole.utf8.count > 200_000)
  #expect(recorder.pieces.map(\.utf8.count).max() ?? 0 < 2_000)
}

@Test func formatsAreSpelledAsTheCommandLineTakesThem() {
  #expect(
    ReportFormat.allCases.map(\.rawValue) == ["text", "json", "xcode", "github", "sarif", "html"])
  #expect(ReportFormat(rawValue: "sarif") == .sarif)
}

@Test("the rule table: aligned text with rationale when verbose, a Markdown row per rule")
func ruleTable() {
  let rules = [
    RuleDescriptor(
      id: "app-icon-alpha", severity: .error, summary: "an app icon with alpha",
      rationale: "The App Store refuses it.", itmsCode: "ITMS-90717", fix: .rewrite),
    RuleDescriptor(id: "interlaced", severity: .note, summary: "an interlaced PNG", rationale: "r"),
  ]
  #expect(
    RuleTable.render(rules, format: .text) == """
      app-icon-alpha  error    an app icon with alpha (ITMS-90717) [--fix rewrites]
      interlaced      note     an interlaced PNG

      """)
  #expect(
    RuleTable.render(rules, format: .text, verbose: true).split(separator: "\n")[1]
      == "                         The App Store refuses it.")
  #expect(
    RuleTable.render(rules, format: .markdown) == """
      | rule | severity | what it finds | App Store error it prevents | `--fix` |
      |---|---|---|---|---|
      | `app-icon-alpha` | error | an app icon with alpha | ITMS-90717 | rewrites |
      | `interlaced` | note | an interlaced PNG |  |  |

      """)
}
