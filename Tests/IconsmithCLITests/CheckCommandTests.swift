import Foundation
import PNGCodec
import Raster
import SampleArt
import TestSupport
import Testing

/// `iconsmith check` as a user and CI run it.
struct CheckCommandTests {
  let folder = TemporaryFolder()

  @Test("GoodApp passes iphoneos3 and retina with no error and no warning")
  func goodApp() {
    let result = CommandRunner.iconsmith(
      "check", "SampleAssets/GoodApp", "--profile", "iphoneos3,retina", "--strict",
      in: Repository.root)
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout.hasPrefix(
        "app SampleAssets/GoodApp: iphoneos3,retina (--profile); an app folder: no project file says how it builds\n0 errors, 0 warnings in 12 files"
      ),
      "\(result)")
    // Without --profile, the configuration beside it says the same.
    let configured = CommandRunner.iconsmith(
      "check", "SampleAssets/GoodApp", "--strict", in: Repository.root)
    #expect(configured.status == 0, "\(configured)")
    #expect(
      configured.stdout.hasPrefix(
        "app SampleAssets/GoodApp: iphoneos3,retina (profiles in .iconsmith.yml); an app folder"),
      "\(configured)")
  }

  @Test("BrokenApp fails with exit code 1 and reports every rule its README lists")
  func brokenApp() throws {
    let result = CommandRunner.iconsmith(
      "check", "SampleAssets/BrokenApp", "--format", "json", in: Repository.root)
    #expect(result.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let rules = Set(
      ((object?["diagnostics"] as? [[String: Any]]) ?? []).compactMap { $0["rule"] as? String })
    let readme = try #require(
      String(bytes: Repository.bytes("SampleAssets/BrokenApp/README.md") ?? [], encoding: .utf8))
    let listed = Set(
      readme.split(separator: "\n").compactMap { line -> String? in
        let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        guard cells.count >= 3, cells[1].hasPrefix("`") else { return nil }
        return cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      })
    #expect(!listed.isEmpty)
    #expect(
      rules == listed,
      "reported but not listed: \(rules.subtracting(listed)); listed but not reported: \(listed.subtracting(rules))"
    )
  }

  @Test(
    "the HTML report on BrokenApp: the JSON's counts, a decodable thumbnail per image with findings, the same bytes twice"
  )
  func htmlReport() throws {
    let html = CommandRunner.iconsmith(
      "check", "SampleAssets/BrokenApp", "--format", "html", in: Repository.root)
    let json = CommandRunner.iconsmith(
      "check", "SampleAssets/BrokenApp", "--format", "json", in: Repository.root)
    #expect(html.status == 1)
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let summary = try #require(object["summary"] as? [String: Int])
    for key in ["errors", "warnings", "notes", "files"] {
      #expect(html.stdout.contains(" data-\(key)=\"\(summary[key] ?? -1)\""), "\(key)")
    }
    // Every embedded picture is a PNG our decoder reads, and no larger than 256 px a side.
    let pictures = html.stdout.components(separatedBy: "src=\"data:image/png;base64,").dropFirst()
      .map { String($0.prefix { $0 != "\"" }) }
    #expect(pictures.count >= 20, "\(pictures.count) pictures")
    for picture in Set(pictures) {
      let bytes = try #require(Data(base64Encoded: picture))
      let image = try PNGDecoder().decode(Array(bytes)).image.rgba8
      #expect(image.width <= 256 && image.height <= 256)
    }
    // The Apple-optimized (CgBI) file is pictured too, re-encoded as a PNG a browser reads;
    // a file that does not decode has none.
    #expect(
      html.stdout.contains(
        "<h3>SampleAssets/BrokenApp/Tabs/optimized@2x.png</h3>\n<figure class=\"thumbnail\">"))
    #expect(
      html.stdout.contains("<h3>SampleAssets/BrokenApp/Tabs/truncated.png</h3>\n<ul class="))
    let again = CommandRunner.iconsmith(
      "check", "SampleAssets/BrokenApp", "--format", "html", in: Repository.root)
    #expect(again.stdout == html.stdout)
  }

  @Test(
    "the output of each format on BrokenApp matches its golden",
    arguments: ["text", "json", "xcode", "github", "sarif"])
  func goldens(format: String) throws {
    let result = CommandRunner.iconsmith(
      "check", "SampleAssets/BrokenApp", "--format", format, in: Repository.root)
    #expect(result.status == 1)
    let output = result.stdout
    let golden = Repository.path("Tests/IconsmithCLITests/Goldens/BrokenApp.\(format)")
    if Repository.recordingGoldens {
      try output.write(toFile: golden, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOfFile: golden, encoding: .utf8)
    #expect(
      output == expected, "set ICONSMITH_RECORD_GOLDENS=1 to record the new output if it is right")
  }

  @Test("a path that does not exist exits 2 and names it")
  func missingPath() {
    let result = CommandRunner.iconsmith("check", folder.file("nowhere"))
    #expect(result.status == 2)
    #expect(result.stderr.contains("nowhere: no such file or folder"))
  }

  @Test("a bad configuration exits 2 and names the key and its line")
  func badConfiguration() {
    folder.write(".iconsmith.yml", Array("profiles: [iphoneos3]\nexclud: [\"x\"]\n".utf8))
    let result = CommandRunner.iconsmith("check", folder.path)
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(".iconsmith.yml:2:1: unknown key 'exclud' (did you mean 'exclude'?)"),
      "\(result)")
    let explicit = CommandRunner.iconsmith(
      "check", "--config", folder.file("missing.yml"), folder.path)
    #expect(explicit.status == 2)
  }

  @Test(
    "usage errors exit 64",
    arguments: [["--format", "yaml"], ["--profile", "iphoneos9"], ["--no-such-flag"]])
  func usage(arguments: [String]) {
    let result = CommandRunner.run(
      CommandRunner.iconsmith, (["check"] + arguments + [folder.path]).map { Array($0.utf8) })
    #expect(result.status == 64, "\(result)")
  }

  @Test("warnings pass unless --strict; --quiet shows errors only")
  func strictAndQuiet() throws {
    folder.write(
      "App/Icon.png",
      try PNGEncoder().encode(SampleArt.masterArtwork(side: 57, roundedCorners: false)))
    folder.write(
      "App/iTunesArtwork",
      try PNGEncoder().encode(SampleArt.masterArtwork(side: 512, roundedCorners: false)))
    // Missing Icon-Small.png and Default.png: warnings only.
    let plain = CommandRunner.iconsmith("check", folder.file("App"))
    #expect(plain.status == 0, "\(plain)")
    #expect(plain.stdout.contains("missing-recommended-asset"))
    #expect(CommandRunner.iconsmith("check", "--strict", folder.file("App")).status == 1)
    let quiet = CommandRunner.iconsmith("check", "--quiet", folder.file("App"))
    #expect(!quiet.stdout.contains("  warning "))
    #expect(quiet.stdout.contains("0 errors, 0 warnings"))
  }

  @Test("a configuration found by walking up sets profiles; --profile overrides it")
  func configurationDiscovery() throws {
    folder.write(".iconsmith.yml", Array("profiles: [iphoneos3, retina]\n".utf8))
    folder.write(
      "App/Icon.png",
      try PNGEncoder().encode(SampleArt.masterArtwork(side: 57, roundedCorners: false)))
    folder.write(
      "App/iTunesArtwork",
      try PNGEncoder().encode(SampleArt.masterArtwork(side: 512, roundedCorners: false)))
    let withRetina = CommandRunner.iconsmith("check", folder.file("App"))
    #expect(withRetina.status == 0, "\(withRetina)")
    #expect(
      withRetina.stdout.contains("Icon@2x.png: the retina app icon (114x114 px) is recommended"))
    let overridden = CommandRunner.iconsmith("check", "--profile", "iphoneos3", folder.file("App"))
    #expect(overridden.status == 0, "\(overridden)")
    #expect(!overridden.stdout.contains("Icon@2x.png"), "\(overridden)")
  }

  @Test("a built .app with Apple-optimized files is read, and its opaque icons pass")
  func builtApp() throws {
    let icon = SampleArt.masterArtwork(side: 57, roundedCorners: false)
    folder.write("Gem.app/Info.plist", Array(SampleAppFiles.goodAppStatic()[1].bytes))
    folder.write("Gem.app/Icon.png", CgBIWriter.file(icon))
    folder.write(
      "Gem.app/Icon-Small.png",
      CgBIWriter.file(SampleArt.masterArtwork(side: 29, roundedCorners: false)))
    // The plist also names the @2x icons.
    folder.write(
      "Gem.app/Icon@2x.png",
      CgBIWriter.file(SampleArt.masterArtwork(side: 114, roundedCorners: false)))
    folder.write(
      "Gem.app/Icon-Small@2x.png",
      CgBIWriter.file(SampleArt.masterArtwork(side: 58, roundedCorners: false)))
    folder.write(
      "Gem.app/iTunesArtwork",
      try PNGEncoder().encode(SampleArt.masterArtwork(side: 512, roundedCorners: false)))
    folder.write(
      "Gem.app/Default.png",
      CgBIWriter.file(RGBAImage(width: 320, height: 480, fill: RGBA(20, 40, 90)), opaque: true))
    let result = CommandRunner.iconsmith("check", "--format", "json", folder.file("Gem.app"))
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let diagnostics = (object?["diagnostics"] as? [[String: Any]]) ?? []
    let rules = diagnostics.compactMap { $0["rule"] as? String }
    #expect(rules.filter { $0 == "apple-optimized" }.count == 5)
    #expect(!rules.contains("app-icon-alpha"), "CgBI stores icons as RGBA; opaque ones must pass")
    #expect(!rules.contains("corrupt-png"))
    #expect(result.status == 0, "\(result)")
  }

  @Test("an asset catalog made by `icons --appiconset` passes ios7; a damaged one fails")
  func assetCatalog() throws {
    // A small master, enlarged: this test is about the catalog, not the pixels.
    let master = folder.write(
      "master.png", try PNGEncoder().encode(SampleArt.masterArtwork(side: 256)))
    let app = folder.file("App")
    let made = CommandRunner.iconsmith(
      "icons", master, "-o", app + "/Images.xcassets", "--profile", "ios7", "--appiconset",
      "AppIcon",
      "--allow-upscale")
    #expect(made.status == 0, "\(made)")
    let passed = CommandRunner.iconsmith("check", "--profile", "ios7", app)
    #expect(passed.status == 0, "\(passed)")
    #expect(passed.stdout.contains("0 errors"))
    // A slot's image replaced by one of the wrong size.
    folder.write(
      "App/Images.xcassets/AppIcon.appiconset/Icon-60@2x.png",
      try PNGEncoder().encode(RGBAImage(width: 100, height: 100, fill: .white)))
    let failed = CommandRunner.iconsmith("check", "--profile", "ios7", "--format", "xcode", app)
    #expect(failed.status == 1)
    let line = failed.stdout.split(separator: "\n").first { $0.contains("[catalog-wrong-size]") }
    #expect(
      line?.hasPrefix("\(app)/Images.xcassets/AppIcon.appiconset/Icon-60@2x.png:1:1: error: ")
        == true)
    #expect(
      line?.contains(
        "Icon-60@2x.png is 100x100 px; slot 60x60@2x (iphone) of AppIcon.appiconset needs 120x120 px"
      ) == true)
  }

  @Test("given files, it checks those and applies set rules only where their folder is an app root")
  func namedFiles() throws {
    let good = try PNGEncoder().encode(SampleArt.masterArtwork(side: 57, roundedCorners: false))
    folder.write("App/Icon.png", good)
    folder.write("App/Other.png", [1, 2, 3])
    folder.write("Loose/thing.png", good)
    let app = CommandRunner.iconsmith("check", "--format", "json", folder.file("App/Icon.png"))
    // App is an app root (it holds Icon.png): the missing iTunesArtwork is reported...
    #expect(app.stdout.contains("\"rule\": \"missing-recommended-asset\""))
    #expect(app.stdout.contains("App has no iTunesArtwork"), "\(app)")
    // ...but Other.png, not named, is not checked.
    #expect(!app.stdout.contains("Other.png"))
    let loose = CommandRunner.iconsmith("check", folder.file("Loose/thing.png"))
    #expect(loose.status == 0)
    #expect(
      !loose.stdout.contains("no-app-root"),
      "file mode does not ask whether this is the right folder")
  }

  @Test("the Rules article's table is what `iconsmith rules --format markdown` prints")
  func rulesArticleTable() throws {
    let table = CommandRunner.iconsmith("rules", "--format", "markdown").stdout
    let article = try #require(
      String(
        bytes: Repository.bytes("Sources/Checking/Checking.docc/Rules.md") ?? [], encoding: .utf8))
    let begin = try #require(article.range(of: "<!-- rules:begin -->\n"))
    let end = try #require(article.range(of: "<!-- rules:end -->"))
    #expect(
      String(article[begin.upperBound..<end.lowerBound]) == table,
      "regenerate the table of Rules.md with `iconsmith rules --format markdown`")
    #expect(table.split(separator: "\n").count == 2 + 53)
  }

  @Test("the README's sample output is what the main job prints, byte for byte")
  func readmeSampleOutput() throws {
    let readme = try #require(String(bytes: Repository.bytes("README.md") ?? [], encoding: .utf8))
    let intro = try #require(readme.range(of: "The first command prints"))
    let open = try #require(
      readme.range(of: "```text\n", range: intro.upperBound..<readme.endIndex))
    let close = try #require(readme.range(of: "```\n", range: open.upperBound..<readme.endIndex))
    let result = CommandRunner.iconsmith("check", "SampleAssets/BrokenApp", in: Repository.root)
    #expect(result.status == 1)
    #expect(
      String(readme[open.upperBound..<close.lowerBound]) == result.stdout,
      "paste the output of `swift run iconsmith check SampleAssets/BrokenApp` into the README")
  }

  @Test("init writes a starter configuration that check accepts, and keeps an existing one")
  func initCommand() {
    let first = CommandRunner.iconsmith("init", folder.path)
    #expect(first.status == 0, "\(first)")
    let text = String(bytes: folder.read(".iconsmith.yml") ?? [], encoding: .utf8) ?? ""
    #expect(text.contains("profiles: [iphoneos3]"))
    #expect(CommandRunner.iconsmith("check", folder.path).status == 0)
    let second = CommandRunner.iconsmith("init", folder.path)
    #expect(second.status == 1)
    #expect(second.stderr.contains("already exists"))
  }
}

