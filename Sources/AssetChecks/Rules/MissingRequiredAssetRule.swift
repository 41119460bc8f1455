import HIG

/// A file the App Store or the device needs, missing from an app.
enum MissingRequiredAssetRule: AppRootRule {
  static let descriptor = RuleDescriptor(
    id: "missing-required-asset", severity: .error,
    summary: "a required icon missing from an app (Icon.png, iTunesArtwork, the 1024 icon, ...)",
    rationale:
      "Without Icon.png the home screen shows a blank icon; without iTunesArtwork the App Store "
      + "and ad-hoc installs have no artwork. Under `modern`, one 1024-pixel icon in an asset "
      + "catalog (or an Icon Composer bundle) is required: App Store Connect refuses the upload "
      + "without it (ITMS-90704).",
    itmsCode: "ITMS-90704")

  static func check(_ root: AppRootContext) -> [Finding] {
    var findings = MissingAssets.missing(at: root, need: .required).map { row in
      Finding(
        path: root.path(row.name),
        message: MissingAssets.message(for: row, root: root, need: "required"),
        fix: MissingAssets.fix(for: row, root: root))
    }
    if root.unit.kind == .app && root.profiles.contains(.modern) && !hasModernIcon(root) {
      let what = root.unit.project != nil ? "target \(root.unit.name)" : root.displayFolder
      findings.append(
        Finding(
          path: root.displayFolder,
          message:
            "\(what) has no 1024x1024 app icon in an asset catalog it compiles, and no Icon Composer bundle: App Store Connect refuses the upload (ITMS-90704)",
          fix:
            "`iconsmith icons MASTER -o \(root.displayFolder.shellWord) --profile modern --appiconset AppIcon`"
        ))
    }
    return findings
  }

  private static func hasModernIcon(_ root: AppRootContext) -> Bool {
    if !root.unit.iconBundles.isEmpty { return true }
    // A set name Info.plist gives resolves to the set: no loose file is needed.
    return root.appIconSets.contains { set in
      set.contents?.images.contains {
        $0.filename != nil && $0.iconPixelSize == HIG.modernAppIcon && !$0.allowsAlpha
      } == true
    }
  }
}
