import AssetModel
import Diagnostics
import HIG
import PNGCodec
import RuleCore
import TreeFacts

/// Apple's private CgBI variant outside a built app: a file copied out of a build.
/// Checked on every file that decodes, whatever its role.
enum AppleOptimizedSourceRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "apple-optimized-source", severity: .warning,
    summary: "an Apple-optimized (CgBI) PNG outside a built app",
    rationale:
      "Xcode writes CgBI only into built apps. In a source tree it means the file was copied out "
      + "of a build: most tools cannot open it, and Xcode's own PNG step may fail on it again.",
    fix: .rewrite
  )

  static func check(_ file: DecodedFile) -> [Finding] {
    // Apple's build step writes CgBI into built apps; anywhere else it is a copied-out file.
    guard file.facts.appleOptimized && !AssetPath.isInsideBuiltApp(file.path) else { return [] }
    let name = file.name
    return [
      Finding(
        message: "\(name) is Apple-optimized (CgBI) outside a built app: most tools cannot open it",
        fix:
          "rewrite it as a standard PNG: `iconsmith check --fix`, or `iconsmith convert \(name) \(name) --force`"
      )
    ]
  }
}
