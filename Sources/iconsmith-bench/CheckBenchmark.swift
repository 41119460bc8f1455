import ArgumentParser
import AssetSources
import CheckConfiguration
import Checking
import Diagnostics
import Foundation
import HIG
import IconsmithIO
import PNGCodec
import Rules

/// `check DIR`: the whole check (walk, read, decode on all cores, every rule)
/// against the plain single-threaded C libpng loop that only decodes.
struct CheckBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Time `check` with every rule (iphoneos3 and retina) against a plain C decode loop.")

  @Argument(help: "A folder of apps (see `iconsmith-bench corpus`).")
  var folder: String

  @Option(help: "Timed rounds of each; the medians are compared.")
  var rounds = 5

  func run() throws {
    let files = try loadPNGs(in: folder)
    let loop = CDecodeLoop()
    var decodedBytes = 0
    var report: CheckReport? = nil
    let checker = Checker(configuration: Configuration(profiles: [.iphoneos3, .retina]))
    let (cTime, checkTime) = interleavedMedians(
      rounds,
      {
        decodedBytes = loop.decodeAll(files)
      },
      {
        // What `iconsmith check FOLDER` does: walk it, then check every file.
        let loaded = try! DiskSource.sources(
          paths: [RawPath(folder)], configurationFolder: nil, maxFileBytes: 64 << 20
        )[0].load()
        report = checker.check(loaded.inventory, reader: loaded.reader)
      })
    guard let report else { return }
    print(
      "\(report.filesChecked) images in \(folder): \(report.count(.error)) errors, "
        + "\(report.count(.warning)) warnings, \(report.count(.note)) notes")
    let counts = report.diagnostics.reduce(into: [RuleID: Int]()) { $0[$1.rule, default: 0] += 1 }
    for (rule, count) in counts.sorted(by: { $0.key < $1.key }) { print("  \(rule): \(count)") }
    Bench.report("C decode, 1 core", seconds: cTime, files: files.count, decodedBytes: decodedBytes)
    Bench.report(
      "iconsmith check", seconds: checkTime, files: files.count, decodedBytes: decodedBytes)
    print(String(format: "ratio check / C decode loop: %.3f (goal <= 0.8)", checkTime / cTime))
  }
}
