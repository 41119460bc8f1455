import AssetModel
import PNGCodec
import TreeFacts

/// Any image that decoded, whether or not it has a role: what is true of the file itself.
package struct DecodedFile: RuleSubject {
  package let path: String
  package let facts: PNGFacts

  package init(path: String, facts: PNGFacts) {
    self.path = path
    self.facts = facts
  }

  package var reportPath: String { path }
  package var name: String { AssetPath.name(of: path) }
}
