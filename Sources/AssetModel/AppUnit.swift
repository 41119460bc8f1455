import HIG
import TreeFacts
import XcodeProject

/// What ships one set of icons: an Xcode target, or, where the tree has no project, a folder
/// that looks like an app. The set rules judge a unit's files together, as Xcode copies a
/// target's resources into one flat bundle.
///
/// Invariant: `bundle` maps each loose file's name (outside catalogs) to its path, the first
/// path in byte order when two files share a name; every path in `bundle` and every catalog
/// set's folder is in `files`.
public struct AppUnit: Sendable {
  public enum Kind: String, Sendable, Equatable {
    case app
    /// Share, action, widget, iMessage, sticker pack and other extensions: not the app.
    case appExtension = "app extension"
    case watchApp = "watch app"
    /// A macOS, tvOS or visionOS target: never the iOS app-icon rules.
    case otherPlatform = "other platform"
  }

  /// "Runner", or the folder shown for a folder unit.
  public let name: String
  public let kind: Kind
  /// Where the unit's set findings are reported and its missing files are expected.
  public let folder: String
  /// The project it comes from ("ios/Runner.xcodeproj"), nil for a folder unit.
  public let project: String?
  public let choice: ProfileChoice
  public let files: Set<String>
  public let bundle: [String: String]
  public let catalogSets: [CatalogSet]
  /// The app-icon sets the target compiles (primary and alternates); nil when every set of the
  /// unit counts (a folder unit).
  public let compiledIconSets: Set<String>?
  /// The set named by `ASSETCATALOG_COMPILER_APPICON_NAME`, nil when the project does not say.
  public var primaryIconSet: String? = nil
  /// The launch-image set the target compiles (`ASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME`);
  /// nil for a folder unit, where every launch-image set counts.
  var compiledLaunchImageSet: String?? = nil
  public let infoPlist: (path: String, facts: InfoPlistFacts)?
  /// A launch storyboard or a `UILaunchScreen` dictionary: no launch image is expected.
  public let hasLaunchScreen: Bool
  public let deploymentTarget: OSVersion?
  /// `TARGETED_DEVICE_FAMILY`: 1 iPhone, 2 iPad; empty when unknown.
  public let families: Set<Int>
  /// Icon Composer bundles (`NAME.icon`) it ships.
  public let iconBundles: [String]
  /// How it is known to ship, which decides how sure its findings may be.
  public internal(set) var shipping: Shipping = .folder
  /// The platform it builds for.
  public internal(set) var platform: ApplePlatform = .iOS
  /// An iOS app that also runs on the Mac (Mac Catalyst): its `mac` icon slots are compiled.
  public internal(set) var runsOnMac = false
  /// The build makes the app icon from a master (.NET MAUI's `MauiIcon`): what names it
  /// ("MauiIcon Resources/AppIcon/appicon.svg"); no icon file is expected in the tree.
  public internal(set) var generatedIcon: String? = nil
  /// Icons and launch images a build description names with their exact sizes (Cordova's
  /// `config.xml`): each must exist and be of its size.
  public internal(set) var namedAssets: [NamedAsset] = []
  /// The Xcode release that last upgraded its project (`LastUpgradeCheck`, 720 for Xcode 7.2):
  /// App Store Connect's demands of an upload follow the Xcode that built it.
  public internal(set) var xcodeRelease: Int? = nil
  /// Whether the HIG's file names (`Icon.png`) give loose files their roles: not where a build
  /// tool writes the Info.plist that names the icons (NativeScript's CLI, when the app's own
  /// names none).
  public internal(set) var conventionalNamesApply = true
  /// Whether the app's icon comes from an asset catalog (a set the target compiles that the
  /// tree holds, or one a build step writes): its built Info.plist names the catalog's icons,
  /// so a loose file named like an icon (`Icon-60@2x.png`) is no icon, only a picture.
  public internal(set) var iconFromCatalog = false

  public var profiles: Set<Profile> { choice.set }

  /// Whether the target compiles a launch-image set of this name.
  public func compiles(launchImageSet set: CatalogSet) -> Bool {
    guard let compiledLaunchImageSet else { return true }
    return compiledLaunchImageSet == set.name
  }

  /// Whether an Icon Composer bundle of the set's name takes its place.
  public func replacesWithIconBundle(_ set: CatalogSet) -> Bool {
    iconBundles.contains { AssetPath.name(of: $0) == set.name + ".icon" }
  }

  /// Whether the unit is for the iPad alone and names the iPad's launch images itself (in
  /// Info.plist's `UILaunchImages`, or a launch-image set it compiles with iPad entries), so
  /// the iPad never falls back to `Default.png`.
  public var givesIPadLaunchImages: Bool {
    guard effectiveFamilies == [2] else { return false }
    if infoPlist?.facts.launchImageNames.isEmpty == false { return true }
    return catalogSets.contains { set in
      set.kind == .launchImage && compiles(launchImageSet: set)
        && set.compiledEntries?.contains { $0.idiom == "ipad" && $0.filename != nil } == true
    }
  }

