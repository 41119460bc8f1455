import AssetModel
import Diagnostics
import HIG
import PNGCodec
import RuleCore
import TreeFacts

/// Apple's private CgBI variant, written by Xcode into built apps.
enum AppleOptimizedRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "apple-optimized", severity: .note,
    summary: "an Apple-optimized (CgBI) PNG, readable only by Apple's tools",
    rationale:
      "Xcode rewrites PNGs in a built app into CgBI (BGRA, premultiplied alpha, raw deflate). "
      + "Expected inside a .app; in a source folder it means the file was copied out of a build "
      + "and most tools cannot open it.",
    fix: .rewrite
  )

  static func check(_ file: FileContext) -> [Finding] {
    guard file.facts.appleOptimized, AssetPath.isInsideBuiltApp(file.path) else { return [] }
    return [
      Finding(
        message:
          "\(file.name) is Apple-optimized (CgBI): only iOS and Xcode's tools display it",
        fix:
          "expected in a built .app; elsewhere run `iconsmith convert \(file.name) \(file.name) --force` for a standard PNG"
      )
    ]
  }
}
