import Foundation
import PNGCodec
import Raster
import SampleArt
import TestSupport
import Testing

/// The generators as a user runs them: what they write, refuse and compare.
struct GeneratorCommandTests {
  let folder = TemporaryFolder()

  /// util-linux `script` gives the command a pseudo-terminal; BSD `script` takes other flags.
  static let hasLinuxScript: Bool = {
    #if os(Linux)
      return FileManager.default.isExecutableFile(atPath: "/usr/bin/script")
    #else
      return false
    #endif
  }()

  @Test(
    "masks of many glyphs show a progress line on a terminal, and nothing when piped",
    .enabled(
      if: hasLinuxScript, "needs util-linux's /usr/bin/script (Debian's bsdutils) for a terminal"))
  func progressLine() throws {
    let glyph = try PNGEncoder().encode(SampleArt.starGlyph(side: 96))
    for index in 0..<60 { folder.write("glyphs/g\(index).png", glyph) }
    let command =
      "'\(CommandRunner.iconsmith)' masks glyphs/*.png -o out --bar tab 2>&1; echo exit=$?"
    // util-linux `script` runs the command on a pseudo-terminal, as a user's shell does.
    let onTerminal = CommandRunner.run(
      "/usr/bin/script", ["-qec", command, "/dev/null"].map { Array($0.utf8) }, in: folder.path)
    #expect(onTerminal.stdout.contains("exit=0"), "\(onTerminal)")
    #expect(onTerminal.stdout.contains("tracing glyphs 60/60..."), "\(onTerminal)")
    // The line is cleared before the written files are listed.
    #expect(onTerminal.stdout.contains("\r\u{1B}[K"))

    let glyphs = (0..<60).map { folder.file("glyphs/g\($0).png") }
    let piped = CommandRunner.run(
      CommandRunner.iconsmith,
      (["masks"] + glyphs + ["-o", folder.file("piped"), "--bar", "tab"]).map { Array($0.utf8) })
    #expect(piped.status == 0, "\(piped)")
    #expect(!piped.stderr.contains("tracing"))
  }

  /// A small master, so debug-build tests stay quick.
  func master(side: Int = 600) throws -> String {
    folder.write("master.png", try PNGEncoder().encode(SampleArt.masterArtwork(side: side)))
  }

