import BuildDescriptions
import Testing

/// .NET MAUI, .NET for iOS and classic Xamarin.iOS project files, written in the shapes their
/// templates and Visual Studio produce.
struct DotNetProjectTests {
  func parse(_ text: String, at path: String) throws(BuildDescriptionError) -> DotNetProject {
    try DotNetProject.parse(Array(text.utf8), projectPath: path)
  }

  static let maui = """
    <Project Sdk="Microsoft.NET.Sdk">
    \t<PropertyGroup>
    \t\t<TargetFrameworks>net8.0-android;net8.0-ios;net8.0-maccatalyst</TargetFrameworks>
    \t\t<TargetFrameworks Condition="$([MSBuild]::IsOSPlatform('windows'))">$(TargetFrameworks);net8.0-windows10.0.19041.0</TargetFrameworks>
    \t\t<OutputType>Exe</OutputType>
    \t\t<RootNamespace>Weather</RootNamespace>
    \t\t<UseMaui>true</UseMaui>
    \t\t<SingleProject>true</SingleProject>
    \t\t<ApplicationTitle>Weather &amp; Tides</ApplicationTitle>
    \t\t<ApplicationId>com.example.weather</ApplicationId>
    \t\t<SupportedOSPlatformVersion Condition="$([MSBuild]::GetTargetPlatformIdentifier('$(TargetFramework)')) == 'ios'">11.0</SupportedOSPlatformVersion>
    \t\t<SupportedOSPlatformVersion Condition="$([MSBuild]::GetTargetPlatformIdentifier('$(TargetFramework)')) == 'maccatalyst'">13.1</SupportedOSPlatformVersion>
    \t\t<SupportedOSPlatformVersion Condition="$([MSBuild]::GetTargetPlatformIdentifier('$(TargetFramework)')) == 'android'">21.0</SupportedOSPlatformVersion>
    \t</PropertyGroup>
    \t<ItemGroup>
    \t\t<!-- App Icon -->
    \t\t<MauiIcon Include="Resources\\AppIcon\\appicon.svg" ForegroundFile="Resources\\AppIcon\\appiconfg.svg" Color="#512BD4" />
    \t\t<!-- Splash Screen -->
    \t\t<MauiSplashScreen Include="Resources\\Splash\\splash.svg" Color="#512BD4" BaseSize="128,128" />
    \t\t<MauiImage Include="Resources\\Images\\*" />
    \t\t<MauiImage Update="Resources\\Images\\dotnet_bot.png" Resize="True" BaseSize="300,185" />
    \t\t<MauiFont Include="Resources\\Fonts\\*" />
    \t\t<MauiAsset Include="Resources\\Raw\\**" LogicalName="%(RecursiveDir)%(Filename)%(Extension)" />
    \t</ItemGroup>
    \t<ItemGroup Condition="'$(TargetFramework)' == 'net8.0-android'">
    \t\t<MauiIcon Include="Resources\\AppIcon\\android.svg" />
    \t</ItemGroup>
    \t<ItemGroup>
    \t\t<PackageReference Include="Microsoft.Maui.Controls" Version="8.0.3" />
    \t</ItemGroup>
    </Project>
    """

