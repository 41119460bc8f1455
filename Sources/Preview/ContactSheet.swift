import AssetModel
import Diagnostics
import HIG
import Raster
import TreeFacts

/// Draws one target's contact sheet: its icons on the home screen, in Settings and Spotlight,
/// its bar icons in bars and its launch images in a phone, as each era the target ships to
/// draws them, with `check`'s findings outlined in red on the pictures they concern.
///
/// Invariant: uses only ``Canvas`` and ``BitmapFont`` (basic arithmetic and `sqrt`), so the same
/// target gives the same pixels on every machine. The sheet is drawn at 2 pixels per point
/// (launch screens smaller), ``width`` pixels wide; its height follows from what it shows.
public enum ContactSheet {
  public static let width = 1120
  /// Pixels per point: the sheet is drawn as a 2x (Retina) screen shows it.
  static let pointScale = 2.0
  static let margin = 24
  static let gap = 16
  /// The longer side of a launch screen in the sheet.
  static let launchScreenSide = 300
  static let maxFindingLines = 40

  static let paper = RGBA(0xF2, 0xF2, 0xF7)
  static let ink = RGBA(0x1C, 0x1C, 0x1E)
  static let quiet = RGBA(0x6E, 0x6E, 0x73)
  static let markRed = RGBA(0xFF, 0x3B, 0x30)
  static let warningOrange = RGBA(0xC9, 0x6A, 0x00)

  public static func render(_ target: PreviewTarget) -> RGBAImage { layout(target).image }

  /// The sheet, and where each picture was drawn (in drawing order): what tests look at.
  static func layout(_ target: PreviewTarget) -> (image: RGBAImage, placements: [Placement]) {
    var measure = SheetDrawer(target: target, canvas: nil)
    let height = measure.drawAll()
    var drawer = SheetDrawer(
      target: target, canvas: Canvas(width: width, height: height, background: paper))
    _ = drawer.drawAll()
    drawer.drawMarks()
    return (drawer.canvas!.image, drawer.placements)
  }
}

/// Where one picture was drawn, and as what.
struct Placement: Equatable {
  enum Place: Equatable {
    case homeScreen(DeviceChrome.Era, IconAppearance?)
    case alternate(DeviceChrome.Era)
    case enlarged(DeviceChrome.Era, IconAppearance?)
    case settings(DeviceChrome.Era)
    case spotlight(DeviceChrome.Era)
    case bar(DeviceChrome.Era, selected: Bool)
    case launch
  }

  let path: String
  let place: Place
  let rect: PixelRect
}

/// A rectangle in sheet pixels.
struct PixelRect: Equatable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int
}

/// One pass over the sheet: with no canvas it only measures, so both passes share the layout.
struct SheetDrawer {
  let target: PreviewTarget
  var canvas: Canvas?
  /// Pictures with findings, where they were drawn.
  var marks: [(rect: PixelRect, picture: PreviewPicture, labelGap: Int)] = []
  var placements: [Placement] = []

  typealias Sheet = ContactSheet

  init(target: PreviewTarget, canvas: Canvas?) {
    self.target = target
    self.canvas = canvas
  }

  /// Draws every section; returns the height used.
  mutating func drawAll() -> Int {
    var y = header()
    for era in target.eras {
      let chrome = DeviceChrome.of(era)
      y = homeScreen(chrome, y: y)
      y = alternateIcons(chrome, y: y)
      y = smallIcons(chrome, y: y)
      y = bars(chrome, y: y)
    }
    y = launchImages(y: y)
    y = findings(y: y)
    return y + Sheet.margin
  }

  // MARK: - Sections

  private mutating func header() -> Int {
    let height = 84
    canvas?.fillPixels(x: 0, y: 0, width: Sheet.width, height: height, color: Sheet.ink)
    text(target.name, x: Sheet.margin, y: 16, scale: 3, color: RGBA(255, 255, 255))
    let counts = [Severity.error, .warning, .note].map { severity in
      severity.counted(target.findings.filter { $0.severity == severity }.count)
    }
    let line =
      "\(target.label) - \(target.eras.map(\.title).joined(separator: ", ")) - "
      + counts.joined(separator: ", ")
    text(
      BitmapFont.fitted(line, width: Sheet.width - 2 * Sheet.margin, scale: 2), x: Sheet.margin,
      y: 52, scale: 2, color: RGBA(0xC7, 0xC7, 0xCC))
    return height + Sheet.gap
  }

