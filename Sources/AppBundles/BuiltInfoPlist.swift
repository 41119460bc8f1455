import DataFormats

/// What a built bundle's Info.plist (binary, as Xcode writes it, or XML) says about its icons,
/// launch screen, devices and the SDK it was built with: what App Store Connect reads.
///
/// Invariant: names are as written; a key absent or of another type is nil or empty, never
/// guessed; alternates are sorted by their key.
public struct BuiltInfoPlist: Sendable, Equatable {
  /// One icon entry of `CFBundleIcons` (or `CFBundleIcons~ipad`): the primary icon or an
  /// alternate.
  public struct Icon: Sendable, Equatable {
    /// `CFBundleIconName`: the icon's facet in `Assets.car`.
    public var name: String?
    /// `CFBundleIconFiles`: base names of loose PNGs (actool writes `AppIcon60x60`).
    public var files: [String]

    public init(name: String?, files: [String]) {
      self.name = name
      self.files = files
    }
  }

  public var bundleIdentifier: String?
  /// `CFBundlePackageType`: `APPL` for apps and watch apps, `XPC!` for extensions.
  public var packageType: String?
  public var minimumOSVersion: String?
  /// `UIDeviceFamily`: 1 iPhone, 2 iPad, 3 TV, 4 watch, 6 Mac, 7 Vision.
  public var deviceFamily: [Int]
  /// `DTPlatformName` (`iphoneos`, `iphonesimulator`, `watchos`), and the SDK (`DTSDKName`,
  /// `iphoneos18.2`) and Xcode (`DTXcode`, `1620`) of the build.
  public var platformName: String?
  public var sdkName: String?
  public var xcode: String?
  /// The top-level `CFBundleIconName` (iOS 11 and later builds carry it).
  public var iconName: String?
  /// The top-level `CFBundleIconFiles` and `CFBundleIconFile` of iOS 3 to 4 builds.
  public var legacyIconFiles: [String]
  /// `CFBundleIcons > CFBundlePrimaryIcon`, and the same under `CFBundleIcons~ipad`.
  public var primaryIcon: Icon?
  public var primaryIconPad: Icon?
  /// An entry of `CFBundleAlternateIcons`, under the key `setAlternateIconName` takes.
  public struct Alternate: Sendable, Equatable {
    public var key: String
    public var icon: Icon
    /// Whether it is declared under `CFBundleIcons~ipad`, where iPad looks for it.
    public var forIPad: Bool

    public init(key: String, icon: Icon, forIPad: Bool = false) {
      self.key = key
      self.icon = icon
      self.forIPad = forIPad
    }
  }

  /// `CFBundleAlternateIcons` of both dictionaries, by key (a key in both appears twice,
  /// iPhone's first).
  public var alternateIcons: [Alternate]
  public var launchStoryboard: String?
  /// The launch storyboard iPad uses: `UILaunchStoryboardName~ipad`, else the plain key.
  public var launchStoryboardPad: String?
  public var hasLaunchScreenDictionary: Bool
  /// `UIRequiresFullScreen` (or its `~ipad` form): the app opts out of iPad multitasking.
  public var requiresFullScreen: Bool
  /// The orientations iPad runs it in: `UISupportedInterfaceOrientations~ipad`, else the plain
  /// key; empty when neither is given.
  public var iPadOrientations: [String]
  /// `UILaunchImages` names (iOS 7 to 8 builds).
  public var launchImageNames: [String]
  public var isExtension: Bool
  /// The icon dictionaries (`CFBundleIcons`, `CFBundleIcons~ipad`) that declare a Newsstand
  /// icon (`UINewsstandIcon`), of iOS 5's Newsstand, which iOS 9 ended.
  public var newsstandIconKeys: [String]
  /// `UINewsstandApp`: the app is a Newsstand publication, the only kind that may have one.
  public var isNewsstandApp: Bool
  public var isWatchApp: Bool

  /// Why a built Info.plist cannot be used.
  public enum ParseError: Error, Equatable, Sendable, CustomStringConvertible {
    case tooLarge(bytes: Int, limit: Int)
    /// What broke and where, in the property-list reader's words.
    case notAPropertyList(detail: String)
    case notADictionary

