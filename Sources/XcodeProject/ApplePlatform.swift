/// The operating system a target builds for.
///
/// Invariant: `unknown` only when neither the settings nor the product type
/// name a platform; each other case has exactly one SDK name.
public enum ApplePlatform: String, Sendable, Equatable, Hashable, CaseIterable {
  case iOS, macOS, tvOS, watchOS, visionOS, unknown

  /// The SDK name prefix as `SDKROOT` and `SUPPORTED_PLATFORMS` write it, device and simulator.
  private static let sdkPrefixes: [(prefix: String, platform: ApplePlatform)] = [
    ("iphoneos", .iOS), ("iphonesimulator", .iOS), ("macosx", .macOS), ("appletvos", .tvOS),
    ("appletvsimulator", .tvOS), ("watchos", .watchOS), ("watchsimulator", .watchOS),
    ("xros", .visionOS), ("xrsimulator", .visionOS),
  ]

  /// Reads `SDKROOT`: a name ("iphoneos"), a versioned name ("iphoneos4.2") or a path to an
  /// SDK ("…/iPhoneOS4.2.sdk"); nil for anything else ("auto", "").
  init?(sdk: String) {
    var name = Substring(sdk.lowercased())
    if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
    if name.hasSuffix(".sdk") { name = name.dropLast(4) }
    guard let match = Self.sdkPrefixes.first(where: { name.hasPrefix($0.prefix) }) else {
      return nil
    }
    self = match.platform
  }

  /// The setting that holds this platform's deployment target.
  var deploymentTargetSetting: String {
    switch self {
    case .iOS, .unknown: "IPHONEOS_DEPLOYMENT_TARGET"
    case .macOS: "MACOSX_DEPLOYMENT_TARGET"
    case .tvOS: "TVOS_DEPLOYMENT_TARGET"
    case .watchOS: "WATCHOS_DEPLOYMENT_TARGET"
    case .visionOS: "XROS_DEPLOYMENT_TARGET"
    }
  }
}
