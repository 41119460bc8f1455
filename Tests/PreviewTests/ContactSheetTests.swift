import Diagnostics
import HIG
import Raster
import Testing

@testable import Preview

/// The sheet draws what the device draws: these look at the pixels where each picture landed.
@Suite struct ContactSheetTests {
  static func solid(_ side: Int, _ color: RGBA) -> RGBAImage {
    RGBAImage(width: side, height: side, fill: color)
  }

  static func picture(
    _ path: String, _ kind: PreviewPicture.Kind, _ image: RGBAImage, scale: Int = 2,
    findings: [Diagnostic] = []
  ) -> PreviewPicture {
    PreviewPicture(
      path: path, kind: kind, size: PixelSize(image.width, image.height), scale: scale,
      pixels: image, diagnostics: findings)
  }

  static func target(
    _ pictures: [PreviewPicture], eras: [DeviceChrome.Era] = [.flat], prerendered: Bool = false,
    statusBar: DeviceChrome.StatusBarStyle = .standard
  ) -> PreviewTarget {
    PreviewTarget(
      name: "Fixture", label: "Fixture", eras: eras, prerendered: prerendered,
      statusBarStyle: statusBar, pictures: pictures,
      findings: pictures.flatMap(\.diagnostics))
  }

  static func rect(
    _ layout: (image: RGBAImage, placements: [Placement]), _ place: Placement.Place
  ) throws -> PixelRect {
    try #require(layout.placements.first { $0.place == place }).rect
  }

  @Test func anOpaqueColouredTabIconIsASolidSquareOfTheBarsGray() throws {
    let photo = Self.picture("Tabs/photo@2x.png", .tabBarIcon, Self.solid(50, RGBA(200, 30, 40)))
    let layout = ContactSheet.layout(Self.target([photo]))
    let normal = try Self.rect(layout, .bar(.flat, selected: false))
    let selected = try Self.rect(layout, .bar(.flat, selected: true))
    #expect(normal.width == 50 && normal.height == 50)
    for y in normal.y..<(normal.y + normal.height) {
      for x in normal.x..<(normal.x + normal.width) {
        #expect(layout.image[x, y] == RGBA(0x92, 0x92, 0x92))
      }
    }
    #expect(layout.image[selected.x + 25, selected.y + 25] == RGBA(0x00, 0x7A, 0xFF))
  }

  @Test func transparencyInAnAppIconShowsBlackOnTheHomeScreen() throws {
    let clear = Self.picture("Icon@2x.png", .appIcon(nil), Self.solid(120, RGBA(0, 0, 0, 0)))
    let layout = ContactSheet.layout(Self.target([clear]))
    let home = try Self.rect(layout, .homeScreen(.flat, nil))
    #expect(layout.image[home.x + 60, home.y + 60] == RGBA(0, 0, 0))
  }

  @Test func eachEraCutsTheCornersItsOwnWay() throws {
    let red = Self.picture("Icon.png", .appIcon(nil), Self.solid(120, RGBA(255, 0, 0)))
    let layout = ContactSheet.layout(
      Self.target([red], eras: [.classic, .flat], prerendered: true))
    for era in [DeviceChrome.Era.classic, .flat] {
      let home = try Self.rect(layout, .homeScreen(era, nil))
      #expect(layout.image[home.x + home.width / 2, home.y + home.height / 2] == RGBA(255, 0, 0))
      #expect(layout.image[home.x, home.y].red < 250)
      // Along the edge's middle the icon is whole: only corners are cut.
      #expect(layout.image[home.x, home.y + home.height / 2] == RGBA(255, 0, 0))
    }
    // Each era draws at its own point size: 57 pt classic, 60 pt flat, at 2 px a point.
    let classic = try Self.rect(layout, .homeScreen(.classic, nil))
    let flat = try Self.rect(layout, .homeScreen(.flat, nil))
    #expect(classic.width == 114 && flat.width == 120)
    // The shapes differ: 7 px in along the diagonal the classic circle (radius 10/57 of the
    // side, 20 px) still holds the icon whole, while the continuous curve has cut into it.
    #expect(layout.image[classic.x + 7, classic.y + 7] == RGBA(255, 0, 0))
    #expect(layout.image[flat.x + 7, flat.y + 7] != RGBA(255, 0, 0))
  }

