import Foundation
import HIG

/// shared/HIG.md, or the excerpt of it vendored beside these tests, cut into its `## ` sections.
///
/// Invariant: a section runs from its heading line to its last non-blank line before the next
/// heading, byte for byte, so two copies of a section are equal exactly when their text is.
struct HIGDocument {
  struct Section: Equatable {
    let heading: String
    let text: String
  }

  let sections: [Section]

  init(_ text: String) {
    var sections: [Section] = []
    var lines: [Substring] = []
    func close() {
      guard let heading = lines.first else { return }
      while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
      sections.append(Section(heading: String(heading), text: lines.joined(separator: "\n")))
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") {
        close()
        lines = [line]
      } else if !lines.isEmpty {
        lines.append(line)
      }
    }
    close()
    self.sections = sections
  }

  init(contentsOf url: URL) throws {
    self.init(try String(contentsOf: url, encoding: .utf8))
  }

  /// The section of a profile: its heading starts "## Profile `ios7`".
  func section(of profile: Profile) -> Section? {
    sections.first { $0.heading.hasPrefix("## Profile `\(profile.rawValue)`") }
  }

  /// The names of the profiles this document has a section for, in its order.
  var profileSectionNames: [String] {
    sections.compactMap { section in
      guard section.heading.hasPrefix("## Profile `") else { return nil }
      return section.heading.dropFirst("## Profile `".count).split(separator: "`").first.map(
        String.init)
    }
  }

  /// The section that lists every valid launch-image size.
  var launchImageSection: Section? {
    sections.first { $0.heading.hasPrefix("## Launch images: every valid size") }
  }
}

/// Where the tests find HIG.md: always the verbatim excerpt vendored beside them, so the suite
/// gives the same answer in any clone. The team's live file is compared with that excerpt only
/// when `ICONSMITH_HIG_MD` names it (`ICONSMITH_HIG_MD=/path/to/the/team/HIG.md swift test`).
enum HIGDocumentFiles {
  /// Tests/HIGTests.
  static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  /// The verbatim excerpt: the profile sections and the launch-image sizes.
  static let excerpt = testsFolder.appendingPathComponent("Fixtures").appendingPathComponent(
    "HIG-tables.md")

  /// The live HIG.md to hold the excerpt to, when the environment names one.
  static var live: URL? {
    ProcessInfo.processInfo.environment["ICONSMITH_HIG_MD"].map { URL(fileURLWithPath: $0) }
  }

  static func load() throws -> (document: HIGDocument, source: String) {
    (try HIGDocument(contentsOf: excerpt), "Tests/HIGTests/Fixtures/HIG-tables.md")
  }
}

/// A markdown table: one dictionary per body row, from header cell to body cell, trimmed.
struct MarkdownTable {
  let columns: [String]
  let rows: [[String: String]]

  /// Every table of a text: runs of lines that start with `|`, the second being the rule line.
  static func all(in text: String) -> [MarkdownTable] {
    var tables: [MarkdownTable] = []
    var block: [[String]] = []
    func close() {
      if block.count >= 2, let columns = block.first {
        let rows = block.dropFirst(2).map { cells in
          Dictionary(zip(columns, cells), uniquingKeysWith: { first, _ in first })
        }
        tables.append(MarkdownTable(columns: columns, rows: rows))
      }
      block = []
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("|") else {
        close()
        continue
      }
      let cells = trimmed.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
        .dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
      block.append(cells)
    }
    close()
    return tables
  }
}

/// One conventional file a profile section of HIG.md names, and what the section says of it.
///
/// Invariant: `sizes` is never empty; `role`, `alpha` and `need` are nil where HIG.md is silent.
struct DocumentedFile: Equatable {
  let name: String
  var sizes: Set<PixelSize>
  var role: String?
  var alpha: String?
  var need: Need?
}

/// Reads the files a profile section names: the rows of its tables, and the prose lists of
/// names with their sizes (the `ios7` section has no table).
struct ProfileSectionReader {
  private(set) var files: [String: DocumentedFile] = [:]
  /// What could not be read: a test reports each, so a rewording cannot hide a row.
  private(set) var problems: [String] = []

  init(_ text: String) {
    for table in MarkdownTable.all(in: text) where table.columns.contains("file") {
      for row in table.rows { read(row) }
    }
    let prose = text.split(separator: "\n").filter { !$0.hasPrefix("|") }
    for line in prose { readProse(String(line)) }
  }

