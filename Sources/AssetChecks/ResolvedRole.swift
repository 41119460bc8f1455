import HIG

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
struct RoleResolver: Sendable {
  let configuration: Configuration
  let profiles: Set<Profile>
  let globs: [(role: AssetRole, globs: [Glob])]
  /// Catalog set by folder.
  let catalogs: [String: CatalogSet]
  /// Icon and launch files named by Info.plist, by path: the key that names them.
  let plistNamed: [String: (role: AssetRole, key: String)]
  /// The folders the user pointed at, longest first.
  let folderRoots: [String]
  let appRoots: Set<String>

  init(
    configuration: Configuration, catalogs: [String: CatalogSet],
    plistNamed: [String: (role: AssetRole, key: String)], folderRoots: [String] = [],
    appRoots: Set<String> = []
  ) {
    self.folderRoots = folderRoots.filter { !$0.isEmpty && $0 != "." }
      .sorted { $0.count > $1.count }
    self.appRoots = appRoots
    self.configuration = configuration
    profiles = Set(configuration.profiles)
    globs = AssetRole.allCases.compactMap { role in
      guard let patterns = configuration.roleGlobs[role], !patterns.isEmpty else { return nil }
      return (role, patterns)
    }
    self.catalogs = catalogs
    self.plistNamed = plistNamed
  }

  func role(of file: AssetInventory.File) -> ResolvedRole? {
    let name = AssetPath.name(of: file.path)
    let folder = AssetPath.folder(of: file.path)
    let scale = HIG.scale(ofName: name)

    for (role, patterns) in globs {
      if let glob = patterns.first(where: { $0.matches(file.globPath) }) {
        return ResolvedRole(
          role: role, sizes: sizes(for: role, scale: scale), scale: scale,
          origin: "\(role.withArticle) by '\(glob.pattern)' in the configuration")
      }
    }

    let inCatalog = catalogs[folder] != nil
    if !inCatalog, let resolved = higRole(name: name) { return resolved }
    if let set = catalogs[folder] { return catalogRole(name: name, set: set, scale: scale) }
    if let named = plistNamed[file.path] {
      return ResolvedRole(
        role: named.role, sizes: sizes(for: named.role, scale: scale), scale: scale,
        origin: "the \(named.role.rawValue) named by \(named.key) in Info.plist")
    }
    if let hint = barIconHint(path: file.path) {
      return ResolvedRole(
        role: hint.role, sizes: [], scale: scale,
        origin: "\(hint.role.withArticle) (the path says '\(hint.word)')")
    }
    return nil
  }

  /// HIG names: exact, then differing only in case, then artwork with an extension.
  private func higRole(name: String) -> ResolvedRole? {
    if let resolved = Self.higRole(exactName: name, profiles: profiles) { return resolved }
    if let correct = HIG.caseMismatch(for: name),
      var resolved = Self.higRole(exactName: correct, profiles: profiles)
    {
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
    let rows = HIG.rows(named: name)
    guard let first = rows.first else { return nil }
    // Prefer a row of a profile being checked, to name it in messages.
    let row = rows.first { profiles.contains($0.profile) } ?? first
    return ResolvedRole(
      role: row.role, sizes: row.sizes, scale: row.scale,
      origin: "the \(row.profile.rawValue) \(row.role.rawValue)")
  }

  private func catalogRole(name: String, set: CatalogSet, scale: Int) -> ResolvedRole? {
    let setName = AssetPath.name(of: set.folder)
    switch set.kind {
    case .appIconSet:
      let entries = set.entries(naming: name)
      guard !entries.isEmpty else { return nil }
      let label = entries.map(\.label).joined(separator: ", ")
      return ResolvedRole(
        role: .appIcon, sizes: [], scale: entries.first?.scaleFactor ?? scale,
        origin: "slot \(label) of \(setName)")
    case .launchImage:
      let entries = set.entries(naming: name)
      guard !entries.isEmpty else { return nil }
      let label = entries.map(\.label).joined(separator: ", ")
      return ResolvedRole(
        role: .launchImage, sizes: [], scale: entries.first?.scaleFactor ?? scale,
        origin: "slot \(label) of \(setName)")
    case .imageSet:
      guard set.contents?.isTemplate == true, !set.entries(naming: name).isEmpty else { return nil }
      return ResolvedRole(
        role: .templateImage, sizes: [], scale: scale,
        origin: "a template image of \(setName)")
    }
  }

  private func barIconHint(path: String) -> (role: AssetRole, word: String)? {
    let inner = hintPath(path)
    // Words of every folder and of the name inside the app: "Images/TabBar/home_tab@2x.png"
    // gives images, tab, bar, tabbar, home, tab, 2x.
    let words = Self.words(in: inner)
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
  static func words(in path: String) -> Set<String> {
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
  func sizes(for role: AssetRole, scale: Int) -> [PixelSize] {
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
