import Foundation
import TestSupport
import Testing
import Yams

/// The GitHub Action in `.github/actions/iconsmith` (#24), run as GitHub's runner runs a
/// composite action: its steps in order, each a bash script with the step's `env:` worked out
/// from the inputs, in a fake job (the GITHUB_* files, RUNNER_TEMP, RUNNER_OS), stopping at the
/// first step that fails. The release archive it installs is one the test packs the debug build
/// into, served through `archive-url: file://...`.
struct GitHubActionTests {
  static let actionFolder = Repository.path(".github/actions/iconsmith")

  static func action() throws -> ComposedAction {
    let text = try String(contentsOfFile: actionFolder + "/action.yml", encoding: .utf8)
    return try ComposedAction(yaml: text)
  }

  @Test("the steps take inputs through env only, and every input reaches a step")
  func inputsReachTheScriptsThroughTheEnvironment() throws {
    let action = try Self.action()
    #expect(
      Set(action.inputs.keys)
        == ["path", "format", "sarif-file", "version", "archive-url", "args"])
    #expect(action.steps.map(\.id) == ["install", "check"])
    var used: Set<String> = []
    for step in action.steps {
      // An input pasted into `run:` becomes shell code; through env it stays a value.
      #expect(!step.run.contains("${{"), "step \(step.id) interpolates into its script")
      #expect(step.shell == "bash")
      for (name, value) in step.env {
        let input = try #require(
          ComposedAction.wholeInput(value), "\(step.id): \(name) is not one input: \(value)")
        #expect(action.inputs[input] != nil, "\(step.id): \(name) names no input: \(input)")
        used.insert(input)
      }
    }
    #expect(used == Set(action.inputs.keys))
    #expect(action.steps[0].run == #"bash "$GITHUB_ACTION_PATH/install.sh""#)
    #expect(action.steps[1].run == #"bash "$GITHUB_ACTION_PATH/run.sh""#)
    #expect(
      action.steps[0].env
        == [
          "ICONSMITH_VERSION": "${{ inputs.version }}",
          "ICONSMITH_ARCHIVE_URL": "${{ inputs.archive-url }}",
        ])
    #expect(
      action.steps[1].env
        == [
          "ICONSMITH_PATH": "${{ inputs.path }}", "ICONSMITH_FORMAT": "${{ inputs.format }}",
          "ICONSMITH_SARIF_FILE": "${{ inputs.sarif-file }}",
          "ICONSMITH_ARGS": "${{ inputs.args }}",
        ])
    #expect(Set(action.outputs.keys) == ["sarif-file", "exit-code", "errors", "warnings"])
  }

  @Test("the default version is the one this commit builds, so a tag's action installs its own")
  func defaultVersionIsTheBuiltOne() throws {
    #expect(!Self.builtVersion.isEmpty)
    #expect(try Self.action().inputs["version"] == Self.builtVersion)
  }

  @Test(
    "installs a release archive and checks BrokenApp: exit 1, annotations, outputs, schema-valid SARIF"
  )
  func installsTheArchiveAndChecksBrokenApp() throws {
    let job = FakeJob()
    let archive = try job.releaseArchive()
    job.copyIntoWorkspace("SampleAssets/BrokenApp")

    let run = try job.run(
      Self.action(),
      inputs: [
        "version": Self.builtVersion, "archive-url": "file://" + archive,
        "path": "SampleAssets/BrokenApp",
      ])

    #expect(run.steps.map(\.id) == ["install", "check"])
    let install = run.steps[0].result
    #expect(install.status == 0, "\(install)")
    #expect(job.linesOf("github-path") == [job.runnerTemp + "/iconsmith/bin"])
    #expect(
      FileManager.default.isExecutableFile(atPath: job.runnerTemp + "/iconsmith/bin/iconsmith"))

    // BrokenApp has errors: the step, so the job, fails with iconsmith's status.
    let check = run.steps[1].result
    #expect(check.status == 1, "\(check)")
    let annotations = check.stdout.split(separator: "\n").filter { $0.hasPrefix("::error file=") }
    #expect(!annotations.isEmpty)
    #expect(annotations.allSatisfy { $0.contains("file=SampleAssets/BrokenApp") })
    // The annotations are those the github format gives outside the action.
    let direct = CommandRunner.iconsmith(
      "check", "--format", "github", "SampleAssets/BrokenApp", in: job.workspace)
    #expect(check.stdout == direct.stdout)

    let errors = annotations.count
    let warnings = check.stdout.split(separator: "\n").filter { $0.hasPrefix("::warning ") }.count
    #expect(
      run.outputs
        == [
          "sarif-file": "iconsmith.sarif", "exit-code": "1", "errors": "\(errors)",
          "warnings": "\(warnings)",
        ])
    let summary = String(decoding: FileBytes.read(job.file("step-summary")) ?? [], as: UTF8.self)
    #expect(summary.contains("\(errors) errors, \(warnings) warnings; exit 1."))

    // The SARIF was written though the check failed, relative to the workspace.
    let sarifPath = job.workspace + "/iconsmith.sarif"
    let sarifBytes = try #require(FileBytes.read(sarifPath), "no SARIF file")
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(sarifBytes)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    let runs = try #require(log["runs"] as? [[String: Any]])
    let driver = (runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
    #expect(driver?["name"] as? String == "iconsmith")
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    #expect(results.filter { $0["level"] as? String == "error" }.count == errors)
    #expect(!results.isEmpty && results.allSatisfy { ($0["ruleId"] as? String)?.isEmpty == false })
    #expect(!FileManager.default.fileExists(atPath: sarifPath + ".partial"))

    // Without jsonschema (only outside CI) the rest of this test still runs.
    if SARIFSchema.available {
      let validation = SARIFSchema.validate(sarifPath)
      #expect(validation.status == 0, "\(validation)")
    }
  }

  @Test(
    "the schema check refuses a SARIF log the schema forbids, so its pass means something",
    .enabled(if: SARIFSchema.available, SARIFSchema.missingReason))
  func schemaRefusesAnInvalidLog() throws {
    let folder = TemporaryFolder()
    let invalid = folder.write(
      "invalid.sarif",
      Array(#"{"version": "2.1.0", "runs": [{"results": [{"level": "fatal"}]}]}"#.utf8))
    let result = SARIFSchema.validate(invalid)
    #expect(result.status == 1, "\(result)")
    #expect(result.stderr.contains("'tool' is a required property"))
  }

  @Test("a wrong checksum fails the install with a clear message and installs nothing")
  func wrongChecksumInstallsNothing() throws {
    let job = FakeJob()
    let archive = try job.releaseArchive()
    job.write(archive + ".sha256", String(repeating: "0", count: 64) + "  x.tar.gz\n")
    let run = try job.run(
      Self.action(), inputs: ["version": Self.builtVersion, "archive-url": "file://" + archive])
    #expect(run.steps.map(\.id) == ["install"])
    let install = run.steps[0].result
    #expect(install.status == 1)
    #expect(
      install.stdout.contains(
        "::error title=iconsmith install::iconsmith action: checksum mismatch"))
    #expect(install.stderr.contains("nothing installed"))
    #expect(job.linesOf("github-path").isEmpty)
    #expect(!FileManager.default.fileExists(atPath: job.runnerTemp + "/iconsmith"))
    #expect(run.outputs.values.allSatisfy { $0.isEmpty })
  }

  /// An install that must fail, and what its message must say.
  struct BadInstall: Sendable, CustomTestStringConvertible {
    var inputs: [String: String]
    var environment: [String: String] = [:]
    var message: String
    var testDescription: String { message }
  }

  @Test(
    "a bad version, a Mac, a failed download and another version in the archive each fail clearly",
    arguments: [
      BadInstall(inputs: ["version": "latest"], message: "bad version 'latest'"),
      BadInstall(
        inputs: ["version": "0.1.0/../0.0.1"], message: "bad version '0.1.0/../0.0.1'"),
      BadInstall(
        inputs: [:], environment: ["RUNNER_OS": "macOS"],
        message: "the release archive is Linux-only; on macOS use 'version: source'"),
      BadInstall(
        inputs: ["archive-url": "file:///nonexistent/iconsmith.tar.gz"],
        message: "could not download the release archive file:///nonexistent/iconsmith.tar.gz"),
      BadInstall(
        inputs: ["version": "9.9.9", "archive-url": ""], message: "not the 9.9.9 asked for"),
    ])
  func installFailsClearly(_ bad: BadInstall) throws {
    let job = FakeJob()
    var inputs = bad.inputs
    // Only the last case gets as far as the archive; the others must fail before any download.
    if inputs["archive-url"] == "" {
      inputs["archive-url"] = "file://" + (try job.releaseArchive())
    } else if inputs["archive-url"] == nil {
      inputs["archive-url"] = "file:///nonexistent/x.tar.gz"
    }
    if inputs["version"] == nil { inputs["version"] = Self.builtVersion }
    let run = try job.run(Self.action(), inputs: inputs, environment: bad.environment)
    #expect(run.steps.count == 1)
    #expect(run.steps[0].result.status == 1)
    #expect(run.steps[0].result.stderr.contains(bad.message), "\(run.steps[0].result)")
    // A workflow command, so the message is an annotation on the run, not only a log line.
    #expect(
      run.steps[0].result.stdout.contains("::error title=iconsmith install::iconsmith action: "))
    #expect(job.linesOf("github-path").isEmpty)
    #expect(!FileManager.default.fileExists(atPath: job.runnerTemp + "/iconsmith"))
  }

  @Test(
    "with no archive-url, the archive is the release of the repository the runner took the action from"
  )
  func defaultArchiveIsTheActionRepositorysRelease() throws {
    let job = FakeJob()
    // The runner checks an action out as _actions/OWNER/REPO/REF/; a branch's / nests a folder.
    let checkout = job.file("_actions/acme/iconsmith/feature/x")
    try FileManager.default.createDirectory(
      atPath: checkout + "/.github/actions", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: checkout + "/.github/actions/iconsmith", withDestinationPath: Self.actionFolder)
    let run = try job.run(
      Self.action(), inputs: ["version": "1.2.3"],
      environment: [
        "GITHUB_ACTION_PATH": checkout + "/.github/actions/iconsmith",
        "GITHUB_SERVER_URL": "file:///nonexistent",
      ])
    #expect(run.steps.map(\.result.status) == [1])
    let arch = CommandRunner.run("/usr/bin/env", [Array("uname".utf8), Array("-m".utf8)]).stdout
      .trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(
        of: "arm64", with: "aarch64")
    #expect(
      run.steps[0].result.stderr.contains(
        "could not download the release archive file:///nonexistent/acme/iconsmith/releases/download/v1.2.3/iconsmith-1.2.3-linux-\(arch).tar.gz"
      ), "\(run.steps[0].result)")
  }

  @Test("an iconsmith of the wanted version already on PATH is used, and nothing is downloaded")
  func iconsmithOnPathIsKept() throws {
    let job = FakeJob()
    try job.preinstall()
    let run = try job.run(
      Self.action(),
      inputs: [
        "version": Self.builtVersion, "archive-url": "file:///nonexistent/x.tar.gz",
        "sarif-file": "", "format": "text",
      ])
    #expect(run.steps.map(\.result.status) == [0, 0], "\(run.steps.map(\.result))")
    #expect(run.steps[0].result.stdout.contains("already on PATH"))
    #expect(job.linesOf("github-path").isEmpty)
    // The workspace is empty: nothing to check, exit 0, no SARIF asked for, no counts.
    #expect(run.outputs == ["sarif-file": "", "exit-code": "0", "errors": "", "warnings": ""])
  }

  @Test("args reach both runs, split at white space: --quiet drops the warnings from log and SARIF")
  func argsReachBothRuns() throws {
    let job = FakeJob()
    try job.preinstall()
    job.copyIntoWorkspace("SampleAssets/BrokenApp")
    let run = try job.run(
      Self.action(),
      inputs: [
        "version": Self.builtVersion, "path": "SampleAssets/BrokenApp",
        "args": "--quiet\n  --profile iphoneos3", "sarif-file": "reports/assets.sarif",
      ])
    #expect(run.steps.map(\.result.status) == [0, 1], "\(run.steps.map(\.result))")
    #expect(run.outputs["warnings"] == "0")
    #expect(run.outputs["errors"].flatMap(Int.init).map { $0 > 0 } == true)
    #expect(run.outputs["sarif-file"] == "reports/assets.sarif")
    let summary = String(decoding: FileBytes.read(job.file("step-summary")) ?? [], as: UTF8.self)
    #expect(summary.contains(" errors, 0 warnings; exit 1.\nSARIF: `reports/assets.sarif`"))
    let bytes = try #require(FileBytes.read(job.workspace + "/reports/assets.sarif"))
    let log = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    let results = ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
    #expect(!results.isEmpty)
    #expect(Set(results.compactMap { $0["level"] as? String }) == ["error"])
  }

  @Test("a check that cannot run exits 2, writes no SARIF and says so")
  func checkThatCannotRunWritesNoSARIF() throws {
    let job = FakeJob()
    try job.preinstall()
    let run = try job.run(
      Self.action(), inputs: ["version": Self.builtVersion, "path": "NoSuchApp"])
    #expect(run.steps.map(\.result.status) == [0, 2], "\(run.steps.map(\.result))")
    #expect(
      run.steps[1].result.stdout.contains(
        "::error title=iconsmith check::iconsmith check exited 2 and wrote no SARIF to iconsmith.sarif"
      ))
    #expect(run.outputs["exit-code"] == "2")
    #expect(try FileManager.default.contentsOfDirectory(atPath: job.workspace).isEmpty)
  }

  @Test("version: source builds the package three folders above the action, in release mode")
  func sourceBuildsTheActionsOwnRef() throws {
    let job = FakeJob()
    // A stand-in swift that logs its arguments and "builds" the debug binary: the real release
    // build takes minutes, and what is tested is what the script asks of it.
    let tools = job.file("tools")
    let bin = job.file("release-bin")
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: bin + "/iconsmith", withDestinationPath: CommandRunner.iconsmith)
    job.write(
      tools + "/swift",
      """
      #!/bin/bash
      echo "$*" >> "\(job.file("swift-calls"))"
      case " $* " in *" --show-bin-path "*) echo "\(bin)" ;; esac
      """)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: tools + "/swift")
    job.basePath = tools + ":" + job.basePath
    let run = try job.run(
      Self.action(), inputs: ["version": "source", "sarif-file": "", "format": "text"])
    #expect(run.steps.map(\.result.status) == [0, 0], "\(run.steps.map(\.result))")
    let package = URL(fileURLWithPath: Self.actionFolder + "/../../..").standardized.path
    #expect(
      job.linesOf("swift-calls") == [
        "build -c release --product iconsmith --package-path \(package)",
        "build -c release --product iconsmith --package-path \(package) --show-bin-path",
      ])
    #expect(job.linesOf("github-path") == [bin])
  }

  @Test("version: source with no swift on PATH says what to do")
  func sourceWithoutSwiftFailsClearly() throws {
    let job = FakeJob()
    // A PATH of bash alone: the machine running the test may well have swift in /usr/bin.
    let tools = job.file("tools")
    try FileManager.default.createDirectory(atPath: tools, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: tools + "/bash", withDestinationPath: "/bin/bash")
    job.basePath = tools
    let run = try job.run(Self.action(), inputs: ["version": "source"])
    #expect(run.steps.map(\.result.status) == [1])
    #expect(run.steps[0].result.stderr.contains("there is no swift on PATH"))
  }

  @Test("the README's workflow uses this action with inputs it declares, and uploads its SARIF")
  func readmeWorkflowMatchesTheAction() throws {
    let action = try Self.action()
    let readme = try #require(String(bytes: Repository.bytes("README.md") ?? [], encoding: .utf8))
    let section = try #require(readme.range(of: "### GitHub Actions\n"))
    let open = try #require(
      readme.range(of: "```yaml\n", range: section.upperBound..<readme.endIndex))
    let close = try #require(readme.range(of: "```\n", range: open.upperBound..<readme.endIndex))
    let workflow = try #require(
      try Yams.compose(yaml: String(readme[open.upperBound..<close.lowerBound])))
    let steps = try #require(workflow["jobs"]?["assets"]?["steps"]?.sequence)
    let uses = try #require(
      steps.first { $0["uses"]?.string?.contains("/.github/actions/iconsmith@") == true })
    #expect(uses["uses"]?.string?.hasPrefix("OWNER/iconsmith/") == true)
    var with: [String: String] = [:]
    if let mapping = uses["with"]?.mapping {
      for (key, value) in mapping { with[key.string ?? ""] = value.string ?? "" }
    }
    #expect(with.keys.allSatisfy { action.inputs[$0] != nil }, "\(with.keys)")
    let upload = try #require(
      steps.first { $0["uses"]?.string?.hasPrefix("github/codeql-action/upload-sarif@") == true })
    #expect(upload["if"]?.string == "always()")
    #expect(
      upload["with"]?["sarif_file"]?.string == (with["sarif-file"] ?? action.inputs["sarif-file"]))
  }

  static let builtVersion: String = CommandRunner.iconsmith("--version").stdout
    .trimmingCharacters(in: .whitespacesAndNewlines)
}

