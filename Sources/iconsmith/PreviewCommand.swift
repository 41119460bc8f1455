import ArgumentParser
import AssetModel
import AssetSources
import CheckRunning
import HIG
import IconsmithIO
import PNGCodec
import Preview
import Raster
import Rules
import Utilities

/// `iconsmith preview`: one contact sheet per app target, drawn as the device draws it.
struct PreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Draw each app's icons, bar icons and launch images as its devices show them.",
    discussion: """
      Finds the app targets as `check` does and writes one PNG contact sheet per target: \
      the app icon on a home-screen row over a light and a dark wallpaper (with the iOS 18 \
      dark and tinted appearances where the set has them), in a Settings and a Spotlight row, \
      every bar icon in a tab bar and a toolbar, normal and selected, and each launch image in \
      a phone under its status bar, as each era the target ships to draws them (iPhone OS 3 to \
      iOS 6: rounded corners, shadow and shine; iOS 7 and later: the continuous shape). Every \
      finding of `check` is outlined in red on the picture it concerns, with its rule id.

      With one target the sheet is written to FILE; with several, each to FILE with the \
      target's name added (sheet-MyApp.png). The same tree always gives the same bytes.

      Exit codes: 0 written; 1 a sheet could not be written (it exists: use --force); \
      2 could not run (bad configuration, missing path, unknown --target); 64 usage error.
      """)

  @Argument(
    help:
      "The folder to preview (default: the current folder), or a built .ipa, .xcarchive or .app."
  )
  var path: String = "."

  @Option(name: [.customShort("o"), .long], help: "The PNG file to write.")
  var output: String

  @Option(help: "Draw only this target (its name, as `check` lists it).")
  var target: String?

  @Option(
    help:
      "Profiles, comma-separated: iphoneos3, retina, ipad, ios7, modern, to draw every app in (default: each app's own)."
  )
  var profile: String?

  @Option(help: "The configuration file (default: .iconsmith.yml, found by walking up).")
  var config: String?

  @Flag(help: "Replace sheets that exist.")
  var force = false

  @OptionGroup(title: "Limits")
  var limitOptions: DecodeLimitOptions

  func validate() throws {
    if let profile, case .failure(let error) = Profile.parseList(profile) {
      throw ValidationError("--profile: \(error)")
    }
    guard output.lowercased().hasSuffix(".png") else {
      throw ValidationError("--output names a .png file (got '\(output)')")
    }
  }

  func run() throws {
    let root = Iconsmith.rawArguments.path(for: path)
    let configuration = try ConfigurationFile.forCommand(
      config: config, near: root, profile: profile)
    let outcome: PreviewOutcome
    if CheckCommand.readsAsBuiltProduct(root) {
      do {
        outcome = try BuiltProductCheck(
          path: root, configuration: configuration.configuration,
          maxFileBytes: limitOptions.maxFileBytes
        ).preview()
      } catch {
        Terminal.error("error: \(error)")
        throw ExitCode(2)
      }
    } else {
      var run = CheckRun(
        source: .paths([root]), configuration: configuration,
        limits: limitOptions.limits, maxFileBytes: limitOptions.maxFileBytes)
      let progress = ProgressLine(enabled: Terminal.stderrIsTerminal)
      run.progress = { progress.update(done: $0, total: $1) }
      do {
        outcome = try run.preview()
      } catch {
        Terminal.error("error: \(error)")
        throw ExitCode(2)
      }
      progress.finish()
    }
    for problem in outcome.loadProblems { Terminal.error("warning: \(problem)") }
    let targets = try chosenTargets(outcome.targets.map(Self.namedForItsFolder))
    if !outcome.unplaced.isEmpty {
      Terminal.error(
        "note: \(Self.counted(outcome.unplaced.count, "finding")) \(outcome.unplaced.count == 1 ? "concerns" : "concern") no target's files; `iconsmith check` lists them"
      )
    }
    let file = Iconsmith.rawArguments.path(for: output)
    let outputs = Self.outputNames(for: targets.map(\.name), file: file)
    try refuseOverwriting(outputs, sources: outcome.sourceFiles)

    let sheets = Parallel.map(Array(targets.enumerated())) { index, target in
      let image = ContactSheet.render(target)
      return (image: image, bytes: try? PNGEncoder().encode(image))
    }
    var writes: [([UInt8], RawPath)] = []
    for (index, sheet) in sheets.enumerated() {
      guard let bytes = sheet.bytes else {
        Terminal.error("error: could not encode the sheet of \(targets[index].name)")
        throw ExitCode(1)
      }
      writes.append((bytes, outputs[index]))
    }
    do {
      try AtomicFileWriter.makeFolders(file.parent)
      try AtomicFileWriter.write(writes, overwrite: force)
    } catch {
      Terminal.error("error: \(error)")
      throw ExitCode(1)
    }
    for (index, target) in targets.enumerated() {
      let marked = target.markedPictureCount
      print(
        "wrote \(outputs[index]) (\(sheets[index].image.width)x\(sheets[index].image.height), \(target.label), \(Self.counted(target.findings.count, "finding")), \(Self.counted(marked, "picture")) marked)"
      )
    }
  }

  /// A target whose name or label is the folder spelled `.` or `..` (previewed from inside
  /// it), named after the folder it is: a sheet that says "." tells the designer nothing.
  static func namedForItsFolder(_ target: PreviewTarget) -> PreviewTarget {
    func named(_ spelling: String) -> String {
      guard spelling == "." || spelling == ".." else { return spelling }
      // The working folder or its parent: the system's path of it has no `.` or `..` left.
      guard let folder = DirectoryWalker.realPath(RawPath(spelling))?.lastComponent.string,
        !folder.isEmpty, folder != "/"
      else { return spelling }
      return folder
    }
    let (name, label) = (named(target.name), named(target.label))
    guard name != target.name || label != target.label else { return target }
    return target.renamed(name, label: label)
  }

  /// "1 finding", "2 findings".
  static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// The targets to draw: every one, or the one `--target` names.
  private func chosenTargets(_ all: [PreviewTarget]) throws -> [PreviewTarget] {
    var targets = all
    if let wanted = target {
      targets = all.filter { $0.name == wanted }
      guard !targets.isEmpty else {
        let names = all.map(\.name)
        Terminal.error(
          "error: no target named '\(wanted)' in \(path) (found: \(names.isEmpty ? "none" : names.joined(separator: ", ")))"
        )
        throw ExitCode(2)
      }
    }
    guard !targets.isEmpty else {
      Terminal.error("error: \(path) holds no app icon, bar icon or launch image to draw")
      throw ExitCode(2)
    }
    return targets
  }

  /// Refuses, before anything is drawn, sheets that exist (without --force) and any sheet
  /// that would land on a file of the previewed tree (even with --force).
  private func refuseOverwriting(_ outputs: [RawPath], sources: [RawPath]) throws {
    let existing = outputs.filter { DirectoryWalker.kind(of: $0) != nil }
    if !force && !existing.isEmpty {
      for path in existing { Terminal.error("error: \(path) already exists") }
      Terminal.error("nothing was written; use --force to replace them")
      throw ExitCode(1)
    }
    let sourceFiles = Set(sources.compactMap { DirectoryWalker.realPath($0) })
    for path in outputs {
      let resolved = DirectoryWalker.realPath(path.parent).map { $0.appending(path.lastComponent) }
      if let resolved, sourceFiles.contains(resolved) {
        Terminal.error("error: \(path) is an image of the previewed tree; refusing to overwrite it")
        throw ExitCode(1)
      }
    }
  }

  /// FILE for one target; FILE with each target's name before the extension for several
  /// (a name made safe for a file name, numbered when two targets share one).
  static func outputNames(for names: [String], file: RawPath) -> [RawPath] {
    guard names.count > 1 else { return [file] }
    let name = file.lastComponent.description
    let stem = String(name.dropLast(4))
    var used: [String: Int] = [:]
    return names.map { target in
      var safe = String(
        target.unicodeScalars.map { scalar in
          scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-"
            || scalar == "_" ? Character(scalar) : "-"
        })
      if safe.isEmpty { safe = "target" }
      used[safe, default: 0] += 1
      if used[safe]! > 1 { safe += "-\(used[safe]!)" }
      return file.parent.appending("\(stem)-\(safe).png")
    }
  }
}
