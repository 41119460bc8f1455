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
struct FileContext: RuleSubject {
  var reportPath: String { path }

  let path: String
  /// Files without a role never reach the rules: they are checked for integrity only.
  let role: ResolvedRole
  let facts: PNGFacts
  let alpha: AlphaSummary
  let image: RGBAImage
  /// The file's bytes, for the rare rule that reads a chunk (see ``iccProfile()``).
  let bytes: [UInt8]
  /// The limits the file was decoded under, for reading it again.
  let limits: DecodeLimits
  let profiles: Set<Profile>
  let configuration: Configuration
  /// An app icon's translucent pixels that its mask shows, measured by the checker.
  var visibleTranslucency = MaskedTranslucency()

  var name: String { AssetPath.name(of: path) }
  var size: PixelSize { PixelSize(facts.width, facts.height) }

  /// The embedded ICC profile, inflated, or nil when there is none or it cannot
  /// be read; read only when asked, under the same limits as the decode.
  func iccProfile() -> [UInt8]? { ICCProfileName.embedded(in: bytes, facts: facts, limits: limits) }
}
