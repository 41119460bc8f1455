import HIG

/// A conventional name written in the wrong case (`icon.png`), in the file
/// system or in Info.plist.
enum NameCaseRule: FileRule, AppRootRule {
  static let descriptor = RuleDescriptor(
    id: "name-case", severity: .error,
    summary: "a file name that differs from the expected one only in case",
    rationale:
      "The simulator runs on a case-insensitive disk and finds icon.png when asked for Icon.png; "
      + "the device's file system is case-sensitive and does not.")

  static func check(_ file: FileContext) -> [Finding] {
    let role = file.role
    guard let correct = role.correctName, !role.hasArtworkExtension else {
      return []
    }
    return [
      Finding(
        message:
          "\(file.name) differs from \(correct) only in case: the simulator finds it, the device does not",
        fix: "rename it to \(correct) (on a case-insensitive disk, through a temporary name)")
    ]
  }

  static func check(_ root: AppRootContext) -> [Finding] {
    guard let plist = root.infoPlist else { return [] }
    var findings: [Finding] = []
    for (name, key) in plist.facts.iconFiles {
      guard InfoPlistReference.resolve(name, in: root) == nil,
        let actual = InfoPlistReference.caseInsensitiveMatch(name, in: root)
      else { continue }
      findings.append(
        Finding(
          path: plist.path,
          message:
            "Info.plist names \(name) in \(key), but the file is \(actual): the device's file system is case-sensitive",
          fix: "rename the file, or the entry, so the two match exactly", location: key))
    }
    return findings
  }
}

/// How iOS finds a file named in Info.plist: the exact name, or the name with `.png`, with
/// the `@2x`/`@3x` and `~ipad`/`~iphone` variants it loads on each device; a name that is an
/// app-icon set of the target's catalogs (`AppIcon`, or `AppIcon60x60` as Xcode writes into a
/// built app) is that set, not a loose file.
enum InfoPlistReference {
  static func candidates(_ name: String) -> [String] {
    name.lowercased().hasSuffix(".png") ? [name] : [name, name + ".png"]
  }

  /// The name and every device variant iOS may load for it.
  static func variants(_ name: String) -> [String] {
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
  static func launchImageBase(_ entry: String) -> String {
    entry.lowercased().hasSuffix(".png") ? String(entry.dropLast(4)) : entry
  }

  /// The launch images an entry covers among `names`: the stem's PNG and its variants
  /// (`Default@2x.png`, `Default-568h@2x.png`, `Default-Portrait~ipad.png`, ...).
  static func launchImages(_ entry: String, among names: some Sequence<String>) -> [String] {
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
  static func namedFiles(in unit: AppUnit) -> [(String, (role: AssetRole, key: String))] {
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
  static func resolve(_ name: String, in root: AppRootContext) -> String? {
    if isIconSet(name, in: root.unit) { return root.unit.folder }
    return variants(name).lazy.compactMap { root.unit.bundle[$0] }.first
  }

  /// The name of a file that matches ignoring case, when no exact one exists.
  static func caseInsensitiveMatch(_ name: String, in root: AppRootContext) -> String? {
    let wanted = Set(variants(name).map { $0.lowercased() })
    return root.names.sorted().first { wanted.contains($0.lowercased()) }
  }
}
