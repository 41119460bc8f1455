import Foundation
import PNGCodec
import Raster
import SampleArt
import TestSupport
import Testing

/// The same tree gives the same findings whatever the spelling of its path: relative,
/// absolute, through `..`, through a link, from inside it with no argument, and a part of it
/// named is judged with the projects that ship it. Before, an absolute path to a repository
/// with an Xcode project checked no file and reported the app's icons missing.
@Suite struct PathInvarianceTests {
  let repository = GitFixture()

  /// A repository with an Xcode project whose app has an icon with a hole and an icon set
  /// missing its App Store slot: findings the project decides, at full severity.
  init() throws {
    var holed = SampleArt.masterArtwork(side: 120, roundedCorners: false)
    for y in 50..<70 { for x in 50..<70 { holed[x, y].alpha = 0 } }
    let set = "ios/App/Assets.xcassets/AppIcon.appiconset"
    repository.write(set + "/icon-120.png", try PNGEncoder().encode(holed))
    repository.write(
      set + "/icon-180.png",
      try PNGEncoder(format: .rgb8).encode(
        SampleArt.masterArtwork(side: 170, roundedCorners: false)))
    repository.write(
      set + "/Contents.json",
      catalogContents([
        CatalogEntry(idiom: "iphone", size: "60x60", scale: "2x", filename: "icon-120.png"),
        CatalogEntry(idiom: "iphone", size: "60x60", scale: "3x", filename: "icon-180.png"),
        CatalogEntry(idiom: "ios-marketing", size: "1024x1024", scale: "1x"),
      ]))
    repository.write("ios/App/Info.plist", infoPlist())
    repository.write(
      "ios/App.xcodeproj/project.pbxproj",
      pbxproj([
        ProjectTargetSpec(
          name: "App", resources: ["App/Assets.xcassets"],
          settings: appTargetSettings(deployment: "9.0", infoPlist: "App/Info.plist", family: "1"))
      ]))
    repository.git("add", "-A")
    repository.commitSkippingHooks()
  }

  /// The findings of a JSON report with each path made absolute from `folder` (where the
  /// command ran), so every spelling compares.
  private func findings(_ result: CommandResult, from folder: String) throws -> [String] {
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let diagnostics = try #require(object?["diagnostics"] as? [[String: Any]], "\(result)")
    let top = URL(fileURLWithPath: repository.path).resolvingSymlinksInPath().path
    return diagnostics.map { diagnostic in
      let path = diagnostic["path"] as? String ?? ""
      let absolute = path.hasPrefix("/") ? path : folder + "/" + path
      var resolved = URL(fileURLWithPath: absolute).standardizedFileURL.path
      // A path spelled through the link names the same file.
      if let link = resolved.range(of: "/link-to-repo") {
        resolved = top + resolved[link.upperBound...]
      }
      let inTree = resolved.hasPrefix(top) ? String(resolved.dropFirst(top.count)) : resolved
      return [inTree, diagnostic["rule"], diagnostic["severity"], diagnostic["message"]]
        .map { "\($0 ?? "")" }.joined(separator: " | ")
    }.sorted()
  }

