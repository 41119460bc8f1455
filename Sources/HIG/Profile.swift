import Utilities

/// A generation of Apple's rules, as named in shared/HIG.md.
///
/// Invariant: `retina` and `ipad` add to `iphoneos3`; `ios7` and `modern`
/// stand alone. Several can be checked at once.
public enum Profile: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
  /// The original iPhone OS guidelines (the default).
  case iphoneos3
  /// iPhone OS 4: @2x assets for the iPhone 4.
  case retina
  /// iPhone OS 3.2: the iPad sizes.
  case ipad
  /// iOS 7 to 10: the flat era, usually inside an asset catalog.
  case ios7
  /// Current Xcode: one 1024-pixel icon, the system derives the rest.
  case modern

  /// The eras before iOS 7: an opaque status bar above the app, skeuomorphic icons.
  public var predatesIOS7: Bool { self == .iphoneos3 || self == .retina || self == .ipad }

  /// Profiles under which bar icons are masks drawn in pure white (before template images).
  public var barIconsArePureWhite: Bool { predatesIOS7 }

  public static func < (left: Profile, right: Profile) -> Bool {
    allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
  }

  /// Parses "iphoneos3,retina" (spaces allowed); nil names the first unknown word.
  public static func parseList(_ text: String) -> Result<[Profile], UnknownProfile> {
    var profiles: [Profile] = []
    for word in text.split(separator: ",").map({ $0.trimmingWhitespaces() }) {
      guard let profile = Profile(rawValue: word) else {
        return .failure(UnknownProfile(name: word))
      }
      if !profiles.contains(profile) { profiles.append(profile) }
    }
    return .success(profiles.sorted())
  }

  /// A profile name that is not one of ``Profile``'s.
  public struct UnknownProfile: Error, Equatable, CustomStringConvertible {
    public let name: String
    public var description: String {
      "unknown profile '\(name)' (known: \(Profile.allCases.map(\.rawValue).joined(separator: ", ")))"
    }
  }
}