/// action.yml's parts that the runner reads: the inputs' defaults, the outputs' values and the
/// steps of a composite action.
struct ComposedAction {
  struct Step {
    var id: String
    var shell: String?
    var run: String
    var env: [String: String]
  }

  var inputs: [String: String] = [:]
  var outputs: [String: String] = [:]
  var steps: [Step] = []

  init(yaml: String) throws {
    let root = try #require(try Yams.compose(yaml: yaml))
    for (key, value) in try #require(root["inputs"]?.mapping, "no inputs") {
      inputs[key.string ?? ""] = value["default"]?.string ?? ""
    }
    for (key, value) in try #require(root["outputs"]?.mapping, "no outputs") {
      outputs[key.string ?? ""] = value["value"]?.string ?? ""
    }
    #expect(root["runs"]?["using"]?.string == "composite")
    let stepNodes = try #require(root["runs"]?["steps"]?.sequence, "no runs.steps")
    for node in stepNodes {
      var env: [String: String] = [:]
      if let mapping = node["env"]?.mapping {
        for (key, value) in mapping { env[key.string ?? ""] = value.string ?? "" }
      }
      steps.append(
        Step(
          id: node["id"]?.string ?? "", shell: node["shell"]?.string,
          run: try #require(node["run"]?.string, "a step with no run:"), env: env))
    }
  }

  /// The input a value is made of, when it is `${{ inputs.NAME }}` and nothing else.
  static func wholeInput(_ value: String) -> String? {
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("${{"), trimmed.hasSuffix("}}") else { return nil }
    let inner = trimmed.dropFirst(3).dropLast(2).trimmingCharacters(in: .whitespaces)
    guard inner.hasPrefix("inputs."), !inner.contains(" ") else { return nil }
    return String(inner.dropFirst("inputs.".count))
  }

  /// `value` with each `${{ ... }}` replaced, as the runner does; only the two contexts this
  /// action uses are known, and anything else is a test failure, not a silent empty string.
  static func evaluate(
    _ value: String, inputs: [String: String], steps: [String: [String: String]]
  ) throws -> String {
    var result = ""
    var rest = Substring(value)
    while let open = rest.range(of: "${{") {
      result += rest[..<open.lowerBound]
      let close = try #require(rest[open.upperBound...].range(of: "}}"), "unclosed ${{ in \(value)")
      let expression = rest[open.upperBound..<close.lowerBound].trimmingCharacters(
        in: .whitespaces)
      let parts = expression.split(separator: ".").map(String.init)
      if parts.count == 2, parts[0] == "inputs" {
        result += try #require(inputs[parts[1]], "no input \(parts[1])")
      } else if parts.count == 4, parts[0] == "steps", parts[2] == "outputs" {
        result += steps[parts[1]]?[parts[3]] ?? ""
      } else {
        Issue.record("an expression the fake runner does not know: \(expression)")
      }
      rest = rest[close.upperBound...]
    }
    return result + rest
  }
}

