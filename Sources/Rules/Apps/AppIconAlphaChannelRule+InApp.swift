import AssetModel
import Diagnostics
import HIG
import RuleCore

extension AppIconAlphaChannelRule {
  /// The loose app icons of one app that carry an alpha channel they do not show: one note.
  enum InApp: Rule {
    static var descriptor: RuleDescriptor { AppIconAlphaChannelRule.descriptor }

    static func check(_ root: AppRootContext) -> [Finding] {
      guard root.unit.kind == .app,
        let note = AlphaChannels(root.alphas, owner: root.named).note(
          why: "the device shows none of this alpha")
      else { return [] }
      return [Finding(path: root.reportPath, message: note, atMost: .note)]
    }
  }
}
