import CheckConfiguration
import HIG
import SourceScanning
import TreeFacts

/// What a file is for and what it must be, with where that knowledge came from.
///
/// Invariant: `sizes` lists every size the file may have exactly (empty when
/// its role has no exact size, as bar icons "about 30 px", or when an asset
/// catalog's slots give it, which the catalog's own rule checks); `origin`
/// names the source in words a message can use.
public struct ResolvedRole: Sendable, Equatable {
  public var role: AssetRole
  public var sizes: [PixelSize]
  public var scale: Int
  /// "the iphoneos3 app icon", "slot 60x60@2x (iphone) of AppIcon.appiconset", ...
  public var origin: String
  /// The conventional name, when the file's name differs from it in case or, for the
  /// App Store artwork, by an extension.
  public var correctName: String?
  /// The file is App Store artwork with a file extension it must not have.
  public var hasArtworkExtension: Bool = false
  /// Alpha is expected: an iOS 18 dark or tinted entry, or a macOS entry of an app-icon set.
  public var alphaAllowed: Bool = false
  /// The iOS 18 appearance of its catalog entry ("dark", "tinted"), nil for the light one.
  public var appearance: String? = nil
  /// The file is in an asset catalog, which Xcode re-encodes when it builds the app.
  public var inCatalog: Bool = false
  /// In a catalog, the point sizes of the slots that name the file (60 for `60x60@2x`):
  /// where the system shows it.
  public var slotPoints: [Double] = []
  /// A watch icon, which the system masks to a circle rather than a rounded square.
  public var isWatchIcon: Bool = false
  /// The icon App Store Connect shows unmasked: the `ios-marketing` entry, or the 1024 entry of
  /// the app's primary single-size set.
  public var isAppStoreIcon: Bool = false
  /// The role was guessed from a word of the path alone (`Tabs/`, `toolbar-save.png`): likely,
  /// not known, so what only a known mask makes true (its colour is thrown away) is not said,
  /// and `--fix` leaves the file alone.
  public var fromPathHint: Bool = false

  public init(
    role: AssetRole, sizes: [PixelSize], scale: Int, origin: String, correctName: String? = nil,
    hasArtworkExtension: Bool = false
  ) {
    self.role = role
    self.sizes = sizes
    self.scale = scale
    self.origin = origin
    self.correctName = correctName
    self.hasArtworkExtension = hasArtworkExtension
  }
}

/// Finds each file's role, in the order the user can predict: the
/// configuration's globs, HIG file names, asset-catalog slots, Info.plist, then
/// folder and name hints for bar icons.
public struct RoleResolver: Sendable {
  public let configuration: Configuration
  public let globs: [(role: AssetRole, globs: [Glob])]
  /// Catalog set by folder.
  public let catalogs: [String: CatalogSet]
  /// Icon and launch files named by Info.plist, by path: the key that names them.
  let plistNamed: [String: (role: AssetRole, key: String)]
  /// Images interface files and code use as bar icons, by the name they use.
  let barUses: [String: BarIconUse]
  /// The image names each code file spells out, wherever it uses them, by the file's path.
  let namedInCode: [(source: String, names: CodeImageNames)]
  /// Icons and launch images build descriptions name, by path.
  let namedAssets: [String: NamedAsset]
  /// The folders the user pointed at, longest first.
  let folderRoots: [String]
  public let appRoots: Set<String>

  public init(
    configuration: Configuration, catalogs: [String: CatalogSet],
    plistNamed: [String: (role: AssetRole, key: String)], barUses: [String: BarIconUse] = [:],
    namedInCode: [(source: String, names: CodeImageNames)] = [], folderRoots: [String] = [],
    appRoots: Set<String> = [], namedAssets: [String: NamedAsset] = [:]
  ) {
    self.barUses = barUses
    self.namedInCode = namedInCode
    self.namedAssets = namedAssets
    self.folderRoots = folderRoots.filter { !$0.isEmpty && $0 != "." }
      .sorted { $0.count > $1.count }
    self.appRoots = appRoots
    self.configuration = configuration
    globs = AssetRole.allCases.compactMap { role in
      guard let patterns = configuration.roleGlobs[role], !patterns.isEmpty else { return nil }
      return (role, patterns)
    }
    self.catalogs = catalogs
    self.plistNamed = plistNamed
  }

