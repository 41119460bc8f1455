import AssetModel
import PNGCodec
import TreeFacts

/// Any image that decoded, whether or not it has a role: what is true of the file itself.
struct DecodedFile: RuleSubject {
  let path: String
  let facts: PNGFacts

  var reportPath: String { path }
  var name: String { AssetPath.name(of: path) }
}
