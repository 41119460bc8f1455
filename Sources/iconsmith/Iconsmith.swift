import ArgumentParser
import IconsmithIO

/// The `iconsmith` command line: parses arguments, does the file-system work,
/// and hands bytes to the libraries.
@main
struct Iconsmith: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "iconsmith",
    abstract: "Check and generate iOS app icons, bar-icon masks and launch images.",
    discussion: """
      Exit codes: 0 success; 1 some input failed (the rest is still processed); 64 usage error.
      """,
    version: "0.1.0",
    subcommands: [InfoCommand.self, ConvertCommand.self])

  /// The raw bytes of argv, for file names that are not valid UTF-8.
  static let rawArguments = RawArguments.current()
}
