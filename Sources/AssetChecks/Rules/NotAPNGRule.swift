import HIG

/// A `.png` or `iTunesArtwork` file whose bytes are another format, or nothing.
/// Reported by the checker when the signature is not PNG's.
enum NotAPNGRule: AssetRule {
  static let descriptor = RuleDescriptor(
    id: "not-a-png", severity: .error,
    summary: "a .png or iTunesArtwork file that is not PNG data",
    rationale:
      "Xcode and the App Store expect PNG data. A JPEG, GIF or HEIC renamed to .png may show in "
      + "the simulator and still fail at upload or on the device.")

  static func fix(for name: String) -> String {
    "export \(name) as PNG from the original artwork (`iconsmith icons MASTER` regenerates app icons)"
  }
}
