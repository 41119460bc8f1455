import HIG
import PNGCodec
import Raster
import Utilities

/// Bar-icon masks from any glyph: white with alpha, trimmed, fitted and centred.
///
/// Invariant: every pixel written is pure white (255, 255, 255) with the
/// glyph's coverage as alpha, anti-aliasing kept; each size is resampled from
/// the source (Lanczos-3); outputs are gray+alpha PNGs named `NAME.png`,
/// `NAME@2x.png` (retina, ios7 and modern) and `NAME@3x.png` (ios7 and modern), the
/// scales of the chosen profiles only. With several bars, each bar's
/// masks go into a folder named after it (`tab/`, `toolbar/`), since their
/// names are the same; `check` reads those folder names as the bar's role.
public struct MaskGenerator: Sendable {
  public enum Bar: String, Sendable, CaseIterable {
    case tab
    case toolbar

    var role: AssetRole { self == .tab ? .tabBarIcon : .toolbarIcon }
  }

  /// The bars to make masks for, each once, in the order given; never empty.
  public let bars: [Bar]
  public var profiles: [Profile]
  public var source: MaskSource
  public var invert: Bool
  /// Margin kept free around the glyph, in 1x pixels (doubled at @2x).
  public var padding: Int
  /// Coverage at or below this (0...255) is dropped: paper grain, JPEG noise.
  public var threshold: Int
  public var allowUpscale: Bool
  /// Also write `NAME.imageset/` with template rendering, for an asset catalog.
  public var imageSet: Bool

  public init(
    bar: Bar, profiles: [Profile] = [.iphoneos3], source: MaskSource = .auto, invert: Bool = false,
    padding: Int = 1, threshold: Int = 0, allowUpscale: Bool = false, imageSet: Bool = false
  ) {
    self.init(
      bars: [bar], profiles: profiles, source: source, invert: invert, padding: padding,
      threshold: threshold, allowUpscale: allowUpscale, imageSet: imageSet)!
  }

  /// Nil when `bars` is empty; a bar given twice counts once.
  public init?(
    bars: [Bar], profiles: [Profile] = [.iphoneos3], source: MaskSource = .auto,
    invert: Bool = false, padding: Int = 1, threshold: Int = 0, allowUpscale: Bool = false,
    imageSet: Bool = false
  ) {
    var unique: [Bar] = []
    for bar in bars where !unique.contains(bar) { unique.append(bar) }
    guard !unique.isEmpty else { return nil }
    self.bars = unique
    self.profiles = profiles
    self.source = source
    self.invert = invert
    self.padding = padding
    self.threshold = threshold
    self.allowUpscale = allowUpscale
    self.imageSet = imageSet
  }

  /// The side of `bar`'s mask at each scale, from the HIG table: 20/40 (toolbar)
  /// and 30/60 (tab) for the original profiles, 22/44/66 and 25/50/75 from ios7.
  public func sides(for bar: Bar) throws(GeneratorError) -> [(scale: Int, side: Int)] {
    let legacy = profiles.contains(where: \.barIconsArePureWhite)
    let template = profiles.contains(.ios7) || profiles.contains(.modern)
    if legacy && template {
      throw .invalidRequest(
        "the profiles \(profiles.map(\.rawValue).joined(separator: ", ")) want different \(bar.role.rawValue) sizes; generate masks for the old and the new profiles into separate folders"
      )
    }
    // The original profiles split the scales: 1x is iphoneos3's (and the first iPad's), @2x
    // is retina's only. An @2x mask without retina would make check read the folder as
    // retina and ask for retina app icons that the same profile's icons do not include.
    let sources: [Profile] =
      template
      ? [profiles.contains(.ios7) ? .ios7 : .modern]
      : profiles.contains(.retina) ? [.iphoneos3, .retina] : [.iphoneos3]
    return HIG.barIconSides.filter { sources.contains($0.profile) && $0.role == bar.role }
      .map { ($0.scale, $0.side) }
  }

  /// The folder `bar`'s files go into, relative to the output: none for a single bar.
  public func folder(for bar: Bar) -> String { bars.count > 1 ? "\(bar.rawValue)/" : "" }

