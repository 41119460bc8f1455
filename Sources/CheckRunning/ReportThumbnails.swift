import Checking
import PNGCodec
import Raster
import Reporting
import Rules

/// Thumbnails for the HTML report, made from the images the check decoded anyway.
///
/// Invariant: a thumbnail is made only for a file with findings; it is a standard PNG (an
/// Apple-optimized file becomes one a browser shows), shrunk by area averaging to at most
/// `maxSide` on its longer side; the same file always gives the same bytes.
public enum ReportThumbnails {
  public static let maxSide = 256

  /// The picture of a checked file with findings, keyed by its tree path; nil for a file
  /// without findings or pixels. Fits `CheckRun.thumbnail`.
  public static func make(_ file: CheckedFile) -> (path: String, thumbnail: Thumbnail)? {
    guard !file.diagnostics.isEmpty, let thumbnail = picture(of: file.pixels) else { return nil }
    return (file.path, thumbnail)
  }

  /// `image` shrunk to at most `maxSide`, as a standard PNG; nil for an image without pixels.
  public static func picture(of image: RGBAImage) -> Thumbnail? {
    guard image.width > 0 && image.height > 0 else { return nil }
    let longer = max(image.width, image.height)
    let shown =
      longer <= maxSide
      ? image
      : image.areaDownscaled(
        toWidth: max(1, image.width * maxSide / longer),
        height: max(1, image.height * maxSide / longer))
    guard let png = try? PNGEncoder(effort: .fast).encode(shown) else { return nil }
    return Thumbnail(
      png: png, width: shown.width, height: shown.height, originalWidth: image.width,
      originalHeight: image.height)
  }
}
