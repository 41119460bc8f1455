import Raster
import TestSupport

@testable import Rules

extension NoAppIconRule: RuleExamples {
  static func examples() throws -> RuleExample {
    // Xcode's template: an AppIcon set whose one 1024 slot has no image yet.
    func template(filled: Bool) throws -> Fixture {
      var assets = InMemoryAssets([
        "Info.plist": plist(""),
        appIconSet + "/Contents.json": appIconContents([
          Slot(
            size: "1024x1024", scale: "1x", filename: filled ? "icon-1024.png" : nil,
            idiom: "universal")
        ]),
      ])
      if filled {
        assets[appIconSet + "/icon-1024.png"] = try png(
          RGBAImage(width: 1024, height: 1024, fill: RGBA(0x3B, 0x2F, 0x9E)))
      }
      return Fixture(assets: assets)
    }
    return (try template(filled: false), try template(filled: true))
  }
}
