import Checking
import Diagnostics
import HIG
import Raster
import RuleCore
import Testing

/// The rules on a built app, as App Store Connect's validation applies them, on bundles
/// described by value.
struct BuiltAppRuleTests {
  typealias Rendition = BuiltAppContext.Rendition

  /// An iPhone and iPad app built with the iOS 18 SDK whose AppIcon asset holds `renditions`.
  static func app(
    build: BuiltAppContext.Build = .distribution, kind: BuiltAppContext.Kind = .app,
    platform: String? = "iphoneos", sdk: Int? = 18, families: [Int] = [1, 2],
    iconName: String? = "AppIcon", iconFiles: [String] = [], files: Set<String> = [],
    fileSizes: [String: PixelSize] = [:], alternates: [BuiltAppContext.DeclaredIcon] = [],
    renditions: [Rendition]? = complete, assets: Set<String>? = nil
  ) -> BuiltAppContext {
    let primary =
      iconName == nil && iconFiles.isEmpty
      ? nil
      : BuiltAppContext.DeclaredIcon(
        what: "the primary icon", key: "CFBundleIcons.CFBundlePrimaryIcon", assetName: iconName,
        files: iconFiles)
    return BuiltAppContext(
      bundlePath: "App.ipa/Payload/Notes.app",
      infoPlistPath: "App.ipa/Payload/Notes.app/Info.plist",
      kind: kind, build: build, platform: platform, sdkMajor: sdk, minimumOSVersion: "16.0",
      deviceFamily: families, primary: primary, alternates: alternates, files: files,
      catalog: renditions,
      catalogAssets: assets ?? Set((renditions ?? []).map(\.asset)), fileSizes: fileSizes)
  }

  static func icon(_ idiom: String, _ side: Int, scale: Int = 2, asset: String = "AppIcon")
    -> Rendition
  {
    Rendition(
      asset: asset, idiom: idiom, scale: scale, size: PixelSize(side, side),
      appearance: "UIAppearanceAny")
  }

  /// What Xcode compiles from an all-sizes iPhone and iPad set with its App Store icon.
  static let complete: [Rendition] = [
    icon("phone", 120), icon("phone", 180, scale: 3), icon("pad", 152), icon("pad", 167),
    icon("marketing", 1024, scale: 1),
  ]

  static func findings(_ app: BuiltAppContext) -> [Diagnostic] {
    Checker().check(builtApps: [app])
  }

  static func rules(_ app: BuiltAppContext) -> [String] {
    findings(app).map(\.rule.rawValue)
  }

  @Test("a complete app passes: every required size, the App Store icon, its name")
  func completeAppPasses() {
    #expect(Self.findings(Self.app()).isEmpty)
  }

