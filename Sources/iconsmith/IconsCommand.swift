import ArgumentParser
import AssetGenerators
import HIG
import IconsmithIO
import Raster

/// `iconsmith icons`: every app icon of the chosen profiles from one master.
struct IconsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "icons",
    abstract: "Generate the app icons of the chosen profiles from one master artwork.",
    discussion: """
      Each icon is resampled from the master (Lanczos-3 in linear light, premultiplied \
      alpha), flattened onto the background colour, and written as opaque 8-bit RGB \
      with the HIG's names: Icon.png, Icon@2x.png, Icon-Small.png, iTunesArtwork, ... \
      The master must be square and at least as large as the largest icon.

      With --profile modern, --dark and --tinted add the iOS 18 appearances to the \
      single-size app-icon set (AppIcon.appiconset unless --appiconset names it): \
      Icon-1024-Dark.png keeps its master's transparency (8-bit RGBA), Icon-1024-Tinted.png \
      is its master's luminance in gray (8-bit gray, with alpha when the master has \
      transparency). Their masters must be square and 1024 px or more.

      Exit codes: 0 written (or up to date with --check); 1 refused, failed, or stale with --check; 64 usage.
      """)

  @Argument(
    help:
      "The master artwork: a square PNG as large as the largest icon it makes (1024 px serves every profile)."
  )
  var master: String

  @OptionGroup var outputOptions: GeneratorOutputOptions

  @Option(help: "The colour transparency is flattened onto, #RRGGBB.")
  var background: HexColor = HexColor(argument: "#FFFFFF")!

  @Option(help: "Write the app icons into NAME.appiconset/ with a Contents.json Xcode accepts.")
  var appiconset: String?

  @Option(
    help: """
      With --profile modern: the iOS 18 dark icon's master, resampled with its transparency \
      kept, added to the app-icon set (AppIcon unless --appiconset names it).
      """)
  var dark: String?

  @Option(
    help: """
      With --profile modern: the iOS 18 tinted icon's master, written as gray (its luminance), \
      added to the app-icon set (AppIcon unless --appiconset names it).
      """)
  var tinted: String?

  /// The appearance masters given, in the order they are read.
  var appearancePaths: [(IconAppearance, String)] {
    [(.dark, dark), (.tinted, tinted)].compactMap { appearance, path in
      path.map { (appearance, $0) }
    }
  }

  func validate() throws {
    let given = appearancePaths.map { "--\($0.0.rawValue)" }
    if !given.isEmpty, let profiles = outputOptions.givenProfiles, !profiles.contains(.modern) {
      let verb = given.count == 1 ? "needs" : "need"
      throw ValidationError(
        "\(given.joined(separator: " and ")) \(verb) the modern profile (iOS 18 appearances of its single-size icon): add modern to --profile"
      )
    }
  }

  func run() throws {
    let appearancePaths = self.appearancePaths
    let sources = try readSources(
      [master] + appearancePaths.map(\.1), options: outputOptions)
    // Appearances are entries of an app-icon set, so asking for one implies a set, named as
    // Xcode names the app icon unless the user chose a name.
    var set = appiconset
    if set == nil && !appearancePaths.isEmpty {
      set = "AppIcon"
      Terminal.error(
        "note: dark and tinted icons live in an app-icon set: writing AppIcon.appiconset")
    }
    // iOS 18's appearances exist only in the modern profile's set.
    let profiles =
      appearancePaths.isEmpty
      ? try outputOptions.chosenProfiles() : outputOptions.givenProfiles ?? [.modern]
    let generator = IconSetGenerator(
      profiles: profiles, background: background.color, appIconSet: set,
      allowUpscale: outputOptions.allowUpscale)
    let result = try generating {
      let light = try sources[0].decode()
      let appearances = try zip(appearancePaths, sources.dropFirst()).map { pair, source in
        AppearanceMaster(
          pair.0, image: try source.decode(), name: source.path.lastComponent.description)
      }
      return try generator.generate(
        master: light, name: sources[0].path.lastComponent.description, appearances: appearances)
    }
    try GeneratorWriter(options: outputOptions, sources: sources.map(\.path)).finish(result)
  }
}

