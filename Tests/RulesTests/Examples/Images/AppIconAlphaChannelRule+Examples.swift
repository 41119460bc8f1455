import PNGCodec
import Raster
import TestSupport

@testable import Rules

extension AppIconAlphaChannelRule: RuleExamples {
  static func examples() throws -> RuleExample {
    // The App Store slot of a set: the one icon whose opaque channel is a risk.
    func storeIcon(_ format: PNGEncoder.Format) throws -> Fixture {
      var assets = InMemoryAssets()
      assets["Info.plist"] = plist()
      assets[appIconSet + "/Contents.json"] = catalogContents([
        CatalogEntry(idiom: "ios-marketing", size: "1024x1024", scale: "1x", filename: "store.png")
      ])
      assets[appIconSet + "/store.png"] = try png(
        artwork512.bilinearUpscaled(toWidth: 1024, height: 1024), format)
      return Fixture(assets: assets)
    }
    return (try storeIcon(.rgba8), try storeIcon(.rgb8))
  }
}
