import AssetModel
import HIG
import TreeFacts

/// The image files of one folder with their sizes.
package struct FolderContext: RuleSubject {
  package var reportPath: String { AssetPath.display(folder: folder) }

  package let folder: String
  /// Image names in the folder with their pixel sizes (readable ones only).
  package let sizes: [String: PixelSize]
  /// The names the check was asked about (the others are context).
  package let targets: Set<String>
  /// The names whose role as a tab-bar or toolbar icon is known (an interface file, code or
  /// view uses them), not guessed from the path: HIG.md holds their @2x to exactly twice.
  package var barIcons: Set<String> = []

  package init(
    folder: String, sizes: [String: PixelSize], targets: Set<String>, barIcons: Set<String> = []
  ) {
    self.folder = folder
    self.sizes = sizes
    self.targets = targets
    self.barIcons = barIcons
  }

  /// Whether a device of the app that ships these files has a 1x screen (none from iOS 10
  /// on): where none has, a @3x is held to its @2x, and a @2x to nothing.
  package var oneX = true
  /// Whether the devices of the app that ships these files load only @2x images (a watch).
  package var onlyTwoX = false
}
