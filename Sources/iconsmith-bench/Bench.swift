import ArgumentParser

/// `iconsmith-bench`: measurements on a release build, never timed unit tests.
@main
struct Bench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "iconsmith-bench",
    abstract: "Benchmarks for iconsmith (run with `swift run -c release iconsmith-bench ...`).",
    subcommands: [
      DecodeBenchmark.self, CorpusCommand.self, PeakMemoryCommand.self, CheckMemoryBenchmark.self,
      SamplesCommand.self,
      FixtureAppsCommand.self, BuiltProductsCommand.self, CarBenchmark.self,
      ResampleBenchmark.self, CheckBenchmark.self, IconsBenchmark.self, MasksBenchmark.self,
      ProjectParseBenchmark.self,
    ])
}
