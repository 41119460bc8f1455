import AssetModel
import CheckConfiguration
import HIG
import PNGCodec
import Raster
import TreeFacts

/// One decoded image and what it is for.
///
/// Invariant: `image` holds the pixels at 8 bits; `facts` are the file's own
/// (a 16-bit file still says 16 there).
package struct FileContext: RuleSubject {
  package var reportPath: String { path }

  package let path: String
  /// Files without a role never reach the rules: they are checked for integrity only.
  package let role: ResolvedRole
  package let facts: PNGFacts
  package let alpha: AlphaSummary
  package let image: RGBAImage
  /// The file's bytes, for the rare rule that reads a chunk (see ``iccProfile()``).
  package let bytes: [UInt8]
  /// The limits the file was decoded under, for reading it again.
  package let limits: DecodeLimits
  package let profiles: Set<Profile>
  package let configuration: Configuration

  package init(
    path: String, role: ResolvedRole, facts: PNGFacts, alpha: AlphaSummary, image: RGBAImage,
    bytes: [UInt8], limits: DecodeLimits, profiles: Set<Profile>, configuration: Configuration
  ) {
    self.path = path
    self.role = role
    self.facts = facts
    self.alpha = alpha
    self.image = image
    self.bytes = bytes
    self.limits = limits
    self.profiles = profiles
    self.configuration = configuration
  }

  /// An app icon's translucent pixels that its mask shows, measured by the checker.
  package var visibleTranslucency = MaskedTranslucency()

  package var name: String { AssetPath.name(of: path) }
  package var size: PixelSize { PixelSize(facts.width, facts.height) }

  /// The embedded ICC profile, inflated, or nil when there is none or it cannot
  /// be read; read only when asked, under the same limits as the decode.
  package func iccProfile() -> [UInt8]? {
    ICCProfileName.embedded(in: bytes, facts: facts, limits: limits)
  }
}