/// `iconsmith masks`: white-with-alpha bar-icon masks from any glyph.
struct MasksCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "masks",
    abstract: "Generate tab-bar or toolbar icon masks from glyphs.",
    discussion: """
      The mask's alpha comes from the source's alpha, or from its brightness when it is \
      opaque (a dark glyph on light paper, or the reverse, told by the border). The glyph is \
      trimmed, fitted and centred with padding, painted pure white, and written as \
      gray+alpha NAME.png, NAME@2x.png for retina, ios7 and modern, and NAME@3x.png for \
      ios7 and modern.

      With more than one bar (--bar tab --bar toolbar, or --bar tab,toolbar) each glyph is \
      read and traced once, and each bar's masks go into a folder of its own, DIR/tab/ and \
      DIR/toolbar/, since their names are the same; check knows those folders' masks by \
      the folder names.

      Exit codes: 0 written (or up to date with --check); 1 refused, failed, or stale with --check; 64 usage.
      """)

  /// One `--bar` value: a bar, or several separated by commas.
  struct BarList: ExpressibleByArgument {
    let bars: [MaskGenerator.Bar]

    init?(argument: String) {
      let bars = argument.split(separator: ",", omittingEmptySubsequences: false).map {
        MaskGenerator.Bar(rawValue: String($0).trimmingSpaces.lowercased())
      }
      guard !bars.isEmpty, !bars.contains(nil) else { return nil }
      self.bars = bars.compactMap { $0 }
    }

    static var allValueStrings: [String] { MaskGenerator.Bar.allCases.map(\.rawValue) }
  }

  @Argument(help: "Glyph images (PNG); each gives NAME.png (and NAME@2x.png, ...) named after it.")
  var sources: [String]

  @OptionGroup var outputOptions: GeneratorOutputOptions

  @Option(
    help: """
      The bar: tab (30/60 px; 25/50/75 from ios7) or toolbar (20/40; 22/44/66). \
      Give both (repeated, or tab,toolbar) for a folder of each from one read of the glyphs.
      """)
  var bar: [BarList]

  @Option(name: .customLong("from"), help: "Where alpha comes from: auto, alpha or luminance.")
  var from: MaskSource = .auto

  @Flag(help: "Swap glyph and background.")
  var invert = false

  @Option(help: "Free margin around the glyph, in 1x pixels.")
  var padding = 1

  @Option(help: "Coverage at or below this (0-255) is dropped: paper grain, noise.")
  var threshold = 0

  @Flag(help: "Write NAME.imageset/ folders with template rendering, for an asset catalog.")
  var imageset = false

  func validate() throws {
    guard !bar.isEmpty else { throw ValidationError("give the bar: --bar tab or --bar toolbar") }
    guard (0...254).contains(threshold) else {
      throw ValidationError("--threshold must be 0 to 254")
    }
    guard padding >= 0 else { throw ValidationError("--padding must not be negative") }
    var stems: [String: String] = [:]
    for source in sources {
      let stem = MaskGenerator.outputName(forSource: source)
      if let other = stems.updateValue(source, forKey: stem.lowercased()) {
        throw ValidationError(
          "\(other) and \(source) would both write \(stem).png; rename one, or run them into separate folders"
        )
      }
    }
  }

  func run() throws {
    let profiles = try outputOptions.chosenProfiles()
    let generator = MaskGenerator(
      bars: bar.flatMap(\.bars), profiles: profiles, source: from,
      invert: invert, padding: padding, threshold: threshold,
      allowUpscale: outputOptions.allowUpscale, imageSet: imageset)!
    let sourceFiles = try readSources(sources, options: outputOptions)
    // A run over a folder of glyphs takes seconds: say how far it is, on a terminal only.
    let progress = ProgressLine(
      enabled: Terminal.stderrIsTerminal, minimum: 50, label: "tracing glyphs")
    let result = try generating {
      // Cleared before an error is printed, so the message starts its own line.
      defer { progress.finish() }
      return try generator.generate(
        files: sourceFiles.map { ($0.path.description, $0.bytes) },
        limits: outputOptions.limitOptions.limits,
        progress: { progress.update(done: $0, total: $1) })
    }
    try GeneratorWriter(options: outputOptions, sources: sourceFiles.map(\.path)).finish(result)
  }
}

