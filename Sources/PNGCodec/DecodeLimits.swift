/// Budgets that keep a hostile file from taking unbounded time or memory.
///
/// Invariant: every limit is checked before the allocation it guards; a
/// file over a limit is refused with a ``PNGError`` that names the limit.
public struct DecodeLimits: Sendable, Equatable {
  /// Largest width or height accepted.
  public var maxSide: Int
  /// Largest width * height accepted.
  public var maxPixels: Int
  /// Cap on what libpng itself may allocate (row buffers, chunk data, zlib state).
  public var maxLibpngMemory: Int
  /// Largest ancillary chunk libpng may buffer (a text chunk, an ICC profile);
  /// a larger one is skipped with a warning.
  public var maxAncillaryChunkBytes: Int
  /// Chunks a file may have before it is refused as hostile.
  public var maxChunks: Int

  public init(
    maxSide: Int = 8192, maxPixels: Int = 32 * 1024 * 1024, maxLibpngMemory: Int = 64 << 20,
    maxAncillaryChunkBytes: Int = 1 << 20, maxChunks: Int = 1 << 20
  ) {
    self.maxSide = maxSide
    self.maxPixels = maxPixels
    self.maxLibpngMemory = maxLibpngMemory
    self.maxAncillaryChunkBytes = maxAncillaryChunkBytes
    self.maxChunks = maxChunks
  }

  public static let `default` = DecodeLimits()

  /// Throws when a declared size is over the limits.
  func check(width: Int, height: Int) throws(PNGError) {
    if width > maxSide || height > maxSide {
      throw PNGError(.dimensionsOverLimit(width: width, height: height, maxSide: maxSide))
    }
    if width * height > maxPixels {
      throw PNGError(.pixelsOverLimit(width: width, height: height, maxPixels: maxPixels))
    }
  }
}
