import AssetModel
import TreeFacts

/// A whole check's scene, for the rules about what it found or did not find at all.
extension Scene: RuleSubject {
  package var reportPath: String { AssetPath.display(folder: scope.namedFolders.first ?? "") }
}

/// A file that kept part of the scene from being read, for the rules that say so.
extension SceneProblem: RuleSubject {
  package var reportPath: String { path }
}
