import ArgumentParser
import AssetModel
import AssetSources
import CheckConfiguration
import Diagnostics
import Fixing
import Foundation
import HIG
import IconsmithIO
import PNGCodec
import Reporting
import Rules

/// `iconsmith check`: every HIG rule, on folders, files, a built app or an asset catalog.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check icons, bar icons and launch images against Apple's rules.",
    discussion: """
      Walks each folder (skipping .git, .build, node_modules, DerivedData), gives every PNG \
      and iTunesArtwork file a role, and applies the rules of the chosen profiles. Given \
      files rather than folders (as the pre-commit framework passes them), it checks those \
      files and applies the rules about a set of files only where their folder is an app root.

      --staged reads what the next commit holds from the git index, not the working tree. \
      --fix applies the safe fixes in place and, as pre-commit hooks do, exits 1 when it \
      changed a file, so it is staged again; a second run exits 0.

      Exit codes: 0 no errors (warnings allowed unless --strict); 1 rule errors, or files \
      fixed; 2 could not run (bad configuration, missing path, not a git repository); \
      64 usage error.
      """)

  @Argument(help: "Folders or files to check (default: the current folder; none with --staged).")
  var paths: [String] = []

  @Option(
    help:
      "Profiles, comma-separated: iphoneos3, retina, ipad, ios7, modern, to hold every app to (default: the configuration's, else each app's own, from its deployment target or files)."
  )
  var profile: String?

  @Option(
    help:
      "The configuration file (default: .iconsmith.yml, found by walking up from the first path).")
  var config: String?

  @Option(
    help:
      "Output format: text, json, xcode, github, sarif, or html (one self-contained page with thumbnails; none with --fix)."
  )
  var format: ReportFormat = .text

  @Flag(help: "Report errors only.")
  var quiet = false

  @Flag(help: "Fail (exit 1) on warnings too.")
  var strict = false

  @Flag(
    help: "Check what is staged for the next commit, read from the git index (the pre-commit hook)."
  )
  var staged = false

  @Flag(
    help:
      "Apply the safe fixes in place: flatten app-icon alpha, whiten bar icons, rename iTunesArtwork.png, rewrite Apple-optimized files. Exits 1 when a file changed."
  )
  var fix = false

  @Flag(help: "With --fix: list the fixes, change nothing.")
  var dryRun = false

  @OptionGroup(title: "Limits")
  var limitOptions: DecodeLimitOptions

  func validate() throws {
    if let profile, case .failure(let error) = Profile.parseList(profile) {
      throw ValidationError("--profile: \(error)")
    }
    if staged && !paths.isEmpty {
      throw ValidationError("--staged checks the git index; give no paths")
    }
    if staged && fix {
      throw ValidationError(
        "--fix changes files in the working tree; run `iconsmith check --fix PATH...`, then stage them"
      )
    }
    if dryRun && !fix { throw ValidationError("--dry-run goes with --fix") }
  }

  func run() throws {
    let targets = (paths.isEmpty ? ["."] : paths).map(Iconsmith.rawArguments.path(for:))
    let loaded = try LoadedConfiguration.forCommand(
      config: config, near: targets[0], profile: profile)
    let configuration = loaded.configuration
    let checker = Checker(configuration: configuration, limits: limitOptions.limits)
    let sources: [any AssetSource]
    do {
      sources =
        staged
        ? [
          StagedSource(configurationFolder: loaded.folder, maxFileBytes: limitOptions.maxFileBytes)
        ]
        : try DiskSource.sources(
          paths: targets, configurationFolder: loaded.folder,
          maxFileBytes: limitOptions.maxFileBytes)
    } catch {
      Terminal.error("error: \(error)")
      throw ExitCode(2)
    }
    var reports: [CheckReport] = []
    var thumbnails: [String: Thumbnail] = [:]
    var changed = 0
    for source in sources {
      let (report, made, fixed) = try check(source, checker: checker)
      reports.append(report)
      thumbnails.merge(made) { first, _ in first }
      changed += fixed
    }
    var report = CheckReport.merging(reports)
    if quiet { report = report.errorsOnly }

    let options = RenderOptions(
      color: format == .text && Terminal.stdoutIsTerminal && !Terminal.noColor,
      toolVersion: Iconsmith.configuration.version)
    var output = Terminal.StandardOutput()
    ReportRenderer.write(
      report, as: format, rules: RuleCatalog.descriptors, options: options, thumbnails: thumbnails,
      to: &output)
    output.flush()

    // As pre-commit hooks do: a changed file fails the run, so it is staged again.
    let failing =
      report.count(.error) > 0 || (strict && report.count(.warning) > 0) || (changed > 0 && !dryRun)
    if failing { throw ExitCode(1) }
  }

  /// Checks one tree (and fixes it with --fix): its report with paths as the user spells them,
  /// the thumbnails of an HTML report by those paths, and how many files were fixed.
  private func check(_ source: any AssetSource, checker: Checker) throws
    -> (CheckReport, [String: Thumbnail], Int)
  {
    let assets: LoadedAssets
    do {
      assets = try source.load()
    } catch {
      Terminal.error("error: \(error)")
      throw ExitCode(2)
    }
    for problem in assets.problems { Terminal.error("warning: \(problem)") }
    let display = assets.inventory.display

    let progress = ProgressLine(enabled: Terminal.stderrIsTerminal && format == .text)
    let update: @Sendable (Int, Int) -> Void = { progress.update(done: $0, total: $1) }
    var report: CheckReport
    var plans: [FixPlan] = []
    var thumbnails: [String: Thumbnail] = [:]
    if fix {
      (report, plans) = AssetFixer.checkAndPlan(
        assets.inventory, reader: assets.reader, checker: checker, progress: update)
    } else if format == .html {
      // The pictures come from the pixels the check decoded: no file is read twice.
      let (checked, made) = checker.check(
        assets.inventory, reader: assets.reader, progress: update, eachFile: ReportThumbnails.make)
      report = checked
      for (path, thumbnail) in made { thumbnails[display.show(path)] = thumbnail }
    } else {
      report = checker.check(assets.inventory, reader: assets.reader, progress: update)
    }
    progress.finish()
    if let baseline = assets.baseline {
      // A commit is judged on what it changes: set findings HEAD already had (an icon missing
      // for years) do not refuse a commit that touches the same app.
      let before = Set(checker.check(baseline.inventory, reader: baseline.reader).diagnostics)
      report.diagnostics = report.diagnostics.filter { !before.contains($0) }
    }

    var changed = 0
    if fix, let diskPath = assets.diskPath {
      let applied = try apply(plans, display: display, diskPath: diskPath)
      changed = applied.count
      if !applied.isEmpty && !dryRun {
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
    return (report.showingPaths(display.show), thumbnails, changed)
  }

  /// Writes each fix atomically (or lists it with --dry-run); returns the plans carried out
  /// (with --dry-run, those that would be). Plans name tree paths: `diskPath` says where each
  /// file is, `display` how to name it.
  private func apply(
    _ plans: [FixPlan], display: PathDisplay, diskPath: (String) -> RawPath
  ) throws -> [FixPlan] {
    var applied: [FixPlan] = []
    for plan in plans {
      let path = diskPath(plan.path)
      let shown = display.show(plan.path)
      let target = plan.newPath.map { path.parent.appending(RawPath($0).lastComponent) }
      if dryRun {
        for change in plan.changes { Terminal.error("would fix: \(shown): \(change)") }
        applied.append(plan)
        continue
      }
      do {
        if let target {
          // A new name: never over an existing file; the old name goes only once the new one is whole.
          let bytes =
            try plan.newBytes ?? SafeFileReader(maxBytes: limitOptions.maxFileBytes).read(path)
          try AtomicFileWriter.write(bytes, to: target, overwrite: false)
          _ = path.withCString { unlink($0) }
        } else if let bytes = plan.newBytes {
          try AtomicFileWriter.write(bytes, to: path, overwrite: true)
        }
        for change in plan.changes { Terminal.error("fixed: \(shown): \(change)") }
        applied.append(plan)
      } catch FileIOError.alreadyExists {
        // check has no --force: the generic "use --force" hint would mislead.
        let other = plan.newPath.map(display.show) ?? shown
        Terminal.error(
          "error: could not fix \(shown): \(other) already exists; nothing was changed (keep one of the two)"
        )
      } catch {
        Terminal.error("error: could not fix \(shown): \(error)")
      }
    }
    return applied
  }
}

extension ReportFormat: ExpressibleByArgument {}

/// The configuration in force: from --config, from `.iconsmith.yml` found by
/// walking up from the checked path, or the defaults.
struct LoadedConfiguration {
  var configuration: Configuration
  /// The folder of the file it came from, nil for the defaults.
  var folder: RawPath?

  static let fileName = ".iconsmith.yml"

  /// The configuration a command runs with: `--config` or the file found near `path`, with
  /// `--profile` over its profiles. A file that cannot be used is an error, exit 2.
  static func forCommand(config: String?, near path: RawPath, profile: String?) throws
    -> LoadedConfiguration
  {
    var loaded: LoadedConfiguration
    do {
      loaded = try load(explicit: config.map(Iconsmith.rawArguments.path(for:)), near: path)
    } catch {
      Terminal.error("error: \(error)")
      throw ExitCode(2)
    }
    if let profile, case .success(let profiles) = Profile.parseList(profile) {
      loaded.configuration.profiles = profiles
      loaded.configuration.profilesOrigin = "--profile"
    }
    return loaded
  }

  static func load(explicit: RawPath?, near path: RawPath) throws -> LoadedConfiguration {
    let file: RawPath
    if let explicit {
      file = explicit
    } else if let found = find(near: path) {
      file = found
    } else {
      return LoadedConfiguration(configuration: .default, folder: nil)
    }
    let bytes = try SafeFileReader(maxBytes: 1 << 20).read(file)
    let text = String(decoding: bytes, as: UTF8.self)
    let folder = file.parent
    let configuration = try Configuration.parse(
      yaml: text, file: file.description, baseDirectory: folder.description,
      knownRules: RuleCatalog.ids)
    return LoadedConfiguration(configuration: configuration, folder: folder)
  }

  /// `.iconsmith.yml` in the path's folder or the nearest folder above it.
  static func find(near path: RawPath) -> RawPath? {
    guard var folder = DirectoryWalker.realPath(path) else { return nil }
    if DirectoryWalker.kind(of: folder) == .file { folder = folder.parent }
    while true {
      let candidate = folder.appending(fileName)
      if DirectoryWalker.kind(of: candidate) == .file { return candidate }
      let parent = folder.parent
      if parent == folder { return nil }
      folder = parent
    }
  }
}
