import Utilities

/// The profiles an app is checked under, and why, in words a report can show.
///
/// Invariant: `profiles` is never empty and sorted; `reason` names the fact it came from
/// ("IPHONEOS_DEPLOYMENT_TARGET 9.0", "an app-icon set with a single 1024 entry", "--profile").
public struct ProfileChoice: Sendable, Hashable {
  public let profiles: [Profile]
  public let reason: String

  public init(_ profiles: [Profile], reason: String) {
    self.profiles = profiles.isEmpty ? [.modern] : Array(Set(profiles)).sorted()
    self.reason = reason
  }

  public var set: Set<Profile> { Set(profiles) }

  /// "iphoneos3,retina".
  public var names: String { profiles.map(\.rawValue).joined(separator: ",") }

  /// Profiles from a deployment target (shared/HIG.md, "Profiles follow the deployment
  /// target"): below 4.0 `iphoneos3`, 4.0 to 6.x adds `retina`, 7.0 to 10.x `ios7`, 11.0 and
  /// later `modern`; the iPad family adds `ipad` in the eras that had its own names.
  /// Nil when `version` is not a version number.
  public static func forDeploymentTarget(_ version: String, iPad: Bool, source: String)
    -> ProfileChoice?
  {
    guard let parsed = OSVersion(version) else { return nil }
    let reason = "\(source) \(version)"
    switch parsed {
    case ..<OSVersion(4, 0):
      // A universal app of a 3.0 or 3.1 deployment target still runs on the iPad (3.2): it
      // needs the iPad's icons all the same.
      return ProfileChoice(iPad ? [.iphoneos3, .ipad] : [.iphoneos3], reason: reason)
    case ..<OSVersion(7, 0):
      return ProfileChoice(
        iPad ? [.iphoneos3, .retina, .ipad] : [.iphoneos3, .retina], reason: reason)
    case ..<OSVersion(11, 0):
      return ProfileChoice([.ios7], reason: reason)
    default:
      return ProfileChoice([.modern], reason: reason)
    }
  }
}

/// A dotted OS version ("9.0", "10.3.1"), compared number by number.
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
  public let parts: [Int]

  public init(_ major: Int, _ minor: Int = 0) { parts = [major, minor] }

  public init?(_ text: String) {
    let pieces = text.trimmingWhitespaces().split(
      separator: ".", omittingEmptySubsequences: false)
    let numbers = pieces.compactMap { Int($0) }
    guard !pieces.isEmpty, numbers.count == pieces.count, numbers.count <= 4 else { return nil }
    parts = numbers
  }

  public var description: String { parts.map(String.init).joined(separator: ".") }

  public static func < (left: OSVersion, right: OSVersion) -> Bool {
    for index in 0..<max(left.parts.count, right.parts.count) {
      let a = index < left.parts.count ? left.parts[index] : 0
      let b = index < right.parts.count ? right.parts[index] : 0
      if a != b { return a < b }
    }
    return false
  }
}
