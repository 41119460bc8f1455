import AssetModel
import AssetSources
import Checking
import Diagnostics
import Fixing
import IconsmithIO
import PNGCodec
import Reporting
import Rules
import TreeFacts

/// What `iconsmith check` does, as one call: choose the trees, check each, judge a commit by
/// what it changes, plan and write the safe fixes, and check again after a rename.
///
/// Invariants: the report names files as the user spells them; a run without `.apply` writes
/// nothing; a fix is written atomically and a rename never replaces an existing file; what was
/// and was not written is returned, never printed.
public struct CheckRun: Sendable {
  /// Which files a run reads.
  public enum Source: Sendable, Equatable {
    /// Folders or files on disk, each its own tree (the current folder when the user named none).
    case paths([RawPath])
    /// What the next commit holds, read from the git index of the repository around
    /// `repository` (the working folder when nil).
    case staged(repository: RawPath?)
  }

  /// Whether a run changes files.
  public enum FixMode: Sendable, Equatable {
    /// Only check.
    case off
    /// Plan the fixes and say what would change; write nothing.
    case dryRun
    /// Write the fixes in place.
    case apply
  }

  public var source: Source
  public var configuration: ConfigurationFile
  public var limits: DecodeLimits
  /// The largest file read whole; a larger one is a finding, not a read.
  public var maxFileBytes: Int
  public var fixes: FixMode
  /// Makes the HTML report's picture of a checked file from the pixels the check decoded;
  /// nil when no report needs pictures. Keyed in the outcome by the path as shown.
  public var thumbnail: (@Sendable (CheckedFile) -> (path: String, thumbnail: Thumbnail)?)?
  /// Told (files done, files in all) as a tree's files are checked.
  public var progress: (@Sendable (Int, Int) -> Void)?

  public init(
    source: Source, configuration: ConfigurationFile = .defaults,
    limits: DecodeLimits = .default, maxFileBytes: Int = 64 << 20, fixes: FixMode = .off
  ) {
    self.source = source
    self.configuration = configuration
    self.limits = limits
    self.maxFileBytes = maxFileBytes
    self.fixes = fixes
  }

  /// Checks every tree of the source (and fixes it, as `fixes` says).
  ///
  /// Throws when a named path or the git index cannot be read at all; a file that cannot be
  /// read inside a tree is a finding or a `loadProblems` entry instead.
  public func run() throws(AssetSourceError) -> CheckOutcome {
    let checker = Checker(configuration: configuration.configuration, limits: limits)
    var outcome = CheckOutcome()
    var reports: [CheckReport] = []
    for source in try sources() {
      let loaded = try source.load()
      outcome.loadProblems += loaded.problems
      reports.append(check(loaded, reloading: source, checker: checker, into: &outcome))
    }
    outcome.report = CheckReport.merging(reports)
    return outcome
  }

  func sources() throws(AssetSourceError) -> [any AssetSource] {
    switch source {
    case .staged(let repository):
      return [
        StagedSource(
          configurationFolder: configuration.folder, maxFileBytes: maxFileBytes,
          repositoryFolder: repository)
      ]
    case .paths(let paths):
      return try DiskSource.sources(
        paths: paths.isEmpty ? [RawPath(".")] : paths, configurationFolder: configuration.folder,
        maxFileBytes: maxFileBytes)
    }
  }

