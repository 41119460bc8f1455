import Testing
import TreeFacts

/// Folders whose names differ only in letter case, read as the one folder a Mac makes of them.
struct FolderCaseMergeTests {
  @Test("spellings of one folder merge into the first in byte order, at every depth")
  func merges() {
    let merge = FolderCaseMerge(paths: [
      "Watch/Assets.xcassets/AppIcon.appiconset/Contents.json",
      "watch/Assets.xcassets/AppIcon.appiconset/icon-58.png",
      "watch/assets.xcassets/AppIcon.appiconset/icon-80.png",
      "ios/Runner/Info.plist",
      "iOS/Runner/icon.png",
    ])
    #expect(!merge.isIdentity)
    #expect(
      merge.merged("watch/Assets.xcassets/AppIcon.appiconset/icon-58.png")
        == "Watch/Assets.xcassets/AppIcon.appiconset/icon-58.png")
    // The inner folder merges under the merged outer one, whichever spelling it had.
    #expect(
      merge.merged("watch/assets.xcassets/AppIcon.appiconset/icon-80.png")
        == "Watch/Assets.xcassets/AppIcon.appiconset/icon-80.png")
    #expect(merge.merged("ios/Runner/Info.plist") == "iOS/Runner/Info.plist")
    // Folders merge too, and paths that already have the first spelling stay.
    #expect(merge.merged("watch/assets.xcassets") == "Watch/Assets.xcassets")
    #expect(
      merge.merged("Watch/Assets.xcassets/AppIcon.appiconset/Contents.json")
        == "Watch/Assets.xcassets/AppIcon.appiconset/Contents.json")
    // Back to the tree's own spelling.
    #expect(
      merge.treePath(of: "Watch/Assets.xcassets/AppIcon.appiconset/icon-80.png")
        == "watch/assets.xcassets/AppIcon.appiconset/icon-80.png")
    #expect(merge.treePath(of: "elsewhere/a.png") == "elsewhere/a.png")
  }

  @Test("a tree with one spelling of every folder merges nothing; files differing in case stay")
  func identity() {
    let merge = FolderCaseMerge(paths: [
      "App/Icon.png", "App/icon.png", "App/Sub/a.png", "Other/Sub/a.png",
    ])
    #expect(merge.isIdentity)
    #expect(merge.merged("App/icon.png") == "App/icon.png")
  }

  @Test("two files that would meet at one path each keep their own")
  func collisions() {
    let merge = FolderCaseMerge(paths: ["Art/a.png", "art/a.png", "art/b.png"])
    #expect(merge.merged("art/a.png") == "art/a.png")
    #expect(merge.merged("Art/a.png") == "Art/a.png")
    #expect(merge.merged("art/b.png") == "Art/b.png")
  }

  @Test("an inventory's files, targets and scope merge; the display shows the tree's spelling")
  func inventory() {
    let inventory = AssetInventory(
      files: [
        .init(path: "Watch/Contents.json", globPath: "Watch/Contents.json"),
        .init(path: "watch/icon.png", globPath: "watch/icon.png"),
      ],
      targets: ["watch/icon.png"],
      scope: .commit(changed: ["watch/icon.png"], touchedFolders: ["watch"]),
      display: .below("/repo", topName: "repo"))
    let merge = FolderCaseMerge(paths: inventory.files.map(\.path))
    let merged = merge.apply(to: inventory)
    #expect(merged.files.map(\.path) == ["Watch/Contents.json", "Watch/icon.png"])
    #expect(merged.files.map(\.globPath) == ["Watch/Contents.json", "watch/icon.png"])
    #expect(merged.targets == ["Watch/icon.png"])
    #expect(merged.scope == .commit(changed: ["Watch/icon.png"], touchedFolders: ["Watch"]))
    #expect(merged.scope.checksFile("Watch/icon.png"))
    #expect(merged.display.show("Watch/icon.png") == "/repo/watch/icon.png")
    #expect(merged.display.show("Watch/Contents.json") == "/repo/Watch/Contents.json")
  }
}
