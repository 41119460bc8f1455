import AssetModel
import Diagnostics
import HIG
import RuleCore
import TreeFacts

/// An image's @2x or @3x version whose size is not 2 or 3 times its 1x version, in an image
/// set or beside it in a folder. For icons and launch images, `retina-pair-size` says it as
/// an error; for the app's other images it is a warning.
///
/// Invariant: a difference of one pixel (rounding at export) and, in an image set, the same
/// size in every slot (as Flutter and Capacitor templates write for a storyboard's picture)
/// are not reported; where no device of the deployment target is 1x, the @3x is held to the
/// @2x instead, and where every device loads only @2x (a watch) nothing is compared. Loose `NAME@2x.png` files the size of their `NAME.png` are drawn at half size.
enum ImageScaleMismatchRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "image-scale-mismatch", severity: .warning,
    summary: "an image's @2x or @3x version that is not 2 or 3 times its 1x version",
    rationale:
      "The system draws every scale of an image in the same points: a 2x image of another size "
      + "is drawn too large or too small, or blurred, on retina screens.")

  static func check(_ set: CatalogContext) -> [Finding] {
    guard set.set.kind == .imageSet, set.unit?.loadsOnlyTwoX != true,
      let images = set.set.compiledEntries
    else { return [] }
    struct Group: Hashable {
      let idiom: String?
      let appearance: String?
      let subtype: String?
    }
    var byGroup: [Group: [Int: String]] = [:]
    for entry in images {
      guard let name = entry.filename, let scale = entry.scaleFactor, entry.scale != nil else {
        continue
      }
      let group = Group(idiom: entry.idiom, appearance: entry.luminosity, subtype: entry.subtype)
      byGroup[group, default: [:]][scale] = name
    }
    let oneX = set.oneX
    return byGroup.values.sorted { $0.values.min()! < $1.values.min()! }.flatMap { scales in
      mismatches(scales, sizes: set.sizes, oneX: oneX, where: set.set.folder, inSet: true)
    }
  }

  /// The findings for one image's scales (scale to file name), held to the 1x, or to the 2x
  /// where there are no 1x screens.
  static func mismatches(
    _ scales: [Int: String], sizes: [String: PixelSize], oneX: Bool, where folder: String,
    inSet: Bool
  ) -> [Finding] {
    let known = scales.compactMapValues { sizes[$0] }
    if inSet && Set(known.values).count <= 1 { return [] }
    let reference: (scale: Int, size: PixelSize)?
    if oneX, let size = known[1] {
      reference = (1, size)
    } else if let size = known[2] {
      reference = (2, size)
    } else {
      reference = nil
    }
    guard let reference else { return [] }
    var findings: [Finding] = []
    for (scale, size) in known.sorted(by: { $0.key < $1.key }) where scale > reference.scale {
      let expected = PixelSize(
        reference.size.width * scale / reference.scale,
        reference.size.height * scale / reference.scale)
      // Held to a @2x of an odd number of pixels, the exact @3x lies on a half pixel: both
      // files were rounded at export, so half a pixel more is rounding too.
      func isOff(_ actual: Int, _ side: Int) -> Bool {
        let exact = Double(side * scale) / Double(reference.scale)
        let allowance = exact == exact.rounded() ? 1.0 : 1.5
        return abs(Double(actual) - exact) > allowance
      }
      guard isOff(size.width, reference.size.width) || isOff(size.height, reference.size.height)
      else { continue }
      // Held to the @2x because no device loads the 1x, a @3x that is exactly three times
      // the 1x is right: the @2x is the one a pixel off, and rounding is no finding.
      if reference.scale == 2, let one = known[1],
        abs(size.width - one.width * scale) <= 1 && abs(size.height - one.height * scale) <= 1
      {
        continue
      }
      let name = scales[scale]!
      let referenceName = scales[reference.scale]!
      findings.append(
        Finding(
          path: AssetPath.join(folder, name),
          message:
            "\(name) is \(size) px at \(scale)x; beside \(referenceName) (\(reference.size) px at \(reference.scale)x) it should be \(expected) px",
          fix: "export every scale from one source at exactly 1x, 2x and 3x"))
    }
    return findings
  }
}

extension ImageScaleMismatchRule {
  /// The same rule on loose images beside each other in a folder.
  enum InFolder: Rule {
    static var descriptor: RuleDescriptor { ImageScaleMismatchRule.descriptor }

    static func check(_ folder: FolderContext) -> [Finding] {
      var groups: [String: [Int: String]] = [:]
      for name in folder.sizes.keys {
        if let (base, scale) = HIG.baseName(ofScaled: name) {
          groups[base, default: [:]][scale] = name
        } else {
          groups[name, default: [:]][1] = name
        }
      }
      return groups.keys.sorted().flatMap { base -> [Finding] in
        let scales = groups[base]!
        guard !folder.onlyTwoX, scales.count > 1, !RetinaPairSizeRule.isIcon(base),
          !scales.values.contains(where: folder.barIcons.contains),
          LaunchImageNames.parse(base) == nil,
          scales.values.contains(where: folder.targets.contains)
        else { return [] }
        return ImageScaleMismatchRule.mismatches(
          scales, sizes: folder.sizes, oneX: folder.oneX, where: folder.folder, inSet: false)
      }
    }
  }
}