  /// The file's role for the unit that ships it (nil for a file no unit ships), checked
  /// under `profiles`; `size` is its pixel size, which a name hint alone must fit.
  public func role(
    of file: AssetInventory.File, unit: AppUnit?, profiles: Set<Profile>, size: PixelSize
  ) -> ResolvedRole? {
    let name = AssetPath.name(of: file.path)
    let folder = AssetPath.folder(of: file.path)
    let scale = HIG.scale(ofName: name)

    for (role, patterns) in globs {
      if let glob = patterns.first(where: { $0.matches(file.globPath) }) {
        return ResolvedRole(
          role: role, sizes: sizes(for: role, scale: scale, profiles: profiles), scale: scale,
          origin: "\(role.withArticle) by '\(glob.pattern)' in the configuration")
      }
    }

    if let set = catalogs[folder] {
      return barIconRole(name: name, set: set, scale: scale)
        ?? catalogRole(name: name, set: set, scale: scale, unit: unit)
    }
    if AssetPath.isInsideCatalog(folder) { return nil }
    // A build description's own icon or launch image, with the size it gives.
    if let asset = namedAssets[file.path] {
      var resolved = ResolvedRole(
        role: asset.role, sizes: asset.sizes, scale: scale,
        origin: "the \(asset.role.rawValue) \(asset.source) names")
      resolved.isAppStoreIcon = asset.isAppStoreIcon
      return resolved
    }
    // A name Info.plist gives exactly is right as it is, whatever its case; a conventional
    // name keeps its exact size (a 58-pixel Icon.png is wrong wherever it is named).
    // A conventional name of another era (an iOS 7 app's `Icon@2x.png`) is still the icon
    // Info.plist names: the system picks among the files listed.
    if let named = plistNamed[file.path],
      HIG.rows(named: name).isEmpty || Self.higRole(exactName: name, profiles: profiles) == nil,
      LaunchImageNames.parse(name) == nil,
      named.role != .launchImage || unit?.showsLaunchImages != false
    {
      // Info.plist lists the icons of every era the app supports: any icon size of any
      // profile is right for one of them.
      let sizes =
        named.role == .launchImage
        ? LaunchImageNames.parseAnyBase(name).map(LaunchImageNames.sizes(for:)) ?? []
        : HIG.anyIconSizes
      return ResolvedRole(
        role: named.role, sizes: sizes, scale: scale,
        origin: "the \(named.role.rawValue) named by \(named.key) in Info.plist")
    }
    // Only an app takes Icon.png and launch images; a file no app ships is just a picture.
    if unit?.kind == .app, unit?.conventionalNamesApply != false,
      let resolved = higRole(name: name, profiles: profiles, unit: unit, size: size),
      !(unit?.iconFromCatalog == true && Self.catalogAppIgnores(resolved))
    {
      return resolved
    }
    if let use = barUses[Self.useName(of: name)] ?? Self.folderUse(of: file.path, in: barUses) {
      return ResolvedRole(
        role: use.role, sizes: [], scale: scale,
        origin: "\(use.role.withArticle) (\(use.source) uses \(use.name))")
    }
    // A Safari web extension's `toolbar-icon-32.png` is the browser's, named by its manifest.
    // A name hint stands for a use nobody can see: an image the code asks for by name, in no
    // call that makes a bar item, is drawn some other way (a button's picture, a stretchable
    // background, a custom tab bar), in its own colours; and where the app's code asks for its
    // images by name and never for this one, nothing is seen to draw it at all (exfe's
    // `textfield_navbar.png`, round 20, beside the `textfield_navbar_frame.png` it uses).
    let codeFolder = unit?.folder ?? AssetPath.folder(of: AssetPath.folder(of: file.path))
    if unit?.infoPlist?.facts.isSafariWebExtension != true,
      !codeNamesImages(within: codeFolder),
      let hint = barIconHint(path: file.path), Self.fitsBarIcon(size, scale: scale)
    {
      var resolved = ResolvedRole(
        role: hint.role, sizes: [], scale: scale,
        origin: "\(hint.role.withArticle) (the path says '\(hint.word)')")
      resolved.fromPathHint = true
      return resolved
    }
    return nil
  }

  /// Whether code inside `folder` (the app's) asks for any image by name: then the uses of
  /// its images can be seen, and a name hint guesses nothing the code does not say.
  func codeNamesImages(within folder: String) -> Bool {
    namedInCode.contains { source, _ in AssetPath.isInside(source, folder: folder) }
  }

