import AssetModel
import BuildDescriptions
import Diagnostics
import HIG
import PNGCodec
import Raster
import RuleCore
import TreeFacts
import Utilities

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
    let fix =
      master.fixSetting.map { "set `\($0)` in \(AssetPath.name(of: master.configPath))" }
      ?? "flatten the master onto its background (`iconsmith icons` flattens as it writes)"
    if master.drawsOnTransparency { return onTransparency(subject, fix: fix) }
    guard !master.flattensAlpha, subject.facts.hasAlpha else { return [] }
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

  /// A master drawn on a transparent canvas: its translucent pixels stay translucent (an
  /// error); an opaque master fills the canvas (Resizetizer's canvas is the scaled master,
  /// whatever its shape: generator-master-not-square tells the shape), and leaves only the
  /// channel, a warning in the catalog's App Store slot as for any opaque channel there.
  private static func onTransparency(_ subject: GeneratorMasterContext, fix: String) -> [Finding] {
    let translucent = subject.facts.hasAlpha ? subject.alpha.translucent : 0
    let drawn =
      "with no Color, \(subject.master.tool.rawValue) draws it on a transparent background"
    if translucent > 0 {
      return [
        Finding(
          message:
            "\(subject.name), the master \(subject.origin) makes the App Store icon from, has \(translucent.grouped) translucent pixels, kept over the transparent background: \(drawn), and App Store Connect refuses the icon (ITMS-90717)",
          fix: fix)
      ]
    }
    return [
      Finding(
        message:
          "\(subject.name), the master \(subject.origin) makes the App Store icon from, is opaque, but \(drawn) and writes the icons with an alpha channel: uploads have been refused for the channel (ITMS-90717)",
        fix: fix, atMost: .warning)
    ]
  }
}
