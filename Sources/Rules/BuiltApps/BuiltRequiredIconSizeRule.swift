import Diagnostics
import HIG
import RuleCore

/// A built app for iOS devices that lacks an icon App Store Connect requires for one of its
/// device families: 120x120 px for iPhone (ITMS-90022), 152x152 and 167x167 px for iPad
/// (ITMS-90023).
enum BuiltRequiredIconSizeRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "built-required-icon-size", severity: .error,
    summary: "a built app without the 120 px iPhone icon or the 152 and 167 px iPad icons",
    rationale:
      "App Store Connect looks for an app icon of exactly 120x120 px for iPhone and of "
      + "152x152 and 167x167 px for iPad (UIDeviceFamily 1 and 2), in Assets.car or loose in "
      + "the bundle, or a single-size set's 1024 for the device. An upload that lacks one is refused (ITMS-90022 for iPhone, ITMS-90023 "
      + "for iPad). A thinned build holds one device's icons only, and is not judged.",
    itmsCode: "ITMS-90022, ITMS-90023")

  static func check(_ app: BuiltAppContext) -> [Finding] {
    guard app.kind == .app, app.isForIOSDevices, app.primary != nil else { return [] }
    if case .thinned = app.build { return [] }
    let asset = app.primary?.assetName
    let renditions = asset.map { app.renditions(of: $0) } ?? []
    // With no icon at all another rule has spoken: the name or the asset is missing.
    guard !renditions.isEmpty || !(app.primary?.files.isEmpty ?? true) else { return [] }
    let looseSizes = (app.primary?.files ?? []).flatMap(app.looseFiles(named:)).compactMap {
      app.fileSizes[$0]
    }
    let families = app.deviceFamily.isEmpty ? [1] : app.deviceFamily
    return UploadIconRequirement.all.filter { families.contains($0.family) }.compactMap { need in
      let size = PixelSize(need.side, need.side)
      let inCatalog = renditions.contains { $0.meets(need) }
      guard !inCatalog, !looseSizes.contains(size) else { return nil }
      let holder =
        asset.map { "the \($0) icon in Assets.car" } ?? "the icon files CFBundleIconFiles names"
      return Finding(
        message:
          "\(app.bundlePath) runs on \(need.device) but \(holder) has no \(size) px \(need.device) icon (\(need.itmsCode))",
        fix: "fill the \(need.device) slots of the app-icon set, or use a single-size 1024 set")
    }
  }
}
