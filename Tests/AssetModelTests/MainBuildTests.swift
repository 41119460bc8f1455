import Testing
import TreeFacts

@testable import AssetModel

/// Which projects a tree's main build builds: the decisions that keep vendored demos out of the
/// app's findings.
struct MainBuildTests {
  @Test("the main build: top projects, what their workspaces list, and sub-projects")
  func mainBuild() {
    let build = MainBuild.resolve(
      projects: [
        "App.xcodeproj": ["Libs/Net/Net.xcodeproj"],
        "Libs/Net/Net.xcodeproj": [],
        "Vendor/Charts/Demo/ChartsDemo.xcodeproj": [],
        "Example/Example.xcodeproj": [],
        "Tools/IconTester/IconTester.xcodeproj": [],
        "Cores/Emu/cmake/emu.xcodeproj": [],
      ],
      workspaces: ["App.xcworkspace": ["App.xcodeproj", "Example/Example.xcodeproj"]])
    #expect(build.verdicts["App.xcodeproj"] == .built("listed by App.xcworkspace, the main build"))
    #expect(
      build.verdicts["Example/Example.xcodeproj"]
        == .built("listed by App.xcworkspace, the main build"))
    #expect(build.verdicts["Libs/Net/Net.xcodeproj"] == .subproject(of: "App.xcodeproj"))
    guard case .notBuilt(let why)? = build.verdicts["Vendor/Charts/Demo/ChartsDemo.xcodeproj"]
    else {
      Issue.record("a vendored demo is not built")
      return
    }
    #expect(why.contains("a project in Vendor/"))
    guard case .notBuilt? = build.verdicts["Tools/IconTester/IconTester.xcodeproj"] else {
      Issue.record("a tool under Tools/ is not built")
      return
    }
    guard case .notBuilt(let cmake)? = build.verdicts["Cores/Emu/cmake/emu.xcodeproj"] else {
      Issue.record("a project CMake generated is not built")
      return
    }
    #expect(cmake.contains("a project in Cores/Emu/cmake/"))
  }

  @Test("a template's placeholder project is built by nothing, and says why")
  func placeholderProjects() {
    let build = MainBuild.resolve(
      projects: ["PROJECT/PROJECT.xcodeproj": [], "Templates/__NAME__/App.xcodeproj": []],
      workspaces: [:], appProjects: ["PROJECT/PROJECT.xcodeproj"])
    #expect(
      build.verdicts["PROJECT/PROJECT.xcodeproj"]
        == .notBuilt(
          "PROJECT/PROJECT.xcodeproj is a template's placeholder project (PROJECT is a name the template's user replaces)"
        ))
    guard case .notBuilt? = build.verdicts["Templates/__NAME__/App.xcodeproj"] else {
      Issue.record("a project under a placeholder folder is not built")
      return
    }
    // Words that merely look like placeholders are names like any other.
    #expect(MainBuild.placeholderReason("Project/Project.xcodeproj") == nil)
    #expect(MainBuild.placeholderReason("My_App/My_App.xcodeproj") == nil)
    #expect(MainBuild.placeholderReason("ios/__PROJECT_NAME__.xcodeproj") != nil)
  }

  @Test("a name says demo only beside a project that does not")
  func demoNames() {
    let alone = MainBuild.resolve(projects: ["ios/Example.xcodeproj": []], workspaces: [:])
    #expect(
      alone.verdicts["ios/Example.xcodeproj"] == .built("ios/Example.xcodeproj, the main build"))
    let beside = MainBuild.resolve(
      projects: ["App.xcodeproj": [], "AppDemo.xcodeproj": []], workspaces: [:])
    guard case .notBuilt? = beside.verdicts["AppDemo.xcodeproj"] else {
      Issue.record("a demo beside the app is not built")
      return
    }
    #expect(
      MainBuild.words("MBProgressHUDDemo") == [
        "mb", "progress", "hud", "demo", "mbprogresshuddemo",
      ])
    #expect(MainBuild.words("Third-Party").contains("third"))
  }

  @Test("a workspace at the top names the main build: a project beside it that it omits is not")
  func topWorkspaceNamesTheMainBuild() {
    // Gulps (round 8): Gulps.xcworkspace lists the app and Pods; Animation/GulpsAnimation is
    // a prototype nothing builds.
    let build = MainBuild.resolve(
      projects: [
        "Gulps.xcodeproj": [], "Pods/Pods.xcodeproj": [],
        "Animation/GulpsAnimation.xcodeproj": [],
      ],
      workspaces: ["Gulps.xcworkspace": ["Gulps.xcodeproj", "Pods/Pods.xcodeproj"]],
      appProjects: ["Gulps.xcodeproj", "Animation/GulpsAnimation.xcodeproj"])
    #expect(
      build.verdicts["Gulps.xcodeproj"] == .built("listed by Gulps.xcworkspace, the main build"))
    #expect(
      build.verdicts["Animation/GulpsAnimation.xcodeproj"]
        == .notBuilt(
          "Animation/GulpsAnimation.xcodeproj is a project that Gulps.xcworkspace, the main build, does not list"
        ))
    // With no workspace at the top, the same project is a root of the main build.
    let noWorkspace = MainBuild.resolve(
      projects: ["App/App.xcodeproj": [], "Animation/GulpsAnimation.xcodeproj": []],
      workspaces: [:],
      appProjects: ["App/App.xcodeproj", "Animation/GulpsAnimation.xcodeproj"])
    #expect(
      noWorkspace.verdicts["Animation/GulpsAnimation.xcodeproj"]
        == .built("Animation/GulpsAnimation.xcodeproj, the main build"))
  }

  @Test(
    "a sample app the main workspace lists beside the app, in a folder of samples, is not built")
  func aListedSampleAppIsNotBuilt() {
    // ProtonVPN (round 15): ProtonVPN.xcworkspace lists the app and, in a SampleApps group,
    // sampleapps/BugReportSampleiOSApp, which ships nothing.
    let app = "apps/ios/iOS.xcodeproj"
    let sample = "sampleapps/BugReportSampleiOSApp/BugReportSampleiOSApp.xcodeproj"
    let build = MainBuild.resolve(
      projects: [app: [], sample: []], workspaces: ["ProtonVPN.xcworkspace": [app, sample]],
      appProjects: [app, sample])
    #expect(build.verdicts[app] == .built("listed by ProtonVPN.xcworkspace, the main build"))
    #expect(
      build.verdicts[sample]
        == .notBuilt(
          "\(sample) is an example that ProtonVPN.xcworkspace lists beside the app it serves"))
  }

  @Test("a workspace named for examples is the only one at the top: nothing it lists is built")
  func anExamplesWorkspaceListsNoMainBuild() {
    // ivanvorobei/SwiftUI (round 14): Examples.xcworkspace lists one sample project per topic,
    // all under one folder, with a tutorial's starting point beside each that it omits.
    let samples = [
      "Other Projects/Calculator/Calculator.xcodeproj",
      "Other Projects/Views/Complete/Landmarks/Views.xcodeproj",
    ]
    let unlisted = "Other Projects/Views/StartingPoint/Landmarks/Views.xcodeproj"
    let build = MainBuild.resolve(
      projects: Dictionary(uniqueKeysWithValues: (samples + [unlisted]).map { ($0, []) }),
      workspaces: ["Examples.xcworkspace": samples], appProjects: Set(samples + [unlisted]))
    for project in samples + [unlisted] {
      #expect(
        build.verdicts[project]
          == .notBuilt(
            "\(project) is a project of a repository of examples: its only workspace at the top, Examples.xcworkspace, is named for them"
          ))
    }
    // A project at the top with an app is still the main build beside such a workspace.
    let topped = MainBuild.resolve(
      projects: ["App.xcodeproj": [], "Demo/Demo.xcodeproj": []],
      workspaces: ["Demo.xcworkspace": ["Demo/Demo.xcodeproj", "App.xcodeproj"]],
      appProjects: ["App.xcodeproj", "Demo/Demo.xcodeproj"])
    #expect(topped.verdicts["App.xcodeproj"] == .built("App.xcodeproj, the main build"))
    // A workspace named for examples beside a plain one at the top leaves the plain one in
    // charge.
    let both = MainBuild.resolve(
      projects: ["App/App.xcodeproj": [], "Samples/S.xcodeproj": []],
      workspaces: [
        "App.xcworkspace": ["App/App.xcodeproj"], "Samples.xcworkspace": ["Samples/S.xcodeproj"],
      ],
      appProjects: ["App/App.xcodeproj", "Samples/S.xcodeproj"])
    #expect(
      both.verdicts["App/App.xcodeproj"] == .built("listed by App.xcworkspace, the main build"))
  }

  @Test("apps in three folders of their own, nothing at the top: a collection, none built")
  func aCollectionOfSeparateProjectsHasNoMainBuild() {
    // SwiftUI-experiments (44 prototypes) and a quickstart repository (16 Example projects
    // and one more sample): nothing at the top or under ios/ says which ships.
    let apps = ["globe/globe.xcodeproj", "bob/bob.xcodeproj", "waves/waves.xcodeproj"]
    let collection = MainBuild.resolve(
      projects: Dictionary(uniqueKeysWithValues: apps.map { ($0, []) })
        .merging(["waves/Kit/Kit.xcodeproj": []]) { $1 },
      workspaces: ["bob/bob.xcworkspace": ["bob/bob.xcodeproj"]], appProjects: Set(apps))
    for app in apps {
      guard case .notBuilt(let why)? = collection.verdicts[app] else {
        Issue.record("\(app) of a collection is not built")
        continue
      }
      #expect(
        why.hasSuffix(
          "is one of 3 separate app projects in 3 folders of their own, with no workspace or project at the top to say which ships"
        ))
    }
    // Two sibling apps (an Objective-C and a Swift version) are the repository's own.
    let pair = MainBuild.resolve(
      projects: ["ObjC/App.xcodeproj": [], "Swift/App.xcodeproj": [], "Kit/Kit.xcodeproj": []],
      workspaces: [:], appProjects: ["ObjC/App.xcodeproj", "Swift/App.xcodeproj"])
    #expect(pair.verdicts["Swift/App.xcodeproj"] == .built("Swift/App.xcodeproj, the main build"))
    // A project at the top with an app is the main build; one beside it that it does not
    // reference is built by nothing (iAmiga's older project in iUAEParents/).
    let topped = MainBuild.resolve(
      projects: Dictionary(uniqueKeysWithValues: (apps + ["App.xcodeproj"]).map { ($0, []) }),
      workspaces: ["bob/bob.xcworkspace": ["bob/bob.xcodeproj", "App.xcodeproj"]],
      appProjects: Set(apps + ["App.xcodeproj"]))
    #expect(topped.verdicts["App.xcodeproj"] == .built("App.xcodeproj, the main build"))
    #expect(
      topped.verdicts["bob/bob.xcodeproj"]
        == .notBuilt(
          "bob/bob.xcodeproj is a project that App.xcodeproj, the main build, does not reference"))
    // A top project with no app (a library) leaves the others as they were.
    let library = MainBuild.resolve(
      projects: ["Lib.xcodeproj": [], "App/App.xcodeproj": []], workspaces: [:],
      appProjects: ["App/App.xcodeproj"])
    #expect(library.verdicts["App/App.xcodeproj"] == .built("App/App.xcodeproj, the main build"))
  }
}
