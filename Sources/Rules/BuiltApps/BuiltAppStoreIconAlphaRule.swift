import Diagnostics
import Raster
import RuleCore
import Utilities

/// A built app whose App Store icon (a 1024 rendition of its icon asset) has translucent
/// pixels: App Store Connect refuses the upload (ITMS-90717). An App Store icon
/// whose bitmap cannot be decoded is said to be unjudged, as a note.
enum BuiltAppStoreIconAlphaRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "built-app-store-icon-alpha", severity: .error,
    summary: "a built app whose 1024x1024 App Store icon has translucent pixels",
    rationale:
      "App Store Connect reads the App Store icon out of the uploaded Assets.car (the 1024 "
      + "rendition of the app's icon asset, marketing or, from a single-size set, phone and "
      + "pad) and refuses one that is transparent "
      + "(ITMS-90717). Its pixels are decoded to judge it; iOS 18's dark and tinted variants "
      + "may be transparent and are not judged. A bitmap in a format that is not decoded "
      + "(JPEG-LZFSE, ASTC, HEVC…) gets a note instead of a pass.",
    itmsCode: "ITMS-90717")

  static func check(_ app: BuiltAppContext) -> [Finding] {
    guard app.kind == .app, app.isForIOSDevices, let asset = app.primary?.assetName else {
      return []
    }
    // A single-size set's phone and pad 1024s are one picture compiled twice: said once.
    var seen: Set<String> = []
    return app.renditions(of: asset).filter {
      BuiltAppContext.alphaIsJudged($0, kind: app.kind, iconAsset: asset)
        && (($0.sourceName.isEmpty || seen.insert("\($0.sourceName) \($0.size)").inserted))
    }.compactMap { icon in
      let what =
        "the App Store icon of \(app.bundlePath) (the \(icon.size) px \(icon.idiom) rendition of \(asset)"
        + (icon.sourceName.isEmpty ? ")" : ", compiled from \(icon.sourceName))")
      switch icon.alpha {
      case .notRead:
        return nil
      case .decoded(let alpha):
        guard !alpha.isOpaque else { return nil }
        return Finding(
          message:
            "\(what) has \(alpha.translucent.grouped) of \(alpha.pixelCount.grouped) pixels translucent; App Store Connect refuses a transparent App Store icon (ITMS-90717)",
          fix:
            "flatten the 1024 image of the \(asset) set in the project onto its background and build again: `iconsmith check --fix` in the repository"
        )
      case .notDecoded(let why):
        return Finding(
          message: "\(what) was not judged for transparency (ITMS-90717): \(why)", atMost: .note)
      }
    }
  }
}
