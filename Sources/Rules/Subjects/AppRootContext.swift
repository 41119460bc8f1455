import AssetModel
import HIG

/// A unit's set of files, for the rules about what an app must ship: its flat bundle, its
/// catalogs, its Info.plist and the sizes of its images.
struct AppRootContext: RuleSubject {
  var reportPath: String { displayFolder }

  let unit: AppUnit
  /// File names in the unit's bundle (loose files, as Xcode copies them).
  let names: Set<String>
  /// Pixel sizes of the unit's images that could be read, by path.
  let sizes: [String: PixelSize]

  init(unit: AppUnit, sizes: [String: PixelSize]) {
    self.unit = unit
    names = Set(unit.bundle.keys)
    self.sizes = sizes
  }

  var folder: String { unit.folder }
  var profiles: Set<Profile> { unit.profiles }
  var infoPlist: (path: String, facts: InfoPlistFacts)? { unit.infoPlist }
  /// The app-icon sets the app compiles (its icon and alternates).
  var appIconSets: [CatalogSet] {
    unit.catalogSets.filter { $0.kind == .appIconSet && unit.use(of: $0) == .compiled }
  }
  var launchImageSets: [CatalogSet] {
    unit.catalogSets.filter { $0.kind == .launchImage && unit.compiles(launchImageSet: $0) }
  }

  /// Where a file of this name is, or would be: its bundle path, else beside the Info.plist.
  func path(_ name: String) -> String { unit.bundle[name] ?? AssetPath.join(folder, name) }
  var displayFolder: String { unit.displayFolder }
}
