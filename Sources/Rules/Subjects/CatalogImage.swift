import AssetModel
import PNGCodec

/// A decoded image of an asset catalog's image set that a proven app compiles, and that has
/// no role of its own (no bar icon, launch image or icon): a picture the app draws.
///
/// Invariant: the set is not a template (its colours would be thrown away), and the app is an
/// iOS one that nothing excuses from shipping.
struct CatalogImage: RuleSubject {
  var reportPath: String { path }

  let path: String
  let facts: PNGFacts
  /// The file's bytes, for reading its ICC profile again when its name says too little.
  let bytes: [UInt8]
  let limits: DecodeLimits

  var name: String { AssetPath.name(of: path) }

  /// The embedded ICC profile, inflated, or nil when there is none or it cannot be read.
  func iccProfile() -> [UInt8]? { ICCProfileName.embedded(in: bytes, facts: facts, limits: limits) }
}
