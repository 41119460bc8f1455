import Diagnostics
import HIG
import Raster

/// What `.iconsmith.yml` says: which profiles, which files have which role,
/// which rules at what severity, what to skip, and the colour fixes flatten onto.
///
/// Invariant: every value was validated when parsed (see
/// ``Configuration/parse(yaml:file:baseDirectory:knownRules:)``), and globs are compiled, so
/// one built in code cannot hold a bad pattern either; glob patterns are relative to
/// `baseDirectory`, the folder holding the configuration file.
public struct Configuration: Sendable, Equatable {
  /// The profiles every app is held to; nil to infer them per app from its project or files.
  public var profiles: [Profile]?
  /// Where `profiles` came from, for the report ("profiles in .iconsmith.yml", "--profile").
  public var profilesOrigin = "profiles in .iconsmith.yml"
  /// Glob patterns that give files a role, checked before any other way of finding roles.
  public var roleGlobs: [AssetRole: [Glob]]
  public var ruleSettings: [RuleID: RuleSetting]
  public var exclude: [Glob]
  /// Paths skipped by default as not app files (`Pods/`, `android/`, tests) to check anyway.
  public var include: [Glob]
  /// Folders (globs) to treat as app roots even without Info.plist or HIG names.
  public var appRoots: [Glob]
  /// The colour `--fix` and the generators flatten alpha onto.
  public var background: RGBA
  /// The folder the configuration file is in ("" when there is no file); globs are relative to it.
  public var baseDirectory: String

  public init(
    profiles: [Profile]? = nil, roleGlobs: [AssetRole: [Glob]] = [:],
    ruleSettings: [RuleID: RuleSetting] = [:], exclude: [Glob] = [], include: [Glob] = [],
    appRoots: [Glob] = [],
    background: RGBA = .white, baseDirectory: String = ""
  ) {
    self.profiles = profiles
    self.roleGlobs = roleGlobs
    self.ruleSettings = ruleSettings
    self.exclude = exclude
    self.include = include
    self.appRoots = appRoots
    self.background = background
    self.baseDirectory = baseDirectory
  }

  public static let `default` = Configuration()

  /// The severity a rule reports at, or nil when disabled.
  public func severity(of rule: RuleDescriptor) -> Severity? {
    switch ruleSettings[rule.id] {
    case .disabled?: return nil
    case .severity(let severity)?: return severity
    case nil: return rule.severity
    }
  }
}

/// A rule's setting in the configuration.
public enum RuleSetting: Sendable, Equatable {
  case disabled
  case severity(Severity)
}

extension AssetRole {
  /// The key under `roles:` in `.iconsmith.yml`.
  public var configurationKey: String {
    switch self {
    case .appIcon: return "app-icons"
    case .smallIcon: return "small-icons"
    case .legacySettingsIcon: return "settings-icons"
    case .appStoreArtwork: return "app-store-artwork"
    case .launchImage: return "launch-images"
    case .tabBarIcon: return "tab-bar-icons"
    case .toolbarIcon: return "toolbar-icons"
    case .templateImage: return "template-images"
    }
  }

  public init?(configurationKey: String) {
    guard let role = AssetRole.allCases.first(where: { $0.configurationKey == configurationKey })
    else { return nil }
    self = role
  }
}

/// A configuration file that cannot be used, with the place and the reason.
///
/// Invariant: `line` and `column` are 1-based and point at the offending key
/// or value when known; `description` reads "FILE:LINE:COLUMN: MESSAGE".
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
  public let file: String
  public let line: Int?
  public let column: Int?
  public let message: String

  public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String {
    var place = file
    if let line { place += ":\(line)" }
    if line != nil, let column { place += ":\(column)" }
    return "\(place): \(message)"
  }
}
