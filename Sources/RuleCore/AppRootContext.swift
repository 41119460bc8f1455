import AssetModel
import HIG
import TreeFacts

/// A unit's set of files, for the rules about what an app must ship: its flat bundle, its
/// catalogs, its Info.plist and the sizes of its images.
package struct AppRootContext: RuleSubject {
  package var reportPath: String { AssetPath.display(folder: unit.folder) }

  package let unit: AppUnit
  /// File names in the unit's bundle (loose files, as Xcode copies them).
  package let names: Set<String>
  /// Pixel sizes of the unit's images that could be read, by path.
  package let sizes: [String: PixelSize]
  /// The alpha of its loose app icons that carry alpha, by path.
  package let alphas: [String: IconAlpha]

  package init(unit: AppUnit, sizes: [String: PixelSize], alphas: [String: IconAlpha] = [:]) {
    self.unit = unit
    names = Set(unit.bundle.keys)
    self.sizes = sizes
    self.alphas = alphas
  }

  package var folder: String { unit.folder }
  package var profiles: Set<Profile> { unit.profiles }
  package var infoPlist: (path: String, facts: InfoPlistFacts)? { unit.infoPlist }
  /// The app-icon sets the app compiles (its icon and alternates).
  package var appIconSets: [CatalogSet] {
    unit.catalogSets.filter { $0.kind == .appIconSet && unit.use(of: $0) == .compiled }
  }
  package var launchImageSets: [CatalogSet] {
    unit.catalogSets.filter { $0.kind == .launchImage && unit.compiles(launchImageSet: $0) }
  }

  /// Where a file of this name is, or would be: its bundle path, else beside the Info.plist.
  package func path(_ name: String) -> String { unit.bundle[name] ?? AssetPath.join(folder, name) }
  /// The unit's folder as a fix's command names it, from where the user works.
  package var displayFolder: String { unit.displayFolder }
  /// How a message names the app: "target Runner" for a target, else its folder as a tree
  /// path, the same however the user spelled the path checked.
  package var named: String {
    unit.project != nil ? "target \(unit.name)" : AssetPath.display(folder: unit.folder)
  }
}
