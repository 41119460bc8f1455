import Raster
import TestSupport

@testable import Rules

extension GeneratorMasterShapeRule: RuleExamples {
  static func examples() throws -> RuleExample {
    func maui(height: Int) throws -> Fixture {
      var assets = InMemoryAssets()
      assets["App/App.csproj"] = mauiProject(
        ##"<MauiIcon Include="Resources/AppIcon/appicon.png" Color="#FFFFFF" />"##)
      assets["App/Resources/AppIcon/appicon.png"] = try png(
        RGBAImage(width: 1024, height: height, fill: RGBA(200, 60, 40, 255)))
      return Fixture(assets: assets)
    }
    return (try maui(height: 1536), try maui(height: 1024))
  }
}
