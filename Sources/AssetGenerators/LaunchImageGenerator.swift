import HIG
import PNGCodec
import Raster
import Utilities

/// Launch images (`Default.png` and its variants) from a screenshot, a colour or a gradient.
///
/// Invariant: every image is opaque 8-bit RGB at its profile's exact size. The
/// 20-point status-bar area is painted in the chosen style, by default only on
/// images of the eras whose status bar was opaque (before iOS 7; from iOS 7 the
/// bar is drawn over the app, and a bar baked into the image would show through).
/// A screenshot's content is never cut by default: it is scaled when its shape
/// is the screen's, put under the bar when it is the screen less the bar, and
/// fitted whole otherwise. Colours it
/// computes (gradients, the bar) are kept exact and rounded once, by
/// ``OrderedDither``: the same request gives the same bytes on every machine.
public struct LaunchImageGenerator: Sendable {
  /// What fills the image.
  public enum Content: Sendable {
    case color(RGBA)
    /// Top to bottom, mixed in sRGB values as a design tool draws it (so the
    /// middle row is the average of the two colours' bytes, not a mix in
    /// linear light), kept exact and ordered-dithered to 8 bits: no bands,
    /// the first and last rows exactly `top` and `bottom`.
    case gradient(top: RGBA, bottom: RGBA)
    case screenshot(RGBAImage, name: String)
  }

  /// How a screenshot meets a size of another shape.
  public enum Fit: String, Sendable, CaseIterable {
    /// As the device shows it: scaled when the shapes agree; a screenshot without the status
    /// bar (320 x 460) scaled into the area below it; any other shape fitted whole, with a
    /// warning, since only a screenshot of that screen fills it without losing anything.
    case device
    /// Scaled to fill, the overflow cropped evenly.
    case cover
    /// Scaled to fit inside, centred on the background colour.
    case contain
  }

  /// The status bars of iPhone OS 3 (`UIStatusBarStyle...`), or the era's.
  public enum StatusBar: String, Sendable, CaseIterable {
    /// `gray` on the images of the eras whose bar was opaque (before iOS 7), `none` from
    /// iOS 7, whose bar is drawn over the app: a bar baked into the image would show through.
    case era
    /// `UIStatusBarStyleDefault`: a light gray gradient.
    case gray
    /// `UIStatusBarStyleBlackOpaque`.
    case black
    /// `UIStatusBarStyleBlackTranslucent`: black at alpha 0.5 over the image.
    case translucent
    case none
  }

  /// One launch image of a profile: its name, size and scale.
  public struct Output: Sendable, Equatable {
    public let name: String
    public let size: PixelSize
    public let scale: Int
    /// The profile whose row of the HIG table it is.
    public let profile: Profile

    /// Whether the system draws an opaque status bar over the image's top (before iOS 7).
    public var hasOpaqueStatusBar: Bool { profile.predatesIOS7 }
  }

  public var content: Content
  /// The style painted over the top 20 points.
  public var statusBar: StatusBar
  public var profiles: [Profile]
  public var fit: Fit
  /// Behind a contained screenshot, and under translucent pixels of one.
  public var background: RGBA
  public var allowUpscale: Bool

  public init(
    content: Content, statusBar: StatusBar = .era, profiles: [Profile] = [.iphoneos3],
    fit: Fit = .device, background: RGBA = .black, allowUpscale: Bool = false
  ) {
    self.content = content
    self.statusBar = statusBar
    self.profiles = profiles
    self.fit = fit
    self.background = background
    self.allowUpscale = allowUpscale
  }

  /// The launch images of the chosen profiles. iPad images are full-screen
  /// (768 x 1024, 1024 x 768), their status bar painted like the iPhone's.
  public var outputs: [Output] {
    let selected = Set(profiles)
    var outputs: [Output] = []
    for row in HIG.files where row.role == .launchImage && row.applies(to: selected) {
      guard let size = row.sizes.max(by: { $0.width * $0.height < $1.width * $1.height }) else {
        continue
      }
      outputs.append(Output(name: row.name, size: size, scale: row.scale, profile: row.profile))
    }
    return outputs
  }