  private mutating func sectionTitle(_ title: String, y: Int) -> Int {
    text(title, x: Sheet.margin, y: y + 8, scale: 2, color: Sheet.ink)
    canvas?.fillPixels(
      x: Sheet.margin, y: y + 30, width: Sheet.width - 2 * Sheet.margin, height: 1,
      color: RGBA(0xC7, 0xC7, 0xCC))
    return y + 40
  }

  private mutating func note(_ words: String, y: Int) -> Int {
    text(words, x: Sheet.margin, y: y, scale: 2, color: Sheet.quiet)
    return y + 28
  }

  /// The app icon in a home-screen row over light and dark wallpapers (and, flat, the iOS 18
  /// appearances), then each appearance enlarged.
  private mutating func homeScreen(_ chrome: DeviceChrome, y top: Int) -> Int {
    var y = sectionTitle("Home screen, \(chrome.era.title)", y: top)
    var light = target.pictures(.appIcon(nil))
    var composed = false
    if let bundle = target.iconComposerIcon {
      // Xcode 26 draws an Icon Composer icon from its layers, with the system's glass: a picture
      // of one of its layers would not be the icon that ships, so its layers are drawn flat.
      var words: [String]
      if let drawn = target.iconComposerPicture {
        light = [
          // Outlined for the findings on the bundle's files, which the picture draws.
          PreviewPicture(
            path: bundle, kind: .appIcon(nil), size: PixelSize(1024, 1024), scale: 1,
            pixels: drawn, diagnostics: target.iconComposerFindings)
        ]
        composed = true
        words = [
          "The app icon is \(bundle), an Icon Composer icon, drawn flat from its PNG layers",
          "over its fill: the system adds glass, shadows and the dark and tinted looks.",
        ]
      } else {
        words = [
          "The app icon is \(bundle), an Icon Composer icon: Xcode draws it from its layers."
        ]
      }
      if !target.iconComposerUndrawn.isEmpty {
        words.append("Not drawn: " + target.iconComposerUndrawn.joined(separator: ", "))
      }
      for line in words {
        y = note(BitmapFont.fitted(line, width: Sheet.width - 2 * Sheet.margin, scale: 2), y: y)
      }
      guard !light.isEmpty else { return y + 8 }
    }
    guard !light.isEmpty else { return note("No app icon found for this target.", y: y) + 8 }
    let side = Int(chrome.homeIconPoints * Sheet.pointScale)
    // Panels: (wallpaper, the icon's appearance, its pictures).
    var panels:
      [(
        name: String, wallpaper: (top: String, bottom: String), appearance: IconAppearance?,
        pictures: [PreviewPicture]
      )] = [
        ("light wallpaper", chrome.lightWallpaper, nil, light)
      ]
    // A set's dark and tinted files are not the Icon Composer icon's looks.
    let dark = chrome.era == .flat && !composed ? target.pictures(.appIcon(.dark)) : []
    let tinted = chrome.era == .flat && !composed ? target.pictures(.appIcon(.tinted)) : []
    panels.append(
      dark.isEmpty
        ? ("dark wallpaper", chrome.darkWallpaper, nil, light)
        : ("dark appearance", chrome.darkWallpaper, .dark, dark))
    if !tinted.isEmpty {
      panels.append(("tinted appearance", chrome.darkWallpaper, .tinted, tinted))
    }

    let count = panels.count
    let panelWidth = (Sheet.width - 2 * Sheet.margin - (count - 1) * Sheet.gap) / count
    let shown: [PreviewPicture] = light + dark + tinted
    let labels: Int = Self.labelHeight(shown)
    let panelHeight: Int = side + 70 + max(26, labels + 8)
    for (index, panel) in panels.enumerated() {
      let x = Sheet.margin + index * (panelWidth + Sheet.gap)
      gradientBox(
        PixelRect(x: x, y: y, width: panelWidth, height: panelHeight), panel.wallpaper, radius: 10)
      let onLight = index == 0
      text(
        panel.name, x: x + 10, y: y + 8, scale: 1,
        color: onLight ? RGBA(0x1C, 0x1C, 0x1E, 200) : RGBA(255, 255, 255, 220))
      let columns = max(1, min(4, (panelWidth - 16) / (side + 28)))
      let pitch = panelWidth / columns
      let iconY = y + 30
      for column in 0..<columns {
        let iconX = x + column * pitch + (pitch - side) / 2
        if column == 0 {
          let picture = closest(panel.pictures, toSide: side, points: chrome.homeIconPoints)
          drawIcon(
            picture, appearance: panel.appearance, chrome: chrome, x: iconX, y: iconY, side: side,
            place: .homeScreen(chrome.era, panel.appearance), labelGap: 34)
          let label = BitmapFont.fitted(target.name, width: pitch - 8, scale: 2)
          let labelX = iconX + (side - BitmapFont.width(of: label, scale: 2)) / 2
          // iOS draws the name in white with a shadow, which keeps it legible on light walls.
          text(label, x: labelX + 2, y: iconY + side + 14, scale: 2, color: RGBA(0, 0, 0, 150))
          text(label, x: labelX, y: iconY + side + 12, scale: 2, color: RGBA(255, 255, 255))
        } else {
          // Neighbours, so the icon is seen among others as on a phone.
          iconShape(chrome, x: iconX, y: iconY, side: side, fill: .solid(ColorValue(1, 1, 1, 0.28)))
        }
      }
    }
    y += panelHeight + Sheet.gap

    // Each appearance enlarged, from its largest file.
    let enlarged = 256
    let boxSide = enlarged + 40
    var x = Sheet.margin
    for panel in panels where panel.appearance != nil || panel.name == "light wallpaper" {
      let picture = panel.pictures.max {
        $0.size.width * $0.size.height < $1.size.width * $1.size.height
      }!
      let wallpaper = panel.appearance == nil ? chrome.lightWallpaper : chrome.darkWallpaper
      gradientBox(PixelRect(x: x, y: y, width: boxSide, height: boxSide), wallpaper, radius: 10)
      drawIcon(
        picture, appearance: panel.appearance, chrome: chrome, x: x + 20, y: y + 20, side: enlarged,
        place: .enlarged(chrome.era, panel.appearance))
      let caption = "\(panel.appearance?.rawValue ?? "light") \(picture.size) \(picture.path)"
      text(
        BitmapFont.fitted(caption, width: boxSide, scale: 1), x: x, y: y + boxSide + 6, scale: 1,
        color: Sheet.quiet)
      x += boxSide + Sheet.gap
    }
    return y + boxSide + 24 + Sheet.gap
  }

