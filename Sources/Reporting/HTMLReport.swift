import Diagnostics

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The `html` format: one page a reviewer opens from disk or as a CI artifact, grouped by
/// target and file, each finding with its rule, message and fix, and a thumbnail of the image
/// at 1x and enlarged without smoothing over a checkerboard (so alpha shows).
///
/// Invariant: self-contained (styles and the severity filter's script inline, thumbnails as
/// `data:` URIs; no other file, font or script is loaded); every text from the checked tree is
/// escaped; `<body>` carries the JSON report's counts (`data-errors`, `data-warnings`,
/// `data-notes`, `data-files`); the same inputs give the same bytes.
enum HTMLReport {
  static func render(
    _ report: CheckReport, thumbnails: [String: Thumbnail], options: RenderOptions
  ) -> String {
    let counts = Severity.allCases.reversed().map { ($0, report.count($0)) }
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(escape(options.toolName)) check: \(summary(counts))</title>
      <style>\(style)</style>
      </head>

      """
    page += "<body"
    for (severity, count) in counts { page += " data-\(plural(severity))=\"\(count)\"" }
    page += " data-files=\"\(report.filesChecked)\">\n"
    page += "<header>\n<h1>\(escape(options.toolName)) check</h1>\n"
    page += "<p class=\"summary\">"
    page += counts.map { severity, count in
      "<span class=\"count \(severity.rawValue)\">\(count) \(noun(severity, count))</span>"
    }.joined(separator: " ")
    page += " in \(report.filesChecked) \(report.filesChecked == 1 ? "file" : "files") checked"
    page += " <small>(\(escape(options.toolName)) \(escape(options.toolVersion)))</small></p>\n"
    if !report.skipped.isEmpty {
      let parts = report.skipped.sorted { $0.key < $1.key }.map { "\($0.value) \(escape($0.key))" }
      page += "<p class=\"skipped\">Not checked: \(parts.joined(separator: ", "))</p>\n"
    }
    page += "<fieldset class=\"filter\"><legend>Show</legend>"
    for (severity, count) in counts {
      page +=
        "<label><input type=\"checkbox\" data-severity=\"\(severity.rawValue)\" checked> "
        + "\(plural(severity)) (\(count))</label> "
    }
    page += "</fieldset>\n</header>\n<main>\n"
    if report.diagnostics.isEmpty {
      page += "<p class=\"clean\">No findings.</p>\n"
    }
    for group in groups(report) {
      page += section(group, thumbnails: thumbnails)
    }
    page += "</main>\n<script>\(script)</script>\n</body>\n</html>\n"
    return page
  }

  /// The findings of one target (or of no target), by file in report order.
  struct Group {
    let unit: CheckedUnit?
    var files: [(path: String, diagnostics: [Diagnostic])] = []
  }

  /// Each unit with the findings under its folder (the deepest unit wins), then the rest.
  static func groups(_ report: CheckReport) -> [Group] {
    var groups = report.units.map { Group(unit: $0) }
    var others = Group(unit: nil)
    for diagnostic in report.diagnostics {
      let owner = report.units.indices.filter { contains(report.units[$0].path, diagnostic.path) }
        .max { report.units[$0].path.count < report.units[$1].path.count }
      if let owner {
        add(diagnostic, to: &groups[owner])
      } else {
        add(diagnostic, to: &others)
      }
    }
    if !others.files.isEmpty { groups.append(others) }
    return groups
  }

  private static func add(_ diagnostic: Diagnostic, to group: inout Group) {
    if let last = group.files.indices.last, group.files[last].path == diagnostic.path {
      group.files[last].diagnostics.append(diagnostic)
    } else {
      group.files.append((diagnostic.path, [diagnostic]))
    }
  }

  /// Whether `path` is `folder` or lies under it.
  static func contains(_ folder: String, _ path: String) -> Bool {
    folder == "." || folder.isEmpty || path == folder || path.hasPrefix(folder + "/")
  }

  private static func section(_ group: Group, thumbnails: [String: Thumbnail]) -> String {
    var html = "<section class=\"target\">\n"
    if let unit = group.unit {
      html += "<h2>\(escape(unit.name)) <small>\(escape(unit.kind))"
      if let project = unit.project { html += " in \(escape(project))" }
      html += "</small></h2>\n"
      html +=
        "<p class=\"profiles\">Held to \(escape(unit.profiles.joined(separator: ", "))): "
        + "\(escape(unit.profileReason)) <code>\(escape(unit.path))</code></p>\n"
    } else {
      html += "<h2>Other files</h2>\n"
    }
    if group.files.isEmpty { html += "<p class=\"clean\">No findings.</p>\n" }
    for (path, diagnostics) in group.files {
      let severities = Set(diagnostics.map(\.severity.rawValue)).sorted().joined(separator: " ")
      html += "<article class=\"file\" data-severities=\"\(severities)\">\n"
      html += "<h3>\(escape(path))</h3>\n"
      if let thumbnail = thumbnails[path] { html += figure(thumbnail) }
      html += "<ul class=\"findings\">\n"
      for diagnostic in diagnostics { html += finding(diagnostic) }
      html += "</ul>\n</article>\n"
    }
    return html + "</section>\n"
  }

  private static func finding(_ diagnostic: Diagnostic) -> String {
    let severity = diagnostic.severity.rawValue
    var html = "<li class=\"finding \(severity)\" data-severity=\"\(severity)\">"
    html += "<span class=\"badge\">\(severity)</span> <code class=\"rule\">"
    html += "\(escape(diagnostic.rule.rawValue))</code>"
    html += "<p class=\"message\">\(escape(diagnostic.message))</p>"
    if let fix = diagnostic.fix { html += "<p class=\"fix\">fix: \(escape(fix))</p>" }
    if let location = diagnostic.location {
      html += "<p class=\"location\">at: \(escape(location))</p>"
    }
    return html + "</li>\n"
  }

  /// The side the enlarged copy is drawn at, at most: a 29-pixel icon at 8x, a 256-pixel one at 2x.
  static let enlargedSide = 256

  private static func figure(_ thumbnail: Thumbnail) -> String {
    let source = "data:image/png;base64," + Data(thumbnail.png).base64EncodedString()
    let scale = max(2, min(16, enlargedSide / max(1, max(thumbnail.width, thumbnail.height))))
    var caption = "\(thumbnail.originalWidth) x \(thumbnail.originalHeight) px"
    if thumbnail.width != thumbnail.originalWidth || thumbnail.height != thumbnail.originalHeight {
      caption += ", shown at \(thumbnail.width) x \(thumbnail.height)"
    }
    caption += "; enlarged \(scale)x without smoothing"
    return "<figure class=\"thumbnail\">"
      + "<img class=\"actual\" alt=\"\" width=\"\(thumbnail.width)\" height=\"\(thumbnail.height)\" src=\"\(source)\">"
      + "<img class=\"enlarged\" alt=\"\" width=\"\(thumbnail.width * scale)\" height=\"\(thumbnail.height * scale)\" src=\"\(source)\">"
      + "<figcaption>\(caption)</figcaption></figure>\n"
  }

  /// Text for HTML: markup characters escaped, control characters shown (`\u{1B}`).
  static func escape(_ text: String) -> String {
    var result = ""
    for character in ReportText.visible(text) {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }

  private static func plural(_ severity: Severity) -> String { severity.rawValue + "s" }

  private static func noun(_ severity: Severity, _ count: Int) -> String {
    count == 1 ? severity.rawValue : plural(severity)
  }

  private static func summary(_ counts: [(Severity, Int)]) -> String {
    counts.map { "\($0.1) \(noun($0.0, $0.1))" }.joined(separator: ", ")
  }

  private static let style = """
    body{font:15px/1.45 -apple-system,system-ui,sans-serif;margin:0;color:#1d1d1f;background:#fafafa}
    header{padding:16px 24px;background:#fff;border-bottom:1px solid #ddd;position:sticky;top:0}
    h1{font-size:20px;margin:0 0 4px}main{padding:8px 24px 32px}
    h2{font-size:17px;margin:24px 0 4px}h2 small{font-weight:normal;color:#666}
    h3{font-size:14px;margin:0 0 8px;font-family:ui-monospace,Menlo,monospace;word-break:break-all}
    .count{font-weight:600}.count.error{color:#c62828}.count.warning{color:#a15c00}.count.note{color:#555}
    .profiles,.skipped{color:#555;margin:0 0 8px}.filter{border:0;padding:0;margin:8px 0 0}
    .filter legend{float:left;margin-right:8px}
    .file{background:#fff;border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:12px 0;overflow:hidden}
    .thumbnail{float:right;margin:0 0 8px 16px;text-align:right}
    .thumbnail img{display:inline-block;vertical-align:bottom;margin-left:8px;
    background-color:#fff;background-image:linear-gradient(45deg,#ccc 25%,transparent 25%,transparent 75%,#ccc 75%),
    linear-gradient(45deg,#ccc 25%,transparent 25%,transparent 75%,#ccc 75%);background-size:16px 16px;
    background-position:0 0,8px 8px}
    .thumbnail .enlarged{image-rendering:pixelated;image-rendering:crisp-edges}
    .thumbnail figcaption{font-size:12px;color:#666}
    .findings{list-style:none;margin:0;padding:0}.finding{margin:0 0 10px}
    .finding p{margin:2px 0 0}.fix{color:#333}.location{color:#666;font-size:13px}
    .badge{display:inline-block;min-width:56px;text-align:center;border-radius:4px;font-size:12px;
    font-weight:600;color:#fff;padding:1px 6px}
    .error .badge{background:#c62828}.warning .badge{background:#b26a00}.note .badge{background:#777}
    .rule{font-size:13px;color:#444}
    body.hide-error .finding.error,body.hide-warning .finding.warning,body.hide-note .finding.note,
    .file.hidden{display:none}
    """

  /// Hides the findings of unticked severities, and a file none of whose findings shows.
  private static let script = """
    (function(){
    var boxes=document.querySelectorAll('input[data-severity]');
    function update(){
    var shown={};
    boxes.forEach(function(box){shown[box.dataset.severity]=box.checked;
    document.body.classList.toggle('hide-'+box.dataset.severity,!box.checked);});
    document.querySelectorAll('article.file').forEach(function(file){
    var visible=file.dataset.severities.split(' ').some(function(s){return shown[s];});
    file.classList.toggle('hidden',!visible);});}
    boxes.forEach(function(box){box.addEventListener('change',update);});
    update();})();
    """
}
