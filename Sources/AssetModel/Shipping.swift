/// How a unit is known to ship in an app that reaches the App Store, which decides how sure
/// its findings may be (shared/HIG.md, "Certainty").
///
/// Invariant: only `.built` and `.folder` units meet the rules at their full severity; the
/// files of a `.notBuilt` unit are checked as images (damage, format) and reported as notes,
/// and no rule about what it must ship runs on it.
public enum Shipping: Sendable, Equatable {
  /// A target of the repository's main build: the reason names the build ("the main build,
  /// ios/Runner.xcworkspace").
  case built(String)
  /// No file of the tree says how it builds: the folder the user named is taken as the app.
  case folder
  /// Nothing in the repository builds it into a shipped app: why, in words ("a demo project
  /// (its folder is Example/) that no workspace or project of the main build lists").
  case notBuilt(String)

  public var isProven: Bool {
    if case .notBuilt = self { return false }
    return true
  }

  /// The reason, as a report shows it after the unit's name.
  public var reason: String {
    switch self {
    case .built(let reason): return reason
    case .folder: return "an app folder: no project file says how it builds"
    case .notBuilt(let reason): return "not shipped: " + reason
    }
  }
}
