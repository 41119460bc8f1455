import AssetModel
import BuildDescriptions
import Diagnostics
import HIG
import PNGCodec
import RuleCore
import TreeFacts
import Utilities

/// A .NET MAUI icon master that is not square, from which Resizetizer writes app icons that
/// are not square either.
///
/// Resizetizer scales a `MauiIcon`'s image to each icon's width and keeps its proportions; the
/// icon's canvas is the scaled image, not the square slot (a 1024x1536 master gives a 120x180
/// iPhone icon and a 1024x1536 App Store icon). Other generators crop or pad to the square,
/// so only MAUI's masters are judged by shape.
enum GeneratorMasterShapeRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "generator-master-not-square", severity: .error,
    summary: "a .NET MAUI icon master that is not square, so the icons it makes are not either",
    rationale:
      "MAUI's Resizetizer scales the MauiIcon image to each icon's width and keeps its "
      + "proportions: a master of another shape gives icons of the wrong size in every slot, "
      + "which Xcode warns about and App Store Connect refuses for the App Store icon.",
    itmsCode: "ITMS-90704")

  static func check(_ subject: GeneratorMasterContext) -> [Finding] {
    let (width, height) = (subject.facts.width, subject.facts.height)
    guard subject.master.tool == .maui, width != height, width > 0 else { return [] }
    let store = scaled(height: height, width: width, to: HIG.modernAppIcon.width)
    let iPhone = scaled(height: height, width: width, to: 120)
    return [
      Finding(
        message:
          "\(subject.name), the master \(subject.origin) makes the app icons from, is \(width)x\(height), not square: \(subject.master.tool.rawValue) scales it to each icon's width and keeps its proportions, so it writes a 1024x\(store) App Store icon and a 120x\(iPhone) iPhone icon, which App Store Connect refuses (ITMS-90704)",
        fix: "make the master square (pad it to \(max(width, height)) px square on its background)")
    ]
  }

  /// The height Resizetizer gives an icon `side` pixels wide (it truncates).
  static func scaled(height: Int, width: Int, to side: Int) -> Int {
    height * side / width
  }
}
