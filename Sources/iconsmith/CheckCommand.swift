import ArgumentParser
import AssetChecks
import Foundation
import HIG
import IconsmithIO
import PNGCodec

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

      Exit codes: 0 no errors (warnings allowed unless --strict); 1 rule errors; \
      2 could not run (bad configuration, missing path); 64 usage error.
      """)

  @Argument(help: "Folders or files to check (default: the current folder).")
  var paths: [String] = []

  @Option(
    help:
      "Profiles, comma-separated: iphoneos3, retina, ipad, ios7, modern (default: the configuration's, else iphoneos3)."
  )
  var profile: String?

  @Option(
    help:
      "The configuration file (default: .iconsmith.yml, found by walking up from the first path).")
  var config: String?

  @Option(help: "Output format: text, json, xcode, github or sarif.")
  var format: ReportFormat = .text

  @Flag(help: "Report errors only.")
  var quiet = false

  @Flag(help: "Fail (exit 1) on warnings too.")
  var strict = false

  @OptionGroup(title: "Limits")
  var limitOptions: DecodeLimitOptions

  func validate() throws {
    if let profile, case .failure(let error) = Profile.parseList(profile) {
      throw ValidationError("--profile: \(error)")
    }
  }

  func run() throws {
    let targets = (paths.isEmpty ? ["."] : paths).map(Iconsmith.rawArguments.path(for:))
    let loaded: LoadedConfiguration
    do {
      loaded = try LoadedConfiguration.load(
        explicit: config.map(Iconsmith.rawArguments.path(for:)), near: targets[0])
    } catch {
      Terminal.error("error: \(error)")
      throw ExitCode(2)
    }
    var configuration = loaded.configuration
    if let profile, case .success(let profiles) = Profile.parseList(profile) {
      configuration.profiles = profiles
    }

    let built: InventoryBuilder.Result
    do {
      built = try InventoryBuilder(configurationFolder: loaded.folder).build(paths: targets)
    } catch {
      Terminal.error("error: \(error)")
      throw ExitCode(2)
    }
    for problem in built.problems { Terminal.error("warning: \(problem)") }

    let progress = ProgressLine(enabled: Terminal.stderrIsTerminal && format == .text)
    var reader = built.reader
    reader.reader = SafeFileReader(maxBytes: limitOptions.maxFileBytes)
    let checker = Checker(configuration: configuration, limits: limitOptions.limits)
    var report = checker.check(built.inventory, reader: reader) { done, total in
      progress.update(done: done, total: total)
    }
    progress.finish()
    if quiet { report = report.errorsOnly }

    let options = RenderOptions(
      color: format == .text && Terminal.stdoutIsTerminal && !Terminal.noColor,
      toolVersion: Iconsmith.configuration.version)
    let output = ReportRenderer.render(
      report, as: format, rules: RuleCatalog.descriptors, options: options)
    if !output.isEmpty { print(output, terminator: "") }

    let failing = report.count(.error) > 0 || (strict && report.count(.warning) > 0)
    if failing { throw ExitCode(1) }
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
      knownRules: RuleCatalog.descriptors.map(\.id))
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

/// A progress line on stderr for long checks, redrawn in place, when stderr is a terminal.
final class ProgressLine: @unchecked Sendable {
  private let enabled: Bool
  /// Below this many items a run is quick: no progress line.
  private let minimum: Int
  private let lock = NSLock()
  private var lastShown = 0
  private var shownAny = false

  private let label: String

  init(enabled: Bool, minimum: Int = 200, label: String = "checking") {
    self.label = label
    self.enabled = enabled
    self.minimum = minimum
  }

  func update(done: Int, total: Int) {
    guard enabled, total >= minimum else { return }
    lock.withLock {
      // Redraw about every 1% to keep the terminal cheap.
      guard done == total || done - lastShown >= max(1, total / 100) else { return }
      lastShown = done
      shownAny = true
      Terminal.errorRaw("\r\(label) \(done)/\(total)...")
    }
  }

  func finish() {
    lock.withLock {
      if shownAny { Terminal.errorRaw("\r\u{1B}[K") }
    }
  }
}
