import AssetModel
import BuildDescriptions
import PNGCodec
import Raster
import TreeFacts

/// The master image an icon generator turns into the App Store icon, as the check decoded it.
///
/// Invariant: `master.master` is `path`; `alpha` and `facts` are the file's own.
package struct GeneratorMasterContext: RuleSubject {
  package var reportPath: String { path }

  package let path: String
  package let master: GeneratorMaster
  package let facts: PNGFacts
  package let alpha: AlphaSummary

  package init(path: String, master: GeneratorMaster, facts: PNGFacts, alpha: AlphaSummary) {
    self.path = path
    self.master = master
    self.facts = facts
    self.alpha = alpha
  }

  package var name: String { AssetPath.name(of: path) }

  /// "flutter_launcher_icons (pubspec.yaml:34, image_path_ios)".
  package var origin: String {
    let place =
      master.line.map { "\(AssetPath.name(of: master.configPath)):\($0)" } ?? master.configPath
    return "\(master.tool.rawValue) (\(place), \(master.key))"
  }
}