  @Test func theClassicShineIsLeftOutWhenPrerendered() throws {
    let gray = Self.picture("Icon@2x.png", .appIcon(nil), Self.solid(114, RGBA(90, 90, 90)))
    let shiny = ContactSheet.layout(Self.target([gray], eras: [.classic], prerendered: false))
    let plain = ContactSheet.layout(Self.target([gray], eras: [.classic], prerendered: true))
    let a = try Self.rect(shiny, .homeScreen(.classic, nil))
    let b = try Self.rect(plain, .homeScreen(.classic, nil))
    #expect(a == b)
    let top = (a.x + a.width / 2, a.y + a.height / 8)
    let bottom = (a.x + a.width / 2, a.y + a.height * 7 / 8)
    #expect(plain.image[top.0, top.1] == RGBA(90, 90, 90))
    #expect(shiny.image[top.0, top.1].red > 140)
    #expect(shiny.image[bottom.0, bottom.1] == plain.image[bottom.0, bottom.1])
  }

  @Test func theTintedAppearanceCarriesTheIconsLightInTheTint() throws {
    let light = Self.picture("icon.png", .appIcon(nil), Self.solid(1024, RGBA(20, 40, 200)))
    let tinted = Self.picture(
      "icon-tinted.png", .appIcon(.tinted), Self.solid(1024, RGBA(255, 255, 255)))
    let dark = Self.picture("icon-dark.png", .appIcon(.dark), Self.solid(1024, RGBA(0, 0, 0, 0)))
    let layout = ContactSheet.layout(Self.target([light, tinted, dark]))
    let home = try Self.rect(layout, .homeScreen(.flat, .tinted))
    #expect(layout.image[home.x + 60, home.y + 60] == RGBA(hex: DeviceChrome.tintedIconColor)!)
    // A clear dark icon shows the system's dark backdrop, not black and not the wallpaper.
    let darkHome = try Self.rect(layout, .homeScreen(.flat, .dark))
    let backdrop = layout.image[darkHome.x + 60, darkHome.y + 60]
    #expect(backdrop.red == backdrop.green && backdrop.red > 20 && backdrop.red < 0x31)
    #expect(layout.placements.contains { $0.place == .enlarged(.flat, .dark) })
  }

  @Test func aFindingIsOutlinedInRedWhereverItsPictureIsDrawnAndNowhereElse() throws {
    let finding = Diagnostic(
      path: "Icon@2x.png", rule: "app-icon-alpha", severity: .error, message: "translucent")
    let marked = Self.picture(
      "Icon@2x.png", .appIcon(nil), Self.solid(120, RGBA(0, 200, 0)), findings: [finding])
    let tab = Self.picture("Tabs/star@2x.png", .tabBarIcon, Self.solid(50, RGBA(255, 255, 255)))
    let layout = ContactSheet.layout(Self.target([marked, tab]))
    // Outlined where it is enlarged and on the home screen; its rule id is written once.
    let enlarged = try Self.rect(layout, .enlarged(.flat, nil))
    #expect(layout.image[enlarged.x - 4, enlarged.y + enlarged.height / 2] == ContactSheet.markRed)
    let home = try Self.rect(layout, .homeScreen(.flat, nil))
    #expect(layout.image[home.x - 4, home.y + home.height / 2] == ContactSheet.markRed)
    let bar = try Self.rect(layout, .bar(.flat, selected: false))
    #expect(layout.image[bar.x - 4, bar.y + bar.height / 2] != ContactSheet.markRed)
  }

