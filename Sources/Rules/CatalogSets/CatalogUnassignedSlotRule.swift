import AssetModel
import Diagnostics
import HIG
import RuleCore
import TreeFacts

/// A slot of an app-icon or launch-image set with no image, where the app needs one.
enum CatalogUnassignedSlotRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "catalog-unassigned-slot", severity: .warning,
    summary: "an asset-catalog slot with no image, of a size the app's devices use",
    rationale:
      "An empty slot means a size the device falls back on by scaling another image. Slots that "
      + "no device of the deployment target uses (57, 72 and 50 pt, iPhone @1x, pre-iOS 7 launch "
      + "slots, 1x from iOS 10), slots of devices the target does not support, optional "
      + "appearances, and sets the app does not compile are not reported; the slots App Store "
      + "Connect requires (120, 152, 167, 1024) are missing-required-asset errors.")

  static func check(_ set: CatalogContext) -> [Finding] {
    guard set.set.kind != .imageSet, let images = set.set.contents?.images else { return [] }
    // A set that holds no image yet is one no-app-icon warning, not a warning per slot.
    if set.set.kind == .appIconSet && images.allSatisfy({ $0.filename == nil }) { return [] }
    let setName = AssetPath.name(of: set.set.folder)
    return images.enumerated().compactMap { index, entry in
      // An entry of a size no slot has is no slot: Xcode lists it as an unassigned child.
      guard entry.filename == nil, !entry.fitsNoAppIconSlot, isNeeded(entry, in: set) else {
        return nil
      }
      return Finding(
        path: set.set.contentsPath,
        message: "slot \(entry.label) of \(setName) has no image",
        fix: set.set.kind == .appIconSet
          ? "fill every slot: `iconsmith icons MASTER -o DIR --appiconset \(set.set.name)`"
          : "assign an image to it in Xcode, or remove the slot",
        location: "images[\(index)]")
    }
  }

  /// The upload error an empty slot causes, where App Store Connect requires it.
  /// By points and scale, not pixels: the 120 px Spotlight slot (40x40@3x) is no home-screen
  /// icon, and App Store Connect asks nothing of it.
  static func uploadError(for entry: AssetCatalogContents.Entry) -> String? {
    switch (entry.idiom, entry.size, entry.scaleFactor) {
    case ("iphone"?, "60x60"?, 2?): return "ITMS-90022"
    case ("ipad"?, "76x76"?, 2?), ("ipad"?, "83.5x83.5"?, 2?): return "ITMS-90023"
    case ("ios-marketing"?, "1024x1024"?, 1?): return "ITMS-90704"
    default: return nil
    }
  }

  /// Whether a device the unit runs on uses this slot.
  static func isNeeded(_ entry: AssetCatalogContents.Entry, in set: CatalogContext) -> Bool {
    let unit = set.unit
    let preIOS7 = unit?.supportsPreIOS7 ?? false
    let oneX = unit?.hasOneXScreens ?? true
    let scale = entry.scaleFactor ?? 1
    if let unit, !unit.targets(idiom: entry.idiom) { return false }
    switch set.set.kind {
    case .appIconSet:
      // A watch app's own set (the one it compiles): every sized watch slot is drawn by some
      // watch; the entries without a size are Xcode's placeholders for files it could not place.
      if let unit, unit.use(of: set.set) == .watch {
        return entry.idiom == "watch" && entry.size != nil
          && unit.compiledIconSets?.contains(set.set.name) != false
      }
      if let unit, unit.use(of: set.set) != .compiled {
        return false
      }
      // The slots App Store Connect requires are missing-required-asset's, as errors.
      if unit?.kind == .app && uploadError(for: entry) != nil
        && unit?.profiles.isDisjoint(with: [.ios7, .modern]) == false
      {
        return false
      }
      if entry.allowsAlpha || entry.luminosity != nil { return false }
      guard ["iphone", "ipad", "ios-marketing", "universal"].contains(entry.idiom ?? "universal")
      else { return false }
      let legacy =
        ["57x57", "72x72", "50x50"].contains(entry.size ?? "")
        || (entry.idiom == "iphone" && scale == 1)
      if legacy && !preIOS7 { return false }
      if scale == 1 && !oneX && entry.idiom != "ios-marketing" && entry.idiom != "universal" {
        return false
      }
      return true
    case .launchImage:
      if let unit, !unit.showsLaunchImages || !unit.compiles(launchImageSet: set.set) {
        return false
      }
      let minimum = entry.minimumSystemVersion.flatMap(OSVersion.init) ?? OSVersion(3, 0)
      if minimum < OSVersion(7, 0) && !preIOS7 { return false }
      if scale == 1 && !oneX { return false }
      return true
    case .imageSet:
      return false
    }
  }
}
