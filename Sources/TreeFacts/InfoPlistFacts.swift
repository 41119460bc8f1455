import DataFormats

/// What an app's `Info.plist` says about icons, launch images and what kind of bundle it is.
///
/// Invariant: file names are as written in the plist (with or without `.png`); names that
/// hold an unexpanded build variable (`$(ICON)`) are left out, since no file has that name.
public struct InfoPlistFacts: Sendable {
  /// Each icon file named, with the key that names it.
  public var iconFiles: [(name: String, key: String)] = []
  /// Some icon name holds a build variable (`${ICON_57}`), so which files it names is unknown.
  public var hasUnresolvedIconNames = false
  /// `CFBundleIconName` and the alternate icons' names: asset-catalog set names.
  package var iconSetNames: [String] = []
  public var launchImageFile: String?
  /// `UILaunchImages` base names (iOS 7 era).
  public var launchImageNames: [String] = []
  public var prerendered: Bool?
  /// `UIStatusBarStyle` as written (`UIStatusBarStyleBlackOpaque`), for drawing launch images.
  public var statusBarStyle: String?
  /// A launch storyboard or a `UILaunchScreen` dictionary is set: no launch image is needed.
  public var hasLaunchScreen = false
  /// `CFBundlePackageType` (`APPL`, `FMWK`, `BNDL`, `XPC!`).
  package var packageType: String?
  /// The plist describes an app extension (`NSExtension` or `EXAppExtensionAttributes`).
  public var isExtension = false
  /// A WatchKit app (`WKWatchKitApp`, `WKApplication`).
  package var isWatchApp = false
  /// A Safari web extension (`NSExtensionPointIdentifier` `com.apple.Safari.web-extension`):
  /// its images are a web page's and a browser toolbar's, not UIKit's.
  public var isSafariWebExtension = false
  package var minimumOSVersion: String?
  /// `UIDeviceFamily`: 1 iPhone, 2 iPad.
  public var deviceFamily: [Int] = []
  /// `UIRequiredDeviceCapabilities` asks for `arm64`: the app runs on no 32-bit device, and
  /// every 64-bit iPhone, iPad and iPod touch has a retina screen.
  public var requiresArm64 = false
  /// The orientations the app allows on the iPad (`UISupportedInterfaceOrientations~ipad`,
  /// else the key without a modifier, else the one it launches in), as written; nil when the
  /// plist says none.
  public var iPadOrientations: [String]?
  /// `XSAppIconAssets` of a .NET (Xamarin, MAUI) app: its app-icon set, as a path from the
  /// project's folder (`Assets.xcassets/AppIcon.appiconset`).
  package var xsAppIconAssets: String?

  /// The facts with build variables in icon names replaced (`${PRODUCT_NAME}_icon.png`);
  /// names that still hold one are dropped and counted as unknown.
  package func resolvingVariables(_ values: [String: String]) -> InfoPlistFacts {
    var facts = self
    facts.iconFiles = iconFiles.compactMap { entry in
      var name = entry.name
      for (variable, value) in values {
        for form in ["$(\(variable))", "${\(variable)}"] {
          name = name.replacing(form, with: value)
        }
      }
      if name.contains("$(") || name.contains("${") {
        facts.hasUnresolvedIconNames = true
        return nil
      }
      return (name, entry.key)
    }
    return facts
  }

  /// Whether the icons come from a `CFBundleIconFiles` list whose every name is known: the
  /// system then picks among the files listed and looks up no conventional name.
  package var listsIconFiles: Bool {
    !hasUnresolvedIconNames && iconFiles.contains { $0.key.contains("CFBundleIconFiles") }
  }

  /// Whether the bundle is not an app or extension at all (framework, resource bundle, XPC).
  package var isNotAnApp: Bool { ["FMWK", "BNDL", "XPC!"].contains(packageType ?? "") }

  /// The largest Info.plist read: real ones are a few KB, and the reader holds the whole tree.
  public static let maxBytes = 4 << 20

  public static func parse(_ bytes: [UInt8], preprocessed: Bool = false) throws(InfoPlistError)
    -> InfoPlistFacts
  {
    guard bytes.count <= maxBytes else { throw .tooLarge(bytes: bytes.count, limit: maxBytes) }
    let list: PropertyList
    do throws(PropertyListError) {
      list = try PropertyList.parse(bytes)
    } catch {
      // With INFOPLIST_PREPROCESS the file holds C preprocessor lines; every branch is kept,
      // so each branch's icon keys are seen. Tried without the flag too: older projects set
      // it in an xcconfig this checker may not have.
      if let stripped = withoutPreprocessorLines(bytes),
        let retried = try? PropertyList.parse(stripped)
      {
        list = retried
      } else {
        throw .notAPropertyList(detail: error.description)
      }
    }
    guard let root = list.dictionary else {
      throw .notADictionary
    }
    return facts(of: root)
  }

