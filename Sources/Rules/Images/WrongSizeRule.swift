import AssetModel
import Diagnostics
import HIG
import RuleCore

/// An icon or launch image whose pixel size is not the one its name or role requires.
enum WrongSizeRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "wrong-size", severity: .error,
    summary: "an icon or launch image of the wrong pixel size",
    rationale:
      "iOS rescales an icon of another size to fit, which blurs it: a 58-pixel Icon.png shows "
      + "soft on every home screen. Launch images of the wrong size are stretched or ignored.")

  static func check(_ file: FileContext) -> [Finding] {
    let role = file.role
    guard !role.role.isMask, !role.sizes.isEmpty,
      !role.sizes.contains(file.size)
    else { return [] }
    let fix =
      role.role == .launchImage
      ? "regenerate it at \(PixelSize.list(role.sizes)) (`iconsmith launch -o DIR`)"
      : "regenerate it from the master artwork (`iconsmith icons MASTER -o DIR`)"
    return [
      Finding(
        message:
          "\(file.name) is \(file.size) px; \(role.origin) must be \(PixelSize.list(role.sizes))",
        fix: fix)
    ]
  }
}