/// One job on a fake runner: its workspace, RUNNER_TEMP and the files GitHub gives each step
/// (GITHUB_OUTPUT fresh per step; GITHUB_PATH, GITHUB_ENV and GITHUB_STEP_SUMMARY for the job).
final class FakeJob {
  struct StepRun {
    let id: String
    let result: CommandResult
  }

  struct Run {
    var steps: [StepRun] = []
    /// The action's outputs, worked out from the steps' as the runner does.
    var outputs: [String: String] = [:]
  }

  let folder = TemporaryFolder()
  /// The job's PATH before any step adds to it: no iconsmith, so the installed one is run.
  var basePath = "/usr/bin:/bin"

  init() {
    for name in ["workspace", "runner-temp"] {
      try! FileManager.default.createDirectory(
        atPath: folder.file(name), withIntermediateDirectories: true)
    }
    for name in ["github-path", "github-env", "step-summary"] { folder.write(name, []) }
  }

  var workspace: String { folder.file("workspace") }
  var runnerTemp: String { folder.file("runner-temp") }
  func file(_ name: String) -> String { folder.file(name) }

  func write(_ path: String, _ text: String) {
    let relative =
      path.hasPrefix(folder.path + "/") ? String(path.dropFirst(folder.path.count + 1)) : path
    folder.write(relative, Array(text.utf8))
  }