  private static func facts(of root: [String: PropertyList]) -> InfoPlistFacts {
    var facts = InfoPlistFacts()
    func addIcon(_ name: String, _ key: String) {
      guard !name.isEmpty else { return }
      facts.iconFiles.append((name, key))
    }
    if let name = root["CFBundleIconFile"]?.string { addIcon(name, "CFBundleIconFile") }
    // Any key may carry a device modifier; iOS 3.2 to 6 apps list their iPad icons so.
    for key in ["CFBundleIconFiles", "CFBundleIconFiles~ipad", "CFBundleIconFiles~iphone"] {
      for name in root[key]?.strings ?? [] { addIcon(name, key) }
    }
    // iOS 5 and later nest the list under CFBundleIcons.
    for key in ["CFBundleIcons", "CFBundleIcons~ipad", "CFBundleIcons~iphone"] {
      let icons = root[key]?.dictionary
      let primary = icons?["CFBundlePrimaryIcon"]?.dictionary
      for name in primary?["CFBundleIconFiles"]?.strings ?? [] {
        addIcon(name, "\(key) > CFBundlePrimaryIcon > CFBundleIconFiles")
      }
      if let setName = primary?["CFBundleIconName"]?.string {
        facts.iconSetNames.append(setName)
      }
      if let prerendered = primary?["UIPrerenderedIcon"]?.bool {
        facts.prerendered = prerendered
      }
      for (alternate, value) in icons?["CFBundleAlternateIcons"]?.dictionary ?? [:] {
        let entry = value.dictionary
        if let setName = entry?["CFBundleIconName"]?.string {
          facts.iconSetNames.append(setName)
        } else if entry?["CFBundleIconFiles"] == nil {
          facts.iconSetNames.append(alternate)
        }
        for name in entry?["CFBundleIconFiles"]?.strings ?? [] {
          addIcon(name, "\(key) > CFBundleAlternateIcons > \(alternate)")
        }
      }
    }
    if let setName = root["CFBundleIconName"]?.string { facts.iconSetNames.append(setName) }
    facts.launchImageFile = (root["UILaunchImageFile"] ?? root["UILaunchImageFile~iphone"])?.string
    for key in ["UILaunchImages", "UILaunchImages~ipad", "UILaunchImages~iphone"] {
      for entry in root[key]?.dictionaries ?? [] {
        if let name = entry["UILaunchImageName"]?.string { facts.launchImageNames.append(name) }
      }
    }
    if facts.prerendered == nil { facts.prerendered = root["UIPrerenderedIcon"]?.bool }
    facts.statusBarStyle = (root["UIStatusBarStyle"] ?? root["UIStatusBarStyle~iphone"])?.string
    facts.hasLaunchScreen = root.keys.contains { key in
      key.hasPrefix("UILaunchStoryboardName") || key.hasPrefix("UILaunchScreen")
    }
    facts.packageType = root["CFBundlePackageType"]?.string
    facts.isExtension =
      root["NSExtension"] != nil || root["EXAppExtensionAttributes"] != nil
    facts.isWatchApp =
      root["WKWatchKitApp"]?.bool == true || root["WKApplication"]?.bool == true
    facts.isSafariWebExtension =
      root["NSExtension"]?.dictionary?["NSExtensionPointIdentifier"]?.string
      == "com.apple.Safari.web-extension"
    facts.minimumOSVersion =
      root["MinimumOSVersion"]?.string ?? root["LSMinimumSystemVersion"]?.string
    facts.xsAppIconAssets = root["XSAppIconAssets"]?.string
    // With no list of supported orientations, the one the app launches in (`UIInterfaceOrientation`,
    // iPhone OS 3.2) is the orientation its iPad launch image is shown in.
    facts.iPadOrientations =
      (root["UISupportedInterfaceOrientations~ipad"] ?? root["UISupportedInterfaceOrientations"])?
      .strings
      ?? (root["UIInterfaceOrientation~ipad"] ?? root["UIInterfaceOrientation"])?.string.map {
        [$0]
      }
    // An array of capability names, or a dictionary of them to true (required) or false.
    let capabilities =
      root["UIRequiredDeviceCapabilities~ipad"] ?? root["UIRequiredDeviceCapabilities"]
    if let names = capabilities?.strings {
      facts.requiresArm64 = names.contains("arm64")
    } else if let table = capabilities?.dictionary {
      facts.requiresArm64 = table["arm64"]?.bool == true
    }
    if let family = root["UIDeviceFamily"]?.array {
      facts.deviceFamily = family.compactMap(\.deviceFamily)
    }
    return facts
  }

  /// The bytes without lines that start with `#` (C preprocessor directives); nil when
  /// there are none, so a file that is broken for another reason keeps its first error.
  private static func withoutPreprocessorLines(_ bytes: [UInt8]) -> [UInt8]? {
    let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    let kept = lines.filter { line in
      line.first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") })
        != UInt8(ascii: "#")
    }
    guard kept.count < lines.count else { return nil }
    return Array(kept.joined(separator: [UInt8(ascii: "\n")]))
  }

  /// Why an Info.plist cannot be used.
  public enum InfoPlistError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(AssetReadError.Reason)
    /// What broke and where, in the property-list reader's words.
    case notAPropertyList(detail: String)
    case notADictionary
    case tooLarge(bytes: Int, limit: Int)

    public var description: String {
      switch self {
      case .unreadable(let reason): return "\(reason)"
      case .notAPropertyList(let detail): return "it is not a valid property list (\(detail))"
      case .notADictionary: return "its top level is not a dictionary"
      case .tooLarge(let bytes, let limit):
        return "it is \(bytes) bytes, over the \(limit >> 20) MiB an Info.plist is allowed here"
      }
    }
  }
}

extension PropertyList {
  /// A `UIDeviceFamily` entry: a number, or its text ("1") as some projects write it.
  var deviceFamily: Int? { int ?? string.flatMap { Int($0) } }
}