  @Test("a MAUI single project: iOS app, its icon, images, splash, and Platforms/iOS/Info.plist")
  func mauiProject() throws {
    let project = try parse(Self.maui, at: "src/Weather/Weather.csproj")
    #expect(project.path == "src/Weather/Weather.csproj")
    #expect(project.targetsIOS)
    #expect(project.isIOSApp)
    #expect(project.usesMaui)
    #expect(project.targetFrameworks == ["net8.0-android", "net8.0-ios", "net8.0-maccatalyst"])
    #expect(project.outputType == "Exe")
    #expect(project.applicationTitle == "Weather & Tides")
    #expect(project.applicationId == "com.example.weather")
    #expect(
      project.icons == [
        MauiIcon(
          include: "src/Weather/Resources/AppIcon/appicon.svg",
          foregroundFile: "src/Weather/Resources/AppIcon/appiconfg.svg", color: "#512BD4",
          line: 17)
      ])
    #expect(project.splashScreens == ["src/Weather/Resources/Splash/splash.svg"])
    #expect(project.mauiImages == ["src/Weather/Resources/Images/*"])
    #expect(project.images.isEmpty)
    #expect(project.bundleResources.isEmpty)
    #expect(project.infoPlistCandidates == ["src/Weather/Platforms/iOS/Info.plist"])
    #expect(project.minimumIOSVersion == "11.0")
    #expect(project.notes.isEmpty)
  }

  static let xamarin = """
    <?xml version="1.0" encoding="utf-8"?>
    <Project DefaultTargets="Build" ToolsVersion="4.0" xmlns="http://schemas.microsoft.com/developer/msbuild/2003">
      <PropertyGroup>
        <Configuration Condition=" '$(Configuration)' == '' ">Debug</Configuration>
        <Platform Condition=" '$(Platform)' == '' ">iPhoneSimulator</Platform>
        <ProjectTypeGuids>{FEACFBD2-3405-455C-9665-78FE426C6842};{FAE04EC0-301F-11D3-BF4B-00C04F79EFBC}</ProjectTypeGuids>
        <OutputType>Exe</OutputType>
        <RootNamespace>Notes.iOS</RootNamespace>
        <AssemblyName>Notes.iOS</AssemblyName>
      </PropertyGroup>
      <PropertyGroup Condition=" '$(Configuration)|$(Platform)' == 'Release|iPhone' ">
        <MtouchArch>ARM64</MtouchArch>
      </PropertyGroup>
      <ItemGroup>
        <None Include="Info.plist" />
        <None Include="Entitlements.plist" />
      </ItemGroup>
      <ItemGroup>
        <ImageAsset Include="Assets.xcassets\\AppIcon.appiconset\\Contents.json">
          <Visible>false</Visible>
        </ImageAsset>
        <ImageAsset Include="Assets.xcassets\\AppIcon.appiconset\\Icon1024.png;Assets.xcassets\\AppIcon.appiconset\\Icon180.png">
          <Visible>false</Visible>
        </ImageAsset>
      </ItemGroup>
      <ItemGroup>
        <BundleResource Include="Resources\\Default-568h@2x.png" />
        <BundleResource Include="Resources\\tab_about.png" />
        <BundleResource Include="..\\..\\Shared\\logo.png" />
        <BundleResource Include="C:\\Users\\dev\\art\\splash.png" />
        <BundleResource Include="$(SolutionDir)\\Art\\badge.png" />
      </ItemGroup>
      <Import Project="$(MSBuildExtensionsPath)\\Xamarin\\iOS\\Xamarin.iOS.CSharp.targets" />
    </Project>
    """

  @Test("a classic Xamarin.iOS project: GUID and import, ImageAsset and BundleResource items")
  func xamarinProject() throws {
    let project = try parse(Self.xamarin, at: "Notes/Notes.iOS/Notes.iOS.csproj")
    #expect(project.targetsIOS)
    #expect(project.isIOSApp)
    #expect(!project.usesMaui)
    #expect(project.targetFrameworks.isEmpty)
    #expect(
      project.images == [
        "Notes/Notes.iOS/Assets.xcassets/AppIcon.appiconset/Contents.json",
        "Notes/Notes.iOS/Assets.xcassets/AppIcon.appiconset/Icon1024.png",
        "Notes/Notes.iOS/Assets.xcassets/AppIcon.appiconset/Icon180.png",
      ])
    #expect(
      project.bundleResources == [
        "Notes/Notes.iOS/Resources/Default-568h@2x.png", "Notes/Notes.iOS/Resources/tab_about.png",
        "Shared/logo.png",
      ])
    #expect(project.infoPlistCandidates == ["Notes/Notes.iOS/Info.plist"])
    #expect(project.minimumIOSVersion == nil)
    #expect(
      project.notes == [
        "BundleResource C:\\Users\\dev\\art\\splash.png (line 30) is an absolute path, outside the tree; it is skipped",
        "BundleResource $(SolutionDir)\\Art\\badge.png (line 31) uses an MSBuild property or item this file does not define; it is skipped",
      ])
  }

  /// PropertyCross's Xamarin.iOS app (round 1 of the corpus) lists its ad hoc artwork beside
  /// the project file, `@` escaped as MSBuild writes it.
  @Test("ITunesArtwork and Content items ship, and MSBuild's %XX escapes are read")
  func iTunesArtworkItems() throws {
    let project = try parse(
      """
      <Project ToolsVersion="4.0" xmlns="http://schemas.microsoft.com/developer/msbuild/2003">
        <PropertyGroup><ProjectTypeGuids>{FEACFBD2-3405-455C-9665-78FE426C6842}</ProjectTypeGuids>
        <OutputType>Exe</OutputType></PropertyGroup>
        <ItemGroup>
          <ITunesArtwork Include="iTunesArtwork" />
          <ITunesArtwork Include="iTunesArtwork%402x" />
          <Content Include="Icon.png" />
          <BundleResource Include="Resources\\tab%20one.png" />
          <BundleResource Include="Resources\\odd%zz.png" />
        </ItemGroup>
      </Project>
      """, at: "Cross/Cross.iOS.csproj")
    #expect(
      project.bundleResources == [
        "Cross/iTunesArtwork", "Cross/iTunesArtwork@2x", "Cross/Icon.png",
        "Cross/Resources/tab one.png",
        "Cross/Resources/odd%zz.png",
      ])
    #expect(DotNetProject.unescaped("a%40b%4") == "a@b%4")
    #expect(DotNetProject.unescaped("%(Filename)") == "%(Filename)")
  }

  @Test("the GUID alone, the import alone, Xamarin.iOS as framework identifier each mean iOS")
  func classicSignals() throws {
    let guid = try parse(
      "<Project><PropertyGroup><ProjectTypeGuids>{feacfbd2-3405-455c-9665-78fe426c6842}</ProjectTypeGuids><OutputType>Exe</OutputType></PropertyGroup></Project>",
      at: "A/A.csproj")
    #expect(guid.isIOSApp)
    #expect(guid.infoPlistCandidates == ["A/Info.plist"])
    let imported = try parse(
      "<Project><Import Project=\"$(MSBuildExtensionsPath)/Xamarin/iOS/Xamarin.iOS.CSharp.targets\"/></Project>",
      at: "B.csproj")
    #expect(imported.targetsIOS)
    #expect(!imported.isIOSApp)
    #expect(
      imported.notes == [
        "the project targets iOS but builds a library (no OutputType Exe), not an app"
      ])
    let identifier = try parse(
      "<Project><PropertyGroup><TargetFrameworkIdentifier>Xamarin.iOS</TargetFrameworkIdentifier><OutputType>Library</OutputType></PropertyGroup></Project>",
      at: "C.csproj")
    #expect(identifier.targetsIOS)
    #expect(
      identifier.notes == ["the project targets iOS but builds OutputType Library, not an app"])
  }

  @Test("an Android-only or a library project is no iOS app; frameworks list what it targets")
  func notIOS() throws {
    let android = try parse(
      """
      <Project Sdk="Microsoft.NET.Sdk">
        <PropertyGroup>
          <TargetFramework>net8.0-android</TargetFramework>
          <OutputType>Exe</OutputType>
        </PropertyGroup>
        <ItemGroup><None Include="Info.plist"/></ItemGroup>
      </Project>
      """, at: "Droid/Droid.csproj")
    #expect(!android.targetsIOS)
    #expect(!android.isIOSApp)
    #expect(android.targetFrameworks == ["net8.0-android"])
    #expect(android.infoPlistCandidates.isEmpty)
  }

  @Test(
    "target frameworks for iOS",
    arguments: [
      ("net8.0-ios", true), ("net9.0-ios18.0", true), ("NET8.0-IOS", true),
      ("xamarin.ios10", true), ("xamarinios10", true), ("net8.0-maccatalyst", false),
      ("net8.0", false), ("netstandard2.0", false), ("net8.0-tvos", false),
    ])
  func iosFrameworks(framework: String, isIOS: Bool) throws {
    let project = try parse(
      "<Project><PropertyGroup><TargetFramework>\(framework)</TargetFramework><OutputType>Exe</OutputType></PropertyGroup></Project>",
      at: "P.csproj")
    #expect(project.targetsIOS == isIOS)
  }

  @Test("a .NET for iOS project: Info.plist beside it, metadata as child elements, Choose/When")
  func netIOS() throws {
    let project = try parse(
      """
      <Project Sdk="Microsoft.NET.Sdk">
        <PropertyGroup>
          <TargetFramework>net8.0-ios</TargetFramework>
          <OutputType>Exe</OutputType>
          <SupportedOSPlatformVersion>15.0</SupportedOSPlatformVersion>
          <Title>Base</Title>
          <ApplicationTitle>$(Title) App</ApplicationTitle>
        </PropertyGroup>
        <Choose>
          <When Condition="'$(TargetFramework)' == 'net8.0-ios'">
            <PropertyGroup><SupportedOSPlatformVersion>16.0</SupportedOSPlatformVersion></PropertyGroup>
          </When>
          <When Condition="'$(TargetFramework)' == 'net8.0-android'">
            <ItemGroup><BundleResource Include="android-only.png"/></ItemGroup>
          </When>
        </Choose>
        <ItemGroup>
          <mauiicon Include="$(MSBuildThisFileDirectory)Art/icon.png">
            <Color>#FFFFFF</Color>
            <ForegroundScale>0.65</ForegroundScale>
            <BaseSize>1024,1024</BaseSize>
          </mauiicon>
          <BundleResource Include="Resources/Info.plist" Condition="'$(Configuration)' == 'Release'"/>
        </ItemGroup>
      </Project>
      """, at: "Phone.csproj")
    #expect(project.isIOSApp)
    #expect(project.applicationTitle == "Base App")
    #expect(project.minimumIOSVersion == "16.0")
    #expect(
      project.icons == [
        MauiIcon(
          include: "Art/icon.png", color: "#FFFFFF", foregroundScale: "0.65", baseSize: "1024,1024",
          line: 18)
      ])
    #expect(project.bundleResources == ["Resources/Info.plist"])
    #expect(project.infoPlistCandidates == ["Resources/Info.plist", "Info.plist"])
  }

  @Test("MAUI with iOSProjectFolder moved; an unconditioned version applies")
  func movedPlatformFolder() throws {
    let project = try parse(
      """
      <Project Sdk="Microsoft.NET.Sdk">
        <PropertyGroup>
          <TargetFrameworks>net9.0-ios;net9.0-android</TargetFrameworks>
          <OutputType>Exe</OutputType>
          <UseMaui>True</UseMaui>
          <iOSProjectFolder>Platform\\Apple\\</iOSProjectFolder>
          <SupportedOSPlatformVersion>14.2</SupportedOSPlatformVersion>
        </PropertyGroup>
      </Project>
      """, at: "App/App.csproj")
    #expect(project.infoPlistCandidates == ["App/Platform/Apple/Info.plist"])
    #expect(project.minimumIOSVersion == "14.2")
  }

  @Test("not a project, not XML: typed errors")
  func errors() {
    #expect(
      throws: BuildDescriptionError.wrongTopLevel(
        expected: "a <Project> element", found: "a <Solution> element")
    ) { try parse("<Solution/>", at: "A.csproj") }
    #expect(throws: BuildDescriptionError.notXML(.notUTF8(offset: 9))) {
      try DotNetProject.parse(
        Array("<Project>".utf8) + [0xFF] + Array("</Project>".utf8), projectPath: "A.csproj")
    }
  }

  @Test("a project file with thousands of items stays within bounds")
  func manyItems() throws {
    let items = (0..<5_000).map { "<BundleResource Include=\"r\\img\($0).png\"/>" }.joined()
    let project = try parse(
      "<Project><ItemGroup>\(items)</ItemGroup></Project>", at: "Big.csproj")
    #expect(project.bundleResources.count == 5_000)
    #expect(project.bundleResources.last == "r/img4999.png")
  }
}