  /// Whether a catalog app leaves a loose file of this conventional role unused: its icons
  /// (the catalog's are named in the built Info.plist) and artwork saved with an extension
  /// (`iTunesArtwork@2x.png`, a source copied along). Launch images are still looked up by
  /// name, and so is `iTunesArtwork` itself.
  static func catalogAppIgnores(_ resolved: ResolvedRole) -> Bool {
    switch resolved.role {
    case .appIcon, .smallIcon, .legacySettingsIcon: return true
    case .appStoreArtwork: return resolved.hasArtworkExtension
    default: return false
    }
  }

  /// The use that names a file with the folders it sits in: NativeScript's
  /// `res://navigation/menu` for `App_Resources/iOS/navigation/menu@2x.png`, or a folder
  /// reference's `UIImage(named: "Tabs/home")`. Two folders deep at most.
  static func folderUse(of path: String, in barUses: [String: BarIconUse]) -> BarIconUse? {
    let components = path.split(separator: "/")
    guard components.count > 1, !barUses.isEmpty else { return nil }
    var name = useName(of: String(components[components.count - 1]))
    for folder in components.dropLast().suffix(2).reversed() {
      name = folder + "/" + name
      if let use = barUses[name] { return use }
    }
    return nil
  }

  /// The name code and interface files use for a loose image: "tab-home" for
  /// "tab-home@2x~ipad.png".
  static func useName(of fileName: String) -> String {
    var stem = fileName.lowercased().hasSuffix(".png") ? String(fileName.dropLast(4)) : fileName
    for modifier in ["~ipad", "~iphone"] where stem.hasSuffix(modifier) {
      stem.removeLast(modifier.count)
    }
    for scale in ["@2x", "@3x"] where stem.hasSuffix(scale) { stem.removeLast(scale.count) }
    return stem
  }

  /// Whether an image could be a bar icon: about square and near some bar size at its scale.
  /// A name hint never makes a bar icon of a 10x44 background slice or a 300-pixel picture.
  static func fitsBarIcon(_ size: PixelSize, scale: Int) -> Bool {
    let long = Double(max(size.width, size.height))
    let short = Double(min(size.width, size.height))
    guard short > 0, short / long >= 0.75 else { return false }
    return HIG.barIconSides.contains { row in
      row.scale == scale && (0.5...1.5).contains(long / Double(row.side))
    }
  }

  /// HIG names: exact, then differing only in case, then artwork with an extension; every
  /// variant of `Default.png` is a launch image of the sizes its name allows.
  private func higRole(name: String, profiles: Set<Profile>, unit: AppUnit?, size: PixelSize?)
    -> ResolvedRole?
  {
    if let launch = LaunchImageNames.parse(name) {
      // With a launch storyboard on every supported iOS, launch images are never shown.
      if let unit, !unit.showsLaunchImages { return nil }
      // An iPad-only app that gives the iPad its own launch images never shows an iPhone one
      // (the Xcode template's black Default.png beside them).
      if let unit, launch.isIPhoneName, unit.givesIPadLaunchImages { return nil }
      return ResolvedRole(
        role: .launchImage, sizes: LaunchImageNames.sizes(for: launch), scale: launch.scale,
        origin: "a launch image named \(name)")
    }
    if let resolved = Self.higRole(exactName: name, profiles: profiles) { return resolved }
    if let correct = HIG.caseMismatch(for: name),
      var resolved = Self.higRole(exactName: correct, profiles: profiles)
    {
      switch resolved.role {
      case .launchImage:
        // Default.png is looked up by its name whatever Info.plist lists, where launch
        // images show at all.
        if let unit, !unit.showsLaunchImages { return nil }
      case .appStoreArtwork:
        break  // iTunes finds iTunesArtwork by its name.
      default:
        // A picture that is not square is no icon whose name is misspelt: WizardWar's 88x64
        // menu button icon-settings.png is not the Settings icon.
        if let size, size.width != size.height { return nil }
        // From iPhone OS 3.2 an Info.plist that lists its icons makes the system pick among
        // those: an unlisted icon-72.png is never looked up as Icon-72.png, so its case is
        // harmless. iPhone OS 3.0 looked Icon.png and Icon-Small.png up by name, and a list
        // that names the right spelling is looked up by it.
        if let facts = unit?.infoPlist?.facts, facts.listsIconFiles,
          !HIG.rows(named: correct).contains(where: { $0.profile == .iphoneos3 }),
          !facts.iconFiles.contains(where: { $0.name == correct || $0.name + ".png" == correct })
        {
          return nil
        }
      }
      resolved.correctName = correct
      return resolved
    }
    guard let artwork = HIG.artworkName(forExtended: name),
      var resolved = Self.higRole(exactName: artwork, profiles: profiles)
    else { return nil }
    resolved.hasArtworkExtension = true
    resolved.correctName = artwork
    return resolved
  }