  /// Whether launch images are ever shown: not where a launch storyboard or `UILaunchScreen`
  /// is set and every supported iOS reads it (iOS 8 and later).
  public var showsLaunchImages: Bool {
    guard hasLaunchScreen else { return true }
    guard let deploymentTarget else { return false }
    return deploymentTarget < OSVersion(8, 0)
  }
  /// `folder` as the user sees it (the scene sets it from its `PathDisplay`).
  public internal(set) var displayFolder: String = ""

  /// The device families the unit builds for: as given, or the iPhone alone for an iOS app
  /// of an Xcode project that sets none (Xcode's default `TARGETED_DEVICE_FAMILY` is 1);
  /// empty when nothing says (a build description with no Info.plist key).
  public var effectiveFamilies: Set<Int> {
    if families.isEmpty, kind == .app, project?.hasSuffix(".xcodeproj") == true { return [1] }
    return families
  }

  /// Whether an idiom of a catalog entry is one the unit targets.
  public func targets(idiom: String?) -> Bool {
    switch idiom ?? "universal" {
    case "universal": return true
    case "iphone": return effectiveFamilies.isEmpty || effectiveFamilies.contains(1)
    case "ipad": return effectiveFamilies.isEmpty || effectiveFamilies.contains(2)
    case "ios-marketing": return kind == .app
    case "watch", "watch-marketing": return kind == .watchApp
    case "mac": return runsOnMac || platform == .macOS
    default: return false
    }
  }

  /// Whether the devices the app runs on include 1x screens (none from iOS 10 on, none for
  /// an app that requires arm64, and no Apple Watch or Vision Pro ever: their deployment
  /// targets are no iOS versions).
  public var hasOneXScreens: Bool {
    if loadsOnlyTwoX || infoPlist?.facts.requiresArm64 == true { return false }
    guard let deploymentTarget else {
      return profiles.contains(.iphoneos3) || profiles.contains(.ipad)
    }
    return deploymentTarget < OSVersion(10, 0)
  }

  /// Whether every device the unit runs on loads only @2x images: every Apple Watch and the
  /// Vision Pro. Their 1x and @3x files never show, so no scale can be wrong beside them.
  public var loadsOnlyTwoX: Bool {
    kind == .watchApp || platform == .watchOS || platform == .visionOS
  }

  /// Whether the app may run on iOS 6 or earlier, whose icon and launch slots differ.
  public var supportsPreIOS7: Bool {
    guard let deploymentTarget else { return profiles.contains(.iphoneos3) }
    return deploymentTarget < OSVersion(7, 0)
  }

  /// The unit's name as a report shows it: "Runner (ios/Runner.xcodeproj)" or a folder.
  public var label: String { project.map { "\(name) (\($0))" } ?? displayFolder }

  /// What a finding says of where its file ships: "app Runner (ios/Runner.xcodeproj), listed
  /// by ios/Runner.xcworkspace, the main build".
  public var shipsText: String { "\(kindText) \(label), \(shipping.reason)" }

  /// "app", "app extension", "watch app", "macOS app", "tvOS app extension".
  public var kindText: String {
    switch (kind, platform) {
    case (.otherPlatform, _): return "\(platform.rawValue) app"
    case (_, .iOS), (.watchApp, _): return kind.rawValue
    default: return "\(platform.rawValue) \(kind.rawValue)"
    }
  }

  /// How the set of an app-icon set is used by this unit.
  public func use(of set: CatalogSet) -> IconSetUse {
    let setName = set.name
    switch kind {
    case .app:
      // Xcode 26 builds an Icon Composer bundle of the set's name in the set's place.
      if replacesWithIconBundle(set) { return .replaced }
      guard let compiledIconSets else { return .compiled }
      return compiledIconSets.contains(setName) ? .compiled : .leftover
    case .watchApp: return .watch
    case .appExtension: return .appExtension
    case .otherPlatform: return .otherPlatform
    }
  }
}

/// What an app-icon set is to the unit that ships it, which decides the rules it meets.
public enum IconSetUse: Sendable, Equatable {
  /// The app's icon or an alternate: every app-icon rule.
  case compiled
  /// A set no target names: its files are checked as images, its slots are never missing.
  case leftover
  /// A set an Icon Composer bundle of its name takes the place of: as a leftover, its PNGs
  /// are not proven to ship.
  case replaced
  /// An extension's icon (iMessage, sticker pack, action glyphs): sizes and unused files only.
  case appExtension
  case watch
  case otherPlatform

  /// Whether its entries follow the opaque app-icon rules and its slots must be filled.
  public var isAppIcon: Bool { self == .compiled || self == .watch }
}

/// An icon or launch image a build description names, with the size it must have.
///
/// Invariant: `path` is a tree path; `sizes` is empty when the description gives none.
public struct NamedAsset: Sendable, Equatable {
  public let path: String
  public let role: AssetRole
  public let sizes: [PixelSize]
  /// Where it is named: "config.xml:12".
  public let source: String
  /// The icon App Store Connect shows (a 1024-pixel app icon).
  public var isAppStoreIcon: Bool { role == .appIcon && sizes.contains(PixelSize(square: 1024)) }
}
