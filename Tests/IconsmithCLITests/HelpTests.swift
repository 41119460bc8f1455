import PNGCodec
import SampleArt
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

  @Test("icons --help asks for the master size that serves every profile, as measured: 1024 px")
  func masterSize() throws {
    let folder = TemporaryFolder()
    let help = CommandRunner.iconsmith("icons", "--help").stdout
    #expect(help.contains("(1024 px serves every profile)"))
    // What it claims: a 1024 master gives every profile's icons.
    let master = folder.write(
      "master.png", try PNGEncoder().encode(SampleArt.masterArtwork(side: 1024)))
    let all = CommandRunner.iconsmith(
      "icons", master, "-o", folder.file("out"), "--profile", "iphoneos3,retina,ipad,ios7,modern")
    #expect(all.status == 0, "\(all)")
  }

  @Test("colour defaults are printed as written: the icons' #FFFFFF, the launch images' #000000")
  func colourDefaults() {
    #expect(CommandRunner.iconsmith("icons", "--help").stdout.contains("(default: #FFFFFF)"))
    #expect(CommandRunner.iconsmith("launch", "--help").stdout.contains("(default: #000000)"))
  }
}