  /// Each alternate icon (a set the app offers through `setAlternateIconName`) at home-screen
  /// size, named by its set, so it is never taken for the icon the app ships with.
  private mutating func alternateIcons(_ chrome: DeviceChrome, y top: Int) -> Int {
    let sets = target.alternateIcons
    guard !sets.isEmpty else { return top }
    var y = sectionTitle("Alternate icons, \(chrome.era.title)", y: top)
    let side = Int(chrome.homeIconPoints * Sheet.pointScale)
    let pitch = max(side + 40, 150)
    let columns = max(1, (Sheet.width - 2 * Sheet.margin) / pitch)
    let labels = Self.labelHeight(sets.flatMap(\.pictures))
    let rowHeight = side + 40 + labels + 8
    for (index, set) in sets.enumerated() {
      let x = Sheet.margin + (index % columns) * pitch
      let rowY = y + (index / columns) * rowHeight
      let picture = closest(set.pictures, toSide: side, points: chrome.homeIconPoints)
      let iconX = x + (pitch - side) / 2
      drawIcon(
        picture, appearance: nil, chrome: chrome, x: iconX, y: rowY, side: side,
        place: .alternate(chrome.era), labelGap: 30)
      let label = BitmapFont.fitted(set.name, width: pitch - 8, scale: 1)
      text(
        label, x: x + (pitch - BitmapFont.width(of: label, scale: 1)) / 2, y: rowY + side + 10,
        scale: 1, color: Sheet.ink)
    }
    y += ((sets.count + columns - 1) / columns) * rowHeight
    return y + Sheet.gap
  }

