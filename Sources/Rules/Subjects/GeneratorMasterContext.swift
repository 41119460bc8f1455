import AssetModel
import BuildDescriptions
import PNGCodec
import Raster
import TreeFacts

/// The master image an icon generator turns into the App Store icon, as the check decoded it.
///
/// Invariant: `master.master` is `path`; `alpha` and `facts` are the file's own.
struct GeneratorMasterContext: RuleSubject {
  var reportPath: String { path }

  let path: String
  let master: GeneratorMaster
  let facts: PNGFacts
  let alpha: AlphaSummary

  var name: String { AssetPath.name(of: path) }

  /// "flutter_launcher_icons (pubspec.yaml:34, image_path_ios)".
  var origin: String {
    let place =
      master.line.map { "\(AssetPath.name(of: master.configPath)):\($0)" } ?? master.configPath
    return "\(master.tool.rawValue) (\(place), \(master.key))"
  }
}
