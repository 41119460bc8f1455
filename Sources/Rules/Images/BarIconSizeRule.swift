import AssetModel
import Diagnostics
import HIG
import RuleCore

/// A bar icon far from the size the guidelines give ("about 30 x 30" for a tab-bar icon).
enum BarIconSizeRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "bar-icon-size", severity: .warning,
    summary: "a tab-bar or toolbar icon far from its usual size",
    rationale:
      "Bar icons are about 20 (toolbar) or 30 (tab bar) pixels at 1x, 22 and 25 points from "
      + "iOS 7. A larger icon is scaled down or clipped, a much smaller one looks lost.")

  /// How far from the nominal side an icon may be: the sizes are "about", and a small glyph
  /// (a mini chevron) in a bar is a design choice; only a clear outlier is reported.
  static let tolerance = 0.5...1.3

  static func check(_ file: FileContext) -> [Finding] {
    let role = file.role
    guard role.role == .tabBarIcon || role.role == .toolbarIcon else {
      return []
    }
    let nominal = HIG.barIconSides.filter {
      $0.role == role.role && $0.scale == role.scale && file.profiles.contains($0.profile)
    }
    guard !nominal.isEmpty else { return [] }
    let side = Double(max(file.size.width, file.size.height))
    if nominal.contains(where: { tolerance.contains(side / Double($0.side)) }) { return [] }
    let expected = Set(nominal.map(\.side)).sorted().map { "\($0)x\($0)" }.joined(separator: " or ")
    let scale = role.scale == 1 ? "" : " at @\(role.scale)x"
    return [
      Finding(
        message:
          "\(file.name) is \(file.size) px; a \(role.role.rawValue)\(scale) is about \(expected) px",
        fix: "regenerate it at its size (`iconsmith masks SOURCE -o DIR --bar tab|toolbar`)")
    ]
  }
}