/// `check App.xcodeproj`: the project's targets, as `check` of the folder that holds it finds
/// them, whether the project is named relatively, absolutely or from inside its folder.
struct ProjectPathTests {
  @Test("a path to an .xcodeproj checks the folder that holds it, in a repository and outside one")
  func projectPath() throws {
    for inRepository in [true, false] {
      let repository = GitFixture()
      if !inRepository { try FileManager.default.removeItem(atPath: repository.file(".git")) }
      repository.write(
        "ios/App.xcodeproj/project.pbxproj",
        pbxproj([
          ProjectTargetSpec(
            name: "App", resources: ["App/Icon.png"],
            settings: appTargetSettings(
              deployment: "5.0", infoPlist: "App/Info.plist", family: "1"))
        ]))
      repository.write("ios/App/Info.plist", infoPlist())
      // 58 pixels where Icon.png must be 57: the error both spellings must find.
      repository.write(
        "ios/App/Icon.png", try PNGEncoder().encode(SampleArt.masterArtwork(side: 58)))
      let absolute = repository.file("ios")
      for (folderSpelling, projectSpelling, subfolder) in [
        ("ios", "ios/App.xcodeproj", nil), ("ios", "ios/App.xcodeproj/", nil),
        (absolute, absolute + "/App.xcodeproj", nil), (".", "App.xcodeproj", "ios"),
      ] {
        let folder = repository.iconsmith("check", folderSpelling, in: subfolder)
        #expect(folder.stdout.contains("Icon.png is 58x58"), "\(folder)")
        let project = repository.iconsmith("check", projectSpelling, in: subfolder)
        #expect(project.status == folder.status, "\(projectSpelling): \(project)")
        #expect(
          project.stdout == folder.stdout, "\(projectSpelling), in a repository: \(inRepository)")
      }
    }
  }
}
