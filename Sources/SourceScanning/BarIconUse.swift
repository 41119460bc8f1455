import HIG

/// What a source, interface or plist file says about which images are bar icons.
///
/// Invariant: `name` is never empty, has no white space at either end and at most 255
/// characters; one ".png" (any case), then one "@2x" or "@3x", were taken off its end.
public struct BarIconUse: Sendable, Equatable, Hashable {
  /// The image name as written, without ".png" and without "@2x"/"@3x" ("tab-home").
  public let name: String
  /// `.tabBarIcon` or `.toolbarIcon`.
  public let role: AssetRole
  /// "MainWindow.xib", "Main.storyboard", "AppDelegate.m:42" — where the use is, for messages.
  public let source: String
}