  /// One tree's report, with paths as the user spells them; its pictures and fixes go into
  /// `outcome`.
  private func check(
    _ assets: LoadedAssets, reloading source: any AssetSource, checker: Checker,
    into outcome: inout CheckOutcome
  ) -> CheckReport {
    let display = assets.inventory.display
    var report: CheckReport
    var plans: [FixPlan] = []
    if fixes != .off {
      (report, plans) = AssetFixer.checkAndPlan(
        assets.inventory, reader: assets.reader, checker: checker, progress: progress)
    } else if let thumbnail {
      // The pictures come from the pixels the check decoded: no file is read twice.
      let (checked, made) = checker.check(
        assets.inventory, reader: assets.reader, progress: progress, eachFile: thumbnail)
      report = checked
      for (path, picture) in made where outcome.thumbnails[display.show(path)] == nil {
        outcome.thumbnails[display.show(path)] = picture
      }
    } else {
      report = checker.check(assets.inventory, reader: assets.reader, progress: progress)
    }
    if let baseline = assets.baseline {
      // A commit is judged on what it changes: set findings HEAD already had (an icon missing
      // for years) do not refuse a commit that touches the same app.
      let before = Set(checker.check(baseline.inventory, reader: baseline.reader).diagnostics)
      report.diagnostics = report.diagnostics.filter { !before.contains($0) }
    }
    if fixes != .off, let diskPath = assets.diskPath {
      let results = plans.map { write($0, display: display, diskPath: diskPath) }
      outcome.fixes += results
      let applied = zip(plans, results).filter { $0.1.isDone }.map(\.0)
      if fixes == .apply && !applied.isEmpty {
        if applied.contains(where: { $0.newPath != nil }) {
          // A new name changes what the set rules see (iTunesArtwork is no longer missing):
          // the tree is listed and checked again.
          if let again = try? source.load() {
            report = checker.check(again.inventory, reader: again.reader)
          }
        } else {
          report = AssetFixer.report(report, after: applied)
        }
      }
    }
    return report.showingPaths(display.show)
  }

  /// Writes one fix atomically (with `.dryRun`, only says it would).
  private func write(_ plan: FixPlan, display: PathDisplay, diskPath: (String) -> RawPath)
    -> FixOutcome
  {
    let shown = display.show(plan.path)
    guard fixes == .apply else {
      return FixOutcome(path: shown, changes: plan.changes, result: .wouldChange)
    }
    let path = diskPath(plan.path)
    do throws(FileIOError) {
      if let newName = plan.newPath {
        // A new name: never over an existing file; the old name goes only once the new one
        // is whole.
        let target = path.parent.appending(RawPath(newName).lastComponent)
        let bytes: [UInt8]
        if let newBytes = plan.newBytes {
          bytes = newBytes
        } else {
          bytes = try SafeFileReader(maxBytes: maxFileBytes).read(path)
        }
        try AtomicFileWriter.replace(path, by: bytes, at: target)
      } else if let bytes = plan.newBytes {
        try AtomicFileWriter.write(bytes, to: path, overwrite: true)
      }
      return FixOutcome(path: shown, changes: plan.changes, result: .changed)
    } catch .alreadyExists {
      let other = plan.newPath.map(display.show) ?? shown
      return FixOutcome(path: shown, changes: plan.changes, result: .newNameTaken(other))
    } catch {
      return FixOutcome(path: shown, changes: plan.changes, result: .failed(error))
    }
  }
}

/// What a check run found and did.
public struct CheckOutcome: Sendable {
  /// Every tree's findings, merged, paths as the user spells them.
  public var report = CheckReport(diagnostics: [], filesChecked: 0)
  /// The HTML report's pictures, by the path as shown.
  public var thumbnails: [String: Thumbnail] = [:]
  /// Files found and not listed (unreadable folders, broken links).
  public var loadProblems: [FileIOError] = []
  /// Each fix planned, in the order planned, with what became of it.
  public var fixes: [FixOutcome] = []

  /// How many files a fix changed (or, in a dry run, would change).
  public var changedFiles: Int { fixes.filter(\.isDone).count }

  /// An outcome with `report` as its findings, and nothing else found or done.
  public init(report: CheckReport = CheckReport(diagnostics: [], filesChecked: 0)) {
    self.report = report
  }
}

/// One planned fix and what became of it.
public struct FixOutcome: Sendable, Equatable {
  public enum Result: Sendable, Equatable {
    /// Written.
    case changed
    /// A dry run: it would be written.
    case wouldChange
    /// A rename whose new name is taken by the file named here (shown as the user spells it):
    /// nothing was changed.
    case newNameTaken(String)
    /// The write failed; the file is as it was.
    case failed(FileIOError)
  }

  /// The file, as the user spells it.
  public let path: String
  /// One line per change.
  public let changes: [String]
  public let result: Result

  /// Whether the fix was carried out (or, in a dry run, would be).
  public var isDone: Bool { result == .changed || result == .wouldChange }
}
