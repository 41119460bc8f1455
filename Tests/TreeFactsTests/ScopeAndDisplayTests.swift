import Testing
import TreeFacts

/// What of a tree a check is about and how its paths are shown: the decisions that make the
/// same tree give the same findings however it is named.
struct ScopeAndDisplayTests {
  @Test("a tree path is shown from the working folder, or behind the spelling of the top")
  func display() {
    let top = PathDisplay.relative(toTreeFolder: "", topName: "repo")
    #expect(top.show("ios/Runner/Info.plist") == "ios/Runner/Info.plist")
    #expect(top.show("") == ".")
    let inside = PathDisplay.relative(toTreeFolder: "ios/Runner", topName: "repo")
    #expect(inside.show("ios/Runner/Info.plist") == "Info.plist")
    #expect(inside.show("ios/Runner") == ".")
    #expect(inside.show("android/app/icon.png") == "../../android/app/icon.png")
    #expect(inside.show("ios/RunnerTests/a.png") == "../RunnerTests/a.png")
    let absolute = PathDisplay.below("/home/me/repo/", topName: "repo")
    #expect(absolute.show("ios/Info.plist") == "/home/me/repo/ios/Info.plist")
    #expect(absolute.show("") == "/home/me/repo")
    #expect(PathDisplay.below("/", topName: "").show("etc/a.png") == "/etc/a.png")
    #expect(PathDisplay.below("../repo", topName: "repo").show("a.png") == "../repo/a.png")
  }

  @Test("named folders and files: which images are checked and where set rules run")
  func namedScope() {
    let scope = CheckScope.named(folders: ["ios/App/Tabs"], files: ["ios/App/Icon.png"])
    #expect(scope.checksFile("ios/App/Tabs/star.png"))
    #expect(scope.checksFile("ios/App/Tabs/Deep/star.png"))
    #expect(scope.checksFile("ios/App/Icon.png"))
    #expect(!scope.checksFile("ios/App/Default.png"))
    #expect(!scope.checksFile("ios/App/Tabsy/star.png"))
    #expect(scope.coversFolder("ios/App/Tabs"))
    #expect(scope.coversFolder("ios/App"), "the folder of a named file")
    #expect(!scope.coversFolder("ios"))
    #expect(scope.coversUnit(folder: "ios/App", project: nil, files: []))
    #expect(!scope.coversUnit(folder: "android", project: nil, files: ["android/x.png"]))
    #expect(scope.namedFolder(holding: "ios/App/Tabs/Deep/x.png") == "ios/App/Tabs")
    #expect(scope.namedFolder(holding: "ios/App/Icon.png") == "")
    #expect(scope.looksForApps)
    #expect(!CheckScope.named(folders: [], files: ["a.png"]).looksForApps)
  }

  @Test("a commit: its changed files, and set rules where it touches")
  func commitScope() {
    let scope = CheckScope.commit(changed: ["App/Icon.png"], touchedFolders: ["App", "Gone"])
    #expect(scope.checksFile("App/Icon.png"))
    #expect(!scope.checksFile("App/Default.png"))
    #expect(scope.coversFolder("Gone"))
    #expect(!scope.coversFolder("Other"))
    #expect(scope.coversUnit(folder: "Other", project: nil, files: ["App/Icon.png"]))
    #expect(!scope.looksForApps)
    #expect(CheckScope.tree.checksFile("anything.png") && CheckScope.tree.coversFolder("x"))
  }
}