  /// A file name as the HIG writes one: `Icon-72.png`, `iTunesArtwork@2x`; not a placeholder
  /// (`NAME@2x.png`), a pattern (`Default*.png`) or a key (`CFBundleIconFiles`).
  static func isFileName(_ text: Substring) -> Bool {
    (text.hasSuffix(".png") || text.hasPrefix("iTunesArtwork")) && !text.contains("NAME")
      && !text.contains("*") && !text.contains(" ")
  }

  /// "57 x 57" -> 57x57, "1024" -> 1024x1024.
  static func size(_ text: Substring) -> PixelSize? {
    if let match = text.wholeMatch(of: #/(\d+) x (\d+)/#) {
      return PixelSize(Int(match.1)!, Int(match.2)!)
    }
    return Int(text).map { PixelSize(square: $0) }
  }

  private mutating func add(_ file: DocumentedFile) {
    if var known = files[file.name] {
      known.sizes.formUnion(file.sizes)
      known.role = known.role ?? file.role
      known.alpha = known.alpha ?? file.alpha
      known.need = known.need ?? file.need
      files[file.name] = known
    } else {
      files[file.name] = file
    }
  }

  /// A table row: `file` names it (rows named by the user, bar icons, are skipped), `pixels`
  /// holds its sizes ("768 x 1004 (without status bar) or 768 x 1024") and maybe its @2x
  /// sibling ("72 x 72 (@2x `Icon-72@2x.png` 144)", "50 x 50 (@2x 100)").
  private mutating func read(_ row: [String: String]) {
    guard let fileCell = row["file"],
      let name = fileCell.firstMatch(of: #/`([^`]+)`/#)?.1, Self.isFileName(name)
    else { return }
    guard let pixels = row["pixels"] else {
      problems.append("\(name): no pixels column")
      return
    }
    let outside = pixels.replacing(#/\([^)]*\)/#, with: "")
    let sizes = outside.matches(of: #/(\d+) x (\d+)/#).map { PixelSize(Int($0.1)!, Int($0.2)!) }
    guard !sizes.isEmpty else {
      problems.append("\(name): no size in '\(pixels)'")
      return
    }
    let notes = row["notes"]?.lowercased() ?? ""
    let required = notes.contains(#/\brequired\b/#)
    let recommended = notes.contains(#/\brecommended\b/#)
    if required && recommended { problems.append("\(name): both required and recommended") }
    let need: Need? = required ? .required : recommended ? .recommended : nil
    guard let role = row["role"] else {
      problems.append("\(name): no role column")
      return
    }
    add(
      DocumentedFile(
        name: String(name), sizes: Set(sizes), role: role, alpha: row["alpha"], need: need))
    if let sibling = pixels.firstMatch(of: #/\(@2x (?:`([^`]+)` )?(\d+)\)/#) {
      let siblingName = sibling.1.map(String.init) ?? name.dropLast(".png".count) + "@2x.png"
      let side = PixelSize(square: Int(sibling.2)!)
      add(DocumentedFile(name: siblingName, sizes: [side], role: role, alpha: row["alpha"]))
    }
  }

  /// Prose: names followed by their sizes, either a list with one entry per name
  /// ("`Icon-20.png`, `Icon-20@2x.png`, `Icon-20@3x.png` (20, 40, 60)") or one name and its size
  /// ("`Default-568h@2x.png` 640 x 1136"; the sizes after it in HIG.md are the next devices',
  /// named in the next paragraph).
  private mutating func readProse(_ line: String) {
    let pattern = #/((?:`[^`]+`, )*`[^`]+`) (?:\(([^)]*)\)|(\d+ x \d+))/#
    for match in line.matches(of: pattern) {
      let names = match.1.matches(of: #/`([^`]+)`/#).map(\.1)
      guard names.contains(where: Self.isFileName) else { continue }
      guard names.allSatisfy(Self.isFileName) else {
        problems.append("names mixed with other words: '\(match.0)'")
        continue
      }
      let entries: [Substring]
      if let list = match.2 {
        entries = list.split(separator: ", ").map { $0.trimmingCharacters(in: .whitespaces)[...] }
      } else {
        entries = [match.3!]
      }
      let sizes = entries.map(Self.size)
      guard sizes.count == names.count, sizes.allSatisfy({ $0 != nil }) else {
        problems.append("not one size per name: '\(match.0)'")
        continue
      }
      for (name, size) in zip(names, sizes) {
        add(DocumentedFile(name: String(name), sizes: [size!]))
      }
    }
  }
}