  @Test("--dry-run lists the files and writes nothing")
  func dryRun() throws {
    let result = CommandRunner.iconsmith(
      "icons", try master(), "-o", folder.file("out"), "--dry-run")
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("would write \(folder.file("out"))/Icon.png (57x57 RGB"))
    #expect(result.stdout.contains("iTunesArtwork (512x512 RGB"))
    #expect(!FileManager.default.fileExists(atPath: folder.file("out")))
  }

  @Test("--check reports missing and stale files and exits 1, then 0 once written")
  func driftCheck() throws {
    let source = try master()
    let out = folder.file("out")
    let missing = CommandRunner.iconsmith("icons", source, "-o", out, "--check")
    #expect(missing.status == 1)
    #expect(missing.stdout.contains("missing: \(out)/Icon.png"))
    #expect(CommandRunner.iconsmith("icons", source, "-o", out).status == 0)
    #expect(CommandRunner.iconsmith("icons", source, "-o", out, "--check").status == 0)
    // The master changes; the icons on disk are now stale.
    folder.write(
      "master.png",
      try PNGEncoder().encode(
        SampleArt.masterArtwork(side: 601).areaDownscaled(toWidth: 600, height: 600)))
    let stale = CommandRunner.iconsmith("icons", source, "-o", out, "--check")
    #expect(stale.status == 1)
    #expect(stale.stdout.contains("stale: \(out)/Icon.png"))
    #expect(stale.stderr.contains("files differ from what the sources give"))
  }

  @Test("a killed run's temporary files go at the next run, even when nothing needs writing")
  func staleTemporariesWhenUpToDate() throws {
    let source = try master()
    let out = folder.file("out")
    #expect(CommandRunner.iconsmith("icons", source, "-o", out).status == 0)
    // Above any pid_max, so no process has it: a dead run's file. The test's own pid is alive.
    let dead = ".Icon.png.iconsmith-2147483000-1-1.tmp"
    let alive = ".Icon.png.iconsmith-\(getpid())-1-1.tmp"
    for name in [dead, alive, ".notes.tmp"] { folder.write("out/" + name, [1, 2, 3]) }
    let again = CommandRunner.iconsmith("icons", source, "-o", out)
    #expect(again.status == 0, "\(again)")
    #expect(again.stdout.contains("unchanged \(out)/Icon.png"))
    #expect(folder.read("out/" + dead) == nil)
    #expect(folder.read("out/" + alive) == [1, 2, 3])
    #expect(folder.read("out/.notes.tmp") == [1, 2, 3])
  }

  @Test("existing files are never replaced without --force, and nothing is written then")
  func force() throws {
    let source = try master()
    let out = folder.file("out")
    folder.write("out/Icon.png", [1, 2, 3])
    let refused = CommandRunner.iconsmith("icons", source, "-o", out)
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("Icon.png already exists"))
    #expect(folder.read("out/Icon.png") == [1, 2, 3])
    #expect(folder.read("out/Icon-Small.png") == nil, "all or nothing: no file written")
    let forced = CommandRunner.iconsmith("icons", source, "-o", out, "--force")
    #expect(forced.status == 0)
    #expect(try PNGDecoder().inspect(#require(folder.read("out/Icon.png"))).width == 57)
  }

  @Test("a generator never overwrites its own source, even with --force")
  func ownSource() throws {
    let artwork = folder.write(
      "out/iTunesArtwork", try PNGEncoder().encode(SampleArt.masterArtwork(side: 600)))
    let before = folder.read("out/iTunesArtwork")
    let result = CommandRunner.iconsmith("icons", artwork, "-o", folder.file("out"), "--force")
    #expect(result.status == 1)
    #expect(result.stderr.contains("is a source of this run; refusing to overwrite it"))
    #expect(folder.read("out/iTunesArtwork") == before)
  }

  @Test("clear errors for a missing, non-square, too-small or unreadable source")
  func badSources() throws {
    let out = folder.file("out")
    let missing = CommandRunner.iconsmith("icons", folder.file("nope.png"), "-o", out)
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("nope.png: no such file or folder"))
    let wide = folder.write(
      "wide.png", try PNGEncoder().encode(RGBAImage(width: 600, height: 500, fill: .white)))
    let notSquare = CommandRunner.iconsmith("icons", wide, "-o", out)
    #expect(notSquare.stderr.contains("wide.png is 600x500 px: an app-icon master must be square"))
    let small = folder.write(
      "small.png", try PNGEncoder().encode(RGBAImage(width: 300, height: 300, fill: .white)))
    let tooSmall = CommandRunner.iconsmith("icons", small, "-o", out)
    #expect(tooSmall.status == 1)
    #expect(
      tooSmall.stderr.contains("small.png is 300x300 px; iTunesArtwork needs at least 512 px"))
    let upscaled = CommandRunner.iconsmith("icons", small, "-o", out, "--allow-upscale")
    #expect(upscaled.status == 0)
    #expect(upscaled.stderr.contains("warning: small.png is 300 px"))
    let jpeg = folder.write("photo.png", FixtureWriter.jpeg())
    let notPNG = CommandRunner.iconsmith("masks", jpeg, "-o", out, "--bar", "tab")
    #expect(notPNG.status == 1)
    #expect(notPNG.stderr.contains("photo.png: not a PNG: this is a JPEG file"))
  }

  @Test("--dark and --tinted add the iOS 18 appearances to the modern set, and check passes it")
  func appearances() throws {
    // 1024-pixel masters: nothing enlarged, so no warning hides among the output.
    let light = try master(side: 1024)
    let gem = folder.write("gem.png", try PNGEncoder().encode(SampleArt.gemGlyph(side: 1024)))
    let out = folder.file("out")
    let result = CommandRunner.iconsmith(
      "icons", light, "-o", out, "--profile", "modern", "--dark", gem, "--tinted", gem)
    #expect(result.status == 0, "\(result)")
    // No --appiconset: appearances imply the set, named as Xcode names the app icon.
    #expect(result.stderr.contains("note: dark and tinted icons live in an app-icon set"))
    #expect(!result.stderr.contains("warning"), "\(result)")
    #expect(
      result.stdout.contains("wrote \(out)/AppIcon.appiconset/Icon-1024-Dark.png (1024x1024 RGBA)"))
    #expect(
      result.stdout.contains(
        "wrote \(out)/AppIcon.appiconset/Icon-1024-Tinted.png (1024x1024 gray+alpha)"))
    let set = "out/AppIcon.appiconset/"
    #expect(
      Set(folder.listing("out")) == [
        "AppIcon.appiconset/Contents.json", "AppIcon.appiconset/Icon-1024.png",
        "AppIcon.appiconset/Icon-1024-Dark.png", "AppIcon.appiconset/Icon-1024-Tinted.png",
      ])
    let contents = try #require(folder.read(set + "Contents.json"))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(contents)) as? [String: Any])
    let images = try #require(json["images"] as? [[String: Any]])
    #expect(
      images.map { $0["filename"] as? String } == [
        "Icon-1024.png", "Icon-1024-Dark.png", "Icon-1024-Tinted.png",
      ])
    let appearances = images.map { entry in
      (entry["appearances"] as? [[String: String]])?.first.map { [$0["appearance"], $0["value"]] }
    }
    #expect(appearances == [nil, ["luminosity", "dark"], ["luminosity", "tinted"]])
    #expect(
      images.allSatisfy {
        $0["idiom"] as? String == "universal" && $0["platform"] as? String == "ios"
      })
    let types = try ["Icon-1024.png", "Icon-1024-Dark.png", "Icon-1024-Tinted.png"].map {
      try PNGDecoder().inspect(#require(folder.read(set + $0))).colorType
    }
    #expect(types == [.rgb, .rgba, .grayAlpha])

    // check, strict, finds nothing: the appearances' transparency is read as allowed.
    let checked = CommandRunner.iconsmith("check", out, "--strict")
    #expect(checked.status == 0, "\(checked)")
    #expect(checked.stdout.contains("0 errors, 0 warnings in 3 files"), "\(checked)")
    #expect(checked.stdout.contains("modern"), "\(checked)")
    let same = CommandRunner.iconsmith(
      "icons", light, "-o", out, "--profile", "modern", "--dark", gem, "--tinted", gem, "--check")
    #expect(same.status == 0, "\(same)")

    // A named set, one appearance from an opaque master: only its entry is added.
    let opaque = folder.write(
      "opaque.png",
      try PNGEncoder().encode(SampleArt.masterArtwork(side: 1024, roundedCorners: false)))
    let named = CommandRunner.iconsmith(
      "icons", light, "-o", folder.file("named"), "--profile", "modern", "--appiconset", "Brand",
      "--tinted", opaque)
    #expect(named.status == 0, "\(named)")
    #expect(!named.stderr.contains("note: dark and tinted"))
    #expect(
      Set(folder.listing("named")) == [
        "Brand.appiconset/Contents.json", "Brand.appiconset/Icon-1024.png",
        "Brand.appiconset/Icon-1024-Tinted.png",
      ])
    // An opaque tinted master gives plain gray, colour type 0.
    let tinted = try #require(folder.read("named/Brand.appiconset/Icon-1024-Tinted.png"))
    #expect(try PNGDecoder().inspect(tinted).colorType == .gray)
    #expect(CommandRunner.iconsmith("check", folder.file("named"), "--strict").status == 0)
  }

  @Test("--dark and --tinted are refused without the modern profile, and bad masters named")
  func refusedAppearances() throws {
    let light = try master(side: 1024)
    let out = folder.file("out")
    let usage = CommandRunner.iconsmith(
      "icons", light, "-o", out, "--profile", "iphoneos3", "--tinted", light)
    #expect(usage.status == 64, "\(usage)")
    #expect(
      usage.stderr.contains(
        "--tinted needs the modern profile (iOS 18 appearances of its single-size icon)"))
    let both = CommandRunner.iconsmith(
      "icons", light, "-o", out, "--profile", "ios7", "--dark", light, "--tinted", light)
    #expect(both.status == 64)
    #expect(both.stderr.contains("--dark and --tinted need the modern profile"), "\(both)")

    let wide = folder.write(
      "dark.png", try PNGEncoder().encode(RGBAImage(width: 1024, height: 900, fill: .clear)))
    let notSquare = CommandRunner.iconsmith(
      "icons", light, "-o", out, "--profile", "modern", "--dark", wide)
    #expect(notSquare.status == 1)
    #expect(notSquare.stderr.contains("dark.png is 1024x900 px: an app-icon master must be square"))
    let small = folder.write(
      "tinted.png", try PNGEncoder().encode(RGBAImage(width: 512, height: 512, fill: .white)))
    let tooSmall = CommandRunner.iconsmith(
      "icons", light, "-o", out, "--profile", "modern", "--tinted", small)
    #expect(tooSmall.status == 1)
    #expect(
      tooSmall.stderr.contains(
        "tinted.png is 512x512 px; Icon-1024-Tinted.png needs at least 1024 px"), "\(tooSmall)")
    let missing = CommandRunner.iconsmith(
      "icons", light, "-o", out, "--profile", "modern", "--dark", folder.file("nope.png"))
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("nope.png: no such file or folder"))
    #expect(folder.read("out/AppIcon.appiconset/Contents.json") == nil, "nothing written")
  }

  @Test("launch images for modern alone: the storyboard explained, nothing written")
  func launchForModern() {
    let out = folder.file("launch-modern")
    let result = CommandRunner.iconsmith(
      "launch", "--color", "#112233", "--profile", "modern", "-o", out)
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix(
        "error: modern has no launch images: from iOS 8 an app launches from a storyboard (UILaunchStoryboardName)"
      ),
      "\(result.stderr)")
    #expect(result.stderr.hasSuffix("launch images are for iphoneos3, retina, ipad, ios7\n"))
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test("a mask source that gives an empty or a full mask is refused with the reason")
  func refusedMasks() throws {
    let blank = folder.write(
      "blank.png", try PNGEncoder().encode(RGBAImage(width: 64, height: 64, fill: RGBA(0, 0, 0, 0)))
    )
    let empty = CommandRunner.iconsmith("masks", blank, "-o", folder.file("out"), "--bar", "tab")
    #expect(empty.status == 1)
    #expect(empty.stderr.contains("blank.png gives an empty mask"))
    let solid = folder.write(
      "solid.png", try PNGEncoder().encode(RGBAImage(width: 64, height: 64, fill: .white)))
    let full = CommandRunner.iconsmith(
      "masks", solid, "-o", folder.file("out"), "--bar", "tab", "--from", "alpha")
    #expect(full.status == 1)
    #expect(full.stderr.contains("solid.png gives a full mask"))
  }

  @Test("--bar tab --bar toolbar reads each glyph once and writes a folder per bar")
  func severalBars() throws {
    let star = folder.write("star.png", try PNGEncoder().encode(SampleArt.starGlyph(side: 120)))
    let out = folder.file("out")
    let both = CommandRunner.iconsmith(
      "masks", star, "-o", out, "--bar", "tab", "--bar", "toolbar", "--profile", "iphoneos3,retina")
    #expect(both.status == 0, "\(both)")
    let written = ["tab/star.png", "tab/star@2x.png", "toolbar/star.png", "toolbar/star@2x.png"]
    #expect(Set(folder.listing("out")) == Set(written))
    #expect(try PNGDecoder().inspect(#require(folder.read("out/toolbar/star@2x.png"))).width == 40)
    // One bar alone gives the same bytes as its folder of a run for both.
    let alone = CommandRunner.iconsmith(
      "masks", star, "-o", folder.file("tab"), "--bar", "tab", "--profile", "iphoneos3,retina")
    #expect(alone.status == 0, "\(alone)")
    #expect(folder.read("tab/star@2x.png") == folder.read("out/tab/star@2x.png"))

    // The comma form is the same run; the files hold these bytes, so no --force is needed.
    let again = CommandRunner.iconsmith("masks", star, "-o", out, "--bar", "tab,toolbar")
    #expect(again.status == 0, "\(again)")
    #expect(again.stdout.contains("unchanged \(out)/toolbar/star.png (20x20 gray+alpha)"))
    #expect(
      CommandRunner.iconsmith("masks", star, "-o", out, "--bar", "tab,toolbar", "--check").status
        == 0)

    let stale = CommandRunner.iconsmith(
      "masks", star, "-o", out, "--bar", "tab,toolbar", "--padding", "2")
    #expect(stale.status == 1)
    #expect(stale.stderr.contains("error: \(out)/tab/star.png already exists"))

    let unknown = CommandRunner.iconsmith("masks", star, "-o", out, "--bar", "tab,dock")
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("'tab,dock' is invalid for '--bar <bar>'"))
  }

  @Test("two glyphs that would write the same names are refused before any work")
  func clashingGlyphNames() throws {
    let art = try PNGEncoder().encode(SampleArt.starGlyph(side: 120))
    let first = folder.write("a/home.png", art)
    let second = folder.write("b/Home.png", art)
    let result = CommandRunner.iconsmith(
      "masks", first, second, "-o", folder.file("out"), "--bar", "tab")
    #expect(result.status == 64)
    #expect(result.stderr.contains("would both write Home.png"))
    #expect(folder.read("out/home.png") == nil)
  }

  @Test("re-running a generator on unchanged sources needs no --force and rewrites nothing")
  func unchangedRun() throws {
    let source = try master()
    let out = folder.file("out")
    #expect(CommandRunner.iconsmith("icons", source, "-o", out).status == 0)
    var before = stat()
    stat(out + "/Icon.png", &before)
    let again = CommandRunner.iconsmith("icons", source, "-o", out)
    #expect(again.status == 0, "\(again)")
    #expect(again.stdout.contains("unchanged \(out)/Icon.png (57x57 RGB"))
    #expect(!again.stdout.contains("wrote "))
    var after = stat()
    stat(out + "/Icon.png", &after)
    #expect(after.st_ino == before.st_ino, "an unchanged file is left as it was, not replaced")
    let listed = CommandRunner.iconsmith("icons", source, "-o", out, "--dry-run")
    #expect(listed.stdout.contains("unchanged \(out)/iTunesArtwork (512x512 RGB"))
  }

  @Test("the generators take the decoder's limits")
  func limits() throws {
    let result = CommandRunner.iconsmith(
      "icons", try master(), "-o", folder.file("out"), "--max-side", "512")
    #expect(result.status == 1)
    #expect(result.stderr.contains("master.png: declared 600x600 exceeds the limit of 512x512"))
    for command in [
      ["masks", try master(), "-o", folder.file("out"), "--bar", "tab"],
      ["launch", "-o", folder.file("out"), "--screenshot", try master()],
    ] {
      let refused = CommandRunner.run(
        CommandRunner.iconsmith, (command + ["--max-side", "512"]).map { Array($0.utf8) })
      #expect(refused.status == 1, "\(command): \(refused)")
      #expect(refused.stderr.contains("master.png: declared 600x600 exceeds the limit of 512x512"))
      let allowed = CommandRunner.run(
        CommandRunner.iconsmith,
        (command + ["--max-side", "600", "--dry-run"]).map { Array($0.utf8) })
      #expect(allowed.status == 0, "\(command): \(allowed)")
    }
    #expect(folder.read("out/master.png") == nil, "nothing written")
  }

  @Test("regenerating GoodApp from SampleAssets/Sources gives the committed bytes")
  func goodAppRegenerates() throws {
    let out = folder.file("GoodApp")
    let sources = Repository.path("SampleAssets/Sources")
    for command in SampleCommands.goodApp(sources: sources, output: out) {
      let result = CommandRunner.run(CommandRunner.iconsmith, command.map { Array($0.utf8) })
      #expect(result.status == 0, "\(command): \(result)")
    }
    let committed = Repository.files(under: "SampleAssets/GoodApp").filter {
      $0.hasSuffix(".png") || $0.hasPrefix("iTunesArtwork")
    }
    #expect(committed.count == 12)
    for name in committed {
      #expect(
        folder.read("GoodApp/\(name)") == Repository.bytes("SampleAssets/GoodApp/\(name)"),
        "\(name) differs")
    }
  }

  @Test("regenerating Sources and BrokenApp gives the committed bytes")
  func drawnSamplesRegenerate() throws {
    for (section, files) in [
      ("Sources", try SampleAppFiles.sources()), ("BrokenApp", try SampleAppFiles.brokenApp()),
    ] {
      for (path, bytes) in files {
        #expect(
          Repository.bytes("SampleAssets/\(section)/\(path)") == bytes, "\(section)/\(path) differs"
        )
      }
    }
    for (path, bytes) in SampleAppFiles.goodAppStatic() {
      #expect(Repository.bytes("SampleAssets/GoodApp/\(path)") == bytes)
    }
  }
}

