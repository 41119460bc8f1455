import ArgumentParser
import IconsmithIO
import PNGCodec
import Raster
import Utilities

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `iconsmith info`: the PNG facts of each file, as text or JSON.
struct InfoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "info",
    abstract: "Show what each PNG file is: size, colour type, chunks, alpha, colour profile.",
    discussion: """
      Every file is decoded in full, so a corrupt file is reported here too. \
      Exit code 1 when some file could not be read; the others are still shown.
      """)

  @Argument(help: "PNG files (Apple-optimized CgBI files too).")
  var files: [String]

  @Flag(help: "Print a JSON array, one object per file, keys sorted.")
  var json = false

  @OptionGroup(title: "Limits")
  var limitOptions: DecodeLimitOptions

  func run() throws {
    let paths = files.map(Iconsmith.rawArguments.path(for:))
    let reader = SafeFileReader(maxBytes: limitOptions.maxFileBytes)
    let decoder = PNGDecoder(limits: limitOptions.limits)
    let reports = Parallel.map(paths) { path in
      PNGFileInfo(path: path.description, decoder: decoder) { () throws -> [UInt8] in
        try reader.read(path)
      }
    }
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      let data = try encoder.encode(reports)
      print(String(decoding: data, as: UTF8.self))
    } else {
      print(reports.map(\.text).joined(separator: "\n"))
    }
    for report in reports { if let error = report.error { Terminal.error("error: \(error)") } }
    if reports.contains(where: { $0.error != nil }) { throw ExitCode(1) }
  }
}