  @Test("no CFBundleIconName with the iOS 11 SDK or later is ITMS-90713; older SDKs, no")
  func iconNameMissing() throws {
    let missing = Self.app(iconName: nil, iconFiles: ["Icon"], files: ["Icon.png"])
    let finding = try #require(
      Self.findings(missing).first { $0.rule == "built-icon-name-missing" })
    #expect(finding.severity == .error)
    #expect(finding.path == "App.ipa/Payload/Notes.app/Info.plist")
    #expect(finding.message.contains("ITMS-90713") && finding.message.contains("iOS 18 SDK"))
    let old = Self.app(sdk: 10, iconName: nil, iconFiles: ["Icon"], files: ["Icon.png"])
    #expect(!Self.rules(old).contains("built-icon-name-missing"))
    // Extensions and simulator builds are not uploaded as apps.
    #expect(Self.rules(Self.app(kind: .appExtension, iconName: nil)).isEmpty)
    #expect(Self.rules(Self.app(platform: "iphonesimulator", iconName: nil)).isEmpty)
  }

  @Test("a watch app without its App Store icon is ITMS-90719 in an upload, a note otherwise")
  func watchAppStoreIconMissing() throws {
    let watch: [Rendition] = [Self.icon("watch", 100)]
    func watchApp(_ build: BuiltAppContext.Build, platform: String = "watchos")
      -> BuiltAppContext
    {
      Self.app(build: build, kind: .watchApp, platform: platform, renditions: watch)
    }
    let finding = try #require(Self.findings(watchApp(.distribution)).first)
    #expect(finding.rule == "built-watch-app-store-icon-missing" && finding.severity == .error)
    #expect(finding.message.contains("(ITMS-90719)"))
    #expect(Self.findings(watchApp(.development)).map(\.severity) == [.note])
    #expect(Self.findings(watchApp(.thinned("Apple Watch Series 9"))).map(\.severity) == [.note])
    #expect(Self.findings(watchApp(.distribution, platform: "watchsimulator")).isEmpty)
    // With its marketing rendition it passes; an iPhone app's missing one is ITMS-90704's.
    let complete = Self.app(
      kind: .watchApp, platform: "watchos",
      renditions: watch + [Self.icon("marketing", 1024, scale: 1)])
    #expect(Self.findings(complete).isEmpty)
    // A 1024 of the watch idiom, as a single-size watchOS icon compiles, is taken for it too,
    // as a phone app's phone 1024 is (a single-size set's).
    let watch1024 = Self.app(
      kind: .watchApp, platform: "watchos", renditions: watch + [Self.icon("watch", 1024)])
    #expect(Self.findings(watch1024).isEmpty)
    let phone = Self.app(renditions: Self.complete.filter { $0.idiom != "marketing" })
    #expect(Self.rules(phone) == ["built-app-store-icon-missing"])
    let phone1024 = Self.app(
      renditions: Self.complete.filter { $0.idiom != "marketing" } + [Self.icon("phone", 1024)])
    #expect(Self.rules(phone1024).isEmpty)
  }

  @Test("a Newsstand icon of an app that is no Newsstand app is ITMS-90138, at its key")
  func newsstandIcon() throws {
    var app = Self.app()
    app.strayNewsstandIcon = "CFBundleIcons.UINewsstandIcon"
    let finding = try #require(Self.findings(app).first)
    #expect(Self.rules(app) == ["built-newsstand-icon"])
    #expect(finding.severity == .error && finding.message.contains("(ITMS-90138)"))
    #expect(finding.location == "CFBundleIcons.UINewsstandIcon")
    #expect(finding.path == "App.ipa/Payload/Notes.app/Info.plist")
    // An extension's Info.plist is not uploaded as an app's; a simulator build is not uploaded.
    for other in [Self.app(kind: .appExtension), Self.app(platform: "iphonesimulator")] {
      var stray = other
      stray.strayNewsstandIcon = "CFBundleIcons.UINewsstandIcon"
      #expect(!Self.rules(stray).contains("built-newsstand-icon"))
    }
  }

  @Test("a CFBundleIconFiles name that finds no file, with any suffix, is ITMS-90032")
  func iconFileMissing() {
    let found = Self.app(
      iconFiles: ["AppIcon60x60", "AppIcon76x76"],
      files: ["AppIcon60x60@2x.png", "AppIcon76x76@2x~ipad.png"])
    #expect(!Self.rules(found).contains("built-icon-file-missing"))
    let missing = Self.app(
      iconFiles: ["AppIcon60x60", "Icon-Small"], files: ["AppIcon60x60@3x.png"])
    let findings = Self.findings(missing).filter { $0.rule == "built-icon-file-missing" }
    #expect(findings.count == 1)
    #expect(findings.first?.message.contains("Icon-Small") == true)
  }

  @Test("an icon name Assets.car lacks is ITMS-90895, for the primary icon and alternates")
  func iconAssetMissing() {
    let alternate = BuiltAppContext.DeclaredIcon(
      what: "the alternate icon Dark", key: "CFBundleIcons.CFBundleAlternateIcons.Dark",
      assetName: "DarkIcon", files: [])
    let app = Self.app(alternates: [alternate])
    let findings = Self.findings(app).filter { $0.rule == "built-icon-asset-missing" }
    #expect(findings.map(\.location) == ["CFBundleIcons.CFBundleAlternateIcons.Dark"])
    let present = Self.app(
      alternates: [alternate],
      renditions: Self.complete + [Self.icon("phone", 120, asset: "DarkIcon")]
    )
    #expect(!Self.rules(present).contains("built-icon-asset-missing"))
    let noCar = Self.app(renditions: nil)
    #expect(
      Self.findings(noCar).first { $0.rule == "built-icon-asset-missing" }?.message.contains(
        "has no Assets.car") == true)
  }

  @Test("no App Store icon: an error in an upload, a note in a development or thinned build")
  func appStoreIconMissing() throws {
    let withoutMarketing = Self.complete.filter { $0.idiom != "marketing" }
    let upload = try #require(
      Self.findings(Self.app(renditions: withoutMarketing)).first {
        $0.rule == "built-app-store-icon-missing"
      })
    #expect(upload.severity == .error && upload.message.contains("ITMS-90704"))
    let development = Self.findings(Self.app(build: .development, renditions: withoutMarketing))
    #expect(development.map(\.severity) == [.note])
    let thinned = Self.findings(
      Self.app(build: .thinned("iPhone15,2"), renditions: [Self.icon("phone", 180, scale: 3)]))
    #expect(thinned.map(\.rule.rawValue) == ["built-app-store-icon-missing"])
    #expect(thinned.map(\.severity) == [.note])
    #expect(thinned.first?.message.contains("thinned for iPhone15,2") == true)
  }

  /// `rendition` with its pixels read as `alpha`, compiled from `source`.
  static func read(
    _ rendition: Rendition, _ alpha: BuiltAppContext.PixelAlpha, source: String = "Icon.png"
  ) -> Rendition {
    var read = rendition
    read.alpha = alpha
    read.sourceName = source
    return read
  }

  static let translucent = BuiltAppContext.PixelAlpha.decoded(
    AlphaSummary(opaque: 1_048_000, transparent: 500, partial: 76))
  static let opaque = BuiltAppContext.PixelAlpha.decoded(
    AlphaSummary(opaque: 1_048_576, transparent: 0, partial: 0))

  @Test("a single-size set: its phone and pad 1024s are the App Store icon and the sizes")
  func singleSizeSet() throws {
    // Xcode compiles a single-size set's 1024 to the phone and pad idioms, and no marketing
    // one (an App Store gate script over assetutil expects exactly one phone 1024 Icon Image).
    let single = [Self.icon("phone", 1024, scale: 1), Self.icon("pad", 1024, scale: 1)]
    #expect(Self.findings(Self.app(renditions: single)).isEmpty)
    #expect(Self.findings(Self.app(families: [1], renditions: [single[0]])).isEmpty)
    // A phone 1024 alone does not give the iPad its sizes.
    #expect(
      Self.findings(Self.app(renditions: [single[0]])).map(\.rule.rawValue)
        == ["built-required-icon-size", "built-required-icon-size"])
    // Its translucent 1024, compiled twice from one file, is one ITMS-90717.
    let translucent = single.map { Self.read($0, Self.translucent, source: "AppIcon.png") }
    let findings = Self.findings(Self.app(renditions: translucent))
    #expect(findings.map(\.rule.rawValue) == ["built-app-store-icon-alpha"])
    #expect(findings.first?.message.contains("1024x1024 px phone rendition of AppIcon") == true)
  }

  @Test("an App Store icon with translucent pixels is ITMS-90717; only the default appearance")
  func appStoreIconAlpha() throws {
    let others = Self.complete.filter { $0.idiom != "marketing" }
    let marketing = Self.icon("marketing", 1024, scale: 1)
    let app = Self.app(renditions: others + [Self.read(marketing, Self.translucent)])
    let finding = try #require(Self.findings(app).first)
    #expect(Self.rules(app) == ["built-app-store-icon-alpha"])
    #expect(finding.severity == .error)
    #expect(finding.message.contains("576 of 1,048,576 pixels translucent"))
    #expect(
      finding.message.contains("compiled from Icon.png") && finding.message.contains("ITMS-90717"))
    #expect(Self.rules(Self.app(renditions: others + [Self.read(marketing, Self.opaque)])).isEmpty)
    // Pixels no rule read say nothing.
    #expect(Self.rules(Self.app(renditions: others + [marketing])).isEmpty)
    // iOS 18's dark App Store icon may be transparent.
    let dark = Rendition(
      asset: "AppIcon", idiom: "marketing", scale: 1, size: PixelSize(1024, 1024),
      appearance: "UIAppearanceDark")
    let withDark = Self.app(
      renditions: Self.complete + [Self.read(dark, Self.translucent)])
    #expect(Self.rules(withDark).isEmpty)
    // An extension's icon is no App Store icon.
    let appex = Self.app(
      kind: .appExtension, renditions: others + [Self.read(marketing, Self.translucent)])
    #expect(!Self.rules(appex).contains("built-app-store-icon-alpha"))
    // A bitmap not decoded is said, as a note.
    let unread = Self.app(
      renditions: others + [
        Self.read(marketing, .notDecoded("Icon.png: compression 7 (ASTC) not decoded"))
      ])
    let note = try #require(Self.findings(unread).first)
    #expect(note.severity == .note && note.message.contains("compression 7 (ASTC)"))
  }

  @Test("a watch app's icons with translucent pixels are ITMS-90396, in one finding")
  func watchIconAlpha() throws {
    let watchIcons = [
      Self.read(Self.icon("watch", 80), Self.translucent, source: "Icon-40@2x.png"),
      Self.read(Self.icon("watch", 88), Self.opaque, source: "Icon-44@2x.png"),
      Self.read(Self.icon("watch", 100), Self.translucent, source: "Icon-50@2x.png"),
      Self.read(Self.icon("marketing", 1024, scale: 1), Self.opaque),
    ]
    let watch = Self.app(
      kind: .watchApp, platform: "watchos", families: [4], renditions: watchIcons)
    let findings = Self.findings(watch)
    #expect(findings.map(\.rule.rawValue) == ["built-watch-icon-alpha"])
    let finding = try #require(findings.first)
    #expect(finding.severity == .error && finding.message.contains("ITMS-90396"))
    #expect(finding.message.hasPrefix("2 of the 4 icons"))
    #expect(
      finding.message.contains("`Icon-40@2x.png`") && finding.message.contains("`Icon-50@2x.png`"))
    #expect(!finding.message.contains("Icon-44@2x.png"))
    let allOpaque = Self.app(
      kind: .watchApp, platform: "watchos", families: [4],
      renditions: watchIcons.map { Self.read($0, Self.opaque) })
    #expect(Self.findings(allOpaque).isEmpty)
    // The phone app's translucent watch-sized image is not a watch icon.
    #expect(
      !Self.rules(Self.app(renditions: Self.complete + [watchIcons[0]])).contains(
        "built-watch-icon-alpha"))
  }

  static let allOrientations = [
    "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
    "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight",
  ]

  /// The app with iPad's launch screen as given.
  static func launching(
    storyboard: String?, compiled: Bool = true, dictionary: Bool = false, fullScreen: Bool = false,
    orientations: [String] = allOrientations, families: [Int] = [1, 2]
  ) -> BuiltAppContext {
    var app = Self.app(families: families)
    app.iPadLaunch = BuiltAppContext.IPadLaunch(
      storyboard: storyboard, storyboardCompiled: compiled, hasLaunchScreenDictionary: dictionary,
      requiresFullScreen: fullScreen, orientations: orientations)
    return app
  }

  @Test("iPad multitasking without a launch storyboard in the bundle is ITMS-90475")
  func launchStoryboard() throws {
    let none = try #require(Self.findings(Self.launching(storyboard: nil)).first)
    #expect(none.rule == "built-launch-storyboard-missing" && none.severity == .error)
    #expect(none.message.contains("names no launch storyboard (ITMS-90475)"))
    let absent = try #require(
      Self.findings(Self.launching(storyboard: "LaunchScreen.storyboard", compiled: false)).first)
    #expect(absent.message.contains("holds no LaunchScreen.storyboardc"))
    #expect(absent.location == "UILaunchStoryboardName")
    // Each way out of the rule: the storyboard is there, the app is full screen, iPad keeps
    // it upright, it is not for iPad, or iOS 14's UILaunchScreen stands in.
    #expect(Self.findings(Self.launching(storyboard: "LaunchScreen")).isEmpty)
    #expect(Self.findings(Self.launching(storyboard: nil, fullScreen: true)).isEmpty)
    #expect(
      Self.findings(
        Self.launching(storyboard: nil, orientations: Array(Self.allOrientations.prefix(2)))
      ).isEmpty)
    #expect(Self.findings(Self.launching(storyboard: nil, families: [1])).isEmpty)
    #expect(Self.findings(Self.launching(storyboard: nil, dictionary: true)).isEmpty)
    // An Info.plist that could not be read tells nothing about it.
    #expect(!Self.rules(Self.app()).contains("built-launch-storyboard-missing"))
  }

  @Test("an iPad alternate icon without the 152 or 167 px size is warned of (ITMS-90892)")
  func alternateIconSizes() throws {
    var dark = BuiltAppContext.DeclaredIcon(
      what: "the alternate icon Dark", key: "CFBundleIcons~ipad.CFBundleAlternateIcons.Dark",
      assetName: "DarkIcon", files: [])
    dark.forIPad = true
    let phoneOnly = [
      Self.icon("phone", 120, asset: "DarkIcon"), Self.icon("pad", 152, asset: "DarkIcon"),
    ]
    let app = Self.app(alternates: [dark], renditions: Self.complete + phoneOnly)
    let finding = try #require(Self.findings(app).first)
    #expect(Self.rules(app) == ["built-alternate-icon-size"])
    #expect(finding.severity == .warning && finding.message.contains("167x167 px (iPad Pro)"))
    #expect(!finding.message.contains("152x152"))
    #expect(finding.location == "CFBundleIcons~ipad.CFBundleAlternateIcons.Dark")
    let full = Self.app(
      alternates: [dark],
      renditions: Self.complete + phoneOnly + [Self.icon("pad", 167, asset: "DarkIcon")])
    #expect(Self.findings(full).isEmpty)
    // A single-size alternate set's iPad 1024 stands for both sizes; a phone 1024 does not.
    let singleSize = Self.app(
      alternates: [dark],
      renditions: Self.complete + [
        Self.icon("phone", 1024, scale: 1, asset: "DarkIcon"),
        Self.icon("pad", 1024, scale: 1, asset: "DarkIcon"),
      ])
    #expect(Self.findings(singleSize).isEmpty)
    let phone1024 = Self.app(
      alternates: [dark],
      renditions: Self.complete + [Self.icon("phone", 1024, scale: 1, asset: "DarkIcon")])
    #expect(Self.rules(phone1024) == ["built-alternate-icon-size"])
    // Loose files count by their sizes.
    var loose = BuiltAppContext.DeclaredIcon(
      what: "the alternate icon Red", key: "CFBundleIcons~ipad.CFBundleAlternateIcons.Red",
      assetName: nil, files: ["Red"])
    loose.forIPad = true
    let looseApp = Self.app(
      files: ["Red@2x~ipad.png"], fileSizes: ["Red@2x~ipad.png": PixelSize(152, 152)],
      alternates: [loose])
    #expect(
      Self.findings(looseApp).first?.message.contains(
        "the files its CFBundleIconFiles names has no 167x167") == true)
    // iPhone's list only, an iPhone app, or a thinned build: not judged.
    var phoneList = dark
    phoneList.forIPad = false
    #expect(
      Self.findings(Self.app(alternates: [phoneList], renditions: Self.complete + phoneOnly))
        .isEmpty)
    #expect(
      Self.findings(
        Self.app(families: [1], alternates: [dark], renditions: Self.complete + phoneOnly)
      ).isEmpty)
    #expect(
      Self.findings(
        Self.app(
          build: .thinned("iPad13,1"), alternates: [dark], renditions: Self.complete + phoneOnly)
      ).allSatisfy { $0.rule != "built-alternate-icon-size" })
  }

  @Test("a missing 120, 152 or 167 px icon is ITMS-90022 or 90023, per device family")
  func requiredSizes() {
    let phoneOnly = Self.complete.filter { $0.idiom != "pad" }
    let iPadMissing = Self.findings(Self.app(renditions: phoneOnly)).filter {
      $0.rule == "built-required-icon-size"
    }
    #expect(iPadMissing.count == 2)
    #expect(iPadMissing.allSatisfy { $0.message.contains("ITMS-90023") })
    #expect(Self.findings(Self.app(families: [1], renditions: phoneOnly)).isEmpty)
    // A universal 1024 set compiles universal renditions at every size.
    let universal = [
      Self.icon("universal", 120), Self.icon("universal", 152), Self.icon("universal", 167),
      Self.icon("marketing", 1024, scale: 1),
    ]
    #expect(Self.findings(Self.app(renditions: universal)).isEmpty)
    // A loose file of the size counts, as App Store Connect looks outside the catalog too.
    let loose = Self.app(
      families: [1], iconFiles: ["AppIcon60x60"], files: ["AppIcon60x60@2x.png"],
      fileSizes: ["AppIcon60x60@2x.png": PixelSize(120, 120)],
      renditions: [Self.icon("phone", 180, scale: 3), Self.icon("marketing", 1024, scale: 1)])
    #expect(Self.findings(loose).isEmpty)
    let phoneMissing = Self.findings(
      Self.app(
        families: [1],
        renditions: [Self.icon("phone", 180, scale: 3), Self.icon("marketing", 1024, scale: 1)]))
    #expect(phoneMissing.map(\.message).contains { $0.contains("120x120") && $0.contains("90022") })
    // A thinned build holds one device's icons: not judged.
    #expect(
      Self.findings(Self.app(build: .thinned("iPad13,1"), renditions: phoneOnly)).filter {
        $0.rule == "built-required-icon-size"
      }.isEmpty)
  }

  @Test("an unreadable Info.plist is an error; an unreadable Assets.car a note")
  func unreadable() {
    var app = Self.app(iconName: nil)
    app.infoPlistProblem = "it is missing"
    app.catalogProblem = "not a BOM file"
    let findings = Self.findings(app)
    #expect(
      findings.map(\.rule.rawValue) == ["built-bundle-unreadable", "built-bundle-unreadable"])
    #expect(findings.map(\.severity).sorted() == [.note, .error].sorted())
    #expect(findings.contains { $0.path == "App.ipa/Payload/Notes.app/Assets.car" })
  }
}
