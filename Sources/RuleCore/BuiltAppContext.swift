import HIG
import Raster

/// One app, app extension or watch app inside a built product (`.ipa`, `.xcarchive`, `.app`),
/// as App Store Connect's validation sees it: what its built Info.plist says and which icons
/// its compiled asset catalog and its folder hold.
///
/// Invariant: paths are as the report shows them (the product's spelling, then the path
/// inside it); `files` are the names of the files at the bundle's top; `catalog` is nil when
/// the bundle has no `Assets.car`, and lists every rendition of it that could be read.
package struct BuiltAppContext: RuleSubject {
  package enum Kind: String, Sendable, Equatable {
    case app
    case appExtension = "app extension"
    case watchApp = "watch app"
  }

  /// How the product was made, as far as it shows: what may legitimately lack an icon.
  package enum Build: Sendable, Equatable {
    /// An archive or an exported `.ipa`: what is uploaded.
    case distribution
    /// An `.app` folder: a build for the simulator or a device, often a debug one.
    case development
    /// Thinned for one device (App Thinning's `EXTENDED_METADATA` in the catalog): it keeps
    /// only that device's icons and never the App Store icon.
    case thinned(String)
  }

  /// An icon bitmap of the compiled catalog.
  package struct Rendition: Sendable, Equatable {
    /// The facet (the asset's name: `AppIcon`).
    package let asset: String
    /// `phone`, `pad`, `universal`, `marketing`, `watch`, …
    package let idiom: String
    package let scale: Int
    package let size: PixelSize
    /// `UIAppearanceAny`, `UIAppearanceDark`, `ISAppearanceTintable`, …
    package let appearance: String
    /// The file it was compiled from, as the record names it (`AppIcon-1024.png`); empty when
    /// not known.
    package var sourceName: String = ""
    /// Its pixels' transparency, read only where an alpha rule judges it.
    package var alpha: PixelAlpha = .notRead

    /// Whether it is the picture every appearance starts from: iOS 18's dark and tinted
    /// variants are drawn with transparency and are not held to an opaque icon's rules.
    package var isDefaultAppearance: Bool {
      appearance == "UIAppearanceAny" || appearance == "unknown 0"
    }

    /// Whether it is an App Store icon: the marketing rendition of an ios-marketing (or
    /// watch-marketing) slot, or a 1024x1024 of any idiom, as a single-size set compiles.
    package var isAppStoreIcon: Bool {
      idiom == "marketing" || size == PixelSize(1024, 1024)
    }

    /// Whether it stands for the icon `need` asks for: that size for one of its idioms, or a
    /// single-size set's 1024 for one of them, which App Store Connect accepts in its place.
    package func meets(_ need: UploadIconRequirement) -> Bool {
      need.idioms.contains(idiom)
        && (size == PixelSize(need.side, need.side) || size == PixelSize(1024, 1024))
    }

    package init(asset: String, idiom: String, scale: Int, size: PixelSize, appearance: String) {
      self.asset = asset
      self.idiom = idiom
      self.scale = scale
      self.size = size
      self.appearance = appearance
    }
  }

  /// What a rendition's decoded pixels say about its transparency.
  package enum PixelAlpha: Sendable, Equatable {
    /// Not decoded: no rule needs it.
    case notRead
    case decoded(AlphaSummary)
    /// Why the bitmap could not be decoded, in a user's words.
    case notDecoded(String)
  }

  /// What the Info.plist and the bundle say about the launch screen iPad shows.
  package struct IPadLaunch: Sendable, Equatable {
    /// `UILaunchStoryboardName~ipad`, else `UILaunchStoryboardName`.
    package let storyboard: String?
    /// Whether the bundle holds that storyboard compiled (`NAME.storyboardc`, at its top or in
    /// a `.lproj` folder).
    package let storyboardCompiled: Bool
    /// A `UILaunchScreen` dictionary (iOS 14 and later) instead of a storyboard.
    package let hasLaunchScreenDictionary: Bool
    /// `UIRequiresFullScreen`: no multitasking.
    package let requiresFullScreen: Bool
    /// The orientations iPad runs the app in.
    package let orientations: [String]

    package init(
      storyboard: String?, storyboardCompiled: Bool, hasLaunchScreenDictionary: Bool,
      requiresFullScreen: Bool, orientations: [String]
    ) {
      self.storyboard = storyboard
      self.storyboardCompiled = storyboardCompiled
      self.hasLaunchScreenDictionary = hasLaunchScreenDictionary
      self.requiresFullScreen = requiresFullScreen
      self.orientations = orientations
    }

    /// Whether iPad offers the app Split View and Slide Over: every orientation, not full
    /// screen.
    package var supportsMultitasking: Bool {
      !requiresFullScreen
        && Set(orientations).isSuperset(of: [
          "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
          "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight",
        ])
    }
  }

  /// One icon the Info.plist declares: the primary one or an alternate.
  package struct DeclaredIcon: Sendable, Equatable {
    /// "the primary icon", "alternate icon `Dark`".
    package let what: String
    /// Where in the Info.plist (`CFBundleIcons.CFBundlePrimaryIcon`).
    package let key: String
    /// `CFBundleIconName`: an asset of the compiled catalog.
    package let assetName: String?
    /// `CFBundleIconFiles`: loose files, named without their scale and device suffixes.
    package let files: [String]
    /// Whether `CFBundleIcons~ipad` declares it, where iPad looks for it.
    package var forIPad = false

    package init(what: String, key: String, assetName: String?, files: [String]) {
      self.what = what
      self.key = key
      self.assetName = assetName
      self.files = files
    }
  }

  package var reportPath: String { infoPlistPath }

  package let bundlePath: String
  package let infoPlistPath: String
  package let kind: Kind
  package let build: Build
  /// `DTPlatformName` (`iphoneos`, `watchos`, `iphonesimulator`…).
  package let platform: String?
  /// The SDK's major version, from `DTSDKName` / `DTPlatformVersion`.
  package let sdkMajor: Int?
  package let minimumOSVersion: String?
  /// `UIDeviceFamily`: 1 iPhone, 2 iPad, 4 watch.
  package let deviceFamily: [Int]
  package let primary: DeclaredIcon?
  package let alternates: [DeclaredIcon]
  package let files: Set<String>
  /// The catalog's icon renditions, or nil with no `Assets.car`.
  package let catalog: [Rendition]?
  /// The names of every asset of the catalog (icons, images, colours…).
  package let catalogAssets: Set<String>
  /// The pixel size of each loose PNG at the bundle's top that could be read, by name.
  package let fileSizes: [String: PixelSize]
  /// iPad's launch screen; nil when the Info.plist could not be read.
  package var iPadLaunch: IPadLaunch? = nil
  /// Where the Info.plist declares a Newsstand icon (`CFBundleIcons.UINewsstandIcon`) of an
  /// app that is no Newsstand app (`UINewsstandApp` not true); nil when it does not.
  package var strayNewsstandIcon: String? = nil
  /// Why the Info.plist could not be read (then nothing it would declare is known).
  package var infoPlistProblem: String? = nil
  /// Why Assets.car could not be read (then `catalog` is nil although the file is there).
  package var catalogProblem: String? = nil
  /// Whether that problem is damage (the file cut short, not a BOM file, its bytes not read
  /// from the product), not a layout the reader does not know.
  package var catalogIsDamaged = false

  package init(
    bundlePath: String, infoPlistPath: String, kind: Kind, build: Build, platform: String?,
    sdkMajor: Int?, minimumOSVersion: String?, deviceFamily: [Int], primary: DeclaredIcon?,
    alternates: [DeclaredIcon], files: Set<String>, catalog: [Rendition]?,
    catalogAssets: Set<String>, fileSizes: [String: PixelSize]
  ) {
    self.bundlePath = bundlePath
    self.infoPlistPath = infoPlistPath
    self.kind = kind
    self.build = build
    self.platform = platform
    self.sdkMajor = sdkMajor
    self.minimumOSVersion = minimumOSVersion
    self.deviceFamily = deviceFamily
    self.primary = primary
    self.alternates = alternates
    self.files = files
    self.catalog = catalog
    self.catalogAssets = catalogAssets
    self.fileSizes = fileSizes
  }

  /// The files of the bundle the check read: its Info.plist, its Assets.car and its loose
  /// PNGs, each when it could be read.
  package var filesRead: Int {
    (infoPlistProblem == nil ? 1 : 0) + (catalog == nil ? 0 : 1) + fileSizes.count
  }

  /// Whether the bundle is for iOS or iPadOS devices (not the simulator, not a watch).
  package var isForIOSDevices: Bool { platform == nil || platform == "iphoneos" }

  /// The loose files a `CFBundleIconFiles` name finds: the name itself, with `.png`, and with
  /// the scale and device suffixes iOS tries (`Icon@2x.png`, `AppIcon76x76@2x~ipad.png`).
  package func looseFiles(named name: String) -> [String] {
    let stem = name.lowercased().hasSuffix(".png") ? String(name.dropLast(4)) : name
    var found: [String] = []
    for scale in ["", "@2x", "@3x"] {
      for device in ["", "~iphone", "~ipad"] {
        let file = stem + scale + device + ".png"
        if files.contains(file) { found.append(file) }
      }
    }
    if files.contains(name) && !found.contains(name) { found.append(name) }
    return found
  }

  /// Whether an alpha rule judges `rendition` of a bundle of `kind` whose icon asset is
  /// `iconAsset`: the App Store icon is uploaded as it is (ITMS-90717), and a watch app's every
  /// icon is refused with transparency (ITMS-90396). The check decodes exactly these.
  package static func alphaIsJudged(
    _ rendition: Rendition, kind: Kind, iconAsset: String?
  ) -> Bool {
    guard let iconAsset, rendition.asset == iconAsset, rendition.isDefaultAppearance else {
      return false
    }
    switch kind {
    case .watchApp: return true
    case .app: return rendition.isAppStoreIcon
    // An extension's icon is not the App Store icon.
    case .appExtension: return false
    }
  }

  /// The renditions of one asset.
  package func renditions(of asset: String) -> [Rendition] {
    (catalog ?? []).filter { $0.asset == asset }
  }
}
