import PNGCodec
import TestSupport

@testable import Rules

extension NamedAssetMissingRule: RuleExamples {
  static func examples() throws -> RuleExample {
    func cordova(_ source: String) throws -> Fixture {
      var assets = InMemoryAssets()
      assets["config.xml"] = Array(
        "<widget id=\"a.b\"><platform name=\"ios\"><icon src=\"\(source)\" width=\"57\" height=\"57\"/></platform></widget>"
          .utf8)
      assets["res/icon.png"] = try png(icon(57), .rgb8)
      return Fixture(assets: assets)
    }
    return (try cordova("res/missing.png"), try cordova("res/icon.png"))
  }
}
