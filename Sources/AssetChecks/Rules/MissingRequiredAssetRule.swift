import HIG

/// A file the App Store or the device needs, missing from an app root.
enum MissingRequiredAssetRule: AppRootRule {
  static let descriptor = RuleDescriptor(
    id: "missing-required-asset", severity: .error,
    summary: "a required icon missing from an app root (Icon.png, iTunesArtwork, ...)",
    rationale:
      "Without Icon.png the home screen shows a blank icon; without iTunesArtwork the App Store "
      + "and ad-hoc installs have no artwork. Under `modern`, one 1024-pixel icon in an asset "
      + "catalog is required.")

  static func check(_ root: AppRootContext) -> [Finding] {
    var findings = MissingAssets.missing(at: root, need: .required).map { row in
      Finding(
        path: root.path(row.name),
        message: MissingAssets.message(for: row, root: root, need: "required"),
        fix: MissingAssets.fix(for: row, root: root))
    }
    if root.profiles.contains(.modern) && !hasModernIcon(root) {
      findings.append(
        Finding(
          path: root.displayFolder,
          message:
            "\(root.displayFolder) has no 1024x1024 app icon in an asset catalog: the modern profile requires one",
          fix:
            "`iconsmith icons MASTER -o \(root.displayFolder.shellWord) --profile modern --appiconset AppIcon`"
        ))
    }
    return findings
  }

  private static func hasModernIcon(_ root: AppRootContext) -> Bool {
    root.appIconSets.contains { set in
      set.contents?.images.contains {
        $0.filename != nil && $0.iconPixelSize == HIG.modernAppIcon
      } == true
    }
  }
}
