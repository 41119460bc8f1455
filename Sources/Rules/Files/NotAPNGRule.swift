import Diagnostics
import HIG
import PNGCodec
import RuleCore

/// A `.png` or `iTunesArtwork` file whose bytes are another format, or nothing.
/// Found when the decoder says the signature is not PNG's.
enum NotAPNGRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "not-a-png", severity: .error,
    summary: "a .png or iTunesArtwork file that is not PNG data",
    rationale:
      "Xcode and the App Store expect PNG data. A JPEG, GIF or HEIC renamed to .png may show in "
      + "the simulator and still fail at upload or on the device.")

  static func check(_ failure: FileFailure) -> [Finding] {
    guard case .undecodable(let problem) = failure.problem else { return [] }
    switch problem {
    case .empty, .notPNG:
      // In an app-icon slot, say which: the App Store icon must be PNG.
      let message =
        failure.slot.map { "\(failure.name) in slot \($0) is \(problem); app icons must be PNG" }
        ?? "\(failure.name) is \(problem)"
      return [
        Finding(
          message: message,
          fix:
            "export \(failure.name) as PNG from the original artwork (`iconsmith icons MASTER` regenerates app icons)"
        )
      ]
    default:
      return []
    }
  }
}
