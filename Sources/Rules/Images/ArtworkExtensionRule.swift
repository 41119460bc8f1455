import AssetModel
import Diagnostics
import HIG
import RuleCore

/// `iTunesArtwork.png`: the App Store artwork must have no extension.
enum ArtworkExtensionRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "artwork-extension", severity: .error,
    summary: "iTunesArtwork with a file extension",
    rationale:
      "iTunes and ad-hoc distribution look for a file named exactly iTunesArtwork (and "
      + "iTunesArtwork@2x), with no extension; iTunesArtwork.png is not found.",
    fix: .rename
  )

  static func check(_ file: FileContext) -> [Finding] {
    let role = file.role
    guard role.hasArtworkExtension, let correct = role.correctName else {
      return []
    }
    return [
      Finding(
        message:
          "\(file.name) has a file extension; the App Store artwork must be named \(correct), with none",
        fix: "rename it to \(correct) (`iconsmith check --fix` does)")
    ]
  }
}
