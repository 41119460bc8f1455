import HIG

/// A PNG that cannot be decoded in full: bad CRC, truncated, damaged zlib stream, bad header.
/// Reported by the checker from the decoder's error.
enum CorruptPNGRule: AssetRule {
  static let descriptor = RuleDescriptor(
    id: "corrupt-png", severity: .error,
    summary: "a PNG that is damaged or truncated",
    rationale:
      "Every chunk's CRC and the whole compressed stream are verified. A damaged file usually "
      + "comes from an interrupted write or a text-mode transfer; some viewers show part of it, "
      + "the device may show nothing.")

  static let fix = "re-export the file from its source; check how it was copied (binary, complete)"
}
