import Foundation
import HIG
import Testing

/// HIG.files against HIG.md: every profile section names the same files, at the same sizes, as
/// the table's rows of that profile, in both directions, read from the vendored excerpt (held
/// to the live file when `ICONSMITH_HIG_MD` names it); never skipped.
struct HIGDocumentTests {
  @Test(arguments: Profile.allCases)
  func profileSectionAndHIGTableNameTheSameFiles(profile: Profile) throws {
    let (document, source) = try HIGDocumentFiles.load()
    let section = try #require(document.section(of: profile), "\(source) has no \(profile) section")
    let reader = ProfileSectionReader(section.text)
    for problem in reader.problems {
      Issue.record("\(source), profile \(profile): cannot read \(problem)")
    }
    let documented = reader.files
    let rows = HIG.files.filter { $0.profile == profile }
    let tableNames = Set(rows.map(\.name))

    let onlyInDocument = Set(documented.keys).subtracting(tableNames).sorted()
    let onlyInTable = tableNames.subtracting(documented.keys).sorted()
    #expect(
      onlyInDocument.isEmpty, "\(profile): \(source) names \(onlyInDocument), HIG.files does not")
    #expect(onlyInTable.isEmpty, "\(profile): HIG.files has \(onlyInTable), \(source) does not")

    for row in rows {
      guard let file = documented[row.name] else { continue }
      let what = "\(profile) \(row.name): HIG.files says"
      #expect(
        Set(row.sizes) == file.sizes,
        "\(what) \(row.sizes.sorted()), \(source) \(file.sizes.sorted())")
      if let need = file.need {
        #expect(row.need == need, "\(what) \(row.need), \(source) \(need)")
      }
      if let role = file.role {
        // "app icon @2x", "App Store / iTunes artwork": every word of the role is in the cell.
        let words = Set(role.lowercased().split { !$0.isLetter })
        let roleWords = row.role.rawValue.lowercased().split { !$0.isLetter }
        #expect(
          roleWords.allSatisfy(words.contains), "\(what) \(row.role.rawValue), \(source) '\(role)'")
      }
      if let alpha = file.alpha {
        #expect(
          Self.alphaAgrees(alpha, with: row.role),
          "\(what) \(row.role.rawValue), \(source) alpha '\(alpha)'")
      }
    }
  }

  /// The alpha column against the role's rules: forbidden in icons, not expected in launch
  /// images, required in masks.
  static func alphaAgrees(_ alpha: String, with role: AssetRole) -> Bool {
    switch alpha.lowercased() {
    case "forbidden": role.isAppIconLike
    case let text where text.hasPrefix("not expected"): role == .launchImage
    case "required": role.isMask
    default: false
    }
  }

  @Test func everyProfileHasASectionAndEverySectionAProfile() throws {
    let (document, source) = try HIGDocumentFiles.load()
    #expect(
      Set(document.profileSectionNames) == Set(Profile.allCases.map(\.rawValue)),
      "\(source) has profile sections \(document.profileSectionNames)")
  }

  /// The excerpt is what the tests read on CI: it must hold every section they read, and where
  /// the live file is at hand, those sections byte for byte, so the copy cannot drift.
  @Test func vendoredExcerptIsTheLiveFilesSections() throws {
    let excerptText = try String(contentsOf: HIGDocumentFiles.excerpt, encoding: .utf8)
    #expect(excerptText.hasPrefix("<!-- "), "the excerpt opens with a line saying what it is")
    let excerpt = HIGDocument(excerptText)
    for profile in Profile.allCases {
      #expect(excerpt.section(of: profile) != nil, "the excerpt has no \(profile) section")
    }
    #expect(excerpt.launchImageSection != nil, "the excerpt has no launch-image section")
    #expect(
      Set(excerpt.sections.map(\.heading)).count == excerpt.sections.count,
      "the excerpt holds a section twice")

    guard let liveFile = HIGDocumentFiles.live else { return }
    let live = try HIGDocument(contentsOf: liveFile)
    for section in excerpt.sections {
      let match = live.sections.first { $0.heading == section.heading }
      #expect(match != nil, "\(liveFile.path) has no section '\(section.heading)'")
      if let match {
        #expect(
          Array(match.text.utf8) == Array(section.text.utf8),
          "'\(section.heading)' differs from \(liveFile.path): copy it again, verbatim")
      }
    }
    let vendored = Set(excerpt.sections.map(\.heading))
    for section in live.sections where section.heading.hasPrefix("## Profile ") {
      #expect(vendored.contains(section.heading), "not vendored: '\(section.heading)'")
    }
  }

  /// The launch-image table of HIG.md against `LaunchImageNames.devices`: every row of one is
  /// a row of the other, with the same sizes (portrait, with and without the status bar).
  @Test func launchImageTableAgreesWithLaunchImageNames() throws {
    let (document, source) = try HIGDocumentFiles.load()
    let section = try #require(document.launchImageSection, "\(source) has no launch-image section")
    let table = try #require(MarkdownTable.all(in: section.text).first)
    var documented: [(idiom: String, suffix: String?, scale: Int?, sizes: Set<PixelSize>)] = []
    for row in table.rows {
      let device = row["device"] ?? ""
      // "iPhone 4-inch (`-568h@2x`)", "iPhone X, XS (`-1125h`)", "iPad @2x", "iPhone 3.5-inch 1x".
      let suffix = device.firstMatch(of: #/`-(\d+h)(?:@(\d)x)?`/#)
      let scale =
        suffix?.2.flatMap { Int($0) }
        ?? device.firstMatch(of: #/(?:^| )@?(\d)x$/#).flatMap {
          Int($0.1)
        }
      let sizes = [row["with status bar"], row["without"]].compactMap { $0 }
        .compactMap { ProfileSectionReader.size($0[...]) }
      #expect(!sizes.isEmpty, "\(source): no size in the launch-image row '\(device)'")
      documented.append(
        (
          device.hasPrefix("iPad") ? "ipad" : "iphone", suffix.map { String($0.1) }, scale,
          Set(sizes)
        ))
    }
    for row in documented {
      let devices = LaunchImageNames.devices.filter {
        $0.idiom == row.idiom && $0.heightSuffix == row.suffix
          && (row.scale == nil || $0.scale == row.scale)
      }
      #expect(devices.count == 1, "\(source) row \(row): \(devices.count) devices in the table")
      for device in devices {
        #expect(
          Set(device.sizes) == row.sizes,
          "\(device.name) @\(device.scale)x: \(device.sizes), \(source) \(row.sizes.sorted())")
      }
    }
    // The table also knows each iPhone X-era size by its asset-catalog subtype (`2436h`):
    // those rows are matched by their sizes, which HIG.md lists once per device.
    for device in LaunchImageNames.devices {
      #expect(
        documented.contains { $0.idiom == device.idiom && $0.sizes == Set(device.sizes) },
        "\(device.name) @\(device.scale)x \(device.sizes) is in no row of \(source)")
    }
  }
}
