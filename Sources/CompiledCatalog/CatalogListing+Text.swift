extension CatalogListing {
  /// The listing as a terminal shows it: one line on the tools that built the catalog, then
  /// one row per rendition in aligned columns, problems last.
  public var text: String {
    var lines: [String] = []
    var built = "\(versionString.isEmpty ? "unknown tool" : versionString), CoreUI \(coreUIVersion)"
    if let platform = deploymentPlatform, !platform.isEmpty {
      built += ", for \(platform) \(deploymentPlatformVersion ?? "")".trimmingTrailingSpaces
    }
    if let thinning = thinningArguments, !thinning.isEmpty { built += ", thinned (\(thinning))" }
    let count = renditions.count
    lines.append("\(built); \(count) rendition\(count == 1 ? "" : "s")")
    guard count > 0 else { return lines.joined(separator: "\n") }
    var rows = [
      [
        "facet", "rendition", "idiom", "scale", "appearance", "size", "format", "layout",
        "compression",
      ]
    ]
    for entry in renditions {
      rows.append([
        entry.facetName ?? "(no facet)", entry.renditionName.isEmpty ? "-" : entry.renditionName,
        entry.idiom, entry.scale == 0 ? "-" : "@\(entry.scale)x", entry.appearance,
        entry.width == 0 && entry.height == 0 ? "-" : "\(entry.width)x\(entry.height)",
        entry.pixelFormat.isEmpty ? "-" : entry.pixelFormat,
        entry.layout.isEmpty ? "-" : entry.layout,
        entry.compression ?? entry.payload ?? "-",
      ])
    }
    var widths = [Int](repeating: 0, count: rows[0].count)
    for row in rows {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    for (index, row) in rows.enumerated() {
      var line = "  "
      for (column, cell) in row.enumerated() {
        line +=
          column == row.count - 1
          ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
      }
      lines.append(line)
      if index > 0 {
        for problem in renditions[index - 1].problems { lines.append("    note: \(problem)") }
      }
    }
    return lines.joined(separator: "\n")
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
