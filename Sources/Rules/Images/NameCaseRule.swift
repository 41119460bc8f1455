import AssetModel
import Diagnostics
import HIG
import RuleCore
import TreeFacts

/// A conventional name written in the wrong case (`icon.png`), in the file
/// system or in Info.plist.
enum NameCaseRule: Rule {
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
}

extension NameCaseRule {
  /// The same rule on the names an app's Info.plist gives.
  enum InInfoPlist: Rule {
    static var descriptor: RuleDescriptor { NameCaseRule.descriptor }

    static func check(_ root: AppRootContext) -> [Finding] {
      guard let plist = root.infoPlist else { return [] }
      var findings: [Finding] = []
      for (name, key) in plist.facts.iconFiles {
        guard InfoPlistReference.resolve(name, in: root.unit) == nil,
          let actual = InfoPlistReference.caseInsensitiveMatch(name, in: root.unit)
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
}
