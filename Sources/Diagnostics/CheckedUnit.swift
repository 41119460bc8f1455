/// One app, extension or folder a check judged as a whole, and the profiles it was held to.
///
/// Invariant: `profiles` is non-empty; `profileReason` names the fact they came from.
public struct CheckedUnit: Sendable, Hashable, Codable {
  public var name: String
  /// "app", "app extension", "watch app", "other platform".
  public var kind: String
  /// The folder its findings are reported at.
  public var path: String
  /// The Xcode project it is a target of, nil for an app folder.
  public var project: String?
  public var profiles: [String]
  public var profileReason: String
  /// How it is known to ship: "listed by ios/Runner.xcworkspace, the main build".
  public var ships: String?

  public init(
    name: String, kind: String, path: String, project: String?, profiles: [String],
    profileReason: String, ships: String? = nil
  ) {
    self.name = name
    self.kind = kind
    self.path = path
    self.project = project
    self.profiles = profiles
    self.profileReason = profileReason
    self.ships = ships
  }
}
