import AssetModel
import Diagnostics
import HIG
import RuleCore
import TreeFacts

/// An app or watch app whose app-icon set has no image yet, and no other icon: Xcode's
/// template state, which a new project's first commits have.
enum NoAppIconRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "no-app-icon", severity: .warning,
    summary: "an app whose app-icon set holds no image yet, and no other icon",
    rationale:
      "A new Xcode project starts with an empty AppIcon set. It builds, and the home screen "
      + "shows a blank icon. One warning says so, instead of an error per missing size, so a "
      + "project's first commits are not refused; App Store Connect refuses the upload until "
      + "the icons are there (ITMS-90704). An app of loose icon files that loses its last "
      + "one is refused as before: that is a commit breaking the app.",
    itmsCode: "ITMS-90704")

  /// Whether nothing gives the app an icon: its compiled sets hold no image, and it ships no
  /// icon file, by a conventional name or one Info.plist gives, and no `.icon` bundle.
  static func hasNoIcon(_ root: AppRootContext) -> Bool {
    guard root.unit.kind == .app || root.unit.kind == .watchApp, root.unit.iconBundles.isEmpty,
      !iconSets(root).isEmpty,
      root.unit.generatedIcon == nil
    else {
      return false
    }
    let setImages = iconSets(root).contains { set in
      set.contents?.images.contains { $0.filename != nil } ?? true
    }
    let lowered = Set(root.names.map { $0.lowercased() })
    // A loose file of a conventional name counts only in the eras that read it: iOS 11 never
    // shows a loose `icon.png` Info.plist does not name (an in-app picture, often).
    let iconFile = HIG.files.contains { row in
      (row.role == .appIcon || row.role == .smallIcon) && row.applies(to: root.profiles)
        && lowered.contains(row.name.lowercased())
    }
    let namedFile = InfoPlistReference.namedFiles(in: root.unit).contains {
      $0.1.role == .appIcon
    }
    let unknownNames = root.infoPlist?.facts.hasUnresolvedIconNames == true
    return !setImages && !iconFile && !namedFile && !unknownNames
  }

  /// The sets that are the unit's icon: an app's compiled ones; a watch app's, which its
  /// target names (every set when it names none).
  static func iconSets(_ root: AppRootContext) -> [CatalogSet] {
    guard root.unit.kind == .watchApp else { return root.appIconSets }
    let named = root.unit.compiledIconSets
    return root.unit.catalogSets.filter {
      $0.kind == .appIconSet && (named?.contains($0.name) ?? true)
    }
  }

  static func check(_ root: AppRootContext) -> [Finding] {
    guard hasNoIcon(root) else { return [] }
    let what = root.named
    let sets = iconSets(root)
    let detail = sets.map(\.name).joined(separator: ", ") + " holds no image"
    if root.unit.kind == .watchApp {
      return [
        Finding(
          path: sets[0].contentsPath,
          message:
            "\(what) has no app icon yet (\(detail)): the watch shows a blank icon, and App Store Connect asks for the watch app's icons at upload",
          fix: "fill the watch slots of \(sets[0].name) in Xcode, opaque, at each size")
      ]
    }
    return [
      Finding(
        path: sets[0].contentsPath,
        message:
          "\(what) has no app icon yet (\(detail)): the home screen shows a blank icon, and App Store Connect refuses the upload (ITMS-90704)",
        fix: root.profiles.contains(.modern)
          ? "`iconsmith icons MASTER -o DIR --profile modern --appiconset AppIcon`"
          : "`iconsmith icons MASTER -o \(root.displayFolder.shellWord)`")
    ]
  }
}
