import AssetModel
import PNGCodec
import TreeFacts

/// A decoded image with no role of its own (no bar icon, launch image or icon) that an iOS app
/// draws in its own colours: a picture of an image set the app compiles, or a loose file a
/// target of the main build copies.
///
/// Invariant: an image set is not a template (its colours would be thrown away); a catalog's
/// app is one that nothing excuses from shipping, a loose file's is a target of the main build.
package struct AppPicture: RuleSubject {
  package var reportPath: String { path }

  package let path: String
  package let facts: PNGFacts
  /// The file's bytes, for reading its ICC profile again when its name says too little.
  package let bytes: [UInt8]
  package let limits: DecodeLimits
  /// Whether it is a picture of an image set, which Xcode re-encodes when it builds the app.
  package let inCatalog: Bool

  package init(path: String, facts: PNGFacts, bytes: [UInt8], limits: DecodeLimits, inCatalog: Bool)
  {
    self.path = path
    self.facts = facts
    self.bytes = bytes
    self.limits = limits
    self.inCatalog = inCatalog
  }

  /// Whether every pixel that shows is pure black or pure white (measured only for a file
  /// with a colour profile, else false): a glyph no profile changes.
  package var showsOnlyBlackOrWhite = false

  package var name: String { AssetPath.name(of: path) }

  /// The embedded ICC profile, inflated, or nil when there is none or it cannot be read.
  package func iccProfile() -> [UInt8]? {
    ICCProfileName.embedded(in: bytes, facts: facts, limits: limits)
  }
}
