import AssetModel
import HIG
import TreeFacts

/// One asset-catalog set with the files in its folder and their sizes.
struct CatalogContext: RuleSubject {
  var reportPath: String { self.set.folder }

  let set: CatalogSet
  /// The unit that ships the set, nil when none does (a folder check outside any app).
  let unit: AppUnit?
  /// File names in the set's folder (Contents.json excluded).
  let names: Set<String>
  /// Sizes of the images in the folder that could be read.
  let sizes: [String: PixelSize]
  /// The alpha of its app icons that carry alpha, by name.
  var alphas: [String: IconAlpha] = [:]
  /// Whether a device that draws the set's images may be 1x: its unit's answer, or for a
  /// module's set that no unit holds, whether any app of the tree runs on a 1x device.
  var oneX: Bool = true
}
