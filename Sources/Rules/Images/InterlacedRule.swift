import AssetModel
import Diagnostics
import HIG
import PNGCodec
import RuleCore

/// An Adam7-interlaced asset.
enum InterlacedRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "interlaced", severity: .warning,
    summary: "an Adam7-interlaced asset",
    rationale:
      "Interlacing helps a slow download show a preview; an icon on the device gains nothing "
      + "and is larger and slower to decode.")

  static func check(_ file: FileContext) -> [Finding] {
    // Xcode re-encodes catalog images when it builds the app: their interlacing never ships.
    guard file.facts.interlaced, !file.role.inCatalog else { return [] }
    return finding(name: file.name)
  }

  static func finding(name: String) -> [Finding] {
    [
      Finding(
        message: "\(name) is Adam7-interlaced: larger and slower to decode, for no benefit",
        fix: "rewrite it without interlacing: `iconsmith convert \(name) \(name) --force`")
    ]
  }

  /// The same rule on a loose picture an app target copies: it ships as it is.
  enum OnPicture: Rule {
    static var descriptor: RuleDescriptor { InterlacedRule.descriptor }

    static func check(_ image: AppPicture) -> [Finding] {
      guard image.facts.interlaced, !image.inCatalog else { return [] }
      return InterlacedRule.finding(name: image.name)
    }
  }
}