  static func higRole(exactName name: String, profiles: Set<Profile>) -> ResolvedRole? {
    // Only a name of the profiles checked: iOS 11 never shows a loose Icon.png that
    // Info.plist does not name, so a modern app's leftover one is just a picture.
    guard let row = HIG.rows(named: name).first(where: { profiles.contains($0.profile) }) else {
      return nil
    }
    var sizes = row.sizes
    // iTunes took 1024-pixel artwork under either name from iPhone OS 4 on, whatever the
    // app's deployment target: an older app's 1024 artwork is shown, only scaled down.
    if row.name == "iTunesArtwork" {
      sizes.append(PixelSize(square: 1024))
    }
    return ResolvedRole(
      role: row.role, sizes: sizes, scale: row.scale,
      origin: "the \(row.profile.rawValue) \(row.role.rawValue)")
  }

  private func catalogRole(name: String, set: CatalogSet, scale: Int, unit: AppUnit?)
    -> ResolvedRole?
  {
    let setName = AssetPath.name(of: set.folder)
    switch set.kind {
    case .appIconSet:
      // Leftover and extension sets are checked as images: their slots' sizes only.
      guard unit.map({ $0.use(of: set).isAppIcon }) ?? true else { return nil }
      let entries = set.entries(naming: name)
      guard !entries.isEmpty else { return nil }
      // Watch slots in an iPhone app's set: no watch app compiles them, so they never ship.
      if let unit, unit.kind != .watchApp, entries.allSatisfy(\.isWatch) { return nil }
      // iPad slots of an iPhone-only app, or iPhone slots of an iPad-only one: the catalog
      // compiler leaves them out for the device families the target builds.
      if let unit,
        entries.allSatisfy({
          ($0.idiom == "iphone" || $0.idiom == "ipad") && !unit.targets(idiom: $0.idiom)
        })
      {
        return nil
      }
      let label = entries.map(\.label).joined(separator: ", ")
      var resolved = ResolvedRole(
        role: .appIcon, sizes: [], scale: entries.first?.scaleFactor ?? scale,
        origin: "slot \(label) of \(setName)")
      resolved.inCatalog = true
      resolved.slotPoints = entries.compactMap { entry in
        guard let pixels = entry.iconPixelSize, let factor = entry.scaleFactor else { return nil }
        return Double(pixels.width) / Double(factor)
      }
      // A file in a dark or tinted entry only, or a mac one, is drawn with transparency.
      resolved.alphaAllowed = entries.allSatisfy(\.allowsAlpha)
      resolved.appearance = entries.compactMap(\.luminosity).first
      resolved.isWatchIcon = entries.allSatisfy(\.isWatch)
      let primary = unit?.primaryIconSet.map { $0 == set.name } ?? true
      // Only the primary set's App Store slot is uploaded: an alternate's is not.
      resolved.isAppStoreIcon =
        primary
        && entries.contains { entry in
          entry.idiom == "ios-marketing" || entry.idiom == "watch-marketing"
            || (entry.idiom == "universal" && entry.luminosity == nil
              && entry.iconPixelSize == HIG.modernAppIcon)
        }
      return resolved
    case .launchImage:
      let entries = set.entries(naming: name)
      guard !entries.isEmpty,
        unit.map({ $0.showsLaunchImages && $0.compiles(launchImageSet: set) }) ?? true
      else { return nil }
      let label = entries.map(\.label).joined(separator: ", ")
      var resolved = ResolvedRole(
        role: .launchImage, sizes: [], scale: entries.first?.scaleFactor ?? scale,
        origin: "slot \(label) of \(setName)")
      resolved.inCatalog = true
      return resolved
    case .imageSet:
      guard set.contents?.isTemplate == true, !set.entries(naming: name).isEmpty else { return nil }
      var resolved = ResolvedRole(
        role: .templateImage, sizes: [], scale: scale,
        origin: "a template image of \(setName)")
      resolved.inCatalog = true
      return resolved
    }
  }

