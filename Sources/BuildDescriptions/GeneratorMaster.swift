/// The master image an icon generator turns into an app's App Store icon, with the line of
/// configuration that says so and whether the generator removes its transparency.
///
/// Invariant: `configPath` and `master` are tree paths; `fixSetting` is nil exactly when
/// `flattensAlpha` is true or no setting of the tool flattens (then the master itself must be
/// opaque); `line` (from 1) is the line of `key` in `configPath` when the file says it, nil
/// when the master comes from the tool's naming convention.
public struct GeneratorMaster: Sendable, Equatable {
  public enum Tool: String, Sendable, Equatable, CaseIterable {
    /// flutter_launcher_icons (pub.dev).
    case flutterLauncherIcons = "flutter_launcher_icons"
    /// Expo's prebuild (`@expo/prebuild-config`).
    case expo
    /// `@capacitor/assets`.
    case capacitorAssets = "@capacitor/assets"
    /// cordova-res, the Cordova and early Capacitor generator.
    case cordovaRes = "cordova-res"
    /// `tauri icon`.
    case tauri
    /// .NET MAUI's Resizetizer, from a project's `MauiIcon`.
    case maui = ".NET MAUI"
  }

  public let tool: Tool
  /// The file that makes this the master: the generator's configuration, or the project file
  /// that makes a conventional master count (`capacitor.config.json`, `tauri.conf.json`).
  public let configPath: String
  public let line: Int?
  /// The setting or convention ("image_path_ios", "ios.icon", "icon-only").
  public let key: String
  public let master: String
  /// The generator removes the master's transparency from the iOS icon by itself.
  public let flattensAlpha: Bool
  /// What to write in `configPath` to make it flatten ("remove_alpha_ios: true").
  public let fixSetting: String?
  /// The colour the generator flattens onto (as configured, else its default); nil when it
  /// does not flatten or the colour is given only on its command line.
  public let background: String?
  /// The app-icon set the generator writes ("AppIcon", "AppIcon-dev" for a flavour).
  public let iconSetName: String?
  /// The generator draws the master on a transparent square (MAUI with no `Color`): the icons
  /// it writes carry an alpha channel, and a master that does not fill the square leaves
  /// transparent pixels, whatever the master's own alpha.
  public var drawsOnTransparency = false

  public init(
    tool: Tool, configPath: String, line: Int?, key: String, master: String,
    flattensAlpha: Bool, fixSetting: String?, background: String? = nil,
    iconSetName: String? = "AppIcon"
  ) {
    self.tool = tool
    self.configPath = configPath
    self.line = line
    self.key = key
    self.master = master
    self.flattensAlpha = flattensAlpha
    self.fixSetting = fixSetting
    self.background = background
    self.iconSetName = iconSetName
  }
}
