import Diagnostics
import HIG

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
    return [
      Finding(
        message: "\(file.name) is Adam7-interlaced: larger and slower to decode, for no benefit",
        fix: "rewrite it without interlacing: `iconsmith convert \(file.name) \(file.name) --force`"
      )
    ]
  }
}
