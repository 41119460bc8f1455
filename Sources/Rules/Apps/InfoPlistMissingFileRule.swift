import AssetModel
import Diagnostics
import HIG
import RuleCore
import TreeFacts

/// An icon or launch image named in Info.plist that does not exist.
enum InfoPlistMissingFileRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "info-plist-missing-file", severity: .error,
    summary: "Info.plist names an icon or launch image that does not exist",
    rationale:
      "CFBundleIconFile, CFBundleIconFiles and UILaunchImageFile must name files of the app, "
      + "exactly; a missing one leaves a blank icon or a black launch, and App Store Connect "
      + "refuses an icon path with no image (ITMS-90032).",
    itmsCode: "ITMS-90032")

  static func check(_ root: AppRootContext) -> [Finding] {
    guard let plist = root.infoPlist else { return [] }
    var findings: [Finding] = []
    // One finding per missing name, however many keys list it (an iPad list beside the
    // iPhone one often repeats every name).
    var keysByName: [(name: String, keys: [String])] = []
    for (name, key) in plist.facts.iconFiles
    where InfoPlistReference.resolve(name, in: root.unit) == nil
      && InfoPlistReference.caseInsensitiveMatch(name, in: root.unit) == nil
    {
      if let index = keysByName.firstIndex(where: { $0.name == name }) {
        if !keysByName[index].keys.contains(key) { keysByName[index].keys.append(key) }
      } else {
        keysByName.append((name, [key]))
      }
    }
    for (name, keys) in keysByName {
      findings.append(
        Finding(
          path: plist.path,
          message:
            "Info.plist names \(name) in \(keys.joined(separator: " and ")), but \(root.named) has no such file (ITMS-90032)",
          fix:
            "add the file (`iconsmith icons MASTER -o \(root.displayFolder.shellWord)`), or correct the entry",
          location: keys[0]))
    }
    if let launch = plist.facts.launchImageFile {
      if InfoPlistReference.launchImages(launch, among: root.names).isEmpty {
        let base = InfoPlistReference.launchImageBase(launch)
        findings.append(
          Finding(
            path: plist.path,
            message:
              "Info.plist names the launch image \(launch) in UILaunchImageFile, but \(root.named) has no \(base).png or variant",
            fix:
              "create it (`iconsmith launch -o \(root.displayFolder.shellWord)`), or correct the entry",
            location: "UILaunchImageFile"))
      }
    }
    return findings
  }
}
