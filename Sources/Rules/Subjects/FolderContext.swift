import AssetModel
import HIG

/// The image files of one folder with their sizes.
struct FolderContext: RuleSubject {
  var reportPath: String { AssetPath.display(folder: folder) }

  let folder: String
  /// Image names in the folder with their pixel sizes (readable ones only).
  let sizes: [String: PixelSize]
  /// The names the check was asked about (the others are context).
  let targets: Set<String>
  /// The names whose role as a tab-bar or toolbar icon is known (an interface file, code or
  /// view uses them), not guessed from the path: HIG.md holds their @2x to exactly twice.
  var barIcons: Set<String> = []
}
