import Testing
import XcodeProject

@testable import ProjectSpecs

/// Tuist `Project.swift` manifests read as text, in the shapes Tuist 3 and 4 projects write.
struct TuistManifestTests {
  func parse(_ text: String, at path: String = "App/Project.swift") -> [TuistManifest.Target] {
    TuistManifest.parse(Array(text.utf8), path: path).targets
  }

  /// Round 18's Rim app: an iPhone-only Tuist 4 target whose resources are another module's
  /// folder, beside a framework and its tests.
  @Test func tuist4TargetsWithDestinationsAndResources() throws {
    let targets = parse(
      #"""
      import ProjectDescription

      let infoPlist: [String: Plist.Value] = ["UILaunchScreen": ["UIColorName": ""]]
      // A comment with Target(name: "Ghost") in it is no target.
      let target = Target.target(
          name: "Rim",
          destinations: [.iPhone],
          product: .app,
          bundleId: "com.page.rim",
          deploymentTargets: .iOS("17.0"),
          infoPlist: .extendingDefault(with: infoPlist),
          sources: ["Rim/Sources/**"],
          resources: ["../Core/Resources/**", "Rim/Assets.xcassets"],
          dependencies: [.project(target: "Core", path: .relativeToRoot("Core"))]
      )
      let project = Project(name: "App", targets: [
          target,
          .target(name: "RimTests", destinations: .iOS, product: .unitTests,
                  bundleId: "com.page.rim.tests", sources: ["Tests/**"]),
      ])
      """#)
    #expect(targets.map(\.name) == ["Rim", "RimTests"])
    let rim = try #require(targets.first)
    #expect(rim.product == "app" && rim.isApp)
    #expect(rim.platform == .iOS)
    #expect(rim.deviceFamily == [1])
    #expect(rim.deploymentTarget == "17.0")
    #expect(rim.resourceFolders == ["Core/Resources", "App/Rim/Assets.xcassets"])
    #expect(targets[1].deviceFamily == [1, 2])
    #expect(!targets[1].isApp)
  }

  @Test func tuist3PlatformAndDevices() throws {
    let targets = parse(
      #"""
      import ProjectDescription
      let project = Project(name: "Old", targets: [
        Target(name: "Old", platform: .iOS, product: .app, bundleId: "x",
               deploymentTarget: .iOS(targetVersion: "13.0", devices: [.ipad]),
               infoPlist: "Support/Info.plist", resources: ["Resources/**/*.png"])
      ])
      """#, at: "Project.swift")
    let old = try #require(targets.first)
    #expect(old.platform == .iOS)
    #expect(old.deviceFamily == [2])
    #expect(old.deploymentTarget == "13.0")
    #expect(old.resourceFolders == ["Resources"])
  }

  /// A settings dictionary's `TARGETED_DEVICE_FAMILY` outranks destinations (round 18's
  /// tuning run: an `.iOS` app whose settings make it iPhone-only); settings that disagree
  /// (the app's "1", its tests' "1,2") leave the devices unsaid.
  @Test func aDeviceFamilySettingOutranksDestinations() throws {
    let agreeing = parse(
      #"""
      import ProjectDescription
      let base: SettingsDictionary = ["TARGETED_DEVICE_FAMILY": "1"]
      let project = Project(name: "A", targets: [
        .target(name: "A", destinations: .iOS, product: .app, bundleId: "a",
                settings: .settings(base: base))
      ])
      """#)
    #expect(try #require(agreeing.first).deviceFamily == [1])
    let disagreeing = parse(
      #"""
      import ProjectDescription
      let app: SettingsDictionary = ["TARGETED_DEVICE_FAMILY": "1"]
      let tests: SettingsDictionary = ["TARGETED_DEVICE_FAMILY": "1,2"]
      let project = Project(name: "A", targets: [
        .target(name: "A", destinations: [.iPhone, .iPad], product: .app, bundleId: "a")
      ])
      """#)
    #expect(try #require(disagreeing.first).deviceFamily.isEmpty)
  }

  @Test func otherPlatformsAreNotIOS() {
    let targets = parse(
      #"""
      import ProjectDescription
      let project = Project(name: "M", targets: [
        .target(name: "Mac", destinations: [.mac], product: .app, bundleId: "m"),
        .target(name: "Watch", destinations: [.appleWatch], product: .app, bundleId: "w"),
      ])
      """#)
    #expect(targets.map(\.platform) == [.macOS, .watchOS])
    #expect(targets.allSatisfy { $0.deviceFamily.isEmpty })
  }

  /// PageHub (round 19): the target's devices, deployment target and Info.plist keys are
  /// top-level constants of the manifest, and its name one too.
  @Test func constantsHoldTheArguments() throws {
    let targets = parse(
      #"""
      import ProjectDescription
      let infoPlist: [String: Plist.Value] = [
          "CFBundleShortVersionString": "1.0",
          "UILaunchStoryboardName": "LaunchScreen",
          "CFBundleURLTypes": ["CFBundleURLSchemes": ["com.example"]]
      ]
      let deploymentTarget: DeploymentTargets = .iOS("18.0.0")
      let destinations: Destinations = .iOS
      let appName = "PageHub"
      let target = Target.target(
          name: appName, destinations: destinations, product: .app, bundleId: "com.page",
          deploymentTargets: deploymentTarget, infoPlist: .extendingDefault(with: infoPlist),
          resources: ["PageHub/Resources/**", "Documentation/**"])
      let tests = Target.target(
          name: "\(appName)Tests", destinations: destinations, product: .unitTests,
          bundleId: "com.page.test", infoPlist: .file(path: "Tests/Info.plist"))
      let project = Project(name: appName, targets: [target, tests])
      """#)
    #expect(targets.count == 2)
    let app = try #require(targets.first)
    #expect(app.name == "PageHub" && app.isApp)
    #expect(app.deviceFamily == [1, 2] && app.platform == .iOS)
    #expect(app.deploymentTarget == "18.0.0")
    #expect(app.namesLaunchScreen)
    #expect(app.resourceFolders == ["App/PageHub/Resources", "App/Documentation"])
    let tests = try #require(targets.last)
    #expect(tests.name == nil, "an interpolated name is not guessed")
    #expect(!tests.namesLaunchScreen, "an Info.plist file of its own says nothing here")
  }

  /// A helper's target (`Project.app(name:...)`, Tuist templates) or computed arguments give
  /// nothing to guess from: what is not written literally stays empty.
  @Test func computedArgumentsStayEmpty() throws {
    let targets = parse(
      #"""
      import ProjectDescription
      import ProjectDescriptionHelpers
      let project = Project.app(name: "Feature", destinations: destinations)
      let other = Target.target(name: name, destinations: destinations, product: product,
                                bundleId: "x", resources: resources)
      """#)
    let other = try #require(targets.first)
    #expect(targets.count == 1)
    #expect(other.name == nil && other.product == nil)
    #expect(other.deviceFamily.isEmpty && other.resourceFolders.isEmpty)
  }

  @Test func resourcesOutsideTheTreeAreLeftOut() throws {
    let targets = parse(
      #"""
      import ProjectDescription
      let project = Project(name: "A", targets: [
        .target(name: "A", destinations: .iOS, product: .app, bundleId: "a",
                resources: ["../../Elsewhere/**", "/abs/Resources/**", "**/*.xcassets"])
      ])
      """#)
    #expect(try #require(targets.first).resourceFolders.isEmpty)
  }

  @Test(arguments: [
    ("import ProjectDescription\nlet project = Project(name: \"A\")", true),
    ("import ProjectDescription\nlet workspace = Workspace(name: \"A\")", false),
    ("let project = Project(name: \"A\")", false),
  ])
  func whatIsAManifest(_ text: String, _ expected: Bool) {
    #expect(TuistManifest.isManifest(Array(text.utf8)) == expected)
  }

  /// Unterminated strings, comments and calls end with the bytes: no crash, no hang.
  @Test(arguments: [
    "import ProjectDescription\nTarget(name: \"A", "Target(", ".target(name: \"A\", /* open",
    "\"\"\"", String(repeating: "(", count: 10_000),
  ])
  func brokenTextGivesWhatItCan(_ text: String) {
    let targets = TuistManifest.parse(Array(text.utf8), path: "Project.swift").targets
    #expect(targets.count <= 1)
    #expect(targets.allSatisfy { $0.resourceFolders.isEmpty && $0.deviceFamily.isEmpty })
  }
}
