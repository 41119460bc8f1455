import Foundation
import Testing

@testable import Diagnostics
@testable import Reporting

/// The HTML page: self-contained, escaped, grouped by target and file, with the JSON's counts.
struct HTMLReportTests {
  static let options = RenderOptions(color: false, toolVersion: "1.2.3")

  static let units = [
    CheckedUnit(
      name: "Gem", kind: "app", path: "App", project: "Gem.xcodeproj", profiles: ["modern"],
      profileReason: "deployment target 16.0"),
    CheckedUnit(
      name: "Share", kind: "app extension", path: "App/Share", project: "Gem.xcodeproj",
      profiles: ["modern"], profileReason: "deployment target 16.0"),
  ]

  static let report = CheckReport(
    diagnostics: [
      Diagnostic(
        path: "App/Icon.png", rule: "app-icon-alpha", severity: .error,
        message: "Icon.png has translucent pixels", fix: "flatten it", location: "IHDR"),
      Diagnostic(
        path: "App/Icon.png", rule: "icon-size", severity: .warning, message: "58x58 px"),
      Diagnostic(
        path: "App/Share/Glyph.png", rule: "bar-icon-not-white", severity: .note,
        message: "colour is thrown away"),
      Diagnostic(
        path: "Loose/<script>alert(1)</script>&\"'.png", rule: "not-a-png", severity: .error,
        message: "is a <b>JPEG</b>\u{1B}[31m"),
    ], filesChecked: 7, units: units, skipped: ["dependencies": 3])

  static func page(thumbnails: [String: Thumbnail] = [:]) -> String {
    ReportRenderer.render(
      report, as: .html, rules: [], options: options, thumbnails: thumbnails)
  }

  /// The value of `name="..."` on the `<body>` tag.
  static func bodyAttribute(_ name: String, in page: String) -> Int? {
    guard let body = page.range(of: "<body"),
      let end = page[body.upperBound...].firstIndex(of: ">")
    else { return nil }
    let tag = page[body.upperBound..<end]
    guard let start = tag.range(of: "\(name)=\"") else { return nil }
    return Int(tag[start.upperBound...].prefix { $0.isNumber })
  }

  @Test("the page's counts are the JSON report's")
  func countsMatchJSON() throws {
    let json = try #require(
      JSONSerialization.jsonObject(
        with: Data(
          ReportRenderer.render(
            Self.report, as: .json, rules: [],
            options: RenderOptions(color: false, toolVersion: "1")
          ).utf8))
        as? [String: Any])
    let summary = try #require(json["summary"] as? [String: Int])
    let page = Self.page()
    for key in ["errors", "warnings", "notes", "files"] {
      #expect(Self.bodyAttribute("data-\(key)", in: page) == summary[key], "\(key)")
    }
    #expect(page.components(separatedBy: "<li class=\"finding ").count - 1 == 4)
    #expect(page.contains("<title>iconsmith check: 2 errors, 1 warning, 1 note</title>"))
  }

  @Test("nothing is loaded from elsewhere: styles, script and pictures are in the page")
  func selfContained() {
    let thumbnail = Thumbnail(
      png: [137, 80, 78, 71], width: 4, height: 4, originalWidth: 4, originalHeight: 4)
    let page = Self.page(thumbnails: ["App/Icon.png": thumbnail])
    for outside in ["<link", "src=\"http", "src=\"//", "url(", "@import", "<script src"] {
      #expect(!page.contains(outside), "\(outside)")
    }
    let sources = page.components(separatedBy: "src=\"").dropFirst()
    #expect(sources.count == 2)
    #expect(sources.allSatisfy { $0.hasPrefix("data:image/png;base64,") })
  }

  @Test("text from the checked tree is escaped: a file name cannot add markup or a script")
  func escaped() {
    let page = Self.page()
    #expect(!page.contains("<script>alert"))
    #expect(!page.contains("<b>JPEG"))
    #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;&amp;&quot;&#39;.png"))
    #expect(page.contains("is a &lt;b&gt;JPEG&lt;/b&gt;\\u{1B}[31m"))
    #expect(!page.unicodeScalars.contains("\u{1B}"))
    // One script: the filter's own.
    #expect(page.components(separatedBy: "<script").count == 2)
  }

  @Test("findings go under the deepest target whose folder holds them, the rest under other files")
  func grouping() {
    let groups = HTMLReport.groups(Self.report)
    #expect(groups.map { $0.unit?.name } == ["Gem", "Share", nil])
    #expect(groups[0].files.map(\.path) == ["App/Icon.png"])
    #expect(groups[0].files[0].diagnostics.map(\.rule) == ["app-icon-alpha", "icon-size"])
    #expect(groups[1].files.map(\.path) == ["App/Share/Glyph.png"])
    #expect(groups[2].files.map(\.path) == ["Loose/<script>alert(1)</script>&\"'.png"])
    #expect(HTMLReport.contains("App", "App/x.png"))
    #expect(!HTMLReport.contains("App", "Apple/x.png"))
    #expect(HTMLReport.contains(".", "x.png"))
  }

  @Test("a thumbnail is drawn at 1x and enlarged, from the same bytes, with its real size")
  func thumbnails() throws {
    let bytes: [UInt8] = (0..<40).map { UInt8($0 * 5) }
    let small = Thumbnail(
      png: bytes, width: 29, height: 29, originalWidth: 29, originalHeight: 29)
    let shrunk = Thumbnail(
      png: bytes, width: 256, height: 128, originalWidth: 1024, originalHeight: 512)
    let page = Self.page(thumbnails: ["App/Icon.png": small, "App/Share/Glyph.png": shrunk])
    let encoded = Data(bytes).base64EncodedString()
    #expect(page.components(separatedBy: "data:image/png;base64,\(encoded)\"").count - 1 == 4)
    #expect(page.contains("width=\"29\" height=\"29\""))
    #expect(page.contains("width=\"232\" height=\"232\""), "29 px at 8x")
    #expect(page.contains("width=\"512\" height=\"256\""), "256 px at 2x")
    #expect(page.contains("1024 x 512 px, shown at 256 x 128"))
    #expect(!page.contains("29 x 29 px, shown at"))
  }

  @Test("a clean report says so; the filter lists every severity")
  func clean() {
    let page = ReportRenderer.render(
      CheckReport(diagnostics: [], filesChecked: 3), as: .html, rules: [], options: Self.options)
    #expect(page.contains("No findings."))
    for severity in ["error", "warning", "note"] {
      #expect(page.contains("<input type=\"checkbox\" data-severity=\"\(severity)\" checked>"))
    }
    #expect(Self.bodyAttribute("data-errors", in: page) == 0)
  }
}
