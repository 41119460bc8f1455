import Diagnostics

/// An output format of `iconsmith check`.
///
/// Invariant: each raw value is the spelling `--format` accepts.
public enum ReportFormat: String, Sendable, CaseIterable {
  /// Grouped by file, for people; the default.
  case text
  /// The report as one JSON object, for scripts.
  case json
  /// `PATH:1:1: error: ...` lines, which Xcode shows inline from a run-script phase.
  case xcode
  /// GitHub Actions workflow commands, which annotate the files of a pull request.
  case github
  /// SARIF 2.1.0, for code-scanning services.
  case sarif
  /// One self-contained page with thumbnails, for reviewers and CI artifacts.
  case html
}

/// What a rendered report needs beyond the report itself.
///
/// Invariant: holds no state of the run, so rendering stays a pure function of its inputs.
public struct RenderOptions: Sendable, Equatable {
  /// ANSI colours in the `text` format; the other formats ignore it.
  public var color: Bool
  public var toolName: String = "iconsmith"
  public var toolVersion: String
  /// Where the tool lives, for SARIF's `informationUri`.
  public var informationURI: String = "https://github.com/iconsmith/iconsmith"

  public init(
    color: Bool, toolName: String = "iconsmith", toolVersion: String,
    informationURI: String = "https://github.com/iconsmith/iconsmith"
  ) {
    self.color = color
    self.toolName = toolName
    self.toolVersion = toolVersion
    self.informationURI = informationURI
  }
}

/// Turns a check report into the bytes of one output format; the library never prints.
///
/// Invariant: a pure function of its arguments (the same inputs give the same bytes); a non-empty
/// result ends with a newline, and only the `xcode` and `github` formats return "" (when there
/// is nothing to report).
public enum ReportRenderer {
  /// The report in `format`. `rules` are the descriptors SARIF lists, in the order given;
  /// `thumbnails` (by diagnostic path) are pictured in the `html` format only.
  public static func render(
    _ report: CheckReport, as format: ReportFormat, rules: [RuleDescriptor],
    options: RenderOptions, thumbnails: [String: Thumbnail] = [:]
  ) -> String {
    var output = ""
    write(report, as: format, rules: rules, options: options, thumbnails: thumbnails, to: &output)
    return output
  }

  /// Writes what ``render(_:as:rules:options:thumbnails:)`` returns to `output` piece by piece,
  /// so a report of many thousands of findings is never held whole as text.
  public static func write(
    _ report: CheckReport, as format: ReportFormat, rules: [RuleDescriptor],
    options: RenderOptions, thumbnails: [String: Thumbnail] = [:],
    to output: inout some TextOutputStream
  ) {
    switch format {
    case .html: output.write(HTMLReport.render(report, thumbnails: thumbnails, options: options))
    case .text: TextReport.write(report, color: options.color, to: &output)
    case .json: JSONReport.write(report, to: &output)
    case .xcode: XcodeReport.write(report, to: &output)
    case .github: GitHubReport.write(report, to: &output)
    case .sarif: SARIFReport.write(report, rules: rules, options: options, to: &output)
    }
  }
}

/// Helpers that keep text from checked files from taking over a terminal or a log.
///
/// Invariant: `visible` and `singleLine` return no control character but tab.
enum ReportText {
  /// The text with every control character but tab shown as `\u{XX}`.
  ///
  /// File names and messages come from the files being checked; an escape byte in one would
  /// otherwise recolour or rewrite the user's terminal, and a stray carriage return would hide
  /// the start of the line.
  static func visible(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar.properties.generalCategory != .control || scalar == "\t" {
        result.append(scalar)
      } else {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result.append(contentsOf: "\\u{\(hex)}".unicodeScalars)
      }
    }
    return String(result)
  }

  /// The lines of the text, splitting at `\n`, `\r\n` and a lone `\r`.
  static func lines(_ text: String) -> [String] {
    var result: [String] = []
    var current = String.UnicodeScalarView()
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      if scalar == "\n" && previousWasCR {
        previousWasCR = false
        continue
      }
      previousWasCR = scalar == "\r"
      if scalar == "\n" || scalar == "\r" {
        result.append(String(current))
        current = String.UnicodeScalarView()
      } else {
        current.append(scalar)
      }
    }
    result.append(String(current))
    return result
  }

  /// The text on one line: each line break becomes a space and other controls are shown.
  ///
  /// Line-based readers (Xcode's build log) would take a second line for something else, or
  /// for a forged diagnostic.
  static func singleLine(_ text: String) -> String {
    lines(text).map(visible).joined(separator: " ")
  }
}
