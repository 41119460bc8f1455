import ArgumentParser
import AssetGenerators
import HIG
import IconsmithIO
import PNGCodec
import Raster

/// The options every generator shares: where to write, and how carefully.
struct GeneratorOutputOptions: ParsableArguments {
  @Option(name: [.customShort("o"), .long], help: "The folder to write into (created if missing).")
  var output: String

  @Option(help: "Profiles, comma-separated: iphoneos3, retina, ipad, ios7, modern.")
  var profile: String = "iphoneos3"

  @Flag(help: "Replace files that exist.")
  var force = false

  @Flag(help: "List what would be written; write nothing.")
  var dryRun = false

  @Flag(help: "Write nothing; exit 1 when the files on disk differ from what would be written.")
  var check = false

  @Flag(help: "Allow enlarging a source smaller than an output (the result looks soft).")
  var allowUpscale = false

  func validate() throws {
    if case .failure(let error) = Profile.parseList(profile) {
      throw ValidationError("--profile: \(error)")
    }
    if dryRun && check { throw ValidationError("--dry-run and --check do not go together") }
  }

  var profiles: [Profile] { (try? Profile.parseList(profile).get()) ?? [.iphoneos3] }

  var folder: RawPath { Iconsmith.rawArguments.path(for: output) }
}

/// Writes, lists or compares what a generator made, per the options.
///
/// Invariant: without --force nothing is written when any target exists; a
/// source is never overwritten, even with --force; every write is atomic.
struct GeneratorWriter {
  let options: GeneratorOutputOptions
  /// The files the generator read, which it must never replace.
  let sources: [RawPath]

  func finish(_ result: GeneratorResult) throws {
    for note in result.notes { Terminal.error("note: \(note)") }
    for warning in result.warnings { Terminal.error("warning: \(warning)") }
    let targets = result.files.map { (file: $0, path: options.folder.appending($0.path)) }

    if options.check {
      let reader = SafeFileReader()
      var drift: [String] = []
      for (file, path) in targets {
        switch Result(catching: { try reader.read(path) }) {
        case .success(let bytes) where bytes == file.bytes: continue
        case .success: drift.append("stale: \(path)")
        case .failure: drift.append("missing: \(path)")
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

    let protected = Set(sources.compactMap(DirectoryWalker.realPath))
    for (_, path) in targets {
      let resolved = DirectoryWalker.realPath(path.parent).map { $0.appending(path.lastComponent) }
      if let resolved, protected.contains(resolved) {
        Terminal.error(
          "error: \(path) is a source of this run; refusing to overwrite it, even with --force")
        throw ExitCode(1)
      }
    }

    if options.dryRun {
      for (file, path) in targets {
        let exists = DirectoryWalker.kind(of: path) != nil
        let action =
          exists ? (options.force ? "would replace" : "exists, would refuse") : "would write"
        print("\(action) \(path) (\(file.summary), \(file.bytes.count.grouped) bytes)")
      }
      return
    }

    let existing = targets.filter { DirectoryWalker.kind(of: $0.path) != nil }
    if !options.force && !existing.isEmpty {
      for (_, path) in existing { Terminal.error("error: \(path) already exists") }
      Terminal.error("nothing was written; use --force to replace them")
      throw ExitCode(1)
    }
    do {
      for folder in Set(targets.map(\.path.parent)) { try AtomicFileWriter.makeFolders(folder) }
      try AtomicFileWriter.write(targets.map { ($0.file.bytes, $0.path) }, overwrite: options.force)
    } catch {
      Terminal.error("error: \(error)")
      throw ExitCode(1)
    }
    for (file, path) in targets { print("wrote \(path) (\(file.summary))") }
  }
}

/// Reads and decodes a source image, or says why it cannot.
func readSource(_ argument: String, limits: DecodeLimits = .default) throws -> (RawPath, RGBAImage)
{
  let path = Iconsmith.rawArguments.path(for: argument)
  do {
    let bytes = try SafeFileReader().read(path)
    return (path, try PNGDecoder(limits: limits).decode(bytes, file: path.description).image.rgba8)
  } catch {
    Terminal.error("error: \(error)")
    throw ExitCode(1)
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
}

/// Runs a generator, turning its refusal into a message and exit code 1.
func generating(_ body: () throws(GeneratorError) -> GeneratorResult) throws -> GeneratorResult {
  do {
    return try body()
  } catch {
    Terminal.error("error: \(error)")
    throw ExitCode(1)
  }
}