extension MaskSource: ExpressibleByArgument {}

/// `iconsmith launch`: Default.png and its variants.
struct LaunchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "launch",
    abstract:
      "Generate launch images (Default.png and its variants) from a screenshot, a colour or a gradient.",
    discussion: """
      Writes Default.png (320x480) and the variants of the chosen profiles \
      (Default@2x.png 640x960, Default-568h@2x.png 640x1136, iPad portrait and landscape), \
      opaque. Before iOS 7 the status bar was opaque and drawn over the image's top 20 \
      points: those images get that area painted (gray unless --status-bar says otherwise); \
      from iOS 7 (ios7) the bar is see-through and nothing is painted unless asked for.

      A screenshot is scaled when it has the screen's shape, put below the status bar when it \
      is the screen less the bar (320x460), and otherwise fitted whole with a warning; \
      --fit cover crops it to fill instead.

      Exit codes: 0 written (or up to date with --check); 1 refused, failed, or stale with --check; 64 usage.
      """)

  @OptionGroup var outputOptions: GeneratorOutputOptions

  @Option(help: "A screenshot to scale (and crop or pad) to each size.")
  var screenshot: String?

  @Option(help: "A plain colour, #RRGGBB.")
  var color: HexColor?

  @Option(help: "A vertical gradient, '#top,#bottom'.")
  var gradient: String?

  @Option(
    help: ArgumentHelp(
      "The status bar painted over the top: era, gray, black, translucent (black at 50%) or none.",
      discussion: "era: gray on the images of iPhone OS 3 to iOS 6, none from iOS 7."))
  var statusBar: LaunchImageGenerator.StatusBar = .era

  @Option(
    help: """
      How a screenshot fills the image: device (scaled as the screen shows it, nothing cut), \
      cover (scaled to fill, cropped) or contain (scaled to fit, padded).
      """)
  var fit: LaunchImageGenerator.Fit = .device

  @Option(help: "The colour around a contained screenshot, #RRGGBB.")
  var background: HexColor = HexColor(argument: "#000000")!

  func validate() throws {
    let given = [screenshot != nil, color != nil, gradient != nil].filter { $0 }.count
    guard given == 1 else {
      throw ValidationError("give exactly one of --screenshot, --color, --gradient")
    }
    if let gradient, gradientColors(gradient) == nil {
      throw ValidationError("--gradient must be two opaque colours, '#RRGGBB,#RRGGBB'")
    }
  }

  func gradientColors(_ text: String) -> (RGBA, RGBA)? {
    let parts = text.split(separator: ",").map { RGBA(hex: String($0).trimmingSpaces) }
    guard parts.count == 2, let top = parts[0], let bottom = parts[1], top.alpha == 255,
      bottom.alpha == 255
    else { return nil }
    return (top, bottom)
  }

  func run() throws {
    let sources = try readSources(screenshot.map { [$0] } ?? [], options: outputOptions)
    let content: LaunchImageGenerator.Content
    if let source = sources.first {
      let image = try generating { try source.decode() }
      content = .screenshot(image, name: source.path.lastComponent.description)
    } else if let color {
      content = .color(color.color)
    } else {
      let (top, bottom) = gradientColors(gradient!)!
      content = .gradient(top: top, bottom: bottom)
    }
    let profiles = try outputOptions.chosenProfiles()
    let generator = LaunchImageGenerator(
      content: content, statusBar: statusBar, profiles: profiles, fit: fit,
      background: background.color, allowUpscale: outputOptions.allowUpscale)
    let result = try generating { try generator.generate() }
    try GeneratorWriter(options: outputOptions, sources: sources.map(\.path)).finish(result)
  }
}

extension LaunchImageGenerator.StatusBar: ExpressibleByArgument {}
extension LaunchImageGenerator.Fit: ExpressibleByArgument {}

extension String {
  fileprivate var trimmingSpaces: String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
