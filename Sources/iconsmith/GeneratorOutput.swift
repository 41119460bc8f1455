import ArgumentParser
import AssetGenerators
import CheckRunning
import HIG
import IconsmithIO
import PNGCodec
import Raster
import Utilities

/// The options every generator shares: where to write, and how carefully.
struct GeneratorOutputOptions: ParsableArguments {
  @Option(name: [.customShort("o"), .long], help: "The folder to write into (created if missing).")
  var output: String

  @Option(
    help: ArgumentHelp(
      "Profiles, comma-separated: iphoneos3, retina, ipad, ios7, modern.",
      discussion: """
        Default: what check applies to the output folder (its target's deployment target, \
        its .iconsmith.yml, or the sets and files already there), else iphoneos3. A \
        .iconsmith.yml that cannot be read stops the generator, as it stops check.
        """))
  var profile: String?

  @Flag(help: "Replace files that exist.")
  var force = false

  @Flag(help: "List what would be written; write nothing.")
  var dryRun = false

  @Flag(help: "Write nothing; exit 1 when the files on disk differ from what would be written.")
  var check = false

  @Flag(help: "Allow enlarging a source smaller than an output (the result looks soft).")
  var allowUpscale = false

  @OptionGroup(title: "Limits")
  var limitOptions: DecodeLimitOptions

  func validate() throws {
    if let profile, case .failure(let error) = Profile.parseList(profile) {
      throw ValidationError("--profile: \(error)")
    }
    if dryRun && check { throw ValidationError("--dry-run and --check do not go together") }
  }

  /// The profiles --profile names, nil without it.
  var givenProfiles: [Profile]? { profile.flatMap { try? Profile.parseList($0).get() } }

  /// The profiles to write: --profile's, else those `check` applies to the output folder
  /// (said on stderr, with why), else iphoneos3. A configuration file near the folder that
  /// cannot be used stops the generator (exit 2), as it stops `check`: writing another era's
  /// files than the file asks for would only move the error there.
  func chosenProfiles() throws -> [Profile] {
    if let givenProfiles { return givenProfiles }
    let destinationChoice: ProfileChoice?
    do {
      destinationChoice = try CheckRun.profileChoice(forDestination: folder)
    } catch {
      Terminal.error("error: \(error)")
      Terminal.error(
        "note: the profiles to write come from that file; fix it, or choose them with --profile")
      throw ExitCode(2)
    }
    guard let choice = destinationChoice else { return [.iphoneos3] }
    Terminal.error(
      "note: writing \(choice.names), as check applies it here (\(choice.reason)); --profile chooses another"
    )
    return choice.profiles
  }

  var folder: RawPath { Iconsmith.rawArguments.path(for: output) }
}

/// Writes, lists or compares what a generator made, per the options.
///
/// Invariant: without --force nothing is written when any target exists with
/// other bytes (a target that already holds exactly the bytes is left alone); a
/// source is never overwritten, even with --force; every write is atomic.
struct GeneratorWriter {
  let options: GeneratorOutputOptions
  /// The files the generator read, which it must never replace.
  let sources: [RawPath]

  func finish(_ result: GeneratorResult) throws {
    for note in result.notes { Terminal.error("note: \(note)") }
    for warning in result.warnings { Terminal.error("warning: \(warning)") }
    let outputs = OutputFiles(result.files.map { (options.folder.appending($0.path), $0.bytes) })
    let targets = zip(result.files, outputs.entries).map {
      (file: $0, path: $1.path, state: $1.onDisk)
    }

    if options.check {
      let drift = targets.compactMap { target -> String? in
        switch target.state {
        case .same: return nil
        case .different: return "stale: \(target.path)"
        case .absent: return "missing: \(target.path)"
        }
      }
      if drift.isEmpty {
        print("\(targets.count) files up to date in \(options.folder)")
        return
      }
      for line in drift { print(line) }
      Terminal.error(
        "error: \(drift.count) of \(targets.count) files differ from what the sources give; run without --check to regenerate"
      )
      throw ExitCode(1)
    }

    if let source = outputs.landing(on: sources).first {
      Terminal.error(
        "error: \(source) is a source of this run; refusing to overwrite it, even with --force")
      throw ExitCode(1)
    }

    if options.dryRun {
      for (file, path, state) in targets {
        let action: String
        switch state {
        case .same: action = "unchanged"
        case .different: action = options.force ? "would replace" : "exists, would refuse"
        case .absent: action = "would write"
        }
        print("\(action) \(path) (\(file.summary), \(file.bytes.count.grouped) bytes)")
      }
      return
    }

    let existing = targets.filter { $0.state == .different }
    if !options.force && !existing.isEmpty {
      for (_, path, _) in existing { Terminal.error("error: \(path) already exists") }
      Terminal.error("nothing was written; use --force to replace them")
      throw ExitCode(1)
    }
    do {
      try outputs.write(overwrite: options.force)
    } catch {
      Terminal.error("error: \(error)")
      throw ExitCode(1)
    }
    for (file, path, state) in targets {
      print("\(state == .same ? "unchanged" : "wrote") \(path) (\(file.summary))")
    }
  }
}

/// A source file read into memory, not yet decoded.
struct SourceFile: Sendable {
  let path: RawPath
  let bytes: [UInt8]
  let limits: DecodeLimits

  /// Its pixels, or a decode error that names the file.
  func decode() throws(PNGError) -> RGBAImage {
    try PNGDecoder(limits: limits).decode(bytes, file: path.description).image.rgba8
  }
}

/// Reads every source, in order, each once; the first that cannot be read
/// stops the run with its reason before any work is done.
func readSources(_ arguments: [String], options: GeneratorOutputOptions) throws -> [SourceFile] {
  let reader = SafeFileReader(maxBytes: options.limitOptions.maxFileBytes)
  return try arguments.map { argument in
    let path = Iconsmith.rawArguments.path(for: argument)
    do {
      return SourceFile(
        path: path, bytes: try reader.read(path), limits: options.limitOptions.limits)
    } catch {
      Terminal.error("error: \(error)")
      throw ExitCode(1)
    }
  }
}

/// An opaque colour option, `#RRGGBB`.
struct HexColor: ExpressibleByArgument {
  let color: RGBA

  init?(argument: String) {
    guard let color = RGBA(hex: argument), color.alpha == 255 else { return nil }
    self.color = color
  }

  static var defaultCompletionKind: CompletionKind { .default }

  /// As the user writes it in `--help`'s "(default: #FFFFFF)".
  var defaultValueDescription: String { color.description }
}

/// Runs a generator, turning its refusal (or its source's) into a message and exit code 1.
func generating<Value>(_ body: () throws -> Value) throws -> Value {
  do {
    return try body()
  } catch {
    Terminal.error("error: \(error)")
    throw ExitCode(1)
  }
}
