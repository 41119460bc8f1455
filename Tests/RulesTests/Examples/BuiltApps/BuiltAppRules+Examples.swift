import RuleCore

@testable import Rules

// The built-app rules' examples: an app described by value (BuiltAppRuleTests.app), changed by
// one fact.

private typealias Built = BuiltAppRuleTests

private func built(_ apps: BuiltAppContext...) -> Fixture { Fixture(builtApps: apps) }

extension BuiltIconNameMissingRule: RuleExamples {
  static func examples() throws -> RuleExample {
    (
      built(Built.app(iconName: nil, iconFiles: ["Icon"], files: ["Icon.png"])),
      built(Built.app())
    )
  }
}

extension BuiltIconFileMissingRule: RuleExamples {
  static func examples() throws -> RuleExample {
    (
      built(Built.app(iconFiles: ["AppIcon60x60"], files: ["AppIcon76x76@2x~ipad.png"])),
      built(Built.app(iconFiles: ["AppIcon60x60"], files: ["AppIcon60x60@2x.png"]))
    )
  }
}

extension BuiltIconAssetMissingRule: RuleExamples {
  static func examples() throws -> RuleExample {
    (built(Built.app(iconName: "AppIcon-Beta")), built(Built.app(iconName: "AppIcon")))
  }
}

extension BuiltAppStoreIconMissingRule: RuleExamples {
  static func examples() throws -> RuleExample {
    (
      built(Built.app(renditions: Built.complete.filter { $0.idiom != "marketing" })),
      built(Built.app())
    )
  }
}

extension BuiltWatchAppStoreIconMissingRule: RuleExamples {
  static func examples() throws -> RuleExample {
    let watchIcon = Built.icon("watch", 100)
    return (
      built(Built.app(kind: .watchApp, platform: "watchos", renditions: [watchIcon])),
      built(
        Built.app(
          kind: .watchApp, platform: "watchos",
          renditions: [watchIcon, Built.icon("marketing", 1024, scale: 1)]))
    )
  }
}

extension BuiltRequiredIconSizeRule: RuleExamples {
  static func examples() throws -> RuleExample {
    (
      built(Built.app(renditions: Built.complete.filter { $0.size.width != 167 })),
      built(Built.app())
    )
  }
}

extension BuiltBundleUnreadableRule: RuleExamples {
  static func examples() throws -> RuleExample {
    var unreadable = Built.app(iconName: nil)
    unreadable.infoPlistProblem = "it is missing"
    return (built(unreadable), built(Built.app()))
  }
}

extension BuiltAppStoreIconAlphaRule: RuleExamples {
  static func examples() throws -> RuleExample {
    let others = Built.complete.filter { $0.idiom != "marketing" }
    let marketing = Built.icon("marketing", 1024, scale: 1)
    return (
      built(Built.app(renditions: others + [Built.read(marketing, Built.translucent)])),
      built(Built.app(renditions: others + [Built.read(marketing, Built.opaque)]))
    )
  }
}

extension BuiltWatchIconAlphaRule: RuleExamples {
  static func examples() throws -> RuleExample {
    func watch(_ alpha: BuiltAppContext.PixelAlpha) -> BuiltAppContext {
      Built.app(
        kind: .watchApp, platform: "watchos", families: [4],
        renditions: [Built.read(Built.icon("watch", 80), alpha)])
    }
    return (built(watch(Built.translucent)), built(watch(Built.opaque)))
  }
}

extension BuiltLaunchStoryboardMissingRule: RuleExamples {
  static func examples() throws -> RuleExample {
    (
      built(Built.launching(storyboard: "LaunchScreen", compiled: false)),
      built(Built.launching(storyboard: "LaunchScreen"))
    )
  }
}

extension BuiltAlternateIconSizeRule: RuleExamples {
  static func examples() throws -> RuleExample {
    var dark = BuiltAppContext.DeclaredIcon(
      what: "the alternate icon Dark", key: "CFBundleIcons~ipad.CFBundleAlternateIcons.Dark",
      assetName: "DarkIcon", files: [])
    dark.forIPad = true
    let phone = Built.icon("phone", 120, asset: "DarkIcon")
    let pads = [152, 167].map { Built.icon("pad", $0, asset: "DarkIcon") }
    return (
      built(Built.app(alternates: [dark], renditions: Built.complete + [phone, pads[0]])),
      built(Built.app(alternates: [dark], renditions: Built.complete + [phone] + pads))
    )
  }
}

extension BuiltNewsstandIconRule: RuleExamples {
  static func examples() throws -> RuleExample {
    var stray = Built.app()
    stray.strayNewsstandIcon = "CFBundleIcons.UINewsstandIcon"
    return (built(stray), built(Built.app()))
  }
}