  /// A glyph ready to be fitted: its coverage, trimmed to the content, as
  /// white. Prepared once and fitted to every size of every bar.
  private struct PreparedGlyph: Sendable {
    let name: String
    let glyph: CoverageMap
    let usedLuminance: Bool
  }

  /// The glyph of `image` under this generator's source, invert and threshold
  /// settings; refuses an empty or a full mask with the reason.
  private func prepare(source image: RGBAImage, name sourceName: String) throws(GeneratorError)
    -> PreparedGlyph
  {
    let (coverage, usedLuminance) = image.coverage(
      from: source, invert: invert, threshold: Float(threshold) / 255)
    guard let bounds = coverage.contentBounds() else {
      throw .emptyMask(
        name: sourceName,
        reason: usedLuminance
          ? "its brightness does not vary from the background (is it blank? try --from alpha)"
          : "every pixel is fully transparent (try --from luminance, or --invert)")
    }
    if coverage.values.allSatisfy({ $0 >= 1 }) {
      throw .fullMask(
        name: sourceName,
        reason: usedLuminance
          ? "every pixel reads as ink (try --invert)"
          : "every pixel is opaque (a glyph needs a transparent background: try --from luminance)")
    }
    let trimmed = coverage.cropped(
      x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height)
    return PreparedGlyph(name: sourceName, glyph: trimmed, usedLuminance: usedLuminance)
  }

  /// The masks of one source glyph, for every bar: the glyph is traced and
  /// trimmed once, then fitted to each size.
  public func generate(source image: RGBAImage, name sourceName: String, outputName: String)
    throws(GeneratorError) -> GeneratorResult
  {
    // Refuse a bad request before the work of tracing the glyph.
    let sides = try bars.map { bar throws(GeneratorError) in (bar, try self.sides(for: bar)) }
    let prepared = try prepare(source: image, name: sourceName)
    var result = GeneratorResult(files: [])
    if prepared.usedLuminance {
      result.notes.append("\(sourceName) has no transparency: its mask comes from its brightness")
    }
    for (bar, barSides) in sides {
      result.append(try fit(prepared, bar: bar, sides: barSides, outputName: outputName))
    }
    return result
  }

  /// The output name of a glyph file: its name without the folder and `.png`.
  public static func outputName(forSource path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.lowercased().hasSuffix(".png") ? String(name.dropLast(4)) : name
  }

