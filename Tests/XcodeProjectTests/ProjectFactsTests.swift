import TestSupport
import Testing
import XcodeProject

/// What a project says beyond its release configuration: the icon sets of every
/// configuration, what a target links, its sub-projects, and the platform of a target written
/// without SDKROOT. Project files are written by `pbxproj` here.
struct ProjectFactsTests {
  private func parse(_ bytes: [UInt8], at path: String = "App.xcodeproj") throws -> XcodeProject {
    try XcodeProject.parse(pbxproj: bytes, projectPath: path) { _ in nil }
  }

  @Test("every configuration's app-icon set, primary names whole, alternates as a list")
  func iconSetsOfEveryConfiguration() throws {
    let target = ProjectTargetSpec(
      name: "App",
      settings: [
        "ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon",
        "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES": "Dark \\\"Pride Flag\\\"",
        "SDKROOT": "iphoneos",
      ],
      configurations: [
        "Debug-dev": ["ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon-dev"],
        "Enterprise": ["ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon Beta"],
      ])
    let app = try #require(try parse(pbxproj([target])).targets.first)
    #expect(app.appIconName == "AppIcon")
    #expect(app.alternateAppIconNames == ["Dark", "Pride Flag"])
    #expect(
      app.configurationIconSets == ["AppIcon", "Dark", "Pride Flag", "AppIcon-dev", "AppIcon Beta"])
  }

  @Test("what a target links, and the projects a project references")
  func linkedFrameworksAndSubprojects() throws {
    let host = ProjectTargetSpec(
      name: "Host", settings: ["SDKROOT": "iphoneos"],
      frameworks: ["XCTest.framework", "UIKit.framework"])
    let project = try parse(
      pbxproj([host], subprojects: ["Libs/Net/Net.xcodeproj"]), at: "ios/App.xcodeproj")
    #expect(project.targets.first?.linkedFrameworks == ["XCTest.framework", "UIKit.framework"])
    #expect(project.subprojects == ["ios/Libs/Net/Net.xcodeproj"])
  }

  @Test(
    "a target without SDKROOT is of the platform its deployment target names",
    arguments: [
      ("MACOSX_DEPLOYMENT_TARGET", ApplePlatform.macOS), ("TVOS_DEPLOYMENT_TARGET", .tvOS),
      ("IPHONEOS_DEPLOYMENT_TARGET", .iOS),
    ])
  func platformByDeploymentTarget(setting: String, platform: ApplePlatform) throws {
    let target = ProjectTargetSpec(name: "App", settings: [setting: "10.0"])
    let parsed = try parse(pbxproj([target], projectSettings: ["SDKROOT": ""]))
    #expect(parsed.targets.first?.platform == platform)
  }

  @Test("Mac Catalyst is read, and a missing xcconfig of another configuration is no note")
  func catalystAndQuietConfigurations() throws {
    let target = ProjectTargetSpec(
      name: "App", settings: ["SDKROOT": "iphoneos", "SUPPORTS_MACCATALYST": "YES"])
    let parsed = try parse(pbxproj([target]))
    #expect(parsed.targets.first?.supportsMacCatalyst == true)
    #expect(parsed.notes == [])
  }
}