  /// The small icon in a Settings row and a Spotlight row, from the file the OS would pick,
  /// or the app icon shrunk when the app has none.
  private mutating func smallIcons(_ chrome: DeviceChrome, y top: Int) -> Int {
    let small = target.pictures(.smallIcon)
    let light = target.pictures(.appIcon(nil))
    guard !small.isEmpty || !light.isEmpty else { return top }
    var y = sectionTitle("Settings and Spotlight, \(chrome.era.title)", y: top)
    let rowWidth = (Sheet.width - 2 * Sheet.margin - Sheet.gap) / 2
    let rows: [(name: String, points: Double)] = [
      ("Settings", chrome.settingsIconPoints), ("Spotlight", chrome.spotlightIconPoints),
    ]
    var height = 0
    for (index, row) in rows.enumerated() {
      let side = Int(row.points * Sheet.pointScale)
      let rowHeight = side + 28
      height = max(height, rowHeight)
      let x = Sheet.margin + index * (rowWidth + Sheet.gap)
      let background =
        chrome.era == .classic ? RGBA(0xC5, 0xCC, 0xD4) : RGBA(0xEF, 0xEF, 0xF4)
      canvas?.fillPixels(x: x, y: y, width: rowWidth, height: rowHeight + 24, color: background)
      let cell = PixelRect(x: x + 10, y: y + 8, width: rowWidth - 20, height: rowHeight - 16 + 8)
      canvas?.fill(
        .roundedRect(
          center: Point(
            Double(cell.x) + Double(cell.width) / 2, Double(cell.y) + Double(cell.height) / 2),
          halfWidth: Double(cell.width) / 2, halfHeight: Double(cell.height) / 2,
          radius: chrome.era == .classic ? 16 : 0),
        with: .solid(RGBA(255, 255, 255)))
      let sources = small.isEmpty ? light : small
      let picture = closest(sources, toSide: side, points: row.points)
      let iconY = cell.y + (cell.height - side) / 2
      drawIcon(
        picture, appearance: nil, chrome: chrome, x: cell.x + 14, y: iconY, side: side,
        place: row.name == "Settings" ? .settings(chrome.era) : .spotlight(chrome.era))
      text(
        row.name == "Settings" ? target.name : "\(target.name)  Application", x: cell.x + 30 + side,
        y: cell.y + cell.height / 2 - 8, scale: 2, color: Sheet.ink)
      if row.name == "Settings" {
        text(
          ">", x: cell.x + cell.width - 24, y: cell.y + cell.height / 2 - 8, scale: 2,
          color: RGBA(0xC7, 0xC7, 0xCC))
      }
      let source = small.isEmpty ? "the app icon, shrunk (no small icon)" : picture.path
      text(
        BitmapFont.fitted("\(row.name) \(row.points.formatted)pt: \(source)", width: rowWidth - 20),
        x: x + 10, y: y + rowHeight + 10, scale: 1, color: Sheet.quiet)
    }
    y += height + 24 + Sheet.gap
    return y
  }

  /// Every bar icon in a tab bar and a toolbar, unselected and selected, drawn from its alpha.
  private mutating func bars(_ chrome: DeviceChrome, y top: Int) -> Int {
    let tabs = target.barIcons(.tabBarIcon)
    let tools = target.barIcons(.toolbarIcon)
    guard !tabs.isEmpty || !tools.isEmpty else { return top }
    var y = sectionTitle("Bars, \(chrome.era.title)", y: top)
    for (style, pictures, perBar, name) in [
      (chrome.tabBar, tabs, 5, "tab bar"), (chrome.toolbar, tools, 6, "toolbar"),
    ] where !pictures.isEmpty {
      for start in stride(from: 0, to: pictures.count, by: perBar) {
        let group = Array(pictures[start..<min(pictures.count, start + perBar)])
        for selected in [false, true] {
          text(
            "\(name), \(selected ? (name == "toolbar" ? "pressed" : "selected") : "normal")",
            x: Sheet.margin, y: y, scale: 1, color: Sheet.quiet)
          y += 12
          y = bar(
            style, era: chrome.era, pictures: group, slots: perBar, selected: selected,
            isTabBar: name == "tab bar",
            y: y)
          // The normal bar carries the marks; their rule ids go under it.
          y += selected ? 10 : 10 + Self.labelHeight(group)
        }
      }
    }
    return y + Sheet.gap
  }