  /// Puts the debug build on the job's PATH, as an image or an earlier step would.
  func preinstall() throws {
    let bin = file("preinstalled")
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: bin + "/iconsmith", withDestinationPath: CommandRunner.iconsmith)
    basePath = bin + ":" + basePath
  }

  func linesOf(_ name: String) -> [String] {
    String(decoding: FileBytes.read(file(name)) ?? [], as: UTF8.self)
      .split(separator: "\n").map(String.init)
  }

  func copyIntoWorkspace(_ relative: String) {
    let target = workspace + "/" + relative
    try! FileManager.default.createDirectory(
      atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try! FileManager.default.copyItem(atPath: Repository.path(relative), toPath: target)
  }

  /// A release archive laid out as `.scripts/release` lays one out, holding the debug build's
  /// binary, and its `.sha256` beside it; returns the archive's path.
  func releaseArchive() throws -> String {
    let version = GitHubActionTests.builtVersion
    let name = "iconsmith-\(version)-linux-test"
    let stage = file("stage/" + name)
    try FileManager.default.createDirectory(
      atPath: stage + "/bin", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: CommandRunner.iconsmith, toPath: stage + "/bin/iconsmith")
    write(stage + "/share/doc/iconsmith/README.md", "iconsmith \(version)\n")
    let dist = file("dist")
    try FileManager.default.createDirectory(atPath: dist, withIntermediateDirectories: true)
    // gzip -1: the debug binary is large, and the test is about the steps, not the ratio.
    let packed = CommandRunner.run(
      "/bin/sh",
      [
        "-c",
        """
        set -e
        tar -C "$1" -cf - "$2" | gzip -1 > "$3/$2.tar.gz"
        cd "$3"
        if command -v sha256sum >/dev/null; then sha256sum "$2.tar.gz"; else shasum -a 256 "$2.tar.gz"; fi > "$2.tar.gz.sha256"
        """, "sh", file("stage"), name, dist,
      ].map { Array($0.utf8) })
    #expect(packed.status == 0, "\(packed)")
    return dist + "/" + name + ".tar.gz"
  }

  /// Runs the action's steps in order, as the runner does, until one fails.
  func run(
    _ action: ComposedAction, inputs given: [String: String],
    environment extra: [String: String] = [:]
  ) throws -> Run {
    for name in given.keys { #expect(action.inputs[name] != nil, "no input \(name)") }
    let inputs = action.inputs.merging(given) { _, new in new }
    var run = Run()
    var stepOutputs: [String: [String: String]] = [:]
    for (index, step) in action.steps.enumerated() {
      let outputFile = file("output-\(index)")
      folder.write("output-\(index)", [])
      // Each line of GITHUB_PATH goes before the PATH of the steps after it, the last first.
      let added = linesOf("github-path").reversed()
      var environment = [
        "GITHUB_ACTIONS": "true", "CI": "true",
        "GITHUB_WORKSPACE": workspace, "GITHUB_ACTION_PATH": GitHubActionTests.actionFolder,
        "GITHUB_OUTPUT": outputFile, "GITHUB_PATH": file("github-path"),
        "GITHUB_ENV": file("github-env"), "GITHUB_STEP_SUMMARY": file("step-summary"),
        "RUNNER_TEMP": runnerTemp, "RUNNER_OS": "Linux",
        "PATH": (added + [basePath]).joined(separator: ":"),
      ]
      for (key, value) in Self.keyValues(file("github-env")) { environment[key] = value }
      for (key, value) in extra { environment[key] = value }
      for (key, value) in step.env {
        environment[key] = try ComposedAction.evaluate(value, inputs: inputs, steps: stepOutputs)
      }
      // GitHub's `shell: bash`: the step's script in a file, run with these flags.
      let script = folder.write("step-\(index).sh", Array(step.run.utf8))
      let result = CommandRunner.run(
        "/bin/bash", ["--noprofile", "--norc", "-eo", "pipefail", script].map { Array($0.utf8) },
        in: workspace, environment: environment)
      run.steps.append(StepRun(id: step.id, result: result))
      stepOutputs[step.id] = Self.keyValues(outputFile)
      if result.status != 0 { break }
    }
    for (name, value) in action.outputs {
      run.outputs[name] = try ComposedAction.evaluate(value, inputs: inputs, steps: stepOutputs)
    }
    return run
  }

  /// A GITHUB_OUTPUT or GITHUB_ENV file: `name=value` lines, or `name<<DELIMITER` blocks.
  static func keyValues(_ path: String) -> [String: String] {
    var values: [String: String] = [:]
    var lines = String(decoding: FileBytes.read(path) ?? [], as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false)[...]
    while let line = lines.popFirst() {
      if let equals = line.firstIndex(of: "="),
        !line[..<equals].contains("<<")
      {
        values[String(line[..<equals])] = String(line[line.index(after: equals)...])
      } else if let marker = line.range(of: "<<") {
        let delimiter = line[marker.upperBound...]
        var body: [Substring] = []
        while let next = lines.popFirst(), next != delimiter { body.append(next) }
        values[String(line[..<marker.lowerBound])] = body.joined(separator: "\n")
      }
    }
    return values
  }
}

/// The official SARIF 2.1.0 schema (SARIFSchema/, with its OASIS notice) and Python's
/// `jsonschema`, which `.ci/run` installs when it is missing.
enum SARIFSchema {
  static let path = Repository.path("Tests/IconsmithCLITests/SARIFSchema/sarif-schema-2.1.0.json")

  static let pythonHasJSONSchema: Bool =
    CommandRunner.run(
      "/usr/bin/env", [Array("python3".utf8), Array("-c".utf8), Array("import jsonschema".utf8)]
    )
    .status == 0

  /// In CI (CI set) a missing jsonschema is a failure, not a skip.
  static var available: Bool {
    pythonHasJSONSchema || ProcessInfo.processInfo.environment["CI"] != nil
  }

  static let missingReason: Comment =
    "python3 with jsonschema is not installed (pip install jsonschema); CI requires it"

  /// Validates a file against the schema; exit 0 when it is valid, 1 with each error on stderr.
  static func validate(_ file: String) -> CommandResult {
    let program = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      log = json.load(open(sys.argv[2]))
      validator = jsonschema.validators.validator_for(schema)(schema)
      errors = sorted(validator.iter_errors(log), key=lambda error: list(error.absolute_path))
      for error in errors:
          print("/".join(map(str, error.absolute_path)) + ": " + error.message, file=sys.stderr)
      sys.exit(1 if errors else 0)
      """
    return CommandRunner.run(
      "/usr/bin/env", ["python3", "-c", program, path, file].map { Array($0.utf8) })
  }
}
