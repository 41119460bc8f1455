import TestSupport

@testable import Rules

extension GeneratorMasterAlphaRule: RuleExamples {
  static func examples() throws -> RuleExample {
    func flutter(removeAlpha: Bool) throws -> Fixture {
      var assets = InMemoryAssets()
      assets["pubspec.yaml"] = Array(
        "name: app\nflutter_launcher_icons:\n  ios: true\n  image_path: icon.png\n  remove_alpha_ios: \(removeAlpha)\n"
          .utf8)
      var master = icon(1024)
      master[512, 512].alpha = 0
      assets["icon.png"] = try png(master)
      return Fixture(assets: assets)
    }
    return (try flutter(removeAlpha: false), try flutter(removeAlpha: true))
  }
}
