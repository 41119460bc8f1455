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

/// How iOS finds a file named in Info.plist: the exact name, or the name with `.png`.
enum InfoPlistReference {
  static func candidates(_ name: String) -> [String] {
    name.lowercased().hasSuffix(".png") ? [name] : [name, name + ".png"]
  }

  /// The stem a `UILaunchImageFile` entry names: "Default" for "Default.png".
  static func launchImageBase(_ entry: String) -> String {
    entry.lowercased().hasSuffix(".png") ? String(entry.dropLast(4)) : entry
  }

  /// The launch images a `UILaunchImageFile` entry covers among `names`: the
  /// stem's PNG and its variants (`Default@2x.png`, `Default-568h@2x.png`, ...).
  static func launchImages(_ entry: String, among names: some Sequence<String>) -> [String] {
    let base = launchImageBase(entry)
    return names.filter { $0.hasPrefix(base) && $0.hasSuffix(".png") }
  }

  /// The path of the file the name resolves to, exact case.
  static func resolve(_ name: String, in root: AppRootContext) -> String? {
    candidates(name).map(root.path).first(where: root.allPaths.contains)
  }

  /// The name of a file that matches ignoring case, when no exact one exists.
  static func caseInsensitiveMatch(_ name: String, in root: AppRootContext) -> String? {
    let wanted = Set(candidates(name).map { $0.lowercased() })
    return root.names.sorted().first { wanted.contains($0.lowercased()) }
  }
}
