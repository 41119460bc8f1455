import AssetModel
import Diagnostics
import HIG
import RuleCore
import TreeFacts

/// An icon or launch image a build description names (Cordova's `config.xml`) that is not in
/// the tree: the build that copies it into the app fails, or the app ships without it.
enum NamedAssetMissingRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "named-asset-missing", severity: .note,
    summary: "an icon or launch image a build description (config.xml) names that does not exist",
    rationale:
      "Cordova copies the icons and splash screens config.xml names into the Xcode project it "
      + "generates. Resource generators (cordova-res, `ionic cordova resources`) often make "
      + "these files at build time and keep them out of the repository, so a missing one is a "
      + "note: it must exist by the time `cordova prepare` runs.")

  static func check(_ root: AppRootContext) -> [Finding] {
    root.unit.namedAssets.filter { !root.unit.files.contains($0.path) }.map { asset in
      let size = asset.sizes.isEmpty ? "" : " (\(PixelSize.list(asset.sizes)))"
      return Finding(
        path: asset.path,
        message:
          "\(asset.source) names \(AssetPath.name(of: asset.path)) as the \(asset.role.rawValue)\(size), which is not in the repository",
        fix: "generate it before `cordova prepare` (cordova-res writes every size), or commit it")
    }
  }
}
