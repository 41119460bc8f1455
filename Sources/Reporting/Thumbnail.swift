/// A small picture of a checked image, for reports people look at: a PNG that any browser
/// decodes (never an Apple-optimized one), at most a few hundred pixels a side.
///
/// Invariant: `png` is a standard PNG of `width` x `height` pixels; the caller makes it from the
/// decoded image, so the report itself never reads or decodes a file.
public struct Thumbnail: Sendable, Equatable {
  public let png: [UInt8]
  public let width: Int
  public let height: Int
  /// The image's own size, when the thumbnail was shrunk from it.
  public let originalWidth: Int
  public let originalHeight: Int

  public init(png: [UInt8], width: Int, height: Int, originalWidth: Int, originalHeight: Int) {
    self.png = png
    self.width = width
    self.height = height
    self.originalWidth = originalWidth
    self.originalHeight = originalHeight
  }
}
