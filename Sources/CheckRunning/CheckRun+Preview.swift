import AssetModel
import AssetSources
import Checking
import Diagnostics
import IconsmithIO
import Preview
import Rules

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
      outcome.targets += targets
      outcome.unplaced += unplaced
      if let diskPath = assets.diskPath {
        outcome.sourceFiles += assets.inventory.files.map { diskPath($0.path) }
      }
    }
    return outcome
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