  public func generate() throws(GeneratorError) -> GeneratorResult {
    let outputs = self.outputs
    guard !outputs.isEmpty else {
      let named = profiles.map(\.rawValue).joined(separator: ", ")
      let withImages = Profile.allCases.filter { profile in
        HIG.files.contains { $0.role == .launchImage && $0.applies(to: [profile]) }
      }.map(\.rawValue).joined(separator: ", ")
      throw .invalidRequest(
        "\(named) \(profiles.count == 1 ? "has" : "have") no launch images: from iOS 8 an app launches from a storyboard (UILaunchStoryboardName), from iOS 14 also from a UILaunchScreen dictionary in its Info.plist, and the App Store requires one of them; launch images are for \(withImages)"
      )
    }
    var result = GeneratorResult(files: [])
    var linearSource: LinearImage? = nil
    if case .screenshot(let image, let name) = content {
      // Flattened first, as for icons: a launch image shows what the screenshot showed on the
      // background, and an opaque image has no premultiplication to get wrong at its edges.
      linearSource = LinearImage(image, flattenedOnto: background)
      for output in outputs {
        let place = placement(of: image, on: output)
        let factor = Double(place.width) / Double(image.width)
        if place.reshaped {
          result.warnings.append(
            "\(output.name) is \(output.size) px and \(name) (\(image.width)x\(image.height)) is not that screen's shape: it is fitted whole, on the background colour; give a screenshot of that screen, or --fit cover to crop it"
          )
        }
        if factor > 1 {
          guard allowUpscale else {
            throw .sourceTooSmall(
              name: name, width: image.width, height: image.height,
              needed: Int((Double(max(image.width, image.height)) * factor).rounded(.up)),
              output: "\(output.name) (\(output.size) px)")
          }
          result.warnings.append(
            "\(output.name) enlarges \(name) \(String(oneDecimal: factor))x: it will look soft")
        }
      }
    }
    let source = linearSource
    let images = Parallel.map(outputs) { output in
      self.render(output, linearSource: source)
    }
    for (output, image) in zip(outputs, images) {
      do {
        let bytes = try PNGEncoder(format: .rgb8).encode(image)
        result.files.append(
          GeneratedFile(path: output.name, bytes: bytes, summary: "\(output.size) RGB"))
      } catch {
        throw .encoding(error)
      }
    }
    return result
  }

  /// Where a screenshot lands on an output: its scaled size and its top-left corner.
  struct Placement: Equatable {
    let x: Int
    let y: Int
    let width: Int
    let height: Int
    /// The screenshot is not the screen's shape (``Fit/device`` only): fitted whole.
    var reshaped = false
  }

  /// How `screenshot` is scaled and placed on `output`, as ``fit`` says.
  func placement(of screenshot: RGBAImage, on output: Output) -> Placement {
    let width = output.size.width
    let height = output.size.height
    func scaled(_ factor: Double) -> (Int, Int) {
      (
        max(1, Int((Double(screenshot.width) * factor).rounded())),
        max(1, Int((Double(screenshot.height) * factor).rounded()))
      )
    }
    func centred(_ factor: Double, reshaped: Bool = false) -> Placement {
      let (w, h) = scaled(factor)
      return Placement(
        x: (width - w) / 2, y: (height - h) / 2, width: w, height: h, reshaped: reshaped)
    }
    let x = Double(width) / Double(screenshot.width)
    let y = Double(height) / Double(screenshot.height)
    switch fit {
    case .cover:
      return centred(max(x, y))
    case .contain:
      return centred(min(x, y))
    case .device:
      // Shapes agree within 1%: the 4-inch and the 4.7-inch screens (0.2% apart) are one
      // shape; a screen and the same screen less its status bar (4% on the 3.5-inch) are not.
      func sameShape(_ w: Int, _ h: Int) -> Bool {
        abs(screenshot.width * h - screenshot.height * w) * 100 <= screenshot.width * h
      }
      if sameShape(width, height) {
        return Placement(x: 0, y: 0, width: width, height: height)
      }
      let bar = 20 * output.scale
      if height > bar && sameShape(width, height - bar) {
        // A screenshot taken without the status bar (the 320 x 460 size of iPhone OS): its
        // content starts below the bar, where the device draws it.
        return Placement(x: 0, y: bar, width: width, height: height - bar)
      }
      return centred(min(x, y), reshaped: true)
    }
  }