  /// An image set a tab bar or toolbar uses is a bar icon, unless drawn as its original.
  private func barIconRole(name: String, set: CatalogSet, scale: Int) -> ResolvedRole? {
    guard set.kind == .imageSet, let use = barUses[set.name],
      set.contents?.properties?.templateRenderingIntent != "original",
      let entry = set.entries(naming: name).first
    else { return nil }
    var resolved = ResolvedRole(
      role: use.role, sizes: [], scale: entry.scaleFactor ?? scale,
      origin: "\(use.role.withArticle) (\(use.source) uses \(set.name))")
    resolved.inCatalog = true
    return resolved
  }

  private func barIconHint(path: String) -> (role: AssetRole, word: String)? {
    let inner = hintPath(path)
    // Words of every folder and of the name inside the app: "Images/TabBar/home_tab@2x.png"
    // gives images, tab, bar, tabbar, home, tab, 2x.
    let words = Self.words(in: inner)
    if !words.isDisjoint(with: HIG.barIconHintVetoes) { return nil }
    for (word, role) in HIG.barIconHints where words.contains(word) {
      return (role, word)
    }
    // Folders above it (the project, the folder checked) count only when the
    // whole name is a hint: `Tabs/` is one, `TabApp/` is not.
    let outer = path.dropLast(inner.count).split(separator: "/").map { component in
      String(component.lowercased().filter(\.isLetter))
    }
    for (word, role) in HIG.barIconHints where outer.contains(word) {
      return (role, word)
    }
    return nil
  }

  /// The part of a path whose words may be hints: below the nearest app root;
  /// else below the folder the user gave; else the file's own folder and name.
  func hintPath(_ path: String) -> String {
    if let root = AssetPath.ancestors(of: path).first(where: appRoots.contains) {
      return root.isEmpty ? path : String(path.dropFirst(root.count + 1))
    }
    if let root = folderRoots.first(where: { path.hasPrefix($0 + "/") }) {
      return String(path.dropFirst(root.count + 1))
    }
    return AssetPath.join(
      AssetPath.name(of: AssetPath.folder(of: path)), AssetPath.name(of: path))
  }

  /// Lowercased words of a path, split at non-letters and camelCase humps,
  /// plus each adjacent pair joined ("TabBar" gives tab, bar and tabbar).
  public static func words(in path: String) -> Set<String> {
    var words: [String] = []
    var current = ""
    var previousWasLower = false
    for character in path {
      if character.isLetter {
        if character.isUppercase && previousWasLower && !current.isEmpty {
          words.append(current)
          current = ""
        }
        current.append(Character(character.lowercased()))
        previousWasLower = character.isLowercase
      } else {
        if !current.isEmpty { words.append(current) }
        current = ""
        previousWasLower = false
      }
    }
    if !current.isEmpty { words.append(current) }
    var result = Set(words)
    for index in words.indices.dropLast() { result.insert(words[index] + words[index + 1]) }
    return result
  }

  /// The exact sizes a role allows under the checked profiles (for roles from
  /// globs and Info.plist, which have no name to read a size from).
  public func sizes(for role: AssetRole, scale: Int, profiles: Set<Profile>) -> [PixelSize] {
    guard !role.isMask else { return [] }
    var sizes = Set(
      HIG.files.filter { $0.role == role && $0.applies(to: profiles) }.flatMap(\.sizes))
    if role == .appIcon && profiles.contains(.modern) { sizes.insert(HIG.modernAppIcon) }
    if role == .appIcon {
      // An icon named in Info.plist may be any of the app's icon sizes.
      sizes.formUnion(
        HIG.files.filter { $0.role == .smallIcon && $0.applies(to: profiles) }.flatMap(\.sizes))
    }
    return sizes.sorted()
  }
}

extension AssetRole {
  /// The role with its indefinite article ("an app icon", "a tab-bar icon"), for messages.
  var withArticle: String {
    let vowel = rawValue.lowercased().first.map { "aeiou".contains($0) } ?? false
    return (vowel ? "an " : "a ") + rawValue
  }
}
