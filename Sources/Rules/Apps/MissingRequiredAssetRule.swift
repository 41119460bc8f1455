import AssetModel
import Diagnostics
import HIG
import RuleCore
import TreeFacts

/// A file the App Store or the device needs, missing from an app.
enum MissingRequiredAssetRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "missing-required-asset", severity: .error,
    summary: "a required icon missing from an app (Icon.png, iTunesArtwork, the 1024 icon, ...)",
    rationale:
      "Without Icon.png the home screen shows a blank icon; without iTunesArtwork the App Store "
      + "and ad-hoc installs have no artwork. Under `modern`, one 1024-pixel icon in an asset "
      + "catalog (or an Icon Composer bundle) is required: App Store Connect refuses the upload "
      + "without it (ITMS-90704).",
    itmsCode: "ITMS-90704, ITMS-90022, ITMS-90023")

  static func check(_ root: AppRootContext) -> [Finding] {
    var findings = MissingAssets.missing(at: root, need: .required).map { row in
      Finding(
        path: root.path(row.name),
        message: MissingAssets.message(for: row, root: root, need: "required"),
        fix: MissingAssets.fix(for: row, root: root))
    }
    // An app with no icon at all yet (a new project) gets one no-app-icon warning instead.
    if NoAppIconRule.hasNoIcon(root) { return findings }
    if root.unit.kind == .app && root.profiles.contains(.modern) && !hasModernIcon(root) {
      let what = root.named
      findings.append(
        Finding(
          path: root.reportPath,
          message:
            "\(what) has no 1024x1024 app icon in an asset catalog it compiles, and no Icon Composer bundle: App Store Connect refuses the upload (ITMS-90704)",
          fix:
            "`iconsmith icons MASTER -o \(root.displayFolder.shellWord) --profile modern --appiconset AppIcon`"
        ))
    }
    findings += allSizesGaps(root)
    return findings
  }

  /// The icons App Store Connect requires of an all-sizes app-icon set (one with the 60 or
  /// 76 pt slots): iPhone 120 (ITMS-90022), iPad 152 and 167 (ITMS-90023), for the devices the
  /// target builds for.
  private static func allSizesGaps(_ root: AppRootContext) -> [Finding] {
    var findings: [Finding] = []
    for (set, entries) in MissingAssets.allSizesSets(root) {
      // Xcode 14's all-sizes form writes every iOS slot as `universal` (platform ios): it
      // serves the iPhone, the iPad and the App Store alike.
      var filled = Set<String>()
      for entry in entries where entry.filename != nil && (entry.platform ?? "ios") == "ios" {
        guard let side = entry.iconPixelSize?.width else { continue }
        let idiom = entry.idiom ?? "universal"
        for served in idiom == "universal" ? ["iphone", "ipad", "ios-marketing"] : [idiom] {
          filled.insert("\(served)-\(side)")
        }
      }
      // What App Store Connect asks of any upload, whatever the deployment target: a set made
      // by Xcode 6 has no 1024 or iPad Pro slot at all, and is refused all the same. Under
      // modern, the 1024 is asked for above, in either form.
      var required: [(idiom: String, side: Int, code: String)] = []
      if !root.profiles.contains(.modern) { required.append(("ios-marketing", 1024, "ITMS-90704")) }
      if root.unit.targets(idiom: "iphone") { required.append(("iphone", 120, "ITMS-90022")) }
      // An Xcode project that sets no TARGETED_DEVICE_FAMILY builds for the iPhone (Xcode's
      // default); where no project says, the set's iPad app-icon slots tell.
      let families = root.unit.effectiveFamilies
      if families.contains(2)
        || (families.isEmpty && entries.contains { $0.idiom == "ipad" && $0.size == "76x76" })
      {
        required += [("ipad", 152, "ITMS-90023"), ("ipad", 167, "ITMS-90023")]
      }
      for need in required where !filled.contains("\(need.idiom)-\(need.side)") {
        let what =
          "\(set.name) has no \(["iphone": "iPhone", "ipad": "iPad"][need.idiom] ?? "App Store") icon of \(need.side)x\(need.side) px"
        let fix = "fill the slot: `iconsmith icons MASTER -o DIR --appiconset \(set.name)`"
        // App Store Connect has asked the 1024 and the 167 of the set since the iOS 11 SDK
        // (Xcode 9); a project last upgraded by an older Xcode was uploaded without them.
        if need.side == 1024 || need.side == 167, let release = root.unit.xcodeRelease,
          release < xcode9
        {
          findings.append(
            Finding(
              path: set.contentsPath,
              message:
                "\(what): App Store Connect refuses an upload built with Xcode 9 or later (\(need.code)); this project was last upgraded by \(xcodeName(release)), which uploaded without it",
              fix: fix, atMost: .warning))
          continue
        }
        findings.append(
          Finding(
            path: set.contentsPath,
            message: "\(what): App Store Connect refuses the upload (\(need.code))", fix: fix))
      }
    }
    return findings
  }

  /// `LastUpgradeCheck` of Xcode 9.0.
  static let xcode9 = 900

  /// "Xcode 7.2" for 720, "Xcode 6" for 600 (`LastUpgradeCheck` is major, minor, patch digits).
  static func xcodeName(_ release: Int) -> String {
    let minor = release / 10 % 10
    return "Xcode \(release / 100)" + (minor == 0 ? "" : ".\(minor)")
  }

  private static func hasModernIcon(_ root: AppRootContext) -> Bool {
    if !root.unit.iconBundles.isEmpty || root.unit.generatedIcon != nil { return true }
    // A build description's own 1024 icon (Cordova's config.xml names it; a generator may
    // write the file at build time).
    if root.unit.namedAssets.contains(where: \.isAppStoreIcon) { return true }
    // A set name Info.plist gives resolves to the set: no loose file is needed.
    return root.appIconSets.contains { set in
      set.compiledEntries?.contains {
        $0.filename != nil && $0.iconPixelSize == HIG.modernAppIcon && !$0.allowsAlpha
      } == true
    }
  }
}