/// The commands the README gives for regenerating GoodApp.
enum SampleCommands {
  static func goodApp(sources: String, output: String) -> [[String]] {
    [
      ["icons", "\(sources)/master.png", "-o", output, "--profile", "iphoneos3,retina"],
      ["masks", "\(sources)/star.png", "-o", "\(output)/Tabs", "--bar", "tab"],
      ["masks", "\(sources)/gear-scan.png", "-o", "\(output)/Toolbar", "--bar", "toolbar"],
      ["launch", "-o", output, "--gradient", "#3B2F9E,#12B3A5", "--profile", "iphoneos3,retina"],
    ]
  }
}

/// The profile a generator writes when --profile is not given: the one `check` applies to the
/// output folder, so what it writes is what `check` then expects.
struct GeneratorDefaultProfileTests {
  let folder = TemporaryFolder()

  @Test("the generators' default outputs in one new folder check with no error")
  func defaultOutputsCheck() throws {
    let master = folder.write(
      "master.png", try PNGEncoder().encode(SampleArt.masterArtwork(side: 1024)))
    let star = folder.write("star.png", try PNGEncoder().encode(SampleArt.starGlyph(side: 120)))
    let out = folder.file("App")
    let icons = CommandRunner.iconsmith("icons", master, "-o", out)
    #expect(icons.status == 0, "\(icons)")
    // Nothing decides an empty folder's era: the stated default, without a note.
    #expect(!icons.stderr.contains("note: writing"), "\(icons)")
    let masks = CommandRunner.iconsmith("masks", star, "-o", out, "--bar", "tab")
    #expect(masks.status == 0, "\(masks)")
    #expect(masks.stderr.contains("note: writing iphoneos3, as check applies it here"), "\(masks)")
    let launch = CommandRunner.iconsmith("launch", "--color", "#336699", "-o", out)
    #expect(launch.status == 0, "\(launch)")
    // No @2x file: one would make check read the folder as retina and ask for retina icons.
    #expect(!folder.listing("App").contains { $0.contains("@2x") }, "\(folder.listing("App"))")
    #expect(folder.listing("App").contains("star.png"))
    let check = CommandRunner.iconsmith("check", out)
    #expect(check.status == 0, "\(check)")
    #expect(check.stdout.contains("0 errors, 0 warnings in 5 files"), "\(check)")
  }

