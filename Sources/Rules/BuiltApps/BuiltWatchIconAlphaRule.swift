import Diagnostics
import Raster
import RuleCore
import Utilities

/// A built watch app whose icon renditions have translucent pixels: App Store Connect refuses
/// a watch icon with alpha (ITMS-90396). One finding per watch app names every such icon; those
/// whose bitmap cannot be decoded are said to be unjudged, as a note.
enum BuiltWatchIconAlphaRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "built-watch-icon-alpha", severity: .error,
    summary: "a built watch app whose icons have translucent pixels",
    rationale:
      "watchOS masks its icons to a circle itself and App Store Connect refuses a watch app "
      + "whose icon has alpha (ITMS-90396). Every rendition of the watch app's icon asset is "
      + "decoded to judge it. A bitmap in a format that is not decoded gets a note instead of "
      + "a pass.",
    itmsCode: "ITMS-90396")

  static func check(_ app: BuiltAppContext) -> [Finding] {
    guard app.kind == .watchApp, let asset = app.primary?.assetName else { return [] }
    let icons = app.renditions(of: asset).filter {
      BuiltAppContext.alphaIsJudged($0, kind: app.kind, iconAsset: asset)
    }
    var translucent: [String] = []
    var unjudged: [String] = []
    for icon in icons {
      switch icon.alpha {
      case .notRead: continue
      case .decoded(let alpha):
        if !alpha.isOpaque {
          translucent.append(
            "\(name(icon)) (\(alpha.translucent.grouped) of \(alpha.pixelCount.grouped) pixels)")
        }
      case .notDecoded(let why): unjudged.append(why)
      }
    }
    var findings: [Finding] = []
    if !translucent.isEmpty {
      findings.append(
        Finding(
          message:
            "\(translucent.count) of the \(icons.count) icons of the watch app \(app.bundlePath) (\(asset)) \(translucent.count == 1 ? "has" : "have") translucent pixels, which App Store Connect refuses (ITMS-90396): "
            + translucent.joined(separator: ", "),
          fix:
            "flatten the images of the \(asset) set in the watch app's catalog onto a background and build again: `iconsmith check --fix` in the repository"
        ))
    }
    if !unjudged.isEmpty {
      findings.append(
        Finding(
          message:
            "\(unjudged.count) of the \(icons.count) icons of the watch app \(app.bundlePath) (\(asset)) \(unjudged.count == 1 ? "was" : "were") not judged for transparency (ITMS-90396): "
            + unjudged.joined(separator: "; "),
          atMost: .note))
    }
    return findings
  }

  /// An icon as the message names it: its size and idiom, and the file it came from.
  static func name(_ icon: BuiltAppContext.Rendition) -> String {
    let file = icon.sourceName.isEmpty ? "" : " `\(icon.sourceName)`"
    return "\(icon.idiom) \(icon.size) @\(icon.scale)x\(file)"
  }
}
