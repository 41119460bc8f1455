import AssetModel
import Diagnostics
import HIG
import PNGCodec
import RuleCore

/// An asset stored with 16 bits per sample.
enum SixteenBitRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "sixteen-bit", severity: .warning,
    summary: "an asset with 16 bits per sample",
    rationale:
      "The standard depth is 8 bits per channel. 16-bit samples double the file for precision "
      + "the screen does not show, and older build steps reduce them anyway.")

  static func check(_ file: FileContext) -> [Finding] {
    // Xcode accepts 16-bit images in catalogs and compiles them for the device.
    guard file.facts.bitDepth == 16, !file.role.inCatalog else { return [] }
    return [
      Finding(
        message: "\(file.name) has 16 bits per sample; iOS assets are 8-bit",
        fix: "export at 8 bits per channel (the generators of iconsmith write 8-bit)")
    ]
  }
}