  @Test("inside a project, a generator writes the era of the target that holds the folder")
  func targetEra() throws {
    let repository = GitFixture()
    func project(deployment: String) {
      repository.write(
        "ios/App.xcodeproj/project.pbxproj",
        pbxproj([
          ProjectTargetSpec(
            name: "App", resources: ["App/Icons"],
            settings: appTargetSettings(
              deployment: deployment, infoPlist: "App/Info.plist", family: "1"))
        ]))
    }
    repository.write("ios/App/Info.plist", infoPlist())
    project(deployment: "9.0")
    repository.git("add", "-A")
    repository.commitSkippingHooks()
    let master = folder.write(
      "master.png", try PNGEncoder().encode(SampleArt.masterArtwork(side: 1024)))
    let icons = CommandRunner.iconsmith("icons", master, "-o", repository.file("ios/App/Icons"))
    #expect(icons.status == 0, "\(icons)")
    #expect(
      icons.stderr.contains(
        "note: writing ios7, as check applies it here (IPHONEOS_DEPLOYMENT_TARGET 9.0, target App)"
      ), "\(icons)")
    #expect(repository.folder.read("ios/App/Icons/Icon-60@2x.png") != nil)
    #expect(repository.folder.read("ios/App/Icons/Icon.png") == nil, "no iPhone OS 3 icon")
    // --profile still decides.
    let given = CommandRunner.iconsmith(
      "icons", master, "-o", repository.file("ios/App/Old"), "--profile", "iphoneos3")
    #expect(given.status == 0 && !given.stderr.contains("note: writing"), "\(given)")
    #expect(repository.folder.read("ios/App/Old/Icon.png") != nil)
    // Launch images for a target of iOS 11 or later: none exist, and the note says why it
    // asked for modern.
    project(deployment: "15.0")
    let launch = CommandRunner.iconsmith(
      "launch", "--color", "#336699", "-o", repository.file("ios/App/Launch"))
    #expect(launch.status == 1, "\(launch)")
    #expect(launch.stderr.contains("note: writing modern"), "\(launch)")
    #expect(launch.stderr.contains("modern has no launch images"), "\(launch)")
  }

  @Test(
    "a configuration file that cannot be read stops each generator with its error, unless --profile chooses"
  )
  func brokenConfiguration() throws {
    _ = folder.write(".iconsmith.yml", Array("profiles: [retina\n".utf8))
    let master = folder.write(
      "master.png", try PNGEncoder().encode(SampleArt.masterArtwork(side: 1024)))
    let star = folder.write("star.png", try PNGEncoder().encode(SampleArt.starGlyph(side: 120)))
    let out = folder.file("App/Art")
    for command in [
      ["icons", master, "-o", out], ["masks", star, "-o", out, "--bar", "tab"],
      ["launch", "--color", "#336699", "-o", out],
    ] {
      let refused = CommandRunner.run(CommandRunner.iconsmith, command.map { Array($0.utf8) })
      #expect(refused.status == 2, "\(command): \(refused)")
      // The file, the place and the parser's reason, as check prints them; then the way out.
      #expect(refused.stderr.contains("error: \(folder.file(".iconsmith.yml")):2:1: invalid YAML"))
      #expect(
        refused.stderr.contains("fix it, or choose them with --profile"), "\(command): \(refused)")
      #expect(!refused.stderr.contains("note: writing"), "\(refused)")
      let chosen = CommandRunner.run(
        CommandRunner.iconsmith, (command + ["--profile", "iphoneos3"]).map { Array($0.utf8) })
      #expect(chosen.status == 0, "\(command): \(chosen)")
    }
    #expect(folder.read("App/Art/Icon.png") != nil, "written once --profile chose")
  }
}

