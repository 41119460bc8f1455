import AssetModel
import Diagnostics
import HIG

/// A generator's master with transparency, where the generator passes it on to the App Store
/// icon as it is: the ITMS-90717 of Flutter and other ecosystems (shared/HIG.md, "Other ways
/// a repository builds an iOS app").
enum GeneratorMasterAlphaRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "generator-master-alpha", severity: .error,
    summary:
      "an icon generator's master with transparency the generator keeps in the App Store icon",
    rationale:
      "flutter_launcher_icons keeps the master's alpha in the iOS icons unless "
      + "`remove_alpha_ios: true`; the App Store icon made from a translucent master is refused "
      + "(ITMS-90717) and the home screen shows its transparency black. A generator that "
      + "flattens by itself (Expo, @capacitor/assets, tauri icon) makes the same master safe.",
    itmsCode: "ITMS-90717")

  static func check(_ subject: GeneratorMasterContext) -> [Finding] {
    let master = subject.master
    guard !master.flattensAlpha, subject.facts.hasAlpha else { return [] }
    let fix =
      master.fixSetting.map { "set `\($0)` in \(AssetPath.name(of: master.configPath))" }
      ?? "flatten the master onto its background (`iconsmith icons` flattens as it writes)"
    if subject.alpha.isOpaque {
      return [
        Finding(
          message:
            "\(subject.name), the master \(subject.origin) makes the App Store icon from, has an alpha channel though every pixel is opaque; the icons it writes keep the channel, a risk at upload (ITMS-90717)",
          fix: fix, atMost: .warning)
      ]
    }
    return [
      Finding(
        message:
          "\(subject.name), the master \(subject.origin) makes the App Store icon from, has \(subject.alpha.translucent.grouped) translucent pixels, and \(master.tool.rawValue) keeps them: App Store Connect refuses the icon (ITMS-90717)",
        fix: fix)
    ]
  }
}
