import AssetModel
import HIG
import TreeFacts

/// One asset-catalog set with the files in its folder and their sizes.
package struct CatalogContext: RuleSubject {
  package var reportPath: String { self.set.folder }

  package let set: CatalogSet
  /// The unit that ships the set, nil when none does (a folder check outside any app).
  package let unit: AppUnit?
  /// File names in the set's folder (Contents.json excluded).
  package let names: Set<String>
  /// Sizes of the images in the folder that could be read.
  package let sizes: [String: PixelSize]
  /// The alpha of its app icons that carry alpha, by name.
  package var alphas: [String: IconAlpha] = [:]
  /// Whether a device that draws the set's images may be 1x: its unit's answer, or for a
  /// module's set that no unit holds, whether any app of the tree runs on a 1x device.
  package var oneX: Bool = true

  package init(
    set: CatalogSet, unit: AppUnit?, names: Set<String>, sizes: [String: PixelSize],
    alphas: [String: IconAlpha] = [:], oneX: Bool = true
  ) {
    self.set = set
    self.unit = unit
    self.names = names
    self.sizes = sizes
    self.alphas = alphas
    self.oneX = oneX
  }

}