/// The README's generator commands, run as written into a new folder: each succeeds, and each
/// app folder they write checks with no error or warning, even with `--strict`.
struct ReadmeGeneratorTests {
  let folder = TemporaryFolder()

  @Test("the README's generator commands run as written, and their folders pass check --strict")
  func readmeCommands() throws {
    let readme = try #require(String(bytes: Repository.bytes("README.md") ?? [], encoding: .utf8))
    let heading = try #require(
      readme.range(of: "## Generate icons, bar-icon masks and launch images"))
    let open = try #require(
      readme.range(of: "```sh\n", range: heading.upperBound..<readme.endIndex))
    let close = try #require(readme.range(of: "```\n", range: open.upperBound..<readme.endIndex))
    let commands = readme[open.upperBound..<close.lowerBound].split(separator: "\n")
      .filter { !$0.hasPrefix("#") }.map { Self.words(String($0)) }
    #expect(commands.count >= 3 && commands.allSatisfy { $0.first == "iconsmith" }, "\(commands)")
    folder.write("master.png", try PNGEncoder().encode(SampleArt.masterArtwork(side: 1024)))
    for glyph in ["star", "home"] {
      folder.write("Glyphs/\(glyph).png", try PNGEncoder().encode(SampleArt.starGlyph(side: 120)))
    }
    var apps: [String] = []
    for command in commands {
      let arguments = Array(command.dropFirst())
      let result = CommandRunner.iconsmith(arguments, in: folder.path)
      #expect(result.status == 0, "\(command.joined(separator: " ")): \(result)")
      if let output = arguments.firstIndex(of: "-o").map({ arguments[$0 + 1] }) {
        let app = String(output.split(separator: "/")[0])
        if !apps.contains(app) { apps.append(app) }
      }
    }
    #expect(apps == ["MyApp", "OldApp"])
    for app in apps {
      let check = CommandRunner.iconsmith(["check", app, "--strict"], in: folder.path)
      #expect(check.status == 0, "check \(app) --strict: \(check)")
      #expect(check.stdout.contains("0 errors, 0 warnings"), "\(check)")
    }
  }

  /// A command line's words, as a POSIX shell splits them: blanks outside quotes part them,
  /// and single quotes keep what they hold.
  static func words(_ line: String) -> [String] {
    var words: [String] = []
    var word = ""
    var quoted = false
    var started = false
    for character in line {
      if character == "'" {
        quoted.toggle()
        started = true
      } else if character == " " && !quoted {
        if started { words.append(word) }
        word = ""
        started = false
      } else {
        word.append(character)
        started = true
      }
    }
    if started { words.append(word) }
    return words
  }
}