  /// The style painted over `output`'s top: the chosen one, or the era's.
  func statusBar(for output: Output) -> StatusBar {
    guard statusBar == .era else { return statusBar }
    return output.hasOpaqueStatusBar ? .gray : .none
  }

  private func render(_ output: Output, linearSource: LinearImage?) -> RGBAImage {
    let width = output.size.width
    let height = output.size.height
    let style = statusBar(for: output)
    let barHeight = style == .none ? 0 : min(height, 20 * output.scale)
    var image: RGBAImage
    switch content {
    case .color, .gradient:
      // Each row is one exact colour, the bar painted over it before anything is
      // rounded, then quantised once, by the dither.
      image = RGBAImage(width: width, height: height)
      for y in 0..<height {
        var shade = contentShade(row: y, height: height)
        if y < barHeight {
          shade = barShade(row: y, barHeight: barHeight, style: style, over: shade)
        }
        image.fillRow(y, ditheredRed: shade.red, green: shade.green, blue: shade.blue)
      }
    case .screenshot(let screenshot, _):
      let place = placement(of: screenshot, on: output)
      let scaled = Resampler.resample(linearSource!, width: place.width, height: place.height)
      // A covering image overflows and is clipped; a contained one leaves a margin of background.
      let framed = scaled.placed(onCanvasWidth: width, height: height, x: place.x, y: place.y)
      image = framed.srgbImage(flattenedOnto: background)
      for y in 0..<barHeight {
        for x in 0..<width {
          let shade = barShade(
            row: y, barHeight: barHeight, style: style, over: Shade(image[x, y]))
          image[x, y] = RGBA(
            OrderedDither.quantise(shade.red, x: x, y: y),
            OrderedDither.quantise(shade.green, x: x, y: y),
            OrderedDither.quantise(shade.blue, x: x, y: y))
        }
      }
    }
    return image
  }

  /// The exact colour of row `y` of a plain colour or gradient.
  private func contentShade(row y: Int, height: Int) -> Shade {
    switch content {
    case .color(let color):
      return Shade(color)
    case .gradient(let top, let bottom):
      let t = height > 1 ? Double(y) / Double(height - 1) : 0
      return Shade(top).mixed(with: Shade(bottom), t)
    case .screenshot:
      preconditionFailure("a screenshot has no row colour")
    }
  }

  /// Row `y` of the top 20 points in `style`, over `under`.
  private func barShade(row y: Int, barHeight: Int, style: StatusBar, over under: Shade) -> Shade {
    switch style {
    case .none, .era:
      return under
    case .black:
      return Shade(.black)
    case .translucent:
      return under.mixed(with: Shade(.black), 0.5)
    case .gray:
      // A light gradient with a darker last line, as iPhone OS 3 drew it.
      if y == barHeight - 1 { return Shade(RGBA(0x8A, 0x8A, 0x8A)) }
      let t = barHeight > 1 ? Double(y) / Double(barHeight - 1) : 0
      return Shade(RGBA(0xE8, 0xE8, 0xE8)).mixed(with: Shade(RGBA(0xB2, 0xB2, 0xB2)), t)
    }
  }
}

/// An opaque colour before quantisation: sRGB channel values in 8-bit units
/// (0...255), exact, so a whole byte value stays whole (no /255 round trip).
private struct Shade {
  var red: Double
  var green: Double
  var blue: Double

  init(red: Double, green: Double, blue: Double) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  init(_ color: RGBA) {
    self.init(red: Double(color.red), green: Double(color.green), blue: Double(color.blue))
  }

  /// `self` to `other` at `t`, channel by channel in sRGB values. At t = 0 and
  /// t = 1 the result is exactly one end, and between them it never leaves
  /// the two ends' range, which the dither then keeps.
  func mixed(with other: Shade, _ t: Double) -> Shade {
    func channel(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
    return Shade(
      red: channel(red, other.red), green: channel(green, other.green),
      blue: channel(blue, other.blue))
  }
}
