import AssetModel
import Diagnostics
import HIG
import PNGCodec
import Raster
import RuleCore

/// An asset carrying an ICC profile other than sRGB.
enum NonSRGBProfileRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "non-srgb-profile", severity: .warning,
    summary: "an asset with an ICC profile that is neither sRGB nor Display P3",
    rationale:
      "Adobe RGB, ProPhoto, camera, printer and CMYK profiles make colours shift between tools, "
      + "and older systems ignore them. Display P3 is a supported gamut in asset catalogs and "
      + "for current apps (Xcode compiles both sRGB and P3): no finding there. An image whose "
      + "visible pixels are all pure black or pure white looks the same under any profile: "
      + "no finding either.")

  static func check(_ file: FileContext) -> [Finding] {
    guard let name = file.facts.iccProfileName else { return [] }
    // A mask known from its use throws its colours away, and so their profile: a template
    // image, and an image a tab bar or toolbar uses, which UIKit draws from its alpha in every
    // era unless asked for the original colours (a set marked `original`, a use with
    // `.alwaysOriginal`: neither makes a bar icon). A path's word alone proves no such use.
    if file.role.role.isMask && !file.role.fromPathHint { return [] }
    if file.image.showsOnlyBlackOrWhite { return [] }
    // Display P3 is a supported gamut for icons in catalogs and from iOS 9.3 on.
    let p3Allowed = file.role.inCatalog || file.profiles.contains(.modern)
    return finding(
      fileName: file.name, profileName: name, profile: file.iccProfile, p3Allowed: p3Allowed)
  }

  /// The finding for a file whose profile is called `profileName`; `profile` reads the
  /// profile's bytes, only when its name says neither sRGB nor (where allowed) Display P3.
  static func finding(
    fileName: String, profileName name: String, profile: () -> [UInt8]?, p3Allowed: Bool
  ) -> [Finding] {
    if ICCProfileName.isSRGB(name) { return [] }
    if p3Allowed && ICCProfileName.isDisplayP3(name) { return [] }
    // A generic name ("ICC Profile") says nothing: read the profile's own description.
    let bytes = profile()
    let description = bytes.flatMap(ICCProfileName.description(ofProfile:))
    if let description, ICCProfileName.isSRGB(description) { return [] }
    if p3Allowed, let description, ICCProfileName.isDisplayP3(description) { return [] }
    // Unknown names ("c2") and gray profiles: what the profile measures decides.
    if let bytes, ICCColorimetry.drawsAsSRGB(bytes) { return [] }
    let measuredP3 = bytes.map(ICCColorimetry.drawsAsDisplayP3) == true
    if p3Allowed && measuredP3 { return [] }
    let shown =
      description.map { $0 == name ? "\"\(name)\"" : "\"\(name)\" (\($0))" } ?? "\"\(name)\""
    let isP3 =
      ICCProfileName.isDisplayP3(name) || description.map(ICCProfileName.isDisplayP3) == true
      || measuredP3
    return [
      Finding(
        message: isP3
          ? "\(fileName) carries the ICC profile \(shown) outside an asset catalog, in an app of an era that draws sRGB: its colours shift"
          : "\(fileName) carries the ICC profile \(shown), neither sRGB nor Display P3: its colours shift",
        fix:
          "convert it to sRGB (or Display P3 inside an asset catalog) in your editor when you export it"
      )
    ]
  }
}

extension NonSRGBProfileRule {
  /// The same rule on the pictures a shipped app draws: HIG.md's colour rule is about every
  /// image, not only icons (a login background saved with a monitor's profile draws in other
  /// colours on the device, a game's backgrounds saved with "Generic RGB" likewise). Display P3
  /// is no finding on a picture, loose or not: iOS draws it as such from 9.3 on, and a loose
  /// copy may be a source nothing draws.
  enum OnPicture: Rule {
    static var descriptor: RuleDescriptor { NonSRGBProfileRule.descriptor }

    static func check(_ image: AppPicture) -> [Finding] {
      // A black glyph (a mask an app's code tints, or draws as it is) looks the same under
      // any profile.
      guard let name = image.facts.iccProfileName, !image.showsOnlyBlackOrWhite else {
        return []
      }
      return NonSRGBProfileRule.finding(
        fileName: image.name, profileName: name, profile: image.iccProfile, p3Allowed: true)
    }
  }
}
