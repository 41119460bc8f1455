/// An iOS 18 luminosity appearance of an app icon, as an app-icon set's `Contents.json` names it.
///
/// Invariant: `rawValue` is the `value` Xcode writes beside `"appearance" : "luminosity"`; the
/// any/light appearance has no case, since its entry carries no `appearances` key at all.
public enum IconAppearance: String, Sendable, CaseIterable, Comparable {
  /// Drawn by the system over its own dark backdrop: transparency is expected.
  case dark
  /// Turned to gray and tinted by the system: colour is discarded, transparency allowed.
  case tinted

  /// Xcode's order of the entries of one slot: any, dark, tinted.
  public static func < (left: IconAppearance, right: IconAppearance) -> Bool {
    allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
  }
}
