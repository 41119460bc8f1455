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
      Each command's help lists its exit codes; 64 is always a usage error.
      """,
    version: "0.1.0",
    subcommands: [
      CheckCommand.self, IconsCommand.self, MasksCommand.self, LaunchCommand.self,
      HookCommand.self, RulesCommand.self,
      InitCommand.self, InfoCommand.self, ConvertCommand.self, PreviewCommand.self,
      CarCommand.self,
    ])

  /// The raw bytes of argv, for file names that are not valid UTF-8.
  static let rawArguments = RawArguments.current()
}
