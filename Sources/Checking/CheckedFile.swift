import Diagnostics
import PNGCodec
import Raster
import RuleCore
import Rules

/// One image as the checker read and decoded it, with what the rules found in it: what
/// `--fix` works from, so nothing is read or decoded twice.
///
/// Invariant: `bytes` are the file's bytes as read; `decoded` was decoded from them;
/// `diagnostics` are this file's own, at the configuration's severities.
public struct CheckedFile: Sendable {
  public let path: String
  public let bytes: [UInt8]
  public let decoded: DecodedPNG
  /// The pixels at 8 bits when the checker made them (files with a role), else nil.
  public let image: RGBAImage?
  public let diagnostics: [Diagnostic]
  /// Whether its role is known (from a use, a catalog, Info.plist, a HIG name or the
  /// configuration), not guessed from a word of its path: `--fix` changes only such files.
  public var roleIsKnown = true

  /// The pixels at 8 bits, made now if the checker did not need them.
  public var pixels: RGBAImage { image ?? decoded.image.rgba8 }
}
