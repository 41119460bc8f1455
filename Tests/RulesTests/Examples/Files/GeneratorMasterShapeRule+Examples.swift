import Raster
import TestSupport

@testable import Rules

extension GeneratorMasterShapeRule: RuleExamples {
  static func examples() throws -> RuleExample {
    func maui(height: Int) throws -> Fixture {
      var assets = InMemoryAssets()
      assets["App/App.csproj"] = Array(
        """
        <Project Sdk="Microsoft.NET.Sdk">
          <PropertyGroup>
            <TargetFrameworks>net9.0-ios</TargetFrameworks>
            <OutputType>Exe</OutputType>
          </PropertyGroup>
          <ItemGroup>
            <MauiIcon Include="Resources/AppIcon/appicon.png" Color="#FFFFFF" />
          </ItemGroup>
        </Project>
        """.utf8)
      assets["App/Resources/AppIcon/appicon.png"] = try png(
        RGBAImage(width: 1024, height: height, fill: RGBA(200, 60, 40, 255)))
      return Fixture(assets: assets)
    }
    return (try maui(height: 1536), try maui(height: 1024))
  }
}
