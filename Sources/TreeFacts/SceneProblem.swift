import XcodeProject

/// A file that stops part of a scene from being read as it should; the rules decide how much
/// it matters and say it.
///
/// Invariant: the scene was still built: an app without its Info.plist, or a folder without
/// its project, is checked by what remains.
public enum SceneProblem: Sendable, Equatable {
  /// An Info.plist that cannot be read or parsed.
  case infoPlistUnreadable(path: String, InfoPlistFacts.InfoPlistError)
  /// A `project.pbxproj` that cannot be read or parsed; its folder is checked as folders are.
  case projectUnreadable(pbxproj: String, ProjectReadError)

  /// The file concerned.
  public var path: String {
    switch self {
    case .infoPlistUnreadable(let path, _), .projectUnreadable(let path, _): return path
    }
  }
}

/// Why an Xcode project file cannot be used.
public enum ProjectReadError: Error, Sendable, Equatable, CustomStringConvertible {
  case unreadable(AssetReadError.Reason)
  case invalid(XcodeProjectError)

  public var description: String {
    switch self {
    case .unreadable(let reason): return "\(reason)"
    case .invalid(let error): return "\(error)"
    }
  }
}