  private mutating func bar(
    _ style: DeviceChrome.BarStyle, era: DeviceChrome.Era, pictures: [PreviewPicture], slots: Int,
    selected: Bool, isTabBar: Bool, y: Int
  ) -> Int {
    let height = Int(style.height * Sheet.pointScale)
    let width = Sheet.width - 2 * Sheet.margin
    let rect = PixelRect(x: Sheet.margin, y: y, width: width, height: height)
    gradientBox(rect, (style.backgroundTop, style.backgroundBottom), radius: 0)
    canvas?.fillPixels(x: rect.x, y: y, width: width, height: 1, color: Self.color(style.topLine))
    let pitch = width / slots
    for (index, picture) in pictures.enumerated() {
      let slotX = rect.x + index * pitch
      // The OS draws the file at its point size; a huge file is capped to the bar here.
      let points = (
        Double(picture.size.width) / Double(picture.scale),
        Double(picture.size.height) / Double(picture.scale)
      )
      let limit = Double(height - (isTabBar ? 26 : 12))
      var drawWidth = Int(points.0 * Sheet.pointScale)
      var drawHeight = Int(points.1 * Sheet.pointScale)
      if Double(max(drawWidth, drawHeight)) > limit {
        let factor = limit / Double(max(drawWidth, drawHeight))
        drawWidth = max(1, Int(Double(drawWidth) * factor))
        drawHeight = max(1, Int(Double(drawHeight) * factor))
      }
      let mask = Self.resized(picture.pixels, width: drawWidth, height: drawHeight)
      let iconX = slotX + (pitch - drawWidth) / 2
      let iconY = isTabBar ? y + 6 + (height - 26 - drawHeight) / 2 : y + (height - drawHeight) / 2
      if selected, let box = style.selectedBox {
        let boxRect = PixelRect(x: slotX + 6, y: y + 4, width: pitch - 12, height: height - 8)
        canvas?.fill(
          .roundedRect(
            center: Point(
              Double(boxRect.x) + Double(boxRect.width) / 2,
              Double(boxRect.y) + Double(boxRect.height) / 2),
            halfWidth: Double(boxRect.width) / 2, halfHeight: Double(boxRect.height) / 2, radius: 6),
          with: .solid(Self.color(box)))
      }
      if let emboss = style.emboss {
        canvas?.fill(alphaOf: mask, x: iconX, y: iconY - 2, with: .solid(Self.color(emboss)))
      }
      let top = selected ? style.selectedTop : style.normalTop
      let bottom = selected ? style.selectedBottom : style.normalBottom
      let paint = Paint.linear(
        start: Point(0, Double(iconY)), end: Point(0, Double(iconY + drawHeight)),
        from: ColorValue(Self.color(top)), to: ColorValue(Self.color(bottom)))
      canvas?.fill(alphaOf: mask, x: iconX, y: iconY, with: paint)
      if isTabBar {
        let name = BitmapFont.fitted(
          AssetPath.name(of: PreviewTarget.baseName(of: picture.path)), width: pitch - 8)
        text(
          name, x: slotX + (pitch - BitmapFont.width(of: name)) / 2, y: y + height - 16, scale: 1,
          color: Self.color(selected ? style.selectedBottom : style.normalBottom))
      }
      let drawn = PixelRect(x: iconX, y: iconY, width: drawWidth, height: drawHeight)
      record(picture, .bar(era, selected: selected), drawn)
      if !selected { mark(drawn, picture, labelGap: y + height + 3 - (iconY + drawHeight)) }
    }
    return y + height
  }

  /// Each launch image in a phone frame, under the status bar its Info.plist asks for.
  private mutating func launchImages(y top: Int) -> Int {
    let launches = target.pictures(.launchImage)
    guard !launches.isEmpty else { return top }
    let era = target.eras.last ?? .flat
    var y = sectionTitle(
      "Launch images, \(DeviceChrome.of(era).era.title), status bar \(target.statusBarStyle.rawValue)",
      y: top)
    var x = Sheet.margin
    var rowHeight = 0
    for picture in launches {
      let phone = phoneLayout(picture)
      if x + phone.width > Sheet.width - Sheet.margin && x > Sheet.margin {
        x = Sheet.margin
        y += rowHeight + Sheet.gap
        rowHeight = 0
      }
      drawPhone(picture, layout: phone, era: era, x: x, y: y)
      rowHeight = max(rowHeight, phone.height + 22)
      x += phone.width + Sheet.gap
    }
    return y + rowHeight + Sheet.gap
  }

  /// The findings as text: those on pictures are also marked on them.
  private mutating func findings(y top: Int) -> Int {
    guard !target.findings.isEmpty else { return top }
    var y = sectionTitle("Findings", y: top)
    let width = Sheet.width - 2 * Sheet.margin
    for diagnostic in target.findings.prefix(Sheet.maxFindingLines) {
      let color =
        diagnostic.severity == .error
        ? Sheet.markRed : (diagnostic.severity == .warning ? Sheet.warningOrange : Sheet.quiet)
      let head = "\(diagnostic.severity.rawValue) [\(diagnostic.rule.rawValue)] "
      let end = text(head, x: Sheet.margin, y: y, scale: 1, color: color)
      text(
        BitmapFont.fitted(
          "\(diagnostic.path): \(diagnostic.message)", width: width - (end - Sheet.margin)),
        x: end, y: y, scale: 1, color: Sheet.ink)
      y += 14
    }
    if target.findings.count > Sheet.maxFindingLines {
      text(
        "... and \(target.findings.count - Sheet.maxFindingLines) more (see `iconsmith check`)",
        x: Sheet.margin, y: y, scale: 1, color: Sheet.quiet)
      y += 14
    }
    return y + Sheet.gap
  }

