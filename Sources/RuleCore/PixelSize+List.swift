import HIG

extension PixelSize {
  /// "57x57 px" or "768x1004 or 768x1024 px".
  package static func list(_ sizes: [PixelSize]) -> String {
    sizes.map(\.description).joined(separator: " or ") + " px"
  }
}
