import AssetModel
import Diagnostics
import HIG
import RuleCore
import TreeFacts

extension AppIconAlphaChannelRule {
  /// The icons of one app-icon set that carry an alpha channel they do not show: harmless, as
  /// the catalog compiler re-encodes them, so one note for the set says so, never a warning
  /// per file (shared/HIG.md, "General").
  enum InSet: Rule {
    static var descriptor: RuleDescriptor { AppIconAlphaChannelRule.descriptor }

    static func check(_ set: CatalogContext) -> [Finding] {
      guard set.set.kind == .appIconSet,
        let finding = AlphaChannels(set.alphas, owner: AssetPath.name(of: set.set.folder)).note(
          why: "Xcode re-encodes the icons of a set, and the device shows none of this alpha")
      else { return [] }
      return [Finding(path: set.set.contentsPath, message: finding, atMost: .note)]
    }
  }
}

/// Icons that carry alpha they do not show, counted for one note.
struct AlphaChannels {
  let opaque: [String]
  let faint: [String]
  let owner: String
  /// What carries their alpha: "an alpha channel (RGBA)", or "alpha" when they differ.
  let carrier: String

  /// `alphas` by name or path; the App Store and watch icons are left to their own rules, and
  /// icons that show translucency are errors of `app-icon-alpha`.
  init(_ alphas: [String: IconAlpha], owner: String) {
    let quiet = alphas.filter { !$0.value.judgedByItself && $0.value.visible == 0 }
    opaque = quiet.filter { $0.value.translucent == 0 }.keys.map(AssetPath.name(of:)).sorted()
    faint = quiet.filter { $0.value.translucent > 0 }.keys.map(AssetPath.name(of:)).sorted()
    self.owner = owner
    let carriers = Set(quiet.values.map(\.carrier))
    carrier = carriers.count == 1 ? carriers.first! : "alpha (a channel or a tRNS chunk)"
  }

  /// One sentence for all of them, ending in why they are harmless (`why`); nil when there is
  /// nothing to say.
  func note(why: String) -> String? {
    guard !opaque.isEmpty || !faint.isEmpty else { return nil }
    let all = opaque.count + faint.count
    var text =
      "\(all == 1 ? "1 icon" : "\(all) icons") of \(owner) \(all == 1 ? "carries" : "carry") \(carrier)"
    var parts: [String] = []
    if !opaque.isEmpty {
      parts.append("\(Self.listed(opaque)) with every pixel opaque")
    }
    if !faint.isEmpty {
      parts.append(
        "\(Self.listed(faint)) translucent only where it does not show (alpha 240 and up, or the corners the home-screen mask cuts away)"
      )
    }
    text += ": " + parts.joined(separator: "; ")
    return text + ". Harmless: \(why); only the App Store icon (and a watch icon) must have none"
  }

  private static func listed(_ names: [String]) -> String {
    names.count <= 4
      ? names.joined(separator: ", ")
      : names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more"
  }
}