  @Test("relative, absolute, through .., through a link and from inside: the same findings")
  func everySpellingOfTheTop() throws {
    let outside = TemporaryFolder()
    try FileManager.default.createSymbolicLink(
      atPath: outside.file("link-to-repo"), withDestinationPath: repository.path)
    let parent = (repository.path as NSString).deletingLastPathComponent
    let name = (repository.path as NSString).lastPathComponent
    let runs: [(arguments: [String], folder: String)] = [
      (["check", "--format", "json"], repository.path),
      (["check", "--format", "json", repository.path], outside.path),
      (["check", "--format", "json", name], parent),
      (["check", "--format", "json", ".."], repository.file("ios")),
      (["check", "--format", "json", "../../" + name], repository.file("ios")),
      (["check", "--format", "json", "link-to-repo"], outside.path),
      (["check", "--format", "json", outside.file("link-to-repo") + "/"], "/"),
    ]
    var results: [[String]] = []
    for (arguments, folder) in runs {
      let result = GitFixture.iconsmith(arguments, at: folder)
      #expect(result.status == 1, "\(arguments) from \(folder): \(result)")
      results.append(try findings(result, from: folder))
    }
    let expected = try #require(results.first)
    #expect(
      expected.contains {
        $0.hasPrefix(
          "/ios/App/Assets.xcassets/AppIcon.appiconset/icon-120.png | app-icon-alpha | error")
      }, "\(expected)")
    #expect(expected.contains { $0.contains("catalog-wrong-size") }, "\(expected)")
    #expect(
      expected.contains {
        $0.contains("missing-required-asset") || $0.contains("catalog-unassigned-slot")
      })
    for (index, result) in results.enumerated().dropFirst() {
      #expect(result == expected, "\(runs[index].arguments) from \(runs[index].folder)")
    }
  }

  @Test("a sub-folder, or one file, is judged with the project that ships it")
  func aPartOfTheRepository() throws {
    let whole = try findings(
      GitFixture.iconsmith(["check", "--format", "json"], at: repository.path),
      from: repository.path)
    let set = "ios/App/Assets.xcassets/AppIcon.appiconset"
    // Named from the top, and from inside the set with no argument: the set's findings are
    // the whole check's findings in that folder, with the target's era (iOS 9, not a guess).
    let fromTop = try findings(
      GitFixture.iconsmith(["check", "--format", "json", set], at: repository.path),
      from: repository.path)
    let fromInside = try findings(
      GitFixture.iconsmith(["check", "--format", "json"], at: repository.file(set)),
      from: repository.file(set))
    let inSet = whole.filter { $0.hasPrefix("/" + set + "/") }
    #expect(!inSet.isEmpty)
    #expect(fromTop.filter { $0.hasPrefix("/" + set + "/") } == inSet)
    #expect(fromInside.filter { $0.hasPrefix("/" + set + "/") } == inSet)
    let targetLine = GitFixture.iconsmith(["check", set], at: repository.path).stdout
    #expect(
      targetLine.contains("app App (ios/App.xcodeproj): ios7 (IPHONEOS_DEPLOYMENT_TARGET 9.0)"),
      "\(targetLine)")

    // The file the pre-commit framework would pass: its own findings, as in the whole check.
    let file = set + "/icon-120.png"
    let named = try findings(
      GitFixture.iconsmith(["check", "--format", "json", file], at: repository.path),
      from: repository.path)
    #expect(
      named.filter { $0.hasPrefix("/" + file + " ") }
        == whole.filter { $0.hasPrefix("/" + file + " ") })
    #expect(named.contains { $0.contains("app-icon-alpha") })
  }

  /// iconsmith's own README job: `check SampleAssets/BrokenApp` in a repository whose only
  /// build descriptions were fuzz seeds elsewhere checked no file at all.
  @Test("a folder named that no project reaches is checked as an app folder, from anywhere")
  func aFolderNoProjectReaches() throws {
    let icon58 = try PNGEncoder(format: .rgb8).encode(
      SampleArt.masterArtwork(side: 58, roundedCorners: false))
    repository.write("Art/Loose/Icon.png", icon58)
    // The same picture beside the project, where no target copies it.
    repository.write("ios/Design/Icon.png", icon58)
    repository.git("add", "-A")
    repository.commitSkippingHooks()
    let wrongSize = "/Art/Loose/Icon.png | wrong-size | error"
    let whole = try findings(
      GitFixture.iconsmith(["check", "--format", "json"], at: repository.path),
      from: repository.path)
    #expect(!whole.contains { $0.hasPrefix(wrongSize) }, "nothing ships it: \(whole)")
    let named = try findings(
      GitFixture.iconsmith(["check", "--format", "json", "Art/Loose"], at: repository.path),
      from: repository.path)
    #expect(named.contains { $0.hasPrefix(wrongSize) }, "\(named)")
    #expect(!named.contains { $0.contains("/ios/") }, "only what was named: \(named)")
    let inside = try findings(
      GitFixture.iconsmith(["check", "--format", "json"], at: repository.file("Art/Loose")),
      from: repository.file("Art/Loose"))
    #expect(inside == named)
    let absolute = try findings(
      GitFixture.iconsmith(["check", "--format", "json", repository.file("Art/Loose")], at: "/"),
      from: "/")
    #expect(absolute == named)
    // A folder inside the one holding the project is the project's to decide: what no target
    // ships stays out, however it is named.
    for spelling in ["ios/Design", "ios"] {
      let beside = try findings(
        GitFixture.iconsmith(["check", "--format", "json", spelling], at: repository.path),
        from: repository.path)
      #expect(!beside.contains { $0.hasPrefix("/ios/Design/Icon.png") }, "\(spelling): \(beside)")
    }
  }

  @Test("--staged from a sub-folder is the same as from the top")
  func stagedFromAnywhere() throws {
    var holed = SampleArt.masterArtwork(side: 180, roundedCorners: false)
    for y in 80..<100 { for x in 80..<100 { holed[x, y].alpha = 0 } }
    repository.write(
      "ios/App/Assets.xcassets/AppIcon.appiconset/icon-180.png", try PNGEncoder().encode(holed))
    repository.git("add", "-A")
    let top = repository.iconsmith("check", "--staged", "--format", "json")
    let inside = repository.iconsmith("check", "--staged", "--format", "json", in: "ios/App")
    #expect(top.status == 1, "\(top)")
    #expect(top.stdout == inside.stdout)
    #expect(
      top.stdout.contains("\"path\": \"ios/App/Assets.xcassets/AppIcon.appiconset/icon-180.png\""))
  }
}
