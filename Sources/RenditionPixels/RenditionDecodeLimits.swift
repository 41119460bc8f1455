/// How much a rendition's pixels may take once decoded: the bound every size declared by a
/// payload (its record's width × height, a strip's rows × stride, a compressed stream's
/// headers) is checked against, in 64-bit arithmetic, before anything of that size is made.
///
/// Invariant: `maxBytes` is positive; no single buffer a decode makes (a decompressed blob or
/// strip, the stored pixels, the RGBA image) is larger than it.
public struct RenditionDecodeLimits: Sendable, Equatable {
  public let maxBytes: Int

  /// A limit of `maxBytes`; nil unless it is positive.
  public init?(maxBytes: Int) {
    guard maxBytes > 0 else { return nil }
    self.maxBytes = maxBytes
  }

  /// 256 MiB: an 8192 × 8192 RGBA image, four times the largest icon Xcode 26 writes.
  public static let standard = RenditionDecodeLimits(maxBytes: 256 << 20)!
}
