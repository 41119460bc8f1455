import TestSupport
import Testing

/// Every command's `--help` as a user reads it: each default printed as they would write it.
struct HelpTests {
  static let commands = [
    "check", "icons", "masks", "launch", "hook", "rules", "init", "info", "convert", "preview",
    "car list", "car extract",
  ]

  @Test(
    "each command's help prints no Swift value where a user's value belongs", arguments: commands)
  func helpPrintsValuesAsWritten(_ command: String) {
    let words = command.split(separator: " ").map(String.init)
    let result = CommandRunner.run(
      CommandRunner.iconsmith, (words + ["--help"]).map { Array($0.utf8) })
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("USAGE: iconsmith \(command)"), "\(result.stdout)")
    // A type's own description (`HexColor(color: …)`, `Optional(…)`, `["a"]`) is Swift's
    // words, not the user's.
    for leak in ["(color:", "Optional(", "[\"", "RawPath(", "Profile."] {
      #expect(!result.stdout.contains(leak), "\(command) --help shows \(leak)")
    }
  }

  @Test("colour defaults are printed as written: the icons' #FFFFFF, the launch images' #000000")
  func colourDefaults() {
    #expect(CommandRunner.iconsmith("icons", "--help").stdout.contains("(default: #FFFFFF)"))
    #expect(CommandRunner.iconsmith("launch", "--help").stdout.contains("(default: #000000)"))
  }
}