  @Test func theHomeScreenShowsTheFileOfTheHomeSlotEvenAtTheWrongSize() throws {
    let finding = Diagnostic(
      path: "AppIcon.appiconset/icon-118.png", rule: "catalog-wrong-size", severity: .error,
      message: "118x118 px")
    var wrong = Self.picture(
      "AppIcon.appiconset/icon-118.png", .appIcon(nil), Self.solid(118, RGBA(200, 0, 0)),
      findings: [finding])
    wrong.points = [60]
    // Spotlight's 40@3x is exactly 120 pixels, and is not what the home screen shows.
    var spotlight = Self.picture(
      "AppIcon.appiconset/icon-120.png", .appIcon(nil), Self.solid(120, RGBA(0, 0, 200)), scale: 3)
    spotlight.points = [40]
    let layout = ContactSheet.layout(Self.target([wrong, spotlight]))
    let home = try #require(
      layout.placements.first { $0.place == .homeScreen(.flat, nil) })
    #expect(home.path == "AppIcon.appiconset/icon-118.png")
    #expect(
      layout.image[home.rect.x - 4, home.rect.y + home.rect.height / 2] == ContactSheet.markRed)
  }

  @Test func alternateIconsAreDrawnApartAndNamedNeverAsTheAppsIcon() throws {
    var own = Self.picture(
      "AppIcon.appiconset/a.png", .appIcon(nil), Self.solid(120, RGBA(0, 0, 200)))
    own.iconSet = "AppIcon"
    var other = Self.picture(
      "Sunset.appiconset/a.png", .appIcon(nil), Self.solid(120, RGBA(200, 0, 0)))
    other.iconSet = "Sunset"
    var target = Self.target([other, own])
    target.primaryIconSet = "AppIcon"
    #expect(target.pictures(.appIcon(nil)).map(\.path) == ["AppIcon.appiconset/a.png"])
    #expect(target.alternateIcons.map(\.name) == ["Sunset"])
    let layout = ContactSheet.layout(target)
    let home = try #require(layout.placements.first { $0.place == .homeScreen(.flat, nil) })
    #expect(home.path == "AppIcon.appiconset/a.png")
    let alternate = try #require(layout.placements.first { $0.place == .alternate(.flat) })
    #expect(alternate.path == "Sunset.appiconset/a.png")
    let red = layout.image[alternate.rect.x + 60, alternate.rect.y + 60]
    #expect(red.red > 150 && red.blue < 50)
  }

  @Test func anIconComposerIconIsNamedNotReplacedByAnAlternate() throws {
    var other = Self.picture(
      "Sunset.appiconset/a.png", .appIcon(nil), Self.solid(120, RGBA(200, 0, 0)))
    other.iconSet = "Sunset"
    var target = Self.target([other])
    target.primaryIconSet = "AppIcon"
    target.iconComposerIcon = "App/AppIcon.icon"
    let layout = ContactSheet.layout(target)
    #expect(!layout.placements.contains { $0.place == .homeScreen(.flat, nil) })
    #expect(layout.placements.contains { $0.place == .alternate(.flat) })
  }

  @Test func anIconComposerIconDrawnFromItsLayersIsTheHomeScreenIcon() throws {
    var dark = Self.picture("AppIcon.appiconset/dark.png", .appIcon(.dark), Self.solid(120, .black))
    dark.iconSet = "AppIcon"
    var target = Self.target([dark])
    target.primaryIconSet = "AppIcon"
    target.iconComposerIcon = "App/AppIcon.icon"
    target.iconComposerPicture = Self.solid(256, RGBA(200, 0, 0))
    target.iconComposerUndrawn = ["glyph.svg (SVG)"]
    let layout = ContactSheet.layout(target)
    let home = try #require(layout.placements.first { $0.place == .homeScreen(.flat, nil) })
    #expect(home.path == "App/AppIcon.icon")
    let centre = layout.image[home.rect.x + home.rect.width / 2, home.rect.y + home.rect.height / 2]
    #expect(centre.red > 150 && centre.blue < 50)
    // A set's dark file is not the Icon Composer icon's dark look.
    #expect(!layout.placements.contains { $0.place == .homeScreen(.flat, .dark) })
  }

  @Test func theStatusBarFollowsUIStatusBarStyle() throws {
    let tall = Self.picture(
      "Default.png", .launchImage, RGBAImage(width: 320, height: 480, fill: RGBA(255, 255, 255)),
      scale: 1)
    let black = ContactSheet.layout(
      Self.target([tall], eras: [.classic], statusBar: .blackOpaque))
    let gray = ContactSheet.layout(Self.target([tall], eras: [.classic], statusBar: .standard))
    let a = try Self.rect(black, .launch)
    #expect(black.image[a.x + 1, a.y + 1] == RGBA(0, 0, 0))
    #expect(gray.image[a.x + 1, a.y + 1].red > 150)
    // Under the bar, the image itself.
    #expect(black.image[a.x + 1, a.y + a.height / 2] == RGBA(255, 255, 255))
  }

  @Test func anImageMadeWithoutTheStatusBarSitsBelowIt() throws {
    let short = Self.picture(
      "Default.png", .launchImage, RGBAImage(width: 320, height: 460, fill: RGBA(255, 255, 255)),
      scale: 1)
    let full = Self.picture(
      "Default.png", .launchImage, RGBAImage(width: 320, height: 480, fill: RGBA(255, 255, 255)),
      scale: 1)
    let below = try Self.rect(ContactSheet.layout(Self.target([short], eras: [.classic])), .launch)
    let under = try Self.rect(ContactSheet.layout(Self.target([full], eras: [.classic])), .launch)
    #expect(below.y > under.y)
    #expect(below.y + below.height == under.y + under.height)
  }

  @Test func theSameTargetGivesTheSamePixels() {
    let pictures = [
      Self.picture("Icon.png", .appIcon(nil), Self.solid(57, RGBA(10, 120, 200)), scale: 1),
      Self.picture("Tabs/a@2x.png", .tabBarIcon, Self.solid(60, RGBA(255, 255, 255, 128))),
    ]
    let first = ContactSheet.render(Self.target(pictures, eras: [.classic, .flat]))
    let second = ContactSheet.render(Self.target(pictures.reversed(), eras: [.classic, .flat]))
    #expect(first == second)
    #expect(first.width == ContactSheet.width)
  }
}
