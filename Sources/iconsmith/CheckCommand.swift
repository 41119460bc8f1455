import AppBundles
import ArgumentParser
import AssetModel
import AssetSources
import CheckConfiguration
import CheckRunning
import Diagnostics
import Fixing
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
    let targets = paths.map(Iconsmith.rawArguments.path(for:))
    let built = targets.filter(Self.readsAsBuiltProduct)
    if fix && !built.isEmpty {
      Terminal.error(
        "error: \(built[0]): --fix never changes a built product; fix the project it was built from"
      )
      throw ExitCode(2)
    }
    let configuration = try ConfigurationFile.forCommand(
      config: config, near: targets.first ?? RawPath("."), profile: profile)
    var reports: [CheckReport] = []
    var pictures: [String: Thumbnail] = [:]
    for product in built {
      do {
        let outcome = try BuiltProductCheck(
          path: product, configuration: configuration.configuration,
          maxFileBytes: limitOptions.maxFileBytes
        ).outcome(withThumbnails: format == .html)
        reports.append(outcome.report)
        pictures.merge(outcome.thumbnails) { first, _ in first }
      } catch {
        Terminal.error("error: \(error)")
        throw ExitCode(2)
      }
    }
    let folders = targets.filter { !Self.readsAsBuiltProduct($0) }
    guard built.isEmpty || !folders.isEmpty else {
      var outcome = CheckOutcome(report: CheckReport.merging(reports))
      outcome.thumbnails = pictures
      try finish(outcome)
      return
    }
    var run = CheckRun(
      source: staged ? .staged(repository: nil) : .paths(folders),
      configuration: configuration,
      limits: limitOptions.limits, maxFileBytes: limitOptions.maxFileBytes,
      fixes: fix ? (dryRun ? .dryRun : .apply) : .off)
    let progress = ProgressLine(enabled: Terminal.stderrIsTerminal && format == .text)
    run.progress = { progress.update(done: $0, total: $1) }
    if format == .html { run.thumbnail = ReportThumbnails.make }
    let outcome: CheckOutcome
    do {
      outcome = try run.run()
    } catch {
      progress.finish()
      Terminal.error("error: \(error)")
      throw ExitCode(2)
    }
    progress.finish()
    var merged = outcome
    merged.report = CheckReport.merging(reports + [outcome.report])
    merged.thumbnails.merge(pictures) { first, _ in first }
    try finish(merged)
  }

  /// Reports an outcome in the chosen format, and exits as the findings say.
  private func finish(_ outcome: CheckOutcome) throws {
    for problem in outcome.loadProblems { Terminal.error("warning: \(problem)") }
    for fixed in outcome.fixes { Self.tell(fixed) }
    var report = outcome.report
    if quiet { report = report.errorsOnly }

    let options = RenderOptions(
      color: format == .text && Terminal.stdoutIsTerminal && !Terminal.noColor,
      toolVersion: Iconsmith.configuration.version)
    var output = Terminal.StandardOutput()
    ReportRenderer.write(
      report, as: format, rules: RuleCatalog.descriptors, options: options,
      thumbnails: outcome.thumbnails, to: &output)
    output.flush()

    // As pre-commit hooks do: a changed file fails the run, so it is staged again.
    let failing =
      report.count(.error) > 0 || (strict && report.count(.warning) > 0)
      || (outcome.changedFiles > 0 && !dryRun)
    if failing { throw ExitCode(1) }
  }

  /// Whether `path` is checked as a built product: an `.ipa` or `.xcarchive`, or an `.app`
  /// whose icons are compiled into `Assets.car`. An `.app` of loose icons (iOS 3 to 6) is
  /// checked as the folder it is, with every loose-file rule.
  static func readsAsBuiltProduct(_ path: RawPath) -> Bool {
    switch BuiltProduct.container(of: path) {
    case .ipa, .xcarchive: true
    case .app: DirectoryWalker.kind(of: path.appending("Assets.car")) != nil
    case nil: false
    }
  }

  /// One line on stderr per change a fix made, would make, or could not make.
  private static func tell(_ fixed: FixOutcome) {
    switch fixed.result {
    case .changed:
      for change in fixed.changes { Terminal.error("fixed: \(fixed.path): \(change)") }
    case .wouldChange:
      for change in fixed.changes { Terminal.error("would fix: \(fixed.path): \(change)") }
    case .newNameTaken(let other):
      // check has no --force: the generic "use --force" hint would mislead.
      Terminal.error(
        "error: could not fix \(fixed.path): \(other) already exists; nothing was changed (keep one of the two)"
      )
    case .failed(let error):
      Terminal.error("error: could not fix \(fixed.path): \(error)")
    }
  }
}

extension ReportFormat: ExpressibleByArgument {}

extension ConfigurationFile {
  /// The configuration a command runs with: `--config` or the file found near `path`, with
  /// `--profile` over its profiles. A file that cannot be used is an error, exit 2.
  static func forCommand(config: String?, near path: RawPath, profile: String?) throws
    -> ConfigurationFile
  {
    var loaded: ConfigurationFile
    do {
      loaded = try load(explicit: config.map(Iconsmith.rawArguments.path(for:)), near: path)
    } catch {
      Terminal.error("error: \(error)")
      throw ExitCode(2)
    }
    if let profile, case .success(let profiles) = Profile.parseList(profile) {
      loaded = loaded.holding(to: profiles, origin: "--profile")
    }
    return loaded
  }
}