  // MARK: - Marks

  /// Outlines each marked picture in red wherever it is drawn, with its findings' rule ids
  /// underneath where it is drawn largest.
  mutating func drawMarks() {
    var largest: [String: Int] = [:]
    for (rect, picture, _) in marks {
      largest[picture.path] = max(largest[picture.path] ?? 0, rect.width)
    }
    var labelled: Set<String> = []
    for (rect, picture, labelGap) in marks {
      let errors = picture.diagnostics.contains { $0.severity == .error }
      let tone = errors ? Sheet.markRed : Sheet.warningOrange
      let outline = Shape.outline(
        .roundedRect(
          center: Point(
            Double(rect.x) + Double(rect.width) / 2, Double(rect.y) + Double(rect.height) / 2),
          halfWidth: Double(rect.width) / 2 + 4, halfHeight: Double(rect.height) / 2 + 4, radius: 4),
        width: 3)
      canvas?.fill(outline, with: .solid(tone))
      guard rect.width == largest[picture.path], labelled.insert(picture.path).inserted else {
        continue
      }
      var labelY = rect.y + rect.height + labelGap
      for label in picture.ruleLabels.prefix(3) {
        let labelWidth = BitmapFont.width(of: label) + 6
        canvas?.fillPixels(x: rect.x - 4, y: labelY, width: labelWidth, height: 12, color: tone)
        text(label, x: rect.x - 1, y: labelY + 2, scale: 1, color: RGBA(255, 255, 255))
        labelY += 13
      }
    }
  }

  /// Marks `picture` where it was drawn; its rule ids go `labelGap` pixels below the rect
  /// where it is drawn largest. Every place it is drawn is outlined: a wrong-size icon on the
  /// home screen is as wrong there as in its enlargement.
  private mutating func mark(_ rect: PixelRect, _ picture: PreviewPicture, labelGap: Int = 7) {
    guard !picture.diagnostics.isEmpty, canvas != nil else { return }
    marks.append((rect, picture, labelGap))
  }

  /// The height the rule-id labels under a marked picture take.
  static func labelHeight(_ pictures: [PreviewPicture]) -> Int {
    (pictures.map { min(3, $0.ruleLabels.count) }.max() ?? 0) * 13
  }

  // MARK: - Drawing

  /// The app icon as `chrome`'s era draws it: transparency filled with black (or the iOS 18
  /// backdrop), the era's shape, the classic shadow and shine.
  private mutating func drawIcon(
    _ picture: PreviewPicture, appearance: IconAppearance?, chrome: DeviceChrome, x: Int, y: Int,
    side: Int, place spot: Placement.Place, labelGap: Int = 7
  ) {
    let drawn = PixelRect(x: x, y: y, width: side, height: side)
    defer {
      record(picture, spot, drawn)
      mark(drawn, picture, labelGap: labelGap)
    }
    guard canvas != nil else { return }
    let shape = Self.iconOutline(chrome, x: x, y: y, side: side)
    let unit = Double(side) / 57
    if let shadow = chrome.shadow {
      let offset = Self.iconOutline(chrome, x: x, y: y, side: side, dy: shadow.offsetY * unit)
      canvas!.fill(
        .soft(offset, blur: shadow.blur * unit), with: .solid(ColorValue(0, 0, 0, shadow.opacity)))
    }
    var image = Self.resized(picture.pixels, width: side, height: side)
    let backdrop: (top: String, bottom: String)
    switch appearance {
    case nil: backdrop = ("#000000", "#000000")
    case .dark: backdrop = DeviceChrome.darkIconBackdrop
    case .tinted:
      backdrop = DeviceChrome.tintedIconBackdrop
      image = Self.tinted(image)
    }
    canvas!.fill(shape, with: Self.vertical(backdrop, y: y, height: side))
    canvas!.composite(image, x: x, y: y, clip: shape)
    if let shine = chrome.shine, !target.prerendered {
      let s = Double(side)
      let ellipse = Shape.ellipse(
        center: Point(Double(x) + s / 2, Double(y) + shine.centerY * s), radiusX: shine.radiusX * s,
        radiusY: shine.radiusY * s)
      let bottom = Double(y) + (shine.centerY + shine.radiusY) * s
      canvas!.fill(
        .intersection(ellipse, shape),
        with: .linear(
          start: Point(0, Double(y)), end: Point(0, bottom),
          from: ColorValue(1, 1, 1, shine.topOpacity), to: ColorValue(1, 1, 1, shine.bottomOpacity))
      )
    }
  }

