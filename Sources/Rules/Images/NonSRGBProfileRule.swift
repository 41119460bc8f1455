import Diagnostics
import HIG
import PNGCodec

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

/// Reads what an ICC profile calls itself.
enum ICCProfileName {
  /// The profile a file embeds, inflated, or nil when there is none or it cannot be read;
  /// read under the limits the file was decoded under.
  static func embedded(in bytes: [UInt8], facts: PNGFacts, limits: DecodeLimits) -> [UInt8]? {
    guard facts.iccProfileName != nil else { return nil }
    return (try? PNGDecoder(limits: limits).iccProfile(bytes)) ?? nil
  }

  static func isDisplayP3(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return lowered.contains("p3")
  }

  static func isSRGB(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return lowered.contains("srgb") || lowered.contains("iec61966") || lowered.contains("iec 61966")
  }

  /// The text of the profile's `desc` tag (ICC v2 `desc` or v4 `mluc`), if it has one.
  static func description(ofProfile profile: [UInt8]) -> String? {
    func word(_ offset: Int) -> Int? {
      guard offset >= 0, offset + 4 <= profile.count else { return nil }
      return profile[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
    guard let count = word(128), count < 1000 else { return nil }
    for index in 0..<count {
      let entry = 132 + index * 12
      guard let signature = word(entry), let offset = word(entry + 4), let size = word(entry + 8),
        signature == 0x6465_7363,  // "desc"
        offset + size <= profile.count, size >= 12
      else { continue }
      let type = word(offset)
      if type == 0x6465_7363, let length = word(offset + 8) {  // v2 "desc": ASCII
        let start = offset + 12
        let end = min(profile.count, start + length)
        return String(decoding: profile[start..<end].prefix { $0 != 0 }, as: UTF8.self)
      }
      if type == 0x6D6C_7563, let records = word(offset + 8), records > 0,  // v4 "mluc": UTF-16BE
        let length = word(offset + 20), let start = word(offset + 24)
      {
        let begin = offset + start
        let end = min(profile.count, begin + length)
        guard begin < end else { return nil }
        let units = stride(from: begin, to: end - 1, by: 2).map {
          UInt16(profile[$0]) << 8 | UInt16(profile[$0 + 1])
        }
        return String(decoding: units, as: UTF16.self)
      }
    }
    return nil
  }
}