    public var description: String {
      switch self {
      case .tooLarge(let bytes, let limit):
        return "the Info.plist is \(bytes) bytes, more than the \(limit) read"
      case .notAPropertyList(let detail): return "the Info.plist is not a property list: \(detail)"
      case .notADictionary: return "the Info.plist does not hold a dictionary"
      }
    }
  }

  /// Real built Info.plists are a few KB; the reader holds the whole tree in memory.
  public static let maxBytes = 4 << 20

  public static func parse(_ bytes: [UInt8]) throws(ParseError) -> BuiltInfoPlist {
    guard bytes.count <= maxBytes else { throw .tooLarge(bytes: bytes.count, limit: maxBytes) }
    let list: PropertyList
    do throws(PropertyListError) {
      list = try PropertyList.parse(bytes)
    } catch {
      throw .notAPropertyList(detail: error.description)
    }
    guard let root = list.dictionary else { throw .notADictionary }
    return BuiltInfoPlist(root)
  }

  private init(_ root: [String: PropertyList]) {
    func string(_ key: String) -> String? { root[key]?.string }
    bundleIdentifier = string("CFBundleIdentifier")
    packageType = string("CFBundlePackageType")
    minimumOSVersion = string("MinimumOSVersion")
    // A number, or its text ("1") as some projects write it.
    deviceFamily = (root["UIDeviceFamily"]?.array ?? []).compactMap {
      $0.int ?? $0.string.flatMap { Int($0) }
    }
    platformName = string("DTPlatformName")
    sdkName = string("DTSDKName")
    xcode = string("DTXcode")
    iconName = string("CFBundleIconName")
    legacyIconFiles = (root["CFBundleIconFiles"]?.array ?? []).compactMap(\.string)
    if let file = string("CFBundleIconFile") { legacyIconFiles.append(file) }
    func icon(_ value: PropertyList?) -> Icon? {
      guard let dictionary = value?.dictionary else { return nil }
      return Icon(
        name: dictionary["CFBundleIconName"]?.string,
        files: (dictionary["CFBundleIconFiles"]?.array ?? []).compactMap(\.string))
    }
    let phone = root["CFBundleIcons"]?.dictionary
    let pad = root["CFBundleIcons~ipad"]?.dictionary
    primaryIcon = icon(phone?["CFBundlePrimaryIcon"])
    primaryIconPad = icon(pad?["CFBundlePrimaryIcon"])
    var alternates: [Alternate] = []
    for (icons, forIPad) in [(phone, false), (pad, true)] {
      let entries = icons?["CFBundleAlternateIcons"]?.dictionary ?? [:]
      for key in entries.keys.sorted() {
        if let entry = icon(entries[key]) {
          alternates.append(Alternate(key: key, icon: entry, forIPad: forIPad))
        }
      }
    }
    alternateIcons = alternates
    launchStoryboard = string("UILaunchStoryboardName") ?? string("UILaunchStoryboardName~iphone")
    launchStoryboardPad = string("UILaunchStoryboardName~ipad") ?? string("UILaunchStoryboardName")
    hasLaunchScreenDictionary = root.keys.contains { $0.hasPrefix("UILaunchScreen") }
    requiresFullScreen =
      root["UIRequiresFullScreen~ipad"]?.bool ?? root["UIRequiresFullScreen"]?.bool ?? false
    iPadOrientations =
      (root["UISupportedInterfaceOrientations~ipad"]?.array
      ?? root["UISupportedInterfaceOrientations"]?.array ?? []).compactMap(\.string)
    launchImageNames = ["UILaunchImages", "UILaunchImages~ipad", "UILaunchImages~iphone"]
      .flatMap { key in
        (root[key]?.dictionaries ?? []).compactMap { $0["UILaunchImageName"]?.string }
      }
    isExtension = root["NSExtension"] != nil || root["EXAppExtensionAttributes"] != nil
    newsstandIconKeys = [("CFBundleIcons", phone), ("CFBundleIcons~ipad", pad)].compactMap {
      $0.1?["UINewsstandIcon"] == nil ? nil : $0.0
    }
    isNewsstandApp = root["UINewsstandApp"]?.bool == true
    isWatchApp = root["WKWatchKitApp"]?.bool == true || root["WKApplication"]?.bool == true
  }
}
