import ArgumentParser
import PNGCodec

/// The decoder's hostile-input limits, as options shared by every command that reads PNGs.
struct DecodeLimitOptions: ParsableArguments {
  @Option(help: "Refuse images wider or taller than this many pixels.")
  var maxSide: Int = DecodeLimits.default.maxSide

  @Option(help: "Refuse images with more than this many million pixels.")
  var maxMegapixels: Int = DecodeLimits.default.maxPixels / (1024 * 1024)

  @Option(name: .customLong("max-file-mib"), help: "Refuse files larger than this many MiB.")
  var maxFileMiB: Int = 64

  func validate() throws {
    guard maxSide > 0, maxMegapixels > 0, maxFileMiB > 0 else {
      throw ValidationError("limits must be positive")
    }
  }

  var limits: DecodeLimits {
    DecodeLimits(maxSide: maxSide, maxPixels: maxMegapixels * 1024 * 1024)
  }

  var maxFileBytes: Int { maxFileMiB << 20 }
}