  /// A whole run: the masks of every glyph file, each decoded, traced and
  /// fitted on all cores, after the files the run writes once
  /// (``groupFiles()``). The first failure, in the order given, is thrown. `progress` is
  /// called with (glyph files done, files in all), from any thread.
  public func generate(
    files: [(path: String, bytes: [UInt8])], limits: DecodeLimits = .default,
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) throws(GeneratorError) -> GeneratorResult {
    let counter = ProgressCounter(total: files.count, report: progress)
    // Largest files first, so that no large glyph is left to run alone on one core at the
    // end; the results are put back in the order given.
    let order = files.indices.sorted { (files[$0].bytes.count, $1) > (files[$1].bytes.count, $0) }
    let sorted = Parallel.map(order.map { files[$0] }) {
      path, bytes -> Result<GeneratorResult, GeneratorError> in
      Result { () throws(GeneratorError) in
        let image: RGBAImage
        do throws(PNGError) {
          image = try PNGDecoder(limits: limits).decode(bytes, file: path).image.rgba8
        } catch {
          throw .unreadableSource(error)
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        defer { counter.advance() }
        return try generate(source: image, name: name, outputName: Self.outputName(forSource: path))
      }
    }
    var results = [Result<GeneratorResult, GeneratorError>?](repeating: nil, count: files.count)
    for (position, index) in order.enumerated() { results[index] = sorted[position] }
    var run = GeneratorResult(files: groupFiles())
    for result in results { run.append(try result!.get()) }
    return run
  }

  /// The masks of a prepared glyph at every size of one bar.
  private func fit(
    _ prepared: PreparedGlyph, bar: Bar, sides: [(scale: Int, side: Int)], outputName: String
  ) throws(GeneratorError) -> GeneratorResult {
    let glyph = prepared.glyph
    let sourceName = prepared.name
    let bounds = (width: glyph.width, height: glyph.height)
    let folder = folder(for: bar) + (imageSet ? "\(outputName).imageset/" : "")
    var result = GeneratorResult(files: [])
    var images: [(scale: Int, file: String)] = []
    for (scale, side) in sides {
      let box = side - 2 * padding * scale
      guard box > 0 else {
        throw .invalidRequest("a padding of \(padding) px leaves no room in a \(side) px icon")
      }
      let factor = min(Double(box) / Double(bounds.width), Double(box) / Double(bounds.height))
      if factor > 1 && !allowUpscale {
        throw .sourceTooSmall(
          name: sourceName, width: bounds.width, height: bounds.height, needed: box,
          output: "the @\(scale)x \(bar.role.rawValue) (its glyph)")
      }
      let width = max(1, min(box, Int((Double(bounds.width) * factor).rounded())))
      let height = max(1, min(box, Int((Double(bounds.height) * factor).rounded())))
      // The coverage alone is resampled: it is the alpha, and the colour is white everywhere.
      let fitted = Resampler.resamplePlane(
        glyph.values, width: glyph.width, height: glyph.height, toWidth: width, height: height)
      var pixels = RGBAImage(width: side, height: side, fill: RGBA(255, 255, 255, 0))
      let left = (side - width) / 2
      let top = (side - height) / 2
      for y in 0..<height {
        for x in 0..<width {
          let alpha = min(1, max(0, fitted[y * width + x]))
          pixels.pixels[((top + y) * side + left + x) * 4 + 3] = UInt8(alpha * 255 + 0.5)
        }
      }
      let bytes: [UInt8]
      do {
        bytes = try PNGEncoder(format: .grayAlpha8).encode(pixels)
      } catch {
        throw .encoding(error)
      }
      let file = scale == 1 ? "\(outputName).png" : "\(outputName)@\(scale)x.png"
      result.files.append(
        GeneratedFile(path: folder + file, bytes: bytes, summary: "\(side)x\(side) gray+alpha"))
      images.append((scale, file))
      if factor > 1 {
        result.warnings.append(
          "the @\(scale)x \(bar.role.rawValue) mask enlarges the glyph of \(sourceName) \(String(oneDecimal: factor))x"
        )
      }
    }
    if imageSet {
      result.files.append(
        GeneratedFile(
          path: folder + "Contents.json", bytes: Array(Self.contents(images).utf8),
          summary: "template image set"))
    }
    return result
  }

  /// The files a run writes once, whatever its glyphs: with image sets for
  /// several bars, each bar's folder is an asset-catalog group that provides a
  /// namespace, so `tab/NAME` and `toolbar/NAME` do not clash in the catalog.
  public func groupFiles() -> [GeneratedFile] {
    guard imageSet, bars.count > 1 else { return [] }
    let contents =
      "{\n  \"info\" : {\n    \"author\" : \"iconsmith\",\n    \"version\" : 1\n  },\n"
      + "  \"properties\" : {\n    \"provides-namespace\" : true\n  }\n}\n"
    return bars.map {
      GeneratedFile(
        path: folder(for: $0) + "Contents.json", bytes: Array(contents.utf8),
        summary: "catalog group, images named \($0.rawValue)/NAME")
    }
  }

  /// An image set's Contents.json with template rendering.
  static func contents(_ images: [(scale: Int, file: String)]) -> String {
    let entries = images.map { image in
      "    {\n      \"filename\" : \"\(image.file)\",\n      \"idiom\" : \"universal\",\n      \"scale\" : \"\(image.scale)x\"\n    }"
    }
    return "{\n  \"images\" : [\n" + entries.joined(separator: ",\n")
      + "\n  ],\n  \"info\" : {\n    \"author\" : \"iconsmith\",\n    \"version\" : 1\n  },\n"
      + "  \"properties\" : {\n    \"template-rendering-intent\" : \"template\"\n  }\n}\n"
  }
}
