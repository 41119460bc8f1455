import AssetModel
import Diagnostics
import HIG
import Raster
import RuleCore
import Utilities

/// App Store artwork that is only the 57-pixel icon enlarged.
enum ArtworkNotDetailedRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "artwork-not-detailed", severity: .warning,
    summary: "App Store artwork no more detailed than an upscaled 57-pixel icon",
    rationale:
      "The 512-pixel artwork is shown large in the App Store and should be richer than the "
      + "home-screen icon. Artwork that matches its own 57-pixel reduction enlarged was made by "
      + "scaling the small icon up, and looks soft. (An enlargement by pixel repetition is not "
      + "caught: its hard block edges count as detail.)")

  /// Above this PSNR the artwork adds nothing to its 57-pixel version.
  static let threshold = 36.0

  /// Detail above the 57-pixel level shows as well at three times that size,
  /// for a fraction of the work on a 512 or 1024 image.
  static let measuringSide = 3 * 57

  static func check(_ file: FileContext) -> [Finding] {
    guard file.role.role == .appStoreArtwork, file.size.width == file.size.height,
      file.size.width > measuringSide
    else { return [] }
    let artwork = file.image.areaDownscaled(toWidth: measuringSide, height: measuringSide)
    let small = artwork.areaDownscaled(toWidth: 57, height: 57)
    let enlarged = small.bilinearUpscaled(toWidth: measuringSide, height: measuringSide)
    let psnr = artwork.psnr(against: enlarged)
    guard psnr >= threshold else { return [] }
    let shown = psnr.isInfinite ? "identical to" : "within \(String(oneDecimal: psnr)) dB PSNR of"
    return [
      Finding(
        message:
          "\(file.name) carries no more detail than a 57-pixel icon: it is \(shown) its own 57-pixel reduction enlarged",
        fix:
          "draw the artwork at full size, or generate it from the master: `iconsmith icons MASTER`")
    ]
  }
}
