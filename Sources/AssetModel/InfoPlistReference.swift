import HIG
import TreeFacts

/// How iOS finds a file named in Info.plist: the exact name, or the name with `.png`, with
/// the `@2x`/`@3x` and `~ipad`/`~iphone` variants it loads on each device; a name that is an
/// app-icon set of the target's catalogs (`AppIcon`, or `AppIcon60x60` as Xcode writes into a
/// built app) is that set, not a loose file.
public enum InfoPlistReference {
  public static func candidates(_ name: String) -> [String] {
    name.lowercased().hasSuffix(".png") ? [name] : [name, name + ".png"]
  }

  /// The name and every device variant iOS may load for it.
  public static func variants(_ name: String) -> [String] {
    let stem = name.lowercased().hasSuffix(".png") ? String(name.dropLast(4)) : name
    var result = candidates(name)
    for scale in ["", "@2x", "@3x"] {
      for device in ["", "~ipad", "~iphone"] where !(scale.isEmpty && device.isEmpty) {
        result.append(stem + scale + device + ".png")
      }
    }
    return result
  }

  /// The stem a `UILaunchImageFile` entry names: "Default" for "Default.png".
  public static func launchImageBase(_ entry: String) -> String {
    entry.lowercased().hasSuffix(".png") ? String(entry.dropLast(4)) : entry
  }

  /// The launch images an entry covers among `names`: the stem's PNG and its variants
  /// (`Default@2x.png`, `Default-568h@2x.png`, `Default-Portrait~ipad.png`, ...).
  public static func launchImages(_ entry: String, among names: some Sequence<String>) -> [String] {
    let base = launchImageBase(entry)
    return names.filter { LaunchImageNames.parse($0, base: base) != nil }.sorted()
  }

  /// Whether the name is an app-icon set of the unit rather than a file.
  static func isIconSet(_ name: String, in unit: AppUnit) -> Bool {
    let setNames = unit.catalogSets.filter { $0.kind == .appIconSet }.map(\.name)
    if setNames.contains(name) { return true }
    // Xcode names the icons it compiles into a built app after the set: AppIcon60x60.
    return setNames.contains { setName in
      name.hasPrefix(setName)
        && name.dropFirst(setName.count).allSatisfy { $0.isNumber || $0 == "x" || $0 == "." }
    }
  }

  /// Every file of the unit's bundle an Info.plist key names, with its role and the key.
  public static func namedFiles(in unit: AppUnit) -> [(String, (role: AssetRole, key: String))] {
    guard let facts = unit.infoPlist?.facts else { return [] }
    var result: [(String, (role: AssetRole, key: String))] = []
    for (name, key) in facts.iconFiles {
      for candidate in variants(name) {
        if let path = unit.bundle[candidate] { result.append((path, (.appIcon, key))) }
      }
    }
    var launchBases = facts.launchImageNames.map { ($0, "UILaunchImages") }
    if let file = facts.launchImageFile { launchBases.append((file, "UILaunchImageFile")) }
    for (entry, key) in launchBases {
      for name in launchImages(entry, among: unit.bundle.keys) {
        if let path = unit.bundle[name] { result.append((path, (.launchImage, key))) }
      }
    }
    return result
  }

  /// The path of the file the name resolves to, exact case; the set's folder for a set name.
  public static func resolve(_ name: String, in unit: AppUnit) -> String? {
    if isIconSet(name, in: unit) { return unit.folder }
    return variants(name).lazy.compactMap { unit.bundle[$0] }.first
  }

  /// The name of a file that matches ignoring case, when no exact one exists.
  public static func caseInsensitiveMatch(_ name: String, in unit: AppUnit) -> String? {
    let wanted = Set(variants(name).map { $0.lowercased() })
    return unit.bundle.keys.sorted().first { wanted.contains($0.lowercased()) }
  }
}
