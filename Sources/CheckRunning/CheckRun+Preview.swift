import AssetModel
import AssetSources
import Checking
import Diagnostics
import IconsmithIO
import PNGCodec
import Preview
import Raster
import Rules
import TreeFacts

/// `iconsmith preview`'s half of a check run: the same trees and rules, with each checked
/// file's picture drawn from the pixels the check decoded, grouped by the target that ships it.
extension CheckRun {
  /// Checks every tree of the source and plans its contact sheets; draws and writes nothing.
  /// Fixes are never made here, whatever `fixes` says.
  public func preview() throws(AssetSourceError) -> PreviewOutcome {
    let checker = Checker(configuration: configuration.configuration, limits: limits)
    var outcome = PreviewOutcome()
    for source in try sources() {
      let assets = try source.load()
      outcome.loadProblems += assets.problems
      let planner = PreviewPlanner(
        scene: Scene(
          inventory: assets.inventory, configuration: configuration.configuration,
          reader: assets.reader))
      // The check uses the planner's scene: no file is read or decoded twice.
      let (report, pictures) = checker.check(
        assets.inventory, reader: assets.reader, scene: planner.scene, progress: progress,
        eachFile: planner.picture(of:))
      let (targets, unplaced) = planner.targets(pictures: pictures, report: report)
      outcome.targets += targets.map { target in
        guard let bundle = target.iconComposerIcon else { return target }
        var drawn = target
        (drawn.iconComposerPicture, drawn.iconComposerUndrawn) = drawIconComposerIcon(
          bundle, reader: assets.reader)
        return drawn
      }
      outcome.unplaced += unplaced
      if let diskPath = assets.diskPath {
        outcome.sourceFiles += assets.inventory.files.map { diskPath($0.path) }
      }
    }
    return outcome
  }
}

extension CheckRun {
  /// The side of the flat picture of an Icon Composer icon: the sheet enlarges icons to 256.
  static let iconComposerPictureSide = 256

  /// `bundle` drawn flat from its PNG layers, and the layers left out with why; no picture when
  /// icon.json cannot be read or no layer could be drawn (the check reports why). Each layer
  /// image is read and decoded once, within the run's decode limits.
  func drawIconComposerIcon(_ bundle: String, reader: any AssetReader) -> (RGBAImage?, [String]) {
    guard let bytes = try? reader.read(bundle + "/icon.json"),
      let drawing = try? IconComposerDrawing.parse(bytes)
    else { return (nil, []) }
    var images: [String: RGBAImage] = [:]
    var undrawn: [String] = []
    var seen: Set<String> = []
    for name in drawing.layers.map(\.imageName) where seen.insert(name).inserted {
      guard name.lowercased().hasSuffix(".png") else {
        let kind = name.split(separator: ".").last.map { $0.uppercased() } ?? "no extension"
        undrawn.append("\(name) (\(kind))")
        continue
      }
      guard let layer = try? reader.read(bundle + "/Assets/" + name),
        let decoded = try? PNGDecoder(limits: limits).decode(layer, depth: .eight)
      else {
        undrawn.append("\(name) (unreadable)")
        continue
      }
      images[name] = decoded.image.rgba8
    }
    guard !images.isEmpty else { return (nil, undrawn) }
    return (
      IconComposerPicture.draw(drawing, images: images, side: Self.iconComposerPictureSide),
      undrawn
    )
  }
}

/// What a preview run found: the targets to draw, in the order `check` lists them.
public struct PreviewOutcome: Sendable {
  /// One per unit with a picture or a finding, then one per folder of images no unit ships.
  public var targets: [PreviewTarget] = []
  /// Findings on no target's files (the sheets cannot show them).
  public var unplaced: [Diagnostic] = []
  /// Files found and not listed (unreadable folders, broken links).
  public var loadProblems: [FileIOError] = []
  /// Where each file of the trees is on disk: a sheet must not be written over one.
  public var sourceFiles: [RawPath] = []
}
