import AssetModel
import Diagnostics
import HIG
import RuleCore
import TreeFacts

/// A `NAME@2x.png` (or `@3x`) that is not exactly twice (three times) its `NAME.png`: an
/// icon by its conventional name, or a bar icon an interface file, code or view uses.
enum RetinaPairSizeRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "retina-pair-size", severity: .error,
    summary: "an @2x or @3x icon or launch image not exactly 2 or 3 times its 1x version",
    rationale:
      "The OS draws NAME@2x.png in the space of NAME.png: any other ratio is rescaled, blurred "
      + "or cropped on retina screens, and the two versions no longer line up.")

  /// Icons by their conventional names (bar icons by their uses, see `FolderContext`);
  /// image-scale-mismatch judges other images. Launch
  /// images are held to the table of valid sizes, each on its own: `Default.png` at 320x460
  /// beside `Default@2x.png` at 640x960 is valid.
  static func isIcon(_ name: String) -> Bool {
    HIG.isConventionalName(name) && LaunchImageNames.parse(name) == nil
  }

  static func check(_ folder: FolderContext) -> [Finding] {
    var findings: [Finding] = []
    for (name, size) in folder.sizes.sorted(by: { $0.key < $1.key }) {
      guard let (base, scale) = HIG.baseName(ofScaled: name), let baseSize = folder.sizes[base],
        folder.targets.contains(name) || folder.targets.contains(base),
        isIcon(base) || folder.barIcons.contains(name) || folder.barIcons.contains(base)
      else { continue }
      let expected = baseSize.scaled(by: scale)
      guard size != expected else { continue }
      let times = scale == 2 ? "twice" : "three times"
      findings.append(
        Finding(
          path: AssetPath.join(folder.folder, name),
          message:
            "\(name) is \(size) px; it must be exactly \(times) \(base) (\(baseSize) px): \(expected) px",
          fix:
            "regenerate both from one source (`iconsmith icons` or `iconsmith masks` write matching pairs)"
        ))
    }
    return findings
  }
}
