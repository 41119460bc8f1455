import AssetModel
import CheckConfiguration
import HIG
import PNGCodec
import Raster
import SampleArt
import TestSupport
import Testing

@Suite struct BarIconRuleTests {
  @Test func theCheckedFolderItselfIsNoHint() throws {
    // A project folder called TabApp must not make its loose PNGs tab-bar icons...
    let assets = InMemoryAssets([
      "TabApp/Art/solid.png": try png(RGBAImage(width: 30, height: 30, fill: .white))
    ])
    #expect(!assets.check(scope: .named(folders: ["TabApp"], files: [])).has("bar-icon-opaque"))
    // ...nor when the file is named on the command line, as a pre-commit hook does...
    #expect(
      !assets.check(scope: .named(folders: [], files: ["TabApp/Art/solid.png"])).has(
        "bar-icon-opaque"))
    // ...but a folder inside it still is a hint, in both ways of checking, and so is a
    // checked folder whose whole name is one.
    let named = InMemoryAssets([
      "Art/Tabs/solid.png": try png(RGBAImage(width: 30, height: 30, fill: .white))
    ])
    #expect(named.check(scope: .named(folders: ["Art/Tabs"], files: [])).has("bar-icon-opaque"))
    let tabs = InMemoryAssets([
      "TabApp/Tabs/solid.png": try png(RGBAImage(width: 30, height: 30, fill: .white))
    ])
    #expect(tabs.check(scope: .named(folders: ["TabApp"], files: [])).has("bar-icon-opaque"))
    #expect(
      tabs.check(scope: .named(folders: [], files: ["TabApp/Tabs/solid.png"])).has(
        "bar-icon-opaque")
    )
    // Below an app root, only the path inside the app counts.
    let app = try iphoneApp()
    let nested = InMemoryAssets(app.files.reduce(into: [:]) { $0["TabApp/" + $1.key] = $1.value })
    var withArt = nested
    withArt["TabApp/Art/solid.png"] = try png(RGBAImage(width: 30, height: 30, fill: .white))
    #expect(!withArt.check(scope: .tree).has("bar-icon-opaque"))
  }

  struct BarPath: Sendable, CustomTestStringConvertible {
    let path: String
    let role: String?
    var testDescription: String { path }
  }

  @Test(arguments: [
    BarPath(path: "Tabs/solid.png", role: "tab-bar icon"),
    BarPath(path: "Images/TabBar/solid.png", role: "tab-bar icon"),
    BarPath(path: "Toolbar/solid.png", role: "toolbar icon"),
    BarPath(path: "Images/solid_tab.png", role: "tab-bar icon"),
    BarPath(path: "Images/solidTab@2x.png", role: "tab-bar icon"),
    BarPath(path: "Images/back-navbar.png", role: "toolbar icon"),
    BarPath(path: "Images/BarButton-share.png", role: "toolbar icon"),
    // "table" and "stab" hold the letters of "tab" but are other words.
    BarPath(path: "Images/table.png", role: nil),
    BarPath(path: "Images/stab.png", role: nil),
  ])
  func barIconsAreFoundByFolderOrName(_ bar: BarPath) throws {
    let solid = try png(RGBAImage(width: 30, height: 30, fill: .white))
    let report = barIcons([bar.path: solid]).check()
    let name = String(bar.path.split(separator: "/").last!)
    if let role = bar.role {
      let diagnostic = try report.only("bar-icon-opaque")
      #expect(diagnostic.path == bar.path)
      #expect(diagnostic.severity == .error)
      #expect(
        diagnostic.message
          == "\(name) is fully opaque (it has no alpha channel): as a \(role) it shows as a solid square"
      )
    } else {
      // No role: checked for integrity only.
      #expect(report.rules == ["no-app-root"])
    }
  }

  @Test func anRGBABarIconWithEveryPixelOpaqueSaysSo() throws {
    let solid = try png(RGBAImage(width: 30, height: 30, fill: .white), .rgba8)
    let diagnostic = try barIcons(["Tabs/solid.png": solid]).check().only("bar-icon-opaque")
    #expect(
      diagnostic.message
        == "solid.png is fully opaque (every pixel is opaque): as a tab-bar icon it shows as a solid square"
    )
  }

  @Test func anInvisibleBarIcon() throws {
    let empty = try png(RGBAImage(width: 30, height: 30, fill: RGBA(255, 255, 255, 0)))
    let report = barIcons(["Tabs/empty.png": empty]).check()
    let diagnostic = try report.only("bar-icon-invisible")
    #expect(diagnostic.path == "Tabs/empty.png")
    #expect(
      diagnostic.message
        == "every pixel of empty.png is fully transparent: the tab-bar icon is invisible")
    // All transparent is not "no anti-aliasing" as well.
    #expect(!report.has("bar-icon-not-antialiased"))
  }

  @Test func aJaggedBarIcon() throws {
    let jagged = try png(SampleArt.barGlyph(side: 20, antialiased: false))
    let diagnostic = try barIcons(["Toolbar/jagged.png": jagged]).check()
      .only("bar-icon-not-antialiased")
    #expect(diagnostic.path == "Toolbar/jagged.png")
    #expect(diagnostic.severity == .warning)
    #expect(
      diagnostic.message
        == "jagged.png has only fully transparent and fully opaque pixels: its edges are jagged")
  }

  @Test func aBarIconFarFromItsSize() throws {
    let big = try png(SampleArt.barGlyph(side: 28))
    let diagnostic = try barIcons(["Toolbar/big.png": big]).check(iphoneos3).only("bar-icon-size")
    #expect(diagnostic.path == "Toolbar/big.png")
    #expect(diagnostic.message == "big.png is 28x28 px; a toolbar icon is about 20x20 px")
    // "About" 20: a pixel or two either way is fine.
    for side in [18, 20, 22] {
      let near = try png(SampleArt.barGlyph(side: side))
      #expect(
        !barIcons(["Toolbar/near.png": near]).check(iphoneos3).has("bar-icon-size"), "\(side)")
    }
  }

  @Test func aFolderNameAloneMakesNoBarIconOfAPicture() throws {
    // A name hint confirms a role; it never gives one to an image far from every bar size
    // or far from square: a 10x44 background slice, a 64-pixel picture.
    let slice = RGBAImage(width: 10, height: 44, fill: RGBA(40, 40, 40))
    let report = barIcons([
      "Toolbar/toolbar-bg.png": try png(slice),
      "Toolbar/big.png": try png(SampleArt.barGlyph(side: 64)),
    ]).check(iphoneos3)
    #expect(report.diagnostics.allSatisfy { $0.rule == "no-app-root" }, "\(report.diagnostics)")
    // The same picture named by the configuration is what the user says it is.
    let configured = Configuration(
      profiles: [.iphoneos3], roleGlobs: [.toolbarIcon: try globs("Toolbar/big.png")])
    #expect(
      barIcons(["Toolbar/big.png": try png(SampleArt.barGlyph(side: 64))]).check(configured)
        .has("bar-icon-size"))
  }

  @Test func aRetinaBarIconIsMeasuredAtItsScale() throws {
    let configuration = Configuration(profiles: [.iphoneos3, .retina])
    let large = try png(SampleArt.barGlyph(side: 84))
    let diagnostic = try barIcons(["Tabs/star@2x.png": large]).check(configuration)
      .only("bar-icon-size")
    #expect(
      diagnostic.message == "star@2x.png is 84x84 px; a tab-bar icon at @2x is about 60x60 px")
    // A smaller glyph is a design choice (a mini chevron): not reported down to half the size.
    let small = try png(SampleArt.barGlyph(side: 40))
    #expect(!barIcons(["Tabs/star@2x.png": small]).check(configuration).has("bar-icon-size"))
    let right = try png(SampleArt.barGlyph(side: 60))
    #expect(!barIcons(["Tabs/star@2x.png": right]).check(configuration).has("bar-icon-size"))
  }

  /// Articles (round 17): `graphiteBarButtonBackground.png`, a custom button's stretchable
  /// background in its own colours, was taken for a toolbar icon by its name's words and told
  /// it was not white and too large. A background is no glyph, whatever else its name says.
  @Test func aBarButtonsBackgroundIsNoBarIcon() throws {
    let star = try png(SampleArt.starGlyph(side: 32))
    let report = barIcons([
      "Images/graphiteBarButtonBackground.png": star, "Toolbar/bg.png": star,
      "Toolbar/star.png": star,
    ]).check(iphoneos3)
    let found = report.diagnostics.filter { "\($0.rule)".hasPrefix("bar-icon") }
    #expect(Set(found.map(\.path)) == ["Toolbar/star.png"], "\(found)")
  }

  /// Articles (round 17) and a cocos2d game's vendored OpenFeint (round 18): a custom button's
  /// pictures `navigationTab02.png` (asked for by `stringWithFormat:@"navigationTab%@.png"`)
  /// and a segmented control's background `TabBar/OFTabBarOverlappingSegment.png` (asked for
  /// by `loadImage:@"OFTabBarOverlappingSegment.png"`) were taken for tab-bar icons by their
  /// names' words. The code names them in no call that makes a bar item: they are drawn as
  /// they are. And exfe (round 20): `textfield_navbar.png`, which no code, interface file or
  /// bar item names in an app whose code asks for hundreds of images by name, was taken for a
  /// toolbar icon by its name alone. Where the code's uses can be seen, a name nobody asks for
  /// is drawn by nothing that can be seen; only where no code names images does a hint stand.
  @Test func aPictureTheCodeAsksForByNameIsNoBarIconByItsName() throws {
    let star = try png(SampleArt.starGlyph(side: 24))
    let code = """
      NSString* name = [NSString stringWithFormat:@"navigationTab%@.png", index];
      [button setImage:[UIImage imageNamed:name] forState:UIControlStateNormal];
      UIImage* segment = [[OFImageLoader loadImage:@"OFTabBarOverlappingSegment.png"]
          stretchableImageWithLeftCapWidth:27 topCapHeight:0];
      """
    let report = barIcons([
      "Images/navigationTab02.png": star, "TabBar/OFTabBarOverlappingSegment.png": star,
      "Tabs/star.png": star, "Classes/Buttons.m": Array(code.utf8),
    ]).check(iphoneos3)
    let found = report.diagnostics.filter { "\($0.rule)".hasPrefix("bar-icon") }
    #expect(found.isEmpty, "\(found)")
    // The same pictures, in an app whose code names no image, are still bar icons by their
    // names.
    let unnamed = barIcons([
      "Images/navigationTab02.png": star, "TabBar/OFTabBarOverlappingSegment.png": star,
    ]).check(iphoneos3)
    #expect(
      Set(unnamed.diagnostics.filter { "\($0.rule)".hasPrefix("bar-icon") }.map(\.path))
        == ["Images/navigationTab02.png", "TabBar/OFTabBarOverlappingSegment.png"])
  }

  /// Only the app's own code counts: a tool's or another app's sources elsewhere in the
  /// repository that spell the same word (a rule named "interlaced") say nothing of this app.
  @Test func codeOutsideTheAppDoesNotUnmakeABarIcon() throws {
    let star = try png(SampleArt.starGlyph(side: 24))
    let report = barIcons([
      "App/Icon.png": try png(icon(57)), "App/Tabs/star.png": star,
      "Tools/Sources/Rules.swift": Array(#"let id = "star""#.utf8),
    ]).check(iphoneos3)
    #expect(report.has("bar-icon-not-white"), "\(report.diagnostics)")
    let inside = barIcons([
      "App/Icon.png": try png(icon(57)), "App/Tabs/star.png": star,
      "App/Sources/Tabs.swift": Array(
        #"button.setImage(UIImage(named: "star"), for: .normal)"#.utf8),
    ]).check(iphoneos3)
    #expect(!inside.has("bar-icon-not-white"), "\(inside.diagnostics)")
  }

  /// A bar item's own call still makes a bar icon of a name the code spells: the veto is for
  /// names used elsewhere only.
  @Test func aNameTheCodeGivesABarItemStaysABarIcon() throws {
    let star = try png(SampleArt.starGlyph(side: 24))
    let code = """
      item = [[UITabBarItem alloc] initWithTitle:@"Home" image:[UIImage imageNamed:@"tab-home"] tag:0];
      """
    let report = barIcons(["Images/tab-home.png": star, "Classes/Tabs.m": Array(code.utf8)])
      .check(iphoneos3)
    #expect(report.has("bar-icon-not-white"))
  }

  @Test(arguments: [
    ([Profile.iphoneos3], true), ([.retina], true), ([.ipad], true), ([.ios7], false),
    ([.modern], false), ([.ios7, .iphoneos3], true),
  ])
  func colouredBarIconsMatterOnlyBeforeIOS7(_ profiles: [Profile], _ fires: Bool) throws {
    let star = SampleArt.starGlyph(side: 22)
    let visible = star.alphaSummary.opaque + star.alphaSummary.partial
    // Counted here, not by the rule's own helper: visible (alpha >= 16) and any channel under 250.
    let coloured = stride(from: 0, to: star.pixels.count, by: 4).filter {
      star.pixels[$0 + 3] >= 16 && star.pixels[$0..<$0 + 3].contains { $0 < 250 }
    }.count
    #expect(coloured > 0)
    let report = barIcons(["Toolbar/star.png": try png(star)]).check(
      Configuration(profiles: profiles))
    if fires {
      let diagnostic = try report.only("bar-icon-not-white")
      #expect(diagnostic.path == "Toolbar/star.png")
      #expect(diagnostic.severity == .warning)
      #expect(
        diagnostic.message
          == "\(coloured) of \(visible) visible pixels of star.png are not white: bar icons are white masks, their colour is thrown away"
      )
    } else {
      #expect(!report.has("bar-icon-not-white"))
    }
  }

  private static func imageSet(template: Bool, image: RGBAImage) throws -> InMemoryAssets {
    let properties =
      template ? ", \"properties\" : { \"template-rendering-intent\" : \"template\" }" : ""
    let contents =
      "{ \"images\" : [ { \"idiom\" : \"universal\", \"filename\" : \"star.png\" } ]\(properties), \"info\" : { \"version\" : 1, \"author\" : \"xcode\" } }"
    return InMemoryAssets([
      "Assets.xcassets/Star.imageset/Contents.json": Array(contents.utf8),
      "Assets.xcassets/Star.imageset/star.png": try png(image),
    ])
  }

  @Test func aTemplateImageSetMakesItsImagesMasks() throws {
    let solid = RGBAImage(width: 25, height: 25, fill: RGBA(20, 120, 250))
    let report = try Self.imageSet(template: true, image: solid).check()
    let diagnostic = try report.only("bar-icon-opaque")
    #expect(diagnostic.path == "Assets.xcassets/Star.imageset/star.png")
    #expect(
      diagnostic.message
        == "star.png is fully opaque (it has no alpha channel): as a template image it shows as a solid square"
    )
    // Without template rendering the set's image is an ordinary picture.
    #expect(!(try Self.imageSet(template: false, image: solid).check().has("bar-icon-opaque")))
  }

  @Test func aTemplateImageMayHaveAnyColour() throws {
    let report = try Self.imageSet(template: true, image: SampleArt.starGlyph(side: 25)).check()
    #expect(!report.has("bar-icon-not-white"))
    #expect(!report.has("bar-icon-opaque"))
    // Its alpha is still checked.
    let jagged = SampleArt.barGlyph(side: 25, color: RGBA(250, 80, 0), antialiased: false)
    #expect(
      try Self.imageSet(template: true, image: jagged).check().has("bar-icon-not-antialiased"))
  }
}