  private static func iconOutline(_ chrome: DeviceChrome, x: Int, y: Int, side: Int, dy: Double = 0)
    -> Shape
  {
    let half = Double(side) / 2
    let center = Point(Double(x) + half, Double(y) + half + dy)
    switch chrome.shape {
    case .rounded(let radius):
      return .roundedRect(
        center: center, halfWidth: half, halfHeight: half, radius: radius * Double(side))
    case .continuous:
      return .superellipse(center: center, halfWidth: half, halfHeight: half)
    }
  }

  private mutating func iconShape(_ chrome: DeviceChrome, x: Int, y: Int, side: Int, fill: Paint) {
    canvas?.fill(Self.iconOutline(chrome, x: x, y: y, side: side), with: fill)
  }

  private struct PhoneLayout {
    var width: Int
    var height: Int
    var screenWidth: Int
    var screenHeight: Int
    /// The image's top in the screen: below the status bar for the "no status bar" sizes.
    var imageTop: Int
    var imageHeight: Int
    var pixelsPerPoint: Double
    let bezel = 12
    let chin = 34
  }

  /// Full screens in points, portrait: an image 20 points shorter was made to sit below the bar.
  private static let screens: [(Int, Int)] = [
    (320, 480), (320, 568), (375, 667), (414, 736), (375, 812), (414, 896), (768, 1024),
  ]

  private func phoneLayout(_ picture: PreviewPicture) -> PhoneLayout {
    let pointsWide = Double(picture.size.width) / Double(picture.scale)
    let pointsHigh = Double(picture.size.height) / Double(picture.scale)
    let belowBar = Self.screens.contains { screen in
      (Double(screen.0) == pointsWide && Double(screen.1) == pointsHigh + 20)
        || (Double(screen.1) == pointsWide && Double(screen.0) == pointsHigh + 20)
    }
    let screenPoints = (pointsWide, pointsHigh + (belowBar ? 20 : 0))
    let perPoint = Double(Sheet.launchScreenSide) / max(screenPoints.0, screenPoints.1)
    let screenWidth = Int(screenPoints.0 * perPoint)
    let screenHeight = Int(screenPoints.1 * perPoint)
    let barHeight = Int(20 * perPoint)
    var layout = PhoneLayout(
      width: 0, height: 0, screenWidth: screenWidth, screenHeight: screenHeight,
      imageTop: belowBar ? barHeight : 0, imageHeight: screenHeight - (belowBar ? barHeight : 0),
      pixelsPerPoint: perPoint)
    layout.width = screenWidth + 2 * layout.bezel
    layout.height = screenHeight + layout.bezel + layout.chin
    return layout
  }

  private mutating func drawPhone(
    _ picture: PreviewPicture, layout: PhoneLayout, era: DeviceChrome.Era, x: Int, y: Int
  ) {
    let screen = PixelRect(
      x: x + layout.bezel, y: y + layout.bezel + 10, width: layout.screenWidth,
      height: layout.screenHeight)
    canvas?.fill(
      .roundedRect(
        center: Point(Double(x) + Double(layout.width) / 2, Double(y) + Double(layout.height) / 2),
        halfWidth: Double(layout.width) / 2, halfHeight: Double(layout.height) / 2, radius: 22),
      with: .solid(RGBA(0x1C, 0x1C, 0x1E)))
    canvas?.fillPixels(
      x: screen.x, y: screen.y, width: screen.width, height: screen.height, color: RGBA(0, 0, 0))
    let image = Self.resized(picture.pixels, width: layout.screenWidth, height: layout.imageHeight)
    canvas?.composite(image, x: screen.x, y: screen.y + layout.imageTop)
    // The status bar, drawn over the image as the OS does.
    let look = target.statusBarStyle.look(in: era)
    let barHeight = Int(20 * layout.pixelsPerPoint)
    if let fill = look.fill {
      gradientBox(
        PixelRect(x: screen.x, y: screen.y, width: screen.width, height: barHeight), fill, radius: 0
      )
    }
    let ink = Self.color(look.text)
    let clock = era == .classic ? "9:41 AM" : "9:41"
    let textY = screen.y + (barHeight - 7) / 2
    text(
      clock, x: screen.x + (screen.width - BitmapFont.width(of: clock)) / 2, y: textY, scale: 1,
      color: ink)
    text("iPhone", x: screen.x + 4, y: textY, scale: 1, color: ink)
    canvas?.fillPixels(x: screen.x + screen.width - 20, y: textY, width: 14, height: 7, color: ink)
    canvas?.fillPixels(
      x: screen.x + screen.width - 6, y: textY + 2, width: 2, height: 3, color: ink)
    // The home button.
    canvas?.fill(
      .outline(
        .circle(
          center: Point(
            Double(x) + Double(layout.width) / 2,
            Double(screen.y + screen.height) + Double(layout.chin) / 2 - 2), radius: 9), width: 2),
      with: .solid(RGBA(0x48, 0x48, 0x4A)))
    let caption = "\(AssetPath.name(of: picture.path)) \(picture.size)"
    text(
      BitmapFont.fitted(caption, width: layout.width + Sheet.gap), x: x, y: y + layout.height + 8,
      scale: 1, color: Sheet.quiet)
    let drawn = PixelRect(
      x: screen.x, y: screen.y + layout.imageTop, width: screen.width, height: layout.imageHeight)
    record(picture, .launch, drawn)
    mark(drawn, picture)
  }

