import Foundation
import PNGCodec
import Raster
import TestSupport
import Testing

/// A repository the user may not trust (a stranger's pull request runs the hook in CI): paths
/// and links that lead out of it, loops, huge and deeply nested files. Each gives a named
/// diagnostic or is skipped with one, in bounded time and memory, and nothing outside the tree
/// is read or written.
struct HostileRepositoryTests {
  let folder = TemporaryFolder()

  /// A 29-pixel icon with translucent pixels: read as an app icon, it is an `app-icon-alpha`
  /// error naming it, so any finding that names it proves it was read.
  func secret() throws -> [UInt8] {
    try PNGEncoder().encode(RGBAImage(width: 29, height: 29, fill: RGBA(200, 40, 40, 128)))
  }

  func plist(_ body: String) -> [UInt8] {
    Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>\(body)
      <key>MinimumOSVersion</key><string>7.0</string></dict></plist>
      """.utf8)
  }

  @Test(
    "paths to ../ and absolute paths in Contents.json, Info.plist and icon.json are named, never read"
  )
  func pathsLeadingOut() throws {
    let outside = folder.write("outside/secret.png", try secret())
    let set = "repo/App/Assets.xcassets/AppIcon.appiconset/"
    folder.write(
      set + "Contents.json",
      Array(
        """
        { "images" : [
          { "idiom" : "iphone", "size" : "60x60", "scale" : "2x", "filename" : "../../../../outside/secret.png" },
          { "idiom" : "iphone", "size" : "60x60", "scale" : "3x", "filename" : "\(outside)" }
        ], "info" : { "version" : 1, "author" : "xcode" } }
        """.utf8))
    folder.write(
      "repo/App/Info.plist",
      plist(
        "<key>CFBundleIconFiles</key><array><string>../../outside/secret.png</string><string>\(outside)</string></array>"
      ))
    folder.write(
      "repo/App/AppIcon.icon/icon.json",
      Array(
        """
        { "groups" : [ { "layers" : [
          { "image-name" : "../../../../outside/secret.png", "name" : "up" },
          { "image-name" : "\(outside)", "name" : "absolute" } ] } ],
          "supported-platforms" : { "squares" : "shared" } }
        """.utf8))
    let before = try #require(folder.read("outside/secret.png"))
    let result = CommandRunner.iconsmith("check", "repo", "--format", "json", in: folder.path)
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stdout.contains(
        "icon.json of AppIcon.icon names ../../../../outside/secret.png, but there is no such file in Assets/"
      ))
    #expect(
      result.stdout.contains(
        "icon.json of AppIcon.icon names \(outside), but there is no such file"))
    // Each path is a finding of its own, as Xcode would refuse it; none is read.
    #expect(result.stdout.contains("names ../../../../outside/secret.png"))
    #expect(result.stdout.contains("names \(outside)"))
    #expect(result.stdout.contains("names ../../outside/secret.png in CFBundleIconFiles"))
    #expect(!result.stdout.contains("app-icon-alpha"))
    #expect(!result.stdout.contains("translucent"))

    let fixed = CommandRunner.iconsmith("check", "--fix", "repo", in: folder.path)
    #expect(fixed.status == 1)
    #expect(folder.read("outside/secret.png") == before)
    #expect(folder.listing("outside") == ["secret.png"])
  }

  @Test(
    "a project whose resources and Info.plist lie outside the tree: nothing there is read or fixed")
  func projectNamingPathsOut() throws {
    let outside = folder.write("outside/secret.png", try secret())
    // Read, the outside Info.plist would make the outside image an app icon, whose
    // translucency is an error naming it.
    folder.write(
      "outside/Info.plist",
      plist("<key>CFBundleIconFiles</key><array><string>secret.png</string></array>"))
    let opaque = try PNGEncoder().encode(RGBAImage(width: 57, height: 57, fill: RGBA(9, 9, 9)))
    folder.write("repo/App/Resources/Icon.png", opaque)
    folder.write(
      "repo/App/App.xcodeproj/project.pbxproj",
      Array(
        """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 56; objects = {
          A1 = {isa = PBXFileReference; path = "../../outside/secret.png"; sourceTree = "<group>"; };
          A2 = {isa = PBXFileReference; path = "\(outside)"; sourceTree = "<absolute>"; };
          A3 = {isa = PBXFileReference; path = Icon.png; sourceTree = "<group>"; };
          B1 = {isa = PBXBuildFile; fileRef = A1; };
          B2 = {isa = PBXBuildFile; fileRef = A2; };
          B3 = {isa = PBXBuildFile; fileRef = A3; };
          G0 = {isa = PBXGroup; children = (A1, A2, G1); sourceTree = "<group>"; };
          G1 = {isa = PBXGroup; children = (A3); path = Resources; sourceTree = "<group>"; };
          R1 = {isa = PBXResourcesBuildPhase; files = (B1, B2, B3); };
          T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (R1); name = App;
            productType = "com.apple.product-type.application"; };
          C1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "../../outside/Info.plist";
            IPHONEOS_DEPLOYMENT_TARGET = 6.0; SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = 1; };
            name = Release; };
          L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
          C2 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
          L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
          P1 = {isa = PBXProject; buildConfigurationList = L2; mainGroup = G0; targets = (T1); };
        }; rootObject = P1; }
        """.utf8))
    let before = try #require(folder.read("outside/secret.png"))
    let plistBefore = try #require(folder.read("outside/Info.plist"))

    let result = CommandRunner.iconsmith("check", "repo", in: folder.path)
    // The project is read: its target and deployment target decide the profiles.
    #expect(
      result.stdout.contains(
        "app App (repo/App/App.xcodeproj): iphoneos3,retina (IPHONEOS_DEPLOYMENT_TARGET 6.0)"),
      "\(result)")
    #expect(!result.stdout.contains("secret"), "\(result)")
    #expect(!result.stdout.contains("translucent"), "\(result)")
    #expect(!result.stdout.contains("outside"), "\(result)")
    #expect(result.stdout.contains("in 1 file"), "\(result)")

    _ = CommandRunner.iconsmith("check", "--fix", "repo", in: folder.path)
    #expect(folder.read("outside/secret.png") == before)
    #expect(folder.read("outside/Info.plist") == plistBefore)
    #expect(folder.listing("outside") == ["Info.plist", "secret.png"])
  }

  @Test("a link to a file outside the tree is skipped with a warning; --fix writes nothing there")
  func linkLeadingOut() throws {
    let outside = folder.write("outside/secret.png", try secret())
    folder.write("repo/App/Info.plist", plist(""))
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("repo/App/Icon-Small.png"), withDestinationPath: outside)
    // A link to a file inside the tree is an ordinary file of the tree.
    folder.write("repo/App/Art/small.png", try secret())
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("repo/App/Icon-Small@2x.png"), withDestinationPath: "Art/small.png")
    let before = try #require(folder.read("outside/secret.png"))

    let result = CommandRunner.iconsmith("check", "repo", in: folder.path)
    #expect(
      result.stderr.contains(
        "warning: repo/App/Icon-Small.png: skipped, a symbolic link to \(outside), outside the repository or folder checked"
      ), "\(result)")
    #expect(!result.stdout.contains("Icon-Small.png has"))
    #expect(result.stdout.contains("Icon-Small@2x.png"))

    _ = CommandRunner.iconsmith("check", "--fix", "repo", in: folder.path)
    #expect(folder.read("outside/secret.png") == before)
    let link = try FileManager.default.destinationOfSymbolicLink(
      atPath: folder.file("repo/App/Icon-Small.png"))
    #expect(link == outside)
  }

  @Test("inside a git repository, a link to a file elsewhere in it is read, even from a subfolder")
  func linkInsideTheRepository() throws {
    try FileManager.default.createDirectory(
      atPath: folder.file("repo/.git"), withIntermediateDirectories: true)
    folder.write("repo/art/small.png", try secret())
    folder.write(
      "repo/ios/App/Info.plist",
      plist("<key>CFBundleIconFiles</key><array><string>Icon-Small.png</string></array>"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("repo/ios/App/Icon-Small.png"),
      withDestinationPath: "../../art/small.png")
    let result = CommandRunner.iconsmith("check", "repo/ios", in: folder.path)
    #expect(!result.stderr.contains("skipped"), "\(result)")
    // Read through the link: its translucency is found.
    #expect(result.stdout.contains("841 of 841 pixels are translucent"), "\(result)")
  }

  @Test("links in a loop and links to folders end the walk; only links leading out are reported")
  func linkLoops() throws {
    folder.write("repo/App/Info.plist", plist(""))
    folder.write("repo/App/Icon.png", try secret())
    let links = [
      ("repo/App/up", "../.."), ("repo/App/self", "."), ("repo/App/a.png", "b.png"),
      ("repo/App/b.png", "a.png"),
      ("repo/Kit.framework/Headers", "Versions/Current/Headers"),
    ]
    try FileManager.default.createDirectory(
      atPath: folder.file("repo/Kit.framework/Versions/Current/Headers"),
      withIntermediateDirectories: true)
    for (link, target) in links {
      try FileManager.default.createSymbolicLink(
        atPath: folder.file(link), withDestinationPath: target)
    }
    let result = CommandRunner.iconsmith("check", "repo", in: folder.path)
    #expect(result.status == 1, "\(result)")
    #expect(result.seconds < 20)
    #expect(result.stderr.contains("repo/App/a.png: skipped, a loop of symbolic links"))
    #expect(result.stderr.contains("repo/App/b.png: skipped, a loop of symbolic links"))
    // `up` leads out of the folder checked; `self` and the framework's `Headers` lead to folders
    // the walk lists anyway, and hide nothing.
    #expect(
      result.stderr.contains(
        "repo/App/up: a symbolic link to a folder outside the folder checked, not followed"),
      "\(result)")
    #expect(!result.stderr.contains("App/self"), "\(result)")
    #expect(!result.stderr.contains("Headers"), "\(result)")
    // The one real file is checked once.
    #expect(result.stdout.contains("in 1 file"))
  }

  @Test("a 46 MB Contents.json is refused by its size, fast and in little memory")
  func hugeContents() throws {
    let entry = #"{"idiom":"iphone","size":"60x60","scale":"2x","filename":"x.png"},"#
    let text = "{\"images\":[" + String(repeating: entry, count: 700_000) + "{}]}"
    folder.write(
      "repo/App/Assets.xcassets/AppIcon.appiconset/Contents.json", Array(text.utf8))
    let (result, peakKiB) = CommandRunner.iconsmithPeakMemory("check", folder.file("repo"))
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "Contents.json of AppIcon.appiconset cannot be used: it is 46200015 bytes, over the 1 MiB"),
      "\(result)")
    #expect(result.seconds < 20)
    #expect(CommandRunner.underSanitizer || peakKiB < 300 << 10, "peak \(peakKiB) KiB")
  }

  @Test("JSON and a property list nested 100,000 deep are refused where the limit is passed")
  func deepNesting() throws {
    let depth = 100_000
    folder.write(
      "repo/App/Assets.xcassets/AppIcon.appiconset/Contents.json",
      Array((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8))
    folder.write(
      "repo/App/Info.plist",
      plist(
        "<key>CFBundleIconFiles</key>" + String(repeating: "<array>", count: depth)
          + String(repeating: "</array>", count: depth)))
    let result = CommandRunner.iconsmith("check", "repo", in: folder.path)
    #expect(result.status == 1, "\(result)")
    #expect(result.seconds < 20)
    #expect(
      result.stdout.contains(
        "Contents.json of AppIcon.appiconset cannot be used: it is not valid JSON (arrays and objects nest deeper than 512 at line 1, column 513)"
      ))
    #expect(
      result.stdout.contains(
        "Info.plist cannot be read: it is not a valid property list (line 2: arrays and dictionaries nest deeper than 512)"
      ))
  }

  @Test("a folder of 100,000 empty .png files: one named error each, in bounded memory")
  func hundredThousandEmptyFiles() throws {
    let count = 100_000
    let app = folder.file("repo/App")
    try FileManager.default.createDirectory(atPath: app, withIntermediateDirectories: true)
    for index in 0..<count {
      let descriptor = open("\(app)/f\(index).png", O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
      precondition(descriptor >= 0)
      close(descriptor)
    }
    let (result, peakKiB) = CommandRunner.iconsmithPeakMemory(
      "check", folder.file("repo"), "--format", "json")
    #expect(result.status == 1)
    #expect(result.stdout.contains("\"errors\": \(count)"), "\(result.stdout.suffix(400))")
    #expect(result.stdout.contains("f99999.png is not a PNG: the file is empty (0 bytes)"))
    #expect(CommandRunner.underSanitizer || peakKiB < 600 << 10, "peak \(peakKiB) KiB")
  }
}
