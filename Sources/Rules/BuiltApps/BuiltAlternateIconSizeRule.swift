import Diagnostics
import HIG
import RuleCore

/// An alternate icon that iPad's list (`CFBundleIcons~ipad`) declares without the 152 or
/// 167 px iPad icon: App Store Connect warns (ITMS-90892) and the iPad draws it rescaled.
enum BuiltAlternateIconSizeRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "built-alternate-icon-size", severity: .warning,
    summary: "an iPad alternate icon of a built app without the 152 or 167 px iPad size",
    rationale:
      "An alternate icon that CFBundleIcons~ipad declares is drawn on iPad from its 152x152 "
      + "and 167x167 px images, in Assets.car or loose in the bundle, or from a single-size "
      + "set's iPad 1024. App Store Connect warns "
      + "when one is missing (ITMS-90892, \"Missing recommended icon\") and accepts the "
      + "upload, so this is a warning. A thinned build is not judged.",
    itmsCode: "ITMS-90892")

  static func check(_ app: BuiltAppContext) -> [Finding] {
    guard app.kind == .app, app.isForIOSDevices, app.deviceFamily.contains(2) else { return [] }
    if case .thinned = app.build { return [] }
    let needs = UploadIconRequirement.all.filter { $0.family == 2 }
    return app.alternates.filter(\.forIPad).compactMap { alternate in
      let renditions: [BuiltAppContext.Rendition]
      let holder: String
      if let asset = alternate.assetName {
        // A name Assets.car lacks is another rule's finding.
        guard app.catalogAssets.contains(asset) else { return nil }
        renditions = app.renditions(of: asset)
        holder = "its asset \(asset) in Assets.car"
      } else {
        renditions = []
        holder = "the files its CFBundleIconFiles names"
      }
      let looseSizes = alternate.files.flatMap(app.looseFiles(named:)).compactMap {
        app.fileSizes[$0]
      }
      // An alternate with no image at all is another rule's finding (a missing file).
      guard !renditions.isEmpty || !looseSizes.isEmpty else { return nil }
      let missing = needs.filter { need in
        let size = PixelSize(need.side, need.side)
        return !renditions.contains { $0.meets(need) } && !looseSizes.contains(size)
      }
      guard !missing.isEmpty else { return nil }
      let sizes = missing.map { "\(PixelSize($0.side, $0.side)) px (\($0.device))" }
      return Finding(
        message:
          "\(alternate.what) of \(app.bundlePath) is declared for iPad but \(holder) has no \(sizes.joined(separator: " or ")) icon (ITMS-90892)",
        fix: "fill the iPad slots of the alternate icon's set, or make it a single-size 1024 set",
        location: alternate.key)
    }
  }
}