  private mutating func record(
    _ picture: PreviewPicture, _ spot: Placement.Place, _ rect: PixelRect
  ) {
    guard canvas != nil else { return }
    placements.append(Placement(path: picture.path, place: spot, rect: rect))
  }

  // MARK: - Helpers

  private func closest(_ pictures: [PreviewPicture], toSide side: Int, points: Double)
    -> PreviewPicture
  {
    // The OS shows the file of the slot of that point size, even one a few pixels off (a
    // 118-pixel 60@2x icon is drawn, blurred, and must be seen here); among those, or when no
    // file says where it goes, the one nearest the drawn size, the larger of two as near.
    let slotted = pictures.filter { $0.points.contains(points) }
    return (slotted.isEmpty ? pictures : slotted).min {
      (abs($0.size.width - side), -$0.size.width, $0.path)
        < (abs($1.size.width - side), -$1.size.width, $1.path)
    }!
  }

  private static func resized(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
    guard width > 0 && height > 0 else { return RGBAImage(width: 0, height: 0) }
    if image.width == width && image.height == height { return image }
    return Resampler.resample(LinearImage(image), width: width, height: height).srgbImage()
  }

  /// iOS 18's tinted appearance: the icon's luminance carried by the tint colour.
  private static func tinted(_ image: RGBAImage) -> RGBAImage {
    let tint = Self.color(DeviceChrome.tintedIconColor)
    var out = image
    for index in 0..<image.pixelCount {
      let offset = index * 4
      let luma =
        (2126 * Int(image.pixels[offset]) + 7152 * Int(image.pixels[offset + 1]) + 722
          * Int(image.pixels[offset + 2])) / 10000
      out.pixels[offset] = UInt8(Int(tint.red) * luma / 255)
      out.pixels[offset + 1] = UInt8(Int(tint.green) * luma / 255)
      out.pixels[offset + 2] = UInt8(Int(tint.blue) * luma / 255)
    }
    return out
  }

  private mutating func gradientBox(
    _ rect: PixelRect, _ colors: (top: String, bottom: String), radius: Double
  ) {
    canvas?.fill(
      .roundedRect(
        center: Point(
          Double(rect.x) + Double(rect.width) / 2, Double(rect.y) + Double(rect.height) / 2),
        halfWidth: Double(rect.width) / 2, halfHeight: Double(rect.height) / 2, radius: radius),
      with: Self.vertical(colors, y: rect.y, height: rect.height))
  }

  private static func vertical(_ colors: (top: String, bottom: String), y: Int, height: Int)
    -> Paint
  {
    .linear(
      start: Point(0, Double(y)), end: Point(0, Double(y + max(1, height))),
      from: ColorValue(Self.color(colors.top)), to: ColorValue(Self.color(colors.bottom)))
  }

  private static func color(_ hex: String) -> RGBA { RGBA(hex: hex) ?? RGBA(255, 0, 255) }

  @discardableResult
  private mutating func text(_ words: String, x: Int, y: Int, scale: Int, color: RGBA) -> Int {
    guard canvas != nil else { return x + BitmapFont.width(of: words, scale: scale) + scale }
    return BitmapFont.draw(words, into: &canvas!, x: x, y: y, scale: scale, color: color)
  }
}

extension Double {
  /// "29" or "83.5".
  fileprivate var formatted: String {
    self == rounded() ? String(Int(self)) : String(self)
  }
}
